/**
 * One page of `docs build`: its `<slug>/index.html`, the page's reference text inside the site's shell. The one
 * per-page step of the build, run in the main thread or in a worker (build-threads.ts) with the same result.
 */
import { join } from 'node:path';
import type { Project } from '../node/project.js';
import { pageShell } from './html.js';
import { renderPageFallback } from './render-page.js';
import { siteHead } from './site-head.js';

/** What every page of one build shares. Plain data, so it crosses into a worker unchanged. */
export interface PageContext {
  readonly base: string;
  /** The site's public origin without a trailing slash, for canonical links. */
  readonly origin?: string;
  /** Every listed page as links (renderNavigation), after each page's own text. */
  readonly nav: string;
}

/** The file of one page: its path under the output folder and its HTML. */
export async function renderPageFile(
  project: Project,
  slug: string,
  ctx: PageContext,
): Promise<{ rel: string; html: string }> {
  const page = project.navigation.pages.get(slug);
  if (page === undefined) throw new Error(`docs build: no page "${slug}" in the navigation.`);
  const fallback = `${await renderPageFallback(page, project.pages.get(slug))}\n${ctx.nav}`;
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
    // A page's route in a second tab names its first route as the canonical one.
    ...(ctx.origin === undefined ? {} : { canonical: `${ctx.origin}${ctx.base}${page.canonical ?? slug}` }),
    fallback,
  });
  return { rel: join(...slug.split('/'), 'index.html'), html };
}
