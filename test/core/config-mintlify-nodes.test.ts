// The navigation and site fields Mintlify added in 2026, and the shapes real projects write: each is read without
// an error, carried in the config, and does what Mintlify documents where this site can show it.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { parseDocsConfig } from '../../src/config/parse-docs-config.js';
import { seoPathMeta } from '../../src/config/seo-paths.js';
import { slugPath } from '../../src/config/trailing-slash.js';
import type { DivisionConfig, GroupConfig } from '../../src/config/navigation-types.js';
import { parseFrontmatter } from '../../src/mdx/frontmatter.js';
import { loadProject } from '../../src/node/project.js';
import { searchDocuments } from '../../src/search/documents.js';
import { siteSearchSource } from '../../src/search/site-source.js';

const base = { name: 'x', theme: 'mint', colors: { primary: '#112233' } };
const read = (value: Record<string, unknown>) => parseDocsConfig(JSON.stringify({ ...base, ...value }, null, 2));
const errors = (r: ReturnType<typeof read>) => r.diagnostics.filter((d) => d.severity === 'error');
const unknown = (r: ReturnType<typeof read>) => r.diagnostics.filter((d) => d.code === 'config/unknown-field');

test('an icon written as an object is carried as an IconRef on any node; its name is the icon', () => {
  const icon = { name: 'microchip-ai', style: 'regular' };
  const r = read({
    navigation: {
      tabs: [{ tab: 'T', icon: { name: 'rocket', library: 'lucide' }, groups: [{ group: 'G', icon, pages: ['a'] }] }],
    },
  });
  assert.deepEqual(errors(r), []);
  const tab = r.config.navigation.divisions[0]!;
  assert.equal(tab.icon, 'rocket');
  assert.deepEqual(tab.iconRef, { name: 'rocket', library: 'lucide' });
  const group = tab.items[0] as GroupConfig;
  assert.equal(group.icon, 'microchip-ai');
  assert.deepEqual(group.iconRef, { name: 'microchip-ai', style: 'regular' });
  const bad = read({ navigation: { groups: [{ group: 'G', icon: { style: 'regular' }, pages: ['a'] }] } });
  assert.deepEqual(
    errors(bad).map((d) => [d.code, d.pointer, d.line]),
    [['config/required', '/navigation/groups/0/icon', 11]],
  );
});

test('every node reads directory, align, hidden, public, tag, expanded and searchable', () => {
  const node = { hidden: true, public: true, tag: 'NEW', expanded: true, searchable: false, directory: 'card' };
  const r = read({
    navigation: {
      directory: 'accordion',
      tabs: [{ tab: 'T', align: 'end', ...node, groups: [{ group: 'G', ...node, pages: ['a'] }] }],
    },
  });
  assert.deepEqual([...errors(r), ...unknown(r)], []);
  assert.equal(r.config.navigation.directory, 'accordion');
  const tab = r.config.navigation.divisions[0]!;
  assert.deepEqual(
    [tab.align, tab.hidden, tab.public, tab.tag, tab.expanded, tab.searchable, tab.directory],
    ['end', true, true, 'NEW', true, false, 'card'],
  );
  const group = tab.items[0] as GroupConfig;
  assert.deepEqual(
    [group.hidden, group.public, group.tag, group.expanded, group.searchable, group.directory],
    [true, true, 'NEW', true, false, 'card'],
  );
  const wrong = read({ navigation: { groups: [{ group: 'G', directory: 'grid', pages: ['a'] }] } });
  assert.deepEqual(
    errors(wrong).map((d) => d.pointer),
    ['/navigation/groups/0/directory'],
  );
});

