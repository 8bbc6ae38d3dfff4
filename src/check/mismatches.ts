/**
 * Validates a value with @cfworker/json-schema (an interpreter: the spec's schemas are never compiled
 * to code) and turns its errors into mismatches a reader understands: the JSON pointer of the value,
 * what the schema expects there and what the value is. Wrapper errors ("property x does not match")
 * are folded into the leaf errors under them; a failed `anyOf`/`oneOf`/`not` is one mismatch, not one
 * per branch.
 */
import { Validator, type Schema as ValidatorSchema } from '@cfworker/json-schema';
import { FORBIDDEN_COMMENT } from './dialect.js';
import { childPointer, escapeSegment, unescapeSegment } from '../openapi/pointer.js';

export interface Mismatch {
  /** JSON pointer into the checked value (`''` is the whole value, `/items/0/id` a member). */
  readonly pointer: string;
  /** The JSON Schema keyword that failed (`type`, `required`, `enum`, …). */
  readonly keyword: string;
  /** What the schema asks for there, in short. */
  readonly expected: string;
  /** What the value is there, in short (`missing` for an absent required property). */
  readonly actual: string;
}

/** Keywords whose error only says that something inside failed; the inner errors say what. */
const WRAPPERS = new Set([
  'properties',
  'patternProperties',
  'items',
  'prefixItems',
  'allOf',
  '$ref',
  'dependentSchemas',
  'additionalProperties',
  'unevaluatedProperties',
  'unevaluatedItems',
  'propertyNames',
  'then',
  'else',
  'if',
]);
/** Keywords whose inner errors are each branch's own failure: the keyword's error alone is reported. */
const ALTERNATIVES = new Set(['anyOf', 'oneOf', 'not', 'contains']);

const MAX_TEXT = 80;

/** A short JSON rendering of a value for a message. */
export function shortJson(value: unknown): string {
  if (value === undefined) return 'missing';
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number' && Number.isInteger(value)) return 'integer';
  return typeof value;
}

/** `#/a/0` (cfworker's locations, URI-fragment encoded) → `/a/0`. */
function toPointer(location: string): string {
  const body = location.startsWith('#') ? location.slice(1) : location;
  return body
    .split('/')
    .map((token, i) => (i === 0 ? token : escapeSegment(unescapeSegment(decodeURIComponent(token)))))
    .join('/');
}

function at(root: unknown, pointer: string): unknown {
  if (pointer === '') return root;
  let node: unknown = root;
  for (const token of pointer.slice(1).split('/')) {
    const key = unescapeSegment(token);
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

interface RawError {
  readonly keyword: string;
  readonly keywordLocation: string;
  readonly instanceLocation: string;
  readonly error: string;
}

function describeExpected(keyword: string, rule: unknown, parent: unknown): string {
  if (keyword === 'type') return `type ${Array.isArray(rule) ? rule.join(' or ') : String(rule)}`;
  if (keyword === 'enum') return `one of ${shortJson(rule)}`;
  if (keyword === 'const') return `exactly ${shortJson(rule)}`;
  if (keyword === 'not' && (parent as { $comment?: unknown } | undefined)?.$comment === FORBIDDEN_COMMENT)
    return 'absent (this property goes only the other way: readOnly or writeOnly)';
  if (keyword === 'anyOf' || keyword === 'oneOf')
    return `${keyword === 'oneOf' ? 'exactly one' : 'at least one'} of ${Array.isArray(rule) ? rule.length : '?'} alternatives`;
  if (rule === undefined) return keyword;
  return `${keyword} ${shortJson(rule)}`;
}

function toMismatch(e: RawError, previous: RawError | undefined, schema: unknown, value: unknown): Mismatch {
  const pointer = toPointer(e.instanceLocation);
  if (e.keyword === 'required') {
    const name = /required property "(.*)"\.?$/.exec(e.error)?.[1] ?? '';
    return {
      pointer: childPointer(pointer, name),
      keyword: 'required',
      expected: 'a required property',
      actual: 'missing',
    };
  }
  if (e.keyword === 'false') {
    const extra = previous?.keyword === 'additionalProperties' || previous?.keyword === 'unevaluatedProperties';
    return {
      pointer,
      keyword: extra ? previous.keyword : 'false',
      expected: extra ? 'no property of this name (the schema allows no others)' : 'nothing here (the schema is false)',
      actual: shortJson(at(value, pointer)),
    };
  }
  const schemaPointer = toPointer(e.keywordLocation);
  const rule = at(schema, schemaPointer);
  const parent = at(schema, schemaPointer.slice(0, schemaPointer.lastIndexOf('/')));
  const actualValue = at(value, pointer);
  const actual = e.keyword === 'type' ? `${typeOf(actualValue)} ${shortJson(actualValue)}` : shortJson(actualValue);
  return { pointer, keyword: e.keyword, expected: describeExpected(e.keyword, rule, parent), actual };
}

/** Mismatches from the validator's errors: wrappers and branches folded away, duplicates removed. */
function fold(errors: readonly RawError[], schema: unknown, value: unknown): Mismatch[] {
  const alternatives = errors.filter((e) => ALTERNATIVES.has(e.keyword)).map((e) => `${e.keywordLocation}/`);
  const out: Mismatch[] = [];
  const seen = new Set<string>();
  errors.forEach((e, i) => {
    if (WRAPPERS.has(e.keyword)) return;
    if (alternatives.some((prefix) => e.keywordLocation.startsWith(prefix))) return;
    const m = toMismatch(e, errors[i - 1], schema, value);
    const key = `${m.pointer}\u0000${m.keyword}\u0000${m.expected}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push(m);
  });
  return out;
}

/** A reusable check of values against one (converted) schema. */
export interface ValueCheck {
  (value: unknown): readonly Mismatch[];
}

/** Compiles nothing: keeps the schema and interprets it for each value. At most `limit` mismatches per value. */
export function valueCheck(schema: Record<string, unknown> | boolean, limit = 50): ValueCheck {
  const validator = new Validator(schema as ValidatorSchema | boolean, '2020-12', false);
  return (value) => {
    const result = validator.validate(value);
    if (result.valid) return [];
    return fold(result.errors as RawError[], schema, value).slice(0, limit);
  };
}
