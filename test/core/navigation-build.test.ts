import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { parseDocsConfig } from '../../src/config/parse-docs-config.js';
import type { Diagnostic } from '../../src/diagnostics.js';
import { buildNavigation } from '../../src/navigation/build-navigation.js';
import type { DocsPage, NavGroup, NavItem, Navigation, OperationPage } from '../../src/navigation/types.js';
import type { OpenApiSpec } from '../../src/openapi/types.js';
import { fixtureConfig, loadSpecs, mdxFiles } from '../fixtures/site/load-site.js';

let specs: Map<string, OpenApiSpec>;
let nav: Navigation;

before(async () => {
  specs = await loadSpecs('specs/petstore.json', 'specs/petstore-v2.json');
  const parsed = fixtureConfig();
  nav = buildNavigation(parsed.config, specs, mdxFiles(), { locate: parsed.locate });
});

function group(items: readonly NavItem[] | undefined, title: string): NavGroup {
  const found = items?.find((i): i is NavGroup => i.type === 'group' && i.title === title);
  assert.ok(found, `no group ${title}`);
  return found;
}
const topGroup = (title: string): NavGroup => group(nav.tree.tabs[0]?.groups, title);
const slugs = (g: NavGroup): string[] => g.items.flatMap((i) => (i.type === 'page' ? [i.slug] : []));
const page = (slug: string): DocsPage => {
  const p = nav.pages.get(slug);
  assert.ok(p, `no page ${slug}; have ${[...nav.pages.keys()].join(', ')}`);
  return p;
};
const operationPage = (slug: string): OperationPage => {
  const p = page(slug);
  assert.notEqual(p.kind, 'mdx');
  return p as OperationPage;
};

/** A config built from one navigation object, with specs and MDX pages of the fixture. */
function build(navigation: unknown, mdx = mdxFiles()): Navigation & { parseDiagnostics: readonly Diagnostic[] } {
  const parsed = parseDocsConfig(JSON.stringify({ name: 'x', navigation }, null, 2));
  return {
    ...buildNavigation(parsed.config, specs, mdx, { locate: parsed.locate }),
    parseDiagnostics: parsed.diagnostics,
  };
}

test('the fixture site builds without diagnostics', () => {
  assert.deepEqual(nav.diagnostics, []);
  assert.deepEqual(
    nav.tree.tabs.map((t) => t.title),
    [undefined, 'API v2'],
  );
});

test('MDX page entries: slug is the path without extension, title from frontmatter when given', () => {
  const started = topGroup('Get started');
  assert.deepEqual(slugs(started), ['quickstart', 'guides/auth']);
  const quick = page('quickstart');
  assert.equal(quick.kind, 'mdx');
  assert.equal(quick.kind === 'mdx' && quick.file, 'quickstart.mdx');
  assert.equal(quick.title, 'Quickstart', 'derived from the path when no frontmatter is given');
  const titled = buildNavigation(
    fixtureConfig().config,
    specs,
    new Map([['quickstart.mdx', { title: 'Start here', sidebarTitle: 'Start', method: 'get' as const }]]),
  );
  const p = titled.pages.get('quickstart');
  assert.deepEqual(
    [p?.title, p?.sidebarTitle, p?.kind === 'mdx' ? p.method : undefined],
    ['Start here', 'Start', 'get'],
  );
});

test('rule 1: a group with openapi and no pages gets one page per operation, grouped by tag in spec order', () => {
  const pets = topGroup('Pets API');
  assert.deepEqual(
    pets.items.map((i) => (i.type === 'group' ? i.title : i.slug)),
    ['Pets', 'Store', 'api-reference/get-health'],
  );
  assert.deepEqual(slugs(group(pets.items, 'Pets')), [
    'api-reference/pets/list-pets',
    'guides/add-a-pet',
    'api-reference/pets/show-pet-by-id',
    'api-reference/pets/new-pet-arrived',
  ]);
  assert.equal(group(pets.items, 'Pets').generated, true);
  assert.deepEqual(slugs(group(pets.items, 'Store')), ['api-reference/store/get-inventory']);
  assert.deepEqual(page('api-reference/pets/list-pets').breadcrumbs, ['Pets API', 'Pets']);
});

test('rule 2: a group with openapi and pages lists only the given operations', () => {
  const selected = topGroup('Selected');
  assert.deepEqual(slugs(selected).slice(0, 3), [
    'api-reference/pets/list-pets',
    'guides/add-a-pet',
    'api-reference/pets/new-pet-arrived',
  ]);
  assert.ok(!slugs(selected).includes('api-reference/store/get-inventory'));
});

