import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseDocsConfig } from '../../src/config/parse-docs-config.js';
import { activeNavigation, buildNavigation, levelOf } from '../../src/navigation/index.js';
import type { NavDivision, NavGroup, NavItem, Navigation, SpecOperations } from '../../src/navigation/index.js';
import type { OperationSummary } from '../../src/openapi/types.js';

const op = (method: 'get' | 'post', path: string, operationId: string, tag?: string): OperationSummary => ({
  id: `${method.toUpperCase()} ${path}`,
  kind: 'operation',
  method,
  path,
  operationId,
  tags: tag === undefined ? [] : [tag],
  deprecated: false,
  pointer: `/paths/${path.replace(/\//g, '~1')}/${method}`,
  extensions: {},
});

const specs = new Map<string, SpecOperations>([
  ['v1.yaml', { operations: [op('get', '/pets', 'listPets', 'Pets')] }],
  ['v2.yaml', { operations: [op('get', '/pets', 'listPets', 'Pets'), op('post', '/pets', 'createPet', 'Pets')] }],
]);

function build(navigation: unknown, files: string[]) {
  const parsed = parseDocsConfig(JSON.stringify({ name: 'x', navigation }, null, 2));
  const nav = buildNavigation(parsed.config, specs, new Set(files.map((f) => `${f}.mdx`)), { locate: parsed.locate });
  return { parsed, nav };
}

const slugs = (items: readonly NavItem[]): string[] =>
  items.flatMap((i) => (i.type === 'page' ? [i.slug] : slugs(i.items)));
const groupSlugs = (groups: readonly NavGroup[]): string[] => groups.flatMap((g) => slugs(g.items));
const titles = (divisions: readonly NavDivision[] | undefined): string[] => (divisions ?? []).map((d) => d.title);
const active = (nav: Navigation, slug: string | undefined) =>
  activeNavigation({ tree: nav.tree, pages: nav.pages, activeSlug: slug });

test('versions → tabs → groups: a page both versions list is routed under the second version', () => {
  const { parsed, nav } = build(
    {
      versions: [
        {
          version: 'v1',
          tabs: [{ tab: 'Guides', groups: [{ group: 'Start', pages: ['quickstart', 'v1/setup'] }] }],
        },
        {
          version: 'v2',
          default: true,
          tabs: [
            { tab: 'Guides', groups: [{ group: 'Start', pages: ['quickstart', 'v2/setup'] }] },
            { tab: 'API', openapi: 'v2.yaml' },
          ],
        },
      ],
    },
    ['quickstart', 'v1/setup', 'v2/setup'],
  );
  assert.deepEqual(parsed.diagnostics, []);
  assert.deepEqual(nav.diagnostics, []);
  assert.deepEqual(titles(nav.tree.divisions), ['v1', 'v2']);
  assert.deepEqual(titles(nav.tree.divisions![1]!.divisions), ['Guides', 'API']);
  assert.deepEqual(nav.order, [
    'quickstart',
    'v1/setup',
    'v2/quickstart',
    'v2/setup',
    'api-reference/pets/list-pets',
    'api-reference/pets/create-pet',
  ]);
  assert.equal(nav.pages.get('v2/quickstart')?.canonical, 'quickstart');
  assert.deepEqual(nav.pages.get('v2/quickstart')?.breadcrumbs, ['v2', 'Guides', 'Start']);

  // On v1's quickstart: v1 and Guides active; v2 offers its own quickstart (the equivalent page).
  const onV1 = active(nav, 'quickstart');
  assert.deepEqual(
    onV1.path.map((d) => d.title),
    ['v1', 'Guides'],
  );
  const versions = levelOf(onV1, 'version')!;
  assert.deepEqual(
    versions.choices.map((c) => [c.title, c.slug, c.active]),
    [
      ['v1', 'quickstart', true],
      ['v2', 'v2/quickstart', false],
    ],
  );
  assert.deepEqual(groupSlugs(onV1.groups), ['quickstart', 'v1/setup']);
  // v1/setup ↔ v2/setup: the same path under another first folder.
  const fromSetup = levelOf(active(nav, 'v1/setup'), 'version')!;
  assert.equal(fromSetup.choices[1]?.slug, 'v2/setup');
  // A page only v2 has (the API tab): v1 offers its first page; a tab (even the one on show) opens its first page.
  const onApi = active(nav, 'api-reference/pets/create-pet');
  assert.deepEqual(
    levelOf(onApi, 'version')!.choices.map((c) => c.slug),
    ['quickstart', 'v2/quickstart'],
  );
  assert.deepEqual(
    levelOf(onApi, 'tab')!.choices.map((c) => [c.title, c.slug, c.active]),
    [
      ['Guides', 'v2/quickstart', false],
      ['API', 'api-reference/pets/list-pets', true],
    ],
  );
  // The home page (no slug yet) opens the default version.
  assert.deepEqual(
    active(nav, undefined).path.map((d) => d.title),
    ['v2', 'Guides'],
  );
});

