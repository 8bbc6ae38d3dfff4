/**
 * The files `docs build` writes and `docs dev` serves for search and for agents, beside the site manifest:
 * `_site/search.json` (the full-text index), `llms.txt`, `llms-full.txt` and a Markdown twin of every public page
 * (`<slug>.md`, and `index.md` for the home page).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { llmsFullTxt, llmsTxt, siteMarkdown } from '../agents/index.js';
import { homePage } from '../navigation/active.js';
import type { Project } from '../node/project.js';
import {
  buildSearchIndex,
  searchDocuments,
  SEARCH_INDEX_FILE,
  serializeSearchIndex,
  siteSearchSource,
} from '../search/index.js';

export interface AgentFilesOptions {
  /** The path the site is served under (`/docs/`), as normalised by html.ts. */
  readonly base: string;
  /** The site's public origin, for absolute links in llms.txt. */
  readonly siteUrl?: string;
}

export const LLMS_FILE = 'llms.txt';
export const LLMS_FULL_FILE = 'llms-full.txt';

/** The Markdown twin's path of a page (`guides/auth.md`). */
export const markdownFile = (slug: string): string => `${slug}.md`;

/** The search index of a project, as JSON text. */
export async function searchIndexText(project: Project): Promise<string> {
  return serializeSearchIndex(buildSearchIndex(await searchDocuments(siteSearchSource(project.site))));
}

/** Page slug → Markdown for every public page. */
export function projectMarkdown(project: Project): Promise<Map<string, string>> {
  return siteMarkdown({
    site: project.site,
    mdxText: (file) => readFile(join(project.root, file), 'utf8').catch(() => undefined),
  });
}

/** The site's home page as readers get it at `/`: the default version's (language's, …) first listed page. */
export function projectHome(project: Project): string | undefined {
  const listed = new Set(project.navigation.order);
  return homePage(project.navigation.tree, (slug) => listed.has(slug)) ?? project.navigation.order[0];
}

/** Each file's path relative to the site root → its text. */
export async function agentFiles(project: Project, options: AgentFilesOptions): Promise<Map<string, string>> {
  const origin = options.siteUrl?.replace(/\/+$/, '') ?? '';
  const url = (path: string): string => `${origin}${options.base}${path}`;
  const pages = await projectMarkdown(project);
  const links = { markdownUrl: (slug: string) => url(markdownFile(slug)), fileUrl: url };
  const files = new Map<string, string>([
    [SEARCH_INDEX_FILE, await searchIndexText(project)],
    [LLMS_FILE, llmsTxt(project.site, links)],
    [LLMS_FULL_FILE, llmsFullTxt(project.site, pages, links)],
  ]);
  for (const [slug, markdown] of pages) files.set(markdownFile(slug), markdown);
  const home = projectHome(project);
  if (home !== undefined && pages.has(home)) files.set('index.md', pages.get(home)!);
  return files;
}
