/**
 * docs.json `pages` entries naming a 3.2 custom method (`additionalOperations`): `COPY /documents/{id}` and
 * `<spec> PURGE /documents/{id}` become those operations' pages; the rule (a word in capitals before a path
 * starting with "/") leaves page paths, specs and lower-case typos as they were.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseDocsConfig } from '../../src/config/parse-docs-config.js';
import { loadOpenApi } from '../../src/index.js';
import { parseFrontmatter } from '../../src/mdx/frontmatter.js';
import { buildNavigation } from '../../src/navigation/build-navigation.js';
import { parsePageEntry } from '../../src/navigation/page-entry.js';
import type { NavGroup, NavItem } from '../../src/navigation/types.js';
import { readTextFromFileOrUrl } from '../../src/node/read-text.js';

const FIXTURE = new URL('../fixtures/openapi-32/features.yaml', import.meta.url).href;

test('a custom method in capitals before a "/" path is an operation entry, kept as written', () => {
  assert.deepEqual(parsePageEntry('COPY /files/{id}'), { kind: 'operation', method: 'COPY', path: '/files/{id}' });
  assert.deepEqual(parsePageEntry('openapi.yaml M-SEARCH /devices'), {
    kind: 'operation',
    spec: 'openapi.yaml',
    method: 'M-SEARCH',
    path: '/devices',
  });
  assert.deepEqual(parsePageEntry('QUERY /search'), { kind: 'operation', method: 'query', path: '/search' });
  // Not custom methods: lower or mixed case, no "/" path, characters outside the rule, or one word (a page).
  for (const entry of ['copy /files', 'Copy /files', 'COPY files', 'CO.PY /files', '1COPY /files'])
    assert.equal(parsePageEntry(entry).kind, 'invalid', entry);
  assert.deepEqual(parsePageEntry('COPY'), { kind: 'mdx', path: 'COPY' });
  assert.deepEqual(parsePageEntry('EVENTS.yaml /user/signup'), {
    kind: 'channel',
    spec: 'EVENTS.yaml',
    name: '/user/signup',
  });
});

const slugs = (items: readonly NavItem[]): unknown[] =>
  items.map((i) => (i.type === 'group' ? { [i.title]: slugs(i.items) } : i.slug));

test('docs.json pages list custom-method operations, with or without the spec, and a typo names its neighbour', async () => {
  const spec = await loadOpenApi(FIXTURE, { readText: readTextFromFileOrUrl, fresh: true });
  const parsed = parseDocsConfig(
    JSON.stringify({
      name: 'x',
      navigation: {
        groups: [
          { group: 'Copies', openapi: 'features.yaml', pages: ['COPY /documents/{id}', 'COPI /documents/{id}'] },
          { group: 'Other', pages: ['features.yaml PURGE /documents/{id}', 'features.yaml QUERY /search'] },
        ],
      },
    }),
  );
  const nav = buildNavigation(parsed.config, new Map([['features.yaml', spec]]), new Map());
  const groups = nav.tree.tabs[0]?.groups as NavGroup[];
  assert.deepEqual(
    groups.map((g) => slugs(g.items)),
    [
      ['api-reference/copies/copy-document'],
      ['api-reference/copies/purge-document', 'api-reference/search/search-documents'],
    ],
  );
  const copy = nav.pages.get('api-reference/copies/copy-document');
  assert.equal(copy?.kind === 'openapi' && copy.operation, 'COPY /documents/{id}');
  const purge = nav.pages.get('api-reference/copies/purge-document');
  assert.equal(purge?.kind === 'openapi' && purge.method, 'PURGE');
  assert.deepEqual(
    nav.diagnostics.map((d) => [d.code, d.pointer]),
    [['navigation/unknown-operation', '/navigation/groups/0/pages/1']],
  );
  assert.match(nav.diagnostics[0]!.message, /Did you mean "COPY \/documents\/\{id\}"/);
});

test("an MDX page's openapi: frontmatter names a custom method the same way", async () => {
  const read = parseFrontmatter('openapi: features.yaml COPY /documents/{id}');
  assert.deepEqual(read.diagnostics, []);
  const ref = read.frontmatter.openapi;
  assert.deepEqual(ref, { kind: 'operation', spec: 'features.yaml', method: 'COPY', path: '/documents/{id}' });
  const spec = await loadOpenApi(FIXTURE, { readText: readTextFromFileOrUrl, fresh: true });
  // As src/site/page-refs.ts looks the page's operation up.
  assert.equal(spec.findOperation(`${ref?.kind === 'operation' ? ref.method : ''} /documents/{id}`)?.custom, true);
});
