/**
 * One page of `docs build`: its `<slug>/index.html`, the page's reference text inside the site's shell. The one
 * per-page step of the build, run in the main thread or in a worker (build-threads.ts) with the same result.
 */
import { join } from 'node:path';
import type { Navigation, NavItem } from '../navigation/index.js';
import type { Project } from '../node/project.js';
import { escapeHtml, pageShell } from './html.js';
import { renderPageFallback } from './render-page.js';
import { siteHead } from './site-head.js';
import { preloadLinks, shareShadowStyles } from './shadow-styles.js';

/** What every page of one build shares. Plain data, so it crosses into a worker unchanged. */
export interface PageContext {
  readonly base: string;
  /** The site's public origin without a trailing slash, for canonical links. */
  readonly origin?: string;
  /** Every listed page as links (renderNavigation), after each page's own text. */
  readonly nav: string;
}

/**
 * Above this many pages, a page's links for readers without JavaScript are its own group in full and every other
 * group as one link to its first page: the whole list in every page grows the site with the square of its pages
 * (2 MB a page, 40 GB in all, for 20,000 operations). sitemap.xml still lists every page.
 */
export const FULL_NAV_PAGES = 500;

const slugsIn = (items: readonly NavItem[]): string[] =>
  items.flatMap((item) => (item.type === 'page' ? [item.slug] : slugsIn(item.items)));

/** The links of a big site's page: its group's pages, the other groups as links to their first page. */
export function pageNavigation(navigation: Navigation, slug: string, base: string): string {
  const e = escapeHtml;
  const link = (to: string, text: string): string => `<li><a href="${e(`${base}${to}`)}">${e(text)}</a></li>`;
  const tabs = navigation.tree.tabs.map((tab) => {
    const groups = tab.groups.map((group) => {
      const slugs = slugsIn(group.items).filter((s) => navigation.pages.has(s));
      if (slugs.length === 0) return '';
      if (!slugs.includes(slug)) return link(slugs[0]!, group.title || navigation.pages.get(slugs[0]!)!.sidebarTitle);
      const own = slugs.map((s) => link(s, navigation.pages.get(s)!.sidebarTitle)).join('');
      return `<li>${e(group.title)}<ul>${own}</ul></li>`;
    });
    return `${tab.title === undefined ? '' : `<h2>${e(tab.title)}</h2>`}<ul>${groups.join('')}</ul>`;
  });
  return `<nav aria-label="Pages">${tabs.join('')}</nav>`;
}

/** The file of one page: its path under the output folder, its HTML and the element sheets it links. */
export async function renderPageFile(
  project: Project,
  slug: string,
  ctx: PageContext,
): Promise<{ rel: string; html: string; sheets: ReadonlyMap<string, string> }> {
  const page = project.navigation.pages.get(slug);
  if (page === undefined) throw new Error(`docs build: no page "${slug}" in the navigation.`);
  const nav =
    project.navigation.pages.size > FULL_NAV_PAGES ? pageNavigation(project.navigation, slug, ctx.base) : ctx.nav;
  const shared = shareShadowStyles(await renderPageFallback(page, project.pages.get(slug)), ctx.base);
  const fallback = `${shared.html}\n${nav}`;
  const frontmatter = project.pages.get(slug)?.mdx?.frontmatter;
  const mdxDescription = frontmatter?.description;
  const html = pageShell({
    base: ctx.base,
    siteName: project.config.name,
    title: page.title,
    ...(mdxDescription === undefined ? {} : { description: mdxDescription }),
    ...(frontmatter?.meta === undefined ? {} : { pageMeta: frontmatter.meta }),
    ...(frontmatter?.noindex === true || (frontmatter?.hidden === true && project.config.seo?.indexing !== 'all')
      ? { noindex: true }
      : {}),
    siteHead: siteHead(project.config, ctx.base, frontmatter?.meta),
    preloads: preloadLinks(shared.sheets.keys(), ctx.base),
    // A page's route in a second tab names its first route as the canonical one.
    ...(ctx.origin === undefined ? {} : { canonical: `${ctx.origin}${ctx.base}${page.canonical ?? slug}` }),
    fallback,
  });
  return { rel: join(...slug.split('/'), 'index.html'), html, sheets: shared.sheets };
}
