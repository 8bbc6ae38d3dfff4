/**
 * The changelogs of a project for `docs build`: each spec's versions (changelog-versions.ts) compared in order
 * (src/changelog), a changelog page per spec, and on every operation page the versions that changed it
 * ("Changed in v2", linking to its entry). The result is plain data, so a build worker thread applies it to the
 * project it loads itself (applyChangelogs).
 */
import type { Diagnostic } from '../diagnostics.js';
import { changelogPageSource, diffSpecs, operationKey, byOperation } from '../changelog/index.js';
import type { Changelog, ChangelogEntry } from '../changelog/index.js';
import { parseMdxPage } from '../mdx/index.js';
import type { DocsPage } from '../navigation/index.js';
import type { OpenApiSpec } from '../openapi/types.js';
import { writtenPageFile } from '../navigation/page-file.js';
import { slugify } from '../navigation/slugs.js';
import { relativeToCwd, type Project } from '../node/project.js';
import { locateAll } from '../node/locate.js';
import { readFileSync } from 'node:fs';
import type { ChangeMark, SitePage } from '../site/index.js';
import {
  readChangelogSetting,
  versionsFromGit,
  versionsFromNavigation,
  versionsFromSetting,
  type VersionChain,
} from './changelog-versions.js';

/** Where changelog pages live, under the site's base. */
export const CHANGELOG_DIR = 'changelog';

export interface BuiltChangelog {
  readonly log: Changelog;
  /** The page's MDX source (Markdown that src/mdx reads as it is). */
  readonly source: string;
  /** Each entry's anchor on the page (its version heading), by index. */
  readonly anchors: readonly string[];
  /** Page slug → its changelog entries. */
  readonly marks: readonly (readonly [string, readonly ChangeMark[]])[];
}

export interface ChangelogOptions {
  /** `--changelog-since <ref>`: versions from git history instead of docs.json. */
  readonly since?: string;
  /** The site's base path (`/docs/`), for the page's link to its feed. */
  readonly base: string;
}

/** The feed and twin of a changelog page, beside it (`changelog/openapi.xml`, `changelog/openapi.md`). */
export const feedFile = (slug: string): string => `${slug}.xml`;

/** Versions from git when asked, else docs.json's `api.changelog`, then its `versions`. */
async function chainsOf(
  project: Project,
  options: ChangelogOptions,
): Promise<{ chains: VersionChain[]; diagnostics: Diagnostic[] }> {
  if (options.since !== undefined) return { chains: await versionsFromGit(project, options.since), diagnostics: [] };
  const setting = await versionsFromSetting(project);
  const named = new Set(setting.chains.map((c) => c.path));
  const fromNav = versionsFromNavigation(project).filter((c) => !named.has(c.path));
  return { chains: [...setting.chains, ...fromNav], diagnostics: setting.diagnostics };
}

/**
 * The changes between two loaded specs, once per pair: `docs dev` computes the changelogs on every reload, and its
 * spec cache hands back the same spec objects while their files are unchanged, so an MDX edit diffs nothing again.
 */
const diffs = new WeakMap<OpenApiSpec, WeakMap<OpenApiSpec, ReturnType<typeof diffSpecs>>>();
function diffOnce(before: OpenApiSpec, after: OpenApiSpec): ReturnType<typeof diffSpecs> {
  const byAfter = diffs.get(before) ?? new WeakMap<OpenApiSpec, ReturnType<typeof diffSpecs>>();
  diffs.set(before, byAfter);
  let found = byAfter.get(after);
  if (found === undefined) byAfter.set(after, (found = diffSpecs(before, after)));
  return found;
}

/** Each entry compares a version with the one before; newest first. */
async function entriesOf(chain: VersionChain): Promise<ChangelogEntry[]> {
  const entries: ChangelogEntry[] = [];
  for (let i = chain.versions.length - 1; i > 0; i--) {
    const [before, after] = [chain.versions[i - 1]!, chain.versions[i]!];
    entries.push({
      version: after.label,
      previous: before.label,
      ...(after.date === undefined ? {} : { date: after.date }),
      changes: await diffOnce(before.spec, after.spec),
    });
  }
  return entries;
}

function freeSlug(project: Project, stem: string, taken: Set<string>): string {
  let slug = `${CHANGELOG_DIR}/${slugify(stem) || 'api'}`;
  for (let n = 2; project.navigation.pages.has(slug) || taken.has(slug); n++)
    slug = `${CHANGELOG_DIR}/${slugify(stem)}-${n}`;
  taken.add(slug);
  return slug;
}

/** Operation pages by spec path and operation key. */
function operationPages(project: Project): Map<string, Map<string, string[]>> {
  const index = new Map<string, Map<string, string[]>>();
  for (const page of project.navigation.pages.values()) {
    if ((page.kind !== 'openapi' && page.kind !== 'webhook') || page.canonical !== undefined) continue;
    const bySpec = index.get(page.spec) ?? new Map<string, string[]>();
    const key = operationKey(page.summary);
    bySpec.set(key, [...(bySpec.get(key) ?? []), page.slug]);
    index.set(page.spec, bySpec);
  }
  return index;
}

