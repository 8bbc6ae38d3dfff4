// The navigation and frontmatter fields a reader now sees (issue #26), in the site model: `directory` listings on
// group root pages (inherited, overridden by `none`, carried by the manifest), `boost` in the search ranking (a
// page's own over its group's), a group's `public`, `lastUpdatedDate` as the page's date where it shows one, and
// `mode: assistant` read as the default layout without a finding.
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { test } from 'node:test';
import { loadProject } from '../../src/node/project.js';
import {
  buildSearchIndex,
  parseSearchIndex,
  searchDocuments,
  searchSite,
  serializeSearchIndex,
} from '../../src/search/index.js';
import { siteSearchSource } from '../../src/search/index.js';
import { fromManifest, toManifest } from '../../src/site/index.js';

const project = await loadProject(resolve('test/fixtures/site-nav-meta/docs.json'));
const page = (slug: string) => project.site.pages.get(slug)!;

test('directory: a root page lists its group’s pages and nested groups; the layout is inherited and overridden', () => {
  assert.deepEqual(page('guides/index').directory, {
    layout: 'card', // from navigation.directory
    items: [
      { kind: 'page', slug: 'guides/alpha', title: 'Alpha', description: 'The first steps, one at a time.' },
      { kind: 'page', slug: 'guides/beta', title: 'Beta', description: 'What comes next.' },
      {
        kind: 'group',
        title: 'Deeper',
        slug: 'guides/deeper/index',
        description: 'Going further.',
        pages: [{ kind: 'page', slug: 'guides/deeper/gamma', title: 'Gamma' }],
      },
    ],
  });
  assert.equal(page('guides/deeper/index').directory?.layout, 'card', 'a nested group inherits it');
  const help = page('help/index').directory!;
  assert.equal(help.layout, 'accordion');
  assert.deepEqual(
    help.items.map((i) => [i.kind, i.kind === 'page' ? i.slug : i.title]),
    [
      ['page', 'help/faq'],
      ['group', 'Topics'],
      ['group', 'No listing'],
    ],
  );
  assert.equal(page('help/quiet').directory, undefined, '`directory: none` on the group');
  assert.equal(page('help/faq').directory, undefined, 'not a root page');
});

test('the manifest carries each root page’s listing and date to the browser', () => {
  const text = JSON.stringify(toManifest(project.site, (url) => url));
  const read = fromManifest(text, 'https://docs.example.test/docs.json');
  assert.deepEqual(read.pages.get('help/index')?.directory, page('help/index').directory);
  assert.equal(read.pages.get('guides/index')?.updated, '2025-03-04');
  assert.equal(read.pages.get('guides/index')?.settings.timestamp, true);
});

test('boost: a page with boost, or under a group with boost, ranks above an otherwise equal page', async () => {
  assert.equal(project.navigation.pages.get('search/grouped')?.boost, 2, 'from its group');
  assert.equal(project.navigation.pages.get('search/own-boost')?.boost, 0.5, 'its own wins over the group’s');
  const documents = await searchDocuments(siteSearchSource(project.site));
  const rank = (docs: typeof documents): string[] => {
    const index = parseSearchIndex(serializeSearchIndex(buildSearchIndex(docs)))!;
    return searchSite(index, 'wombat burrow').map((r) => r.slug);
  };
  assert.deepEqual(rank(documents), ['search/boosted', 'search/grouped', 'search/plain', 'search/own-boost']);
  // The same pages without their boost: the same text scores the same, so navigation order decides.
  const flat = documents.map(({ boost: _boost, ...d }) => d);
  assert.deepEqual(rank(flat), ['search/plain', 'search/boosted', 'search/grouped', 'search/own-boost']);
});

test('public: true on a group makes its pages public unless a page says public: false', () => {
  assert.equal(page('search/grouped').settings.public, true);
  assert.equal(page('search/own-boost').settings.public, false);
  assert.equal(page('search/plain').settings.public, false);
});

test('timestamp: lastUpdatedDate is the date of a page that shows one; timestamp: false shows none', () => {
  assert.equal(page('guides/index').updated, '2025-03-04');
  assert.equal(page('guides/beta').settings.timestamp, false);
  assert.equal(page('guides/beta').updated, undefined);
  assert.equal(page('guides/alpha').updated, undefined, 'its date comes from docs build / docs dev');
});

test('mode: assistant is the default layout, without a finding; the fixture has no other warning', () => {
  assert.equal(page('guides/deeper/gamma').settings.mode, 'default');
  assert.deepEqual(
    project.diagnostics.filter((d) => d.severity !== 'info').map((d) => d.message),
    [],
  );
});
