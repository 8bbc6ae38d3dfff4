/**
 * What `docs mcp` knows of a project: its search index, each page's Markdown and its operations, made once from the
 * same assembled site that `docs build` writes (src/search/, src/agents/).
 */
import { operationMarkdown } from '../agents/index.js';
import type { Project } from '../node/project.js';
import type { OpenApiSpec, OperationSummary, ResolvedOperation } from '../openapi/types.js';
import { buildSearchIndex, searchDocuments, searchSite, siteSearchSource } from '../search/index.js';
import type { SearchIndex, SearchPageResult } from '../search/index.js';
import { projectHome, projectMarkdown } from './agent-files.js';
import { operationInputSchema, toolName } from './mcp-calls.js';

export interface DocsOperation {
  readonly spec: OpenApiSpec;
  readonly specPath: string;
  readonly summary: OperationSummary;
  /** The page that shows it, when the navigation lists one. */
  readonly slug?: string;
  /** Its tool name under `--allow-calls`. */
  readonly tool: string;
}

const BUILT_IN = new Set(['search_docs', 'get_page', 'list_operations', 'get_operation']);
const MAX_TEXT = 60_000;

export const bounded = (text: string): string =>
  text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}\n\n… (cut at ${MAX_TEXT} of ${text.length} characters)` : text;

export class McpDocs {
  private index: SearchIndex | undefined;
  private markdown: Promise<Map<string, string>> | undefined;
  readonly operations: readonly DocsOperation[];

  constructor(readonly project: Project) {
    const slugOf = new Map<string, string>();
    for (const [slug, page] of project.site.pages)
      if (page.operation !== undefined && !slugOf.has(`${page.operation.specUrl} ${page.operation.id}`))
        slugOf.set(`${page.operation.specUrl} ${page.operation.id}`, slug);
    const names = new Set(BUILT_IN);
    const operations: DocsOperation[] = [];
    for (const entry of project.site.openapi) {
      if (entry.spec === undefined) continue;
      for (const summary of entry.spec.operations) {
        if (summary.kind !== 'operation') continue;
        let tool = toolName(summary);
        for (let n = 2; names.has(tool); n++) tool = `${toolName(summary).slice(0, 60)}_${n}`;
        names.add(tool);
        const slug = slugOf.get(`${entry.url ?? ''} ${summary.id}`);
        operations.push({
          spec: entry.spec,
          specPath: entry.path,
          summary,
          tool,
          ...(slug === undefined ? {} : { slug }),
        });
      }
    }
    this.operations = operations;
  }

  async search(query: string, limit = 10): Promise<SearchPageResult[]> {
    this.index ??= buildSearchIndex(await searchDocuments(siteSearchSource(this.project.site)));
    return searchSite(this.index, query, limit);
  }

  /** A page's Markdown by slug (`guides/auth`, `/guides/auth.md`; empty for the home page). */
  async page(slug: string): Promise<string | undefined> {
    const pages = await (this.markdown ??= projectMarkdown(this.project));
    const key = slug.replace(/^\/+|\/+$/g, '').replace(/\.md$/, '');
    return pages.get(key === '' || key === 'index' ? (projectHome(this.project) ?? '') : key);
  }

  /** An operation by `METHOD /path`, operationId or tool name. */
  find(ref: string): DocsOperation | undefined {
    const wanted = ref.trim();
    for (const op of this.operations) {
      if (op.tool === wanted || op.summary.operationId === wanted) return op;
      const found = op.spec.findOperation(wanted);
      if (found?.id === op.summary.id) return op;
    }
    return undefined;
  }

  async describe(op: DocsOperation): Promise<{ markdown: string; resolved: ResolvedOperation }> {
    const resolved = await op.spec.resolveOperation(op.summary.id);
    const markdown = operationMarkdown(resolved, op.spec);
    const schema = JSON.stringify(operationInputSchema(resolved), null, 1);
    return {
      resolved,
      markdown: bounded(
        `${markdown}\n## Request as JSON Schema\n\nThe arguments of the \`${op.tool}\` tool (path, query, header, cookie parameters and body):\n\n\`\`\`json\n${schema}\n\`\`\`\n`,
      ),
    };
  }
}

export function searchText(results: readonly SearchPageResult[]): string {
  if (results.length === 0) return 'No page matches.';
  return results
    .map((r) => {
      const head = `## ${r.title}${r.method === '' ? '' : ` (${r.method.toUpperCase()} ${r.path})`}\nslug: ${r.slug}`;
      const hits = r.hits.map(
        (h) =>
          `- ${h.heading === '' ? '' : `${h.heading}: `}${h.snippet.text}${h.anchor === '' ? '' : ` (#${h.anchor})`}`,
      );
      return [head, ...hits].join('\n');
    })
    .join('\n\n');
}
