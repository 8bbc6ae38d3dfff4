// Every page field Mintlify documents is read (or said plainly to be not honoured); custom fields are kept quietly,
// near misses of a known field are warnings; `mode` reaches the page settings; meta tags reach the page's head.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { defaultApiSettings } from '../../src/config/api-settings.js';
import { readOperationDocs } from '../../src/config/x-docs.js';
import { pageShell } from '../../src/cli/html.js';
import { checkMdxPage } from '../../src/mdx/check-mdx-page.js';
import { parseMdxPage } from '../../src/mdx/parse-mdx-page.js';

const page = (frontmatter: string) => parseMdxPage(`---\n${frontmatter}\n---\n\nBody.\n`, 'p.mdx');

test("Mintlify's page fields are read into the frontmatter", () => {
  const p = page(
    [
      'title: Tokens',
      'icon: key',
      'iconType: duotone',
      'tag: "Beta"',
      'mode: wide',
      'noindex: true',
      "keywords: ['auth', 'tokens']",
      'version: 1.0',
      '"og:image": /images/og.png',
      '"twitter:card": summary_large_image',
      'openapi: "specs/api.yaml webhook petAdopted"',
    ].join('\n'),
  );
  assert.deepEqual(p.diagnostics, []);
  assert.deepEqual(p.frontmatter, {
    title: 'Tokens',
    icon: 'key',
    iconType: 'duotone',
    tag: 'Beta',
    mode: 'wide',
    noindex: true,
    keywords: ['auth', 'tokens'],
    version: '1',
    meta: { 'og:image': '/images/og.png', 'twitter:card': 'summary_large_image' },
    openapi: { kind: 'webhook', spec: 'specs/api.yaml', name: 'petAdopted' },
  });
});

test('a field set to YAML null, left empty or set to an empty text is not set, for every optional field', () => {
  const p = page(
    [
      'title: Setup',
      'keywords: null',
      'icon: null',
      'sidebarTitle: ~',
      'tag:',
      'mode: null',
      'hidden: null',
      'openapi: null',
      'api: null',
      'iconType: ""',
      "description: ''",
    ].join('\n'),
  );
  assert.deepEqual(p.diagnostics, []);
  assert.deepEqual(p.frontmatter, { title: 'Setup' });
  // A null still counts as written for an unknown field's near-miss warning.
  const near = page('titel: null');
  assert.deepEqual(
    near.diagnostics.map((d) => d.code),
    ['config/unknown-field'],
  );
});

test('an external link page: `url` is kept; a url with another scheme is left out with a warning (Mintlify accepts it)', () => {
  assert.equal(
    page('title: npm\nurl: https://www.npmjs.com/package/x').frontmatter.url,
    'https://www.npmjs.com/package/x',
  );
  const bad = page('url: javascript:alert(1)');
  assert.equal(bad.frontmatter.url, undefined);
  assert.deepEqual(
    bad.diagnostics.map((d) => [d.severity, d.code, d.line]),
    [['warning', 'frontmatter/url', 2]],
  );
});

test('fields Mintlify documents but this library does not honour are plain-words warnings', () => {
  // boost and hideFooterPagination are read (search ranks by boost; hideFooterPagination hides the pager);
  // `mode: assistant` is the default layout without a finding: the hosted assistant's page is not available here.
  const p = page('title: x\nboost: 0.001\nmode: assistant\nhideFooterPagination: true\nhideApiMarker: true');
  assert.deepEqual(
    p.diagnostics.map((d) => [d.severity, d.code, d.line]),
    [['warning', 'frontmatter/not-supported', 6]],
  );
  assert.match(p.diagnostics[0]!.message, /^`hideApiMarker`: the method badge/);
  assert.equal(p.frontmatter.mode, undefined);
  assert.equal(p.frontmatter.boost, 0.001);
  assert.equal(p.frontmatter.hideFooterPagination, true);
  for (const d of p.diagnostics) assert.doesNotMatch(d.message, /not a .*field/);
});

test('custom metadata is an info, a near miss of a known field a warning with "did you mean"', () => {
  const p = page('title: x\ndoc-type: guide\nsidebartitle: y\nmodes: wide');
  assert.deepEqual(
    p.diagnostics.map((d) => [d.severity, d.code, d.line]),
    [
      ['info', 'frontmatter/custom-field', 3],
      ['warning', 'config/unknown-field', 4],
      ['warning', 'config/unknown-field', 5],
    ],
  );
  assert.match(p.diagnostics[1]!.message, /Did you mean `sidebarTitle`/);
  assert.match(p.diagnostics[2]!.message, /Did you mean `mode`/);
});

test('`mode` is a page setting (default when absent); an unknown mode is an error naming the allowed ones', () => {
  const settings = (fm: string) => checkMdxPage(page(fm), { api: defaultApiSettings }).settings.mode;
  assert.equal(settings('title: x'), 'default');
  for (const mode of ['wide', 'custom', 'center', 'frame']) assert.equal(settings(`mode: ${mode}`), mode);
  const bad = page('mode: fullscreen');
  assert.equal(bad.frontmatter.mode, undefined);
  assert.match(bad.diagnostics[0]?.message ?? '', /default.*wide.*custom.*center.*frame/);
});

test("x-docs.metadata takes the same fields (Mintlify's x-mint.metadata takes any frontmatter field)", () => {
  const { docs, diagnostics } = readOperationDocs({
    'x-docs': { metadata: { tag: 'New', icon: 'bolt', mode: 'wide' } },
  });
  assert.deepEqual(diagnostics, []);
  assert.deepEqual(docs.metadata, { tag: 'New', icon: 'bolt', mode: 'wide' });
});

test("a page's meta tags and noindex reach the head of its HTML, escaped", () => {
  const html = pageShell({
    base: '/',
    siteName: 'S',
    pageMeta: { 'og:image': '/og.png?a=1&b="2"', 'twitter:card': 'summary' },
    noindex: true,
  });
  assert.match(html, /<meta property="og:image" content="\/og\.png\?a=1&amp;b=&quot;2&quot;" \/>/);
  assert.match(html, /<meta name="twitter:card" content="summary" \/>/);
  assert.match(html, /<meta name="robots" content="noindex" \/>/);
  assert.doesNotMatch(pageShell({ base: '/', siteName: 'S' }), /robots|og:/);
});
