/**
 * docs.json → a loaded site model in the browser: the core's site assembler (src/site/) reading over HTTP, with
 * specs memoised by the core loaders and AsyncAPI files read only for their channel lists (a channel page loads and
 * validates its spec in full when shown, so the parser never holds up the rest of the site).
 */
import type { DocsConfig, DocsUser } from '../../src/config/index.js';
import { DiagnosticError } from '../../src/diagnostics.js';
import type { Diagnostic } from '../../src/diagnostics.js';
import type { ParsedMdxPage } from '../../src/mdx/index.js';
import { pagePathOf } from '../../src/navigation/page-file.js';
import type { Navigation, SpecChannels } from '../../src/navigation/index.js';
import { loadOpenApi } from '../../src/openapi/index.js';
import type { OpenApiSpec } from '../../src/openapi/types.js';
import { fromManifest } from '../../src/site/manifest.js';
import type { PrepareSpecText, SitePage, SiteReader } from '../../src/site/index.js';

export { fetchText as fetchTextOverHttp } from '../../src/fetch-text.js';
export type { SitePage } from '../../src/site/index.js';

export type FetchText = (url: string, signal?: AbortSignal) => Promise<string>;

export interface SiteLoadInput {
  /** Absolute URL of docs.json: names it and is the base of every relative path in it. */
  readonly url: string;
  /** How docs.json is named in diagnostics (as the host wrote it). */
  readonly file?: string;
  /** A docs.json already in memory (`<api-docs>.config`); otherwise it is fetched from `url`. */
  readonly config?: unknown;
  readonly fetchText: FetchText;
  /**
   * Where the host page is: a site assembled here reads the MDX page it shows first and the others after (`rest`).
   * Without it every page is read before the site is returned.
   */
  readonly location?: PageLocation;
  /**
   * URL of the site manifest (`docs dev` serves it, `docs build` writes it): the site is read from it and each MDX
   * page's body fetched when shown, instead of every file of the project up front. Without it, or when it cannot be
   * read, the site is assembled from docs.json.
   */
  readonly manifest?: string;
  readonly loadSpec?: (url: string, signal?: AbortSignal) => Promise<OpenApiSpec>;
  /** Reads an AsyncAPI file's channels for the navigation (a loaded `AsyncApiSpec` fits too). */
  readonly loadAsyncSpec?: (url: string, signal?: AbortSignal) => Promise<SpecChannels>;
  readonly signal?: AbortSignal;
}

export interface PageLocation {
  readonly pathname: string;
  readonly hash: string;
}

export interface LoadedSite {
  readonly url: string;
  /** The whole site, while this one still has `pending` MDX pages (a site assembled here, page by page). */
  readonly rest?: Promise<LoadedSite>;
  /** Read from the site manifest (`docs dev`, `docs build`), or assembled here from docs.json. */
  readonly source: 'manifest' | 'assembled';
  readonly config: DocsConfig;
  readonly navigation: Navigation;
  /** Page slug → what it renders. */
  readonly pages: ReadonlyMap<string, SitePage>;
  /** Every finding, docs.json first, each once. */
  readonly diagnostics: readonly Diagnostic[];
}

/**
 * A spec by URL, memoised by the core; one that docs.json changes with Overlays is read, changed, and memoised as
 * changed, so every element naming its URL shows the changed spec.
 */
async function loadSpec(
  url: string,
  fetchText: FetchText,
  signal?: AbortSignal,
  prepare?: PrepareSpecText,
): Promise<OpenApiSpec> {
  const options = signal === undefined ? {} : { signal };
  if (prepare === undefined) return loadOpenApi(url, options);
  const text = await prepare(await fetchText(url, signal), url);
  return loadOpenApi(url, { ...options, text, remember: true });
}

