/**
 * The request example's language menu (or tabs) on a built page, loaded by the bootstrap when the reader comes near
 * it: the server drew the first language only, so the `<api-snippets>` it drew wakes as the live element in its own
 * shadow root (hydratable-element.ts `wakeDrawn`), given the operation's slice the build embedded, and its code for
 * another language comes from the snippet generators and the highlighter the element loads for that language.
 */
import '../api-snippets/api-snippets.js';
import type { ApiSnippets } from '../api-snippets/api-snippets.element.js';
import { prerenderedSlice } from '../api-docs/page-prerendered.js';
import { wakeDrawn } from '../shared/hydratable-element.js';
import { hostOf, siteOf } from './event-path.js';

/** Wakes the server's `<api-snippets>` (once); false when the page holds no operation for it. */
export async function wakeSnippets(snippets: HTMLElement): Promise<boolean> {
  const endpoint = hostOf(snippets);
  const docs = siteOf(snippets);
  const spec = endpoint?.getAttribute('spec');
  const ref = endpoint?.getAttribute('operation');
  if (docs === undefined || spec == null || ref == null) return false;
  const slice = prerenderedSlice(docs, new URL(spec, document.baseURI).href, ref);
  if (slice === undefined) return false;
  const element = snippets as ApiSnippets;
  element.operation = slice.operation;
  wakeDrawn(element);
  await element.updateComplete;
  return true;
}
