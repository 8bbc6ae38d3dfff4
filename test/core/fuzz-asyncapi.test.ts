// Fuzzing the AsyncAPI path: valid 2.x and 3.x documents from ../shared/corpus/ mutated as in
// fuzz-openapi.test.ts, then loaded, put in a navigation, and their channels' and messages' text
// rendered. A step succeeds or reports a DiagnosticError; nothing else is thrown, nothing hangs,
// no rendered HTML can run. FUZZ_SEED / FUZZ_RUNS as in test/support/fuzz.ts.
import { before } from 'node:test';
import { parseAsyncApi } from '../../src/asyncapi/load.js';
import type { AsyncApiSpec } from '../../src/asyncapi/types.js';
import { parseDocsConfig } from '../../src/config/parse-docs-config.js';
import { renderInlineMarkdown, renderMarkdown } from '../../src/markdown/index.js';
import { buildNavigation } from '../../src/navigation/build-navigation.js';
import { useNodeSanitizer } from '../../src/node/dom-window.js';
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
    ...seedFiles('asyncapi/spec-v2.6.0-examples', /\.ya?ml$/),
    ...seedFiles('asyncapi/spec-v3.0.0-examples', /\.ya?ml$/),
    ...seedFiles('asyncapi/spec-head-3.1-examples', /\.ya?ml$/),
    ...seedFiles('test/fixtures/asyncapi', /\.(ya?ml|json)$/),
  ];
  seeds = await documentSeeds(files, ['asyncapi']);
  // The first parse loads the AsyncAPI parser and its rules (seconds): not a case's time.
  await parseAsyncApi(JSON.stringify(seeds[0]?.doc ?? {}), {
    url: 'file:///fuzz/warm.json',
    readText: refuseReads,
  }).catch(() => {});
});

function exercise(spec: AsyncApiSpec, label: string): void {
  const config = parseDocsConfig(
    JSON.stringify({ name: 'fuzz', navigation: { groups: [{ group: 'Events', asyncapi: 'events.yaml' }] } }),
  );
  buildNavigation(config.config, new Map(), new Set<string>(), { asyncapi: new Map([['events.yaml', spec]]) });
  assertInertHtml(renderMarkdown(spec.info.description ?? ''), `${label} info.description`);
  for (const channel of spec.channels.slice(0, 4)) {
    assertInertHtml(renderMarkdown(channel.description ?? ''), `${label} channel ${channel.id}`);
    assertInertHtml(renderInlineMarkdown(channel.summary ?? ''), `${label} channel summary ${channel.id}`);
    spec.findChannel(channel.address ?? channel.id);
    for (const message of channel.messages.slice(0, 3)) {
      assertInertHtml(renderMarkdown(message.description ?? ''), `${label} message`);
      assertInertHtml(renderInlineMarkdown(message.title ?? message.summary ?? ''), `${label} message title`);
    }
  }
}

fuzzRun('mutated AsyncAPI documents load, navigate and render without an uncaught exception', {
  name: 'asyncapi',
  share: 0.2,
  seeds: () => seeds,
  minSeeds: 11,
  cases: (n) => documentCases(n, payloads.length, { maxMutations: 5, yaml: true, duplicateKey: false }),
  describe: (c) => JSON.stringify(c.mutations),
  // The AsyncAPI parser takes a second or more on a busy machine for a mid-sized document.
  boundMs: 30_000,
  check: async ({ doc }, c, label) => {
    const text = documentText(doc, c, payloads);
    const spec = await step(`${label} parse`, () =>
      parseAsyncApi(text, { url: `file:///fuzz/events.${c.yaml === true ? 'yaml' : 'json'}`, readText: refuseReads }),
    );
    if (spec !== undefined) exercise(spec, label);
  },
});
