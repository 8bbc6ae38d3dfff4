/**
 * YAML → SourceFile, with bounded aliases and line/column lookup. Its own module so the `yaml`
 * package loads only when a YAML file is met: JSON specs never pay for it.
 */
import { isCollection, isNode, parseDocument, visit, type Document, type Node } from 'yaml';
import { DiagnosticError, type Diagnostic } from '../diagnostics.js';
import { LineIndex } from './json-scan.js';
import { MAX_YAML_ALIASES, type Place, type SourceFile } from './source-file.js';
import { splitPointer } from './pointer.js';

function yamlMessage(message: string): string {
  const first = message.split('\n')[0] ?? message;
  return first.replace(/ at line \d+, column \d+:?$/, '').replace(/:$/, '');
}

export function yamlFile(url: string, text: string): SourceFile {
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
    warnings.push({
      severity: 'warning',
      code: 'parse/yaml-warning',
      file: url,
      ...at(warning.pos[0]),
      message: `${yamlMessage(warning.message)}.`,
    });
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
    throw new DiagnosticError([
      { severity: 'error', code: 'parse/empty', file: url, message: 'The file holds no document.' },
    ]);
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
