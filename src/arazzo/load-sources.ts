/**
 * A SourceLoader made of a file reader: specs the caller already loaded are reused (a project's OpenAPI and
 * AsyncAPI files), others are read and parsed by their kind. Which URLs may be read is the caller's rule
 * (`docs validate` reads files of the project and fetches nothing), so a fictional host is never contacted.
 */
import type { AsyncApiSpec } from '../asyncapi/types.js';
import { toDiagnostics } from '../diagnostics.js';
import type { OpenApiSpec } from '../openapi/types.js';
import type { LoadedSource, SourceLoader } from './check-sources.js';
import type { SourceDescription, SourceType } from './types.js';

export interface SourceLoaderOptions {
  /** Reads a file or URL; rejects when it is not there. */
  readonly readText: (url: string) => Promise<string>;
  /** Whether a URL may be read; the reason it may not (shown as a warning) otherwise. */
  readonly allow: (url: string) => true | string;
  /** URLs to read from another place (a published URL served from a local copy). */
  readonly mapped?: ReadonlyMap<string, string>;
  /** Specs already loaded, by URL. */
  readonly openapi?: ReadonlyMap<string, OpenApiSpec>;
  readonly asyncapi?: ReadonlyMap<string, AsyncApiSpec>;
}

/** The kind a source is: as its description says, else as its text says (`asyncapi:` / `arazzo:` at the top). */
function kindOf(source: SourceDescription, text: string): SourceType {
  if (source.type !== undefined) return source.type;
  if (/^\s*["']?asyncapi["']?\s*:/m.test(text)) return 'asyncapi';
  if (/^\s*["']?arazzo["']?\s*:/m.test(text)) return 'arazzo';
  return 'openapi';
}

async function parse(kind: SourceType, url: string, text: string): Promise<LoadedSource> {
  // Loaded on demand: a page without workflows never pulls in the parsers for them.
  if (kind === 'asyncapi') {
    const { loadAsyncApi } = await import('../asyncapi/index.js');
    return { kind, spec: await loadAsyncApi(url, { text }) };
  }
  if (kind === 'arazzo') {
    const { parseArazzo } = await import('./parse.js');
    return { kind, document: await parseArazzo(text, url) };
  }
  const { loadOpenApi } = await import('../openapi/index.js');
  return { kind, spec: await loadOpenApi(url, { text }) };
}

function reasonOf(error: unknown, url: string): string {
  return toDiagnostics(error, url)
    .map((d) => d.message.replace(/\.$/, ''))
    .join('; ');
}

export function sourceLoader(options: SourceLoaderOptions): SourceLoader {
  return async (source, resolved) => {
    const url = options.mapped?.get(resolved) ?? resolved;
    const openapi = options.openapi?.get(url);
    if (openapi !== undefined) return { kind: 'openapi', spec: openapi };
    const asyncapi = options.asyncapi?.get(url);
    if (asyncapi !== undefined) return { kind: 'asyncapi', spec: asyncapi };
    const allowed = options.allow(url);
    if (allowed !== true) return { kind: 'unavailable', severity: 'warning', reason: allowed };
    let text: string;
    try {
      text = await options.readText(url);
    } catch (error) {
      // Like a source on a host that is not contacted, a missing file leaves its steps unchecked, and the page renders.
      return { kind: 'unavailable', severity: 'warning', reason: reasonOf(error, url) };
    }
    try {
      return await parse(kindOf(source, text), url, text);
    } catch (error) {
      return { kind: 'unavailable', severity: 'error', reason: `it could not be loaded (${reasonOf(error, url)})` };
    }
  };
}
