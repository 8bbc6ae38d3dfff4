/**
 * A documentation project on disk → everything `docs validate`, `dev` and `build` need: docs.json,
 * each OpenAPI and AsyncAPI file it names, each MDX page, the navigation, and every finding with
 * its place. Node only (reads files); the parsing itself is the core's, as in the browser.
 * A part that fails becomes a diagnostic; the rest still loads.
 */
import { readFile, readdir } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseDocsConfig, resolvePageSettings } from '../config/index.js';
import type { DocsConfig, PageSettings } from '../config/index.js';
import { toDiagnostics } from '../diagnostics.js';
import type { Diagnostic } from '../diagnostics.js';
import { checkMdxPage, parseMdxPage } from '../mdx/index.js';
import type { MdxEndpointTarget, ParsedMdxPage } from '../mdx/index.js';
import {
  buildNavigation,
  navigationSources,
  normaliseSpecPath,
  parseChannelRef,
  resolveChannelRef,
} from '../navigation/index.js';
import type { MdxPageInfo, Navigation } from '../navigation/index.js';
import { loadOpenApi } from '../openapi/index.js';
import type { OpenApiSpec } from '../openapi/types.js';
import { loadAsyncApi } from '../asyncapi/index.js';
import type { AsyncApiSpec } from '../asyncapi/types.js';
import { locateAll } from './locate.js';

