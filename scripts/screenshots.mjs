#!/usr/bin/env node
/* global document, customElements, requestAnimationFrame, localStorage, HTMLImageElement */
// Screenshots of the example site (examples/docs, served by `docs dev` as `npm start` does) in real
// Chromium: home, a guide, an OpenAPI endpoint, an MDX endpoint and a channel page, and the "Try it" panel
// of an endpoint (after a response) and of a channel, light and dark, at 1440×900 and 390×844 (the first
// screen a reader sees); and the guide and the endpoint right to left.
//
//   node scripts/screenshots.mjs            compare with test/screenshots/baselines/*.png (pixelmatch);
//                                           exits 1 when a shot differs by more than the tolerance
//   node scripts/screenshots.mjs --update   write the baselines
//   --only=<name-substring>                 only the shots whose name contains it
//
// Needs dist/ (`node scripts/build.mjs --no-types`) and /usr/bin/chromium (or CHROME_PATH). Diffs of
// failing shots are written to .test-results/screenshots/. The example API (127.0.0.1:4010) is started
// when its port is free; the pages shown do not depend on it.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import puppeteer from 'puppeteer-core';

const BASELINES = join('test', 'screenshots', 'baselines');
const DIFFS = join('.test-results', 'screenshots');
/** Share of pixels that may differ (font hinting, anti-aliasing) before a shot fails. */
const TOLERANCE = 0.002;

export const PAGES = [
  { name: 'home', slug: '' },
  { name: 'guide', slug: 'guides/authentication' },
  { name: 'openapi-endpoint', slug: 'api-reference/users/list-users' },
  { name: 'mdx-endpoint', slug: 'endpoints/ping' },
  { name: 'channel', slug: 'realtime/echo' },
  // The "Try it" panel, opened by its button: on an endpoint after a JSON response from the example API,
  // on a channel with the WebSocket playground as it opens.
  { name: 'openapi-try-it', slug: 'api-reference/users/list-users', tryIt: 'send' },
  { name: 'channel-try-it', slug: 'realtime/echo', tryIt: 'open' },
  // Right to left (issue 28): the same pages in an Arabic document (<html dir="rtl" lang="ar">), mirrored.
  { name: 'guide-rtl', slug: 'guides/authentication', dir: 'rtl' },
  { name: 'openapi-endpoint-rtl', slug: 'api-reference/users/list-users', dir: 'rtl' },
];
export const SCHEMES = ['light', 'dark'];
export const VIEWPORTS = [
  { name: '1440', width: 1440, height: 900 },
  { name: '390', width: 390, height: 844, mobile: true },
];

function portFree(port) {
  return new Promise((resolve) => {
    const server = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => server.close(() => resolve(true)))
      .listen(port, '127.0.0.1');
  });
}

/** Starts `docs dev examples/docs` on a free port and resolves with its URL. */
function startSite(children) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['bin/docs.mjs', 'dev', 'examples/docs', '--port', '0'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let out = '';
    const onData = (chunk) => {
      out += chunk;
      const url = /http:\/\/127\.0\.0\.1:\d+\/?/.exec(out)?.[0];
      if (url !== undefined) resolve(url.endsWith('/') ? url : `${url}/`);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`docs dev exited (${code}) before serving:\n${out}`)));
  });
}

