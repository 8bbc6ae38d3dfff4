/**
 * docs.json text with its `$ref` includes (json-includes.ts) → a typed DocsConfig, as parseDocsConfig reads a single
 * file. Kept apart because includes are read through a file reader, so this one is async.
 */
import { composeJson, mayInclude } from './json-includes.js';
import type { IncludeInput } from './json-includes.js';
import { JsonSyntaxError, parseJsonSource } from './json-source.js';
import { parseDocsConfig, readDocsConfigSource } from './parse-docs-config.js';
import type { ParsedDocsConfig } from './parse-docs-config.js';

/** `includes`: the URLs of the files docs.json included (absent when it includes none). */
export async function parseDocsConfigWithIncludes(
  text: string,
  input: IncludeInput,
): Promise<ParsedDocsConfig & { readonly includes?: readonly string[] }> {
  if (!mayInclude(text)) return parseDocsConfig(text, input.file);
  let source;
  try {
    source = parseJsonSource(text);
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    return parseDocsConfig(text, input.file);
  }
  const composed = await composeJson(source, input);
  const parsed = readDocsConfigSource(composed, input.file);
  return { ...parsed, diagnostics: [...composed.diagnostics, ...parsed.diagnostics], includes: composed.files };
}
