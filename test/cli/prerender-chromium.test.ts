// `docs build` pre-renders every operation page with the same <api-endpoint> the browser runs (declarative shadow
// DOM, src/cli/prerender.ts), the operation's slice of the spec embedded beside it. In real Chromium: with
// JavaScript off, a built page shows its parameters, body and responses; with JavaScript, the page hydrates without
// a console error, never fetches the spec, the layout never shifts (CLS from a layout-shift PerformanceObserver),
// and the playground sends a request to the example API. Needs the bundle: `npm run build`.
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { ElementHandle, Page } from 'puppeteer-core';
// @ts-expect-error: a plain .mjs module without types
import { createApiServer, listenOn } from '../../examples/api-server/server.mjs';
import { routeExampleApi } from '../support/example-api.js';
import { buildSite, operationSlugs, visibleInSite, waitForLive, type BuiltSite } from '../support/built-site.js';

let site: BuiltSite;
let api: Server;
let apiPort: number;
let slugs: ReadonlyMap<string, string>;
let slug: (op: string) => string;

before(async () => {
  site = await buildSite({ project: 'examples/docs', prefix: 'docs-prerender-' });
  api = createApiServer() as Server;
  apiPort = (await listenOn(api, 0)) as number;
  ({ all: slugs, slug } = operationSlugs(site.out));
});

after(async () => {
  api?.close();
  await site?.close();
});

/** In the page: the text of every shadow root under `root` (declarative ones too), flattened. */
const DEEP_TEXT = `(() => {
  const text = (node) => {
    let out = '';
    for (const child of node.childNodes) {
      if (child.nodeType === 3) out += child.data;
      else if (child.nodeType === 1 && !['STYLE', 'SCRIPT', 'TEMPLATE'].includes(child.tagName)) {
        if (child.shadowRoot) out += ' ' + text(child.shadowRoot);
        out += ' ' + text(child);
      }
    }
    return out;
  };
  return text(document.body).replace(/\\s+/g, ' ');
})()`;

/** In the page: the box of the first element matching `part` in any shadow root (null if none). */
const deepBox = (part: string): string => `(() => {
  function* deep(root) {
    for (const el of root.querySelectorAll('*')) {
      yield el;
      if (el.shadowRoot) yield* deep(el.shadowRoot);
    }
  }
  const el = [...deep(document)].find((e) => e.matches('[part~=${JSON.stringify(part)}]') && e.getClientRects().length > 0);
  if (!el) return null;
  const r = el.getBoundingClientRect();
  return { width: r.width, height: r.height };
})()`;

describe('with JavaScript off', () => {
  let page: Page;
  before(async () => {
    page = await site.browser!.newPage();
    await page.setJavaScriptEnabled(false);
  });
  after(() => page?.close());

  test('List users shows its parameters and every response, laid out by the element', async () => {
    await page.goto(site.url(slug('GET /users')), { waitUntil: 'load' });
    const text = (await page.evaluate(DEEP_TEXT)) as string;
    for (const words of ['List users', 'limit', 'How many users to return', 'q', 'Part of a name', '200', '400', '401'])
      assert.ok(text.includes(words), `"${words}" is not on the page without JavaScript`);
    for (const part of ['params', 'responses', 'header']) {
      const box = (await page.evaluate(deepBox(part))) as { width: number; height: number } | null;
      assert.ok(
        box !== null && box.width > 100 && box.height > 10,
        `part ${part} is not laid out: ${JSON.stringify(box)}`,
      );
    }
  });

  test('Create a user shows its request body fields', async () => {
    await page.goto(site.url(slug('POST /users')), { waitUntil: 'load' });
    const text = (await page.evaluate(DEEP_TEXT)) as string;
    const spec = readFileSync('examples/docs/openapi.yaml', 'utf8');
    assert.match(spec, /NewUser/); // the body's schema, whose fields the page must show
    for (const words of ['name', 'email', '201'])
      assert.ok(text.includes(words), `"${words}" is not on the page without JavaScript`);
    const box = (await page.evaluate(deepBox('body'))) as { height: number } | null;
    assert.ok(box !== null && box.height > 10, 'the request body is not laid out');
  });
});

