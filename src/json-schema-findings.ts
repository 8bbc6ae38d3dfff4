/**
 * A @cfworker/json-schema result → the findings a person reads: the most precise error at each place, in plain
 * words, with its JSON pointer. Shared by the OpenAPI 3.2 and the Arazzo schema checks.
 */
import type { OutputUnit, Validator } from '@cfworker/json-schema';
import { unescapeSegment } from './openapi/pointer.js';

export interface SchemaFinding {
  readonly pointer: string;
  readonly code: string;
  readonly message: string;
}

/** Keywords that only say "something below failed": the error below says what. */
const WRAPPERS = new Set([
  '$ref',
  'properties',
  'patternProperties',
  'additionalProperties',
  'unevaluatedProperties',
  'items',
  'prefixItems',
  'allOf',
  'anyOf',
  'if',
  'then',
  'else',
  'dependentSchemas',
  'propertyNames',
]);

function pointerOf(unit: OutputUnit): string {
  return decodeURIComponent(unit.instanceLocation.replace(/^#/, ''));
}

function plain(unit: OutputUnit, pointer: string): string {
  const where = pointer === '' ? 'the document' : pointer;
  const required = /required property "([^"]+)"/.exec(unit.error);
  if (unit.keyword === 'required' && required) return `"${required[1]}" is required in ${where}.`;
  if (unit.keyword === 'false') {
    const cut = pointer.lastIndexOf('/');
    const name = unescapeSegment(pointer.slice(cut + 1));
    return `"${name}" is not allowed in ${pointer.slice(0, cut) || 'the document'}.`;
  }
  if (unit.keyword === 'not') return `${where} combines fields that cannot be used together.`;
  return `${where} is not valid: ${unit.error.replace(/^Instance /, 'it ').replace(/\.$/, '')}.`;
}

/** Schema findings: the most precise error at each place (a field "not allowed" only where nothing more precise was said). */
export function schemaFindings(validator: Validator, doc: unknown, limit: number): SchemaFinding[] {
  const result = validator.validate(doc);
  if (result.valid) return [];
  const leaves = result.errors.filter((e) => !WRAPPERS.has(e.keyword));
  const precise = leaves.filter((e) => e.keyword !== 'false');
  const kept = leaves.filter((e) => {
    if (e.keyword !== 'false') return true;
    // A property reported as unevaluated because its own value failed is not the fault itself.
    const at = pointerOf(e);
    return !precise.some((p) => pointerOf(p) === at || pointerOf(p).startsWith(`${at}/`));
  });
  const seen = new Set<string>();
  const out: SchemaFinding[] = [];
  for (const unit of kept) {
    const pointer = pointerOf(unit);
    const message = plain(unit, pointer);
    if (seen.has(message)) continue;
    seen.add(message);
    out.push({ pointer, code: 'schema/invalid', message });
    if (out.length >= limit) break;
  }
  return out;
}