export interface LoadedSpec<T> {
  /** As written in docs.json (or an MDX page), relative to the project folder. */
  readonly path: string;
  /** Absolute path on disk. */
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
  /** Keyed by the MDX file relative to root (`guides/auth.mdx`). */
  readonly mdx: ReadonlyMap<string, ParsedMdxPage>;
  readonly pages: ReadonlyMap<string, ProjectPage>;
  /** Every file read (absolute), for the watcher and the file count. */
  readonly files: readonly string[];
  /** Every finding; `file` is an absolute path where one is known. */
  readonly diagnostics: readonly Diagnostic[];
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

export async function loadProject(docsJson: string, options: LoadProjectOptions = {}): Promise<Project> {
  const root = dirname(resolve(docsJson));
  const docsFile = resolve(docsJson);
  const display = options.display ?? relativeToCwd;
  const docsName = display(docsFile);
  const diagnostics: Diagnostic[] = [];
  const files = new Set<string>([docsFile]);
  /** Spec text by its display name, to place pointer-only findings. */
  const specTexts = new Map<string, string>();
  const known = new Set<string>([docsName]);
  const name = (abs: string): string => {
    const shown = display(abs);
    known.add(shown);
    return shown;
  };

  let text: string | undefined;
  try {
    text = await readFile(docsFile, 'utf8');
  } catch (error) {
    const code = (error as { code?: string }).code;
    diagnostics.push({
      severity: 'error',
      code: 'file/read',
      file: docsName,
      message:
        code === 'ENOENT'
          ? 'There is no docs.json here. Run the command in a documentation project, or name its folder or docs.json.'
          : `docs.json could not be read: ${(error as Error).message}.`,
    });
  }
  const parsed = parseDocsConfig(text ?? '{}', docsName);
  const config = parsed.config;
  if (text !== undefined) diagnostics.push(...parsed.diagnostics);

  const sources = navigationSources(config);
  const openapi: LoadedSpec<OpenApiSpec>[] = [];
  const asyncapi: LoadedSpec<AsyncApiSpec>[] = [];
  const specByKey = new Map<string, LoadedSpec<OpenApiSpec>>();

  const place = (path: string): string | undefined => {
    if (isUrl(path)) {
      diagnostics.push({
        severity: 'warning',
        code: 'cli/remote-spec',
        file: docsName,
        message: `"${path}" is a URL; the command checks only files inside the project, so it is not validated.`,
      });
      return undefined;
    }
    const abs = insideRoot(root, path);
    if (abs === undefined)
      diagnostics.push({
        severity: 'error',
        code: 'cli/outside-project',
        file: docsName,
        message: `"${path}" is outside the project folder; keep specs beside docs.json so the site can serve them.`,
      });
    return abs;
  };

  const loadOne = async (path: string): Promise<void> => {
    const key = normaliseSpecPath(path);
    if (specByKey.has(key)) return;
    const abs = place(path);
    const entry: { path: string; file: string; spec?: OpenApiSpec } = { path, file: abs ?? path };
    specByKey.set(key, entry);
    openapi.push(entry);
    if (abs === undefined) return;
    files.add(abs);
    try {
      const specText = await readFile(abs, 'utf8');
      specTexts.set(name(abs), specText);
      const spec = await loadOpenApi(pathToFileURL(abs).href, { text: specText, fresh: true });
      entry.spec = spec;
      diagnostics.push(...spec.diagnostics);
      if (options.validate === true) diagnostics.push(...(await spec.validate()));
    } catch (error) {
      // A missing file is reported by the navigation at the entry that names it, with suggestions.
      if ((error as { code?: string }).code !== 'ENOENT') diagnostics.push(...readFailure(error, name(abs)));
    }
  };
  await Promise.all(sources.openapi.map(loadOne));

  const asyncByKey = new Set<string>();
  const loadAsyncOne = async (path: string): Promise<void> => {
    if (asyncByKey.has(normaliseSpecPath(path))) return;
    asyncByKey.add(normaliseSpecPath(path));
    const abs = place(path);
    const entry: { path: string; file: string; spec?: AsyncApiSpec } = { path, file: abs ?? path };
    asyncapi.push(entry);
    if (abs === undefined) return;
    files.add(abs);
    try {
      const specText = await readFile(abs, 'utf8');
      specTexts.set(name(abs), specText);
      // The AsyncAPI parser is slow (most of a reload in `docs dev`): an unchanged text reuses its spec.
      const cached = options.asyncApiCache?.get(abs);
      const spec =
        cached?.text === specText
          ? cached.spec
          : await loadAsyncApi(pathToFileURL(abs).href, { text: specText, fresh: true });
      options.asyncApiCache?.set(abs, { text: specText, spec });
      entry.spec = spec;
      diagnostics.push(...spec.diagnostics);
    } catch (error) {
      if ((error as { code?: string }).code === 'ENOENT')
        diagnostics.push({
          severity: 'error',
          code: 'file/missing',
          file: docsName,
          message: `The AsyncAPI file "${path}" does not exist.`,
          ...placeOfString(text ?? '', path),
        });
      else diagnostics.push(...readFailure(error, name(abs)));
    }
  };
  for (const path of sources.asyncapi) await loadAsyncOne(path);

  const mdx = new Map<string, ParsedMdxPage>();
  const mdxTexts = new Map<string, string>();
  await Promise.all(
    sources.mdx.map(async (path) => {
      const rel = `${path}.mdx`;
      const abs = insideRoot(root, rel);
      if (abs === undefined) return;
      try {
        const mdxText = await readFile(abs, 'utf8');
        const page = parseMdxPage(mdxText, name(abs));
        files.add(abs);
        mdx.set(rel, page);
        mdxTexts.set(rel, mdxText);
      } catch (error) {
        // A missing page is reported by the navigation, with suggestions.
        if ((error as { code?: string }).code !== 'ENOENT') diagnostics.push(...readFailure(error, name(abs)));
      }
    }),
  );
  // Specs named only by an MDX page's `openapi: <spec> METHOD /path` or `asyncapi: <spec> <channel>`.
  await Promise.all(
    [...mdx.values()].map((page) => {
      const spec = page.frontmatter.openapi?.spec;
      return spec === undefined ? undefined : loadOne(spec);
    }),
  );
  for (const page of mdx.values()) {
    const asyncSpec = parseChannelRef(page.frontmatter.asyncapi ?? '')?.spec;
    if (asyncSpec !== undefined) await loadAsyncOne(asyncSpec);
  }

  // MDX files that exist but are not listed: no page, but they feed "did you mean" suggestions.
  const mdxInfos = new Map<string, MdxPageInfo>([...mdx].map(([file, page]) => [file, mdxInfo(page)] as const));
  for (const file of await findMdxFiles(root)) if (!mdxInfos.has(file)) mdxInfos.set(file, {});
  const specsForNav = new Map<string, OpenApiSpec>();
  for (const entry of openapi) if (entry.spec !== undefined) specsForNav.set(entry.path, entry.spec);
  const asyncForNav = new Map<string, AsyncApiSpec>();
  for (const entry of asyncapi) if (entry.spec !== undefined) asyncForNav.set(entry.path, entry.spec);
  const navigation = buildNavigation(config, specsForNav, mdxInfos, {
    file: docsName,
    locate: parsed.locate,
    asyncapi: asyncForNav,
  });
  diagnostics.push(...navigation.diagnostics);

  const pages = new Map<string, ProjectPage>();
  for (const [slug, page] of navigation.pages) {
    if (page.kind === 'asyncapi') {
      pages.set(slug, { settings: resolvePageSettings(config) });
      continue;
    }
    if (page.kind !== 'mdx') {
      const entry = specByKey.get(normaliseSpecPath(page.spec));
      const settings = resolvePageSettings(config, page.docs.metadata, {
        file: entry === undefined ? page.spec : name(entry.file),
        pointer: `${page.summary.pointer}/x-docs/metadata`,
      });
      diagnostics.push(...settings.diagnostics);
      pages.set(slug, {
        settings,
        ...(entry?.spec === undefined ? {} : { operation: { spec: entry.spec, id: page.operation } }),
      });
      continue;
    }
    const parsedPage = mdx.get(page.file);
    if (parsedPage === undefined) continue;
    diagnostics.push(...parsedPage.diagnostics);
    const check = checkMdxPage(parsedPage, config);
    diagnostics.push(...check.diagnostics);
    const operation = mdxOperation(parsedPage, page.file, specByKey, openapi, diagnostics);
    diagnostics.push(...mdxChannel(parsedPage, asyncForNav, page.asyncapi));
    diagnostics.push(...brokenLinks(parsedPage, mdxTexts.get(page.file) ?? '', navigation));
    pages.set(slug, {
      settings: check.settings,
      mdx: parsedPage,
      ...(check.endpoint === undefined ? {} : { endpoint: check.endpoint }),
      ...(operation === undefined ? {} : { operation }),
    });
  }

  const placed = diagnostics.map((d) => withPlace(d, root, known, specByKey, name));
  // docs.json already reports `key` without `name` once; each page repeating it only adds noise.
  const useful = placed.filter((d) => !(d.code === 'config/auth-key-name' && d.pointer === '/api/mdx/auth/name'));
  return {
    root,
    docsJson: docsFile,
    config,
    navigation,
    openapi,
    asyncapi,
    mdx,
    pages,
    files: [...files],
    diagnostics: await locateAll(dedupe(useful), specTexts),
  };
}

/** Every .mdx file under root (relative, `/`-separated), skipping dot folders and node_modules; bounded. */
async function findMdxFiles(root: string, limit = 2000): Promise<string[]> {
  const out: string[] = [];
  const walk = async (dir: string, depth: number): Promise<void> => {
    if (depth > 8 || out.length >= limit) return;
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) await walk(full, depth + 1);
      else if (entry.name.endsWith('.mdx') && out.length < limit) out.push(relative(root, full).split(sep).join('/'));
    }
  };
  await walk(root, 0);
  return out;
}