test('a nested group inherits openapi from any ancestor; {param} names compare by position', () => {
  const inherited = group(topGroup('Selected').items, 'Inherited');
  assert.equal(inherited.openapi, 'specs/petstore.json');
  assert.deepEqual(slugs(inherited), ['api-reference/pets/show-pet-by-id']);
});

test('rule 3: a nested group openapi overrides its parent, also for its own nested groups', () => {
  const v2 = group(topGroup('Selected').items, 'Version 2');
  assert.equal(v2.openapi, 'specs/petstore-v2.json');
  assert.deepEqual(slugs(v2), ['api-reference/pets/list-pets-v2']);
  const deeper = group(v2.items, 'Deeper');
  assert.deepEqual(slugs(deeper), ['api-reference/pets/delete-pet-v2']);
  assert.equal(operationPage('api-reference/pets/delete-pet-v2').spec, 'specs/petstore-v2.json');
});

test('rule 4: "<spec-path> METHOD /path" references an operation of another spec, without an MDX file', () => {
  const owners = operationPage('api-reference/owners/list-owners');
  assert.equal(owners.spec, 'specs/petstore-v2.json');
  assert.equal(owners.operation, 'GET /owners');
  assert.ok(slugs(topGroup('Selected')).includes('api-reference/owners/list-owners'));
});

test('webhook entries build webhook pages', () => {
  const hook = operationPage('api-reference/pets/new-pet-arrived');
  assert.equal(hook.kind, 'webhook');
  assert.equal(hook.operation, 'WEBHOOK newPet');
  assert.equal(hook.path, 'newPet');
  const prefixed = build({ groups: [{ group: 'Hooks', pages: ['specs/petstore.json webhook newPet'] }] });
  assert.deepEqual(prefixed.diagnostics, []);
  assert.equal(prefixed.pages.get('api-reference/pets/new-pet-arrived')?.kind, 'webhook');
});

test('several specs in one site: a tab per version, each spec its own pages', () => {
  const tab = nav.tree.tabs[1]!;
  assert.equal(tab.title, 'API v2');
  const everything = tab.groups[0]!;
  assert.equal(everything.openapi, './specs/petstore-v2.json');
  assert.deepEqual(
    everything.items.map((i) => (i.type === 'group' ? i.title : i.slug)),
    ['Pets', 'Owners'],
  );
  assert.equal(operationPage('api-reference/pets/list-pets').spec, 'specs/petstore.json');
  assert.equal(operationPage('api-reference/pets/list-pets-v2').spec, 'specs/petstore-v2.json');
});

test('tabs may set openapi for all their groups', () => {
  const built = build({
    tabs: [{ tab: 'V2', openapi: 'specs/petstore-v2.json', groups: [{ group: 'G', pages: ['GET /owners'] }] }],
  });
  assert.deepEqual(built.diagnostics, []);
  const owners = built.pages.get('api-reference/owners/list-owners');
  assert.equal(owners?.kind === 'openapi' && owners.spec, 'specs/petstore-v2.json');
  assert.equal(owners?.breadcrumbs.join(' > '), 'V2 > G');
});

test('a page listed twice is built once and listed once in reading order', () => {
  const listPets = [...nav.pages.values()].filter(
    (p) => p.kind === 'openapi' && p.operation === 'GET /pets' && p.spec === 'specs/petstore.json',
  );
  assert.equal(listPets.length, 1);
  assert.equal(nav.order.filter((s) => s === 'api-reference/pets/list-pets').length, 1);
});

test('x-docs: metadata, content, href and code samples shape the page', () => {
  const add = operationPage('guides/add-a-pet');
  assert.equal(add.title, 'Add a pet');
  assert.equal(add.sidebarTitle, 'Add');
  assert.equal(add.deprecated, true);
  assert.equal(add.docs.content, 'Read **this** first.');
  assert.equal(add.docs.metadata.playground, 'simple');
  assert.equal(add.docs.metadata.authMethod, 'basic');
  assert.deepEqual(add.docs.codeSamples, [
    { lang: 'python', label: 'SDK', source: 'client.pets.create()' },
    { lang: 'go', source: 'pets.Create()' },
  ]);
});

test('x-hidden: the page is built but not in the navigation', () => {
  const hidden = operationPage('api-reference/pets/delete-a-pet');
  assert.equal(hidden.hidden, true);
  assert.ok(!nav.order.includes(hidden.slug));
  assert.ok(!JSON.stringify(nav.tree).includes(hidden.slug));
});

