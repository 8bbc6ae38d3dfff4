/** What a delegated listener of the bootstrap needs of an event: where on its path, through open shadow roots, it went. */

/** The first element on the event's path (open shadow roots included) that matches `selector`. */
export function onPath(event: Event, selector: string): HTMLElement | undefined {
  for (const node of event.composedPath()) if (node instanceof HTMLElement && node.matches(selector)) return node;
  return undefined;
}

/** The element whose shadow root holds `node`, if any. */
export function hostOf(node: Node): HTMLElement | undefined {
  const root = node.getRootNode();
  return root instanceof ShadowRoot ? (root.host as HTMLElement) : undefined;
}

/** The `<api-docs>` the node is drawn in (the built page's site). */
export function siteOf(node: Node): HTMLElement | undefined {
  for (let host = hostOf(node); host !== undefined; host = hostOf(host)) if (host.localName === 'api-docs') return host;
  return undefined;
}

/** The event an island sends its `<api-docs>` to open a page of the site (page-swap.ts swaps it in); detail: the href. */
export const OPEN_PAGE_EVENT = 'docs-open-page';
