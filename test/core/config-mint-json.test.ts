/** mint.json → docs.json (issue 16): Mintlify's documented upgrade mapping, and what cannot be carried over. */
import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { readDocsConfigValue } from '../../src/config/index.js';
import { upgradeMintJson } from '../../src/config/mint-json.js';
import { upgradeToDocsConfig, validateMintConfig } from '@mintlify/validation';

const mint = {
  name: 'Acme',
  logo: { light: '/logo/light.svg', dark: '/logo/dark.svg' },
  favicon: '/favicon.png',
  colors: { primary: '#0D9373', light: '#55D799', dark: '#0D9373', anchors: { from: '#000', to: '#fff' } },
  topbarLinks: [
    { name: 'Support', url: 'mailto:help@acme.test' },
    { type: 'github', url: 'https://github.com/acme' },
  ],
  topbarCtaButton: { name: 'Dashboard', url: 'https://app.acme.test' },
  footerSocials: { x: 'https://x.com/acme', github: 'https://github.com/acme' },
  modeToggle: { default: 'dark', isHidden: true },
  backgroundImage: '/bg.png',
  feedback: { thumbsRating: true },
  openapi: 'openapi.yaml',
  api: {
    baseUrl: 'https://api.acme.test',
    auth: { method: 'bearer' },
    playground: { mode: 'simple', disableProxy: true },
    maintainOrder: true,
  },
  tabs: [{ name: 'API Reference', url: 'api-reference' }],
  anchors: [{ name: 'Community', icon: 'discord', url: 'https://discord.gg/acme' }],
  versions: ['v2', 'v1'],
  navigation: [
    { group: 'Get Started', pages: ['introduction', { group: 'Nested', pages: ['nested/a'] }] },
    { group: 'Endpoints', version: 'v2', pages: ['api-reference/v2/list'] },
    { group: 'Old endpoints', version: 'v1', pages: ['api-reference/v1/list'] },
  ],
};

test('navigation: groups go to versions by `version` and to tabs by their pages’ URL prefix; external anchors are global', () => {
  const { docsJson } = upgradeMintJson(mint);
  assert.deepEqual(docsJson['navigation'], {
    versions: [
      {
        version: 'v2',
        default: true,
        tabs: [
          {
            tab: 'Documentation',
            groups: [{ group: 'Get Started', pages: ['introduction', { group: 'Nested', pages: ['nested/a'] }] }],
          },
          { tab: 'API Reference', groups: [{ group: 'Endpoints', pages: ['api-reference/v2/list'] }] },
        ],
      },
      {
        version: 'v1',
        tabs: [
          {
            tab: 'Documentation',
            groups: [{ group: 'Get Started', pages: ['introduction', { group: 'Nested', pages: ['nested/a'] }] }],
          },
          { tab: 'API Reference', groups: [{ group: 'Old endpoints', pages: ['api-reference/v1/list'] }] },
        ],
      },
    ],
    global: { anchors: [{ anchor: 'Community', href: 'https://discord.gg/acme', icon: 'discord' }] },
  });
});

test('settings move to their docs.json names; what has no equivalent is listed with a reason', () => {
  const { docsJson, unmapped } = upgradeMintJson(mint);
  assert.equal(docsJson['theme'], 'mint');
  assert.deepEqual(docsJson['colors'], { primary: '#0D9373', light: '#55D799', dark: '#0D9373' });
  assert.deepEqual(docsJson['navbar'], {
    links: [
      { label: 'Support', href: 'mailto:help@acme.test' },
      { type: 'github', href: 'https://github.com/acme' },
    ],
    primary: { type: 'button', label: 'Dashboard', href: 'https://app.acme.test' },
  });
  assert.deepEqual(docsJson['footer'], { socials: { x: 'https://x.com/acme', github: 'https://github.com/acme' } });
  assert.deepEqual(docsJson['appearance'], { default: 'dark', strict: true });
  assert.deepEqual(docsJson['background'], { image: '/bg.png' });
  assert.deepEqual(docsJson['api'], {
    openapi: 'openapi.yaml',
    mdx: { server: 'https://api.acme.test', auth: { method: 'bearer' } },
    playground: { display: 'simple', proxy: false },
  });
  assert.deepEqual(unmapped.map((u) => u.field).sort(), ['api.maintainOrder', 'colors.anchors', 'feedback']);
  assert.ok(unmapped.every((u) => u.reason.length > 10));
});

test('the converted docs.json reads without errors or unknown fields', () => {
  const { diagnostics } = readDocsConfigValue(upgradeMintJson(mint).docsJson);
  assert.deepEqual(
    diagnostics.filter((d) => d.severity === 'error' || d.code === 'config/unknown-field'),
    [],
  );
});

