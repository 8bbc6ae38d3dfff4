// `npm start`, as a newcomer runs it: the script builds if needed, starts the example API and
// `docs dev examples/docs`, and prints the URL. In Chromium, an endpoint page's playground then
// sends a real request to the example API and shows its answer.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { after, before, test } from 'node:test';
import puppeteer, { type Browser } from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from '../support/chromium.js';

let start: ChildProcess;
let siteUrl: string;
let browser: Browser;
let printed = '';

before(async () => {
  start = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  siteUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start printed no URL within 240 s:\n${output}`)), 240_000);
    const read = (chunk: Buffer): void => {
      output += chunk.toString();
      const found = /docs dev: (http:\/\/127\.0\.0\.1:\d+\/)/.exec(output);
      if (found?.[1] !== undefined && /example API: /i.test(output)) {
        clearTimeout(timer);
        printed = output;
        resolve(found[1]);
      }
    };
    start.stdout?.on('data', read);
    start.stderr?.on('data', read);
    start.on('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
  });
  browser = await puppeteer.launch({ executablePath: chromiumPath(), args: chromiumArgs(), headless: true });
});

after(async () => {
  await browser?.close();
  start?.kill('SIGTERM');
});

/** In the page: open the playground, type the example API key, send, and wait for the status. */
const SEND_WITH_KEY = `(async () => {
  const until = async (get) => {
    for (let i = 0; i < 400; i++) { const v = get(); if (v) return v; await new Promise((r) => setTimeout(r, 50)); }
    return undefined;
  };
  const playground = await until(() => document.querySelector('api-docs')?.shadowRoot
    ?.querySelector('api-endpoint')?.shadowRoot?.querySelector('api-playground')?.shadowRoot);
  if (!playground) return 'no playground';
  const key = await until(() => playground.querySelector('input[type="password"]'));
  key.value = 'demo-key';
  key.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  key.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  await new Promise((r) => setTimeout(r, 100));
  const send = [...playground.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Send');
  send.click();
  const status = await until(() => playground.querySelector('[part~="status"]')?.textContent?.replace(/\\s+/g, ' ').trim());
  return status ?? 'no status';
})()`;

test('npm start prints at most one progress line, then the example API and the site URL', () => {
  const lines = printed.split('\n').filter((line) => line.trim() !== '');
  const expected = [
    /^Building the library \(about a minute on the first run\)…$/,
    /^example API: http:\/\/127\.0\.0\.1:\d+\//,
    /^docs dev: http:\/\/127\.0\.0\.1:\d+\/$/,
    /^Watching examples\/docs/,
  ];
  const unexpected = lines.filter((line) => !expected.some((pattern) => pattern.test(line)));
  assert.deepEqual(unexpected, [], `npm start printed:\n${printed}`);
  assert.ok(lines.length <= expected.length, `npm start printed:\n${printed}`);
});

test('npm start serves the example site, and a playground request to the example API succeeds', async () => {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(new URL('api-reference/users/list-users', siteUrl).href, { waitUntil: 'load' });
  const status = (await page.evaluate(SEND_WITH_KEY)) as string;
  await page.close();
  assert.match(status, /^200\b/, `the playground showed: ${status}`);
  assert.deepEqual(errors, []);
});
