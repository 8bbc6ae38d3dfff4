/**
 * docs.json → the site: its config, every OpenAPI, AsyncAPI and Arazzo file and MDX page it names (read in parallel), the
 * navigation, each page's effective settings and targets, and every finding with its place. One algorithm for the
 * browser and Node; a `SiteReader` says where files come from. A part that fails becomes a finding; the rest of the
 * site still assembles.
 */
import {
  parseDocsConfig,
  parseDocsConfigWithIncludes,
  readDocsConfigValue,
  referencePages,
  resolvePageSettings,
} from '../config/index.js';
import type { DocsConfig } from '../config/index.js';
import { toDiagnostics, uniqueDiagnostics } from '../diagnostics.js';
import { FileMissingError } from '../fetch-text.js';
import type { Diagnostic } from '../diagnostics.js';
import { checkMdxPage, parseMdxPage } from '../mdx/index.js';
import type { ParsedMdxPage, RenderOptions } from '../mdx/index.js';
import {
  buildNavigation,
  directoryListings,
  navigationSources,
  normaliseSpecPath,
  pageFilesByPath,
  pageFilesToTry,
  pagePathOf,
  parseChannelRef,
  writtenPageFile,
} from '../navigation/index.js';
import type { MdxPageInfo, Navigation, PageFiles, ShadowedPageFile, SpecChannels } from '../navigation/index.js';
import type { OpenApiSpec } from '../openapi/types.js';
import { brokenLinks, enclosingSpecs, mdxChannel, mdxInfo, mdxOperation, withProjectSpecPaths } from './page-refs.js';
import type { SiteSpecs } from './page-refs.js';
import { specNameMatches } from './spec-names.js';
import { asNamedBy } from './spec-named-by.js';
import { SpecOverlays } from './spec-overlays.js';
import { SnippetFiles, readMdxPageWithSnippets } from './snippets.js';
import { mdxSchema } from './schema-page.js';
import type { ArazzoDocument } from '../arazzo/types.js';
import type { ArazzoFilesInput } from './arazzo-files.js';
import type {
  AssembleInput,
  AssembledSite,
  DocsJsonInput,
  PrepareSpecText,
  ProjectSpecFiles,
  SitePage,
  SiteReader,
  SpecNamedBy,
  SiteSpec,
} from './types.js';

interface ReadConfig {
  readonly config: DocsConfig;
  readonly locate?: (pointer: string) => { line: number; column: number } | undefined;
  readonly diagnostics: readonly Diagnostic[];
  readonly includes?: readonly string[];
}

async function readConfig(input: DocsJsonInput, reader: SiteReader, signal?: AbortSignal): Promise<ReadConfig> {
  if ('value' in input) return readDocsConfigValue(input.value, input.file, input.locate);
  // Without its URL, docs.json's `$ref` includes have no base: they stay as written (and are reported as such).
  if (input.url === undefined) return parseDocsConfig(input.text, input.file);
  return parseDocsConfigWithIncludes(input.text, {
    url: input.url,
    file: input.file,
    reader,
    ...(signal === undefined ? {} : { signal }),
  });
}

/** A file that is not there is reported by the navigation, where docs.json names it, with "did you mean". */
function isMissingFile(error: unknown): boolean {
  return error instanceof FileMissingError;
}

/** Spec files, each read once however it is spelled; a failure becomes findings named as the reader names files. */
class SpecFiles<T> {
  readonly list: SiteSpec<T>[] = [];
  private readonly byKey = new Map<string, SiteSpec<T>>();

  constructor(
    private readonly reader: SiteReader,
    private readonly load: (
      url: string,
      signal?: AbortSignal,
      prepare?: PrepareSpecText,
      namedBy?: SpecNamedBy,
    ) => Promise<T>,
    private readonly diagnostics: Diagnostic[],
    private readonly signal: AbortSignal | undefined,
    /** What changes a file's text before it loads (its Overlays). */
    private readonly prepare: (path: string) => PrepareSpecText | undefined = () => undefined,
  ) {}

  /** Reads a spec once; the findings of one only the project names (`page`) are warnings (`SpecNamedBy`). */
  async read(path: string, named: SpecNamedBy = 'config'): Promise<void> {
    const key = normaliseSpecPath(path);
    if (this.byKey.has(key)) return;
    const placed = this.reader.place(path, 'spec');
    const entry: { path: string; url?: string; spec?: T } = { path };
    this.byKey.set(key, entry);
    this.list.push(entry);
    if ('skip' in placed) {
      if (placed.skip !== undefined) this.diagnostics.push(...asNamedBy([placed.skip], named));
      return;
    }
    entry.url = placed.url;
    try {
      const prepare = this.prepare(path);
      entry.spec = await this.load(placed.url, this.signal, prepare, named);
    } catch (error) {
      if (this.signal?.aborted) throw error;
      if (isMissingFile(error)) return;
      const name = this.reader.fileName(placed.url, path);
      const found = toDiagnostics(error, name).map((d) => ({
        ...d,
        file: d.file === undefined || d.file === placed.url ? name : d.file,
      }));
      this.diagnostics.push(...asNamedBy(found, named));
    }
  }

