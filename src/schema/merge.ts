/**
 * `allOf` merging for display and example generation. The result is a new schema; the input is never
 * mutated. Nested schemas (properties, items) are merged only where two parts both describe them, and
 * circular markers stay markers. Depth and reference guards keep hostile or cyclic input finite.
 */
import type { Schema } from '../openapi/types.js';
import { isRefMarker, isSchemaObject, typeList } from './util.js';

export interface MergeOptions {
  /** Expands a `$ref` marker found directly in an `allOf` (one level per reference); without it the marker is kept. */
  readonly resolveRef?: (ref: string) => Schema | undefined;
}

const maxMergeDepth = 24;

type Mutable = { -readonly [K in keyof Schema]: Schema[K] } & Record<string, unknown>;

/**
 * Folds `allOf` into one schema: properties merged (a property in several parts merged too), `required`
 * united, bounds tightened (the larger minimum, the smaller maximum), `type` and `enum` intersected,
 * readOnly/writeOnly/deprecated ORed. The outer schema's title, description and `x-ref-name` win; a part's
 * name is never inherited. Parts that cannot be merged (an unresolved marker, a second `oneOf`) are kept
 * in a residual `allOf`. Schemas without `allOf` come back unchanged (the same object).
 */
export function mergeAllOf(schema: Schema, options: MergeOptions = {}): Schema {
  return mergeAt(schema, options, 0, new Set());
}

function mergeAt(schema: Schema, options: MergeOptions, depth: number, expanding: Set<string>): Schema {
  if (!Array.isArray(schema.allOf) || schema.allOf.length === 0) return schema;
  if (depth > maxMergeDepth) return schema;

  const { allOf, ...outer } = schema;
  let result: Schema = outer;
  const residual: Schema[] = [];

  for (const rawPart of allOf) {
    if (!isSchemaObject(rawPart)) continue;
    let part: Schema = rawPart;
    if (isRefMarker(part)) {
      const ref = part.$ref as string;
      const resolved = options.resolveRef && !expanding.has(ref) ? options.resolveRef(ref) : undefined;
      if (!resolved) {
        residual.push(part);
        continue;
      }
      expanding.add(ref);
      part = mergeAt(resolved, options, depth + 1, expanding);
      expanding.delete(ref);
    } else {
      part = mergeAt(part, options, depth + 1, expanding);
    }
    // A part's own unmerged leftovers stay with the result.
    if (Array.isArray(part.allOf)) {
      residual.push(...part.allOf);
      const { allOf: _leftover, ...rest } = part;
      part = rest;
    }
    const merged = mergeTwo(result, part, depth, true);
    result = merged.schema;
    if (merged.leftover) residual.push(merged.leftover);
  }

  if (residual.length > 0) result = { ...result, allOf: residual };
  return result;
}

/**
 * Merges `b` into `a`. With `outerWins`, `a` is the schema that owned the `allOf`, so its naming keywords
 * are kept and `b`'s are ignored; otherwise (two descriptions of one property) the first defined wins.
 */
