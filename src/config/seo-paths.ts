/**
 * docs.json `seo.paths`: meta tags for every page under a folder. A longer folder wins over a shorter one (and both
 * over `seo.metatags`); the page's own frontmatter wins over all of them, where the caller merges it.
 */
import { pagePathOf } from '../navigation/page-file.js';
import type { SeoConfig } from './docs-config-types.js';

/** The tags `seo.paths` gives the page at `pagePath` (its page file, or its slug). */
export function seoPathMeta(seo: SeoConfig | undefined, pagePath: string): Record<string, string> {
  const path = pagePathOf(pagePath).replace(/^\/+/, '');
  const matching = (seo?.paths ?? [])
    .filter((entry) => path === entry.path || path.startsWith(`${entry.path}/`))
    .sort((a, b) => a.path.length - b.path.length);
  return Object.fromEntries(matching.flatMap((entry) => entry.metatags.map((t) => [t.name, t.content] as const)));
}
