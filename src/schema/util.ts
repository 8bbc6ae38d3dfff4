/** Small readers shared by the schema helpers. */
import type { Schema } from '../openapi/types.js';
import { unescapeSegment } from '../openapi/pointer.js';

export const primitiveTypes = ['string', 'number', 'integer', 'boolean', 'null', 'object', 'array'] as const;

/** True for a reference that was not expanded (a circular marker or an unresolvable `$ref`). */
export function isRefMarker(schema: Schema): boolean {
  return typeof schema.$ref === 'string';
}

/** The display name of a referenced schema: `x-ref-name`, else the last segment of `$ref`. */
export function refName(schema: Schema): string | undefined {
  const name = schema['x-ref-name'];
  if (typeof name === 'string' && name !== '') return name;
  if (typeof schema.$ref === 'string') {
    const last = schema.$ref.split('/').pop() ?? '';
    const decoded = unescapeSegment(last);
    return decoded === '' ? schema.$ref : decoded;
  }
  return undefined;
}

/** The declared types as a list (`'string'` → `['string']`, absent → `[]`). */
export function typeList(schema: Schema): string[] {
  if (typeof schema.type === 'string') return [schema.type];
  if (Array.isArray(schema.type)) return schema.type.filter((t): t is string => typeof t === 'string');
  return [];
}

/** The JSON type of a value as JSON Schema names it. */
export function jsonTypeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  if (typeof value === 'object') return 'object';
  return typeof value;
}

/**
 * The types a schema stands for: declared ones, else inferred from its keywords
 * (`properties` → object, `items` → array, `enum`/`const` → their values' types, `format` → string).
 */
export function effectiveTypes(schema: Schema): string[] {
  const declared = typeList(schema);
  if (declared.length > 0) return declared;
  if (schema.properties || schema.patternProperties || isSchemaObject(schema.additionalProperties)) return ['object'];
  if (schema.items || schema.prefixItems) return ['array'];
  if ('const' in schema && schema.const !== undefined) return [jsonTypeOf(schema.const)];
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return unique(schema.enum.map(jsonTypeOf));
  if (schema.format || schema.pattern !== undefined || schema.minLength !== undefined || schema.maxLength !== undefined)
    return ['string'];
  if (schema.minimum !== undefined || schema.maximum !== undefined || schema.multipleOf !== undefined)
    return ['number'];
  return [];
}

export function isSchemaObject(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A schema with no constraining keyword: `{}` or `true`-like. */
export function isEmptySchema(schema: Schema): boolean {
  return Object.keys(schema).every((key) => key === 'description' || key === 'title' || key.startsWith('x-'));
}

export function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

/** A short JSON rendering of a value for labels (strings unquoted when `bare`). */
export function shortValue(value: unknown, bare = false, max = 60): string {
  let text: string;
  if (typeof value === 'string' && bare) text = value;
  else {
    try {
      text = JSON.stringify(value) ?? String(value);
    } catch {
      text = String(value);
    }
  }
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
