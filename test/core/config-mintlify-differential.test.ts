/**
 * Mintlify's own validator (@mintlify/validation, a devDependency used only here) as the reference for docs.json,
 * mint.json and frontmatter. Verdict rule: what Mintlify accepts, `docs validate` reads without a config error and
 * without an "unknown field" for a field of Mintlify's schema (a key its validator drops is outside that schema); what Mintlify rejects (a seeded mutation of an
 * accepted config: a wrong type, a missing required key, a value outside an enum) is an error here too, with file,
 * line and column. Compared: the real projects of ../shared/mintlify (and MINTLIFY_EXTRA, when that folder exists),
 * configurations generated from Mintlify's JSON Schema (SEED=… replays a run, CONFIGS=… sets how many) and the
 * frontmatter keys Mintlify's page type declares. The test prints what it compared, agreed and disagreed.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { parse as parseYaml } from 'yaml';
import { parseDocsConfig, readDocsConfigValue } from '../../src/config/parse-docs-config.js';
import { upgradeMintJson } from '../../src/config/mint-json.js';
import type { Diagnostic } from '../../src/diagnostics.js';
import { parseFrontmatter } from '../../src/mdx/frontmatter.js';
import { generatedConfigs, mintlifyAccepts, mintlifyKeeps, mutate, random } from '../support/mintlify-configs.js';
import { SHARED } from '../support/shared-dir.js';

const SEED = Number(process.env['SEED'] ?? 20_261_202);
const CONFIGS = Number(process.env['CONFIGS'] ?? 250);
const MUTATIONS_PER_CONFIG = 2;

/**
 * Where this library is knowingly more lenient than Mintlify, and why: a mutation there is not a disagreement.
 * `api.examples.languages` may be one language written as a string (read as a list of one).
 */
const LENIENT_BY_DESIGN = new Set(['/api/examples/languages']);

/** What Mintlify accepting a config forbids here: an error, or an unknown field (every field is in its schema). */
const objections = (diagnostics: readonly Diagnostic[]): Diagnostic[] =>
  diagnostics.filter((d) => d.severity === 'error' || d.code === 'config/unknown-field');

const show = (ds: readonly Diagnostic[]): string =>
  ds
    .slice(0, 8)
    .map((d) => `  ${d.file ?? ''}:${d.line ?? ''}:${d.column ?? ''} ${d.severity} ${d.code} ${d.message}`)
    .join('\n');

interface Tally {
  compared: number;
  agreed: number;
  failures: string[];
}
const tally = (): Tally => ({ compared: 0, agreed: 0, failures: [] });
const print = (what: string, t: Tally): void =>
  console.log(`${what}: ${t.compared} compared, ${t.agreed} agreed, ${t.compared - t.agreed} disagreed`);

function projectFolders(): string[] {
  const roots = [join(SHARED, 'mintlify'), process.env['MINTLIFY_EXTRA'] ?? join(SHARED, '..', '..', 'mintlify-extra')];
  return roots
    .filter((root) => existsSync(root))
    .flatMap((root) =>
      readdirSync(root, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => join(root, e.name)),
    )
    .sort();
}

test('real Mintlify projects: what Mintlify accepts reads without a config error or an unknown field', () => {
  const t = tally();
  for (const folder of projectFolders()) {
    const docsJson = join(folder, 'docs.json');
    const mintJson = join(folder, 'mint.json');
    const file = existsSync(docsJson) ? docsJson : existsSync(mintJson) ? mintJson : undefined;
    if (file === undefined) continue;
    const text = readFileSync(file, 'utf8');
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      continue; // Mintlify cannot read it either.
    }
    const legacy = file === mintJson;
    if (!mintlifyAccepts(value, legacy)) continue;
    t.compared++;
    const name = relative(SHARED, file);
    const found = legacy
      ? readDocsConfigValue(upgradeMintJson(value).docsJson, name).diagnostics
      : parseDocsConfig(text, name).diagnostics;
    // A field Mintlify's validator drops (`custom` in continue's docs.json) is outside its schema: named unknown here too.
    const against = objections(found).filter(
      (d) => d.code !== 'config/unknown-field' || legacy || d.pointer == null || mintlifyKeeps(value, d.pointer),
    );
    if (against.length === 0) t.agreed++;
    else t.failures.push(`${name}:\n${show(against)}`);
  }
  print('real projects (docs.json, mint.json)', t);
  assert.ok(t.compared >= 6, `six projects or more Mintlify accepts, found ${t.compared}`);
  assert.deepEqual(t.failures, []);
});