  find(path: string): SiteSpec<T> | undefined {
    return this.byKey.get(normaliseSpecPath(path));
  }

  /** Another name for a file already read: the stem a page names it by. */
  alias(name: string, path: string): void {
    const entry = this.find(path);
    if (entry !== undefined) this.byKey.set(normaliseSpecPath(name), entry);
  }

  /** The loaded ones by the path as written, for the navigation. */
  loaded(): Map<string, T> {
    const out = new Map<string, T>();
    for (const entry of this.list) if (entry.spec !== undefined) out.set(entry.path, entry.spec);
    return out;
  }
}

/** MDX pages (an `.mdx` or `.md` file each: src/navigation/page-file.ts), each parsed once, with their texts. */
class MdxFiles {
  readonly pages = new Map<string, ParsedMdxPage>();
  readonly texts = new Map<string, string>();
  private readonly snippets: SnippetFiles;
  private readonly options: RenderOptions;
  private listing: Promise<PageFiles | undefined> | undefined;

  constructor(
    private readonly reader: SiteReader,
    private readonly diagnostics: Diagnostic[],
    private readonly signal: AbortSignal | undefined,
    variables: DocsConfig['variables'],
    /** Pages the site writes itself (a `graphql` or `sdk` tab's notice), by file: never read from the project. */
    private readonly written: ReadonlyMap<string, string> = new Map(),
  ) {
    this.snippets = new SnippetFiles(reader, signal, variables);
    this.options = { ...reader.mdxOptions, ...(variables === undefined ? {} : { variables }) };
  }

  /** The project's page files, listed once; undefined where the reader cannot list them. */
  listed(): Promise<PageFiles | undefined> {
    return (this.listing ??= this.reader.listPageFiles?.().then(pageFilesByPath) ?? Promise.resolve(undefined));
  }

  /** The file of a page not read yet: the listed one, else the first it would be read from. */
  async fileOf(path: string): Promise<string> {
    return pageFilesToTry(path, (await this.listed())?.byPath)[0]!;
  }

  async read(path: string): Promise<void> {
    const writtenFile = writtenPageFile(path);
    const own = this.written.get(writtenFile);
    if (own !== undefined) {
      this.pages.set(writtenFile, parseMdxPage(own, writtenFile));
      this.texts.set(writtenFile, own);
      return;
    }
    for (const file of pageFilesToTry(path, (await this.listed())?.byPath)) if (await this.readFile(file)) return;
  }

  /** False when the file is not there, so that the next candidate is tried (a missing page is the navigation's). */
  private async readFile(file: string): Promise<boolean> {
    const placed = this.reader.place(file, 'page');
    if ('skip' in placed) {
      if (placed.skip !== undefined) this.diagnostics.push(placed.skip);
      return true;
    }
    const name = this.reader.fileName(placed.url, file);
    let text: string;
    try {
      text = await this.reader.readText(placed.url, this.signal);
    } catch (error) {
      if (this.signal?.aborted) throw error;
      if (isMissingFile(error)) return false;
      this.diagnostics.push(...toDiagnostics(error, name));
      return true;
    }
    try {
      const page = await readMdxPageWithSnippets(text, file, name, this.snippets, this.options);
      this.pages.set(file, withProjectSpecPaths(page, file));
      this.texts.set(file, text);
    } catch (error) {
      if (this.signal?.aborted) throw error;
      if (!isMissingFile(error)) this.diagnostics.push(...toDiagnostics(error, name));
    }
    return true;
  }
}

/** An `.md` file beside the `.mdx` file of its page: Mintlify shows the `.mdx` one, and so does this site. */
function shadowedPage({ file, by }: ShadowedPageFile): Diagnostic {
  return {
    severity: 'warning',
    code: 'site/shadowed-page',
    file,
    message: `${file} is never shown: ${by} beside it is the page "${pagePathOf(file)}" (an .mdx file wins over an .md file, as in Mintlify). Remove or rename one of them.`,
  };
}