test('languages → versions → tabs, with language names, codes and slugs', () => {
  const { parsed, nav } = build(
    {
      languages: [
        { language: 'en', versions: [{ version: '2.0', tabs: [{ tab: 'Docs', pages: ['en/index'] }] }] },
        { language: 'fr', versions: [{ version: '2.0', tabs: [{ tab: 'Docs', pages: ['fr/index'] }] }] },
        { language: 'xx', pages: ['xx/index'] },
      ],
    },
    ['en/index', 'fr/index', 'xx/index'],
  );
  assert.deepEqual(
    parsed.diagnostics.map((d) => [d.code, d.pointer]),
    [['config/enum', '/navigation/languages/2/language']],
  );
  assert.deepEqual(
    nav.tree.divisions!.map((d) => [d.title, d.slug, d.language]),
    [
      ['English', 'en', 'en'],
      ['Français', 'fr', 'fr'],
      ['xx', 'xx', 'xx'],
    ],
  );
  const onFr = active(nav, 'fr/index');
  assert.deepEqual(
    onFr.path.map((d) => d.kind),
    ['language', 'version', 'tab'],
  );
  assert.deepEqual(
    levelOf(onFr, 'language')!.choices.map((c) => c.slug),
    ['en/index', 'fr/index', 'xx/index'],
  );
});

test('tabs → anchors → groups, external hrefs, dropdowns, products and global links', () => {
  const { parsed, nav } = build(
    {
      global: {
        anchors: [{ anchor: 'Status', icon: 'signal', href: 'https://status.example.test' }],
        tabs: [{ tab: 'Blog', href: 'https://blog.example.test' }],
      },
      tabs: [
        {
          tab: 'Guides',
          anchors: [
            { anchor: 'Start', icon: 'rocket', groups: [{ group: 'Basics', pages: ['intro'] }] },
            { anchor: 'Community', icon: 'users', href: 'https://forum.example.test' },
          ],
        },
        { tab: 'Changelog', href: '/intro' },
        {
          tab: 'Products',
          products: [
            { product: 'Pets', description: 'The pet API', dropdowns: [{ dropdown: 'Ref', openapi: 'v1.yaml' }] },
          ],
        },
      ],
    },
    ['intro'],
  );
  assert.deepEqual(parsed.diagnostics, []);
  const onIntro = active(nav, 'intro');
  assert.deepEqual(
    levelOf(onIntro, 'anchor')!.choices.map((c) => [c.title, c.icon, c.slug, c.href, c.isExternal]),
    [
      ['Start', 'rocket', 'intro', undefined, false],
      ['Community', 'users', undefined, 'https://forum.example.test', true],
    ],
  );
  assert.deepEqual(
    levelOf(onIntro, 'tab')!.choices.map((c) => [c.title, c.slug ?? c.href, c.isExternal]),
    [
      ['Guides', 'intro', false],
      ['Changelog', 'intro', false],
      ['Products', 'api-reference/pets/list-pets', false],
    ],
  );
  assert.deepEqual(
    onIntro.global.map((c) => [c.kind, c.title, c.href, c.isExternal]),
    [
      ['tab', 'Blog', 'https://blog.example.test', true],
      ['anchor', 'Status', 'https://status.example.test', true],
    ],
  );
  const onPets = active(nav, 'api-reference/pets/list-pets');
  assert.deepEqual(
    onPets.path.map((d) => [d.kind, d.title]),
    [
      ['tab', 'Products'],
      ['product', 'Pets'],
      ['dropdown', 'Ref'],
    ],
  );
  assert.equal(onPets.path[1]?.description, 'The pet API');
  assert.deepEqual(
    onPets.groups.map((g) => g.title),
    ['Pets'],
  );
});