test('a group titled "" is read, and its pages are listed without a heading', async () => {
  const r = read({ navigation: { groups: [{ group: '', pages: ['a'] }] } });
  assert.deepEqual(errors(r), []);
  assert.equal((r.config.navigation.items[0] as GroupConfig).group, '');
  const project = await projectOf({
    navigation: {
      groups: [
        { group: '', pages: ['a'] },
        { group: 'B', pages: ['b'] },
      ],
    },
  });
  const groups = project.navigation.tree.tabs[0]!.groups;
  assert.deepEqual(
    groups.map((g) => [g.title, g.loose === true]),
    [
      ['', true],
      ['B', false],
    ],
  );
});

test('languages carry their own navbar, footer and banner', () => {
  const r = read({
    navigation: {
      languages: [
        { language: 'en', navbar: { links: [{ label: 'Blog', href: '/blog' }] }, pages: ['a'] },
        {
          language: 'fr',
          navbar: { links: [{ label: 'Blogue', href: '/fr/blog' }] },
          footer: { socials: { x: 'https://x.com/fr' } },
          banner: { content: 'Bonjour' },
          pages: ['fr/a'],
        },
      ],
    },
  });
  assert.deepEqual([...errors(r), ...unknown(r)], []);
  const [en, fr] = r.config.navigation.divisions as DivisionConfig[];
  assert.deepEqual(en!.chrome?.navbar?.links, [{ label: 'Blog', href: '/blog' }]);
  assert.deepEqual(fr!.chrome?.footer?.socials, [{ platform: 'x', href: 'https://x.com/fr' }]);
  assert.equal(fr!.chrome?.banner?.content, 'Bonjour');
  const bad = read({ navigation: { languages: [{ language: 'en', banner: { dismissible: true }, pages: ['a'] }] } });
  assert.deepEqual(
    errors(bad).map((d) => d.pointer),
    ['/navigation/languages/0/banner'],
  );
});

test('graphql and sdk tabs: no error, and the tab holds a page saying the reference is not rendered here', async () => {
  const navigation = {
    tabs: [
      { tab: 'Guides', pages: ['a'] },
      { tab: 'GraphQL API', graphql: 'schema.graphql' },
      { tab: 'SDK', sdk: { format: 'typedoc', source: 'https://example.com/sdk.json' } },
    ],
  };
  const r = read({ navigation });
  assert.deepEqual([...errors(r), ...unknown(r)], []);
  assert.deepEqual(r.config.navigation.divisions[1]!.reference, { kind: 'graphql', source: 'schema.graphql' });
  const project = await projectOf({ navigation });
  const page = project.navigation.pages.get('reference-not-rendered/graphql-graphql-api');
  assert.equal(page?.title, 'GraphQL API');
  const html = project.mdx.get('reference-not-rendered/graphql-graphql-api.mdx')?.html ?? '';
  assert.match(html, /This GraphQL reference is not rendered here yet/);
  assert.match(html, /schema\.graphql/);
  assert.match(
    project.mdx.get('reference-not-rendered/sdk-sdk.mdx')?.html ?? '',
    /SDK documentation artifact \(typedoc\)/,
  );
  assert.deepEqual(
    project.diagnostics.filter((d) => d.severity !== 'info').map((d) => d.message),
    [],
  );
});

test('seo.trailingSlash, seo.paths, metadata.timestamp, contextual.display and root public are read', () => {
  const r = read({
    public: true,
    seo: { trailingSlash: true, paths: [{ path: 'guides/v2', metatags: { robots: 'noindex' } }] },
    metadata: { timestamp: true },
    contextual: { options: ['copy'], display: 'toc' },
  });
  assert.deepEqual([...errors(r), ...unknown(r)], []);
  assert.equal(r.config.seo?.trailingSlash, true);
  assert.deepEqual(r.config.seo?.paths, [{ path: 'guides/v2', metatags: [{ name: 'robots', content: 'noindex' }] }]);
  assert.deepEqual(r.config.metadata, { timestamp: true });
  assert.equal(r.config.contextual?.display, 'toc');
  assert.equal(r.config.public, true);
  assert.equal(slugPath('guides/setup', true), 'guides/setup/');
  assert.equal(slugPath('', true), '');
  assert.equal(slugPath('guides/setup', false), 'guides/setup');
});

