/**
 * What a field shows, derived from its schema without any DOM: the facts (badges, default,
 * constraints, enum values, examples) and where its children come from (properties, variants, or a
 * circular marker still to expand). Kept pure so the elements only render.
 */
import type { Schema } from '../../src/openapi/types.js';
import {
  enumValues,
  isNullable,
  isRefMarker,
  mergeAllOf,
  objectProperties,
  refName,
  schemaConstraints,
  schemaVariants,
  unwrapArray,
} from '../../src/schema/index.js';
import type { DiscriminatorInfo, SchemaProperty, SchemaVariants } from '../../src/schema/index.js';

export type Direction = 'request' | 'response';
export type SchemaResolver = (ref: string) => Schema | undefined;

export interface FieldFacts {
  readonly readOnly: boolean;
  readonly writeOnly: boolean;
  readonly nullable: boolean;
  readonly deprecated: boolean;
  /** The default as text: strings bare, everything else as JSON. */
  readonly defaultText?: string;
  /** Constraint phrases, without those shown as badges or as the default. */
  readonly constraints: readonly string[];
  /** Allowed values as JSON text (`"available"`, `1`, `null`). */
  readonly enumValues: readonly string[];
  /** Example values as JSON text. */
  readonly examples: readonly string[];
  readonly discriminator?: DiscriminatorInfo;
  /** `$ref` and display name when the schema (or its items) is an unexpanded circular reference. */
  readonly circular?: { readonly ref: string; readonly name: string };
}

export interface FieldChildren {
  /** Properties shared by every variant (an object's own, or the items' of an array). */
  readonly properties: readonly SchemaProperty[];
  readonly variants?: SchemaVariants;
}

const shownElsewhere = (phrase: string): boolean =>
  phrase === 'read-only' || phrase === 'write-only' || phrase === 'nullable' || phrase.startsWith('default: ');

/** The constraints minus a `format: x` the type already shows as `<x>` (`integer<int64>`). */
export function constraintsBesideType(constraints: readonly string[], type: string): readonly string[] {
  return constraints.filter((phrase) => !(phrase.startsWith('format: ') && type.includes(`<${phrase.slice(8)}>`)));
}

/** JSON text of a value, never throwing (a BigInt or a cycle cannot come from JSON, but be safe). */
export function valueText(value: unknown, bareString = false): string {
  if (typeof value === 'string' && bareString) return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** The schema with `allOf` folded in; markers inside `allOf` expand through `resolve` when given. */
export function effectiveSchema(schema: Schema | undefined, resolve?: SchemaResolver): Schema | undefined {
  if (!schema || typeof schema !== 'object') return undefined;
  return Array.isArray(schema.allOf) ? mergeAllOf(schema, resolve ? { resolveRef: resolve } : {}) : schema;
}

/** The schema children come from: through arrays, with `allOf` merged. */
function childSource(schema: Schema | undefined, resolve?: SchemaResolver): Schema | undefined {
  const merged = effectiveSchema(schema, resolve);
  return merged ? effectiveSchema(unwrapArray(merged), resolve) : undefined;
}

/** The circular (or otherwise unexpanded) reference standing where children would be, if any. */
export function pendingReference(schema: Schema | undefined): { ref: string; name: string } | undefined {
  const source = schema && typeof schema === 'object' ? unwrapArray(schema) : undefined;
  if (!source || !isRefMarker(source) || typeof source.$ref !== 'string') return undefined;
  return { ref: source.$ref, name: refName(source) ?? source.$ref };
}

export function fieldFacts(schema: Schema | undefined, resolve?: SchemaResolver): FieldFacts {
  const s = effectiveSchema(schema, resolve);
  if (!s)
    return {
      readOnly: false,
      writeOnly: false,
      nullable: false,
      deprecated: false,
      constraints: [],
      enumValues: [],
      examples: [],
    };
  const examples = Array.isArray(s.examples) ? s.examples.slice(0, 5).map((value) => valueText(value)) : [];
  const source = childSource(s, resolve);
  const discriminator =
    source?.discriminator && typeof source.discriminator.propertyName === 'string'
      ? schemaVariants(source)?.discriminator
      : undefined;
  const circular = pendingReference(s);
  return {
    readOnly: s.readOnly === true,
    writeOnly: s.writeOnly === true,
    nullable: isNullable(s),
    deprecated: s.deprecated === true,
    ...(s.default === undefined ? {} : { defaultText: valueText(s.default, true) }),
    constraints: schemaConstraints(s).filter((phrase) => !shownElsewhere(phrase)),
    enumValues: enumValues(s).map((value) => valueText(value)),
    examples,
    ...(discriminator ? { discriminator } : {}),
    ...(circular ? { circular } : {}),
  };
}

/** Children of a schema: its (or its items') properties, and its `oneOf`/`anyOf` variants. */
export function fieldChildren(
  schema: Schema | undefined,
  direction: Direction,
  resolve?: SchemaResolver,
): FieldChildren {
  const source = childSource(schema, resolve);
  if (!source || isRefMarker(source)) return { properties: [] };
  const properties = objectProperties(source, resolve ? { direction, resolveRef: resolve } : { direction });
  const variants = schemaVariants(source);
  return variants ? { properties, variants } : { properties };
}

/** The properties one variant adds (through its own arrays and `allOf`). */
export function variantProperties(
  variant: Schema,
  direction: Direction,
  resolve?: SchemaResolver,
): readonly SchemaProperty[] {
  return fieldChildren(variant, direction, resolve).properties;
}

export function hasChildren(children: FieldChildren): boolean {
  return children.properties.length > 0 || (children.variants?.variants.length ?? 0) > 0;
}
