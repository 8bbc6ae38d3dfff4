/** Constraints as short phrases for the schema tree: `>= 1`, `length 3–20`, `unique items`, `nullable`. */
import type { Schema } from '../openapi/types.js';
import { mergeAllOf } from './merge.js';
import { isSchemaObject, shortValue, typeList } from './util.js';

/**
 * Phrases, in this order: bounds (`>= 1`, `> 0`, `<= 10`, `< 10`), `multiple of 5`, string length
 * (`length 3–20`, `length >= 3`, `length <= 20`, `length 8`), `pattern /^a/`, item counts (`1–5 items`,
 * `at least 1 item`, `at most 5 items`, `exactly 2 items`), `unique items`, property counts (same shape),
 * `format: email`, `media type: image/png`, `encoding: base64`, `read-only`, `write-only`, `default: x`
 * (strings bare, other values as JSON), `nullable`. `enum` and `const` are not repeated here (see `enumValues`).
 */
export function schemaConstraints(schema: Schema | undefined): string[] {
  if (!isSchemaObject(schema)) return [];
  const s = Array.isArray(schema.allOf) ? mergeAllOf(schema) : schema;
  const out: string[] = [];
  const num = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

  if (num(s.minimum)) out.push(`>= ${s.minimum}`);
  if (num(s.exclusiveMinimum)) out.push(`> ${s.exclusiveMinimum}`);
  if (num(s.maximum)) out.push(`<= ${s.maximum}`);
  if (num(s.exclusiveMaximum)) out.push(`< ${s.exclusiveMaximum}`);
  if (num(s.multipleOf)) out.push(`multiple of ${s.multipleOf}`);

  const length = range(s.minLength, s.maxLength, true);
  if (length) out.push(`length ${length.text}`);
  if (typeof s.pattern === 'string') out.push(`pattern /${s.pattern}/`);

  const items = range(s.minItems, s.maxItems, true);
  if (items) out.push(counted(items, 'item'));
  if (s.uniqueItems === true) out.push('unique items');
  const props = range(s.minProperties, s.maxProperties, true);
  if (props) out.push(counted(props, 'property', 'properties'));

  if (typeof s.format === 'string') out.push(`format: ${s.format}`);
  if (typeof s.contentMediaType === 'string') out.push(`media type: ${s.contentMediaType}`);
  if (typeof s.contentEncoding === 'string') out.push(`encoding: ${s.contentEncoding}`);
  if (s.readOnly === true) out.push('read-only');
  if (s.writeOnly === true) out.push('write-only');
  if (s.default !== undefined) out.push(`default: ${shortValue(s.default, true)}`);
  if (isNullable(s)) out.push('nullable');
  return out;
}

/** True when `null` is allowed: a `null` type, a null enum value, or a `{ type: 'null' }` variant. */
export function isNullable(schema: Schema): boolean {
  if (typeList(schema).includes('null')) return true;
  if (Array.isArray(schema.enum) && schema.enum.includes(null)) return true;
  const union = schema.oneOf ?? schema.anyOf;
  return (
    Array.isArray(union) &&
    union.some(
      (variant) => isSchemaObject(variant) && typeList(variant).length === 1 && typeList(variant)[0] === 'null',
    )
  );
}

/** The allowed values of an `enum` or `const`, else an empty list. */
export function enumValues(schema: Schema | undefined): unknown[] {
  if (!isSchemaObject(schema)) return [];
  if (schema.const !== undefined) return [schema.const];
  return Array.isArray(schema.enum) ? [...schema.enum] : [];
}

interface Range {
  readonly kind: 'between' | 'min' | 'max' | 'exact';
  readonly min?: number;
  readonly max?: number;
  readonly text: string;
}

function range(min: unknown, max: unknown, zeroMinIsNothing = false): Range | undefined {
  const hasMin = typeof min === 'number' && !(zeroMinIsNothing && min === 0);
  const hasMax = typeof max === 'number';
  if (hasMin && hasMax && min === max) return { kind: 'exact', min, max, text: `${min}` };
  if (hasMin && hasMax) return { kind: 'between', min, max, text: `${min}–${max}` };
  if (hasMin) return { kind: 'min', min, text: `>= ${min}` };
  if (hasMax) return { kind: 'max', max, text: `<= ${max}` };
  return undefined;
}

function counted(r: Range, one: string, many = `${one}s`): string {
  const noun = (n: number | undefined): string => (n === 1 ? one : many);
  switch (r.kind) {
    case 'between':
      return `${r.text} ${many}`;
    case 'exact':
      return `exactly ${r.min} ${noun(r.min)}`;
    case 'min':
      return `at least ${r.min} ${noun(r.min)}`;
    case 'max':
      return `at most ${r.max} ${noun(r.max)}`;
  }
}
