/**
 * Spec text into the page: Markdown through the core's sanitiser (the only way spec text becomes
 * HTML), and highlighted code through the core's highlighter. Both are memoised, so re-rendering
 * the same operation costs nothing.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import { until } from 'lit/directives/until.js';
import { renderMarkdown } from '../../src/markdown/index.js';
import { plainCode } from './example-code.js';
import { afterIdle } from './idle.js';

export { exampleText, plainCode } from './example-code.js';

const markdownCache = new Map<string, string>();
const highlightCache = new Map<string, Promise<string>>();
const CACHE_LIMIT = 500;

function remember<V>(cache: Map<string, V>, key: string, make: () => V): V {
  let value = cache.get(key);
  if (value === undefined) {
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
    value = make();
    cache.set(key, value);
  }
  return value;
}

/** Sanitised Markdown in a div, or nothing for empty text. */
export function markdownBlock(
  text: string | undefined,
  className: string,
  part?: string,
): TemplateResult | typeof nothing {
  if (text === undefined || text.trim() === '') return nothing;
  const safe = remember(markdownCache, text, () => renderMarkdown(text));
  return html`<div class=${`markdown ${className}`} part=${part ?? nothing}>${unsafeHTML(safe)}</div>`;
}

/** A code block: plain text at once, the highlighted version when the language has loaded. */
export function codeBlock(code: string, lang: string, label: string): TemplateResult {
  const plain = plainCode(code, lang, label);
  const highlighted = remember(highlightCache, `${lang}\u0000${code}`, () =>
    // The highlighter module loads with the idle callback: plain text is what the first paint shows.
    afterIdle()
      .then(() => import('../../src/highlight/highlight.js'))
      .then(({ highlight }) => highlight(code, lang)),
  );
  return html`${until(
    highlighted.then(
      (markup) =>
        html`<div class="code highlighted" part="code" role="group" aria-label=${label}>${unsafeHTML(markup)}</div>`,
      () => plain,
    ),
    plain,
  )}`;
}
