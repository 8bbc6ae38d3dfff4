/**
 * Most descriptions in real specs are one simple line: plain words ("Pet not found"), maybe a
 * `code span` or a snake_case name. For those, marked and the sanitiser would only wrap, escape and
 * mark code; doing that directly skips compiling marked's large regular expressions (and DOMPurify)
 * on a page's first render. The test is deliberately narrow: one line (a block may end in one
 * newline), no leading or trailing space, code spans with single backticks and plain content, and
 * between them only characters that can never start markdown or HTML syntax where they stand.
 * Anything else goes through marked; a test checks both paths give the same HTML for every
 * description of the benchmark specs.
 */
import { escapeHtml } from '../escape-html.js';

// ASCII letters, digits, spaces and punctuation that is inert in running text on one line (`=`, `|`,
// `#` and `+` only mean something across lines or at a line's start). Excluded on purpose: \ ` * ~
// [ ] < > & { } and newlines (markdown or HTML syntax, entities), and `_` except between two letters
// or digits (where it can never start or end emphasis).
// ASCII only: a Unicode property class costs more to compile on first use than marked saves.
const INERT_TEXT = /^[A-Za-z0-9 ,.;:'"?!()/%$@=|#+-]*$/;
const INTRAWORD_UNDERSCORES = /([A-Za-z0-9])_+(?=[A-Za-z0-9])/g;
// Inert characters that still mean something at the start of a line (lists, rules) or as autolinks.
const LINE_START_SYNTAX = /^(?:[-+#=|]|\d+[.)])/;
const AUTOLINK = /:\/\/|www\.|@|\bmailto:/i;
// A code span: one backtick, content without backticks or line breaks and not padded, one backtick.
const CODE_SPAN = /`([^`\n ](?:[^`\n]*[^`\n ])?)`/g;

const isInert = (text: string): boolean => INERT_TEXT.test(text.replace(INTRAWORD_UNDERSCORES, '$1'));

/**
 * The inline HTML of a simple line (escaped text and `<code>` spans), or undefined when the line
 * has any other markdown or HTML meaning and must go through marked.
 */
export function simpleInlineHtml(line: string): string | undefined {
  if (line === '' || line !== line.trim() || line.includes('\n')) return undefined;
  if (LINE_START_SYNTAX.test(line) || AUTOLINK.test(line)) return undefined;
  let html = '';
  let last = 0;
  for (const match of line.matchAll(CODE_SPAN)) {
    const before = line.slice(last, match.index);
    // Text between two spans must not be empty: "`a``b`" is one span in markdown, not two.
    if ((before === '' && last > 0) || !isInert(before)) return undefined;
    html += `${escapeHtml(before)}<code>${escapeHtml(match[1]!)}</code>`;
    last = match.index + match[0].length;
  }
  const rest = line.slice(last);
  if (!isInert(rest)) return undefined;
  return html + escapeHtml(rest);
}

/** The block HTML (`<p>…</p>\n`, as marked writes it) of a simple description, else undefined. */
export function simpleBlockHtml(text: string): string | undefined {
  const inline = simpleInlineHtml(text.endsWith('\n') ? text.slice(0, -1) : text);
  return inline === undefined ? undefined : `<p>${inline}</p>\n`;
}
