// `docs build examples/docs`, served by a plain static server (files only: a folder serves its
// index.html, anything else 404.html), in real Chromium: every page loads and renders its title
// without a console error, and a link to a parameter anchor lands on it and stays there once the page has
// settled (the playground and snippets load after the reference, above the parameters): on a fresh load,
// for a nested field, after a hash change, and when the spec arrives late.
// Needs the bundle: `npm run build`.
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'puppeteer-core';
import { buildSite, PAGE_TITLE, unescapeHtml, type BuiltSite } from '../support/built-site.js';
import { listenLocal, staticHost, watchProblems } from '../support/static-host.js';

const BASE = '/docs/';
let site: BuiltSite;
let out: string;
let origin: string;
/** The same site, but the spec answers only after SPEC_DELAY_MS (a slow network or a big spec). */
let slowServer: Server;
let slowOrigin: string;
const SPEC_DELAY_MS = 1500;
let slowSpecRequests = 0;
let browser: Browser;
let pagesWritten: number;

before(async () => {
  site = await buildSite({ project: 'examples/docs', base: BASE, prefix: 'docs-build-web-' });
  ({ out, origin } = site);
  browser = site.browser!;
  pagesWritten = Number(/(\d+) pages written/.exec(site.built.out)?.[1]);
  // The built site under BASE again, with the spec (openapi.yaml) sent SPEC_DELAY_MS later.
  slowServer = staticHost(out, {
    base: BASE,
    intercept: (path, _res, send) => {
      if (!path.endsWith('/openapi.yaml')) return false;
      slowSpecRequests++;
      setTimeout(send, SPEC_DELAY_MS);
      return true;
    },
  });
  slowOrigin = await listenLocal(slowServer);
});

after(async () => {
  slowServer?.close();
  await site?.close();
});

/**
 * In the page: waits until the field `anchor` names is rendered, the playground and snippets above the
 * parameters too, and the field has not moved for 30 frames; then says where it is and whether every
 * field it is nested in is expanded. Null when that never happens.
 */
const settled = (anchor: string): string => `(async () => {
  const anchor = ${JSON.stringify(anchor)};
  function* deep(root) {
    for (const el of root.querySelectorAll('*')) {
      yield el;
      if (el.shadowRoot) yield* deep(el.shadowRoot);
    }
  }
  const fields = () => [...deep(document)].filter((el) => el.localName === 'param-field' || el.localName === 'response-field');
  const playgroundShown = () => {
    // The request example's snippets; the Try it panel's playground (a modal dialog, never in the page's
    // layout, loaded only when Try it is near) cannot move a field.
    const parts = [...deep(document)].filter(
      (el) =>
        (el.localName === 'api-playground' || el.localName === 'api-snippets') &&
        el.closest('api-playground-panel') === null,
    );
    return parts.length >= 1 && parts.every((el) => customElements.get(el.localName) && el.shadowRoot);
  };
  let last;
  let still = 0;
  for (let i = 0; i < 900; i++) {
    await new Promise((r) => requestAnimationFrame(r));
    const field = fields().find((f) => f.anchorId === anchor);
    if (!field || !playgroundShown()) continue;
    const box = field.getBoundingClientRect();
    still = last !== undefined && Math.abs(box.top - last) < 1 ? still + 1 : 0;
    last = box.top;
    if (still < 30) continue;
    const parents = fields().filter((f) => anchor.startsWith(f.anchorId + '.'));
    return { top: box.top, height: box.height, innerHeight, scrollY, parents: parents.map((f) => f.anchorId + (f.expanded ? ' open' : ' closed')) };
  }
  return null;
})()`;

interface Settled {
  top: number;
  height: number;
  innerHeight: number;
  scrollY: number;
  parents: string[];
}

/** The field `anchor` names ends on screen, the page scrolled to it, its parents open. */
async function assertLandsOn(page: Page, anchor: string, parents: string[] = []): Promise<void> {
  const box = (await page.evaluate(settled(anchor))) as Settled | null;
  assert.ok(box, `#${anchor}: the field or the playground never rendered, or the field never stopped moving`);
  const where = `#${anchor} is at y=${Math.round(box.top)} in a ${box.innerHeight}px viewport (scrollY ${box.scrollY})`;
  assert.ok(box.height > 0 && box.top >= 0 && box.top <= box.innerHeight - 40, where);
  assert.ok(box.scrollY > 0, `the page scrolled: ${where}`);
  assert.deepEqual(
    box.parents,
    parents.map((p) => `${p} open`),
  );
}

const LIST_USERS = `${BASE}api-reference/users/list-users`;

