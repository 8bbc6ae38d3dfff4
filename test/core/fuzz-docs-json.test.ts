// Fuzzing docs.json: the project's fixture configurations (and the Mintlify corpus's, with
// MINTLIFY_CORPUS set) mutated as in fuzz-openapi.test.ts, then parsed and turned into a navigation.
// Parsing reports problems as diagnostics and never throws; building the navigation never throws;
// nothing hangs. FUZZ_SEED / FUZZ_RUNS as in test/support/fuzz.ts.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { before, test } from 'node:test';
import fc from 'fast-check';
import { parseDocsConfig } from '../../src/config/parse-docs-config.js';
import { buildNavigation } from '../../src/navigation/build-navigation.js';
import {
  duplicateKeyText,
  FUZZ_TIMEOUT,
  fuzz,
  mutate,
  mutationArb,
  seedFiles,
  serialise,
  shortName,
  textBreakArb,
  within,
  xssPayloads,
} from '../support/fuzz.js';

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

test(
  'mutated docs.json files parse to diagnostics and build a navigation without an uncaught exception',
  { timeout: FUZZ_TIMEOUT },
  async () => {
    assert.ok(seeds.length > 5, `seed files found: ${seeds.length}`);
    const arb = fc.record({
      seed: fc.nat({ max: seeds.length - 1 }),
      mutations: fc.array(mutationArb(payloads.length), { maxLength: 6 }),
      duplicateKey: fc.option(fc.nat(), { nil: undefined }),
      brk: textBreakArb,
    });
    await fuzz('docs.json', 0.3, arb, async (c) => {
      const { file, doc } = seeds[c.seed]!;
      let text = serialise(mutate(doc, c.mutations, payloads), false, c.brk);
      if (c.duplicateKey !== undefined) text = duplicateKeyText(text, c.duplicateKey);
      const label = `${shortName(file)} ${JSON.stringify(c.mutations)}`;
      await within(5_000, label, async () => {
        const parsed = parseDocsConfig(text, 'docs.json');
        assert.ok(Array.isArray(parsed.diagnostics), label);
        const pages = new Set([...namedFiles(text)].map((p) => (p.endsWith('.mdx') ? p : `${p}.mdx`)));
        const nav = buildNavigation(parsed.config, new Map(), pages, { locate: parsed.locate });
        assert.ok(nav.pages instanceof Map, label);
      });
    });
  },
);
