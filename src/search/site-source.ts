/**
 * An assembled site (src/site/) as the source of search documents: its specs are already loaded. Only what an
 * anonymous reader may see is indexed (the index is a public file), and hidden pages are left out.
 */
import { pageVisibleTo } from '../config/page-settings.js';
import type { AssembledSite } from '../site/types.js';
import type { SearchSource } from './documents.js';

export function siteSearchSource(site: AssembledSite): SearchSource {
  const specs = new Map(
    site.openapi.flatMap((s) => (s.url !== undefined && s.spec !== undefined ? [[s.url, s.spec] as const] : [])),
  );
  return {
    navigation: site.navigation,
    pages: site.pages,
    openApi: (url) => Promise.resolve(specs.get(url)),
    include: (page) => {
      const settings = site.pages.get(page.slug)?.settings;
      return !page.hidden && page.searchable !== false && (settings === undefined || pageVisibleTo(settings, null));
    },
  };
}
