/**
 * The highlighted markup of a snippet that can be drawn at once, with no chunk to wait for: shell (the curl tab,
 * shown first by default) and JSON have built-in tokenizers (src/highlight/light.ts), the same ones `highlight()`
 * uses for them, so the markup is the one it would give. The server draws it as the element does in the browser,
 * so the first render in the browser equals the server's (hydration adopts it) and nothing is redrawn later.
 */
import { maxHighlightLength } from '../../src/highlight/highlight.js';
import { grammarIdFor } from '../../src/highlight/languages.js';
import { lightHighlight } from '../../src/highlight/light.js';

let last: { readonly code: string; readonly grammar: string; readonly html: string | undefined } | undefined;

/** `highlight(code, grammar)`'s markup when it needs no lazy grammar; undefined for every other language. */
export function immediateHighlight(code: string, grammar: string): string | undefined {
  if (last?.code === code && last.grammar === grammar) return last.html;
  const id = grammarIdFor(grammar);
  const html = id === undefined || code.length > maxHighlightLength ? undefined : lightHighlight(code, id);
  last = { code, grammar, html };
  return html;
}
