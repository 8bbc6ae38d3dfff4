/**
 * Node has no DOM, and the sanitiser (DOMPurify) needs one: jsdom gives it a window, once, so `docs build` passes
 * MDX through the same last sanitising pass as the browser. Loaded only by the commands that render HTML.
 */
import { setSanitizerWindow } from '../markdown/index.js';

let ready: Promise<void> | undefined;

export function useNodeSanitizer(): Promise<void> {
  ready ??= import('jsdom').then(({ JSDOM }) => setSanitizerWindow(new JSDOM('').window));
  return ready;
}
