/**
 * The fuzz tests' common parts (test/core/fuzz-*.test.ts): the seed and run count (FUZZ_SEED,
 * FUZZ_RUNS, printed so any failure reproduces), valid seed documents from ../shared/corpus/ and the
 * project's fixtures, mutations of a parsed document (drop, duplicate and retype keys, swap `$ref`s,
 * insert XSS payloads) and of its text (truncate, break YAML), and the check that rendered HTML is inert.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import fc from 'fast-check';
import { stringify as toYaml } from 'yaml';
import { DiagnosticError } from '../../src/diagnostics.js';

export const CORPUS = join(import.meta.dirname, '..', '..', '..', 'shared', 'corpus');
const ROOT = join(import.meta.dirname, '..', '..');

/** The seed of this run: FUZZ_SEED, or a fixed one in CI so every run checks the same cases. */
export const FUZZ_SEED = Number(process.env['FUZZ_SEED'] ?? 20_251_125);

/** Cases for one property: FUZZ_RUNS times its share (the shares of the CI run add up to ≥ 2,000). */
export function runsFor(share: number): number {
  const total = process.env['FUZZ_RUNS'] === undefined ? 2_000 : Number(process.env['FUZZ_RUNS']);
  return Math.max(1, Math.round(total * share));
}

/** The node test timeout of a fuzz test: four minutes in CI, none for a long run (`npm run fuzz`). */
export const FUZZ_TIMEOUT = runsFor(1) > 2_000 ? Infinity : 240_000;

/** Runs a property with the seed printed first; a failure names the seed and path that reproduce it. */
async function fuzz<T>(
  name: string,
  share: number,
  arb: fc.Arbitrary<T>,
  check: (value: T) => Promise<void> | void,
): Promise<number> {
  const numRuns = runsFor(share);
  console.log(`fuzz ${name}: ${numRuns} cases, seed ${FUZZ_SEED} (reproduce with FUZZ_SEED=${FUZZ_SEED})`);
  await fc.assert(
    fc.asyncProperty(arb, async (value) => {
      await check(value);
      // End the task between cases: jsdom (the sanitiser's DOM in Node) frees documents only then.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }),
    {
      seed: FUZZ_SEED,
      numRuns,
      endOnFailure: process.env['FUZZ_SHRINK'] === undefined,
      includeErrorInReport: true,
      // FUZZ_PATH (the `path` a failure prints) starts the run at that case instead of the first.
      ...(process.env['FUZZ_PATH'] === undefined ? {} : { path: process.env['FUZZ_PATH'] }),
    },
  );
  return numRuns;
}

/** One fuzz test over seed files: a case picks a seed (`seed`, its index) and says what to do to it. */
export interface FuzzRun<S extends { readonly file: string }, C extends { readonly seed: number }> {
  /** Printed with the seed and the case count. */
  readonly name: string;
  /** Its share of FUZZ_RUNS. */
  readonly share: number;
  /** The seeds, read when the test starts (a `before` hook fills them), and how many there must be at least. */
  readonly seeds: () => readonly S[];
  readonly minSeeds: number;
  /** The cases, given how many seeds there are. */
  readonly cases: (seedCount: number) => fc.Arbitrary<C>;
  /** What a failure says of the case after the seed's file name. */
  readonly describe: (c: C) => string;
  /** How long a case may take (a hang past it fails). */
  readonly boundMs: number;
  readonly check: (seed: S, c: C, label: string) => Promise<void> | void;
}

/** Registers the node test `title`, which runs `run`'s cases through `fuzz` (seed and count printed first). */
export function fuzzRun<S extends { readonly file: string }, C extends { readonly seed: number }>(
  title: string,
  run: FuzzRun<S, C>,
): void {
  test(title, { timeout: FUZZ_TIMEOUT }, async () => {
    const seeds = run.seeds();
    assert.ok(seeds.length >= run.minSeeds, `${run.name}: ${seeds.length} seeds found, ${run.minSeeds} wanted`);
    await fuzz(run.name, run.share, run.cases(seeds.length), async (c) => {
      const seed = seeds[c.seed]!;
      const label = `${shortName(seed.file)} ${run.describe(c)}`;
      await within(run.boundMs, label, async () => run.check(seed, c, label));
    });
  });
}

/** A mutated parsed document: which seed, its mutations, YAML or JSON, a key written twice, a text break. */
export interface DocumentCase {
  readonly seed: number;
  readonly mutations: readonly Mutation[];
  readonly yaml?: boolean;
  readonly duplicateKey?: number | undefined;
  readonly brk: TextBreak;
}

/**
 * The cases of a document fuzz test over `seedCount` seeds: up to `maxMutations` mutations, then as YAML or
 * JSON (`yaml`) and with a key written twice in JSON (`duplicateKey`), each where the test asks for it.
 */
export function documentCases(
  seedCount: number,
  payloadCount: number,
  options: { readonly maxMutations: number; readonly yaml: boolean; readonly duplicateKey: boolean },
): fc.Arbitrary<DocumentCase> {
  // The keys in this order: a seed's cases stay the ones it gave before the tests shared this.
  return fc.record({
    seed: fc.nat({ max: seedCount - 1 }),
    mutations: fc.array(mutationArb(payloadCount), { maxLength: options.maxMutations }),
    ...(options.yaml ? { yaml: fc.boolean() } : {}),
    ...(options.duplicateKey ? { duplicateKey: fc.option(fc.nat(), { nil: undefined }) } : {}),
    brk: textBreakArb,
  });
}

/** The text of a document case: the mutated document, serialised and broken, with its duplicate key. */
export function documentText(doc: unknown, c: DocumentCase, payloads: readonly string[]): string {
  const yaml = c.yaml === true;
  const text = serialise(mutate(doc, c.mutations, payloads), yaml, c.brk);
  return c.duplicateKey !== undefined && !yaml ? duplicateKeyText(text, c.duplicateKey) : text;
}

/** A loader's reader that refuses every read: the fuzzed documents are all there is. */
export const refuseReads = (url: string): Promise<string> => Promise.reject(new Error(`fuzz: no reads (${url})`));

/** Allowed outcomes of a step: its value, or a DiagnosticError (the designed way to say "this is broken"). */
export async function step<T>(label: string, work: () => Promise<T> | T): Promise<T | undefined> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DiagnosticError) return undefined;
    throw new Error(`${label}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }
}

/** Fails when `work` takes longer than `ms` (a hang past the bound), and with its own error otherwise. */
export async function within<T>(ms: number, label: string, work: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const started = performance.now();
  const bound = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`${label}: still running after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work(), bound]);
  } finally {
    clearTimeout(timer);
    // A synchronous hang cannot be interrupted; it is still measured once it returns.
    const took = performance.now() - started;
    assert.ok(took < ms, `${label}: took ${Math.round(took)} ms, over the ${ms} ms bound`);
  }
}

