/**
 * Node has no DOM, and the sanitiser (DOMPurify) needs one: jsdom gives it a window, once, so `docs build` passes
 * MDX through the same last sanitising pass as the browser. Loaded only by the commands that render HTML.
 */
import { sanitizeMdxHtml, setSanitizerWindow } from '../markdown/index.js';

let ready: Promise<void> | undefined;

export function useNodeSanitizer(): Promise<void> {
  ready ??= import('jsdom').then(({ JSDOM }) => setSanitizerWindow(new JSDOM('').window));
  return ready;
}

/**
 * An MDX page's HTML through the MDX sanitiser, for a loop over many pages. jsdom tracks each
 * document's node iterators in weak references, and a weak reference keeps its target alive until
 * the current task ends: a loop that only awaits settled promises never ends its task, so every
 * page's parsed document would stay in memory until the loop finished (about 1.5 MB for a page of
 * 200 paragraphs). Returning after the next task lets each page's documents go.
 */
export async function sanitizeMdxInNode(html: string): Promise<string> {
  await useNodeSanitizer();
  const clean = sanitizeMdxHtml(html);
  await new Promise<void>((resolve) => setImmediate(resolve));
  return clean;
}
