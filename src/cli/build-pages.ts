/**
 * One page of `docs build`: its `<slug>/index.html`, the site and the page drawn on the server inside the shell. The one
 * per-page step of the build, run in the main thread or in a worker (build-threads.ts) with the same result.
 */
import { seoPathMeta } from '../config/seo-paths.js';
import { slugPath } from '../config/trailing-slash.js';
import { join } from 'node:path';
import type { Project } from '../node/project.js';
import { chooseLanguage, navigationLanguage } from '../i18n/page-language.js';
import { pageShell } from './html.js';
import { prerenderSitePage } from './prerender.js';
import { siteHead } from './site-head.js';
import { preloadLinks, type LinkedSheet } from './shadow-styles.js';
import type { BuiltChangelog } from './changelog.js';
import { feedLinksOf } from './changelog-files.js';

/** What every page of one build shares. Plain data, so it crosses into a worker unchanged. */
export interface PageContext {
  readonly base: string;
  /** The site's public origin without a trailing slash, for canonical links. */
  readonly origin?: string;
  /** The changelogs the main thread computed; a worker applies them to the project it loads. */
  readonly changelogs?: readonly BuiltChangelog[];
  /** `docs build --islands`: pages load the bootstrap that wakes the server's HTML (html.ts ShellOptions.script). */
  readonly islands?: boolean;
  /** Each page's "Last modified on" date the main thread read (src/cli/page-dates.ts), by slug. */
  readonly dates?: Readonly<Record<string, string>>;
}

/** The file of one page: its path under the output folder, its HTML and the element sheets it links. */
export async function renderPageFile(
  project: Project,
  slug: string,
  ctx: PageContext,
): Promise<{ rel: string; html: string; sheets: readonly LinkedSheet[] }> {
  const page = project.navigation.pages.get(slug);
  if (page === undefined) throw new Error(`docs build: no page "${slug}" in the navigation.`);
  // The whole site frame and the page, drawn on the server as the browser will draw them.
  const shared = await prerenderSitePage(project, slug, ctx.base);
  const frontmatter = project.pages.get(slug)?.mdx?.frontmatter;
  const mdxDescription = frontmatter?.description;
  // `seo.paths` tags of the page's folder, under the page's own.
  const folderMeta = seoPathMeta(project.config.seo, page.kind === 'mdx' ? page.file : slug);
  const pageMeta = { ...folderMeta, ...frontmatter?.meta };
  const hasMeta = Object.keys(pageMeta).length > 0;
  const html = pageShell({
    base: ctx.base,
    siteName: project.config.name,
    lang: chooseLanguage(navigationLanguage(project.navigation.tree, slug)),
    title: page.title,
    ...(mdxDescription === undefined ? {} : { description: mdxDescription }),
    ...(hasMeta ? { pageMeta } : {}),
    ...(frontmatter?.noindex === true || (frontmatter?.hidden === true && project.config.seo?.indexing !== 'all')
      ? { noindex: true }
      : {}),
    siteHead: siteHead(project.config, ctx.base, hasMeta ? pageMeta : undefined),
    preloads: preloadLinks(shared.sheets, ctx.base),
    ...(ctx.changelogs === undefined || ctx.changelogs.length === 0
      ? {}
      : { feeds: feedLinksOf(ctx.changelogs, ctx.base) }),
    // A page's route in a second tab names its first route as the canonical one.
    ...(ctx.origin === undefined
      ? {}
      : {
          canonical: `${ctx.origin}${ctx.base}${slugPath(page.canonical ?? slug, project.config.seo?.trailingSlash)}`,
        }),
    element: shared.html,
    ...(ctx.islands === true ? { script: 'islands' as const } : {}),
  });
  return { rel: join(...slug.split('/'), 'index.html'), html, sheets: shared.sheets };
}
