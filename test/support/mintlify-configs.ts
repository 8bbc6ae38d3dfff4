/**
 * docs.json files for the differential test against Mintlify's own validator (a devDependency, used
 * only here to compare verdicts): configurations generated from Mintlify's published JSON Schema with
 * a seeded json-schema-faker, kept when Mintlify accepts them, and rejected ones made from those by a
 * seeded mutation (a wrong type, a missing required key, a value outside an enum) that Mintlify rejects.
 */
import { docsConfigJsonSchema, validateDocsConfig, validateMintConfig } from '@mintlify/validation';
import { generate } from 'json-schema-faker';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Schema = Record<string, unknown>;

/** Mintlify's verdict on a docs.json value (or a mint.json value, `legacy`). */
export function mintlifyAccepts(value: unknown, legacy = false): boolean {
  return (legacy ? validateMintConfig(value) : validateDocsConfig(value)).success;
}

/**
 * Whether Mintlify's schema holds the field at `pointer` of an accepted docs.json: its validator keeps the fields of
 * its schema and drops any other key in silence (zod's default), so a field it dropped is not one of its fields.
 */
export function mintlifyKeeps(value: unknown, pointer: string): boolean {
  const parsed = validateDocsConfig(value) as { success: boolean; data?: unknown };
  if (!parsed.success) return false;
  let node: unknown = parsed.data;
  for (const token of pointer.split('/').slice(1)) {
    const key = token.replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object' || !(key in node)) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return true;
}

/** A small PRNG (mulberry32) so mutations replay from the seed alone. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function resolveRef(root: Schema, ref: string): unknown {
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, token) => (node as Record<string, unknown> | undefined)?.[token], root);
}

/** `z.never().optional()` is `{ not: {} }` in the JSON Schema: json-schema-faker fills it anyway, so leave it out. */
function isNever(root: Schema, schema: unknown, seen = 0): boolean {
  if (schema === null || typeof schema !== 'object' || seen > 20) return false;
  const s = schema as Schema;
  if (typeof s['$ref'] === 'string') return isNever(root, resolveRef(root, s['$ref']), seen + 1);
  return typeof s['not'] === 'object' && s['not'] !== null && Object.keys(s['not']).length === 0;
}

function withoutNever(root: Schema, node: unknown): unknown {
  if (Array.isArray(node)) return node.map((n) => withoutNever(root, n));
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => {
      if (key !== 'properties' || value === null || typeof value !== 'object') return [key, withoutNever(root, value)];
      const kept = Object.entries(value).filter(([, s]) => !isNever(root, s));
      return [key, Object.fromEntries(kept.map(([k, s]) => [k, withoutNever(root, s)]))];
    }),
  );
}

const schema = withoutNever(docsConfigJsonSchema as Schema, docsConfigJsonSchema) as Schema;

const PATHS = [
  '/quickstart',
  'guides/setup',
  'https://example.com/docs',
  '/api-reference/intro',
  'mailto:hi@example.com',
];

/** Random strings where Mintlify wants a link or a path: the schema cannot say so, its refinements do. */
function plausible(rand: () => number) {
  return (value: unknown, _schema: unknown, path: string): unknown => {
    if (typeof value !== 'string') return value;
    const key = path.slice(path.lastIndexOf('/') + 1);
    if (/^(href|url|destination|source|root|light|dark|image|userUrl|loginUrl)$/.test(key) && !value.startsWith('#'))
      return key === 'light' || key === 'dark'
        ? path.includes('/logo') || path.includes('/favicon') || path.includes('/image')
          ? `/images/${key}.svg`
          : value
        : PATHS[Math.floor(rand() * PATHS.length)]!;
    return value;
  };
}

/** One generated configuration Mintlify accepts, from `seed` (undefined when this seed gives none). */
export async function generatedConfig(seed: number): Promise<Json | undefined> {
  const rand = random(seed);
  const value = (await generate(schema, {
    seed,
    maxDepth: 40,
    refDepthMax: 6,
    maxItems: 2,
    optionalsProbability: 0.5,
    outputTransform: plausible(rand),
  })) as Json;
  return mintlifyAccepts(value) ? value : undefined;
}

/** Accepted generated configurations: `count` of them, from consecutive seeds starting at `seed`. */
export async function generatedConfigs(seed: number, count: number): Promise<{ seed: number; value: Json }[]> {
  const out: { seed: number; value: Json }[] = [];
  for (let s = seed; out.length < count && s < seed + count * 40; s++) {
    const value = await generatedConfig(s);
    if (value !== undefined) out.push({ seed: s, value });
  }
  return out;
}

export interface Mutation {
  /** The JSON pointer of the changed value (or of the object that lost a key). */
  readonly pointer: string;
  readonly kind: 'wrong type' | 'missing required key' | 'bad enum value';
  readonly value: Json;
}

const escape = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Every value of a document with its pointer. */
function walk(value: Json, pointer = ''): { pointer: string; value: Json; parent?: Json; key?: string }[] {
  const out: { pointer: string; value: Json; parent?: Json; key?: string }[] = [{ pointer, value }];
  if (value === null || typeof value !== 'object') return out;
  for (const [key, child] of Object.entries(value)) {
    for (const entry of walk(child, `${pointer}/${escape(key)}`))
      out.push(entry.pointer === `${pointer}/${escape(key)}` ? { ...entry, parent: value, key } : entry);
  }
  return out;
}

/** Keys a navigation node or the root cannot be without. */
const REQUIRED = [
  'group',
  'tab',
  'anchor',
  'dropdown',
  'version',
  'language',
  'product',
  'item',
  'source',
  'destination',
  'content',
];

const wrongTypeOf = (value: Json): Json =>
  typeof value === 'string'
    ? 42
    : typeof value === 'boolean'
      ? 'yes'
      : typeof value === 'number'
        ? 'ten'
        : Array.isArray(value)
          ? 'a list'
          : 7;

/** One mutation of `config` from `rand`: a copy of it with the change, or undefined when nothing fits. */
export function mutate(config: Json, rand: () => number): { value: Json; mutation: Mutation } | undefined {
  const copy = structuredClone(config);
  const entries = walk(copy).filter((e) => e.parent !== undefined && e.key !== '$schema');
  if (entries.length === 0) return undefined;
  const entry = entries[Math.floor(rand() * entries.length)]!;
  const parent = entry.parent as Record<string, Json> | Json[];
  const key = entry.key!;
  const parentPointer = entry.pointer.slice(0, entry.pointer.lastIndexOf('/'));
  const choice = rand();
  if (choice < 0.3 && !Array.isArray(parent) && REQUIRED.includes(key)) {
    delete (parent as Record<string, Json>)[key];
    return { value: copy, mutation: { pointer: parentPointer, kind: 'missing required key', value: null } };
  }
  if (
    choice < 0.6 &&
    typeof entry.value === 'string' &&
    /^(theme|directory|align|type|style|library|display|mode|provider|method)$/.test(key)
  ) {
    const bad = `${entry.value}-nonsense`;
    (parent as Record<string, Json>)[key] = bad;
    return { value: copy, mutation: { pointer: entry.pointer, kind: 'bad enum value', value: bad } };
  }
  const wrong = wrongTypeOf(entry.value);
  (parent as Record<string, Json>)[key] = wrong;
  return { value: copy, mutation: { pointer: entry.pointer, kind: 'wrong type', value: wrong } };
}
