/**
 * docs.json's site fields (issue 16): every root field Mintlify documents is read into DocsConfig,
 * a Mintlify field this library cannot honour is a `config/not-supported` warning that says why,
 * and only a field Mintlify does not know either is `config/unknown-field`.
 */
import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { parseDocsConfig } from '../../src/config/index.js';

const navigation = { groups: [{ group: 'Start', pages: ['index'] }] };
const parse = (value: object) => parseDocsConfig(JSON.stringify({ name: 'Site', navigation, ...value }));

test('theme, favicon, fonts, appearance, background, styling and icons are read as written', () => {
  const { config, diagnostics } = parse({
    theme: 'maple',
    favicon: { light: '/fav.png', dark: '/fav-dark.png' },
    fonts: { family: 'Inter', weight: 550, heading: { family: 'Space Grotesk', source: '/f.woff2', format: 'woff2' } },
    appearance: { default: 'dark', strict: true },
    background: { image: '/bg.png', decoration: 'grid', color: { light: '#ffffff', dark: '#111111' } },
    styling: { eyebrows: 'breadcrumbs', codeblocks: 'dark' },
    icons: { library: 'lucide' },
  });
  assert.deepEqual(diagnostics, []);
  assert.equal(config.theme, 'maple');
  assert.equal(config.favicon, '/fav.png');
  assert.equal(config.faviconDark, '/fav-dark.png');
  assert.deepEqual(config.fonts, {
    family: 'Inter',
    weight: 550,
    heading: { family: 'Space Grotesk', source: '/f.woff2', format: 'woff2' },
  });
  assert.deepEqual(config.appearance, { default: 'dark', strict: true });
  assert.deepEqual(config.background, {
    image: { light: '/bg.png' },
    decoration: 'grid',
    color: { light: '#ffffff', dark: '#111111' },
  });
  assert.deepEqual(config.styling, { eyebrows: 'breadcrumbs', codeblocks: 'dark' });
  assert.deepEqual(config.icons, { library: 'lucide' });
});

test('navbar, footer and banner keep their links in order; mailto: is a link, javascript: is left out with a warning', () => {
  const { config, diagnostics } = parse({
    navbar: {
      links: [
        { label: 'Support', href: 'mailto:help@example.test' },
        { type: 'github', href: 'https://github.com/x/y' },
        { label: 'Bad', href: 'javascript:alert(1)' },
      ],
      primary: { type: 'button', label: 'Dashboard', href: 'https://app.example.test' },
    },
    footer: {
      socials: { x: 'https://x.com/a', github: 'https://github.com/a' },
      links: [{ header: 'Company', items: [{ label: 'About', href: '/about' }] }],
    },
    banner: { content: 'New: **v2**', dismissible: true },
  });
  assert.deepEqual(config.navbar, {
    links: [
      { label: 'Support', href: 'mailto:help@example.test' },
      { href: 'https://github.com/x/y', type: 'github' },
    ],
    primary: { type: 'button', label: 'Dashboard', href: 'https://app.example.test' },
  });
  assert.deepEqual(
    diagnostics.map((d) => `${d.severity} ${d.code} ${d.pointer}`),
    ['warning config/url /navbar/links/2/href'],
  );
  assert.deepEqual(config.footer?.socials, [
    { platform: 'x', href: 'https://x.com/a' },
    { platform: 'github', href: 'https://github.com/a' },
  ]);
  assert.deepEqual(config.footer?.links, [{ header: 'Company', items: [{ label: 'About', href: '/about' }] }]);
  assert.deepEqual(config.banner, { content: 'New: **v2**', dismissible: true, type: 'info' });
});

test('redirects, seo, search and errors.404 are read; a redirect source is a site path, its #fragment ignored', () => {
  const { config, diagnostics } = parse({
    redirects: [
      { source: '/old/:slug', destination: '/new/:slug' },
      { source: '/gone', destination: 'https://example.test/', permanent: false },
      { source: 'no-slash', destination: '/x' },
      { source: '/page#section', destination: '/other#section' },
      { source: '/with space', destination: '/x' },
    ],
    seo: { metatags: { 'og:image': '/og.png', robots: 'noarchive' }, indexing: 'all' },
    search: { prompt: 'Search the docs' },
    errors: { '404': { redirect: false, title: 'Lost?' } },
  });
  assert.deepEqual(config.redirects, [
    { source: '/old/:slug', destination: '/new/:slug', permanent: true },
    { source: '/gone', destination: 'https://example.test/', permanent: false },
    { source: '/no-slash', destination: '/x', permanent: true },
    { source: '/page', destination: '/other#section', permanent: true },
  ]);
  assert.deepEqual(
    diagnostics.map((d) => `${d.severity} ${d.code} ${d.pointer}`),
    ['warning config/redirect /redirects/4/source'],
  );
  assert.deepEqual(config.seo, {
    metatags: [
      { name: 'og:image', content: '/og.png' },
      { name: 'robots', content: 'noarchive' },
    ],
    indexing: 'all',
  });
  assert.deepEqual(config.search, { prompt: 'Search the docs' });
  assert.deepEqual(config.errors, { notFound: { redirect: false, title: 'Lost?' } });
});