/** The page, settled: the site element and every element in it rendered, fonts and images loaded. */
async function settle(page) {
  await page.waitForFunction(() => customElements.get('api-docs') !== undefined, { timeout: 30000, polling: 100 });
  await page.evaluate(async () => {
    const site = document.querySelector('api-docs');
    await site.updateComplete;
    const deep = (root) =>
      [...root.querySelectorAll('*')].flatMap((e) => [e, ...(e.shadowRoot ? deep(e.shadowRoot) : [])]);
    for (let round = 0; round < 5; round++) {
      const pending = deep(site.shadowRoot).filter((e) => e.updateComplete !== undefined);
      await Promise.all(pending.map((e) => e.updateComplete));
      await Promise.all(
        deep(site.shadowRoot)
          .filter((e) => e instanceof HTMLImageElement && !e.complete)
          .map(
            (img) =>
              new Promise(
                (r) =>
                  img.addEventListener('load', r, { once: true }) || img.addEventListener('error', r, { once: true }),
              ),
          ),
      );
    }
    await document.fonts.ready;
    // Two frames: highlighted code and lazy chunks that resolved in the last round paint.
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
  await page.waitForNetworkIdle({ idleTime: 400, timeout: 30000 }).catch(() => undefined);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/** Opens the page's "Try it" panel with its button; with `send`, sends the request and waits for the response. */
async function openTryIt(page, mode) {
  const found = (selector) =>
    page.evaluateHandle((sel) => {
      const deep = (root) => {
        const hit = root.querySelector(sel);
        if (hit) return hit;
        for (const e of root.querySelectorAll('*')) {
          const inner = e.shadowRoot ? deep(e.shadowRoot) : null;
          if (inner) return inner;
        }
        return null;
      };
      return deep(document);
    }, selector);
  const until = (selector) =>
    page.waitForFunction(
      (sel) => {
        const deep = (root) =>
          root.querySelector(sel) ??
          [...root.querySelectorAll('*')].map((e) => e.shadowRoot && deep(e.shadowRoot)).find(Boolean);
        return Boolean(deep(document));
      },
      { timeout: 30000, polling: 100 },
      selector,
    );
  await (await found('[part~="try-it"]')).click();
  await until('dialog[open]');
  await until(mode === 'send' ? 'button.send:not([disabled])' : '[part~="connect"]');
  if (mode === 'send') {
    await (await found('button.send')).click();
    // A response, or the failure panel when the example API is not the one on port 4010.
    await until('.result-summary, .failure');
  }
  await settle(page);
}

/** Why `shot` differs from the baseline `name` (beyond the tolerance), or undefined when it matches. */
export function compare(name, shot, baselines = BASELINES) {
  const file = join(baselines, `${name}.png`);
  if (!existsSync(file)) return `${name}: no baseline (run with --update)`;
  const a = PNG.sync.read(readFileSync(file));
  const b = PNG.sync.read(shot);
  if (a.width !== b.width || a.height !== b.height)
    return `${name}: ${b.width}×${b.height}, baseline ${a.width}×${a.height}`;
  const diff = new PNG({ width: a.width, height: a.height });
  const differing = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: 0.1 });
  const share = differing / (a.width * a.height);
  if (share <= TOLERANCE) return undefined;
  mkdirSync(DIFFS, { recursive: true });
  writeFileSync(join(DIFFS, `${name}.diff.png`), PNG.sync.write(diff));
  writeFileSync(join(DIFFS, `${name}.actual.png`), shot);
  return `${name}: ${(share * 100).toFixed(2)}% of pixels differ (diff in ${DIFFS}/${name}.diff.png)`;
}

async function main() {
  const args = process.argv.slice(2);
  const update = args.includes('--update');
  const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length);
  const children = [];
  const stop = () => children.forEach((c) => c.exitCode === null && c.kill('SIGTERM'));
  process.on('exit', stop);
  if (await portFree(4010))
    children.push(spawn(process.execPath, ['examples/api-server/server.mjs', '4010'], { stdio: 'ignore' }));
  const base = await startSite(children);
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-dev-shm-usage',
      '--font-render-hinting=none',
      '--hide-scrollbars',
    ],
  });
  const problems = [];
  let taken = 0;
  try {
    for (const viewport of VIEWPORTS)
      for (const scheme of SCHEMES)
        for (const { name, slug, tryIt, dir } of PAGES) {
          const shotName = `${name}-${scheme}-${viewport.name}`;
          if (only !== undefined && !shotName.includes(only)) continue;
          const page = await browser.newPage();
          await page.setViewport({
            width: viewport.width,
            height: viewport.height,
            deviceScaleFactor: 1,
            isMobile: viewport.mobile === true,
            hasTouch: viewport.mobile === true,
          });
          await page.emulateMediaFeatures([
            { name: 'prefers-color-scheme', value: scheme },
            { name: 'prefers-reduced-motion', value: 'reduce' },
          ]);
          await page.evaluateOnNewDocument((s) => localStorage.setItem('api-docs:scheme', s), scheme);
          await page.goto(new URL(slug, base).href, { waitUntil: 'load' });
          // The example site is in English; its page in a right-to-left document, as an Arabic site's would be.
          if (dir !== undefined)
            await page.evaluate((d) => {
              document.documentElement.dir = d;
              document.documentElement.lang = 'ar';
            }, dir);
          try {
            await settle(page);
          } catch (error) {
            throw new Error(`${shotName}: the page did not settle (${error.message})`);
          }
          if (tryIt !== undefined) await openTryIt(page, tryIt);
          const shot = Buffer.from(await page.screenshot({ type: 'png' }));
          await page.close();
          taken++;
          if (update) {
            mkdirSync(BASELINES, { recursive: true });
            writeFileSync(join(BASELINES, `${shotName}.png`), shot);
          } else {
            const problem = compare(shotName, shot);
            if (problem !== undefined) problems.push(problem);
          }
        }
  } finally {
    await browser.close();
    stop();
  }
  if (update) console.log(`${taken} baselines written to ${BASELINES}`);
  else if (problems.length === 0) console.log(`${taken} screenshots match their baselines`);
  else {
    console.error(
      `${problems.length} of ${taken} screenshots differ from their baselines:\n  ${problems.join('\n  ')}`,
    );
    process.exitCode = 1;
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
