/**
 * One server render: a Lit template (the elements in it registered with the server's registry) → HTML with
 * declarative shadow roots, and the element sheets it links. Lit's output is taken as it yields it. Its hydration
 * markers (comments that tell the browser's `hydrate` where each part is) are kept for what will hydrate; a frame
 * that the browser replaces instead (a `docs build` page's, components/api-docs/server-frame.ts) is collected without
 * them: Lit yields each marker as a chunk of its own, so they are skipped whole, never cut out of the text.
 */
import { render } from '@lit-labs/ssr';
import type { RenderResult } from '@lit-labs/ssr/lib/render-result.js';
import type { ServerMarkup, ServerSheet, ServerStyles } from '../../src/site/server-page.js';
import { setSanitizerWindow } from '../../src/markdown/index.js';
import { elementRenderer } from './element-renderer.js';

let sanitizerWindow: Promise<void> | undefined;

/** The elements render spec Markdown and MDX through the sanitizer, which needs a window: jsdom's, made once. */
function ensureSanitizerWindow(): Promise<void> {
  sanitizerWindow ??= import('jsdom').then(({ JSDOM }) => setSanitizerWindow(new JSDOM('').window));
  return sanitizerWindow;
}

/** A chunk that is one of Lit's hydration markers: `<!--lit-part …-->`, `<!--/lit-part-->`, `<!--lit-node n-->`. */
function isMarker(chunk: string): boolean {
  if (chunk === '<?>') return true;
  if (!chunk.endsWith('-->')) return false;
  return chunk.startsWith('<!--lit-part') || chunk === '<!--/lit-part-->' || chunk.startsWith('<!--lit-node ');
}

/** Lit's result as text (as its `collectResult` walks it: thunks, nested results, promises), markers kept or not. */
async function collect(result: RenderResult, markers: boolean): Promise<string> {
  let text = '';
  for (const chunk of result) {
    let value: unknown = chunk;
    while (typeof value === 'function') value = (value as () => unknown)();
    if (value !== null && typeof value === 'object' && 'then' in value) value = await value;
    if (typeof value === 'string') {
      if (markers || !isMarker(value)) text += value;
    } else if (value !== undefined) text += await collect(value as RenderResult, markers);
  }
  return text;
}

export interface DrawOptions {
  readonly styles: ServerStyles;
  /** Whether the browser hydrates what is drawn (Lit's markers kept), or replaces it (left out). */
  readonly hydratable: boolean;
}

export async function draw(template: unknown, options: DrawOptions): Promise<ServerMarkup> {
  await ensureSanitizerWindow();
  const linked = new Map<string, ServerSheet>();
  const result = render(template, { elementRenderers: [elementRenderer(options.styles, linked)] });
  const html = await collect(result, options.hydratable);
  return { html, sheets: [...linked.values()] };
}