/** Files under `dir` (relative to the corpus or the project) whose names match, sorted, at most `max` bytes each. */
export function seedFiles(dir: string, pattern: RegExp, maxBytes = 60_000): string[] {
  const base = dir.startsWith('test/') || dir.startsWith('docs') ? join(ROOT, dir) : join(CORPUS, dir);
  if (!existsSync(base)) return [];
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const name of readdirSync(d).sort()) {
      const path = join(d, name);
      const stat = statSync(path);
      if (stat.isDirectory()) walk(path);
      else if (pattern.test(name) && stat.size <= maxBytes) out.push(path);
    }
  };
  walk(base);
  return out;
}

export const shortName = (file: string): string => relative(join(ROOT, '..'), file);

/** Every payload string in ../shared/corpus/xss/payloads/ (core vectors, OWASP, DOMPurify's tests). */
export function xssPayloads(): string[] {
  const dir = join(CORPUS, 'xss', 'payloads');
  if (!existsSync(dir)) return ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', 'javascript:alert(1)'];
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const data = JSON.parse(readFileSync(join(dir, name), 'utf8')) as unknown;
    const list = Array.isArray(data) ? data : ((data as { vectors?: unknown[] }).vectors ?? []);
    for (const v of list) {
      const payload = (v as { payload?: unknown }).payload;
      if (typeof payload === 'string' && payload.length < 2_000) out.push(payload);
    }
  }
  return out;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** One mutation of a parsed document; `at` picks the node (modulo their number) so shrinking stays meaningful. */
export type Mutation =
  | { readonly kind: 'drop'; readonly at: number }
  | { readonly kind: 'duplicate'; readonly at: number; readonly to: number }
  | { readonly kind: 'retype'; readonly at: number; readonly value: Json }
  | { readonly kind: 'swap-ref'; readonly at: number; readonly to: number; readonly bogus: string }
  | { readonly kind: 'payload'; readonly at: number; readonly payload: number };