describe('docs build output in Chromium', () => {
  test('every page of the sitemap loads and shows its title, without console errors', async () => {
    const urls = [...readFileSync(join(out, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    assert.equal(urls.length, pagesWritten + 1, 'the home page and one URL per page');
    const page = await browser.newPage();
    const problems = watchProblems(page);
    for (const path of urls.filter((u) => u !== BASE)) {
      const html = readFileSync(join(out, path.slice(BASE.length), 'index.html'), 'utf8');
      const expected = unescapeHtml(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? '');
      assert.notEqual(expected, '', `${path}: the built HTML holds no title`);
      await page.goto(`${origin}${path}`, { waitUntil: 'load' });
      assert.equal(await page.evaluate(PAGE_TITLE), expected, path);
    }
    await page.close();
    assert.deepEqual(problems, []);
  });

  test('a deep link to a parameter scrolls to it and marks it', async () => {
    const page = await browser.newPage();
    await page.setViewport({ width: 1100, height: 500 });
    const problems = watchProblems(page);
    await page.goto(`${origin}${BASE}api-reference/users/get-user#X-Request-Id`, { waitUntil: 'load' });
    const found = (await page.evaluate(`(async () => {
      const deepAll = (root, out = []) => {
        for (const el of root.querySelectorAll('*')) {
          if (el.localName === 'param-field') out.push(el);
          if (el.shadowRoot) deepAll(el.shadowRoot, out);
        }
        return out;
      };
      for (let i = 0; i < 300; i++) {
        const field = deepAll(document).find((f) => f.hasAttribute('data-targeted'));
        if (field) {
          const box = field.getBoundingClientRect();
          return { anchor: String(field.anchorId), name: String(field.fieldName), inView: box.top >= 0 && box.bottom <= innerHeight, scrolled: scrollY > 0 };
        }
        await new Promise((r) => setTimeout(r, 20));
      }
      return null;
    })()`)) as { anchor: string; name: string; inView: boolean; scrolled: boolean } | null;
    assert.ok(found, 'no parameter was marked as the target');
    assert.equal(found.anchor, 'X-Request-Id');
    assert.equal(found.name, 'X-Request-Id');
    assert.ok(found.inView, 'the parameter is on screen');
    assert.ok(found.scrolled, 'the page scrolled to it');
    assert.equal(new URL(page.url()).pathname, `${BASE}api-reference/users/get-user`);
    await assertLandsOn(page, 'X-Request-Id');
    await page.close();
    assert.deepEqual(problems, []);
  });

  test('a fresh load of List users with #q lands on q and stays there while the playground loads above it', async () => {
    const page = await browser.newPage();
    await page.setViewport({ width: 1100, height: 700 });
    const problems = watchProblems(page);
    await page.goto(`${origin}${LIST_USERS}#q`, { waitUntil: 'load' });
    await assertLandsOn(page, 'q');
    await page.close();
    assert.deepEqual(problems, []);
  });

  test('a link to a nested response field expands its parent and lands on it', async () => {
    const page = await browser.newPage();
    await page.setViewport({ width: 1100, height: 700 });
    const problems = watchProblems(page);
    await page.goto(`${origin}${LIST_USERS}#response-data.email`, { waitUntil: 'load' });
    await assertLandsOn(page, 'response-data.email', ['response-data']);
    await page.close();
    assert.deepEqual(problems, []);
  });

  test('a hash set once the page rendered lands on the field', async () => {
    const page = await browser.newPage();
    await page.setViewport({ width: 1100, height: 700 });
    const problems = watchProblems(page);
    await page.goto(`${origin}${LIST_USERS}`, { waitUntil: 'load' });
    await page.waitForFunction(`(() => {
      const endpoint = document.querySelector('api-docs')?.shadowRoot?.querySelector('api-endpoint');
      return [...(endpoint?.shadowRoot?.querySelectorAll('param-field') ?? [])].some((f) => f.anchorId === 'q');
    })()`);
    await page.evaluate(`location.hash = '#q'`);
    await assertLandsOn(page, 'q');
    await page.close();
    assert.deepEqual(problems, []);
  });

  // The operation page is pre-rendered with its slice of the spec (src/cli/prerender.ts): a slow spec never holds it up.
  test('a link to a parameter lands on it when the spec would arrive late (it is never fetched)', async () => {
    const page = await browser.newPage();
    await page.setViewport({ width: 1100, height: 700 });
    const problems = watchProblems(page);
    const before = slowSpecRequests;
    await page.goto(`${slowOrigin}${LIST_USERS}#q`, { waitUntil: 'domcontentloaded' });
    await assertLandsOn(page, 'q');
    assert.equal(slowSpecRequests, before, 'the pre-rendered page fetched the spec');
    await page.close();
    assert.deepEqual(problems, []);
  });
});
