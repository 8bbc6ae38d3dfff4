/**
 * Entry points: loadOpenApi (a URL, memoised per absolute URL so every element naming one spec
 * shares one fetch and one parse) and parseOpenApi (a string). Both reject with a DiagnosticError.
 */
import { DiagnosticError } from '../diagnostics.js';
import { fetchText } from '../fetch-text.js';
import { absoluteUrl, inlineName, withAbort } from '../source-url.js';
import type { ReadText } from './files.js';
import { parseSource, type SourceFile } from './parse.js';
import { buildSpec } from './spec.js';
import type { LoadOptions, OpenApiSpec } from './types.js';

/** Loading a spec by URL (memoised per absolute URL) or from text, whatever model `build` makes of the parsed file. */
export interface SpecLoader<T> {
  load(source: string | URL, options?: LoadOptions): Promise<T>;
  parse(text: string, options?: LoadOptions & { readonly url?: string }): Promise<T>;
  /** Forgets every memoised load (tests, and the CLI's watch mode). */
  clear(): void;
}

/** One loader per kind of spec (OpenAPI here, AsyncAPI in src/asyncapi): the same URLs, memo and errors. */
export function specLoader<T>(build: (file: SourceFile, readText: ReadText) => Promise<T>): SpecLoader<T> {
  const memo = new Map<string, Promise<T>>();
  const fromText = async (text: string, url: string, readText: ReadText): Promise<T> =>
    build(await parseSource(text, url), readText);
  const remember = (url: string, pending: Promise<T>): void => {
    memo.set(url, pending);
    pending.catch(() => {
      if (memo.get(url) === pending) memo.delete(url); // a retry after a failure reloads
    });
  };
  return {
    load(source, options = {}) {
      let url: string;
      try {
        url = absoluteUrl(source, options.baseUrl);
      } catch {
        return Promise.reject(
          new DiagnosticError([
            {
              severity: 'error',
              code: 'load/url',
              file: String(source),
              message: `"${String(source)}" is not a valid URL or path.`,
            },
          ]),
        );
      }
      const readText = options.readText ?? defaultReadText;
      if (options.text !== undefined) {
        const parsed = fromText(options.text, url, readText);
        if (options.remember === true) remember(url, parsed);
        return withAbort(parsed, options.signal);
      }
      let pending = options.fresh === true ? undefined : memo.get(url);
      if (pending === undefined) {
        pending = (async () => fromText(await readRoot(readText, url), url, readText))();
        remember(url, pending);
      }
      return withAbort(pending, options.signal);
    },
    parse(text, options = {}) {
      let url: string;
      try {
        url = options.url === undefined ? inlineName(text) : absoluteUrl(options.url, options.baseUrl);
      } catch {
        url = inlineName(text);
      }
      return withAbort(fromText(text, url, options.readText ?? defaultReadText), options.signal);
    },
    clear: () => memo.clear(),
  };
}

const openApi = specLoader<OpenApiSpec>(buildSpec);

/** Loads an OpenAPI document (JSON or YAML) from a URL, memoised per absolute URL. */
export function loadOpenApi(source: string | URL, options: LoadOptions = {}): Promise<OpenApiSpec> {
  return openApi.load(source, options);
}

/** Parses an OpenAPI document given as text. `url` names it in diagnostics and resolves relative `$ref`s. */
export function parseOpenApi(
  text: string,
  options: LoadOptions & { readonly url?: string } = {},
): Promise<OpenApiSpec> {
  return openApi.parse(text, options);
}

/** Forgets every memoised load (tests, and the CLI's watch mode). */
export function clearOpenApiCache(): void {
  openApi.clear();
}

/** Reads a root file; a failure that is not already a diagnostic becomes one naming the URL. */
async function readRoot(readText: ReadText, url: string): Promise<string> {
  try {
    return await readText(url);
  } catch (error) {
    if (error instanceof DiagnosticError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new DiagnosticError([
      { severity: 'error', code: 'network/fetch', file: url, message: `Could not load ${url}: ${reason}.` },
    ]);
  }
}

/** fetch in browsers; the file system for `file:` URLs in Node (loaded only then, so bundles never see it). */
export const defaultReadText: ReadText = async (url, signal) => {
  if (
    url.startsWith('file:') &&
    typeof (globalThis as { process?: { versions?: { node?: string } } }).process?.versions?.node === 'string'
  ) {
    const nodeModule = '../node/read-text.js';
    const { readTextFromFileOrUrl } = (await import(/* @vite-ignore */ nodeModule)) as {
      readTextFromFileOrUrl: ReadText;
    };
    return readTextFromFileOrUrl(url, signal);
  }
  return fetchText(url, signal);
};
