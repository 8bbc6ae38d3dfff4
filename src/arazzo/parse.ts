/**
 * Arazzo text (JSON or YAML, with positions) → the typed document and every finding that needs no other file:
 * the JSON Schema of its version, runtime expressions, control flow and step kinds. A file that cannot be read as
 * an Arazzo document at all (bad YAML, not an object, an unknown version) rejects with a DiagnosticError.
 */
import { DiagnosticError, type Diagnostic } from '../diagnostics.js';
import { isObject, splitPointer, joinPointer } from '../openapi/pointer.js';
import { parseSource, type SourceFile } from '../openapi/parse.js';
import { expressionFindings } from './check-expressions.js';
import { flowFindings } from './check-flow.js';
import { stepKindFindings } from './check-step-kinds.js';
import { readComponents, readInfo, readSourceDescriptions, readWorkflows } from './model.js';
import type { ArazzoDocument, Finding } from './types.js';
import { schemaErrors } from './validate-schema.js';
import { readVersion } from './version.js';

/** A finding placed at its pointer, or at the nearest enclosing object the file has. */
export function placeFinding(file: Pick<SourceFile, 'locate'>, url: string, finding: Finding): Diagnostic {
  const segments = splitPointer(finding.pointer);
  for (let end = segments.length; end >= 0; end--) {
    const place = file.locate(joinPointer(segments.slice(0, end)));
    if (place !== undefined) return { ...finding, file: url, line: place.line, column: place.column };
  }
  return { ...finding, file: url };
}

function refuse(url: string, code: string, message: string, file?: SourceFile, pointer = ''): never {
  const place = file?.locate(pointer);
  throw new DiagnosticError([{ severity: 'error', code, message, file: url, pointer, ...(place ?? {}) }]);
}

/** Reads an Arazzo 1.0 or 1.1 document. `url` names it in findings. */
export async function parseArazzo(text: string, url: string): Promise<ArazzoDocument> {
  const file = await parseSource(text, url);
  const data = file.data;
  if (!isObject(data))
    refuse(
      url,
      'arazzo/not-an-object',
      'An Arazzo document is a mapping with `arazzo`, `info`, `sourceDescriptions` and `workflows`; this file holds something else.',
      file,
    );
  if (data.arazzo === undefined)
    refuse(
      url,
      'arazzo/version',
      'The document has no `arazzo` field naming its version, so it is not read as an Arazzo document.',
      file,
    );
  const version = readVersion(data.arazzo);
  if (!version.ok) refuse(url, 'arazzo/version', version.message, file, '/arazzo');
  // A 1.2 document is checked by the 1.1 schema, whose pattern would refuse its version.
  const checked = version.warning === undefined ? data : { ...data, arazzo: '1.1.0' };
  const workflows = readWorkflows(data);
  const components = readComponents(data);
  const sourceDescriptions = readSourceDescriptions(data);
  const model = { workflows, components, sourceDescriptions };
  const findings: Finding[] = [
    ...(version.warning === undefined
      ? []
      : [{ severity: 'warning' as const, code: 'arazzo/version', message: version.warning, pointer: '/arazzo' }]),
    ...(await schemaErrors(checked, version.version)),
    ...expressionFindings(model),
    ...flowFindings(model),
    ...stepKindFindings(model),
  ];
  return {
    kind: 'arazzo',
    url,
    sourceVersion: data.arazzo as string,
    version: version.version,
    info: readInfo(data),
    ...model,
    diagnostics: [...file.warnings, ...findings.map((f) => placeFinding(file, url, f))],
    locate: (pointer) => file.locate(pointer),
  };
}
