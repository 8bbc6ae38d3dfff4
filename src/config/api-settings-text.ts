/**
 * docs.json as text → its `api` settings (api-settings.ts), with lines and columns from the JSON
 * source reader. Apart from api-settings.ts so that `<docs-config>` loads the positional JSON reader
 * with the file it fetches, not in the script-tag bundle's up-front file.
 */
import type { Diagnostic } from '../diagnostics.js';
import { defaultApiSettings, parseApiSettings, type ApiSettingsResult } from './api-settings.js';
import { describeValue, isJsonObject } from './config-reader.js';
import { composeJson, mayInclude, type IncludeInput } from './json-includes.js';
import { JsonSyntaxError, parseJsonSource, type JsonSource } from './json-source.js';

/** For `<docs-config>`'s in-memory docs.json: the reader comes in this chunk, not in the up-front file. */
export { parseApiSettings } from './api-settings.js';

/**
 * Parses the text of a docs.json and reads its `api` settings. A syntax error becomes one diagnostic
 * with its line and column; every other finding gets the line and column of its JSON pointer.
 */
export function readApiSettingsFromText(text: string, file?: string): ApiSettingsResult & { readonly ok: boolean } {
  const at = file === undefined ? {} : { file };
  let source: JsonSource;
  try {
    source = parseJsonSource(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const place = error instanceof JsonSyntaxError ? error.place : {};
    const diagnostic: Diagnostic = {
      severity: 'error',
      code: 'parse/json',
      message: `docs.json is not valid JSON: ${message}.`,
      ...at,
      ...place,
    };
    return { ok: false, settings: defaultApiSettings, diagnostics: [diagnostic] };
  }
  return readSettings(source, file);
}

/**
 * The same, with docs.json's `$ref` includes read through `input.reader` (json-includes.ts); findings about an
 * included value name that file.
 */
export async function readApiSettingsWithIncludes(
  text: string,
  input: IncludeInput,
): Promise<ApiSettingsResult & { readonly ok: boolean }> {
  const plain = readApiSettingsFromText(text, input.file);
  if (!plain.ok || !mayInclude(text)) return plain;
  const composed = await composeJson(parseJsonSource(text), { ...input, only: ['api'] });
  const read = readSettings(composed, input.file);
  return { ...read, diagnostics: [...composed.diagnostics, ...read.diagnostics] };
}

function readSettings(source: JsonSource, file: string | undefined): ApiSettingsResult & { readonly ok: boolean } {
  const at = file === undefined ? {} : { file };
  if (!isJsonObject(source.value)) {
    const diagnostic: Diagnostic = {
      severity: 'error',
      code: 'config/type',
      message: `docs.json must hold a JSON object; got ${describeValue(source.value)}.`,
      pointer: '',
      ...at,
    };
    return { ok: false, settings: defaultApiSettings, diagnostics: [diagnostic] };
  }
  const { settings, diagnostics } = parseApiSettings(source.value['api'], file);
  const placed = diagnostics.map((d) => (d.pointer === undefined ? d : { ...d, ...(source.locate(d.pointer) ?? {}) }));
  return { ok: true, settings, diagnostics: placed };
}
