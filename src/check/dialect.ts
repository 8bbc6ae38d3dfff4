/**
 * Turns a resolved OpenAPI schema (already JSON Schema 2020-12: 3.0's `nullable` is rewritten by the
 * reader) into one a validator can check a live message against, under OpenAPI's dialect:
 * `discriminator` and `x-` extensions are annotations (dropped), `format` is an annotation (2020-12's
 * default: an unknown or loose format never fails a response), a circular marker accepts anything (its
 * target is checked where it is expanded), and `readOnly`/`writeOnly` follow the direction: a property
 * the other direction owns is never required, and a `writeOnly` property sent in a response is reported.
 */
import { ONE_SCHEMA, SCHEMA_LIST, SCHEMA_MAP } from '../openapi/schema-keywords.js';
import type { Schema } from '../openapi/types.js';

export type Direction = 'request' | 'response';

/** The `$comment` that marks a property the message must not carry (mismatch messages read it). */
export const FORBIDDEN_COMMENT = 'openapi:not-in-this-direction';

const DROPPED = new Set(['discriminator', 'format', '$ref', 'example', 'examples', 'xml', 'externalDocs']);

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True for the property schema the other direction owns (`readOnly` in a request, `writeOnly` in a response). */
function otherDirection(schema: unknown, direction: Direction): boolean {
  if (!isObject(schema)) return false;
  return direction === 'response' ? schema.writeOnly === true : schema.readOnly === true;
}

function convertProperties(props: Json, direction: Direction, seen: WeakMap<object, unknown>): Json {
  const out: Json = {};
  for (const [name, sub] of Object.entries(props)) {
    // A writeOnly property in a response (readOnly in a request) must not be there at all.
    out[name] = otherDirection(sub, direction)
      ? { not: {}, $comment: FORBIDDEN_COMMENT }
      : convert(sub, direction, seen);
  }
  return out;
}

function convert(node: unknown, direction: Direction, seen: WeakMap<object, unknown>): unknown {
  if (typeof node === 'boolean') return node;
  if (!isObject(node)) return true;
  if (node['x-circular'] === true || node['x-unresolved'] === true) return true;
  const known = seen.get(node);
  if (known !== undefined) return known;
  const out: Json = {};
  seen.set(node, out);
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith('x-') || DROPPED.has(key)) continue;
    if (key === 'properties' && isObject(value)) out[key] = convertProperties(value, direction, seen);
    else if (SCHEMA_MAP.has(key) && isObject(value))
      out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, convert(v, direction, seen)]));
    else if (SCHEMA_LIST.has(key) && Array.isArray(value)) out[key] = value.map((v) => convert(v, direction, seen));
    else if (ONE_SCHEMA.has(key)) out[key] = convert(value, direction, seen);
    // A copy: the validator annotates the schema it is given, and the spec's objects are frozen.
    else out[key] = typeof value === 'object' && value !== null ? JSON.parse(JSON.stringify(value)) : value;
  }
  if (Array.isArray(out.required) && isObject(node.properties)) {
    const props = node.properties;
    out.required = out.required.filter((name) => !otherDirection(props[String(name)], direction));
  }
  return out;
}

/** The schema to validate a `direction` message against (a new object; the input is never changed). */
export function toValidationSchema(schema: Schema | boolean | undefined, direction: Direction): Json | boolean {
  if (schema === undefined) return true;
  const out = convert(schema, direction, new WeakMap());
  return typeof out === 'boolean' ? out : (out as Json);
}