/** The page's headings in order: a version's (`##`), then its operations' (`###`). */
function headingIds(source: string, file: string): { versions: string[]; operations: string[][] } {
  const versions: string[] = [];
  const operations: string[][] = [];
  for (const heading of parseMdxPage(source, file).headings) {
    if (heading.depth === 2) {
      versions.push(heading.id);
      operations.push([]);
    } else if (heading.depth === 3) operations.at(-1)?.push(heading.id);
  }
  return { versions, operations };
}

function marksOf(
  chain: VersionChain,
  log: Changelog,
  ids: ReturnType<typeof headingIds>,
  pages: ReturnType<typeof operationPages>,
): Map<string, ChangeMark[]> {
  const marks = new Map<string, ChangeMark[]>();
  log.entries.forEach((entry, i) => {
    const at = chain.versions.length - 1 - i;
    // This version's pages and those of every later version that shows the operation.
    const specs = chain.versions.slice(at).flatMap((v) => (v.path === undefined ? [] : [v.path]));
    const newer = chain.versions[at]!.spec;
    [...byOperation(entry.changes).keys()].forEach((operation, j) => {
      const summary = newer.operations.find((op) => op.id === operation);
      const anchor = ids.operations[i]?.[j];
      if (summary === undefined || anchor === undefined) return;
      for (const spec of specs)
        for (const slug of pages.get(spec)?.get(operationKey(summary)) ?? [])
          marks.set(slug, [...(marks.get(slug) ?? []), { version: entry.version, slug: log.slug, anchor }]);
    });
  });
  return marks;
}

export async function projectChangelogs(
  project: Project,
  options: ChangelogOptions,
): Promise<{ logs: BuiltChangelog[]; diagnostics: Diagnostic[] }> {
  const { chains, diagnostics } = await chainsOf(project, options);
  const taken = new Set<string>();
  const pages = operationPages(project);
  const logs: BuiltChangelog[] = [];
  for (const chain of chains) {
    const newest = chain.versions.at(-1)!;
    const stem = chain.path
      .split('/')
      .pop()!
      .replace(/\.(ya?ml|json)$/i, '');
    const slug = freeSlug(project, stem, taken);
    const log: Changelog = {
      slug,
      title: newest.spec.info.title || stem,
      spec: chain.path,
      entries: await entriesOf(chain),
    };
    const source = changelogPageSource(log, `${options.base}${feedFile(slug)}`);
    const ids = headingIds(source, writtenPageFile(slug));
    logs.push({ log, source, anchors: ids.versions, marks: [...marksOf(chain, log, ids, pages)] });
  }
  return { logs, diagnostics };
}

/** The project with its changelog pages (hidden, routable) and each operation page's marks. */
export function applyChangelogs(project: Project, logs: readonly BuiltChangelog[]): Project {
  if (logs.length === 0) return project;
  const navPages = new Map(project.navigation.pages);
  const sitePages = new Map(project.site.pages);
  const mdx = new Map(project.mdx);
  const projectPages = new Map(project.pages);
  const settings = [...project.site.pages.values()][0]?.settings;
  for (const built of logs) {
    const { slug } = built.log;
    for (const [page, marks] of built.marks) {
      const info = sitePages.get(page);
      if (info !== undefined) sitePages.set(page, { ...info, changes: [...(info.changes ?? []), ...marks] });
    }
    if (settings === undefined) continue;
    const file = writtenPageFile(slug);
    const parsed = parseMdxPage(built.source, file);
    const title = parsed.frontmatter.title ?? slug;
    const page: DocsPage = {
      kind: 'mdx',
      slug,
      title,
      sidebarTitle: title,
      hidden: true,
      deprecated: false,
      breadcrumbs: [],
      file,
    };
    navPages.set(slug, page);
    const info: SitePage = { settings, mdx: parsed };
    sitePages.set(slug, info);
    mdx.set(file, parsed);
    projectPages.set(slug, { settings, mdx: parsed });
  }
  const navigation = { ...project.navigation, pages: navPages };
  return {
    ...project,
    navigation,
    mdx,
    pages: projectPages,
    site: { ...project.site, navigation, pages: sitePages, mdx },
  };
}

/** `docs build`'s step: the changelogs computed, the project with their pages and marks (findings: checkProject's). */
export async function withChangelogs(
  project: Project,
  options: { readonly base: string; readonly since: string | undefined },
): Promise<{ project: Project; logs: BuiltChangelog[] }> {
  const { logs } = await projectChangelogs(project, {
    base: options.base,
    ...(options.since === undefined ? {} : { since: options.since }),
  });
  return { project: applyChangelogs(project, logs), logs };
}

/** What is wrong with docs.json's `api.changelog`, placed in docs.json: `docs validate` and `docs build` report it. */
export async function changelogSettingFindings(
  project: Project,
  display: (absolutePath: string) => string = relativeToCwd,
): Promise<Diagnostic[]> {
  const { diagnostics } = readChangelogSetting(project);
  if (diagnostics.length === 0) return [];
  const file = display(project.docsJson);
  const named = diagnostics.map((d) => ({ ...d, file }));
  return locateAll(named, new Map([[file, readFileSync(project.docsJson, 'utf8')]]));
}