function mergeTwo(a: Schema, b: Schema, depth: number, outerWins: boolean): { schema: Schema; leftover?: Schema } {
  const out: Mutable = { ...(a as Mutable) };
  let leftover: Mutable | undefined;

  for (const [key, value] of Object.entries(b)) {
    if (value === undefined) continue;
    const current = out[key];
    switch (key) {
      case 'title':
      case 'x-ref-name':
        if (!outerWins && current === undefined) out[key] = value;
        break;
      case 'type':
        out.type = intersectTypes(a, b);
        break;
      case 'required':
        out.required = [...new Set([...(a.required ?? []), ...(b.required ?? [])])];
        break;
      case 'properties':
      case 'patternProperties':
        out[key] = mergeSchemaMaps(
          current as Record<string, Schema> | undefined,
          value as Record<string, Schema>,
          depth,
        );
        break;
      case 'items':
      case 'contains':
      case 'propertyNames':
        out[key] = isSchemaObject(current) ? mergeNested(current, value as Schema, depth) : value;
        break;
      case 'additionalProperties':
      case 'unevaluatedProperties':
        out[key] = mergeAdditional(current as boolean | Schema | undefined, value as boolean | Schema);
        break;
      case 'minimum':
      case 'exclusiveMinimum':
      case 'minLength':
      case 'minItems':
      case 'minProperties':
        out[key] = typeof current === 'number' ? Math.max(current, value as number) : value;
        break;
      case 'maximum':
      case 'exclusiveMaximum':
      case 'maxLength':
      case 'maxItems':
      case 'maxProperties':
        out[key] = typeof current === 'number' ? Math.min(current, value as number) : value;
        break;
      case 'multipleOf':
        out.multipleOf =
          typeof current === 'number' ? leastCommonMultiple(current, value as number) : (value as number);
        break;
      case 'enum':
        out.enum = Array.isArray(current) ? intersectValues(current, value as unknown[]) : (value as unknown[]);
        break;
      case 'readOnly':
      case 'writeOnly':
      case 'deprecated':
      case 'uniqueItems':
        out[key] = current === true || value === true;
        break;
      case 'oneOf':
      case 'anyOf':
      case 'not':
        if (current === undefined) out[key] = value;
        else (leftover ??= {})[key] = value;
        break;
      default:
        // description, format, default, examples, pattern, discriminator, x-*: the first defined wins.
        if (current === undefined) out[key] = value;
    }
  }
  return leftover ? { schema: out, leftover } : { schema: out };
}

function mergeNested(a: Schema, b: Schema, depth: number): Schema {
  if (a === b) return a;
  if (depth + 1 > maxMergeDepth || isRefMarker(a) || isRefMarker(b)) return a;
  const merged = mergeTwo(mergeAt(a, {}, depth + 1, new Set()), mergeAt(b, {}, depth + 1, new Set()), depth + 1, false);
  return merged.leftover ? { ...merged.schema, allOf: [merged.leftover] } : merged.schema;
}

function mergeSchemaMaps(
  a: Record<string, Schema> | undefined,
  b: Record<string, Schema>,
  depth: number,
): Record<string, Schema> {
  if (!a) return b;
  const out: Record<string, Schema> = { ...a };
  for (const [name, schema] of Object.entries(b)) {
    const existing = Object.hasOwn(out, name) ? out[name] : undefined;
    // defineProperty: a property named `__proto__` must stay a plain key.
    Object.defineProperty(out, name, {
      value: existing ? mergeNested(existing, schema, depth) : schema,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

function mergeAdditional(a: boolean | Schema | undefined, b: boolean | Schema): boolean | Schema {
  if (a === undefined) return b;
  if (a === false || b === false) return false;
  if (a === true) return b;
  if (b === true) return a;
  return mergeNested(a, b, maxMergeDepth - 1);
}

function intersectTypes(a: Schema, b: Schema): Schema['type'] {
  const left = typeList(a);
  const right = typeList(b);
  if (left.length === 0) return b.type;
  if (right.length === 0) return a.type;
  // integer is a subset of number.
  const both = left.flatMap((t) => {
    if (right.includes(t)) return [t];
    if (t === 'number' && right.includes('integer')) return ['integer'];
    if (t === 'integer' && right.includes('number')) return ['integer'];
    return [];
  });
  const result = [...new Set(both.length > 0 ? both : left)];
  return result.length === 1 ? result[0] : result;
}

function intersectValues(a: readonly unknown[], b: readonly unknown[]): unknown[] {
  const keys = new Set(b.map((v) => JSON.stringify(v)));
  const both = a.filter((v) => keys.has(JSON.stringify(v)));
  return both.length > 0 ? both : [...a];
}

function leastCommonMultiple(a: number, b: number): number {
  if (!Number.isInteger(a) || !Number.isInteger(b) || a <= 0 || b <= 0) return b;
  const gcd = (x: number, y: number): number => (y === 0 ? x : gcd(y, x % y));
  return (a / gcd(a, b)) * b;
}