test('internal anchors without tabs become anchors; a project with neither keeps plain groups', () => {
  const anchored = upgradeMintJson({
    name: 'A',
    topAnchor: { name: 'Guides' },
    anchors: [{ name: 'SDK', url: 'sdk', icon: 'code' }],
    navigation: [
      { group: 'Start', pages: ['index'] },
      { group: 'Python', pages: ['sdk/python'] },
    ],
  }).docsJson;
  assert.deepEqual(anchored['navigation'], {
    anchors: [
      { anchor: 'Guides', groups: [{ group: 'Start', pages: ['index'] }] },
      { anchor: 'SDK', icon: 'code', groups: [{ group: 'Python', pages: ['sdk/python'] }] },
    ],
  });
  const plain = upgradeMintJson({ name: 'B', navigation: [{ group: 'Start', pages: ['index'] }] }).docsJson;
  assert.deepEqual(plain['navigation'], { groups: [{ group: 'Start', pages: ['index'] }] });
});

/** A mint.json footer Mintlify's validator accepts: columns of links, socials as a list, and a copyright line. */
const footerMint = {
  name: 'F',
  favicon: '/favicon.png',
  colors: { primary: '#0D9373' },
  navigation: [{ group: 'Start', pages: ['index'] }],
  footer: {
    socials: [{ type: 'x', url: 'https://x.com/f' }],
    links: [
      { title: 'Company', links: [{ label: 'About', url: 'https://f.test/about' }] },
      { links: [{ label: 'Blog', url: '/blog' }] },
    ],
    copyright: '© 2025 F',
  },
};

test('footer columns and socials become docs.json’s as Mintlify’s own upgrade makes them; the copyright is listed', () => {
  assert.equal(validateMintConfig(footerMint).success, true, 'Mintlify accepts this mint.json');
  const upgrade = upgradeMintJson(footerMint);
  const mintlify = upgradeToDocsConfig(footerMint as unknown as Parameters<typeof upgradeToDocsConfig>[0]);
  assert.deepEqual(upgrade.docsJson['footer'], JSON.parse(JSON.stringify(mintlify.footer)));
  assert.deepEqual(upgrade.docsJson['footer'], {
    socials: { x: 'https://x.com/f' },
    links: [
      { header: 'Company', items: [{ label: 'About', href: 'https://f.test/about' }] },
      { items: [{ label: 'Blog', href: '/blog' }] },
    ],
  });
  assert.deepEqual(
    upgrade.unmapped.map((u) => u.field),
    ['footer.copyright'],
  );
  assert.deepEqual(upgrade.notes, []);
  const { diagnostics } = readDocsConfigValue(upgrade.docsJson);
  assert.deepEqual(
    diagnostics.filter((d) => d.severity === 'error' || d.code === 'config/unknown-field'),
    [],
  );
});

test('a { text, link } footer item, which Mintlify rejects, is carried over as a link with a note at its place', () => {
  const legacy = {
    ...footerMint,
    footer: {
      links: [
        { text: 'Website', link: 'https://f.test/' },
        { text: 'X', link: 'https://x.com/f' },
      ],
    },
  };
  assert.equal(validateMintConfig(legacy).success, false, 'Mintlify rejects this mint.json');
  const upgrade = upgradeMintJson(legacy);
  assert.deepEqual(upgrade.docsJson['footer'], {
    links: [
      {
        items: [
          { label: 'Website', href: 'https://f.test/' },
          { label: 'X', href: 'https://x.com/f' },
        ],
      },
    ],
  });
  assert.deepEqual(
    upgrade.notes.map((n) => n.pointer),
    ['/footer/links/0', '/footer/links/1'],
  );
  assert.equal(readDocsConfigValue(upgrade.docsJson).diagnostics.filter((d) => d.severity === 'error').length, 0);
});

test('a docs.json pointer maps back to the mint.json place its value came from', () => {
  const upgrade = upgradeMintJson({
    name: 'P',
    tabs: [{ name: 'API', url: 'api' }],
    topbarLinks: [{ name: 'Blog', url: 'https://p.test/blog' }],
    navigation: [
      { group: 'API', pages: ['api/a', { group: 'Nested', pages: ['api/b'] }] },
      { group: 'Start', pages: ['index'] },
    ],
    footer: { links: [{ title: 'T', links: [{ label: 'L', url: 'https://p.test' }] }] },
  });
  const nav = upgrade.docsJson['navigation'] as { tabs: { tab: string }[] };
  assert.deepEqual(
    nav.tabs.map((t) => t.tab),
    ['Documentation', 'API'],
  );
  const cases: [string, string][] = [
    ['/navigation/tabs/0/groups/0/pages/0', '/navigation/1/pages/0'],
    ['/navigation/tabs/1/groups/0/pages/1/pages/0', '/navigation/0/pages/1/pages/0'],
    ['/navigation/tabs/1/groups/0', '/navigation/0'],
    ['/navbar/links/0/href', '/topbarLinks/0/href'],
    ['/footer/links/0/items/0/href', '/footer/links/0/links/0/href'],
    ['/name', '/name'],
    ['', ''],
  ];
  for (const [docs, mint] of cases) assert.equal(upgrade.mintPointer(docs), mint, docs);
});
