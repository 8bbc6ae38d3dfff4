// The changelog page `docs build` writes and the "Changed in" link of an operation page, in real Chromium on a
// plain static host (test/fixtures/changelog: two versions of one spec). axe-core checks both with colour contrast.
// Needs the bundle: `npm run build`.
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'puppeteer-core';
import { buildSite, type BuiltSite } from '../support/built-site.js';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
let site: BuiltSite;
let operationSlug: string;

before(async () => {
  site = await buildSite({ project: 'test/fixtures/changelog', prefix: 'docs-changelog-chromium-' });
  const manifest = JSON.parse(readFileSync(join(site.out, '_site/manifest.json'), 'utf8')) as {
    pages: [string, { operation?: { spec: string; id: string } }][];
  };
  operationSlug = manifest.pages.find(([, p]) => p.operation?.spec === 'v2.yaml' && p.operation.id === 'GET /pets')![0];
});

after(() => site?.close());

/** axe-core's violations in `include` (shadow-DOM selector lists), colour contrast on, and how many nodes it checked. */
async function axe(page: Page, include: string[][]): Promise<{ violations: string[]; contrast: number }> {
  await page.evaluate(axeSource);
  return (await page.evaluate(
    `axe.run({ include: ${JSON.stringify(include.map((path) => ({ fromShadowDom: path })))} }, { rules: { 'color-contrast': { enabled: true } } }).then((r) => ({
      violations: r.violations.map((v) => v.id + ': ' + JSON.stringify(v.nodes.map((n) => n.target))),
      contrast: (r.passes.find((p) => p.id === 'color-contrast')?.nodes.length ?? 0),
      debug: JSON.stringify({ passes: r.passes.map((p) => p.id + ':' + p.nodes.length), incomplete: r.incomplete.map((p) => p.id + ':' + JSON.stringify(p.nodes.map((n) => [n.target, n.any?.[0]?.data]))) }),
    }))`,
  )) as { violations: string[]; contrast: number };
}

describe('docs build output in Chromium: the changelog', () => {
  test('the operation page links "Changed in v2"; the link opens its entry on the changelog page', async () => {
    const { page, problems } = await site.open(operationSlug);
    const link = await page.waitForSelector('api-docs >>> .changed-in a');
    assert.equal(await link!.evaluate((a) => a.textContent), 'Changed in v2');
    assert.equal(await link!.evaluate((a) => a.getAttribute('href')), '/changelog/v2#get-pets');
    const seen = await axe(page, [['api-docs', '.changed-in']]);
    assert.deepEqual(seen.violations, []);
    assert.ok(seen.contrast >= 1, (seen as unknown as { debug: string }).debug);

    await link!.click();
    await page.waitForFunction(`location.pathname === '/changelog/v2' && location.hash === '#get-pets'`);
    const heading = await page.waitForSelector('api-docs >>> h3#get-pets');
    assert.equal(await heading!.evaluate((h) => h.querySelector('code')?.textContent), 'GET /pets');
    // The entry is on screen: the reader lands on it, not at the top of the page.
    await page.waitForFunction(
      `(() => { const h = document.querySelector('api-docs').shadowRoot.querySelector('h3#get-pets'); const r = h.getBoundingClientRect(); return r.top >= 0 && r.top < innerHeight; })()`,
      { timeout: 20_000 },
    );
    assert.deepEqual(problems, []);
  });

  test('the changelog page shows every version and change, and is accessible', async () => {
    const { page, problems } = await site.open('changelog/v2');
    const shown = (await page.evaluate(`(() => {
      const root = document.querySelector('api-docs').shadowRoot;
      return {
        title: root.querySelector('[part~="page-title"]').textContent.trim(),
        versions: [...root.querySelectorAll('.mdx-body h2')].map((h) => h.id),
        operations: root.querySelectorAll('.mdx-body h3').length,
        changes: root.querySelectorAll('.mdx-body li').length,
        breaking: [...root.querySelectorAll('.mdx-body li strong')].filter((s) => s.textContent === 'Breaking:').length,
        feed: root.querySelector('.mdx-body a[href$=".xml"]')?.getAttribute('href'),
      };
    })()`)) as Record<string, unknown>;
    assert.deepEqual(shown, {
      title: 'Changelog: Pet Store',
      versions: ['v2'],
      operations: 13,
      changes: 54,
      breaking: 25,
      feed: '/changelog/v2.xml',
    });
    const seen = await axe(page, [['api-docs', '.mdx-body']]);
    assert.deepEqual(seen.violations, []);
    assert.ok(seen.contrast > 5);
    assert.deepEqual(problems, []);
  });
});
