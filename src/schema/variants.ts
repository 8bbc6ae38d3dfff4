/** `oneOf` / `anyOf` alternatives with the labels their tabs show. */
import type { Schema } from '../openapi/types.js';
import { describeType } from './describe.js';
import { mergeAllOf } from './merge.js';
import { isSchemaObject, refName, typeList } from './util.js';
import { unescapeSegment } from '../openapi/pointer.js';

export interface SchemaVariant {
  /** The tab label, unique within the list. */
  readonly label: string;
  readonly schema: Schema;
  /** The value the discriminator property takes for this variant, when there is a discriminator. */
  readonly discriminatorValue?: string;
}

export interface DiscriminatorInfo {
  readonly propertyName: string;
  /** Discriminator value → schema reference, as written (possibly empty). */
  readonly mapping: Readonly<Record<string, string>>;
}

export interface SchemaVariants {
  readonly kind: 'oneOf' | 'anyOf';
  readonly variants: readonly SchemaVariant[];
  readonly discriminator?: DiscriminatorInfo;
}

/** The variants of a schema's `oneOf` (else `anyOf`) with their labels; empty when it has neither. */
export function variants(schema: Schema | undefined): SchemaVariant[] {
  return [...(schemaVariants(schema)?.variants ?? [])];
}

/**
 * Variants plus their kind and discriminator. A label is, first match wins: the variant's `title`, its
 * `x-ref-name` (or `$ref` name), its discriminator value, its type (`string`, `Pet[]`), then `Option N`.
 * Repeated labels get ` (2)`, ` (3)` …; a repeated bare type (`object`, `object`) becomes `Option N`.
 */
export function schemaVariants(schema: Schema | undefined): SchemaVariants | undefined {
  if (!isSchemaObject(schema)) return undefined;
  const merged = Array.isArray(schema.allOf) ? mergeAllOf(schema) : schema;
  const kind =
    Array.isArray(merged.oneOf) && merged.oneOf.length > 0
      ? 'oneOf'
      : Array.isArray(merged.anyOf) && merged.anyOf.length > 0
        ? 'anyOf'
        : undefined;
  if (!kind) return undefined;
  const list = (merged[kind] ?? []).filter(isSchemaObject);
  const discriminator = discriminatorOf(merged);

  const draft = list.map((variant, index) => {
    const value = discriminator ? discriminatorValue(variant, discriminator) : undefined;
    const named = titleOf(variant) ?? refName(variant);
    const label = named ?? value ?? typeLabel(variant) ?? `Option ${index + 1}`;
    return { variant, value, label, generic: named === undefined && value === undefined };
  });

  const counts = new Map<string, number>();
  for (const d of draft) counts.set(d.label, (counts.get(d.label) ?? 0) + 1);
  const seen = new Map<string, number>();
  const result = draft.map((d, index): SchemaVariant => {
    let label = d.label;
    if ((counts.get(label) ?? 0) > 1) {
      if (d.generic) label = `Option ${index + 1}`;
      else {
        const n = (seen.get(label) ?? 0) + 1;
        seen.set(label, n);
        if (n > 1) label = `${label} (${n})`;
      }
    }
    return d.value === undefined
      ? { label, schema: d.variant }
      : { label, schema: d.variant, discriminatorValue: d.value };
  });
  return discriminator ? { kind, variants: result, discriminator } : { kind, variants: result };
}

/** The discriminator of a schema, with its mapping (empty when absent). */
export function discriminatorOf(schema: Schema): DiscriminatorInfo | undefined {
  const d = schema.discriminator;
  if (!isSchemaObject(d) || typeof d.propertyName !== 'string') return undefined;
  const mapping: Record<string, string> = {};
  if (isSchemaObject(d.mapping)) {
    for (const [key, value] of Object.entries(d.mapping))
      if (typeof value === 'string') Object.defineProperty(mapping, key, { value, enumerable: true });
  }
  return { propertyName: d.propertyName, mapping };
}

/**
 * The discriminator value of one variant: the mapping key whose target is this variant (by `$ref` or by
 * name), else the single `const`/`enum` value of the discriminator property, else (OpenAPI's implicit
 * mapping) the variant's component name.
 */
function discriminatorValue(variant: Schema, discriminator: DiscriminatorInfo): string | undefined {
  const name = refName(variant);
  for (const [key, target] of Object.entries(discriminator.mapping)) {
    if (variant.$ref !== undefined && target === variant.$ref) return key;
    if (name !== undefined && lastSegment(target) === name) return key;
  }
  const property = mergeAllOf(variant).properties?.[discriminator.propertyName];
  if (isSchemaObject(property)) {
    if (typeof property.const === 'string') return property.const;
    if (Array.isArray(property.enum) && property.enum.length === 1 && typeof property.enum[0] === 'string')
      return property.enum[0];
  }
  return name;
}

function lastSegment(ref: string): string {
  return unescapeSegment(ref.split('/').pop() ?? ref);
}

function titleOf(schema: Schema): string | undefined {
  return typeof schema.title === 'string' && schema.title.trim() !== '' ? schema.title.trim() : undefined;
}

function typeLabel(schema: Schema): string | undefined {
  const text = describeType(schema);
  if (text === 'any') return typeList(schema).length > 0 ? text : undefined;
  return text;
}
