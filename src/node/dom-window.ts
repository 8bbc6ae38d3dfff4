/**
 * Node has no DOM, and the sanitiser (DOMPurify) needs one: jsdom gives it a window, once, so code that renders spec
 * Markdown or MDX in Node (the fuzz tests) passes it through the same sanitising pass as the browser. (`docs build`'s
 * server renderer gives its own copy of the sanitiser a window: src/cli/prerender.ts.)
 */
import { setSanitizerWindow } from '../markdown/index.js';

let ready: Promise<void> | undefined;

export function useNodeSanitizer(): Promise<void> {
  ready ??= import('jsdom').then(({ JSDOM }) => setSanitizerWindow(new JSDOM('').window));
  return ready;
}
