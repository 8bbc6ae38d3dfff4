/**
 * What an MDX page needs after it is in the DOM: its tabs now (mdx-tabs.ts), and each of the lazy
 * chunks only when the page has something for it: code blocks (mdx-code.ts, shiki), formulas
 * (mdx-math.ts, temml), diagrams (mdx-mermaid.ts, mermaid), icons and colours (mdx-icons.ts), the project's
 * own components of a `--project-components` build (mdx-islands.ts, React from the site's origin). A page
 * without any of them loads none. Safe to call after every render; `settled` resolves when the
 * chunks started so far are done.
 */
import { enhanceMdxTabs } from './mdx-tabs.js';

const pending = new Set<Promise<unknown>>();

function track(work: Promise<unknown>): void {
  const done = work.catch(() => undefined).finally(() => pending.delete(done));
  pending.add(done);
}

export function enhanceMdx(root: ParentNode): void {
  enhanceMdxTabs(root);
  const has = (selector: string): boolean => root.querySelector(selector) !== null;
  if (has('pre[data-language="mermaid"]:not([data-diagram])'))
    track(import('./mdx-mermaid.js').then((m) => m.drawDiagrams(root)));
  if (has('pre:not([data-code-ready]):not(.shiki):not([data-language="mermaid"]) > code:only-child'))
    track(import('./mdx-code.js').then((m) => m.enhanceCodeBlocks(root)));
  if (has('.prompt:not([data-prompt-ready])')) track(import('./mdx-code.js').then((m) => m.equipPrompts(root)));
  if (has('.math:not([data-math-ready])')) track(import('./mdx-math.js').then((m) => m.typesetMath(root)));
  if (has('div.island[data-island-client]:not([data-island-ready])'))
    track(import('./mdx-islands.js').then((m) => m.hydrateIslands(root)));
  if (has('span.icon[data-icon]:not([data-drawn]), [data-color]:not([data-colored])'))
    track(import('./mdx-icons.js').then((m) => m.drawIcons(root)));
}

/** Resolves once every chunk started by `enhanceMdx` has done its work. */
export async function mdxSettled(): Promise<void> {
  while (pending.size > 0) await Promise.all(pending);
}
