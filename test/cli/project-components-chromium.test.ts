// A page built by `docs build --project-components`, served by a plain static host, in real Chromium: the
// project's React counter arrives as server HTML, hydrates from the site's own _islands/ module, and counts clicks;
// the page is axe-core clean. A page without components loads no island module. Needs the bundle (`npm run build`).
import { strict as assert } from 'node:assert';
import { createRequire } from 'node:module';
import { after, before, test } from 'node:test';
import type { Page } from 'puppeteer-core';
import { buildSite, type BuiltSite } from '../support/built-site.js';

const BASE = '/docs/';
let site: BuiltSite;

before(async () => {
  site = await buildSite({
    project: 'test/fixtures/site-components',
    base: BASE,
    prefix: 'docs-islands-web-',
    flags: ['--project-components'],
  });
});
after(() => site?.close());

/** The counter's button text in the page's live <api-docs>, once its island has hydrated ('' if it never does). */
const hydratedButton = `(async () => {
  for (let i = 0; i < 300; i++) {
    const island = document.querySelector('api-docs')?.shadowRoot?.querySelector('div.island[data-island-ready="true"]');
    const button = island?.querySelector('button');
    if (button) return button.textContent;
    await new Promise((r) => setTimeout(r, 50));
  }
  return '';
})()`;

const buttonText = (page: Page): Promise<string> =>
  page.evaluate(
    `document.querySelector('api-docs').shadowRoot.querySelector('div.island button').textContent`,
  ) as Promise<string>;

async function click(page: Page): Promise<void> {
  const button = await page.evaluateHandle(
    `document.querySelector('api-docs').shadowRoot.querySelector('div.island button')`,
  );
  await (button as unknown as { click(): Promise<void> }).click();
}

test('the counter is server HTML, hydrates from the site origin and counts clicks; axe-core finds nothing', async () => {
  const requests: string[] = [];
  const { page, problems } = await site.open();
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(site.url('index'), { waitUntil: 'load' });
  assert.equal(await page.evaluate(hydratedButton), 'Clicks: 2');
  await click(page);
  await click(page);
  assert.equal(await buttonText(page), 'Clicks: 4');
  assert.match(
    (await page.evaluate(
      `document.querySelector('api-docs').shadowRoot.querySelector('div.island').textContent`,
    )) as string,
    /Count the clicks\./,
  );
  const islandRequests = requests.filter((url) => url.includes('/_islands/'));
  assert.equal(islandRequests.length, 1, requests.join('\n'));
  assert.ok(islandRequests[0]!.startsWith(`${site.origin}${BASE}_islands/islands-`), islandRequests[0]);
  await page.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') });
  const violations = (await page.evaluate(
    `axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations.map((v) => v.id + ': ' + v.nodes.map((n) => n.target.join(' ')).join(', ')))`,
  )) as string[];
  assert.deepEqual(violations, []);
  assert.deepEqual(problems, []);
});

test('a page without project components loads no island module', async () => {
  const requests: string[] = [];
  const { page, problems } = await site.open();
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(site.url('plain'), { waitUntil: 'networkidle0' });
  assert.equal(requests.filter((url) => url.includes('/_islands/')).length, 0);
  assert.deepEqual(problems, []);
});
