/**
 * `docs build [dir] --out DIR [--base /path/] [--url https://…]`: a static site any static host
 * serves. One `<slug>/index.html` per page (so deep links and anchors work without rewrites), each
 * holding the page's reference text inside `<api-docs>`; what the site uses of the project (docs.json, specs, MDX
 * pages, the files they name, `public/`: see published-files.ts); the library bundle; sitemap.xml; 404.html.
 */
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join, resolve, sep } from 'node:path';
import { slugPath } from '../config/trailing-slash.js';
import { stringFlag, UsageError } from './args.js';
import type { ParsedArgs } from './args.js';
import { chooseLanguage, navigationLanguage } from '../i18n/page-language.js';
import { ASSETS, ISLANDS_SCRIPT, normaliseBase, pageShell } from './html.js';
import type { Io } from './io.js';
import { bundleDir, themesDir } from './package-root.js';
import { checkProject } from './check-project.js';
import { publishedFiles } from './published-files.js';
import { notFoundPage, redirectFiles } from './site-extras.js';
import { writeOAuthRedirect } from './oauth-redirect.js';
import { siteHead } from './site-head.js';
import { siteFiles } from './site-files.js';
import { agentFiles } from './agent-files.js';
import { relativeToCwd, type Project } from '../node/project.js';
import { failsCheck, formatText, summarise } from './report.js';
import { renderIslands } from './project-components.js';
import { renderNavigation } from './render-page.js';
import { prerenderSitePage } from './prerender.js';
import { renderPageFile, type PageContext } from './build-pages.js';
import { preloadLinks, sheetWriter, STYLES_DIR } from './shadow-styles.js';
import { threadsFor, writePagesInThreads } from './build-threads.js';
import { resolveTarget } from './target.js';
import { homePage } from '../navigation/active.js';
import { buildFigures, figuresTable, type BuildFigures } from './build-figures.js';
import { withChangelogs, type BuiltChangelog } from './changelog.js';
import { withPageDates } from './page-dates.js';
import { changelogFiles } from './changelog-files.js';
import { GitHistoryError } from '../node/git-history.js';
import { escapeHtml } from '../escape-html.js';

export interface BuildOptions {
  readonly out: string;
  readonly base?: string;
  /** The site's public origin (`https://docs.example.com`), for absolute sitemap URLs. */
  readonly siteUrl?: string;
  /** Worker threads for the pages (default: one per core on a big site; 1: all in this thread). */
  readonly threads?: number;
  /** Run the project's own React components (project-components.ts); the pages are then written in this thread. */
  readonly projectComponents?: boolean;
  /** `--changelog-since <ref>`: the changelog from each spec's git history since the ref. */
  readonly changelogSince?: string;
  /** `--islands`: each page's server HTML is the page, woken in place by a small bootstrap (components/islands/). */
  readonly islands?: boolean;
}

export interface BuildResult {
  readonly pages: number;
  readonly files: readonly string[];
  readonly diagnostics: ReturnType<typeof summarise>;
  /** Threads that rendered the pages (1: the main thread alone). */
  readonly threads: number;
  /** What the build carried over (no page written when it stopped on errors): printed as a table at the end. */
  readonly figures: BuildFigures;
  /** The changelog pages written (src/cli/changelog.ts). */
  readonly changelogs?: readonly BuiltChangelog[];
}

