// `docs build examples/docs` served by a plain static server (a folder serves its index.html), in
// real Chromium: every tab links to its own first page, and the tab holding the page on show is the
// current one, on a fresh load of a deep link (a page listed in two tabs has a URL per tab) and after
// a click. Needs the bundle: `npm run build`.
import { strict as assert } from 'node:assert';
import { after, before, describe, test } from 'node:test';
import { buildSite, waitForLive, type BuiltSite } from '../support/built-site.js';

const BASE = '/docs/';
let site: BuiltSite;

before(async () => {
  site = await buildSite({ project: 'examples/docs', base: BASE, prefix: 'docs-build-tabs-' });
});

after(() => site?.close());

describe('docs build output in Chromium: tabs', () => {
  test('tabs: each links to its own first page, and the tab holding the page is current, on deep links and clicks', async () => {
    const { page, problems } = await site.open();
    const tabs = `(async () => {
      for (let i = 0; i < 300; i++) {
        const root = document.querySelector('api-docs')?.shadowRoot;
        const links = [...(root?.querySelectorAll('[part="tab"]') ?? [])];
        const shown = root?.querySelector('.page')?.getAttribute('data-slug');
        if (links.length > 0 && shown) return { shown, tabs: links.map((a) => [a.textContent.trim(), a.getAttribute('href'), a.hasAttribute('aria-current')]) };
        await new Promise((r) => setTimeout(r, 50));
      }
      return null;
    })()`;
    type Tabs = { shown: string; tabs: [string, string, boolean][] };
    const currentOf = (t: Tabs): string[] => t.tabs.filter(([, , c]) => c).map(([name]) => name);
    // While the live frame takes the server's place, the shadow root holds both frames' tabs: read the live one's.
    await page.goto(site.url('every-endpoint/api-reference/users/get-user'), { waitUntil: 'load' });
    await waitForLive(page);
    let seen = (await page.evaluate(tabs)) as Tabs;
    assert.equal(seen.shown, 'every-endpoint/api-reference/users/get-user');
    assert.deepEqual(currentOf(seen), ['Every endpoint']);
    assert.deepEqual(
      seen.tabs.map(([name, href]) => [name, href]),
      [
        ['Guides', `${BASE}introduction`],
        ['API reference', `${BASE}api-reference/users/list-users`],
        ['Every endpoint', `${BASE}every-endpoint/api-reference/users/list-users`],
      ],
    );
    await page.goto(site.url('api-reference/users/get-user'), { waitUntil: 'load' });
    await waitForLive(page);
    seen = (await page.evaluate(tabs)) as Tabs;
    assert.deepEqual(currentOf(seen), ['API reference']);
    await page.evaluate(`document.querySelector('api-docs').shadowRoot.querySelectorAll('[part="tab"]')[2].click()`);
    await page.waitForFunction(`location.pathname === '${BASE}every-endpoint/api-reference/users/list-users'`);
    seen = (await page.evaluate(tabs)) as Tabs;
    assert.equal(seen.shown, 'every-endpoint/api-reference/users/list-users');
    assert.deepEqual(currentOf(seen), ['Every endpoint']);
    await page.close();
    assert.deepEqual(problems, []);
  });
});
