/**
 * The part of a document's text to show under a search result, with the places that match the query: plain text
 * and ranges, so a view can wrap them in `<mark>` with text nodes (never HTML).
 */

export interface Snippet {
  readonly text: string;
  /** `[start, end)` character ranges of `text` that match a query term, in order, not overlapping. */
  readonly marks: readonly (readonly [number, number])[];
}

const WORD = /[\p{L}\p{N}_]+/gu;

/** The query's words, lower-cased (what a match is looked for by). */
export function queryTerms(query: string): string[] {
  return [...new Set((query.toLowerCase().match(WORD) ?? []).filter((t) => t.length > 0))];
}

/** Ranges of words in `text` that start with one of `terms` (or equal a matched term MiniSearch reports). */
export function matchRanges(text: string, terms: readonly string[]): [number, number][] {
  const ranges: [number, number][] = [];
  if (terms.length === 0) return ranges;
  for (const match of text.matchAll(WORD)) {
    const word = match[0].toLowerCase();
    const term = terms.find((t) => word.startsWith(t) || (t.length > 3 && word.includes(t)));
    if (term === undefined) continue;
    const offset = word.startsWith(term) ? 0 : word.indexOf(term);
    const start = match.index + offset;
    ranges.push([
      start,
      start + (word.startsWith(term) && term.length < word.length ? word.length - offset : term.length),
    ]);
  }
  return ranges;
}

/** At most `width` characters of `text` around its first match (the start when none), marks shifted to fit. */
export function makeSnippet(text: string, terms: readonly string[], width = 160): Snippet {
  const ranges = matchRanges(text, terms);
  if (text.length <= width) return { text, marks: ranges };
  const first = ranges[0]?.[0] ?? 0;
  let start = Math.max(0, first - Math.floor(width / 3));
  // Start at a word boundary.
  if (start > 0) {
    const space = text.indexOf(' ', start);
    if (space !== -1 && space < first) start = space + 1;
  }
  const end = Math.min(text.length, start + width);
  const prefix = start > 0 ? '…' : '';
  const suffix = end < text.length ? '…' : '';
  const shift = prefix.length - start;
  const marks = ranges.filter(([a, b]) => a >= start && b <= end).map(([a, b]) => [a + shift, b + shift] as const);
  return { text: `${prefix}${text.slice(start, end)}${suffix}`, marks };
}