test('x-excluded: no page at all; listing it explicitly is a warning', () => {
  assert.ok(![...nav.pages.values()].some((p) => p.kind === 'openapi' && p.operation === 'GET /internal/metrics'));
  const listed = build({ groups: [{ group: 'G', openapi: 'specs/petstore.json', pages: ['GET /internal/metrics'] }] });
  assert.equal(listed.pages.size, 0);
  assert.equal(listed.diagnostics[0]?.code, 'navigation/excluded');
  assert.equal(listed.diagnostics[0]?.pointer, '/navigation/groups/0/pages/0');
});

test('an operation that matches nothing names the group, the place and the closest operations', () => {
  const built = build({
    groups: [{ group: 'Pets', openapi: 'specs/petstore.json', pages: ['GET /pets', 'GET /pet/{id}'] }],
  });
  const [d] = built.diagnostics;
  assert.equal(d?.severity, 'error');
  assert.equal(d?.code, 'navigation/unknown-operation');
  assert.equal(d?.pointer, '/navigation/groups/0/pages/1');
  assert.equal(d?.file, 'docs.json');
  assert.ok(d?.line !== undefined && d.line > 1);
  assert.match(d?.message ?? '', /Group "Pets"/);
  assert.match(d?.message ?? '', /Did you mean "GET \/pets\/\{petId\}"/);
  assert.equal(built.pages.size, 1, 'the rest still builds');
});

test('an MDX page that does not exist is left out with a warning and did-you-mean; the rest builds', () => {
  const built = build({ groups: [{ group: 'Start', pages: ['quikstart', 'quickstart'] }] });
  const [d] = built.diagnostics;
  assert.equal(d?.code, 'navigation/unknown-page');
  assert.equal(d?.severity, 'warning');
  assert.match(d?.message ?? '', /has no file quikstart\.mdx or quikstart\.md, so it is left out of the navigation/);
  assert.match(d?.message ?? '', /Did you mean "quickstart"/);
  assert.deepEqual([...built.pages.keys()], ['quickstart']);
  assert.deepEqual(built.order, ['quickstart'], 'listed in the navigation without the missing page');
});

test('when no page is left at all, the missing pages are errors', () => {
  const built = build({ groups: [{ group: 'Start', pages: ['quikstart'] }] });
  const [d] = built.diagnostics;
  assert.equal(d?.code, 'navigation/unknown-page');
  assert.equal(d?.severity, 'error');
  assert.match(d?.message ?? '', /No page is left to show\./);
  assert.equal(built.pages.size, 0);
});

test('a remote spec that could not be loaded leaves its pages out with a warning; a local one is an error', () => {
  const url = 'https://example.com/openapi.json';
  const remote = build({
    groups: [
      { group: 'Start', pages: ['quickstart'] },
      { group: 'API', openapi: url },
    ],
  });
  assert.deepEqual(
    remote.diagnostics.map((d) => [d.severity, d.code]),
    [['warning', 'navigation/unknown-spec']],
  );
  assert.match(
    remote.diagnostics[0]!.message,
    /"https:\/\/example\.com\/openapi\.json" could not be loaded, so its pages are left out/,
  );
  assert.deepEqual([...remote.pages.keys()], ['quickstart']);
  const local = build({
    groups: [
      { group: 'Start', pages: ['quickstart'] },
      { group: 'API', openapi: 'gone.json' },
    ],
  });
  assert.deepEqual(
    local.diagnostics.map((d) => [d.severity, d.code]),
    [['error', 'navigation/unknown-spec']],
  );
});

test('an unknown spec file and an operation with no enclosing openapi are errors', () => {
  const built = build({ groups: [{ group: 'G', pages: ['specs/petstor.json GET /pets', 'GET /pets'] }] });
  assert.deepEqual(
    built.diagnostics.map((d) => [d.code, d.pointer]),
    [
      ['navigation/unknown-spec', '/navigation/groups/0/pages/0'],
      ['navigation/no-openapi', '/navigation/groups/0/pages/1'],
    ],
  );
  assert.match(built.diagnostics[0]!.message, /Did you mean "specs\/petstore.json"/);
});

test('a malformed entry is an error', () => {
  const built = build({
    groups: [{ group: 'G', openapi: 'specs/petstore.json', pages: ['GET pets', 'fetch /pets', 'GET'] }],
  });
  assert.deepEqual(
    built.diagnostics.map((d) => d.code),
    ['navigation/entry', 'navigation/entry', 'navigation/entry'],
  );
});

test('pointers stay right after a bad entry was dropped while reading', () => {
  const built = build({ groups: [{ group: 'G', openapi: 'specs/petstore.json', pages: [42, 'GET /nope'] }] });
  assert.equal(built.parseDiagnostics[0]?.pointer, '/navigation/groups/0/pages/0');
  assert.equal(built.diagnostics[0]?.pointer, '/navigation/groups/0/pages/1');
});

