// The library's own documentation (docs/) is a docs.json project built by its own `docs build`: it validates
// without a finding, builds every page of its navigation with the files they use (the README's screenshot
// included), and each built page, served by a plain static server, renders its title in real Chromium
// without a console error. The README stays a short entry into it.
// Needs the bundle: `npm run build`.
import { strict as assert } from 'node:assert';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { buildSite, PAGE_TITLE, unescapeHtml, type BuiltSite } from '../support/built-site.js';
import { cli } from './helpers.js';

const README_LIMIT = 15 * 1024;
let site: BuiltSite;

/** The slugs of every page docs.json lists, nested groups included. */
function listedPages(): string[] {
  const slugs: string[] = [];
  const walk = (entries: unknown[]): void => {
    for (const entry of entries) {
      if (typeof entry === 'string') slugs.push(entry);
      else if (entry !== null && typeof entry === 'object' && 'pages' in entry)
        walk((entry as { pages: unknown[] }).pages);
    }
  };
  const docs = JSON.parse(readFileSync('docs/docs.json', 'utf8')) as { navigation: { groups: unknown[] } };
  walk(docs.navigation.groups);
  return slugs;
}

before(async () => {
  site = await buildSite({ project: 'docs', prefix: 'docs-site-' });
});

after(() => site?.close());

describe('the documentation project docs/', () => {
  test('`docs validate docs` finds nothing: no error, no warning', async () => {
    const result = await cli('validate', 'docs', '--strict');
    assert.equal(result.code, 0, result.out + result.err);
    assert.match(result.out, /^0 errors, 0 warnings in \d+ files$/m);
  });

  test('`docs build docs` writes every page of the navigation and the images the pages show', () => {
    const { built, out } = site;
    const slugs = listedPages();
    assert.equal(Number(/(\d+) pages written/.exec(built.out)?.[1]), slugs.length, built.out);
    for (const slug of slugs) assert.ok(existsSync(join(out, slug, 'index.html')), `${slug}/index.html`);
    assert.deepEqual(readFileSync(join(out, 'images/screenshot.png')), readFileSync('docs/images/screenshot.png'));
  });

  test('every built page loads in Chromium and shows its title, without console errors', async () => {
    const { page, problems } = await site.open();
    for (const slug of listedPages()) {
      const html = readFileSync(join(site.out, slug, 'index.html'), 'utf8');
      const expected = unescapeHtml(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? '');
      assert.notEqual(expected, '', `${slug}: the built HTML holds no title`);
      await page.goto(site.url(slug), { waitUntil: 'load' });
      assert.equal(await page.evaluate(PAGE_TITLE), expected, slug);
    }
    await page.close();
    assert.deepEqual(problems, []);
  });

  test('the screenshot on the home page is loaded and drawn', async () => {
    const { page } = await site.open('index');
    const size = await page.evaluate(`(async () => {
      for (let i = 0; i < 300; i++) {
        const img = document.querySelector('api-docs')?.shadowRoot?.querySelector('img[src$="screenshot.png"]');
        if (img?.complete && img.naturalWidth > 0) return [img.naturalWidth, img.getBoundingClientRect().width];
        await new Promise((r) => setTimeout(r, 50));
      }
      return null;
    })()`);
    await page.close();
    assert.ok(Array.isArray(size), 'no loaded screenshot on the home page');
    assert.ok((size as number[])[1]! > 200, `the screenshot is drawn ${String((size as number[])[1])} px wide`);
  });
});

describe('README.md', () => {
  const readme = readFileSync('README.md', 'utf8');

  test(`is under ${README_LIMIT / 1024} KB`, () => {
    assert.ok(Buffer.byteLength(readme) < README_LIMIT, `README.md is ${Buffer.byteLength(readme)} bytes`);
  });

  test('starts with the quick start and links only to files that exist', () => {
    assert.match(readme, /^# api-docs-elements\n[\s\S]*?\n## Quick start\n\n```sh\nnpm install\nnpm start\n```/);
    const links = [...readme.matchAll(/\]\(((?:docs\/)[^)#\s]*)\)/g)].map((m) => m[1]!);
    assert.ok(links.length > 10, 'the README links into docs/');
    for (const link of links) assert.ok(existsSync(link), `${link} does not exist`);
  });
});
