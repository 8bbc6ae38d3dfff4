/**
 * `llms.txt` and `llms-full.txt` (https://llmstxt.org): the site's name as the H1, its description as the summary
 * quote, then one H2 section of links per navigation group (each link to the page's Markdown twin, with the page's
 * description), and a section listing the spec files. `llms-full.txt` holds every page's Markdown in order.
 */
import type { DocsPage, NavGroup, NavItem } from '../navigation/index.js';
import type { AssembledSite } from '../site/types.js';
import { isPublicPage } from './site-markdown.js';

export interface LlmsOptions {
  /** A page's Markdown URL from its slug (`/guides/auth.md`, absolute when the site's URL is known). */
  readonly markdownUrl: (slug: string) => string;
  /** A project file's URL from its path as docs.json names it (`openapi.yaml`). */
  readonly fileUrl: (path: string) => string;
}

const oneLine = (text: string | undefined): string => (text ?? '').replace(/\s+/g, ' ').trim();

function pageDescription(site: AssembledSite, page: DocsPage): string {
  const mdx = site.pages.get(page.slug)?.mdx?.frontmatter.description;
  if (mdx !== undefined) return oneLine(mdx);
  if (page.kind === 'openapi' || page.kind === 'webhook') {
    const words = oneLine(page.summary.description);
    const sentence = /^.*?[.!?](\s|$)/.exec(words)?.[0]?.trim() ?? words;
    return [`${page.method.toUpperCase()} ${page.path}`, sentence.slice(0, 200)].filter(Boolean).join(' — ');
  }
  if (page.kind === 'asyncapi') return `Channel ${page.address ?? page.channel}`;
  if (page.kind === 'arazzo') return `Workflow ${page.workflowId}`;
  return '';
}

function slugsOf(items: readonly NavItem[]): string[] {
  return items.flatMap((item) => (item.type === 'page' ? [item.slug] : slugsOf(item.items)));
}

/** The llms.txt text of a site. */
export function llmsTxt(site: AssembledSite, options: LlmsOptions): string {
  const out = [`# ${oneLine(site.config.name) || 'Documentation'}`, ''];
  if (site.config.description !== undefined) out.push(`> ${oneLine(site.config.description)}`, '');
  const listed = new Set<string>();
  const tabs = site.navigation.tree.tabs;
  const section = (title: string, group: NavGroup): void => {
    const lines: string[] = [];
    for (const slug of slugsOf(group.items)) {
      const page = site.navigation.pages.get(slug);
      if (page === undefined || page.hidden || listed.has(slug) || page.canonical !== undefined) continue;
      if (!isPublicPage(site, slug)) continue;
      listed.add(slug);
      const description = pageDescription(site, page);
      lines.push(`- [${page.title}](${options.markdownUrl(slug)})${description === '' ? '' : `: ${description}`}`);
    }
    if (lines.length > 0) out.push(`## ${title}`, '', ...lines, '');
  };
  for (const tab of tabs)
    for (const group of tab.groups)
      section([tabs.length > 1 ? tab.title : undefined, group.title].filter(Boolean).join(': ') || 'Pages', group);
  const specs = [...site.openapi, ...site.asyncapi].filter(
    (s) => s.url !== undefined && !/^[a-z][a-z0-9+.-]*:/i.test(s.path),
  );
  if (specs.length > 0) {
    out.push('## API specifications', '');
    for (const spec of site.openapi.filter((s) => specs.includes(s))) {
      const info = spec.spec?.info;
      out.push(
        `- [${spec.path}](${options.fileUrl(spec.path)}): OpenAPI${info === undefined ? '' : `, ${oneLine(info.title)} ${info.version}`}`,
      );
    }
    for (const spec of site.asyncapi.filter((s) => specs.includes(s)))
      out.push(`- [${spec.path}](${options.fileUrl(spec.path)}): AsyncAPI`);
    out.push('');
  }
  return `${out.join('\n').trim()}\n`;
}

/** The llms-full.txt text: the llms.txt heading, then every page's Markdown with its address. */
export function llmsFullTxt(site: AssembledSite, pages: ReadonlyMap<string, string>, options: LlmsOptions): string {
  const head = [`# ${oneLine(site.config.name) || 'Documentation'}`, ''];
  if (site.config.description !== undefined) head.push(`> ${oneLine(site.config.description)}`, '');
  const bodies = [...pages].map(([slug, markdown]) => `Source: ${options.markdownUrl(slug)}\n\n${markdown.trim()}\n`);
  return `${head.join('\n')}\n${bodies.join('\n---\n\n')}`;
}
