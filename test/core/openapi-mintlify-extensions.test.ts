// Mintlify's OpenAPI extensions as the navigation reads them: a tag's `x-group` labels its generated group (the
// tag's name still makes the URLs), `x-hidden` builds a page left out of the sidebar, `x-excluded` builds nothing,
// and `x-mint.href` names the page's URL.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseDocsConfig } from '../../src/config/parse-docs-config.js';
import { buildNavigation } from '../../src/navigation/build-navigation.js';
import type { NavGroup } from '../../src/navigation/types.js';
import { parseOpenApi } from '../../src/openapi/load.js';

const SPEC = JSON.stringify({
  openapi: '3.1.0',
  info: { title: 'T', version: '1' },
  tags: [{ name: 'users', 'x-group': 'User Management' }, { name: 'pets' }],
  paths: {
    '/users': {
      get: { tags: ['users'], summary: 'List users', responses: { 200: { description: 'ok' } } },
      post: { tags: ['users'], summary: 'Create user', 'x-hidden': true, responses: { 200: { description: 'ok' } } },
    },
    '/pets': {
      get: {
        tags: ['pets'],
        summary: 'List pets',
        'x-mint': { href: '/pets/all', metadata: { title: 'All the pets', tag: 'Beta', icon: 'paw' } },
        responses: { 200: { description: 'ok' } },
      },
      delete: { tags: ['pets'], summary: 'Drop', 'x-excluded': true, responses: { 200: { description: 'ok' } } },
    },
  },
});

test('x-group labels a tag group; x-hidden, x-excluded and x-mint.href shape the pages', async () => {
  const spec = await parseOpenApi(SPEC, { url: 'https://x.test/api.json' });
  const parsed = parseDocsConfig(
    JSON.stringify({ name: 'x', navigation: { groups: [{ group: 'API', openapi: 'api.json' }] } }),
  );
  const nav = buildNavigation(parsed.config, new Map([['api.json', spec]]), new Map());
  const api = nav.tree.tabs[0]!.groups[0] as NavGroup;
  const titles = api.items.map((i) => (i.type === 'group' ? i.title : i.slug));
  assert.deepEqual(titles, ['User Management', 'pets']);
  const users = api.items[0] as NavGroup;
  const listed = users.items.map((i) => (i.type === 'page' ? i.slug : ''));
  assert.equal(listed.length, 1, 'the x-hidden page is not listed');
  assert.match(listed[0]!, /users/, 'the URL keeps the tag name');
  const hidden = [...nav.pages.values()].find((p) => p.title === 'Create user');
  assert.equal(hidden?.hidden, true, 'the x-hidden page is built');
  assert.equal(
    [...nav.pages.values()].find((p) => p.title === 'Drop'),
    undefined,
    'x-excluded: no page',
  );
  assert.equal(nav.pages.get('pets/all')?.title, 'All the pets');
  assert.equal(nav.pages.get('pets/all')?.tag, 'Beta', 'x-mint.metadata.tag reaches the sidebar record');
  assert.equal(nav.pages.get('pets/all')?.icon, 'paw');
  assert.deepEqual(nav.pages.get('pets/all')?.breadcrumbs.at(-1), 'pets');
  assert.equal([...nav.pages.values()].find((p) => p.title === 'List users')?.breadcrumbs.at(-1), 'User Management');
});
