/**
 * A documentation project on disk → everything `docs validate`, `dev` and `build` and the proxy need: the core's
 * site assembler (src/site/) reading files, plus what only Node has: every file read (for the watcher), full
 * AsyncAPI and optional schema validation of each spec, and findings named and placed relative to the working folder.
 */
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { DocsConfig, PageSettings } from '../config/index.js';
import { uniqueDiagnostics } from '../diagnostics.js';
import type { Diagnostic } from '../diagnostics.js';
import type { MdxEndpointTarget, ParsedMdxPage } from '../mdx/index.js';
import { isPageFile } from '../navigation/index.js';
import type { Navigation } from '../navigation/index.js';
import { loadOpenApi } from '../openapi/index.js';
import type { OpenApiSpec } from '../openapi/types.js';
import { loadAsyncApi } from '../asyncapi/index.js';
import type { AsyncApiSpec } from '../asyncapi/types.js';
import { asNamedBy, assembleSite } from '../site/index.js';
import type { AssembledSite, DocsJsonInput, SiteReader, SiteSpec } from '../site/index.js';
import { findSpecFiles } from './find-spec-files.js';
import { locateAll } from './locate.js';
import { isMintJson, readMintJson } from './mint-json.js';
import { fetchRemoteSpec, isRemoteSpec } from './remote-spec.js';
import { readTextFromFileOrUrl } from './read-text.js';
import { walkFiles } from './walk-files.js';

export interface LoadedSpec<T> {
  /** As written in docs.json (or an MDX page), relative to the project folder. */
  readonly path: string;
  /** Absolute path on disk (the path as written when it was not read). */
  readonly file: string;
  readonly spec?: T;
}

export interface ProjectPage {
  readonly settings: PageSettings;
  readonly mdx?: ParsedMdxPage;
  readonly endpoint?: MdxEndpointTarget;
  /** The OpenAPI operation the page shows (generated pages, and MDX pages with `openapi:`). */
  readonly operation?: { readonly spec: OpenApiSpec; readonly id: string };
}

export interface Project {
  /** Absolute folder holding docs.json. */
  readonly root: string;
  readonly docsJson: string;
  readonly config: DocsConfig;
  readonly navigation: Navigation;
  readonly openapi: readonly LoadedSpec<OpenApiSpec>[];
  readonly asyncapi: readonly LoadedSpec<AsyncApiSpec>[];
  /** Keyed by the page file relative to root (`guides/auth.mdx`, `guides/auth.md`). */
  readonly mdx: ReadonlyMap<string, ParsedMdxPage>;
  readonly pages: ReadonlyMap<string, ProjectPage>;
  /** Every file read (absolute), for the watcher and the file count. */
  readonly files: readonly string[];
  /** Every finding; `file` is an absolute path where one is known. */
  readonly diagnostics: readonly Diagnostic[];
  /** The site as the assembler made it (spec and page locations as `file:` URLs), for the site manifest. */
  readonly site: AssembledSite;
  /** The text of each spec its Overlays changed (by URL), published in its place. */
  readonly overlaid: ReadonlyMap<string, string>;
}

export interface LoadProjectOptions {
  /** Run each spec's full schema and semantic validation (slower; `docs validate` and `dev` want it). */
  readonly validate?: boolean;
  /** How a file is named in findings; default: relative to the working folder. */
  readonly display?: (absolutePath: string) => string;
  /**
   * AsyncAPI specs by absolute path with the text they came from, reused while the text is the same.
   * The caller clears it when a file such a spec may reference changes (`docs dev` does).
   */
  readonly asyncApiCache?: Map<string, { readonly text: string; readonly spec: AsyncApiSpec }>;
  /**
   * OpenAPI specs by absolute path with the text they came from (and their validation findings once validated),
   * reused while the text is the same: `docs dev` reloads an MDX edit without parsing a 20 MB spec again.
   */
  readonly openApiCache?: Map<string, OpenApiCacheEntry>;
  /** Pages mark their uses of the project's `.jsx` components as islands (`--project-components`; src/mdx/islands.ts). */
  readonly projectComponents?: boolean;
}

export interface OpenApiCacheEntry {
  readonly text: string;
  readonly spec: OpenApiSpec;
  readonly validation?: readonly Diagnostic[];
}

export function relativeToCwd(absolutePath: string): string {
  const rel = relative(process.cwd(), absolutePath);
  if (rel === '') return '.';
  // Far outside the working folder, `../../../..` says less than the absolute path.
  return rel.split(sep).filter((part) => part === '..').length > 2 ? absolutePath : rel;
}

