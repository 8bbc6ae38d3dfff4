/** The fields of an object schema, as the schema tree lists them. */
import type { Schema } from '../openapi/types.js';
import { mergeAllOf, type MergeOptions } from './merge.js';
import { isEmptySchema, isSchemaObject } from './util.js';

export interface SchemaProperty {
  /** The property name; for a pseudo entry the pattern (`^x-`) or `additionalProperties`. */
  readonly name: string;
  readonly schema: Schema;
  readonly required: boolean;
  /** `property` for a named one; `pattern` for a `patternProperties` entry; `additional` for `additionalProperties`. */
  readonly kind: 'property' | 'pattern' | 'additional';
}

export interface PropertyOptions extends MergeOptions {
  /** `request` drops readOnly properties, `response` drops writeOnly ones; absent keeps all. */
  readonly direction?: 'request' | 'response';
}

/**
 * Lists an object's properties after merging `allOf`, in document order. Then, as pseudo entries the
 * tree can show like fields: each `patternProperties` entry (named by its pattern), and
 * `additionalProperties` (named `additionalProperties`) when it is a schema that says something —
 * `true`, `false` and `{}` add no entry. Pseudo entries are never required.
 */
export function objectProperties(schema: Schema | undefined, options: PropertyOptions = {}): SchemaProperty[] {
  if (!isSchemaObject(schema)) return [];
  const merged = mergeAllOf(schema, options);
  const required = new Set(Array.isArray(merged.required) ? merged.required : []);
  const out: SchemaProperty[] = [];
  const keep = (property: Schema): boolean =>
    !(options.direction === 'request' && property.readOnly === true) &&
    !(options.direction === 'response' && property.writeOnly === true);

  for (const [name, property] of Object.entries(merged.properties ?? {})) {
    if (!isSchemaObject(property) || !keep(property)) continue;
    out.push({ name, schema: property, required: required.has(name), kind: 'property' });
  }
  for (const [pattern, property] of Object.entries(merged.patternProperties ?? {})) {
    if (!isSchemaObject(property) || !keep(property)) continue;
    out.push({ name: pattern, schema: property, required: false, kind: 'pattern' });
  }
  const extra = merged.additionalProperties;
  if (isSchemaObject(extra) && !isEmptySchema(extra) && keep(extra)) {
    out.push({ name: 'additionalProperties', schema: extra, required: false, kind: 'additional' });
  }
  return out;
}

/** The schema a field's children come from: an array's items (through nested arrays), else the schema itself. */
export function unwrapArray(schema: Schema, maxLevels = 8): Schema {
  let current = schema;
  for (let level = 0; level < maxLevels && isSchemaObject(current.items) && !current.properties; level++)
    current = current.items;
  return current;
}
