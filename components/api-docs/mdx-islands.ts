/**
 * Hydrates the islands of a page built with `--project-components` (src/mdx/islands.ts): each one's browser module
 * (React and the project's components, written by the build under `_islands/`) is imported from the site's own
 * origin only, and hydrates the server HTML in place, so the component's state and handlers work. A module that
 * fails leaves the server HTML as it is, readable but still.
 */
export async function hydrateIslands(root: ParentNode): Promise<void> {
  // The islands of pages the reader left (noticed when a page with islands is shown): their React roots end, so
  // their effects are cleaned up.
  for (const [element, reactRoot] of live)
    if (!element.isConnected) {
      live.delete(element);
      reactRoot.unmount();
    }
  const islands = [...root.querySelectorAll<HTMLElement>('div.island[data-island-client]:not([data-island-ready])')];
  await Promise.all(islands.map((island) => hydrate(island)));
}

interface ReactRoot {
  unmount(): void;
}

interface IslandModule {
  hydrate(element: Element, module: string, name: string, props: unknown, children: string): ReactRoot;
}

/** Hydrated islands and their React roots. */
const live = new Map<Element, ReactRoot>();

async function hydrate(island: HTMLElement): Promise<void> {
  island.dataset['islandReady'] = 'loading';
  const url = new URL(island.dataset['islandClient'] ?? '', document.baseURI);
  if (url.origin !== location.origin) {
    island.dataset['islandReady'] = 'refused';
    return;
  }
  try {
    const module = (await import(/* @vite-ignore */ url.href)) as IslandModule;
    const data = JSON.parse(island.dataset['islandData'] ?? '{}') as { props?: unknown; children?: string };
    const reactRoot = module.hydrate(
      island,
      island.dataset['islandModule'] ?? '',
      island.dataset['islandExport'] ?? '',
      data.props ?? {},
      data.children ?? '',
    );
    live.set(island, reactRoot);
    island.dataset['islandReady'] = 'true';
  } catch (error) {
    island.dataset['islandReady'] = 'failed';
    console.warn(`A project component (${island.dataset['islandModule']}) could not start:`, error);
  }
}
