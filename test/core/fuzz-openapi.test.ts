// Fuzzing the OpenAPI path: valid documents from ../shared/corpus/ mutated (keys dropped, duplicated
// and retyped, `$ref`s swapped, XSS payloads inserted, bytes truncated, YAML broken), then loaded,
// validated, put in a navigation, their operations resolved, built into requests and snippets, and
// their descriptions rendered. Each step either succeeds or reports a DiagnosticError: no other
// exception, no hang past a bound, no runnable HTML. FUZZ_SEED / FUZZ_RUNS as in test/support/fuzz.ts.
import assert from 'node:assert/strict';
import { before } from 'node:test';
import { parseDocsConfig } from '../../src/config/parse-docs-config.js';
import { renderInlineMarkdown, renderMarkdown } from '../../src/markdown/index.js';
import { buildNavigation } from '../../src/navigation/build-navigation.js';
import { useNodeSanitizer } from '../../src/node/dom-window.js';
import { parseOpenApi } from '../../src/openapi/load.js';
import type { OpenApiSpec } from '../../src/openapi/types.js';
import { buildRequest } from '../../src/request/build.js';
import { generateSnippet } from '../../src/snippets/index.js';
import {
  assertInertHtml,
  documentCases,
  documentSeeds,
  documentText,
  fuzzRun,
  refuseReads,
  seedFiles,
  step,
  xssPayloads,
} from '../support/fuzz.js';

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
  seeds = (await documentSeeds(files, ['openapi', 'swagger'])).slice(0, 80);
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

fuzzRun('mutated OpenAPI documents load, validate, navigate, render and make snippets without an uncaught exception', {
  name: 'openapi',
  share: 0.25,
  seeds: () => seeds,
  minSeeds: 11,
  cases: (n) => documentCases(n, payloads.length, { maxMutations: 5, yaml: true, duplicateKey: true }),
  describe: (c) => JSON.stringify(c.mutations),
  boundMs: 10_000,
  check: async ({ doc }, c, label) => {
    const text = documentText(doc, c, payloads);
    const spec = await step(`${label} parse`, () =>
      parseOpenApi(text, { url: `file:///fuzz/spec.${c.yaml === true ? 'yaml' : 'json'}`, readText: refuseReads }),
    );
    if (spec !== undefined) await exercise(spec, label);
  },
});
