/**
 * Text → plain data for one file (JSON fast path, YAML with bounded aliases), keeping what is
 * needed to turn a JSON pointer into a line and column later, only when a diagnostic asks.
 */
import { DiagnosticError, type Diagnostic } from '../diagnostics.js';
import { LineIndex, findJsonProblem, locateJsonPointers } from './json-scan.js';
import type { Place, SourceFile } from './source-file.js';

export { MAX_YAML_ALIASES } from './source-file.js';
export type { Place, SourceFile } from './source-file.js';

/** Loads the YAML half of the parser on first use. */
async function yamlFile(url: string, text: string): Promise<SourceFile> {
  const { yamlFile: parseYaml } = await import('./parse-yaml.js');
  return parseYaml(url, text);
}

function looksLikeJson(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 9 || c === 10 || c === 13) continue;
    return c === 123 /* { */ || c === 91; /* [ */
  }
  return false;
}

/** Parses a file's text. Rejects with a DiagnosticError naming the file, line and column. */
export async function parseSource(rawText: string, url: string): Promise<SourceFile> {
  const text = rawText.charCodeAt(0) === 0xfeff ? rawText.slice(1) : rawText;
  if (text.trim() === '') {
    throw new DiagnosticError([{ severity: 'error', code: 'parse/empty', file: url, message: 'The file is empty.' }]);
  }
  if (looksLikeJson(text)) {
    try {
      return jsonFile(url, text, JSON.parse(text));
    } catch (error) {
      if (!(error instanceof SyntaxError)) throw error;
      const jsonError = jsonDiagnostic(url, text);
      if (/\.json$/i.test(new URL(url, 'inline:/').pathname)) throw new DiagnosticError([jsonError]);
      // YAML flow style also starts with `{`; only if that fails too is the JSON error the right one.
      try {
        return await yamlFile(url, text);
      } catch {
        throw new DiagnosticError([jsonError]);
      }
    }
  }
  return yamlFile(url, text);
}

function jsonDiagnostic(url: string, text: string): Diagnostic {
  const problem = findJsonProblem(text) ?? { offset: 0, reason: 'the text could not be read as JSON' };
  const place = new LineIndex(text).position(problem.offset);
  return {
    severity: 'error',
    code: 'parse/json',
    file: url,
    line: place.line,
    column: place.column,
    message: `The JSON is not valid: ${problem.reason}${/[.?]$/.test(problem.reason) ? '' : '.'}`,
  };
}

function jsonFile(url: string, text: string, data: unknown): SourceFile {
  let lines: LineIndex | undefined;
  const locateMany = (pointers: readonly string[]): Map<string, Place> => {
    lines ??= new LineIndex(text);
    const found = new Map<string, Place>();
    for (const [pointer, offset] of locateJsonPointers(text, pointers)) found.set(pointer, lines.position(offset));
    return found;
  };
  return {
    url,
    format: 'json',
    text,
    data,
    warnings: [],
    locateMany,
    locate: (pointer) => locateMany([pointer]).get(pointer),
  };
}
