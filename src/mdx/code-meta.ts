/**
 * The meta of a fenced code block, the text after its language (```js app.js lines {1,3-4}), read
 * the way Mintlify documents it: a title (`title="app.js"` or the bare words), line highlights
 * (`{1,3-4}` or `highlight={1,3-4}`), focused lines (`focus={2}`), and the flags `lines` (line
 * numbers), `wrap`, `expandable`, plus `icon="…"`. Options Mintlify documents for its own hosting
 * (`theme={null}`) are read and dropped; nothing here is evaluated.
 */

export interface CodeMeta {
  readonly title?: string;
  /** Line ranges in their normal form, `1,3-4`. */
  readonly highlight?: string;
  readonly focus?: string;
  readonly lines: boolean;
  readonly wrap: boolean;
  readonly expandable: boolean;
  readonly icon?: string;
}

const FLAGS = new Set(['lines', 'wrap', 'expandable']);
const IGNORED = new Set(['theme', 'twoslash']);

/** `1, 3-4` → `1,3-4`; anything that is not a list of line numbers and ranges → undefined. */
export function lineRanges(text: string): string | undefined {
  const parts = text
    .replace(/^[{"']|[}"']$/g, '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0 || parts.length > 200) return undefined;
  for (const part of parts) if (!/^\d{1,5}(-\d{1,5})?$/.test(part)) return undefined;
  return parts.join(',');
}

/** The set of line numbers (1-based) that `1,3-4` names. */
export function lineSet(ranges: string | undefined): Set<number> {
  const out = new Set<number>();
  if (ranges === undefined) return out;
  for (const part of ranges.split(',')) {
    const [from, to] = part.split('-').map(Number) as [number, number | undefined];
    for (let n = from; n <= Math.min(to ?? from, from + 10_000); n++) out.add(n);
  }
  return out;
}

/** One token of the meta: `name`, `name=value`, `name="value with spaces"`, `name={…}`, `{1,3}`, or a word. */
const TOKEN = /([\w-]+)=("[^"]*"|'[^']*'|\{[^}]*\}|[^\s"'{}]+)|(\{[^}]*\})|("[^"]*"|'[^']*'|\S+)/g;

const unquote = (value: string): string => value.replace(/^(["'])([\s\S]*)\1$/, '$2').replace(/^\{([\s\S]*)\}$/, '$1');

export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  let title: string | undefined;
  const words: string[] = [];
  let highlight: string | undefined;
  let focus: string | undefined;
  let icon: string | undefined;
  const flags = new Set<string>();
  for (const match of (meta ?? '').matchAll(TOKEN)) {
    const [, name, value, braces, word] = match;
    if (name !== undefined && value !== undefined) {
      const text = unquote(value);
      if (name === 'title') title = text;
      else if (name === 'highlight') highlight = lineRanges(text) ?? highlight;
      else if (name === 'focus') focus = lineRanges(text) ?? focus;
      else if (name === 'icon' && /^[\w-]{1,60}$/.test(text)) icon = text;
      else if (FLAGS.has(name) && text !== 'false') flags.add(name);
      else if (!IGNORED.has(name)) words.push(match[0]);
    } else if (braces !== undefined) {
      highlight = lineRanges(braces) ?? highlight;
    } else if (word !== undefined) {
      if (FLAGS.has(word)) flags.add(word);
      else if (!IGNORED.has(word)) words.push(unquote(word));
    }
  }
  const bare = words.join(' ').trim();
  return {
    ...((title ?? bare) === '' ? {} : { title: title ?? bare }),
    ...(highlight === undefined ? {} : { highlight }),
    ...(focus === undefined ? {} : { focus }),
    ...(icon === undefined ? {} : { icon }),
    lines: flags.has('lines'),
    wrap: flags.has('wrap'),
    expandable: flags.has('expandable'),
  };
}