test('seo.paths: a page under a folder gets its tags, a longer folder winning over a shorter one', () => {
  const seo = read({
    seo: {
      paths: [
        { path: 'guides/v2', metatags: { robots: 'noindex', 'og:type': 'article' } },
        { path: 'guides', metatags: { robots: 'all', author: 'Docs team' } },
      ],
    },
  }).config.seo;
  assert.deepEqual(seoPathMeta(seo, 'guides/v2/setup.mdx'), {
    robots: 'noindex',
    author: 'Docs team',
    'og:type': 'article',
  });
  assert.deepEqual(seoPathMeta(seo, 'guides/intro.mdx'), { robots: 'all', author: 'Docs team' });
  assert.deepEqual(seoPathMeta(seo, 'guidesx/intro.mdx'), {});
});

test('frontmatter: searchable, boost, related, hideFooterPagination, timestamp, authors and mode: assistant', () => {
  const { frontmatter, diagnostics } = parseFrontmatter(
    [
      'searchable: false',
      'boost: 3',
      'related: [/quickstart, { Guide: /guide }, https://oauth.net/2/, javascript:alert(1)]',
      'hideFooterPagination: true',
      'timestamp: false',
      'authors: [{ name: Ada }]',
      'mode: assistant',
    ].join('\n'),
    { file: 'p.mdx', firstLine: 2 },
  );
  assert.deepEqual(
    diagnostics.filter((d) => d.severity === 'error' || d.code === 'config/unknown-field'),
    [],
  );
  assert.equal(frontmatter.searchable, false);
  assert.equal(frontmatter.boost, 3);
  // Mintlify's shapes: a path, a `Title: link` object, an external URL; a script link is left out.
  assert.deepEqual(frontmatter.related, [
    { href: '/quickstart' },
    { href: '/guide', title: 'Guide' },
    { href: 'https://oauth.net/2/' },
  ]);
  assert.equal(frontmatter.hideFooterPagination, true);
  assert.equal(frontmatter.timestamp, false);
  assert.deepEqual(frontmatter.authors, [{ name: 'Ada' }]);
  assert.equal(frontmatter.mode, undefined);
  assert.deepEqual(
    diagnostics.map((d) => [d.severity, d.code]),
    [['warning', 'frontmatter/url']],
    'mode: assistant is read as the default layout without a finding; only the script link is reported',
  );
});

test('searchable: false on a page or a group keeps its pages out of the search index, not out of the sidebar', async () => {
  const project = await projectOf(
    {
      navigation: {
        groups: [
          { group: 'A', pages: ['a', 'b'] },
          { group: 'C', searchable: false, pages: ['c'] },
        ],
      },
    },
    { 'b.mdx': '---\ntitle: B\nsearchable: false\n---\n\nBravo text.\n' },
  );
  const slugs = (await searchDocuments(siteSearchSource(project.site))).map((d) => d.slug);
  assert.ok(slugs.includes('a'));
  assert.ok(!slugs.includes('b'), 'the page with searchable: false');
  assert.ok(!slugs.includes('c'), 'the page of the group with searchable: false');
  assert.deepEqual(project.navigation.order, ['a', 'b', 'c']);
});

/** A project in a temporary folder: docs.json and an MDX page for every page it names. */
async function projectOf(config: Record<string, unknown>, files: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'mintlify-nodes-'));
  try {
    writeFileSync(join(dir, 'docs.json'), JSON.stringify({ ...base, ...config }, null, 2));
    for (const name of ['a', 'b', 'c'])
      writeFileSync(
        join(dir, `${name}.mdx`),
        files[`${name}.mdx`] ?? `---\ntitle: ${name.toUpperCase()}\n---\n\nText.\n`,
      );
    return await loadProject(join(dir, 'docs.json'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
