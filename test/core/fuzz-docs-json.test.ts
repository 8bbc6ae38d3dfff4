// Fuzzing docs.json: the project's fixture configurations (and the Mintlify corpus's, with
// MINTLIFY_CORPUS set) mutated as in fuzz-openapi.test.ts, then parsed and turned into a navigation.
// Parsing reports problems as diagnostics and never throws; building the navigation never throws;
// nothing hangs. FUZZ_SEED / FUZZ_RUNS as in test/support/fuzz.ts.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { before } from 'node:test';
import { parseDocsConfig } from '../../src/config/parse-docs-config.js';
import { buildNavigation } from '../../src/navigation/build-navigation.js';
import { documentCases, documentText, fuzzRun, seedFiles, xssPayloads } from '../support/fuzz.js';

const seeds: { file: string; doc: unknown }[] = [];
const payloads = xssPayloads();

before(() => {
  const files = [...seedFiles('test/fixtures', /^docs\.json$/), ...seedFiles('docs', /^docs\.json$/)];
  const mintlify = process.env['MINTLIFY_CORPUS'];
  if (mintlify !== undefined) files.push(...seedFiles(mintlify, /^docs\.json$/, 200_000));
  for (const file of files) {
    try {
      seeds.push({ file, doc: JSON.parse(readFileSync(file, 'utf8')) });
    } catch {
      // A fixture that is broken on purpose (bad-json) is no seed.
    }
  }
});

/** The MDX pages and spec files the configuration names, so the navigation finds some of them. */
function namedFiles(text: string): Set<string> {
  return new Set([...text.matchAll(/"([\w./-]+)"/g)].map((m) => m[1]!));
}

fuzzRun('mutated docs.json files parse to diagnostics and build a navigation without an uncaught exception', {
  name: 'docs.json',
  share: 0.3,
  seeds: () => seeds,
  minSeeds: 6,
  cases: (n) => documentCases(n, payloads.length, { maxMutations: 6, yaml: false, duplicateKey: true }),
  describe: (c) => JSON.stringify(c.mutations),
  boundMs: 5_000,
  check: ({ doc }, c, label) => {
    const text = documentText(doc, c, payloads);
    const parsed = parseDocsConfig(text, 'docs.json');
    assert.ok(Array.isArray(parsed.diagnostics), label);
    const pages = new Set([...namedFiles(text)].map((p) => (p.endsWith('.mdx') ? p : `${p}.mdx`)));
    const nav = buildNavigation(parsed.config, new Map(), pages, { locate: parsed.locate });
    assert.ok(nav.pages instanceof Map, label);
  },
});