/** Same-folder paths only: a docs.json path may not climb out of its project. */
function insideRoot(root: string, path: string): string | undefined {
  const abs = resolve(root, path);
  return abs === root || abs.startsWith(root + sep) ? abs : undefined;
}

function isUrl(path: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(path);
}

/** docs.json's text, or findings that say why there is none (the project then assembles as empty). */
async function readDocsJson(
  docsFile: string,
  docsName: string,
): Promise<{ input: DocsJsonInput; read: readonly Diagnostic[] }> {
  if (isMintJson(docsFile)) {
    const { value, findings, locate } = await readMintJson(docsFile, docsName);
    return { input: { file: docsName, value, ...(locate === undefined ? {} : { locate }) }, read: findings };
  }
  try {
    const text = await readFile(docsFile, 'utf8');
    return { input: { file: docsName, text, url: pathToFileURL(docsFile).href }, read: [] };
  } catch (error) {
    const missing = (error as { code?: string }).code === 'ENOENT';
    return {
      input: { file: docsName, value: {} },
      read: [
        {
          severity: 'error',
          code: 'file/read',
          file: docsName,
          message: missing
            ? 'There is no docs.json here. Run the command in a documentation project, or name its folder or docs.json.'
            : `docs.json could not be read: ${(error as Error).message}.`,
        },
      ],
    };
  }
}

/** What the Node reader collects besides what the assembler returns. */
interface ReadRecord {
  readonly files: Set<string>;
  /** Spec text by its display name, to place pointer-only findings. */
  readonly specTexts: Map<string, string>;
  readonly asyncSpecs: Map<string, AsyncApiSpec>;
  readonly specDiagnostics: Diagnostic[];
  /** Spec texts as their Overlays changed them, by URL. */
  readonly overlaid: Map<string, string>;
}

function fileReader(
  root: string,
  docsName: string,
  name: (abs: string) => string,
  options: LoadProjectOptions,
  record: ReadRecord,
): SiteReader {
  const readSpecText = async (url: string): Promise<string> => {
    if (isRemoteSpec(url)) {
      const remote = await fetchRemoteSpec(url, root);
      record.specTexts.set(url, remote);
      return remote;
    }
    const abs = fileURLToPath(url);
    record.files.add(abs);
    const text = await readTextFromFileOrUrl(url);
    record.specTexts.set(name(abs), text);
    return text;
  };
  return {
    place(path, kind) {
      if (kind === 'page') {
        const abs = insideRoot(root, path);
        return abs === undefined ? { skip: undefined } : { url: pathToFileURL(abs).href };
      }
      if (isRemoteSpec(path)) return { url: path };
      if (isUrl(path))
        return {
          skip: {
            severity: 'warning',
            code: 'cli/remote-spec',
            file: docsName,
            message: `"${path}" is neither a file in the project nor an http(s) URL, so it is not read.`,
          },
        };
      // A path starting with `/` is relative to the project root, as Mintlify reads it.
      const abs = insideRoot(root, path.replace(/^\/+/, ''));
      if (abs === undefined)
        return {
          skip: {
            severity: 'error',
            code: 'cli/outside-project',
            file: docsName,
            message: `"${path}" is outside the project folder; keep specs beside docs.json so the site can serve them.`,
          },
        };
      return { url: pathToFileURL(abs).href };
    },
    fileName: (url) => (url.startsWith('file:') ? name(fileURLToPath(url)) : url),
    async readText(url) {
      if (isRemoteSpec(url)) return fetchRemoteSpec(url, root);
      const text = await readTextFromFileOrUrl(url);
      record.files.add(fileURLToPath(url));
      return text;
    },
    async loadOpenApi(url, _signal, prepare, namedBy) {
      const raw = await readSpecText(url);
      const text = prepare === undefined ? raw : await prepare(raw, url);
      if (text !== raw) record.overlaid.set(url, text);
      const key = url.startsWith('file:') ? fileURLToPath(url) : url;
      const cached = options.openApiCache?.get(key);
      const same = cached?.text === text;
      const spec = same ? cached.spec : await loadOpenApi(url, { text, fresh: true });
      record.specDiagnostics.push(...asNamedBy(spec.diagnostics, namedBy));
      let validation = same ? cached.validation : undefined;
      if (options.validate === true) {
        validation ??= await spec.validate();
        record.specDiagnostics.push(...asNamedBy(validation, namedBy));
      }
      options.openApiCache?.set(key, { text, spec, ...(validation === undefined ? {} : { validation }) });
      return spec;
    },
    async loadAsyncApi(url, _signal, _prepare, namedBy) {
      const text = await readSpecText(url);
      const abs = url.startsWith('file:') ? fileURLToPath(url) : url;
      // The AsyncAPI parser is slow (most of a reload in `docs dev`): an unchanged text reuses its spec.
      const cached = options.asyncApiCache?.get(abs);
      const spec = cached?.text === text ? cached.spec : await loadAsyncApi(url, { text, fresh: true });
      options.asyncApiCache?.set(abs, { text, spec });
      record.asyncSpecs.set(url, spec);
      record.specDiagnostics.push(...asNamedBy(spec.diagnostics, namedBy));
      return spec;
    },
    listPageFiles: () => findPageFiles(root),
    findSpecFiles: () => findSpecFiles(root),
    ...(options.projectComponents === true ? { mdxOptions: { projectComponents: true } } : {}),
  };
}