/** Files beside docs.json, over HTTP; pages only from docs.json's own origin. */
function httpReader(input: SiteLoadInput): SiteReader {
  const { url } = input;
  const resolve = (path: string): string => new URL(path, url).href;
  return {
    // No file list here: the assembler tries a page's files in turn (`.mdx`, then `.md` on a 404).
    place(path, kind) {
      if (kind === 'spec') return { url: resolve(path) };
      const pageUrl = resolve(path);
      if (new URL(pageUrl).origin === new URL(url).origin) return { url: pageUrl };
      return {
        skip: {
          severity: 'error',
          code: 'site/mdx-origin',
          file: path,
          message: `The page "${pagePathOf(path)}" is on another site; only pages beside docs.json are loaded.`,
        },
      };
    },
    fileName: (_url, written) => written,
    readText: input.fetchText,
    loadOpenApi: input.loadSpec ?? ((specUrl, signal, prepare) => loadSpec(specUrl, input.fetchText, signal, prepare)),
    loadAsyncApi:
      input.loadAsyncSpec ??
      (async (specUrl, signal) =>
        (await import('../../src/asyncapi/channel-index.js')).loadChannelIndex(
          specUrl,
          signal === undefined ? {} : { signal },
        )),
    // Images load only from this page's origin or over https (src/markdown/urls.ts).
    mdxOptions: { pageOrigin: globalThis.location?.origin },
  };
}

/** The site from its manifest, or undefined when the manifest cannot be read (the site is then assembled). */
async function loadFromManifest(input: SiteLoadInput & { readonly manifest: string }): Promise<LoadedSite | undefined> {
  let text: string;
  try {
    text = await input.fetchText(input.manifest, input.signal);
  } catch (error) {
    if (input.signal?.aborted) throw error;
    return undefined;
  }
  const site = fromManifest(text, input.url);
  return { url: input.url, source: 'manifest', ...site, diagnostics: [] };
}

/** A reader function that reads each URL once (the first call's signal applies). */
function once<T>(
  read: (url: string, signal?: AbortSignal) => Promise<T>,
): (url: string, signal?: AbortSignal) => Promise<T> {
  const done = new Map<string, Promise<T>>();
  return (url, signal) => {
    let result = done.get(url);
    if (result === undefined) done.set(url, (result = read(url, signal)));
    return result;
  };
}

/** Whether the page at `location` shows the MDX page `path` (history or hash routing, under any base). */
function shows(location: PageLocation, path: string): boolean {
  const route = location.hash.startsWith('#/') ? location.hash.slice(2).split('#')[0]! : location.pathname;
  const clean = decodeURIComponent(route).replace(/\/+$/, '');
  return clean === path || clean.endsWith(`/${path}`);
}

export async function loadSite(input: SiteLoadInput): Promise<LoadedSite> {
  if (input.manifest !== undefined && input.config === undefined) {
    const site = await loadFromManifest({ ...input, manifest: input.manifest });
    if (site !== undefined) return site;
  }
  const file = input.file ?? 'docs.json';
  const docsJson =
    input.config !== undefined
      ? { file, value: input.config }
      : { file, text: await input.fetchText(input.url, input.signal), url: input.url };
  // The assembler (MDX and YAML parsers) loads only here: a site read from its manifest never needs it.
  const { assembleSite } = await import('../../src/site/assemble.js');
  // Each file is read once, though the site is assembled twice (the page shown first, then the whole).
  const http = httpReader(input);
  const reader: SiteReader = {
    ...http,
    readText: once(input.fetchText),
    loadAsyncApi: once(http.loadAsyncApi),
  };
  const assemble = async (readPage?: (path: string, index: number) => boolean): Promise<LoadedSite> => {
    const site = await assembleSite({
      docsJson,
      reader,
      ...(readPage === undefined ? {} : { readPage }),
      ...(input.signal === undefined ? {} : { signal: input.signal }),
    });
    const { config, navigation, pages, diagnostics } = site;
    return { url: input.url, source: 'assembled', config, navigation, pages, diagnostics };
  };
  const location = input.location;
  if (location === undefined) return assemble();
  // Lazily, page by page: the MDX page shown (and the first, the home page) now, every other one after.
  const first = await assemble((path, index) => index === 0 || shows(location, path));
  if (![...first.pages.values()].some((page) => page.pending === true)) return first;
  return { ...first, rest: assemble() };
}

/** An MDX page's parsed body, as `docs dev` serves and `docs build` writes it beside the manifest. */
export async function fetchPageBody(url: string, fetchText: FetchText, signal?: AbortSignal): Promise<ParsedMdxPage> {
  const page = JSON.parse(await fetchText(url, signal)) as ParsedMdxPage;
  if (typeof page?.html !== 'string') throw new Error(`${url} is not a page of this site.`);
  return page;
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
