/** A schema's type as one short line of text: `string<uuid>`, `Pet[]`, `integer | null`, `Cat | Dog`. */
import type { Schema } from '../openapi/types.js';
import { mergeAllOf } from './merge.js';
import {
  effectiveTypes,
  isEmptySchema,
  isRefMarker,
  isSchemaObject,
  refName,
  shortValue,
  typeList,
  unique,
} from './util.js';

const maxDepth = 4;
const maxUnionMembers = 4;

/**
 * Rules, first match wins:
 * - a `$ref` marker (circular or unresolved): its name (`Node`);
 * - `const`: `const "dog"`; `enum`: `enum<string>` (`| null` when null is one of the values);
 * - `oneOf`/`anyOf`: the variants joined by ` | ` (at most four, then `…`);
 * - a named object (`x-ref-name`, else a one-word `title`): the name (`Pet`);
 * - arrays: `Pet[]` for named items, `array<string>`, `array<string | null>`, tuples `[string, integer]`;
 * - objects with only `additionalProperties`: `map<string, integer>`;
 * - primitives with their format: `string<uuid>`, `integer<int64>`, `string<binary>` for content media types;
 * - several types: `string | null`; nothing at all: `any`.
 */
export function describeType(schema: Schema | undefined): string {
  return describe(schema, 0);
}

function describe(schema: Schema | undefined, depth: number): string {
  if (!isSchemaObject(schema)) return 'any';
  if (isRefMarker(schema)) return refName(schema) ?? 'object';
  if (depth > maxDepth) return schemaName(schema) ?? effectiveTypes(schema)[0] ?? 'any';
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0) {
    const { allOf: residual, ...rest } = mergeAllOf(schema);
    if (!isEmptySchema(rest)) return describe(rest, depth + 1);
    // Only unresolved markers were left: the schema's own name, else theirs.
    const own = schemaName(rest);
    if (own) return own;
    if (Array.isArray(residual) && residual.length > 0)
      return unique(residual.map((part) => describe(part, depth + 1))).join(' & ');
    return 'any';
  }

  const nullable = typeList(schema).includes('null');
  if (schema.const !== undefined) return `const ${shortValue(schema.const, false, 40)}`;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) {
    const valueTypes = unique(
      schema.enum
        .filter((v) => v !== null)
        .map((v) => (typeof v === 'number' && !Number.isInteger(v) ? 'number' : jsonType(v))),
    );
    const declared = typeList(schema).filter((t) => t !== 'null');
    const base = declared.length > 0 ? declared.join(' | ') : valueTypes.join(' | ') || 'null';
    return schema.enum.includes(null) || nullable ? `enum<${base}> | null` : `enum<${base}>`;
  }

  const union = schema.oneOf ?? schema.anyOf;
  if (Array.isArray(union) && union.length > 0) {
    const name = schemaName(schema);
    if (name) return name;
    const members = unique(union.map((variant) => describe(variant, depth + 1)));
    const shown = members.slice(0, maxUnionMembers);
    if (members.length > maxUnionMembers) shown.push('…');
    if (nullable && !members.includes('null')) shown.push('null');
    return shown.join(' | ');
  }

  const types = effectiveTypes(schema);
  if (types.length === 0) return schemaName(schema) ?? 'any';
  const parts = types.map((type) => describeOne(schema, type, depth));
  return unique(parts).join(' | ');
}

function describeOne(schema: Schema, type: string, depth: number): string {
  switch (type) {
    case 'array':
      return describeArray(schema, depth);
    case 'object': {
      const name = schemaName(schema);
      if (name) return name;
      const extra = schema.additionalProperties;
      if (!schema.properties && isSchemaObject(extra) && Object.keys(extra).length > 0)
        return `map<string, ${describe(extra, depth + 1)}>`;
      return 'object';
    }
    case 'string': {
      const format = schema.format ?? (schema.contentMediaType || schema.contentEncoding ? 'binary' : undefined);
      return format ? `string<${format}>` : 'string';
    }
    case 'integer':
    case 'number':
      return schema.format ? `${type}<${schema.format}>` : type;
    default:
      return type;
  }
}

function describeArray(schema: Schema, depth: number): string {
  if (Array.isArray(schema.prefixItems) && schema.prefixItems.length > 0) {
    const members = schema.prefixItems.map((item) => describe(item, depth + 1));
    if (isSchemaObject(schema.items)) members.push(`...${describe(schema.items, depth + 1)}`);
    return `[${members.join(', ')}]`;
  }
  if (!isSchemaObject(schema.items)) return 'array';
  const inner = describe(schema.items, depth + 1);
  // A bare identifier reads well with []; anything else goes in array<…>.
  return /^[\p{L}_$][\p{L}\p{N}_$.-]*(?:\[\])*$/u.test(inner) && !isPrimitiveName(inner)
    ? `${inner}[]`
    : `array<${inner}>`;
}

function isPrimitiveName(name: string): boolean {
  return ['string', 'number', 'integer', 'boolean', 'null', 'object', 'array', 'any'].includes(name);
}

/** The name to show for a composite schema: `x-ref-name`, else a title that looks like a name (one word). */
export function schemaName(schema: Schema): string | undefined {
  const name = refName(schema);
  if (name) return name;
  const title = schema.title;
  if (typeof title === 'string' && /^[\p{L}_$][\p{L}\p{N}_$.-]{0,63}$/u.test(title)) return title;
  return undefined;
}

function jsonType(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'null';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}
