/** The input a schema calls for in a form (the playground's fields), read from the schema alone. */
import type { Schema } from '../openapi/types.js';
import { mergeAllOf } from '../schema/index.js';

export type FieldKind = 'enum' | 'boolean' | 'integer' | 'number' | 'array' | 'object' | 'file' | 'string';

/** A schema with `allOf` merged, ready to pick an input for. */
export function flatSchema(schema: Schema | undefined): Schema {
  if (schema === undefined) return {};
  return schema.allOf ? mergeAllOf(schema) : schema;
}

function typeOf(schema: Schema): string | undefined {
  if (typeof schema.type === 'string') return schema.type;
  return schema.type?.find((t) => t !== 'null');
}

/** The input a schema calls for. */
export function fieldKind(schema: Schema | undefined): FieldKind {
  const s = flatSchema(schema);
  if (Array.isArray(s.enum) && s.enum.length > 0) return 'enum';
  const type = typeOf(s);
  if (
    type === 'string' &&
    (s.format === 'binary' || s.contentMediaType !== undefined || s.contentEncoding !== undefined)
  )
    return 'file';
  if (type === 'boolean' || type === 'integer' || type === 'number' || type === 'array' || type === 'object')
    return type;
  if (type === undefined && s.properties) return 'object';
  return 'string';
}
