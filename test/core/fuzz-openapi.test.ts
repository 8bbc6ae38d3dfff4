// Fuzzing the OpenAPI path: valid documents from ../shared/corpus/ mutated (keys dropped, duplicated
// and retyped, `$ref`s swapped, XSS payloads inserted, bytes truncated, YAML broken), then loaded,
// validated, put in a navigation, their operations resolved, built into requests and snippets, and
// their descriptions rendered. Each step either succeeds or reports a DiagnosticError: no other
// exception, no hang past a bound, no runnable HTML. FUZZ_SEED / FUZZ_RUNS as in test/support/fuzz.ts.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import fc from 'fast-check';
import { parseDocsConfig } from '../../src/config/parse-docs-config.js';
import { DiagnosticError } from '../../src/diagnostics.js';
import { renderInlineMarkdown, renderMarkdown } from '../../src/markdown/index.js';
import { buildNavigation } from '../../src/navigation/build-navigation.js';
import { useNodeSanitizer } from '../../src/node/dom-window.js';
import { parseOpenApi } from '../../src/openapi/load.js';
import type { OpenApiSpec } from '../../src/openapi/types.js';
import { buildRequest } from '../../src/request/build.js';
import { generateSnippet } from '../../src/snippets/index.js';
import {
  assertInertHtml,
  duplicateKeyText,
  FUZZ_TIMEOUT,
  fuzz,
  mutate,
  mutationArb,
  parseSeed,
  seedFiles,
  serialise,
  shortName,
  textBreakArb,
  within,
  xssPayloads,
} from '../support/fuzz.js';

const refuseReads = (url: string): Promise<string> => Promise.reject(new Error(`fuzz: no reads (${url})`));

/** Allowed outcomes of a step: its value, or a DiagnosticError (the designed way to say "this is broken"). */
async function step<T>(label: string, work: () => Promise<T> | T): Promise<T | undefined> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DiagnosticError) return undefined;
    throw new Error(`${label}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }
}

let seeds: { file: string; doc: unknown }[] = [];
const payloads = xssPayloads();

before(async () => {
  await useNodeSanitizer();
  const files = [
    ...seedFiles('openapi/oai-spec-examples', /\.(ya?ml|json)$/),
    ...seedFiles('openapi/swagger-petstore-v3', /\.(ya?ml|json)$/),
    ...seedFiles('openapi/openapi3-examples', /\.(ya?ml|json)$/, 20_000).slice(0, 30),
    ...seedFiles('xss/from-peer-test-suites/openapi3-examples-malicious', /\.json$/),
    ...seedFiles('test/fixtures/site/specs', /\.json$/),
  ];
  for (const file of files) {
    const doc = await parseSeed(file);
    if (doc !== null && typeof doc === 'object' && ('openapi' in doc || 'swagger' in doc)) seeds.push({ file, doc });
  }
  seeds = seeds.slice(0, 80);
  // The first parse and validation load the parser and the validator: not a case's time.
  const warm = await parseOpenApi(JSON.stringify(seeds[0]?.doc ?? {}), {
    url: 'file:///fuzz/warm.json',
    readText: refuseReads,
  }).catch(() => undefined);
  await warm?.validate().catch(() => {});
});

async function exercise(spec: OpenApiSpec, label: string): Promise<void> {
  await step(`${label} validate`, () => spec.validate());
  const config = parseDocsConfig(
    JSON.stringify({ name: 'fuzz', navigation: { groups: [{ group: 'API', openapi: 'spec.json' }] } }),
  );
  buildNavigation(config.config, new Map([['spec.json', spec]]), new Set<string>());
  assertInertHtml(renderMarkdown(spec.info.description ?? ''), `${label} info.description`);
  assertInertHtml(renderInlineMarkdown(spec.info.title), `${label} info.title`);
  for (const summary of spec.operations.slice(0, 3)) {
    const op = await step(`${label} resolve ${summary.id}`, () => spec.resolveOperation(summary.id));
    if (op === undefined) continue;
    assertInertHtml(renderMarkdown(op.description ?? ''), `${label} ${summary.id} description`);
    assertInertHtml(renderInlineMarkdown(op.summary ?? ''), `${label} ${summary.id} summary`);
    const built = buildRequest(op, {}, { placeholders: true });
    if (!built.ok) continue;
    for (const language of ['curl', 'python', 'javascript', 'go']) {
      const snippet = generateSnippet(built.request, language);
      assert.ok(typeof snippet === 'object' && snippet !== null, `${label}: ${language} snippet`);
    }
  }
}

test(
  'mutated OpenAPI documents load, validate, navigate, render and make snippets without an uncaught exception',
  { timeout: FUZZ_TIMEOUT },
  async () => {
    assert.ok(seeds.length > 10, `seed documents found: ${seeds.length}`);
    const arb = fc.record({
      seed: fc.nat({ max: seeds.length - 1 }),
      mutations: fc.array(mutationArb(payloads.length), { maxLength: 5 }),
      yaml: fc.boolean(),
      duplicateKey: fc.option(fc.nat(), { nil: undefined }),
      brk: textBreakArb,
    });
    await fuzz('openapi', 0.25, arb, async (c) => {
      const { file, doc } = seeds[c.seed]!;
      let text = serialise(mutate(doc, c.mutations, payloads), c.yaml, c.brk);
      if (c.duplicateKey !== undefined && !c.yaml) text = duplicateKeyText(text, c.duplicateKey);
      const label = `${shortName(file)} ${JSON.stringify(c.mutations)}`;
      await within(10_000, label, async () => {
        const spec = await step(`${label} parse`, () =>
          parseOpenApi(text, { url: `file:///fuzz/spec.${c.yaml ? 'yaml' : 'json'}`, readText: refuseReads }),
        );
        if (spec !== undefined) await exercise(spec, label);
      });
    });
  },
);