/** What breaks the text after the mutations: nothing, a truncation, or a YAML-breaking edit. */
export type TextBreak =
  | { readonly kind: 'none' }
  | { readonly kind: 'truncate'; readonly keep: number }
  | { readonly kind: 'yaml'; readonly at: number; readonly insert: string };

const BOGUS_REFS = [
  '#/components/schemas/Nope',
  '#',
  '#/',
  '#/paths',
  '#/components/schemas/%00',
  'other.yaml#/x',
  'http://127.0.0.1:1/x.json',
  'file:///etc/passwd',
  '#/info/title',
  '#/components/schemas/~1~0',
];

const jsonLeaf: fc.Arbitrary<Json> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.string({ maxLength: 12 }),
  fc.constant([] as Json[]),
  fc.constant({} as Json),
  fc.constant(['a', 1, null] as Json[]),
  fc.constant({ $ref: '#' } as Json),
  fc.constant({ type: 'object', properties: { a: { $ref: '#/components/schemas/A' } } } as Json),
);

export function mutationArb(payloadCount: number): fc.Arbitrary<Mutation> {
  const at = fc.nat({ max: 1_000_000 });
  return fc.oneof(
    fc.record({ kind: fc.constant('drop' as const), at }),
    fc.record({ kind: fc.constant('duplicate' as const), at, to: at }),
    fc.record({ kind: fc.constant('retype' as const), at, value: jsonLeaf }),
    fc.record({
      kind: fc.constant('swap-ref' as const),
      at,
      to: at,
      bogus: fc.constantFrom(...BOGUS_REFS, ''),
    }),
    fc.record({ kind: fc.constant('payload' as const), at, payload: fc.nat({ max: Math.max(0, payloadCount - 1) }) }),
  );
}

export const textBreakArb: fc.Arbitrary<TextBreak> = fc.oneof(
  { weight: 5, arbitrary: fc.constant({ kind: 'none' as const }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('truncate' as const), keep: fc.double({ min: 0, max: 1, noNaN: true }) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('yaml' as const),
      at: fc.double({ min: 0, max: 1, noNaN: true }),
      insert: fc.constantFrom(
        '\t',
        '\n  - ',
        ': : ',
        '"',
        "'",
        '{',
        ']',
        '\n!!binary ',
        '&a ',
        '*a ',
        '<<: *a\n',
        '\n---\n',
        '\u0000',
        '\uFEFF',
        '%YAML 9.9\n',
      ),
    }),
  },
);

interface Slot {
  readonly parent: Json[] | { [key: string]: Json };
  readonly key: string | number;
}

/** Every place in the document a value sits (objects' keys and arrays' items), in document order. */
function slots(doc: Json): Slot[] {
  const out: Slot[] = [];
  const walk = (node: Json, depth: number): void => {
    if (depth > 40 || node === null || typeof node !== 'object') return;
    if (Array.isArray(node))
      node.forEach((child, i) => {
        out.push({ parent: node, key: i });
        walk(child, depth + 1);
      });
    else
      for (const [key, child] of Object.entries(node)) {
        out.push({ parent: node, key });
        walk(child, depth + 1);
      }
  };
  walk(doc, 0);
  return out;
}

const get = (s: Slot): Json => (s.parent as Record<string | number, Json>)[s.key]!;
const set = (s: Slot, v: Json): void => {
  (s.parent as Record<string | number, Json>)[s.key] = v;
};

/** Applies the mutations to a deep copy of `doc`. */
export function mutate(doc: unknown, mutations: readonly Mutation[], payloads: readonly string[]): unknown {
  const copy = structuredClone(doc) as Json;
  for (const m of mutations) {
    const all = slots(copy);
    if (all.length === 0) break;
    const slot = all[m.at % all.length]!;
    switch (m.kind) {
      case 'drop':
        if (Array.isArray(slot.parent)) slot.parent.splice(slot.key as number, 1);
        else delete slot.parent[slot.key as string];
        break;
      case 'duplicate': {
        // Another node's value, copied here (a key that now holds what another held).
        const from = all[m.to % all.length]!;
        set(slot, structuredClone(get(from)));
        break;
      }
      case 'retype':
        set(slot, structuredClone(m.value));
        break;
      case 'swap-ref': {
        const refs = all.filter((s) => s.key === '$ref');
        if (refs.length === 0) break;
        const target = refs[m.at % refs.length]!;
        const other = refs[m.to % refs.length]!;
        // A copy: after a duplicate, a `$ref` may hold an object, and sharing it could make the document circular
        // (which no JSON or YAML text can be).
        set(target, m.bogus === '' ? structuredClone(get(other)) : m.bogus);
        break;
      }
      case 'payload': {
        const strings = all.filter((s) => typeof get(s) === 'string');
        const target = strings[m.at % Math.max(1, strings.length)] ?? slot;
        set(target, payloads[m.payload % payloads.length] ?? '<script>alert(1)</script>');
        break;
      }
    }
  }
  return copy;
}

