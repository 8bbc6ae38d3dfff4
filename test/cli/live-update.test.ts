// `docs dev` in real Chromium: editing the spec on disk updates the open page by itself (the issue's
// target is two seconds; the test prints how long each step took and fails only past a generous
// bound, since shared CI machines make tight timings flaky),
// keeping the route, the scroll position and what the reader typed into the playground; a broken
// file shows the overlay (the page keeps its last good version) and fixing it removes the overlay.
// Needs the bundle: `npm run build`.
import { strict as assert } from 'node:assert';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { bundleDir } from '../../src/cli/package-root.js';
import { startDevServer, type DevServer } from '../../src/cli/dev.js';
import { chromiumArgs, chromiumPath } from '../support/chromium.js';

let dir: string;
let dev: DevServer;
let browser: Browser;

before(async () => {
  assert.ok(existsSync(join(bundleDir(), 'api-docs-elements.js')), 'the bundle is missing: run `npm run build` first');
  dir = mkdtempSync(join(tmpdir(), 'docs-live-'));
  cpSync('examples/docs', dir, { recursive: true });
  dev = await startDevServer(join(dir, 'docs.json'), { port: 0 });
  browser = await puppeteer.launch({ executablePath: chromiumPath(), args: chromiumArgs(), headless: true });
});

after(async () => {
  await browser?.close();
  await dev?.close();
  if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
});

/** What the reader sees, read through the shadow roots. */
const STATE = `(() => {
  const deepAll = (root, tag, out = []) => {
    for (const el of root.querySelectorAll('*')) {
      if (el.localName === tag) out.push(el);
      if (el.shadowRoot) deepAll(el.shadowRoot, tag, out);
    }
    return out;
  };
  const docs = document.querySelector('api-docs');
  const playground = deepAll(document, 'api-playground')[0]?.shadowRoot;
  const field = (name) => playground?.querySelector('.field[data-name="' + name + '"] input');
  const overlay = document.getElementById('api-docs-dev-overlay');
  return {
    title: docs?.shadowRoot?.querySelector('[part~="page-title"]')?.textContent?.trim() ?? '',
    path: location.pathname,
    scroll: Math.round(scrollY),
    q: field('q')?.value ?? null,
    sort: field('sort') !== null && field('sort') !== undefined,
    token: playground?.querySelector('input[type="password"]')?.value ?? null,
    overlay: overlay && !overlay.hidden ? overlay.shadowRoot.textContent : null,
    reloaded: window.__beforeEdit !== true,
  };
})()`;

interface Seen {
  title: string;
  path: string;
  scroll: number;
  q: string | null;
  sort: boolean;
  token: string | null;
  overlay: string | null;
  reloaded: boolean;
}