/** The project's spec files, listed once; none with `api.openapi: []` (no finding, no Overlays by `extends`). */
function projectFiles(reader: SiteReader, config: DocsConfig): () => Promise<ProjectSpecFiles | undefined> {
  let listed: Promise<ProjectSpecFiles | undefined> | undefined;
  const optedOut = config.api?.openapi?.length === 0;
  return () => (listed ??= (optedOut ? undefined : reader.findSpecFiles?.()) ?? Promise.resolve(undefined));
}

/**
 * docs.json names no OpenAPI file: the project's own are loaded, as Mintlify finds them, so pages that say
 * `openapi: METHOD /path` show their operation. `api.openapi: []` opts out.
 */
async function discoverSpecs(
  config: DocsConfig,
  named: readonly string[],
  files: () => Promise<ProjectSpecFiles | undefined>,
  openapi: SpecFiles<OpenApiSpec>,
): Promise<void> {
  if (named.length > 0 || config.api?.openapi !== undefined) return;
  const found = await files();
  await Promise.all((found?.openapi ?? []).map((path) => openapi.read(path, 'page')));
}

/**
 * Specs named only by an MDX page's `openapi: <spec> METHOD /path`, `openapi-schema` or `asyncapi: <spec> <channel>`.
 * An OpenAPI name that is no file's path may be a file's stem; the names that match several files are returned.
 */
async function readPageSpecs(
  pages: Iterable<ParsedMdxPage>,
  openapi: SpecFiles<OpenApiSpec>,
  asyncapi: SpecFiles<SpecChannels>,
  files: () => Promise<ProjectSpecFiles | undefined>,
): Promise<Map<string, readonly string[]>> {
  const ambiguous = new Map<string, readonly string[]>();
  const readNamed = async (name: string): Promise<void> => {
    if (openapi.find(name) !== undefined) return;
    if (/\.(json|ya?ml)$/i.test(name) || /^[a-z][a-z0-9+.-]*:/i.test(name)) return openapi.read(name, 'page');
    const listed = (await files())?.openapi ?? [];
    const matches = specNameMatches(name, [...openapi.list.map((entry) => entry.path), ...listed]);
    if (matches.length > 1) {
      ambiguous.set(normaliseSpecPath(name), matches);
      return;
    }
    const path = matches[0] ?? name;
    await openapi.read(path, 'page');
    openapi.alias(name, path);
  };
  await Promise.all(
    [...pages].flatMap((page) => {
      const spec = page.frontmatter.openapi?.spec;
      const asyncSpec = parseChannelRef(page.frontmatter.asyncapi ?? '')?.spec;
      const schemaSpec = page.frontmatter.openapiSchema?.spec;
      return [
        spec && readNamed(spec),
        asyncSpec && asyncapi.read(asyncSpec, 'page'),
        schemaSpec && readNamed(schemaSpec),
      ];
    }),
  );
  return ambiguous;
}

/** The site's Arazzo files, the reader loaded only when the site has some (a site without workflows pays nothing). */
async function readArazzo(
  paths: readonly string[],
  pages: ReadonlyMap<string, ParsedMdxPage>,
  rest: Omit<ArazzoFilesInput, 'paths' | 'pages'>,
): Promise<SiteSpec<ArazzoDocument>[]> {
  if (paths.length === 0 && ![...pages.values()].some((page) => page.frontmatter.arazzo !== undefined)) return [];
  const { readArazzoFiles } = await import('./arazzo-files.js');
  return readArazzoFiles({ paths, pages, ...rest });
}