export async function loadProject(docsJson: string, options: LoadProjectOptions = {}): Promise<Project> {
  const root = dirname(resolve(docsJson));
  const docsFile = resolve(docsJson);
  const display = options.display ?? relativeToCwd;
  const docsName = display(docsFile);
  const known = new Set<string>([docsName]);
  const name = (abs: string): string => {
    const shown = display(abs);
    known.add(shown);
    return shown;
  };
  const record: ReadRecord = {
    files: new Set([docsFile]),
    specTexts: new Map(),
    asyncSpecs: new Map(),
    specDiagnostics: [],
    overlaid: new Map(),
  };
  const { input, read } = await readDocsJson(docsFile, docsName);
  const site = await assembleSite({ docsJson: input, reader: fileReader(root, docsName, name, options, record) });

  const fileOf = (entry: SiteSpec<unknown>): string =>
    entry.url === undefined ? entry.path : entry.url.startsWith('file:') ? fileURLToPath(entry.url) : entry.url;
  const openapi = site.openapi.map((entry) => ({
    path: entry.path,
    file: fileOf(entry),
    ...(entry.spec === undefined ? {} : { spec: entry.spec }),
  }));
  const asyncapi = site.asyncapi.map((entry) => {
    const spec = entry.url === undefined ? undefined : record.asyncSpecs.get(entry.url);
    return { path: entry.path, file: fileOf(entry), ...(spec === undefined ? {} : { spec }) };
  });
  const specByUrl = new Map(
    site.openapi.flatMap((entry) =>
      entry.url !== undefined && entry.spec !== undefined ? [[entry.url, entry.spec] as const] : [],
    ),
  );
  const pages = new Map<string, ProjectPage>();
  for (const [slug, page] of site.pages) {
    const spec = page.operation === undefined ? undefined : specByUrl.get(page.operation.specUrl);
    pages.set(slug, {
      settings: page.settings,
      ...(page.mdx === undefined ? {} : { mdx: page.mdx }),
      ...(page.endpoint === undefined ? {} : { endpoint: page.endpoint }),
      ...(spec === undefined ? {} : { operation: { spec, id: page.operation!.id } }),
    });
  }
  // docs.json first, then the specs' own findings, then the site's.
  const all = [...read, ...site.diagnostics, ...record.specDiagnostics];
  const placed = all.map((d) => withPlace(d, root, known, name));
  return {
    root,
    docsJson: docsFile,
    config: site.config,
    navigation: site.navigation,
    openapi,
    asyncapi,
    mdx: site.mdx,
    pages,
    files: [...record.files],
    site,
    overlaid: record.overlaid,
    diagnostics: await locateAll(uniqueDiagnostics(placed), record.specTexts),
  };
}

/** Every page file (.mdx, .md) under root (relative, `/`-separated), skipping dot folders and node_modules; bounded. */
function findPageFiles(root: string): Promise<string[]> {
  return walkFiles(root, { keep: isPageFile });
}

/** `file:` URLs and absolute paths → display names; paths as written in docs.json → the file they name. */
function withPlace(d: Diagnostic, root: string, known: ReadonlySet<string>, name: (abs: string) => string): Diagnostic {
  if (d.file === undefined || known.has(d.file)) return d;
  let file = d.file;
  if (file.startsWith('file:')) file = name(fileURLToPath(file));
  else if (file.startsWith('/')) file = name(file);
  else if (!isUrl(file)) file = name(join(root, file));
  return file === d.file ? d : { ...d, file };
}
