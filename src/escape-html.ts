/**
 * The one HTML escape. `escapeHtml`: the five characters that can open a tag or an entity, or leave a quoted
 * attribute value, written as marked writes them (so src/markdown/plain-text.ts's fast path equals marked's
 * output); safe in element text and in any quoted attribute value, and valid XML too (the Atom feed).
 * `escapeText`: the same entities for the three that matter in element text only, so quotes in prose and code
 * stay as written in the MDX renderer's output.
 */
const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

const entityOf = (char: string): string => ENTITIES[char]!;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, entityOf);
}

/** For element text only, never an attribute value. */
export function escapeText(text: string): string {
  return text.replace(/[&<>]/g, entityOf);
}
