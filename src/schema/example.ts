/**
 * Example values: the ones a spec gives, else generated from the schema. Generation is deterministic
 * (the same schema always gives the same value), bounded in depth and in total work, and stops at
 * circular markers (expanding each one level when a `resolveRef` is given).
 */
import type { Example, Schema } from '../openapi/types.js';
import { mergeAllOf } from './merge.js';
import { objectProperties } from './properties.js';
import { discriminatorOf, schemaVariants } from './variants.js';
import { effectiveTypes, isRefMarker, isSchemaObject, typeList } from './util.js';

export interface ExampleOptions {
  /** `request` skips readOnly properties, `response` skips writeOnly ones. */
  readonly direction: 'request' | 'response';
  /** Expands a `$ref` marker (for example `OpenApiSpec.resolveSchemaRef`); each reference once per branch. */
  readonly resolveRef?: (ref: string) => Schema | undefined;
  /** Nesting depth after which nothing more is generated. Default 8. */
  readonly maxDepth?: number;
  /** Schema nodes visited at most, so a huge schema stays fast. Default 2,000. */
  readonly maxNodes?: number;
}

interface State {
  readonly options: ExampleOptions;
  readonly maxDepth: number;
  nodesLeft: number;
  /** References being expanded on the current branch. */
  readonly expanding: Set<string>;
}

/** An example value for a schema, or undefined when nothing sensible can be made (an empty or circular schema). */
export function exampleFromSchema(schema: Schema | undefined, options: ExampleOptions): unknown {
  if (!isSchemaObject(schema)) return undefined;
  const state: State = {
    options,
    maxDepth: options.maxDepth ?? 8,
    nodesLeft: options.maxNodes ?? 2000,
    expanding: new Set(),
  };
  return generate(schema, state, 0);
}

/** Anything with spec examples and a schema: a media type, a parameter, a header. */
export interface ExampleSource {
  readonly examples?: readonly Example[];
  readonly example?: unknown;
  readonly schema?: Schema;
}

/** The first example a spec gives (`examples[0].value`, else `example`), else one generated from the schema. */
export function firstExample(source: ExampleSource, options: ExampleOptions): unknown {
  const given = source.examples?.find((example) => example.value !== undefined);
  if (given) return given.value;
  if (source.example !== undefined) return source.example;
  return exampleFromSchema(source.schema, options);
}

function generate(input: Schema, state: State, depth: number): unknown {
  if (depth > state.maxDepth || state.nodesLeft <= 0) return undefined;
  state.nodesLeft--;

  if (isRefMarker(input)) return expandRef(input, state, depth);
  const schema = Array.isArray(input.allOf) && input.allOf.length > 0 ? mergeAllOf(input, refOptions(state)) : input;

  const given = givenValue(schema);
  if (given.found) return given.value;

  const union = schemaVariants(schema);
  if (union)
    return generateVariant(
      schema,
      union.variants.map((v) => v.schema),
      state,
      depth,
    );

  const types = effectiveTypes(schema);
  const type = types.find((t) => t !== 'null') ?? types[0];
  switch (type) {
    case 'object':
      return generateObject(schema, state, depth);
    case 'array':
      return generateArray(schema, state, depth);
    case 'string':
      return generateString(schema);
    case 'integer':
      return generateNumber(schema, true);
    case 'number':
      return generateNumber(schema, false);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      // A leftover marker in an unmerged allOf: expand it.
      if (Array.isArray(schema.allOf) && schema.allOf.length > 0)
        return generate(schema.allOf[0] as Schema, state, depth + 1);
      return undefined;
  }
}

function refOptions(state: State): { resolveRef?: (ref: string) => Schema | undefined } {
  const resolve = state.options.resolveRef;
  if (!resolve) return {};
  return { resolveRef: (ref) => (state.expanding.has(ref) ? undefined : resolve(ref)) };
}

function expandRef(marker: Schema, state: State, depth: number): unknown {
  const ref = marker.$ref as string;
  const resolve = state.options.resolveRef;
  if (!resolve || state.expanding.has(ref)) return undefined;
  const target = resolve(ref);
  if (!isSchemaObject(target)) return undefined;
  state.expanding.add(ref);
  try {
    return generate(target, state, depth + 1);
  } finally {
    state.expanding.delete(ref);
  }
}

/** `const`, then `examples[0]`, then `default`, then the first non-null `enum` value. */
function givenValue(schema: Schema): { found: boolean; value?: unknown } {
  if (schema.const !== undefined) return { found: true, value: schema.const };
  if (Array.isArray(schema.examples) && schema.examples.length > 0 && schema.examples[0] !== undefined)
    return { found: true, value: schema.examples[0] };
  if (schema.default !== undefined) return { found: true, value: schema.default };
  if (Array.isArray(schema.enum) && schema.enum.length > 0) {
    const value = schema.enum.find((v) => v !== null);
    return { found: true, value: value === undefined ? null : value };
  }
  return { found: false };
}