/** Line and column of the first `"value"` in a JSON text. */
function placeOfString(text: string, value: string): { line: number; column: number } | object {
  const offset = text.indexOf(JSON.stringify(value));
  if (offset < 0) return {};
  return { line: text.slice(0, offset).split('\n').length, column: offset - text.lastIndexOf('\n', offset - 1) };
}

function readFailure(error: unknown, abs: string): Diagnostic[] {
  const code = (error as { code?: string }).code;
  if (code === 'ENOENT')
    return [
      { severity: 'error', code: 'file/missing', file: abs, message: 'The file named in docs.json does not exist.' },
    ];
  return toDiagnostics(error, abs).map((d) => ({ ...d, file: d.file ?? abs }));
}

function mdxInfo(page: ParsedMdxPage): MdxPageInfo {
  const fm = page.frontmatter;
  const method = fm.api?.method ?? (fm.openapi?.kind === 'operation' ? fm.openapi.method : undefined);
  return {
    ...(fm.title === undefined ? {} : { title: fm.title }),
    ...(fm.sidebarTitle === undefined ? {} : { sidebarTitle: fm.sidebarTitle }),
    ...(fm.hidden === undefined ? {} : { hidden: fm.hidden }),
    ...(fm.deprecated === undefined ? {} : { deprecated: fm.deprecated }),
    ...(method === undefined ? {} : { method }),
  };
}

