/**
 * The Arazzo files a site names (`arazzo` on a navigation node or under `api`, and pages' `arazzo: "<file>
 * <workflowId>"`): each read once and checked, its step targets resolved against the site's OpenAPI files (and
 * other files of the project, read by the site's reader; no other host is contacted), and each page's workflow
 * looked up. Every finding goes to the site's list with its file, line and column.
 */
import { parseArazzo, sourceFindings, sourceLoader } from '../arazzo/index.js';
import type { ArazzoDocument } from '../arazzo/index.js';
import { toDiagnostics } from '../diagnostics.js';
import type { Diagnostic } from '../diagnostics.js';
import type { ParsedMdxPage } from '../mdx/index.js';
import { didYouMean } from '../navigation/did-you-mean.js';
import { normaliseSpecPath } from '../navigation/index.js';
import type { OpenApiSpec } from '../openapi/types.js';
import { frontmatterPlace } from './page-refs.js';
import type { SiteReader, SiteSpec } from './types.js';

export interface ArazzoFilesInput {
  /** As docs.json writes them (navigationSources). */
  readonly paths: readonly string[];
  /** Parsed pages by file, for their `arazzo` frontmatter. */
  readonly pages: ReadonlyMap<string, ParsedMdxPage>;
  readonly reader: SiteReader;
  /** The site's loaded OpenAPI files, reused when a source description names one. */
  readonly openapi: readonly SiteSpec<OpenApiSpec>[];
  /** docs.json's URL: source descriptions are read only below its folder. */
  readonly docsUrl?: string;
  readonly diagnostics: Diagnostic[];
  readonly signal?: AbortSignal;
}

/** Only files of the project: the folder of docs.json, or the Arazzo file's own when docs.json has no URL. */
function insideProject(base: string): (url: string) => true | string {
  const folder = new URL('.', base).href;
  return (url) =>
    url.startsWith(folder) ||
    `it is not a file of the project (${folder}), and a site never fetches other hosts for its workflows`;
}

async function readOne(input: ArazzoFilesInput, path: string): Promise<SiteSpec<ArazzoDocument>> {
  const { reader, diagnostics, signal } = input;
  const placed = reader.place(path, 'spec');
  if ('skip' in placed) {
    if (placed.skip !== undefined) diagnostics.push(placed.skip);
    return { path };
  }
  const url = placed.url;
  try {
    const document = await parseArazzo(await reader.readText(url, signal), url);
    const openapi = new Map(
      input.openapi.flatMap((s) => (s.url === undefined || s.spec === undefined ? [] : [[s.url, s.spec] as const])),
    );
    const load = sourceLoader({
      readText: (source) => reader.readText(source, signal),
      allow: insideProject(input.docsUrl ?? url),
      openapi,
    });
    diagnostics.push(...document.diagnostics, ...(await sourceFindings(document, load)));
    return { path, url, spec: document };
  } catch (error) {
    if (signal?.aborted) throw error;
    const name = reader.fileName(url, path);
    diagnostics.push(...toDiagnostics(error, name).map((d) => (d.file === url ? { ...d, file: name } : d)));
    return { path, url };
  }
}

/** A page's `arazzo: "<file> <workflowId>"` naming a workflow its file does not have. */
function pageFindings(
  pages: ReadonlyMap<string, ParsedMdxPage>,
  files: readonly SiteSpec<ArazzoDocument>[],
): Diagnostic[] {
  const byPath = new Map(files.map((f) => [normaliseSpecPath(f.path), f]));
  return [...pages].flatMap(([file, page]): Diagnostic[] => {
    const ref = page.frontmatter.arazzo;
    const document = ref === undefined ? undefined : byPath.get(normaliseSpecPath(ref.spec))?.spec;
    if (ref === undefined || document === undefined) return [];
    const ids = document.workflows.map((w) => w.workflowId);
    if (ids.includes(ref.workflowId)) return [];
    return [
      {
        severity: 'error',
        code: 'frontmatter/arazzo-workflow',
        ...frontmatterPlace(page, file, 'arazzo'),
        message: `\`arazzo\` names workflow "${ref.workflowId}", which ${ref.spec} does not have.${didYouMean(ref.workflowId, ids)}`,
      },
    ];
  });
}

export async function readArazzoFiles(input: ArazzoFilesInput): Promise<SiteSpec<ArazzoDocument>[]> {
  const paths = new Map(input.paths.map((p) => [normaliseSpecPath(p), p]));
  for (const page of input.pages.values()) {
    const spec = page.frontmatter.arazzo?.spec;
    if (spec !== undefined && !paths.has(normaliseSpecPath(spec))) paths.set(normaliseSpecPath(spec), spec);
  }
  const files = await Promise.all([...paths.values()].map((path) => readOne(input, path)));
  input.diagnostics.push(...pageFindings(input.pages, files));
  return files;
}
