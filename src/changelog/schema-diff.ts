/**
 * The structural difference of two schemas on one side of an operation (what the client sends, or what it reads):
 * fields added and removed, required or not, types and enum values, recursively through objects and arrays.
 * Readers of the result map each finding to a rule id (operation-diff.ts). Circular references stop the walk.
 */
import type { Schema } from '../openapi/types.js';
import { enumValues } from '../schema/constraints.js';
import { objectProperties } from '../schema/properties.js';
import { effectiveTypes, isRefMarker, isSchemaObject } from '../schema/util.js';
import { enumKey } from '../schema/enum-groups.js';

export type SchemaChangeKind =
  | 'added'
  | 'added-required'
  | 'removed-required'
  | 'removed-optional'
  | 'became-required'
  | 'became-optional'
  | 'type-widened'
  | 'type-narrowed'
  | 'type-changed'
  | 'enum-value-added'
  | 'enum-value-removed'
  | 'deprecated';

export interface SchemaChange {
  readonly kind: SchemaChangeKind;
  /** The field's path below the schema's root (`owner.name`, `items[].id`); empty for the root itself. */
  readonly path: string;
  /** The types or enum value concerned, for the message. */
  readonly detail?: string;
}

export interface SchemaDiffOptions {
  /** `request` leaves out readOnly fields, `response` writeOnly ones (objectProperties). */
  readonly direction: 'request' | 'response';
  readonly resolveOld?: (ref: string) => Schema | undefined;
  readonly resolveNew?: (ref: string) => Schema | undefined;
}

const MAX_DEPTH = 16;
const join = (path: string, name: string): string => (path === '' ? name : `${path}.${name}`);

export function diffSchemas(
  before: Schema | undefined,
  after: Schema | undefined,
  options: SchemaDiffOptions,
): SchemaChange[] {
  const out: SchemaChange[] = [];
  walk(before, after, '', 0, options, out);
  return out;
}

function walk(
  before: Schema | undefined,
  after: Schema | undefined,
  path: string,
  depth: number,
  options: SchemaDiffOptions,
  out: SchemaChange[],
): void {
  if (!isSchemaObject(before) || !isSchemaObject(after) || depth > MAX_DEPTH) return;
  // A circular reference on both sides names the same shape: nothing further to compare.
  if (isRefMarker(before) || isRefMarker(after)) return;
  compareTypes(before, after, path, out);
  compareEnums(before, after, path, out);
  if (after.deprecated === true && before.deprecated !== true && path !== '') out.push({ kind: 'deprecated', path });
  compareProperties(before, after, path, depth, options, out);
  if (isSchemaObject(before.items) && isSchemaObject(after.items))
    walk(before.items, after.items, `${path}[]`, depth + 1, options, out);
}

function compareTypes(before: Schema, after: Schema, path: string, out: SchemaChange[]): void {
  const old = new Set(effectiveTypes(before));
  const now = new Set(effectiveTypes(after));
  // `integer` is a `number`: widening integer → number is not a change of kind.
  if (old.size === 0 || now.size === 0) return;
  const lost = [...old].filter((t) => !now.has(t) && !(t === 'integer' && now.has('number')));
  const gained = [...now].filter((t) => !old.has(t) && !(t === 'integer' && old.has('number')));
  if (lost.length === 0 && gained.length === 0) return;
  const detail = `${[...old].join(' | ')} → ${[...now].join(' | ')}`;
  const kind = lost.length === 0 ? 'type-widened' : gained.length === 0 ? 'type-narrowed' : 'type-changed';
  out.push({ kind, path, detail });
}

function compareEnums(before: Schema, after: Schema, path: string, out: SchemaChange[]): void {
  const old = enumValues(before);
  const now = enumValues(after);
  // An enum appearing or disappearing is a change of the allowed set as a whole, not of single values.
  if (old.length === 0 || now.length === 0) return;
  const oldKeys = new Set(old.map(enumKey));
  const nowKeys = new Set(now.map(enumKey));
  for (const value of now)
    if (!oldKeys.has(enumKey(value))) out.push({ kind: 'enum-value-added', path, detail: JSON.stringify(value) });
  for (const value of old)
    if (!nowKeys.has(enumKey(value))) out.push({ kind: 'enum-value-removed', path, detail: JSON.stringify(value) });
}

function compareProperties(
  before: Schema,
  after: Schema,
  path: string,
  depth: number,
  options: SchemaDiffOptions,
  out: SchemaChange[],
): void {
  const list = (schema: Schema, resolveRef: SchemaDiffOptions['resolveOld']) =>
    new Map(
      objectProperties(schema, { direction: options.direction, ...(resolveRef === undefined ? {} : { resolveRef }) })
        .filter((p) => p.kind === 'property')
        .map((p) => [p.name, p] as const),
    );
  const old = list(before, options.resolveOld);
  const now = list(after, options.resolveNew);
  for (const [name, property] of now) {
    const was = old.get(name);
    const at = join(path, name);
    if (was === undefined) {
      out.push({ kind: property.required ? 'added-required' : 'added', path: at });
      continue;
    }
    if (property.required && !was.required) out.push({ kind: 'became-required', path: at });
    if (!property.required && was.required) out.push({ kind: 'became-optional', path: at });
    walk(was.schema, property.schema, at, depth + 1, options, out);
  }
  for (const [name, property] of old)
    if (!now.has(name))
      out.push({ kind: property.required ? 'removed-required' : 'removed-optional', path: join(path, name) });
}
