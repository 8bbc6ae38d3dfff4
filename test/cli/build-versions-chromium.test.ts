// `docs build` of a project with versions → tabs (test/fixtures/cli-versions), served by a plain static host, in
// real Chromium: every route is written (a page both versions list has one per version), index.html is the default
// version's first page, the version select and the tab row follow the page on show, and switching the version keeps
// the reader on the equivalent page. Needs the bundle: `npm run build`.
import { strict as assert } from 'node:assert';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { buildSite, waitForLive, type BuiltSite } from '../support/built-site.js';

const BASE = '/docs/';
let site: BuiltSite;

before(async () => {
  site = await buildSite({ project: 'test/fixtures/cli-versions', base: BASE, prefix: 'docs-build-versions-' });
});

after(() => site?.close());

type Seen = { shown: string; version: string; versions: string[]; tabs: [string, string, boolean][] };

/** Waits for the page on show, then reads the version select and the tab row. */
const SEEN = `(async () => {
  for (let i = 0; i < 300; i++) {
    const root = document.querySelector('api-docs')?.shadowRoot;
    const select = root?.querySelector('[part="version-select"]');
    const shown = root?.querySelector('.page')?.getAttribute('data-slug');
    if (select && shown && location.pathname.endsWith(shown)) return {
      shown,
      version: select.selectedOptions[0].textContent.trim(),
      versions: [...select.options].map((o) => o.textContent.trim()),
      tabs: [...root.querySelectorAll('[part="tab"]')].map((a) => [a.textContent.trim(), a.getAttribute('href'), a.hasAttribute('aria-current')]),
    };
    await new Promise((r) => setTimeout(r, 50));
  }
  return null;
})()`;

describe('docs build output in Chromium: versions with tabs', () => {
  test('every route is written; index.html holds the default version’s first page', () => {
    for (const slug of ['quickstart', 'v1/overview', 'v1/setup', 'v2/quickstart', 'v2/overview', 'v2/whats-new'])
      assert.ok(existsSync(join(site.out, ...slug.split('/'), 'index.html')), `${slug}/index.html`);
    assert.ok(existsSync(join(site.out, 'api-reference', 'pets', 'list-pets', 'index.html')));
    const index = readFileSync(join(site.out, 'index.html'), 'utf8');
    assert.match(index, /The page quickstart\./, 'the shared first page, as v2 lists it');
    // The copy in v2 names the first route as canonical.
    const manifest = JSON.parse(readFileSync(join(site.out, '_site', 'manifest.json'), 'utf8')) as {
      navigation: { tree: { divisions: { title: string; divisions: { title: string }[] }[] } };
    };
    assert.deepEqual(
      manifest.navigation.tree.divisions.map((d) => [d.title, d.divisions.map((t) => t.title)]),
      [
        ['v1', ['Guides']],
        ['v2', ['Guides', 'API']],
      ],
    );
  });

  test('the select and the tabs follow the page; switching the version keeps the equivalent page', async () => {
    const { page, problems } = await site.open('v1/setup');
    let seen = (await page.evaluate(SEEN)) as Seen;
    assert.equal(seen.shown, 'v1/setup');
    assert.deepEqual([seen.version, seen.versions], ['v1', ['v1', 'v2']]);
    assert.deepEqual(seen.tabs, [['Guides', `${BASE}quickstart`, true]]);

    await page.select('api-docs >>> [part="version-select"]', `v2/setup`);
    await page.waitForFunction(`location.pathname === '${BASE}v2/setup'`);
    seen = (await page.evaluate(SEEN)) as Seen;
    assert.deepEqual([seen.shown, seen.version], ['v2/setup', 'v2']);
    assert.deepEqual(seen.tabs, [
      ['Guides', `${BASE}v2/quickstart`, true],
      ['API', `${BASE}api-reference/pets/list-pets`, false],
    ]);

    // v2's own page has no v1 twin: v1's first page.
    await page.goto(site.url('v2/whats-new'), { waitUntil: 'load' });
    await waitForLive(page);
    await page.evaluate(SEEN);
    await page.select('api-docs >>> [part="version-select"]', 'quickstart');
    await page.waitForFunction(`location.pathname === '${BASE}quickstart'`);
    seen = (await page.evaluate(SEEN)) as Seen;
    assert.equal(seen.version, 'v1');

    // The home page is the default version's.
    await page.goto(site.url(), { waitUntil: 'load' });
    const home = (await page.evaluate(`(async () => {
      for (let i = 0; i < 300; i++) {
        const select = document.querySelector('api-docs')?.shadowRoot?.querySelector('[part="version-select"]');
        if (select) return select.selectedOptions[0].textContent.trim();
        await new Promise((r) => setTimeout(r, 50));
      }
      return null;
    })()`)) as string;
    assert.equal(home, 'v2');
    await page.close();
    assert.deepEqual(problems, []);
  });
});
