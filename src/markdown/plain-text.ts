/**
 * Most descriptions in real specs are one plain sentence ("Pet not found"). For those, marked and the
 * sanitiser would only wrap and escape the text; doing that directly skips compiling marked's large
 * regular expressions on a page's first render. The test is deliberately narrow: one line, no leading
 * or trailing space, and only characters that can never start markdown or HTML syntax where they stand.
 * Anything else goes through marked; a test checks both paths agree on every corpus description.
 */

// ASCII letters, digits, spaces and punctuation that is inert in running text. Excluded on purpose:
// \ ` * _ ~ [ ] < > & # | = + and newlines (markdown or HTML syntax, entities, tables, headings).
// ASCII only: a Unicode property class costs more to compile on first use than marked saves.
const INERT_TEXT = /^[A-Za-z0-9 ,.;:'"?!()/%$@-]+$/;
// Inert characters that still mean something at the start of a line (lists, rules) or as autolinks.
const LINE_START_SYNTAX = /^(?:-|\d+[.)])/;
const AUTOLINK = /:\/\/|www\.|@|\bmailto:/i;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** True when `text` renders to itself (escaped), with no markdown or HTML meaning anywhere in it. */
export function isPlainText(text: string): boolean {
  return text === text.trim() && INERT_TEXT.test(text) && !LINE_START_SYNTAX.test(text) && !AUTOLINK.test(text);
}

/** HTML-escapes text the way marked escapes a paragraph's characters. */
export function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ENTITIES[ch]!);
}
