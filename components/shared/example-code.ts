/**
 * An example as code, without the highlighter or the Markdown sanitiser (spec-text.ts re-exports both, and adds the
 * highlighted block): what a built page's islands draw as the server did.
 */
import { html, type TemplateResult } from 'lit';

/** A code block as plain text (what `codeBlock` shows first, and what a server draws). */
export function plainCode(code: string, _lang: string, label: string): TemplateResult {
  return html`<pre class="code" part="code" tabindex="0" aria-label=${label}><code>${code}</code></pre>`;
}

/** Example values as display text: JSON pretty-printed, strings as written. */
export function exampleText(value: unknown, mediaType: string): { code: string; lang: string } {
  if (typeof value === 'string' && !/json/i.test(mediaType)) {
    return { code: value, lang: /xml/i.test(mediaType) ? 'xml' : /yaml/i.test(mediaType) ? 'yaml' : 'text' };
  }
  let code: string;
  try {
    code = JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    code = String(value); // a circular value cannot be printed as JSON
  }
  return { code, lang: 'json' };
}