test('generated docs.json files: Mintlify accepts ⇒ no config error; Mintlify rejects a mutation ⇒ an error with its place', async () => {
  console.log(`mintlify differential: seed ${SEED} (replay with SEED=${SEED}), ${CONFIGS} generated configs`);
  const configs = await generatedConfigs(SEED, CONFIGS);
  const accepted = tally();
  const rejected = tally();
  const rand = random(SEED);
  for (const { seed, value } of configs) {
    accepted.compared++;
    const against = objections(parseDocsConfig(JSON.stringify(value, null, 2), 'docs.json').diagnostics);
    if (against.length === 0) accepted.agreed++;
    else accepted.failures.push(`seed ${seed}:\n${show(against)}`);
    for (let i = 0; i < MUTATIONS_PER_CONFIG; i++) {
      const mutated = mutate(value, rand);
      if (mutated === undefined || LENIENT_BY_DESIGN.has(mutated.mutation.pointer)) continue;
      if (mintlifyAccepts(mutated.value)) continue;
      rejected.compared++;
      const { pointer, kind } = mutated.mutation;
      const errors = parseDocsConfig(JSON.stringify(mutated.value, null, 2), 'docs.json').diagnostics.filter(
        (d) => d.severity === 'error',
      );
      const placed = errors.some(
        (d) =>
          d.file === 'docs.json' &&
          d.line !== undefined &&
          d.column !== undefined &&
          (pointer.startsWith(d.pointer ?? '') || (d.pointer ?? '').startsWith(pointer)),
      );
      if (placed) rejected.agreed++;
      else rejected.failures.push(`seed ${seed}, ${kind} at ${pointer}:\n${show(errors) || '  (no error)'}`);
    }
  }
  print('generated configs Mintlify accepts', accepted);
  print('mutated configs Mintlify rejects', rejected);
  assert.ok(accepted.compared >= Math.min(CONFIGS, 100), `only ${accepted.compared} accepted configs generated`);
  assert.deepEqual(accepted.failures, [], 'a config Mintlify accepts has a config error or an unknown field here');
  assert.deepEqual(rejected.failures, [], 'a config Mintlify rejects has no error at that place here');
});

/** The frontmatter keys of Mintlify's page type (`PageMetaTags` in @mintlify/models), read from its declaration. */
function mintlifyPageKeys(): Map<string, string> {
  const require = createRequire(import.meta.url);
  const models = join(require.resolve('@mintlify/models'), '..');
  const text = readFileSync(join(models, 'types', 'pageMetaTags.d.ts'), 'utf8');
  const body = /export type PageMetaTags = \{([\s\S]*?)\n\}/.exec(text)?.[1] ?? '';
  return new Map([...body.matchAll(/^\s+'?([\w:-]+)'?\?: ([^;]+);/gm)].map((m) => [m[1]!, m[2]!.trim()]));
}

/** A value of a declared type, as an author would write it in YAML. */
function sampleOf(type: string): string | undefined {
  if (type === 'string') return 'Example';
  if (type === 'boolean') return 'true';
  if (type === 'number') return '2';
  if (type === 'string[]') return '[alpha, beta]';
  return undefined;
}

test('frontmatter: every key of Mintlify’s page type, with a value of its type, is read without an error or an unknown field', () => {
  const t = tally();
  const samples: Record<string, string> = {
    mode: 'assistant',
    playground: 'simple',
    authMethod: 'bearer',
    openapi: 'GET /pets',
    api: 'GET /pets',
    asyncapi: 'chat',
    'openapi-schema': 'Pet',
    groups: '[admin]',
    related: '[/quickstart, { Guide: /guide }]',
    authors: '[{ name: Ada }]',
    contextual: '{ options: [copy] }',
    iconType: 'solid',
    graphql: 'schema.graphql',
    sdk: 'sdk.json',
    lastUpdatedDate: '2026-01-01',
    createdDate: '2026-01-01',
  };
  const keys = mintlifyPageKeys();
  // Mintlify takes any other key as custom metadata: a did-you-mean there is advice, not a disagreement.
  const frontmatterObjections = (ds: readonly Diagnostic[]): Diagnostic[] =>
    objections(ds).filter((d) => d.severity === 'error' || keys.has((d.pointer ?? '').slice(1)));
  for (const [key, type] of keys) {
    const value = samples[key] ?? sampleOf(type);
    if (value === undefined) continue;
    t.compared++;
    const { diagnostics } = parseFrontmatter(`${key}: ${value}\n`, { file: 'page.mdx', firstLine: 2 });
    const against = frontmatterObjections(diagnostics);
    if (against.length === 0) t.agreed++;
    else t.failures.push(`${key}: ${value}\n${show(against)}`);
  }
  // The real projects' pages, where Mintlify reads the YAML.
  for (const folder of projectFolders()) {
    for (const page of mdxFiles(folder)) {
      const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(page, 'utf8'));
      if (match === null) continue;
      try {
        const read: unknown = parseYaml(match[1]!);
        if (read === null || typeof read !== 'object' || Array.isArray(read)) continue;
      } catch {
        continue;
      }
      t.compared++;
      const name = relative(SHARED, page);
      const against = frontmatterObjections(parseFrontmatter(match[1]!, { file: name, firstLine: 2 }).diagnostics);
      if (against.length === 0) t.agreed++;
      else t.failures.push(`${name}:\n${show(against)}`);
    }
  }
  print('frontmatter (Mintlify page keys, real pages)', t);
  assert.deepEqual(t.failures, []);
});

function mdxFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.mdx'))
    .map((e) => join(e.parentPath, e.name));
}
