// The element pages of the documentation (docs/elements/<tag>.mdx) are generated from custom-elements.json;
// they must say what the code does, and be MDX that the site renders as written.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { generate, mdxText, renderElementPage, stalePages } from '../../scripts/gen-element-docs.mjs';
import { parseMdxPage } from '../../src/mdx/index.js';

const demo = {
  kind: 'class',
  name: 'XDemo',
  customElement: true,
  tagName: 'x-demo',
  summary: 'A demo.',
  description: 'A demo with {braces} and <b>tags</b> and `{code}`.',
  attributes: [{ name: 'mode', type: { text: "'a' | 'b'" }, description: 'Which mode.' }],
  members: [
    { kind: 'field', name: 'mode', attribute: 'mode', type: { text: "'a' | 'b'" }, description: 'Which mode.' },
    { kind: 'field', name: 'secret', privacy: 'private' },
  ],
  events: [{ name: 'api-thing', type: { text: 'ThingEvent' }, description: 'A thing happened.' }],
  slots: [{ name: '', description: 'Content.' }],
  cssParts: [{ name: 'base', description: 'Wrapper.' }],
  cssProperties: [{ name: '--x-demo-gap', description: 'Gap.' }],
};

test('the committed element pages match custom-elements.json (run `npm run docs:elements` to fix)', async () => {
  assert.deepEqual(await stalePages(), []);
});

test('every element of the manifest has a page in docs/docs.json', async () => {
  const pages = await generate(JSON.parse(readFileSync('custom-elements.json', 'utf8')));
  const docsJson = readFileSync('docs/docs.json', 'utf8');
  for (const path of Object.keys(pages)) {
    const slug = path.replace(/^docs\//, '').replace(/\.mdx$/, '');
    assert.ok(docsJson.includes(`"${slug}"`), `${slug} is not in docs/docs.json`);
  }
});

test('a page lists every kind of member, escapes pipes and leaves out private fields', async () => {
  const md = await renderElementPage(demo);
  assert.match(md, /^---\ntitle: "<x-demo>"\nsidebarTitle: x-demo\ndescription: "A demo\."\n---\n/);
  for (const title of ['Attributes', 'Properties', 'Events', 'Slots', 'CSS parts', 'CSS custom properties'])
    assert.match(md, new RegExp(`^## ${title}$`, 'm'));
  assert.match(md, /`'a' \\\| 'b'`/);
  assert.doesNotMatch(md, /secret/);
  assert.match(md, /\| \(default\) \| Content\. +\|/);
});

test('a page is MDX that renders as written: braces and angle brackets are text, code spans stay code', async () => {
  const page = parseMdxPage(await renderElementPage(demo), 'elements/x-demo.mdx');
  assert.deepEqual(page.diagnostics, []);
  assert.match(page.html, /A demo with \{braces\} and &lt;b&gt;tags&lt;\/b&gt; and <code>\{code\}<\/code>\./);
  assert.equal(mdxText('a {b} <c> `{d} <e>`'), 'a \\{b\\} \\<c\\> `{d} <e>`');
});

test('a stale or orphaned page is reported', async () => {
  const root = mkdtempSync(join(tmpdir(), 'element-docs-'));
  try {
    cpSync('custom-elements.json', join(root, 'custom-elements.json'));
    cpSync('docs/elements', join(root, 'docs/elements'), { recursive: true });
    assert.deepEqual(await stalePages(root), []);
    const endpoint = join(root, 'docs/elements/api-endpoint.mdx');
    writeFileSync(endpoint, readFileSync(endpoint, 'utf8').replace('## Events', '## Events (edited)'));
    const orphan = join(root, 'docs/elements/x-gone.mdx');
    writeFileSync(orphan, readFileSync(join(root, 'docs/elements/api-docs.mdx'), 'utf8'));
    assert.deepEqual((await stalePages(root)).sort(), ['docs/elements/api-endpoint.mdx', 'docs/elements/x-gone.mdx']);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