test('slug clash: two pages wanting one URL is a diagnostic; the later gets a suffix', () => {
  const hrefSpec: OpenApiSpec = {
    ...specs.get('specs/petstore-v2.json')!,
    operations: specs
      .get('specs/petstore-v2.json')!
      .operations.map((op) =>
        op.operationId === 'listOwners' ? { ...op, extensions: { 'x-docs': { href: 'quickstart' } } } : op,
      ),
  };
  const parsed = parseDocsConfig(
    JSON.stringify({
      name: 'x',
      navigation: { groups: [{ group: 'G', pages: ['quickstart', 'v2.json GET /owners'] }] },
    }),
  );
  const built = buildNavigation(parsed.config, new Map([['v2.json', hrefSpec]]), mdxFiles(), { locate: parsed.locate });
  const [d] = built.diagnostics;
  assert.equal(d?.code, 'navigation/slug-clash');
  assert.equal(d?.severity, 'error');
  assert.equal(d?.pointer, '/navigation/groups/0/pages/1');
  assert.match(d?.message ?? '', /quickstart\.mdx/);
  assert.deepEqual([...built.pages.keys()], ['quickstart', 'quickstart-2']);
});

test('slug clash between generated pages of two specs is a warning', () => {
  const twin: OpenApiSpec = { ...specs.get('specs/petstore.json')! };
  const parsed = parseDocsConfig(
    JSON.stringify({
      name: 'x',
      navigation: {
        groups: [
          { group: 'A', pages: ['a.json GET /pets'] },
          { group: 'B', pages: ['b.json GET /pets'] },
        ],
      },
    }),
  );
  const built = buildNavigation(
    parsed.config,
    new Map([
      ['a.json', twin],
      ['b.json', twin],
    ]),
    new Set(),
  );
  assert.equal(built.diagnostics[0]?.severity, 'warning');
  assert.deepEqual([...built.pages.keys()], ['api-reference/pets/list-pets', 'api-reference/pets/list-pets-2']);
});

test('asyncapi on groups passes through to the group and its pages', () => {
  const built = build({ groups: [{ group: 'Streams', asyncapi: 'events.yaml', pages: ['quickstart'] }] });
  assert.deepEqual(built.diagnostics, []);
  assert.equal(built.tree.tabs[0]?.groups[0]?.asyncapi, 'events.yaml');
  assert.equal(built.pages.get('quickstart')?.asyncapi, 'events.yaml');
});

test('reading order lists every listed page once and no hidden page', () => {
  assert.equal(new Set(nav.order).size, nav.order.length);
  for (const slug of nav.order) assert.equal(page(slug).hidden, false);
  assert.deepEqual(nav.order.slice(0, 3), ['quickstart', 'guides/auth', 'api-reference/pets/list-pets']);
});

test('a page listed in two tabs has a route in each: the second is `<tab-slug>/<slug>`, with that tab’s breadcrumbs', () => {
  const built = build({
    tabs: [
      { tab: 'API reference', openapi: 'specs/petstore.json', groups: [{ group: 'Pets', pages: ['GET /pets'] }] },
      { tab: 'Every endpoint', groups: [{ group: 'All', pages: ['specs/petstore.json GET /pets', 'quickstart'] }] },
      { tab: 'Guides', groups: [{ group: 'Start', pages: ['quickstart', 'quickstart'] }] },
    ],
  });
  assert.deepEqual(built.diagnostics, []);
  const tabSlugs = built.tree.tabs.map((t) => t.groups.flatMap(slugs));
  assert.deepEqual(tabSlugs, [
    ['api-reference/pets/list-pets'],
    ['every-endpoint/api-reference/pets/list-pets', 'quickstart'],
    ['guides/quickstart', 'guides/quickstart'],
  ]);
  const copy = built.pages.get('every-endpoint/api-reference/pets/list-pets');
  assert.equal(copy?.kind === 'openapi' && copy.operation, 'GET /pets');
  assert.equal(copy?.canonical, 'api-reference/pets/list-pets');
  assert.deepEqual(copy?.breadcrumbs, ['Every endpoint', 'All']);
  assert.equal(built.pages.get('guides/quickstart')?.canonical, 'quickstart');
  assert.equal(built.pages.get('api-reference/pets/list-pets')?.canonical, undefined);
  // Listed twice in one tab: one route, listed once in reading order.
  assert.deepEqual(built.order, [
    'api-reference/pets/list-pets',
    'every-endpoint/api-reference/pets/list-pets',
    'quickstart',
    'guides/quickstart',
  ]);
});