export async function buildSite(docsJson: string, options: BuildOptions, io?: Io): Promise<BuildResult> {
  // The same check as `docs validate`: the build fails exactly when validate does.
  const projectComponents = options.projectComponents === true;
  const check = await checkProject(docsJson, { projectComponents });
  const checked = check.project;
  const base = normaliseBase(options.base);
  // The project's components run only here, after the check passed, and only with the flag.
  const islands = check.failed || !projectComponents ? undefined : await renderIslands(checked, base);
  const findings = [...check.diagnostics, ...(islands?.diagnostics ?? [])];
  const summary = summarise(findings, check.files);
  if (io !== undefined && findings.length > 0) io.err(formatText(findings, check.files));
  const figures = (pages: number): BuildFigures => buildFigures(checked, findings, pages);
  if (findings.some(failsCheck)) return { pages: 0, files: [], diagnostics: summary, threads: 0, figures: figures(0) };

  const out = resolve(options.out);
  if (out === checked.root || checked.root.startsWith(out + sep))
    throw new UsageError('--out must not be the project folder or hold it.');
  if (!existsSync(bundleDir()))
    throw new UsageError('The library bundle (dist/cdn) is missing; run `npm run build` first.');
  const published = (await publishedFiles(checked)).list();
  // Each spec's changelog: its pages join the site (hidden), its marks the operation pages.
  const { project: logged, logs: changelogs } = await withChangelogs(checked, { base, since: options.changelogSince });
  const { project, dates } = await withPageDates(logged); // "Last modified on": read once, the workers get it
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const written: string[] = [];
  const write = (rel: string, text: string): void => {
    const file = join(out, rel);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    written.push(rel.split(sep).join('/'));
  };

  // What the site uses of the project (docs.json, pages, specs, the files they name, public/), nothing else.
  for (const [rel, file] of published) {
    if (file === out || file.startsWith(out + sep)) continue;
    mkdirSync(dirname(join(out, rel)), { recursive: true });
    copyFileSync(file, join(out, rel));
  }
  cpSync(bundleDir(), join(out, ASSETS), { recursive: true, filter: (src) => !src.endsWith('sizes.json') });
  if (existsSync(themesDir())) cpSync(themesDir(), join(out, ASSETS, 'themes'), { recursive: true });
  for (const [rel, text] of islands?.files ?? []) write(rel, text);
  const oauthRedirect = writeOAuthRedirect(out); // the playground's OAuth redirect page
  if (oauthRedirect !== undefined) written.push(oauthRedirect);
  const origin = options.siteUrl?.replace(/\/+$/, '');
  const href = (slug: string): string => `${base}${slugPath(slug, project.config.seo?.trailingSlash)}`;
  const nav = renderNavigation(project.navigation, href);
  const siteName = project.config.name;
  // Every page's HTML, in worker threads on a big site (build-threads.ts) while this thread makes the rest.
  const islandPages = options.islands === true ? { islands: true, script: 'islands' as const } : {};
  const ctx: PageContext = { base, ...(origin === undefined ? {} : { origin }), changelogs, dates, ...islandPages };
  const slugs = [...project.navigation.pages.keys()];
  const pageFiles = slugs.map((slug) =>
    join(...slug.split('/'), 'index.html')
      .split(sep)
      .join('/'),
  );
  // Worker threads would load the project again, without the components' rendered HTML.
  const threads = islands === undefined ? threadsFor(slugs.length, options.threads) : 1;
  const writeSheets = sheetWriter(out); // each element stylesheet once (src/cli/shadow-styles.ts)
  const pagesWritten =
    threads > 1
      ? writePagesInThreads(resolve(docsJson), out, slugs, ctx, threads)
      : (async () => {
          for (const slug of slugs) {
            const { rel, html, sheets } = await renderPageFile(project, slug, ctx);
            writeSheets(sheets);
            mkdirSync(dirname(join(out, rel)), { recursive: true });
            writeFileSync(join(out, rel), html);
          }
        })();
  // Not awaited yet: a rejection is handled where it is awaited, after the agent files.
  pagesWritten.catch(() => {});
  // The site manifest and each MDX page's parsed body: a page load fetches these instead of the whole project.
  for (const [rel, text] of siteFiles(project)) write(rel, text);
  // The search index, llms.txt, llms-full.txt and each page's Markdown twin (`<slug>.md`).
  const agents = await agentFiles(project, { base, ...(origin === undefined ? {} : { siteUrl: origin }) });
  // The changelogs' twins and feeds beside them.
  for (const [rel, text] of [...agents, ...changelogFiles(changelogs, base, origin)]) write(rel, text);

  for (const rel of pageFiles) written.push(rel);
  await pagesWritten;
  // The home page is the default version's (language's, …) first page, as <api-docs> shows it.
  const listed = new Set(project.navigation.order);
  const home = homePage(project.navigation.tree, (slug) => listed.has(slug)) ?? project.navigation.order[0];
  // The home and 404 pages are in the default language.
  const lang = chooseLanguage(navigationLanguage(project.navigation.tree, home));
  const shell = { base, siteName, lang, siteHead: siteHead(project.config, base) };
  const homeShared = home === undefined ? undefined : await prerenderSitePage(project, home, base);
  if (homeShared !== undefined) writeSheets(homeShared.sheets);
  // The element sheets the pages link, whichever thread wrote them.
  if (existsSync(join(out, STYLES_DIR)))
    for (const name of readdirSync(join(out, STYLES_DIR)).sort()) written.push(`${STYLES_DIR}/${name}`);
  write(
    'index.html',
    pageShell({
      ...shell,
      ...(homeShared === undefined ? {} : { preloads: preloadLinks(homeShared.sheets, base) }),
      ...(project.config.description === undefined ? {} : { description: project.config.description }),
      ...(homeShared === undefined ? { fallback: nav } : { element: homeShared.html, script: islandPages.script }),
    }),
  );
  write('404.html', notFoundPage(project.config, { ...shell, fallback: nav }));
  for (const [rel, text] of redirectFiles(project.config, base, new Set(project.navigation.pages.keys())))
    write(rel, text);

  write(
    'sitemap.xml',
    sitemap(project, (slug) => `${origin ?? ''}${href(slug)}`),
  );
  const pages = project.navigation.pages.size;
  return { pages, files: written, diagnostics: summary, threads, figures: figures(pages), changelogs };
}

