// A framework host drawing the elements on its own server with `api-docs-elements/server`: the plain Node http
// server of examples/hosts/server/server.mjs (imported as it is; it imports the export by the package's name), with
// the browser's build of the script-tag entry (esbuild, from the same sources). The HTML holds each element's shadow
// root (declarative shadow DOM, styles inside); in real Chromium, without JavaScript the fields read whole, and with
// it each element hydrates in place: the server's nodes are the very nodes after load (checked by identity), with
// no warning, and the element then works (an update draws into the server's nodes).
import { strict as assert } from 'node:assert';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { build } from 'esbuild';
import puppeteer, { type Browser } from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from '../support/chromium.js';
import { listenLocal } from '../support/static-host.js';
import { createHost, drawPage } from '../../examples/hosts/server/server.mjs';

/** Selectors of the drawn elements: the endpoint, its body field (drawn as its light child), the loose fields. */
const TAGS = ['api-endpoint', 'api-endpoint > param-field', '#loose param-field', '#loose response-field'] as const;
let dir: string;
let server: Server;
let origin: string;
let browser: Browser;

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'server-host-'));
  await build({
    entryPoints: { 'api-docs-elements': join(process.cwd(), 'components/cdn-entry.ts') },
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: dir,
    chunkNames: 'chunks/[name]-[hash]',
    tsconfig: join(process.cwd(), 'tsconfig.json'),
    // Node built-ins of the AsyncAPI parser's file readers, in a lazy chunk this page never loads.
    external: ['fs', 'util'],
    logLevel: 'error',
  });
  server = createHost(dir);
  origin = await listenLocal(server);
  browser = await puppeteer.launch({ executablePath: chromiumPath(), args: chromiumArgs(), headless: true });
});

after(async () => {
  await browser?.close();
  server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** In the page: each drawn element's shadow root content (its first element node and its text), by tag. */
const SHOWN = `(() => Object.fromEntries(${JSON.stringify(TAGS)}.map((tag) => {
  const root = document.querySelector(tag)?.shadowRoot;
  const first = root ? [...root.children].find((n) => n.localName !== 'style' && n.localName !== 'link') : undefined;
  const text = [...(root?.childNodes ?? [])].filter((n) => n.nodeName !== 'STYLE').map((n) => n.textContent).join(' ');
  return [tag, { text: text.replace(/\\s+/g, ' ').trim(), first: first?.localName ?? null }];
})))()`;

describe('a host drawing elements with api-docs-elements/server', () => {
  test('the server writes each element with its shadow root and its styles, marked to hydrate', async () => {
    const html = await drawPage();
    for (const tag of ['api-endpoint', 'param-field', 'response-field']) {
      const drawn = new RegExp(
        `<${tag}\\s[^>]*defer-hydration[^>]*><template shadowroot="open" shadowrootmode="open"><style>`,
        'g',
      );
      assert.equal(html.match(drawn)?.length, tag === 'param-field' ? 2 : 1, `<${tag}> drawn with its shadow root`);
    }
    assert.ok(html.includes('The user’s id.') && html.includes('created_at'));
    assert.equal(typeof (globalThis as { document?: unknown }).document, 'undefined', 'the export left a DOM');
  });

  test('without JavaScript the fields read whole', async () => {
    const page = await browser.newPage();
    await page.setJavaScriptEnabled(false);
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    const shown = (await page.evaluate(SHOWN)) as Record<string, { text: string; first: string | null }>;
    await page.close();
    assert.match(shown['#loose param-field']!.text, /\bid\b.*string.*required/);
    assert.match(shown['api-endpoint > param-field']!.text, /\bname\b.*string.*required/);
    assert.match(shown['#loose response-field']!.text, /created_at.*string/);
    assert.match(shown['api-endpoint']!.text, /POST.*\/users/);
  });

  test('with JavaScript each element hydrates in place: the same nodes after load, no warning, and it updates', async () => {
    const page = await browser.newPage();
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warn' || m.type() === 'error') warnings.push(m.text());
    });
    page.on('pageerror', (e) => warnings.push(String(e)));
    // Before any module script runs (they wait for the document to be parsed): the server's nodes, kept.
    await page.evaluateOnNewDocument(`document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive' || window.__server) return;
      window.__server = Object.fromEntries(${JSON.stringify(TAGS)}.map((tag) => {
        const root = document.querySelector(tag).shadowRoot;
        return [tag, [...root.children].find((n) => n.localName !== 'style' && n.localName !== 'link')];
      }));
    });`);
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    await page.waitForFunction(
      `${JSON.stringify(TAGS)}.every((tag) => { const el = document.querySelector(tag); return customElements.get(el.localName) && !el.hasAttribute('defer-hydration') && el.hasUpdated; })`,
      { timeout: 15_000 },
    );
    const same = await page.evaluate(`${JSON.stringify(TAGS)}.map((tag) => {
      const root = document.querySelector(tag).shadowRoot;
      const first = [...root.children].find((n) => n.localName !== 'style' && n.localName !== 'link');
      return [tag, window.__server[tag] !== undefined && first === window.__server[tag], root.children.length];
    })`);
    // The element is live on the server's nodes: a property change draws into them.
    const updated = await page.evaluate(`(async () => {
      const field = document.querySelector('#loose param-field');
      field.type = 'integer';
      await field.updateComplete;
      return field.shadowRoot.querySelector('[part~="type"]').textContent.trim();
    })()`);
    await page.close();
    console.log(`identity after load: ${JSON.stringify(same)}; warnings: ${JSON.stringify(warnings)}`);
    for (const [tag, kept] of same as [string, boolean, number][]) assert.ok(kept, `<${tag}> drew its content again`);
    assert.deepEqual(warnings, []);
    assert.equal(updated, 'integer', 'the hydrated field did not update');
  });
});