export async function assembleSite(input: AssembleInput): Promise<AssembledSite> {
  const { reader, signal } = input;
  const diagnostics: Diagnostic[] = [];
  const read = await readConfig(input.docsJson, reader, signal);
  const config = read.config;
  diagnostics.push(...read.diagnostics);

  const sources = navigationSources(config);
  const files = projectFiles(reader, config);
  const overlays = await SpecOverlays.collect(config, sources.overlays, await files(), {
    reader,
    diagnostics,
    docsFile: input.docsJson.file,
    ...(read.locate === undefined ? {} : { locate: read.locate }),
    ...(signal === undefined ? {} : { signal }),
  });
  const openapi = new SpecFiles<OpenApiSpec>(reader, reader.loadOpenApi.bind(reader), diagnostics, signal, (path) =>
    overlays.prepare(path),
  );
  const asyncapi = new SpecFiles<SpecChannels>(reader, reader.loadAsyncApi.bind(reader), diagnostics, signal);
  const written = referencePages(config.navigation);
  const mdx = new MdxFiles(reader, diagnostics, signal, config.variables, written);
  const readPage = input.readPage ?? (() => true);
  // Page paths left unread for now.
  const pending = new Set(sources.mdx.filter((path, i) => !readPage(path, i) && !written.has(writtenPageFile(path))));
  await Promise.all([
    ...sources.openapi.map((path) => openapi.read(path)),
    ...sources.asyncapi.map((path) => asyncapi.read(path)),
    ...sources.mdx.filter((path) => !pending.has(path)).map((path) => mdx.read(path)),
  ]);
  await discoverSpecs(config, sources.openapi, files, openapi);
  const ambiguous = await readPageSpecs(mdx.pages.values(), openapi, asyncapi, files);
  const arazzo = await readArazzo(sources.arazzo, mdx.pages, {
    reader,
    openapi: openapi.list,
    diagnostics,
    ...('url' in input.docsJson && input.docsJson.url !== undefined ? { docsUrl: input.docsJson.url } : {}),
    ...(signal === undefined ? {} : { signal }),
  });

  // Page files that exist but are not listed: no page, but they feed "did you mean" suggestions.
  const mdxInfos = new Map<string, MdxPageInfo>([...mdx.pages].map(([file, page]) => [file, mdxInfo(page)] as const));
  for (const path of pending) mdxInfos.set(await mdx.fileOf(path), {});
  const listed = await mdx.listed();
  for (const file of listed?.byPath.values() ?? []) if (!mdxInfos.has(file)) mdxInfos.set(file, {});
  diagnostics.push(...(listed?.shadowed ?? []).map(shadowedPage));
  const asyncLoaded = asyncapi.loaded();
  const navigation = buildNavigation(config, openapi.loaded(), mdxInfos, {
    file: input.docsJson.file,
    asyncapi: asyncLoaded,
    arazzo: new Map(arazzo.flatMap((f) => (f.spec === undefined ? [] : [[f.path, f.spec] as const]))),
    ...(read.locate === undefined ? {} : { locate: read.locate }),
  });
  diagnostics.push(...navigation.diagnostics);

  const pages = assemblePages({
    config,
    navigation,
    reader,
    openapi,
    asyncapi,
    asyncLoaded,
    mdx,
    pending,
    ambiguous,
    arazzo,
    diagnostics,
  });
  // docs.json already reports `key` without `name` once; each page repeating it only adds noise.
  const useful = diagnostics.filter((d) => !(d.code === 'config/auth-key-name' && d.pointer === '/api/mdx/auth/name'));
  return {
    config,
    ...(read.includes === undefined || read.includes.length === 0 ? {} : { includes: read.includes }),
    navigation,
    pages,
    openapi: openapi.list,
    asyncapi: asyncapi.list,
    arazzo,
    mdx: mdx.pages,
    diagnostics: uniqueDiagnostics(useful),
  };
}

interface PagesInput {
  readonly config: DocsConfig;
  readonly navigation: Navigation;
  readonly reader: SiteReader;
  readonly openapi: SpecFiles<OpenApiSpec>;
  readonly asyncapi: SpecFiles<SpecChannels>;
  readonly asyncLoaded: ReadonlyMap<string, SpecChannels>;
  readonly mdx: MdxFiles;
  /** Page paths not read yet. */
  readonly pending: ReadonlySet<string>;
  readonly ambiguous: ReadonlyMap<string, readonly string[]>;
  readonly arazzo: readonly SiteSpec<ArazzoDocument>[];
  readonly diagnostics: Diagnostic[];
}

/** The workflow an MDX page's `arazzo:` names, when its file was read and has it (arazzo-files.ts reports the rest). */
function mdxWorkflow(
  parsed: ParsedMdxPage,
  arazzo: readonly SiteSpec<ArazzoDocument>[],
): { readonly specUrl: string; readonly id: string } | undefined {
  const ref = parsed.frontmatter.arazzo;
  if (ref === undefined) return undefined;
  const file = arazzo.find((f) => normaliseSpecPath(f.path) === normaliseSpecPath(ref.spec));
  if (file?.url === undefined || !file.spec?.workflows.some((w) => w.workflowId === ref.workflowId)) return undefined;
  return { specUrl: file.url, id: ref.workflowId };
}

