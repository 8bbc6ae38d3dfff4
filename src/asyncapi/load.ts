/**
 * Entry points: loadAsyncApi (a URL, memoised per absolute URL so every element naming one spec
 * shares one fetch and one parse) and parseAsyncApi (a string). Both reject with a DiagnosticError.
 */
import { DiagnosticError } from '../diagnostics.js';
import type { ReadText } from '../openapi/files.js';
import { defaultReadText } from '../openapi/load.js';
import { parseSource } from '../openapi/parse.js';
import { absoluteUrl, inlineName, withAbort } from '../source-url.js';
import { buildAsyncApiSpec } from './spec.js';
import type { AsyncApiLoadOptions, AsyncApiSpec } from './types.js';

const memo = new Map<string, Promise<AsyncApiSpec>>();

/** Loads an AsyncAPI 2.x or 3.x document (JSON or YAML) from a URL. */
export function loadAsyncApi(source: string | URL, options: AsyncApiLoadOptions = {}): Promise<AsyncApiSpec> {
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
  if (options.text !== undefined) return withAbort(fromText(options.text, url, readText), options.signal);
  let pending = options.fresh === true ? undefined : memo.get(url);
  if (pending === undefined) {
    pending = (async () => fromText(await readRoot(readText, url), url, readText))();
    memo.set(url, pending);
    const settled = pending;
    settled.catch(() => {
      if (memo.get(url) === settled) memo.delete(url); // a retry after a failure reloads
    });
  }
  return withAbort(pending, options.signal);
}

/** Parses an AsyncAPI document given as text. `url` names it in diagnostics and resolves relative `$ref`s. */
export function parseAsyncApi(
  text: string,
  options: AsyncApiLoadOptions & { readonly url?: string } = {},
): Promise<AsyncApiSpec> {
  let url: string;
  try {
    url = options.url === undefined ? inlineName(text) : absoluteUrl(options.url, options.baseUrl);
  } catch {
    url = inlineName(text);
  }
  return withAbort(fromText(text, url, options.readText ?? defaultReadText), options.signal);
}

/** Forgets every memoised load (tests, and the CLI's watch mode). */
export function clearAsyncApiCache(): void {
  memo.clear();
}

async function fromText(text: string, url: string, readText: ReadText): Promise<AsyncApiSpec> {
  return buildAsyncApiSpec(await parseSource(text, url), readText);
}

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
