// `docs build examples/docs`, served by a plain static server (files only: a folder serves its
// index.html, anything else 404.html), in real Chromium: every page loads and renders its title
// without a console error, and a deep link to a parameter anchor scrolls to it and marks it.
// Needs the bundle: `npm run build`.
import { strict as assert } from 'node:assert';
import { createReadStream, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';
import { after, before, describe, test } from 'node:test';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { MIME } from '../../src/cli/static-files.js';
import { chromiumArgs, chromiumPath } from '../support/chromium.js';
import { cli } from './helpers.js';

const BASE = '/docs/';
let out: string;
let server: Server;
let origin: string;
let browser: Browser;
let pagesWritten: number;

/** What any static host does: the file, a folder's index.html, else 404.html with status 404. */
function staticServer(root: string): Server {
  return createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const inside = path.startsWith(BASE) ? path.slice(BASE.length) : undefined;
    let file = inside === undefined ? undefined : normalize(join(root, inside));
    if (file !== undefined && !file.startsWith(root + sep) && file !== root) file = undefined;
    if (file !== undefined && existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    const found = file !== undefined && existsSync(file);
    const send = found ? file! : join(root, '404.html');
    res.writeHead(found ? 200 : 404, { 'content-type': MIME[extname(send)] ?? 'application/octet-stream' });
    createReadStream(send).pipe(res);
  });
}

before(async () => {
  out = mkdtempSync(join(tmpdir(), 'docs-build-web-'));
  const built = await cli('build', 'examples/docs', '--out', out, '--base', BASE);
  assert.equal(built.code, 0, built.err);
  pagesWritten = Number(/(\d+) pages written/.exec(built.out)?.[1]);
  server = staticServer(out);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await puppeteer.launch({ executablePath: chromiumPath(), args: chromiumArgs(), headless: true });
});

after(async () => {
  await browser?.close();
  server?.close();
  if (out !== undefined) rmSync(out, { recursive: true, force: true });
});

/** Collects what would show in the console as a problem: errors, uncaught exceptions, failed requests. */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`exception: ${String(e)}`));
  page.on('requestfailed', (r) => problems.push(`failed: ${r.url()} ${r.failure()?.errorText ?? ''}`));
  page.on('response', (r) => r.status() >= 400 && problems.push(`${r.status()}: ${r.url()}`));
  return problems;
}

const TITLE = `(async () => {
  for (let i = 0; i < 300; i++) {
    const title = document.querySelector('api-docs')?.shadowRoot?.querySelector('[part~="page-title"]')?.textContent?.trim();
    if (title) return title;
    await new Promise((r) => setTimeout(r, 50));
  }
  return '';
})()`;

const unescape = (html: string): string =>
  html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

describe('docs build output in Chromium', () => {
  test('every page of the sitemap loads and shows its title, without console errors', async () => {
    const urls = [...readFileSync(join(out, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    assert.equal(urls.length, pagesWritten + 1, 'the home page and one URL per page');
    const page = await browser.newPage();
    const problems = watch(page);
    for (const path of urls.filter((u) => u !== BASE)) {
      const html = readFileSync(join(out, path.slice(BASE.length), 'index.html'), 'utf8');
      const expected = unescape(/<h1>([^<]*)<\/h1>/.exec(html)?.[1] ?? '');
      assert.notEqual(expected, '', `${path}: the built HTML holds no title`);
      await page.goto(`${origin}${path}`, { waitUntil: 'load' });
      assert.equal(await page.evaluate(TITLE), expected, path);
    }
    await page.close();
    assert.deepEqual(problems, []);
  });

  test('a deep link to a parameter scrolls to it and marks it', async () => {
    const page = await browser.newPage();
    await page.setViewport({ width: 1100, height: 500 });
    const problems = watch(page);
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
    await page.close();
    assert.deepEqual(problems, []);
  });
});
