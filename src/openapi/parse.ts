/**
 * Text → plain data for one file (JSON fast path, YAML with bounded aliases), keeping what is
 * needed to turn a JSON pointer into a line and column later, only when a diagnostic asks.
 */
import { isCollection, isNode, parseDocument, visit, type Document, type Node } from 'yaml';
import { DiagnosticError, type Diagnostic } from '../diagnostics.js';
import { LineIndex, findJsonProblem, locateJsonPointers } from './json-scan.js';
import { splitPointer } from './pointer.js';

/** Aliases a YAML document may expand; real specs use a handful, a "billion laughs" file needs far more. */
export const MAX_YAML_ALIASES = 100;

export interface Place {
  readonly line: number;
  readonly column: number;
}

/** One parsed file: the root spec or a file reached by an external `$ref`. */
export interface SourceFile {
  readonly url: string;
  readonly format: 'json' | 'yaml';
  /** The text as read (kept for validation, which may parse it again in a worker). */
  readonly text: string;
  readonly data: unknown;
  /** Line and column of a pointer in this file's text, when it can be found. */
  locate(pointer: string): Place | undefined;
  /** The same for many pointers at once (one scan for JSON). */
  locateMany(pointers: readonly string[]): Map<string, Place>;
  /** Warnings found while parsing (duplicate YAML keys, unknown tags, …). */
  readonly warnings: readonly Diagnostic[];
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
export function parseSource(rawText: string, url: string): SourceFile {
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
        return yamlFile(url, text);
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
  return { url, format: 'json', text, data, warnings: [], locateMany, locate: (pointer) => locateMany([pointer]).get(pointer) };
}

function yamlMessage(message: string): string {
  const first = message.split('\n')[0] ?? message;
  return first.replace(/ at line \d+, column \d+:?$/, '').replace(/:$/, '');
}

function yamlFile(url: string, text: string): SourceFile {
  const lines = new LineIndex(text);
  const doc = parseDocument(text, { merge: true, uniqueKeys: true, prettyErrors: false });
  const at = (offset: number): Place => lines.position(offset);
  const warnings: Diagnostic[] = [];
  const errors: Diagnostic[] = [];
  for (const problem of doc.errors) {
    const place = at(problem.pos[0]);
    const entry: Diagnostic = {
      severity: problem.code === 'DUPLICATE_KEY' ? 'warning' : 'error',
      code: problem.code === 'DUPLICATE_KEY' ? 'parse/yaml-duplicate-key' : 'parse/yaml',
      file: url,
      ...place,
      message:
        problem.code === 'DUPLICATE_KEY'
          ? 'The same key appears twice in one YAML mapping; the last one is used.'
          : `The YAML is not valid: ${yamlMessage(problem.message)}.`,
    };
    (entry.severity === 'error' ? errors : warnings).push(entry);
  }
  for (const warning of doc.warnings) {
    warnings.push({ severity: 'warning', code: 'parse/yaml-warning', file: url, ...at(warning.pos[0]), message: `${yamlMessage(warning.message)}.` });
  }
  if (errors.length > 0) throw new DiagnosticError(errors);
  if (text.includes('&')) {
    const cycle = findSelfContainingAlias(doc);
    if (cycle !== undefined) {
      throw new DiagnosticError([
        {
          severity: 'error',
          code: 'parse/yaml-recursive-alias',
          file: url,
          ...at(cycle),
          message: 'The YAML alias here refers to an anchor that contains it, which would make an endless document.',
        },
      ]);
    }
  }
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: MAX_YAML_ALIASES });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const aliases = /alias/i.test(message);
    throw new DiagnosticError([
      {
        severity: 'error',
        code: aliases ? 'parse/yaml-aliases' : 'parse/yaml',
        file: url,
        message: aliases
          ? `The YAML uses too many aliases (more than ${MAX_YAML_ALIASES} expansions); it looks like a document designed to exhaust memory.`
          : `The YAML could not be read: ${message}.`,
      },
    ]);
  }
  if (data === null || data === undefined) {
    throw new DiagnosticError([{ severity: 'error', code: 'parse/empty', file: url, message: 'The file holds no document.' }]);
  }
  const locate = (pointer: string): Place | undefined => {
    try {
      const node = doc.getIn(splitPointer(pointer), true) as unknown;
      const range = isNode(node) ? (node as Node).range : undefined;
      return range ? at(range[0]) : undefined;
    } catch {
      return undefined;
    }
  };
  const locateMany = (pointers: readonly string[]): Map<string, Place> => {
    const found = new Map<string, Place>();
    for (const pointer of pointers) {
      const place = locate(pointer);
      if (place !== undefined) found.set(pointer, place);
    }
    return found;
  };
  return { url, format: 'yaml', text, data, warnings, locate, locateMany };
}

/** Offset of an alias nested inside the very node its anchor names (`a: &a [ *a ]`), if any. */
function findSelfContainingAlias(doc: Document): number | undefined {
  let offset: number | undefined;
  visit(doc, {
    Alias(_key, node, path) {
      const target = node.resolve(doc);
      if (target !== undefined && isCollection(target) && path.includes(target as never)) {
        offset = node.range?.[0] ?? 0;
        return visit.BREAK;
      }
      return undefined;
    },
  });
  return offset;
}

