/** mint.json → docs.json (issue 16): Mintlify's documented upgrade mapping, and what cannot be carried over. */
import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { readDocsConfigValue } from '../../src/config/index.js';
import { upgradeMintJson } from '../../src/config/mint-json.js';

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
