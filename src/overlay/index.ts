/**
 * OpenAPI Overlays (1.0, 1.1) applied to a spec's text before it is loaded: docs.json's `overlays` of an
 * `api.openapi` entry, in order, then those a project holds that name the spec in `extends`. Loaded lazily, only by
 * sites that have Overlays, so the JSONPath engine is not part of the first download.
 */
import { DiagnosticError, toDiagnostics } from '../diagnostics.js';
import type { Diagnostic } from '../diagnostics.js';
import { parseSource } from '../openapi/parse.js';
import { applyOverlay } from './apply-overlay.js';
import { readOverlay } from './read-overlay.js';

export { applyOverlay } from './apply-overlay.js';
export { readOverlay } from './read-overlay.js';
export type * from './types.js';

/** One Overlay file: where it is (an absolute URL, which also names it in findings) and its text. */
export interface OverlayInput {
  readonly url: string;
  readonly text: string;
  /** How findings name the file; default: its URL. */
  readonly name?: string;
}

const named = (diagnostics: readonly Diagnostic[], url: string, name: string): Diagnostic[] =>
  diagnostics.map((d) => (d.file === undefined || d.file === url ? { ...d, file: name } : d));

/**
 * The spec's text with each Overlay applied in order (as JSON), and the findings: an Overlay that does not parse or
 * breaks a rule is skipped whole; a spec that does not parse is returned as it was, for the loader to report.
 */
export async function overlaidText(
  specText: string,
  specUrl: string,
  overlays: readonly OverlayInput[],
): Promise<{ readonly text: string; readonly diagnostics: readonly Diagnostic[] }> {
  let document: unknown;
  try {
    document = (await parseSource(specText, specUrl)).data;
  } catch {
    return { text: specText, diagnostics: [] };
  }
  const diagnostics: Diagnostic[] = [];
  let applied = 0;
  for (const input of overlays) {
    const name = input.name ?? input.url;
    try {
      const file = await parseSource(input.text, input.url);
      const read = readOverlay(file);
      diagnostics.push(...named(read.diagnostics, input.url, name));
      if (read.overlay === undefined) continue;
      const result = applyOverlay(document, read.overlay, { file: name, locate: (p) => file.locate(p) });
      document = result.document;
      diagnostics.push(...result.diagnostics);
      applied++;
    } catch (error) {
      if (!(error instanceof DiagnosticError)) throw error;
      diagnostics.push(...named(toDiagnostics(error, input.url), input.url, name));
    }
  }
  return { text: applied === 0 ? specText : JSON.stringify(document), diagnostics };
}

/** What an Overlay's `extends` says, as written (a URI reference), and where; undefined when it says nothing. */
export async function overlayExtends(
  input: OverlayInput,
): Promise<{ readonly written: string; readonly line?: number; readonly column?: number } | undefined> {
  try {
    const file = await parseSource(input.text, input.url);
    const written = (file.data as { extends?: unknown } | null)?.extends;
    return typeof written === 'string' ? { written, ...(file.locate('/extends') ?? {}) } : undefined;
  } catch {
    return undefined;
  }
}
