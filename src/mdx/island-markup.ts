/**
 * An island in the page: the placeholder src/mdx/islands.ts left is replaced, after the page was sanitised, by the
 * component's server HTML and the data the browser hydrates it from (components/api-docs/mdx-islands.ts). Apart from
 * islands.ts so the page's element loads only this.
 */
import type { IslandRender, MdxIsland } from './islands.js';
import { escapeHtml } from '../escape-html.js';

/** The element an island renders in: its server HTML, and the data the browser hydrates it from. */
function islandMarkup(island: MdxIsland, rendered: IslandRender, index: number): string {
  const data = escapeHtml(JSON.stringify({ props: island.props, children: rendered.children }));
  const attrs = [
    `data-island="${index}"`,
    `data-island-client="${escapeHtml(rendered.client)}"`,
    `data-island-module="${escapeHtml(island.module)}"`,
    `data-island-export="${escapeHtml(island.export)}"`,
    `data-island-data="${data}"`,
  ];
  return `<div class="island" ${attrs.join(' ')}>${rendered.html}</div>`;
}

/**
 * A page's sanitised HTML with each island in place: the component's server HTML where the build ran it, else its
 * children (sanitised with `sanitize`, as the rest of the page was).
 */
export function insertIslands(
  clean: string,
  islands: readonly MdxIsland[] | undefined,
  sanitize: (html: string) => string,
): string {
  if (islands === undefined || islands.length === 0) return clean;
  return clean.replace(/<div data-island="(\d+)"><\/div>/g, (_placeholder, at: string) => {
    const island = islands[Number(at)];
    if (island === undefined) return '';
    return island.rendered === undefined
      ? sanitize(island.childrenHtml)
      : islandMarkup(island, island.rendered, Number(at));
  });
}
