/**
 * docs.json → a loaded site model in the browser: the core's site assembler (src/site/) reading over HTTP, with
 * specs memoised by the core loaders and AsyncAPI files read only for their channel lists (a channel page loads and
 * validates its spec in full when shown, so the parser never holds up the rest of the site).
 */
import type { DocsConfig, DocsUser } from '../../src/config/index.js';
import { DiagnosticError } from '../../src/diagnostics.js';
import type { Diagnostic } from '../../src/diagnostics.js';
import type { Navigation, SpecChannels } from '../../src/navigation/index.js';
import { loadOpenApi } from '../../src/openapi/index.js';
import type { OpenApiSpec } from '../../src/openapi/types.js';
import { assembleSite } from '../../src/site/index.js';
import type { SitePage, SiteReader } from '../../src/site/index.js';

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
  readonly loadSpec?: (url: string, signal?: AbortSignal) => Promise<OpenApiSpec>;
  /** Reads an AsyncAPI file's channels for the navigation (a loaded `AsyncApiSpec` fits too). */
  readonly loadAsyncSpec?: (url: string, signal?: AbortSignal) => Promise<SpecChannels>;
  readonly signal?: AbortSignal;
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

/** Files beside docs.json, over HTTP; pages only from docs.json's own origin. */
function httpReader(input: SiteLoadInput): SiteReader {
  const { url } = input;
  const resolve = (path: string): string => new URL(path, url).href;
  return {
    place(path, kind) {
      if (kind === 'spec') return { url: resolve(path) };
      const pageUrl = resolve(`${path}.mdx`);
      if (new URL(pageUrl).origin === new URL(url).origin) return { url: pageUrl };
      return {
        skip: {
          severity: 'error',
          code: 'site/mdx-origin',
          file: `${path}.mdx`,
          message: `The page "${path}" is on another site; only pages beside docs.json are loaded.`,
        },
      };
    },
    fileName: (_url, written) => written,
    readText: input.fetchText,
    loadOpenApi: input.loadSpec ?? ((specUrl, signal) => loadOpenApi(specUrl, signal === undefined ? {} : { signal })),
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

export async function loadSite(input: SiteLoadInput): Promise<LoadedSite> {
  const file = input.file ?? 'docs.json';
  const docsJson =
    input.config !== undefined
      ? { file, value: input.config }
      : { file, text: await input.fetchText(input.url, input.signal) };
  const site = await assembleSite({
    docsJson,
    reader: httpReader(input),
    ...(input.signal === undefined ? {} : { signal: input.signal }),
  });
  return {
    url: input.url,
    config: site.config,
    navigation: site.navigation,
    pages: site.pages,
    diagnostics: site.diagnostics,
  };
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