/** Each page of the navigation → its settings and what it shows. */
function assemblePages(input: PagesInput): Map<string, SitePage> {
  const { config, navigation, reader, openapi, asyncapi, mdx, diagnostics } = input;
  const urlOf = (files: SpecFiles<unknown>, path: string): string => {
    const entry = files.find(path);
    if (entry?.url !== undefined) return entry.url;
    const placed = reader.place(path, 'spec');
    return 'url' in placed ? placed.url : path;
  };
  const findSpec = (path: string) => {
    const entry = openapi.find(path);
    return entry?.spec === undefined || entry.url === undefined ? undefined : { url: entry.url, spec: entry.spec };
  };
  const all = openapi.list.flatMap((entry) =>
    entry.spec === undefined || entry.url === undefined ? [] : [{ path: entry.path, url: entry.url, spec: entry.spec }],
  );
  const specs: SiteSpecs = {
    find: findSpec,
    only: all.length === 1 ? all[0]!.path : undefined,
    all,
    ambiguous: input.ambiguous,
  };
  const enclosing = enclosingSpecs(navigation);
  const pages = new Map<string, SitePage>();
  const set = (slug: string, page: SitePage): void => {
    pages.set(slug, withNavigationFields(page, slug, navigation, listings));
  };
  const describe = (slug: string): string | undefined => {
    const page = navigation.pages.get(slug);
    return page?.kind === 'mdx' ? mdx.pages.get(page.file)?.frontmatter.description : undefined;
  };
  const listings = directoryListings(navigation.tree, navigation.pages, describe);
  for (const [slug, page] of navigation.pages) {
    if (page.kind === 'asyncapi') {
      set(slug, {
        settings: resolvePageSettings(config),
        channel: { specUrl: urlOf(asyncapi, page.spec), id: page.channel },
      });
      continue;
    }
    if (page.kind === 'arazzo') {
      const file = input.arazzo.find((f) => normaliseSpecPath(f.path) === normaliseSpecPath(page.spec));
      set(slug, {
        settings: resolvePageSettings(config),
        ...(file?.url === undefined ? {} : { workflow: { specUrl: file.url, id: page.workflowId } }),
      });
      continue;
    }
    if (page.kind !== 'mdx') {
      const specUrl = urlOf(openapi, page.spec);
      const settings = resolvePageSettings(config, page.docs.metadata, {
        file: reader.fileName(specUrl, page.spec),
        pointer: `${page.summary.pointer}/x-docs/metadata`,
      });
      diagnostics.push(...settings.diagnostics);
      set(slug, { settings, operation: { specUrl, id: page.operation } });
      continue;
    }
    const parsed = mdx.pages.get(page.file);
    if (parsed === undefined) {
      if (input.pending.has(pagePathOf(page.file))) set(slug, { settings: resolvePageSettings(config), pending: true });
      continue;
    }
    diagnostics.push(...parsed.diagnostics);
    const check = checkMdxPage(parsed, config);
    diagnostics.push(...check.diagnostics);
    const operation = mdxOperation(parsed, page.file, enclosing.get(slug), specs, diagnostics);
    const channelRef = mdxChannel(parsed, page.file, input.asyncLoaded, page.asyncapi, diagnostics);
    const schema = mdxSchema(parsed, page.file, enclosing.get(slug), specs, diagnostics);
    const workflow = mdxWorkflow(parsed, input.arazzo);
    diagnostics.push(...brokenLinks(parsed, page.file, mdx.texts.get(page.file) ?? '', navigation));
    set(slug, {
      settings: check.settings,
      mdx: parsed,
      ...(check.endpoint === undefined ? {} : { endpoint: check.endpoint }),
      ...(operation === undefined ? {} : { operation }),
      ...(schema === undefined ? {} : { schema }),
      ...(workflow === undefined ? {} : { workflow }),
      ...(channelRef === undefined
        ? {}
        : { channel: { specUrl: urlOf(asyncapi, channelRef.spec), id: channelRef.id } }),
    });
  }
  return pages;
}

/**
 * What a page takes from the navigation and its own fields beyond its settings: a group's `public: true` (unless
 * the page says `public: false`), the root page's `directory` listing, and `lastUpdatedDate` as its date.
 */
function withNavigationFields(
  page: SitePage,
  slug: string,
  navigation: Navigation,
  listings: ReadonlyMap<string, SitePage['directory']>,
): SitePage {
  const nav = navigation.pages.get(slug);
  const own = page.mdx?.frontmatter ?? (nav?.kind === 'openapi' || nav?.kind === 'webhook' ? nav.docs.metadata : {});
  const directory = listings.get(slug);
  const date = page.settings.timestamp ? own.lastUpdatedDate : undefined;
  const makePublic = nav?.public === true && own.public === undefined && !page.settings.public;
  return {
    ...page,
    ...(makePublic ? { settings: { ...page.settings, public: true } } : {}),
    ...(directory === undefined ? {} : { directory }),
    ...(date === undefined ? {} : { updated: date }),
  };
}
