// A site built by `docs build`, on a plain static host, in real Chromium: the search index is not fetched until
// search opens; Ctrl+K then "limit" shows List users first with the word marked, from _site/search.json; the Copy
// page menu's "View as Markdown" points at the page's twin, which the host serves. Needs the bundle (npm run build).
import { strict as assert } from 'node:assert';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { buildSite, type BuiltSite, waitForLive } from '../support/built-site.js';

const BASE = '/docs/';
let site: BuiltSite;

before(async () => {
  site = await buildSite({ project: 'examples/docs', base: BASE, prefix: 'docs-search-web-' });
});

after(() => site?.close());

const inDocs = (expression: string): string => `(async () => {
  for (let i = 0; i < 600; i++) {
    const root = document.querySelector('api-docs')?.shadowRoot;
    const value = root && (${expression});
    if (value) return value;
    await new Promise((r) => requestAnimationFrame(r));
  }
  return null;
})()`;

test('search loads the built index when it opens and finds a parameter; the Markdown twin is one click away', async () => {
  const { page, problems } = await site.open();
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  try {
    await page.goto(site.url('api-reference/users/list-users'));
    await waitForLive(page); // the server's frame has no search until the live one takes over
    assert.equal(
      await page.evaluate(inDocs(`root.querySelector('[part~="page-title"]')?.textContent?.trim()`)),
      'List users',
    );
    assert.ok(!requested.includes(`${BASE}_site/search.json`), 'the index waits until search opens');
    await page.keyboard.down('Control');
    await page.keyboard.press('k');
    await page.keyboard.up('Control');
    assert.ok(await page.evaluate(inDocs(`root.activeElement?.getAttribute('role') === 'combobox'`)));
    await page.keyboard.type('limit');
    const first = (await page.evaluate(
      inDocs(`root.querySelector('.search-group') && (() => {
        const option = root.querySelector('[role="option"]');
        return { slug: option.dataset.slug, marks: [...option.querySelectorAll('mark')].map((m) => m.textContent) };
      })()`),
    )) as { slug: string; marks: string[] } | null;
    assert.deepEqual(first?.slug, 'api-reference/users/list-users');
    assert.ok(first.marks.includes('limit'), JSON.stringify(first));
    assert.ok(requested.includes(`${BASE}_site/search.json`), 'the index came from the built file');
    await page.keyboard.press('Escape');
    const twin = (await page.evaluate(
      inDocs(`(() => {
        const actions = root.querySelector('api-page-actions');
        const button = actions?.shadowRoot?.querySelector('[part="menu-button"]');
        if (!button) return null;
        if (button.getAttribute('aria-expanded') !== 'true') button.click();
        return actions.shadowRoot.querySelector('a[role="menuitem"][target="_blank"]')?.href ?? null;
      })()`),
    )) as string | null;
    assert.equal(twin, site.url('api-reference/users/list-users.md'));
    const res = await fetch(twin);
    assert.equal(res.status, 200);
    assert.match(await res.text(), /^# List users\n/);
    assert.deepEqual(problems, []);
    console.log(`search index of the example site: ${statSync(join(site.out, '_site/search.json')).size} bytes`);
  } finally {
    await page.close();
  }
});
