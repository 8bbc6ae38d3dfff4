/**
 * Every page of an assembled site as Markdown (the `.md` twins, `llms-full.txt`, `docs mcp`'s `get_page`): an MDX
 * page's own Markdown (src/agents/mdx-markdown.ts), an operation page's reference (operation-markdown.ts), a
 * channel page's address. Only what an anonymous reader may see: restricted pages have no twin.
 */
import { pageVisibleTo } from '../config/page-settings.js';
import type { DocsPage } from '../navigation/index.js';
import type { OpenApiSpec } from '../openapi/types.js';
import type { AssembledSite } from '../site/types.js';
import { mdxToMarkdown } from './mdx-markdown.js';
import { operationMarkdown } from './operation-markdown.js';
import { workflowMarkdown } from './workflow-markdown.js';
import type { ArazzoDocument } from '../arazzo/types.js';

export interface SiteMarkdownSource {
  readonly site: AssembledSite;
  /** The MDX text of a page file (`guides/auth.mdx`, `guides/auth.md`), or undefined when it cannot be read. */
  readonly mdxText: (file: string) => Promise<string | undefined>;
}

/** Whether a page is public: it gets a Markdown twin and a place in llms.txt (unless hidden). */
export function isPublicPage(site: AssembledSite, slug: string): boolean {
  const settings = site.pages.get(slug)?.settings;
  return settings === undefined || pageVisibleTo(settings, null);
}

function specOf(site: AssembledSite, url: string): OpenApiSpec | undefined {
  return site.openapi.find((s) => s.url === url)?.spec;
}

/** The site's OpenAPI files a workflow's source descriptions name, by source name. */
function workflowSources(site: AssembledSite, doc: ArazzoDocument): Map<string, OpenApiSpec> {
  const out = new Map<string, OpenApiSpec>();
  for (const source of doc.sourceDescriptions) {
    let url: string;
    try {
      url = new URL(source.url, doc.url).href;
    } catch {
      continue;
    }
    const spec = specOf(site, url);
    if (spec !== undefined) out.set(source.name, spec);
  }
  return out;
}

/** One page's Markdown: `# title`, its description as a quote, then its body. */
export async function pageMarkdown(source: SiteMarkdownSource, page: DocsPage): Promise<string> {
  const { site } = source;
  const info = site.pages.get(page.slug);
  const parts: string[] = [`# ${page.title}`];
  const description = info?.mdx?.frontmatter.description;
  if (description !== undefined && description.trim() !== '') parts.push(`> ${description.trim().replace(/\n/g, ' ')}`);
  const endpoint = info?.endpoint;
  if (endpoint !== undefined && info?.operation === undefined)
    parts.push(`\`${endpoint.method.toUpperCase()} ${endpoint.urls[0] ?? endpoint.path}\``);
  if (page.kind === 'mdx') {
    const text = await source.mdxText(page.file);
    if (text !== undefined) parts.push(mdxToMarkdown(text, site.config.variables).trim());
  }
  const target = info?.operation;
  if (target !== undefined) {
    const spec = specOf(site, target.specUrl);
    try {
      const op = await spec?.resolveOperation(target.id);
      if (op !== undefined) parts.push(operationMarkdown(op, spec, { noTitle: true }).trim());
    } catch {
      parts.push(`The operation \`${target.id}\` could not be read from its spec.`);
    }
  }
  const workflow = info?.workflow;
  if (workflow !== undefined) {
    const file = site.arazzo.find((f) => f.url === workflow.specUrl)?.spec;
    if (file !== undefined) parts.push(workflowMarkdown(file, workflow.id, workflowSources(site, file)).trim());
  }
  if (page.kind === 'asyncapi')
    parts.push(`WebSocket channel \`${page.address ?? page.channel}\` (AsyncAPI: \`${page.spec}\`).`);
  return `${parts.filter((p) => p !== '').join('\n\n')}\n`;
}

/** Slug → Markdown for every public page, in navigation order (a page listed twice once). */
export async function siteMarkdown(source: SiteMarkdownSource): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const { navigation } = source.site;
  for (const slug of navigation.order) {
    const page = navigation.pages.get(slug);
    if (page === undefined || page.canonical !== undefined || out.has(slug) || !isPublicPage(source.site, slug))
      continue;
    out.set(slug, await pageMarkdown(source, page));
  }
  return out;
}