/** Polls the page until `ok` holds; returns what it saw and after how long. */
async function waitFor(page: Page, ok: (s: Seen) => boolean, limitMs = 10_000): Promise<{ seen: Seen; ms: number }> {
  const started = Date.now();
  let seen: Seen | undefined;
  for (;;) {
    try {
      seen = (await page.evaluate(STATE)) as Seen;
    } catch {
      // The page is reloading (its execution context went away mid-question); ask again.
    }
    if ((seen !== undefined && ok(seen)) || Date.now() - started >= limitMs) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  assert.ok(seen !== undefined, 'the page never answered');
  return { seen, ms: Date.now() - started };
}

/** Far above the 2 s target: a failure here means the update did not come, not that the machine was busy. */
const LIMIT_MS = 10_000;

test('a spec edit shows by itself with route, scroll and inputs kept; a broken file shows the overlay until fixed', async () => {
  const page = await browser.newPage();
  await page.setViewport({ width: 1100, height: 600 });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(`${dev.url}api-reference/users/list-users`, { waitUntil: 'load' });

  // The reader fills the playground and scrolls down.
  const ready = await waitFor(page, (s) => s.title === 'List users' && s.q !== null && s.token !== null);
  assert.equal(ready.seen.title, 'List users', JSON.stringify(ready.seen));
  // The playground is in the "Try it" panel: open it, fill it, close it with Escape.
  await (await page.$('>>> [part~="try-it"]'))!.click();
  await page.waitForFunction(
    `(function open(root) { for (const el of root.querySelectorAll('*')) { if (el.localName === 'dialog' && el.open) return true; if (el.shadowRoot && open(el.shadowRoot)) return true; } return false; })(document)`,
  );
  const q = (await page.$('>>> .field[data-name="q"] input'))!;
  await q.click({ count: 3 }); // select the prefilled example, then type over it
  await q.type('grace');
  await (await page.$('>>> input[type="password"]'))!.type('demo-token');
  await page.keyboard.press('Escape');
  await page.evaluate('scrollTo(0, 300); window.__beforeEdit = true');
  const typed = await waitFor(page, (s) => s.q === 'grace' && s.scroll === 300);
  assert.deepEqual([typed.seen.q, typed.seen.token, typed.seen.scroll], ['grace', 'demo-token', 300]);

  // Rename the summary and add a parameter before `q` (so the playground's fields shift).
  const specPath = join(dir, 'openapi.yaml');
  const original = readFileSync(specPath, 'utf8');
  const edited = original
    .replace('summary: List users', 'summary: List every user')
    .replace(
      '        - name: q\n',
      '        - name: sort\n          in: query\n          description: Sort order.\n          schema: { type: string }\n        - name: q\n',
    );
  assert.notEqual(edited, original);
  writeFileSync(specPath, edited);
  const updated = await waitFor(
    page,
    (s) => s.title === 'List every user' && s.sort && s.q === 'grace' && s.token === 'demo-token' && s.scroll === 300,
  );
  assert.equal(updated.seen.title, 'List every user', JSON.stringify(updated.seen));
  assert.ok(updated.seen.sort, 'the new parameter is in the playground');
  assert.equal(updated.seen.path, '/api-reference/users/list-users');
  assert.equal(updated.seen.q, 'grace');
  assert.equal(updated.seen.token, 'demo-token');
  assert.equal(updated.seen.scroll, 300);
  console.log(`live update: the edit showed after ${updated.ms} ms (target 2000 ms)`);
  assert.ok(updated.ms < LIMIT_MS, `the change showed after ${updated.ms} ms`);

  // Break the file: the overlay names the place; the page keeps showing the last good version.
  await page.evaluate('window.__beforeEdit = true');
  writeFileSync(specPath, edited.replace('paths:\n', 'paths:\n  /broken: [\n'));
  const broken = await waitFor(page, (s) => s.overlay !== null);
  assert.match(broken.seen.overlay ?? '', /openapi\.yaml:\d+:\d+/);
  assert.match(broken.seen.overlay ?? '', /the page shows the last version that loaded/);
  assert.equal(broken.seen.title, 'List every user');
  assert.equal(broken.seen.reloaded, false, 'a broken file does not reload the page');
  console.log(`live update: the overlay showed after ${broken.ms} ms (target 2000 ms)`);
  assert.ok(broken.ms < LIMIT_MS, `the overlay showed after ${broken.ms} ms`);

  // Fix it: the overlay goes, and the page still shows the edited spec with the inputs.
  writeFileSync(specPath, edited);
  const fixed = await waitFor(page, (s) => s.overlay === null);
  assert.equal(fixed.seen.overlay, null);
  console.log(`live update: the overlay went after ${fixed.ms} ms (target 2000 ms)`);
  assert.ok(fixed.ms < LIMIT_MS, `the overlay went after ${fixed.ms} ms`);
  const again = await waitFor(page, (s) => s.reloaded && s.q === 'grace' && s.title === 'List every user');
  assert.equal(again.seen.title, 'List every user');
  assert.equal(again.seen.q, 'grace', 'the inputs survive the fix too');

  assert.deepEqual(errors, []);
  await page.close();
});
