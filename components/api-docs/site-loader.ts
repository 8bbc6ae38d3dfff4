/**
 * docs.json → a loaded site model: the config, every OpenAPI and AsyncAPI file and MDX page it names
 * (fetched in parallel, specs memoised by the core loaders), the navigation, each page's effective settings, and
 * every diagnostic with its place. No DOM, no Lit: give it a `fetchText` and it works anywhere.
 * A part that fails becomes a diagnostic; the rest of the site still loads.
 */
import { parseDocsConfig, readDocsConfigValue, resolvePageSettings } from '../../src/config/index.js';
import type { DocsConfig, DocsUser, PageSettings } from '../../src/config/index.js';
import { DiagnosticError, toDiagnostics } from '../../src/diagnostics.js';
import type { Diagnostic } from '../../src/diagnostics.js';
import { checkMdxPage, parseMdxPage } from '../../src/mdx/index.js';
import type { MdxEndpointTarget, ParsedMdxPage } from '../../src/mdx/index.js';
import {
  buildNavigation,
  navigationSources,
  normaliseSpecPath,
  parseChannelRef,
  resolveChannelRef,
} from '../../src/navigation/index.js';
import type { MdxPageInfo, NavGroup, NavItem, Navigation, SpecChannels } from '../../src/navigation/index.js';
import { loadOpenApi } from '../../src/openapi/index.js';
import type { OpenApiSpec } from '../../src/openapi/types.js';

export type FetchText = (url: string, signal?: AbortSignal) => Promise<string>;

export interface SiteLoadInput {
  /** Absolute URL of docs.json: names it and is the base of every relative path in it. */
  readonly url: string;
  /** How docs.json is named in diagnostics (as the host wrote it). */
  readonly file?: string;
  /** A docs.json already in memory (`<api-docs>.config`); otherwise it is fetched from `url`. */
  readonly config?: unknown;
  readonly fetchText: FetchText;
  readonly loadSpec?: (url: string, signal?: AbortSignal) => Promise<OpenApiSpec>;
  /** Reads an AsyncAPI file's channels for the navigation (a loaded `AsyncApiSpec` fits too). */
  readonly loadAsyncSpec?: (url: string, signal?: AbortSignal) => Promise<SpecChannels>;
  readonly signal?: AbortSignal;
}

/** What one page needs to render, beyond its navigation record. */
export interface SitePage {
  readonly settings: PageSettings;
  /** An MDX page's parsed text. */
  readonly mdx?: ParsedMdxPage;
  /** An MDX page's `api` request target (absent when it has none or it is unusable). */
  readonly endpoint?: MdxEndpointTarget;
  /** A generated page, or an MDX page with `openapi:`: the spec's absolute URL and the operation id. */
  readonly operation?: { readonly specUrl: string; readonly id: string };
  /** A channel page, or an MDX page with `asyncapi:`: the AsyncAPI file's absolute URL and the channel id. */
  readonly channel?: { readonly specUrl: string; readonly id: string };
}

export interface LoadedSite {
  readonly url: string;
  readonly config: DocsConfig;
  readonly navigation: Navigation;
  /** Page slug → what it renders. */
  readonly pages: ReadonlyMap<string, SitePage>;
  /** Every finding, docs.json first, each once. */
  readonly diagnostics: readonly Diagnostic[];
}

/** Fetches a file as text; failures become diagnostics naming the URL. */
export const fetchTextOverHttp: FetchText = async (url, signal) => {
  let response: globalThis.Response;
  try {
    response = await fetch(url, { credentials: 'same-origin', ...(signal === undefined ? {} : { signal }) });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new DiagnosticError([
      {
        severity: 'error',
        code: 'network/fetch',
        file: url,
        message: `Could not load ${url}: the server could not be reached.`,
      },
    ]);
  }
  if (!response.ok) {
    throw new DiagnosticError([
      {
        severity: 'error',
        code: 'network/http',
        file: url,
        message: `Could not load ${url}: the server answered ${response.status}.`,
      },
    ]);
  }
  return response.text();
};

