/**
 * Entry points: loadAsyncApi (a URL, memoised per absolute URL so every element naming one spec
 * shares one fetch and one parse) and parseAsyncApi (a string). Both reject with a DiagnosticError.
 */
import { specLoader } from '../openapi/load.js';
import { buildAsyncApiSpec } from './spec.js';
import type { AsyncApiLoadOptions, AsyncApiSpec } from './types.js';

const asyncApi = specLoader<AsyncApiSpec>(buildAsyncApiSpec);

/** Loads an AsyncAPI 2.x or 3.x document (JSON or YAML) from a URL. */
export function loadAsyncApi(source: string | URL, options: AsyncApiLoadOptions = {}): Promise<AsyncApiSpec> {
  return asyncApi.load(source, options);
}

/** Parses an AsyncAPI document given as text. `url` names it in diagnostics and resolves relative `$ref`s. */
export function parseAsyncApi(
  text: string,
  options: AsyncApiLoadOptions & { readonly url?: string } = {},
): Promise<AsyncApiSpec> {
  return asyncApi.parse(text, options);
}

/** Forgets every memoised load (tests, and the CLI's watch mode). */
export function clearAsyncApiCache(): void {
  asyncApi.clear();
}
