import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseDocsConfig } from '../../src/config/parse-docs-config.js';
import { navigationSources } from '../../src/navigation/sources.js';
import { fixtureConfig } from '../fixtures/site/load-site.js';

test('navigationSources lists every spec and MDX page the fixture names, once each (./ spellings included)', () => {
  assert.deepEqual(navigationSources(fixtureConfig().config), {
    openapi: ['specs/petstore.json', 'specs/petstore-v2.json'],
    asyncapi: [],
    arazzo: [],
    mdx: ['quickstart', 'guides/auth', 'endpoints/create-user', 'endpoints/get-user'],
    overlays: new Map(),
  });
});

test('navigationSources includes tab-level specs, asyncapi files and the Overlays of each spec', () => {
  const sources = navigationSources(
    parseDocsConfig(
      JSON.stringify({
        navigation: {
          tabs: [
            {
              tab: 'T',
              openapi: { source: './a.json', overlays: ['o1.yaml'] },
              asyncapi: 'e.yaml',
              groups: [
                { group: 'G', openapi: { source: 'a.json', overlays: ['o2.yaml'] }, pages: ['b.yaml webhook x'] },
              ],
            },
          ],
        },
      }),
    ).config,
  );
  assert.deepEqual(sources, {
    openapi: ['./a.json', 'b.yaml'],
    asyncapi: ['e.yaml'],
    arazzo: [],
    mdx: [],
    // Every entry's Overlays for one file, in the order met, however the file is spelled.
    overlays: new Map([['a.json', ['o1.yaml', 'o2.yaml']]]),
  });
});

test('navigationSources lists Arazzo files of any node and of `api`, each once', () => {
  const { config, diagnostics } = parseDocsConfig(
    JSON.stringify({
      name: 'Flows',
      api: { arazzo: [{ source: 'flows/pay.arazzo.yaml', directory: 'flows' }, './flows/a.arazzo.yaml'] },
      navigation: {
        tabs: [
          {
            tab: 'T',
            arazzo: 'flows/a.arazzo.yaml',
            groups: [{ group: 'G', arazzo: ['flows/b.arazzo.json'], pages: [] }],
          },
        ],
      },
    }),
  );
  assert.deepEqual(diagnostics, []);
  assert.deepEqual(navigationSources(config).arazzo, [
    'flows/a.arazzo.yaml',
    'flows/b.arazzo.json',
    'flows/pay.arazzo.yaml',
  ]);
  assert.deepEqual(config.api?.arazzo, [
    { source: 'flows/pay.arazzo.yaml', directory: 'flows' },
    { source: './flows/a.arazzo.yaml' },
  ]);
});