function dedupe(all: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return all.filter((d) => {
    const key = `${d.code}|${d.file ?? ''}|${d.pointer ?? ''}|${d.line ?? ''}|${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The OpenAPI file in effect for each listed page (its nearest group's), for `openapi:` without a spec. */
function enclosingSpecs(navigation: Navigation): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (items: readonly NavItem[], spec: string | undefined): void => {
    for (const item of items) {
      if (item.type === 'group') walk(item.items, item.openapi ?? spec);
      else if (spec !== undefined) out.set(item.slug, spec);
    }
  };
  for (const tab of navigation.tree.tabs)
    for (const group of tab.groups as NavGroup[]) walk(group.items, group.openapi);
  return out;
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

export async function loadSite(input: SiteLoadInput): Promise<LoadedSite> {
  const { url, signal } = input;
  const file = input.file ?? 'docs.json';
  const diagnostics: Diagnostic[] = [];
  const loadSpec =
    input.loadSpec ??
    ((specUrl: string, s?: AbortSignal) => loadOpenApi(specUrl, s === undefined ? {} : { signal: s }));
  // Navigation needs only each AsyncAPI file's channel list, read as written; the channel page loads
  // and validates its spec in full when shown, so the parser never holds up the rest of the site.
  const loadAsyncSpec =
    input.loadAsyncSpec ??
    (async (specUrl: string, s?: AbortSignal) =>
      (await import('../../src/asyncapi/channel-index.js')).loadChannelIndex(
        specUrl,
        s === undefined ? {} : { signal: s },
      ));

  let config: DocsConfig;
  let locate: ((pointer: string) => { line: number; column: number } | undefined) | undefined;
  if (input.config !== undefined) {
    const read = readDocsConfigValue(input.config, file);
    config = read.config;
    diagnostics.push(...read.diagnostics);
  } else {
    const parsed = parseDocsConfig(await input.fetchText(url, signal), file);
    config = parsed.config;
    locate = parsed.locate;
    diagnostics.push(...parsed.diagnostics);
  }

  const resolve = (path: string): string => new URL(path, url).href;
  const sources = navigationSources(config);
  /** Loads each spec file once (by normalised path); a failure becomes diagnostics named by `fileOf`. */
  const specFiles = <T>(
    load: (specUrl: string, s?: AbortSignal) => Promise<T>,
    fileOf: (d: Diagnostic, specUrl: string, path: string) => string,
  ) => {
    const loaded = new Map<string, T>(); // by the path as written
    const urls = new Map<string, string>(); // by normalised path
    const fetch = async (path: string): Promise<void> => {
      const key = normaliseSpecPath(path);
      if (urls.has(key)) return;
      const specUrl = resolve(path);
      urls.set(key, specUrl);
      try {
        loaded.set(path, await load(specUrl, signal));
      } catch (error) {
        if (signal?.aborted) throw error;
        diagnostics.push(...toDiagnostics(error, path).map((d) => ({ ...d, file: fileOf(d, specUrl, path) })));
      }
    };
    return { loaded, urls, fetch };
  };
  const openapi = specFiles(loadSpec, (d, _specUrl, path) => d.file ?? path);
  // An AsyncAPI file's warnings (examples off their schema, …) are the channel page's to show, as for OpenAPI.
  const asyncapi = specFiles(loadAsyncSpec, (d, specUrl, path) => (d.file === specUrl ? path : (d.file ?? path)));
  const mdxTexts = new Map<string, ParsedMdxPage>();
  const fetchMdx = async (path: string): Promise<void> => {
    const mdxFile = `${path}.mdx`;
    const mdxUrl = resolve(mdxFile);
    if (new URL(mdxUrl).origin !== new URL(url).origin) {
      diagnostics.push({
        severity: 'error',
        code: 'site/mdx-origin',
        file: mdxFile,
        message: `The page "${path}" is on another site; only pages beside docs.json are loaded.`,
      });
      return;
    }
    try {
      // Images load only from this page's origin or over https (src/markdown/urls.ts).
      const pageOrigin = globalThis.location?.origin;
      const parsed = parseMdxPage(await input.fetchText(mdxUrl, signal), mdxFile, { pageOrigin });
      mdxTexts.set(mdxFile, parsed);
    } catch (error) {
      if (signal?.aborted) throw error;
      diagnostics.push(...toDiagnostics(error, mdxFile));
    }
  };
  await Promise.all([
    ...sources.openapi.map(openapi.fetch),
    ...sources.asyncapi.map(asyncapi.fetch),
    ...sources.mdx.map(fetchMdx),
  ]);
  // Specs named only by an MDX page's `openapi: <spec> METHOD /path` or `asyncapi: <spec> <channel>`.
  await Promise.all(
    [...mdxTexts.values()].flatMap((page) => {
      const spec = page.frontmatter.openapi?.spec;
      const asyncRef = page.frontmatter.asyncapi;
      const asyncSpec = asyncRef === undefined ? undefined : parseChannelRef(asyncRef)?.spec;
      return [
        spec === undefined ? undefined : openapi.fetch(spec),
        asyncSpec === undefined ? undefined : asyncapi.fetch(asyncSpec),
      ];
    }),
  );

  const navigation = buildNavigation(
    config,
    openapi.loaded,
    new Map([...mdxTexts].map(([mdxFile, page]) => [mdxFile, mdxInfo(page)] as const)),
    { file, asyncapi: asyncapi.loaded, ...(locate === undefined ? {} : { locate }) },
  );
  diagnostics.push(...navigation.diagnostics);

  const specOf = (path: string): { url: string; spec: OpenApiSpec } | undefined => {
    const key = normaliseSpecPath(path);
    for (const [written, spec] of openapi.loaded)
      if (normaliseSpecPath(written) === key) return { url: openapi.urls.get(key)!, spec };
    return undefined;
  };
  const asyncUrlOf = (key: string): string => asyncapi.urls.get(normaliseSpecPath(key)) ?? resolve(key);
  const enclosing = enclosingSpecs(navigation);
  const pages = new Map<string, SitePage>();
  for (const [slug, page] of navigation.pages) {
    if (page.kind === 'asyncapi') {
      const settings = resolvePageSettings(config);
      pages.set(slug, { settings, channel: { specUrl: asyncUrlOf(page.spec), id: page.channel } });
      continue;
    }
    if (page.kind !== 'mdx') {
      const settings = resolvePageSettings(config, page.docs.metadata, {
        file: page.spec,
        pointer: `${page.summary.pointer}/x-docs/metadata`,
      });
      diagnostics.push(...settings.diagnostics);
      const specUrl = specOf(page.spec)?.url ?? resolve(page.spec);
      pages.set(slug, { settings, operation: { specUrl, id: page.operation } });
      continue;
    }
    const mdx = mdxTexts.get(page.file);
    if (mdx === undefined) continue;
    diagnostics.push(...mdx.diagnostics);
    const check = checkMdxPage(mdx, config);
    diagnostics.push(...check.diagnostics);
    const ref = mdx.frontmatter.openapi;
    let operation: SitePage['operation'];
    if (ref !== undefined) {
      const line = mdx.frontmatterLines['openapi'];
      const place = { file: page.file, pointer: '/openapi', ...(line === undefined ? {} : { line, column: 1 }) };
      const specPath =
        ref.spec ?? enclosing.get(slug) ?? (openapi.loaded.size === 1 ? [...openapi.loaded.keys()][0] : undefined);
      const found = specPath === undefined ? undefined : specOf(specPath);
      const label = ref.kind === 'webhook' ? `WEBHOOK ${ref.name}` : `${ref.method.toUpperCase()} ${ref.path}`;
      const op = found?.spec.findOperation(label);
      if (found === undefined) {
        diagnostics.push({
          severity: 'error',
          code: 'mdx/openapi-spec',
          message: `\`openapi: ${label}\` names no loaded OpenAPI file; write "<spec-path> ${label}" or put the page in a group with \`openapi\`.`,
          ...place,
        });
      } else if (op === undefined) {
        diagnostics.push({
          severity: 'error',
          code: 'navigation/unknown-operation',
          message: `\`openapi: ${label}\` matches no operation in ${specPath ?? ''}.`,
          ...place,
        });
      } else {
        operation = { specUrl: found.url, id: op.id };
      }
    }
    let channel: SitePage['channel'];
    if (mdx.frontmatter.asyncapi !== undefined) {
      const found = resolveChannelRef(mdx.frontmatter.asyncapi, asyncapi.loaded, page.asyncapi);
      if (found.ok) channel = { specUrl: asyncUrlOf(found.spec), id: found.channel.id };
      else {
        const line = mdx.frontmatterLines['asyncapi'];
        diagnostics.push({
          severity: 'error',
          code: found.code,
          message: found.message,
          file: page.file,
          pointer: '/asyncapi',
          ...(line === undefined ? {} : { line, column: 1 }),
        });
      }
    }
    pages.set(slug, {
      settings: check.settings,
      mdx,
      ...(check.endpoint === undefined ? {} : { endpoint: check.endpoint }),
      ...(operation === undefined ? {} : { operation }),
      ...(channel === undefined ? {} : { channel }),
    });
  }
  // docs.json already reports `key` without `name` once; each page repeating it only adds noise.
  const useful = diagnostics.filter((d) => !(d.code === 'config/auth-key-name' && d.pointer === '/api/mdx/auth/name'));
  return { url, config, navigation, pages, diagnostics: dedupe(useful) };
}

/**
 * The reader, from docs.json `auth.userUrl`: `{ groups: [...] }` when signed in; 401, 403, 404 or
 * `null` mean anonymous. Anything else is a diagnostic (and the reader is treated as anonymous).
 */
export async function fetchUser(userUrl: string, signal?: AbortSignal): Promise<DocsUser | null> {
  const response = await fetch(userUrl, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
    ...(signal === undefined ? {} : { signal }),
  });
  if ([401, 403, 404].includes(response.status)) return null;
  const fail = (why: string): never => {
    throw new DiagnosticError([
      {
        severity: 'error',
        code: 'auth/user',
        file: userUrl,
        message: `The reader could not be identified from ${userUrl}: ${why}; treated as signed out.`,
      },
    ]);
  };
  if (!response.ok) fail(`the server answered ${response.status}`);
  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch {
    return fail('the answer is not JSON');
  }
  if (body === null) return null;
  const groups = (body as { groups?: unknown }).groups;
  if (typeof body !== 'object' || !Array.isArray(groups) || !groups.every((g) => typeof g === 'string')) {
    return fail('expected { "groups": ["…"] }');
  }
  return { groups: [...(groups as string[])] };
}