/** The first non-null variant, with the outer schema's own properties merged in and the discriminator set. */
function generateVariant(schema: Schema, list: readonly Schema[], state: State, depth: number): unknown {
  const chosen = list.find((v) => !(typeList(v).length === 1 && typeList(v)[0] === 'null')) ?? list[0];
  if (!chosen) return undefined;
  const { oneOf: _oneOf, anyOf: _anyOf, discriminator: _d, ...outer } = schema;
  const hasOuterShape = outer.properties !== undefined || outer.required !== undefined;
  const combined: Schema = hasOuterShape ? { ...outer, allOf: [chosen] } : chosen;
  const value = generate(combined, state, depth + 1);

  const discriminator = discriminatorOf(schema);
  if (discriminator && isPlainObject(value)) {
    const label = schemaVariants(schema)?.variants.find((v) => v.schema === chosen)?.discriminatorValue;
    if (label !== undefined) return withKey(value, discriminator.propertyName, label);
  }
  return value;
}

function generateObject(schema: Schema, state: State, depth: number): unknown {
  const out: Record<string, unknown> = {};
  for (const property of objectProperties(schema, { direction: state.options.direction, ...refOptions(state) })) {
    if (state.nodesLeft <= 0) break;
    if (property.kind === 'pattern') continue;
    const value = generate(property.schema, state, depth + 1);
    if (value === undefined) continue;
    withKeyInPlace(out, property.kind === 'additional' ? 'additionalProp1' : property.name, value);
  }
  return out;
}

function generateArray(schema: Schema, state: State, depth: number): unknown[] {
  if (schema.maxItems === 0) return [];
  if (Array.isArray(schema.prefixItems) && schema.prefixItems.length > 0) {
    return schema.prefixItems
      .map((item) => (isSchemaObject(item) ? generate(item, state, depth + 1) : undefined))
      .map((v) => (v === undefined ? null : v));
  }
  if (!isSchemaObject(schema.items)) return [];
  const item = generate(schema.items, state, depth + 1);
  if (item === undefined) return [];
  const count = Math.min(Math.max(schema.minItems ?? 1, 1), 3);
  return Array.from({ length: count }, () => item);
}

const stringFormats: Readonly<Record<string, string>> = {
  uuid: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  'date-time': '2024-01-15T09:30:00Z',
  date: '2024-01-15',
  time: '09:30:00Z',
  duration: 'P1D',
  email: 'user@example.com',
  'idn-email': 'user@example.com',
  uri: 'https://example.com',
  url: 'https://example.com',
  iri: 'https://example.com',
  'uri-reference': '/path',
  'iri-reference': '/path',
  'uri-template': 'https://example.com/{id}',
  hostname: 'example.com',
  'idn-hostname': 'example.com',
  ipv4: '192.0.2.1',
  ipv6: '2001:db8::1',
  byte: 'U3dhZ2dlciByb2Nrcw==',
  base64: 'U3dhZ2dlciByb2Nrcw==',
  binary: '<binary>',
  password: 'password',
  'json-pointer': '/a/b',
  'relative-json-pointer': '0/a',
  regex: '^[a-z]+$',
  int64: '0',
  decimal: '0.0',
};

function generateString(schema: Schema): string {
  const format = typeof schema.format === 'string' ? schema.format.toLowerCase() : undefined;
  let value =
    format !== undefined
      ? (stringFormats[format] ?? 'string')
      : schema.contentEncoding === 'base64'
        ? 'U3dhZ2dlciByb2Nrcw=='
        : 'string';
  if (
    format === undefined &&
    typeof schema.contentMediaType === 'string' &&
    schema.contentMediaType !== 'application/json'
  )
    value = '<binary>';
  const min = typeof schema.minLength === 'number' ? Math.min(schema.minLength, 1000) : 0;
  if (value.length < min) value = value + 'x'.repeat(min - value.length);
  if (typeof schema.maxLength === 'number' && schema.maxLength >= 0 && value.length > schema.maxLength)
    value = value.slice(0, schema.maxLength);
  return value;
}

function generateNumber(schema: Schema, integer: boolean): number {
  const step = typeof schema.multipleOf === 'number' && schema.multipleOf > 0 ? schema.multipleOf : undefined;
  const unit = step ?? (integer ? 1 : 0.5);
  let low = typeof schema.minimum === 'number' ? schema.minimum : -Infinity;
  let high = typeof schema.maximum === 'number' ? schema.maximum : Infinity;
  if (typeof schema.exclusiveMinimum === 'number') low = Math.max(low, schema.exclusiveMinimum + unit);
  if (typeof schema.exclusiveMaximum === 'number') high = Math.min(high, schema.exclusiveMaximum - unit);

  let value = Math.min(Math.max(0, low), high);
  if (integer && !Number.isInteger(value)) value = Math.ceil(value) <= high ? Math.ceil(value) : Math.floor(value);
  if (step !== undefined) {
    const up = Math.ceil(value / step) * step;
    value = up <= high ? up : Math.floor(value / step) * step;
  }
  // Avoid float noise such as 0.30000000000000004.
  return Number(value.toPrecision(12));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Sets a key as an own data property, so a field named `__proto__` stays a plain key. */
function withKeyInPlace(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function withKey(source: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = { ...source };
  withKeyInPlace(out, key, value);
  return out;
}
