/**
 * The readable text of a page's rendered HTML (what `parseMdxPage` makes), cut into sections at its headings, for
 * the search index. No DOM: the HTML is the core's own escaped output, so tags are dropped and the five entities
 * (plus numeric ones) decoded; nothing here is ever shown as HTML.
 */

export interface TextSection {
  /** The heading's id (empty for the text before the first heading). */
  readonly anchor: string;
  /** The heading's text (empty for the text before the first heading). */
  readonly heading: string;
  readonly text: string;
}

const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

/** Tags out, block ends as spaces, entities decoded, white space collapsed. */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(
      /<\/?(p|div|li|ul|ol|pre|h[1-6]|tr|td|th|table|aside|section|details|summary|br|blockquote)\b[^>]*>/gi,
      ' ',
    )
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

const HEADING = /<h([23])\b[^>]*\bid="([^"]*)"[^>]*>([\s\S]*?)<\/h\1>/gi;

/** The page's text before its first h2/h3, then one section per h2/h3 heading with an id. */
export function htmlSections(html: string): TextSection[] {
  const sections: TextSection[] = [];
  let anchor = '';
  let heading = '';
  let from = 0;
  const push = (to: number): void => {
    const text = htmlToText(html.slice(from, to));
    if (text !== '' || heading !== '') sections.push({ anchor, heading, text });
  };
  for (const match of html.matchAll(HEADING)) {
    push(match.index);
    anchor = decodeEntities(match[2]!);
    heading = htmlToText(match[3]!);
    from = match.index + match[0].length;
  }
  push(html.length);
  return sections;
}