/** `openapi: [spec] METHOD /path` of an MDX page → the operation, or a diagnostic. */
function mdxOperation(
  page: ParsedMdxPage,
  file: string,
  specByKey: ReadonlyMap<string, LoadedSpec<OpenApiSpec>>,
  openapi: readonly LoadedSpec<OpenApiSpec>[],
  diagnostics: Diagnostic[],
): ProjectPage['operation'] {
  const ref = page.frontmatter.openapi;
  if (ref === undefined) return undefined;
  const line = page.frontmatterLines['openapi'];
  const at = { file: page.file ?? file, pointer: '/openapi', ...(line === undefined ? {} : { line, column: 1 }) };
  const label = ref.kind === 'webhook' ? `WEBHOOK ${ref.name}` : `${ref.method.toUpperCase()} ${ref.path}`;
  const loaded = openapi.filter((s) => s.spec !== undefined);
  const entry =
    ref.spec !== undefined ? specByKey.get(normaliseSpecPath(ref.spec)) : loaded.length === 1 ? loaded[0] : undefined;
  if (entry?.spec === undefined) {
    diagnostics.push({
      severity: 'error',
      code: 'mdx/openapi-spec',
      message:
        ref.spec === undefined
          ? `\`openapi: ${label}\` does not say which OpenAPI file it means; write "<spec-path> ${label}".`
          : `\`openapi\` names ${ref.spec}, which is missing or could not be read.`,
      ...at,
    });
    return undefined;
  }
  const op = entry.spec.findOperation(label);
  if (op === undefined) {
    const near = entry.spec.operations
      .map((o) => o.id)
      .filter((id) => id.split(' ')[0] === label.split(' ')[0] || id.split(' ')[1] === label.split(' ')[1])
      .slice(0, 3);
    diagnostics.push({
      severity: 'error',
      code: 'navigation/unknown-operation',
      message: `\`openapi: ${label}\` matches no operation in ${entry.path}.${near.length > 0 ? ` Did you mean ${near.map((n) => `"${n}"`).join(' or ')}?` : ''}`,
      ...at,
    });
    return undefined;
  }
  return { spec: entry.spec, id: op.id };
}

/** `asyncapi: "[spec] <channel>"` of an MDX page → a diagnostic when it names no channel. */
function mdxChannel(
  page: ParsedMdxPage,
  asyncapi: ReadonlyMap<string, AsyncApiSpec>,
  enclosing: string | undefined,
): Diagnostic[] {
  const value = page.frontmatter.asyncapi;
  if (value === undefined) return [];
  const found = resolveChannelRef(value, asyncapi, enclosing);
  if (found.ok) return [];
  const line = page.frontmatterLines['asyncapi'];
  return [
    {
      severity: 'error',
      code: found.code,
      message: found.message,
      ...(page.file === undefined ? {} : { file: page.file }),
      pointer: '/asyncapi',
      ...(line === undefined ? {} : { line, column: 1 }),
    },
  ];
}

/** Links from a page to `/<slug>` that no page has: a warning at the line that writes them. */
function brokenLinks(page: ParsedMdxPage, text: string, navigation: Navigation): Diagnostic[] {
  const out: Diagnostic[] = [];
  const seen = new Set<string>();
  for (const match of page.html.matchAll(/href="\/([^"#?]*)/g)) {
    const target = match[1]!.replace(/\/+$/, '');
    if (seen.has(target) || navigation.pages.has(target) || /\.[a-z0-9]+$/i.test(target)) continue;
    seen.add(target);
    const offset = text.indexOf(`(/${target}`);
    const line = offset < 0 ? undefined : text.slice(0, offset).split('\n').length;
    const column = offset < 0 ? undefined : offset - text.lastIndexOf('\n', offset - 1) + 1;
    const near = [...navigation.pages.keys()].filter(
      (slug) =>
        slug.split('/').pop() === target.split('/').pop() ||
        slug.startsWith(target.split('/').slice(0, -1).join('/') + '/'),
    );
    out.push({
      severity: 'warning',
      code: 'mdx/broken-link',
      message: `The link to "/${target}" leads to no page of this site.${
        near.length > 0
          ? ` Pages nearby: ${near
              .slice(0, 3)
              .map((n) => `/${n}`)
              .join(', ')}.`
          : ''
      }`,
      ...(page.file === undefined ? {} : { file: page.file }),
      ...(line === undefined ? {} : { line, column }),
    });
  }
  return out;
}

/** `file:` URLs, absolute paths and paths as written in docs.json → display names. */
function withPlace(
  d: Diagnostic,
  root: string,
  known: ReadonlySet<string>,
  specByKey: ReadonlyMap<string, LoadedSpec<OpenApiSpec>>,
  name: (abs: string) => string,
): Diagnostic {
  if (d.file === undefined || known.has(d.file)) return d;
  let file = d.file;
  if (file.startsWith('file:')) file = name(fileURLToPath(file));
  else if (file.startsWith('/')) file = name(file);
  else if (!isUrl(file)) file = name(specByKey.get(normaliseSpecPath(file))?.file ?? join(root, file));
  return file === d.file ? d : { ...d, file };
}

function dedupe(all: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return all.filter((d) => {
    const key = `${d.code}|${d.file ?? ''}|${d.pointer ?? ''}|${d.line ?? ''}|${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