test('openapi on a tab, an anchor and a version is inherited by operation entries and groups inside', () => {
  const { nav } = build(
    {
      versions: [
        { version: 'v1', openapi: 'v1.yaml', groups: [{ group: 'Pets', pages: ['GET /pets'] }] },
        {
          version: 'v2',
          tabs: [
            {
              tab: 'API',
              openapi: { source: 'v2.yaml', directory: 'reference' },
              anchors: [{ anchor: 'Write', groups: [{ group: 'Create', pages: ['POST /pets'] }] }],
            },
          ],
        },
      ],
    },
    [],
  );
  assert.deepEqual(nav.diagnostics, []);
  assert.deepEqual(
    [...nav.pages.values()].map((p) => [p.slug, p.kind === 'openapi' ? p.spec : '']),
    [
      ['api-reference/pets/list-pets', 'v1.yaml'],
      ['reference/pets/create-pet', 'v2.yaml'],
    ],
  );
});

test('groups: loose pages, tag, expanded, root and hidden; the old collapsed still works', () => {
  const { parsed, nav } = build(
    {
      pages: ['intro'],
      groups: [
        {
          group: 'Guides',
          tag: 'NEW',
          root: 'guides/index',
          pages: [
            { group: 'Deep', expanded: false, pages: ['guides/deep'] },
            { group: 'Old', collapsed: true, pages: ['guides/old'] },
            { group: 'Secret', hidden: true, pages: ['guides/secret'] },
          ],
        },
      ],
    },
    ['intro', 'guides/index', 'guides/deep', 'guides/old', 'guides/secret'],
  );
  assert.deepEqual(parsed.diagnostics, []);
  const [guides, loose] = nav.tree.tabs[0]!.groups;
  assert.equal(guides?.tag, 'NEW');
  assert.equal(guides?.root, 'guides/index');
  assert.deepEqual(
    guides?.items.map((i) => (i.type === 'group' ? [i.title, i.collapsed] : i.slug)),
    [
      ['Deep', true],
      ['Old', true],
    ],
  );
  assert.equal(loose?.loose, true);
  assert.equal(loose?.title, '');
  assert.deepEqual(slugs(loose!.items), ['intro']);
  assert.ok(nav.pages.has('guides/secret'), 'a hidden group still builds its pages');
  assert.ok(!nav.order.includes('guides/secret'), 'but does not list them');
  assert.deepEqual(nav.order, ['guides/index', 'guides/deep', 'guides/old', 'intro']);
});

test('diagnostics name the JSON pointer, line and column of bad navigation nodes', () => {
  const { parsed } = build(
    {
      versions: [{ version: 'v1', href: 'javascript:alert(1)' }, { tab: 'T' }, { version: 'v2', groups: 'x' }],
      global: { anchors: [{ anchor: 'No link' }] },
      tabs: [
        { tab: 'T', openapi: [3] },
        { tab: 'L', href: 'https://x.example.test', pages: ['a'] },
      ],
    },
    [],
  );
  const found = parsed.diagnostics.map((d) => [d.severity, d.code, d.pointer, d.line]);
  // Mintlify publishes a section whose content is wrong (without that content) and any href: warnings here.
  assert.deepEqual(found, [
    ['warning', 'config/url', '/navigation/versions/0/href', 7],
    ['warning', 'config/unknown-field', '/navigation/versions/1/tab', 10],
    ['error', 'config/required', '/navigation/versions/1', 9],
    ['warning', 'config/type', '/navigation/versions/2/groups', 14],
    ['error', 'config/type', '/navigation/tabs/0/openapi/0', 28],
    ['warning', 'config/required', '/navigation/tabs/0', 25],
    ['warning', 'config/href-and-pages', '/navigation/tabs/1/href', 33],
    ['warning', 'config/required', '/navigation/global/anchors/0', 19],
  ]);
  assert.match(parsed.diagnostics.at(-1)!.message, /global anchor \("No link"\).*needs `href`/);
});
