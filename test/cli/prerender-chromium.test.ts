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
import { buildSite, type BuiltSite } from '../support/built-site.js';

let site: BuiltSite;
let api: Server;
let apiPort: number;
/** Page slug by `METHOD /path`, from the built llms.txt. */
const slugs = new Map<string, string>();

before(async () => {
  site = await buildSite({ project: 'examples/docs', prefix: 'docs-prerender-' });
  api = createApiServer() as Server;
  apiPort = (await listenOn(api, 0)) as number;
  const llms = readFileSync(join(site.out, 'llms.txt'), 'utf8');
  for (const [, slug, op] of llms.matchAll(/^- \[[^\]]*\]\(\/([^)]+)\.md\): ([A-Z]+ \S+)/gm)) slugs.set(op!, slug!);
});

after(async () => {
  api?.close();
  await site?.close();
});

function slug(op: string): string {
  const found = slugs.get(op);
  assert.ok(found, `${op} is not listed in llms.txt`);
  return found;
}

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
  let cls = Number.NaN;
  test('hydrates without a console error and never fetches the spec (layout shifts measured)', async () => {
    const page = await site.browser!.newPage();
    await page.setViewport({ width: 1440, height: 900 });
    // A string, not a function: tsx would wrap named functions in a helper the page does not have.
    await page.evaluateOnNewDocument(`
      window.__cls = 0;
      window.__hydrated = false;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
      // The pre-rendered element leaves once the site draws the page itself: watch it hydrate before that.
      const watch = () => {
        const el = document.querySelector('api-docs > api-endpoint');
        if (el !== null && el.hasUpdated === true && !el.hasAttribute('defer-hydration')) window.__hydrated = true;
        else if (document.readyState === 'loading' || el !== null) requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    `);
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.text().includes('could not hydrate')) problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(String(e)));
    await page.goto(site.url(slug('GET /users')), { waitUntil: 'load' });
    // The site frame and its endpoint, rendered and settled (two seconds without a new frame of work).
    await page.waitForFunction(
      `document.querySelector('api-docs')?.shadowRoot?.querySelector('api-endpoint')?.shadowRoot?.querySelector('[part~="responses"]')`,
      { timeout: 15_000 },
    );
    await page.evaluate(() => new Promise((r) => setTimeout(r, 2000)));
    assert.deepEqual(problems, []);
    // The pre-rendered element (in <api-docs>'s light DOM) hydrated: it updated, on the server's DOM.
    const hydrated = await page.evaluate(() => (window as unknown as { __hydrated: boolean }).__hydrated);
    assert.ok(hydrated, 'the pre-rendered endpoint never hydrated');
    assert.ok(!requested.some((p) => p.endsWith('openapi.yaml')), `the spec was fetched: ${requested.join(' ')}`);
    cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    await page.close();
  });

  test('every operation page hydrates what the server drew: no console warning or error, on load or after', async () => {
    assert.ok(slugs.size >= 5, `only ${slugs.size} operations listed in llms.txt`);
    const failed: string[] = [];
    for (const [op, path] of slugs) {
      if (!/^(GET|PUT|POST|DELETE|OPTIONS|HEAD|PATCH|TRACE) \//.test(op)) continue; // a guide or a channel
      const page = await site.browser!.newPage();
      await page.setViewport({ width: 1280, height: 900 });
      // Hydrated: the pre-rendered element updated on the server's DOM before the site's own page replaced it.
      await page.evaluateOnNewDocument(`
        window.__hydrated = false;
        const watch = () => {
          const el = document.querySelector('api-docs > api-endpoint');
          if (el !== null && el.hasUpdated === true && !el.hasAttribute('defer-hydration')) window.__hydrated = true;
          else if (document.readyState === 'loading' || el !== null) requestAnimationFrame(watch);
        };
        requestAnimationFrame(watch);
      `);
      const problems: string[] = [];
      // A mismatch is a warning (the hook draws the element again), Lit's own hydration errors are errors.
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warn') problems.push(`${m.type()}: ${m.text()}`);
      });
      page.on('pageerror', (e) => problems.push(String(e)));
      await page.goto(site.url(path), { waitUntil: 'load' });
      // Hydrated, then a second for what follows it (the site drawing the page around it).
      await page.waitForFunction('window.__hydrated === true', { timeout: 10_000 }).catch(() => undefined);
      await page.evaluate(() => new Promise((r) => setTimeout(r, 1000)));
      const hydrated = await page.evaluate(() => (window as unknown as { __hydrated: boolean }).__hydrated);
      if (!hydrated) problems.push('never hydrated');
      if (problems.length > 0) failed.push(`${op}: ${problems.join(' | ')}`);
      await page.close();
    }
    assert.deepEqual(failed, []);
  });

  // Not yet: <api-docs> draws its frame (top bar, sidebar) in the browser once it has read the site manifest, so
  // the pre-rendered page moves into it (measured 0.34 at 1440×900). Pre-rendering the frame too is what remains.
  test(
    'nothing shifts while the site frame draws around the page (CLS 0)',
    { todo: 'the frame is not pre-rendered yet' },
    () => {
      assert.equal(cls, 0, `layout shift ${cls}`);
    },
  );

  test('the playground of a built page sends a request to the example API', async () => {
    const page = await site.browser!.newPage();
    await page.setRequestInterception(true);
    // The spec names the example API at 127.0.0.1:4010; this test's own API answers on another port.
    page.on('request', (r) => {
      const url = r.url();
      if (url.startsWith('http://127.0.0.1:4010/'))
        void r.continue({ url: url.replace('127.0.0.1:4010', `127.0.0.1:${apiPort}`) });
      else void r.continue();
    });
    const sent: string[] = [];
    // A rewritten request keeps its URL in the page: the answer comes from this test's API, as its header says.
    page.on('response', (r) => {
      if (r.url().startsWith('http://127.0.0.1:4010/media/') && r.headers()['content-type'] === 'image/png')
        sent.push(`${r.status()} ${r.url()}`);
    });
    await page.goto(site.url(slug('GET /media/image.png')), { waitUntil: 'load' });
    // The site's own endpoint (the pre-rendered one in <api-docs>'s light DOM is hidden once the frame draws).
    const inSite = (part: string): string => `(() => {
      function* deep(root) {
        for (const el of root.querySelectorAll('*')) {
          yield el;
          if (el.shadowRoot) yield* deep(el.shadowRoot);
        }
      }
      const root = document.querySelector('api-docs')?.shadowRoot;
      return root ? [...deep(root)].find((el) => el.matches('[part~=${JSON.stringify(part)}]') && el.getClientRects().length > 0) ?? null : null;
    })()`;
    const tryIt = await page.waitForFunction(inSite('try-it'), { timeout: 15_000 });
    await (tryIt.asElement() as ElementHandle<Element>).click();
    const send = await page.waitForFunction(inSite('send'), { timeout: 15_000 });
    await (send.asElement() as ElementHandle<Element>).click();
    for (let i = 0; i < 100 && sent.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
    assert.equal(sent.length, 1, 'no request reached the example API');
    assert.match(sent[0]!, /^200 .*\/media\/image\.png$/);
    await page.close();
  });
});
