/**
 * What a page needs to show and run a workflow: the Arazzo document read from its URL and its OpenAPI source
 * descriptions loaded (resolved against the document's URL), by name. A source that cannot be loaded is named
 * in `problems`; its steps are shown but cannot run.
 */
import { toDiagnostics } from '../diagnostics.js';
import { fetchText } from '../fetch-text.js';
import { loadOpenApi } from '../openapi/index.js';
import type { OpenApiSpec } from '../openapi/types.js';
import { parseArazzo } from './parse.js';
import type { ArazzoDocument } from './types.js';

export interface LoadedWorkflowDocument {
  readonly document: ArazzoDocument;
  readonly sources: ReadonlyMap<string, OpenApiSpec>;
  readonly problems: readonly string[];
}

export async function loadForRun(url: string, signal?: AbortSignal): Promise<LoadedWorkflowDocument> {
  const document = await parseArazzo(await fetchText(url, signal), url);
  const sources = new Map<string, OpenApiSpec>();
  const problems: string[] = [];
  for (const source of document.sourceDescriptions) {
    if (source.type !== undefined && source.type !== 'openapi') continue;
    const at = new URL(source.url, url).href;
    try {
      sources.set(source.name, await loadOpenApi(at, signal === undefined ? {} : { signal }));
    } catch (error) {
      const reason = toDiagnostics(error, at)
        .map((d) => d.message)
        .join(' ');
      problems.push(`Source "${source.name}" (${source.url}) could not be loaded: ${reason}`);
    }
  }
  return { document, sources, problems };
}