test('contextual: copy and view are kept, each hosted option is a not-supported warning with its reason', () => {
  const { config, diagnostics } = parse({
    contextual: {
      options: [
        'copy',
        'chatgpt',
        'view',
        'mcp',
        { title: 'Ask', description: 'Ask us', href: 'https://x.test/?q=$path' },
      ],
    },
  });
  assert.deepEqual(config.contextual, {
    options: ['copy', 'view', { title: 'Ask', description: 'Ask us', href: 'https://x.test/?q=$path' }],
    display: 'header',
  });
  const warned = diagnostics.filter((d) => d.code === 'config/not-supported');
  assert.deepEqual(
    warned.map((d) => d.pointer),
    ['/contextual/options/1', '/contextual/options/3'],
  );
  assert.match(warned[1]!.message, /MCP server/);
});

test('the api fields Mintlify documents are read: openapi, asyncapi, params, url, credentials, autogenerate, languages', () => {
  const { config, diagnostics } = parse({
    api: {
      openapi: ['/specs/a.yaml', 'https://example.test/b.json'],
      asyncapi: { source: 'events.yaml', directory: 'events' },
      params: { expanded: 'all' },
      url: 'full',
      playground: { display: 'simple', proxy: false, credentials: true },
      examples: { languages: ['bash', 'dot-net', 'flutter', 'golang'], autogenerate: false },
      mdx: { server: ['https://a.test', 'https://b.test'], auth: { method: 'bearer' } },
    },
  });
  assert.deepEqual(diagnostics, []);
  assert.deepEqual(config.api.openapi, [{ source: '/specs/a.yaml' }, { source: 'https://example.test/b.json' }]);
  assert.deepEqual(config.api.asyncapi, [{ source: 'events.yaml', directory: 'events' }]);
  assert.deepEqual(config.api.params, { expanded: 'all' });
  assert.deepEqual(config.api.playground, { display: 'simple', url: 'full', credentials: true });
  assert.deepEqual(config.api.examples.languages, ['bash', 'csharp', 'dart', 'golang']);
  assert.equal(config.api.examples.autogenerate, false);
  assert.deepEqual(config.api.mdx.servers, ['https://a.test', 'https://b.test']);
});

test('a Mintlify field this library does not honour says why; an unknown field is unknown with a did-you-mean', () => {
  const found = parse({
    integrations: { intercom: { appId: 'abcdef' }, ga4: { measurementId: 'G-1' }, nosuch: {} },
    thumbnails: { appearance: 'dark' },
    feedback: { thumbsRating: true },
    api: { baseUrl: 'https://api.test', params: { post: ['x'] } },
    navbr: {},
  }).diagnostics;
  const byPointer = new Map(found.map((d) => [d.pointer, d]));
  for (const at of [
    '/integrations/intercom',
    '/integrations/ga4',
    '/thumbnails',
    '/feedback',
    '/api/baseUrl',
    '/api/params/post',
  ])
    assert.equal(byPointer.get(at)?.code, 'config/not-supported', at);
  assert.match(byPointer.get('/integrations/intercom')!.message, /chat widget.*not loaded by a self-hosted site/);
  assert.match(byPointer.get('/api/baseUrl')!.message, /api\.mdx\.server/);
  assert.equal(byPointer.get('/navbr')?.code, 'config/unknown-field');
  assert.match(byPointer.get('/navbr')!.message, /Did you mean `navbar`\?/);
  assert.equal(byPointer.get('/integrations/nosuch')?.code, 'config/unknown-field');
  const proto = parseDocsConfig('{ "name": "x", "__proto__": { "integrations": 1 }, "api": { "constructor": 1 } }');
  assert.deepEqual(
    proto.diagnostics.filter((d) => d.pointer !== '').map((d) => `${d.code} ${d.pointer}`),
    ['config/unknown-field /__proto__', 'config/unknown-field /api/constructor'],
  );
});
