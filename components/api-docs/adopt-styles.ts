import type { CSSResult } from 'lit';

/**
 * Adds a lazy chunk's styles to the shadow root (or document) that holds the content it equipped, once.
 * Lit's own styles stay first; the chunk's come after them.
 */
export function adoptStyles(root: ParentNode, styles: CSSResult): void {
  const host = root instanceof ShadowRoot || root instanceof Document ? root : root.getRootNode();
  const sheet = styles.styleSheet;
  if (!(host instanceof ShadowRoot || host instanceof Document) || sheet === undefined) return;
  if (!host.adoptedStyleSheets.includes(sheet)) host.adoptedStyleSheets = [...host.adoptedStyleSheets, sheet];
}