/** sitemap.xml: the home page and every page that is not hidden, by the URL `url` gives its slug. */
function sitemap(project: Project, url: (slug: string) => string): string {
  const urls = ['', ...[...project.navigation.pages.values()].filter((p) => !p.hidden).map((p) => p.slug)];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
    .map((slug) => `  <url><loc>${escapeHtml(url(slug))}</loc></url>`)
    .join('\n')}\n</urlset>\n`;
}

export async function buildCommand(args: ParsedArgs, io: Io): Promise<number> {
  if (args.positionals.length > 1) throw new UsageError('build takes one project folder.');
  const target = resolveTarget(args.positionals[0] ?? '.', { projectOnly: true });
  if (target.kind !== 'project') throw new UsageError('build needs a project folder.');
  const siteUrl = stringFlag(args, 'url');
  if (siteUrl !== undefined && !/^https?:\/\/[^/]+/.test(siteUrl))
    throw new UsageError('--url must be an http(s) origin such as https://docs.example.com.');
  const out = stringFlag(args, 'out') ?? 'dist-docs';
  const base = stringFlag(args, 'base');
  const projectComponents = args.flags.get('project-components') === true;
  const islands = args.flags.get('islands') === true;
  const threadsFlag = stringFlag(args, 'threads');
  const threads = threadsFlag === undefined ? undefined : Number(threadsFlag);
  const since = stringFlag(args, 'changelog-since');
  if (threads !== undefined && !(Number.isInteger(threads) && threads >= 1))
    throw new UsageError(`--threads must be a whole number of at least 1, not "${threadsFlag}".`);
  let result: BuildResult;
  try {
    result = await buildSite(
      target.docsJson,
      {
        out,
        ...(base === undefined ? {} : { base }),
        ...(siteUrl === undefined ? {} : { siteUrl }),
        ...(threads === undefined ? {} : { threads }),
        ...(projectComponents ? { projectComponents } : {}),
        ...(since === undefined ? {} : { changelogSince: since }),
        ...(islands ? { islands } : {}),
      },
      io,
    );
  } catch (error) {
    if (!(error instanceof GitHistoryError)) throw error;
    io.err(`docs build: no changelog: ${error.message}\n`);
    return 1;
  }
  if (result.diagnostics.errors > 0) {
    io.out(figuresTable(result.figures));
    io.err('docs build: stopped, because the project has errors (above). Fix them and build again.\n');
    return 1;
  }
  const threadNote = result.threads > 1 ? `, ${result.threads} threads` : '';
  io.out(
    `docs build: ${result.pages} pages written to ${relativeToCwd(resolve(out))} (base ${normaliseBase(base)}${threadNote})\n`,
  );
  io.out(figuresTable(result.figures));
  if (islands) io.out(`${islandsLine(resolve(out))}\n`);
  for (const { log } of result.changelogs ?? []) io.out(`${changelogLine(log)}\n`);
  if (siteUrl === undefined) io.out('Tip: pass --url https://your.docs.host so sitemap.xml holds absolute URLs.\n');
  return 0;
}

/** What a page of `--islands` loads up front: the bootstrap, by its gzip size (everything else loads on use). */
function islandsLine(out: string): string {
  const file = join(out, ASSETS, ...ISLANDS_SCRIPT.split('/'));
  if (!existsSync(file)) return 'docs build: --islands, but the bundle has no islands bootstrap (run `npm run build`).';
  const gzip = gzipSync(readFileSync(file)).length;
  return `docs build: islands bootstrap ${(gzip / 1024).toFixed(1)} KB gzip up front (search and Try it load on use)`;
}

/** `docs build: changelog changelog/openapi (2 versions, 12 changes, 3 breaking)`. */
function changelogLine(log: BuiltChangelog['log']): string {
  const changes = log.entries.flatMap((e) => e.changes);
  const breaking = changes.filter((c) => c.breaking).length;
  return `docs build: changelog ${log.slug} (${log.entries.length + 1} versions, ${changes.length} changes, ${breaking} breaking)`;
}
