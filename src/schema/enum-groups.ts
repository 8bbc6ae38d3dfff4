/**
 * Mintlify's `x-mint-enum`: a map from an enum value to the reader groups allowed to see it. Values
 * not in the map are for everyone. A reader is `null` when nobody is signed in (then only the
 * unrestricted values show). Keys are matched against the values' text (`"admin"` → `admin`, `1` → `1`).
 */
import type { Schema } from '../openapi/types.js';
import { enumValues } from './constraints.js';
import { isSchemaObject } from './util.js';

export const MINT_ENUM = 'x-mint-enum';

/** Whoever reads the page: the groups they are in, or `null` when nobody is signed in. */
export type EnumReader = { readonly groups: readonly string[] } | null;

export interface EnumEntry {
  readonly value: unknown;
  /** The groups allowed to see this value; absent when everyone may. */
  readonly groups?: readonly string[];
}

/** The key `x-mint-enum` uses for a value: strings as they are, anything else as JSON. */
export function enumKey(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** The `x-mint-enum` map's usable entries (a list of strings; any other entry limits nothing), else `undefined`. */
function groupMap(schema: Schema): ReadonlyMap<string, readonly string[]> | undefined {
  const raw: unknown = schema[MINT_ENUM];
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return undefined;
  const map = new Map<string, readonly string[]>();
  for (const [key, groups] of Object.entries(raw as Record<string, unknown>))
    if (Array.isArray(groups) && groups.every((g) => typeof g === 'string')) map.set(key, groups as string[]);
  return map.size > 0 ? map : undefined;
}

/** Each allowed value with the groups that may see it (`enum` or `const`). */
export function enumEntries(schema: Schema | undefined): EnumEntry[] {
  const values = enumValues(schema);
  const map = isSchemaObject(schema) ? groupMap(schema) : undefined;
  return values.map((value) => {
    const groups = map?.get(enumKey(value));
    return groups === undefined ? { value } : { value, groups };
  });
}

/** True when the reader may see a value restricted to `groups` (`undefined`: everyone may). */
export function readerMaySee(groups: readonly string[] | undefined, reader: EnumReader): boolean {
  if (groups === undefined) return true;
  return reader !== null && groups.some((group) => reader.groups.includes(group));
}

/** The allowed values this reader may see. */
export function visibleEnumValues(schema: Schema | undefined, reader: EnumReader): unknown[] {
  return enumEntries(schema)
    .filter((entry) => readerMaySee(entry.groups, reader))
    .map((entry) => entry.value);
}

/**
 * `value` (a schema, an operation, any JSON-like tree) with every `enum` narrowed to what the reader may
 * see. Copy on write: subtrees without `x-mint-enum` keep their identity, and `value` itself is returned
 * when nothing changes. Cycles are safe (a node is narrowed once).
 */
export function narrowEnums<T>(value: T, reader: EnumReader): T {
  const seen = new Map<object, unknown>();
  const walk = (node: unknown): unknown => {
    if (node === null || typeof node !== 'object') return node;
    if (seen.has(node)) return seen.get(node);
    seen.set(node, node);
    let out: unknown = node;
    if (Array.isArray(node)) {
      const items = node.map(walk);
      if (items.some((item, i) => item !== node[i])) out = items;
    } else {
      out = narrowObject(node as Record<string, unknown>, walk, reader);
    }
    seen.set(node, out);
    return out;
  };
  return walk(value) as T;
}

function narrowObject(
  node: Record<string, unknown>,
  walk: (node: unknown) => unknown,
  reader: EnumReader,
): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const [key, child] of Object.entries(node)) {
    const next = walk(child);
    if (next !== child) (copy ??= { ...node })[key] = next;
  }
  if (MINT_ENUM in node && Array.isArray(node.enum)) {
    const schema = node as Schema;
    const visible = visibleEnumValues(schema, reader);
    if (visible.length !== node.enum.length) {
      copy ??= { ...node };
      copy.enum = visible;
      if (node.default !== undefined && !visible.some((v) => enumKey(v) === enumKey(node.default))) delete copy.default;
    }
  }
  return copy ?? node;
}