describe('with JavaScript', () => {
  /** Layout shift (CLS) summed from a PerformanceObserver, and whether a server frame was ever on show. */
  const WATCH = `
    window.__cls = 0;
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (!entry.hadRecentInput) {
          window.__cls += entry.value;
          window.__shifts.push(entry.sources.map((s) => [s.previousRect.toJSON(), s.currentRect.toJSON()]));
        }
    }).observe({ type: 'layout-shift', buffered: true });
  `;
  /**
   * In the page: whether the live frame took over (no server frame left, the host no longer adopting), with its
   * endpoint drawn on an endpoint page.
   */
  const takenOver = (endpoint: boolean): string => `(() => {
    const docs = document.querySelector('api-docs');
    const root = docs?.shadowRoot;
    if (!root || docs.hasAttribute('data-adopting') || !customElements.get('api-docs')) return false;
    const bases = [...root.querySelectorAll('.base')];
    if (bases.length !== 1 || bases[0].hasAttribute('data-server')) return false;
    return !${endpoint} ||
      root.querySelector('api-endpoint:not([defer-hydration])')?.shadowRoot?.querySelector('[part~="responses"]') != null;
  })()`;

  /** The example's guide pages these tests open (the others are operation pages). */
  const GUIDES = ['introduction'];

  /** Opens a built page, watching problems, requests and shifts; resolves once the live frame took over. */
  async function openLive(path: string, viewport = { width: 1440, height: 900 }) {
    const page = await site.browser!.newPage();
    await page.setViewport(viewport);
    // A string, not a function: tsx would wrap named functions in a helper the page does not have.
    await page.evaluateOnNewDocument(WATCH);
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warn') problems.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(String(e)));
    await page.goto(site.url(path), { waitUntil: 'load' });
    const drawnByServer = (await page.evaluate(
      `document.querySelector('api-docs')?.shadowRoot?.querySelector('.base[data-server]') != null || document.querySelector('api-docs')?.hasAttribute('data-adopting') === false`,
    )) as boolean;
    await page.waitForFunction(takenOver(!GUIDES.includes(path)), { timeout: 15_000 });
    // Settled: a second for anything the live page does once on show (lazy chunks, highlighting).
    await page.evaluate(() => new Promise((r) => setTimeout(r, 1000)));
    const cls = (await page.evaluate('window.__cls')) as number;
    const shifts = (await page.evaluate('JSON.stringify(window.__shifts)')) as string;
    return { page, requested, problems, cls, shifts, drawnByServer };
  }

  test('the server drew the whole frame: the top bar, the sidebar with the page current, and the endpoint', () => {
    const html = readFileSync(join(site.out, slug('GET /users'), 'index.html'), 'utf8');
    assert.match(html, /<api-docs[^>]*><template shadowroot(mode)?="open"/, 'no declarative shadow root on <api-docs>');
    for (const part of ['part="topbar"', 'part="sidebar"', 'part="tabs"', 'aria-current="page"', '<api-endpoint'])
      assert.ok(html.includes(part), `${part} is not in the built HTML`);
    assert.ok(!html.includes('docs-build.invalid'), "the server's stand-in origin leaked into the HTML");
    assert.ok(!/<!--\/?lit-part/.test(html), 'Lit part markers are left in a frame that is never hydrated');
  });

  let cls = Number.NaN;
  let shifts = '';
  test('the live frame takes over without a console error or warning and never fetches the spec', async () => {
    const opened = await openLive(slug('GET /users'));
    assert.deepEqual(opened.problems, []);
    assert.ok(opened.drawnByServer, 'the page did not arrive drawn');
    assert.ok(
      !opened.requested.some((p) => p.endsWith('openapi.yaml')),
      `the spec was fetched: ${opened.requested.join(' ')}`,
    );
    // The page's own data is in the HTML: neither the operation's nor a page body is fetched.
    assert.ok(
      !opened.requested.some((p) => p.includes('/_site/pages/')),
      `a page body was fetched: ${opened.requested.join(' ')}`,
    );
    ({ cls, shifts } = opened);
    await opened.page.close();
  });

  test('every operation page and every guide page is taken over with no console warning or error', async () => {
    assert.ok(slugs.size >= 5, `only ${slugs.size} operations listed in llms.txt`);
    const failed: string[] = [];
    for (const [op, path] of [...slugs, ...GUIDES.map((g) => [g, g] as const)]) {
      if (!/^(GET|PUT|POST|DELETE|OPTIONS|HEAD|PATCH|TRACE) \//.test(op) && !GUIDES.includes(op)) continue; // a channel
      const page = await site.browser!.newPage();
      const problems: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warn') problems.push(`${m.type()}: ${m.text()}`);
      });
      page.on('pageerror', (e) => problems.push(String(e)));
      await page.goto(site.url(path), { waitUntil: 'load' });
      await page
        .waitForFunction(takenOver(!GUIDES.includes(op)), { timeout: 10_000 })
        .catch(() => problems.push('never taken over'));
      if (problems.length > 0) failed.push(`${op}: ${problems.join(' | ')}`);
      await page.close();
    }
    assert.deepEqual(failed, []);
  });

  test('nothing shifts while the live frame takes over an endpoint page (CLS)', () => {
    assert.equal(cls, 0, `layout shift ${cls}: ${shifts}`);
  });

  test('nothing shifts on a guide page or on a phone either (CLS)', async () => {
    for (const [path, viewport] of [
      ['introduction', { width: 1440, height: 900 }],
      ['introduction', { width: 390, height: 844 }],
      [slug('GET /users'), { width: 390, height: 844 }],
    ] as const) {
      const opened = await openLive(path, viewport);
      assert.deepEqual(opened.problems, []);
      assert.equal(opened.cls, 0, `${path} at ${viewport.width}px: layout shift ${opened.cls}: ${opened.shifts}`);
      await opened.page.close();
    }
  });

  test('the playground of a built page sends a request to the example API', async () => {
    const page = await site.browser!.newPage();
    const sent = await routeExampleApi(page, apiPort);
    await page.goto(site.url(slug('GET /media/image.png')), { waitUntil: 'load' });
    await waitForLive(page); // the server's frame is drawn, not live: its Try it does nothing
    // The site's own endpoint (the pre-rendered one in <api-docs>'s light DOM is hidden once the frame draws).
    const tryIt = await page.waitForFunction(visibleInSite('[part~="try-it"]'), { timeout: 15_000 });
    await (tryIt.asElement() as ElementHandle<Element>).click();
    const send = await page.waitForFunction(visibleInSite('[part~="send"]'), { timeout: 15_000 });
    await (send.asElement() as ElementHandle<Element>).click();
    for (let i = 0; i < 100 && sent.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
    assert.equal(sent.length, 1, 'no request reached the example API');
    assert.match(sent[0]!, /^200 .*\/media\/image\.png$/);
    await page.close();
  });
});