/** The document as text (JSON or YAML), then broken as `brk` says. */
export function serialise(doc: unknown, yaml: boolean, brk: TextBreak): string {
  let text: string;
  try {
    text = yaml ? toYaml(doc, { aliasDuplicateObjects: false }) : JSON.stringify(doc, null, 2);
  } catch {
    text = JSON.stringify(doc);
  }
  if (brk.kind === 'truncate') return text.slice(0, Math.floor(text.length * brk.keep));
  if (brk.kind === 'yaml') {
    const at = Math.floor(text.length * brk.at);
    return `${text.slice(0, at)}${brk.insert}${text.slice(at)}`;
  }
  return text;
}

/** A JSON text with a key written twice in one object (`"a": 1, "a": 2`), which JSON.parse silently accepts. */
export function duplicateKeyText(text: string, at: number): string {
  const keys = [...text.matchAll(/\n(\s*)"([^"\n]+)":/g)];
  if (keys.length === 0) return text;
  const m = keys[at % keys.length]!;
  return `${text.slice(0, m.index)}\n${m[1]}"${m[2]}": "duplicate",${text.slice(m.index)}`;
}

const EMITTED_BAD_URL = /^(javascript|vbscript|data):/;

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * Rendered HTML that cannot run anything: no `<script>`, no `on…` attribute, no script URL in an
 * href, src, action or formaction. Attribute values are read as a browser would (entities decoded,
 * control characters and spaces dropped).
 */
export function assertInertHtml(html: string, label: string): void {
  assert.doesNotMatch(html, /<script/i, `${label}: <script in the output`);
  assert.doesNotMatch(
    html,
    /<(object|embed|base|meta|form|frame|frameset)\b/i,
    `${label}: a dangerous element in the output`,
  );
  for (const [tag] of html.matchAll(/<[a-z][^>]*>/gi)) {
    // The MDX policy keeps video embeds: an https frame, always sandboxed.
    if (/^<iframe\b/i.test(tag)) {
      assert.match(tag, /\ssandbox="/i, `${label}: an unsandboxed frame ${tag}`);
      assert.match(tag, /\ssrc="https:\/\//i, `${label}: a frame not from https ${tag}`);
    }
    for (const attr of tag.matchAll(/\s([^\s="'<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
      const name = attr[1]!.toLowerCase();
      assert.ok(!name.startsWith('on'), `${label}: event handler attribute in ${tag}`);
      const value = attr[2] ?? attr[3] ?? attr[4];
      if (value === undefined || !/^(href|src|action|formaction|xlink:href|poster|srcset)$/.test(name)) continue;
      const url = decodeEntities(value)
        .replace(/[\u0000-\u0020]/g, '')
        .toLowerCase();
      assert.doesNotMatch(url, EMITTED_BAD_URL, `${label}: script URL in ${tag}`);
    }
  }
}

/** The seed files that parse to an object with one of `keys` at the top (`openapi`, `asyncapi`…), parsed. */
export async function documentSeeds(
  files: readonly string[],
  keys: readonly string[],
): Promise<{ file: string; doc: unknown }[]> {
  const seeds: { file: string; doc: unknown }[] = [];
  for (const file of files) {
    const doc = await parseSeed(file);
    if (doc !== null && typeof doc === 'object' && keys.some((k) => k in doc)) seeds.push({ file, doc });
  }
  return seeds;
}

/** Reads a seed file as a parsed value (JSON or YAML), or undefined when it does not parse. */
export async function parseSeed(file: string): Promise<unknown> {
  const text = readFileSync(file, 'utf8');
  try {
    if (/\.json$/i.test(file)) return JSON.parse(text);
    const { parse } = await import('yaml');
    return parse(text, { maxAliasCount: 100 });
  } catch {
    return undefined;
  }
}
