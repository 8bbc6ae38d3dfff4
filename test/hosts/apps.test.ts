// The example hosts in real Chromium: the plain HTML page (one script tag) and the React, Vue and
// Svelte apps, each built by Vite from examples/hosts/ and importing the package by its exports. For
// each: the elements render the example spec, object properties the host passes arrive (docs.json
// contents, a `user`, an operation parsed by the core), an api-response event from a real request to
// the example API reaches the host's own handler and the host shows it, a change of the host's state
// re-renders the element, and the console stays clean.
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { after, before, test } from 'node:test';
import puppeteer, { type Browser } from 'puppeteer-core';
import { build } from 'vite';
// @ts-expect-error: a plain .mjs module without types
import { createApiServer, listenOn } from '../../examples/api-server/server.mjs';
import { createStaticServer, listen } from '../../scripts/lib/static-server.mjs';
import { chromiumArgs, chromiumPath } from '../support/chromium.js';
import { ensureDist } from './dist.js';

const FRAMEWORKS = ['react', 'vue', 'svelte'] as const;
const OUT = resolve('.test-results', 'hosts');

let api: Server;
let site: Server;
let browser: Browser;
let apiOrigin: string;
let siteOrigin: string;

before(async () => {
  ensureDist();
  rmSync(OUT, { recursive: true, force: true });
  for (const name of FRAMEWORKS) {
    const root = join('examples', 'hosts', name);
    await build({
      root,
      configFile: join(root, 'vite.config.ts'),
      logLevel: 'error',
      build: { outDir: join(OUT, name), emptyOutDir: true },
    });
  }
  api = createApiServer() as Server;
  apiOrigin = `http://127.0.0.1:${(await listenOn(api, 0)) as number}`;
  const mounts: Record<string, string> = { '/examples/': 'examples', '/dist/': 'dist' };
  for (const name of FRAMEWORKS) mounts[`/${name}/`] = join(OUT, name);
  site = createStaticServer(mounts);
  siteOrigin = `http://127.0.0.1:${await listen(site, 0)}`;
  browser = await puppeteer.launch({ executablePath: chromiumPath(), args: chromiumArgs(), headless: true });
});

after(async () => {
  await browser?.close();
  await new Promise((done) => site?.close(done));
  api?.close();
  api?.closeAllConnections();
});

/**
 * In the page, as a reader: read the endpoint, sign in, switch the operation, send a request from the
 * standalone playground. Each step waits for what the reader would see; a string, not a function
 * (tsx's transform would add helpers the page does not have).
 */
const SCENARIO = `(async () => {
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  const until = async (get, what) => {
    for (let i = 0; i < 400; i++) { const v = get(); if (v) return v; await sleep(50); }
    throw new Error('timed out waiting for ' + what);
  };
  const text = (el) => el?.textContent?.replace(/\\s+/g, ' ').trim();
  const part = (el, name) => el?.shadowRoot?.querySelector('[part~="' + name + '"]');
  const seen = {};

  const endpoint = await until(() => document.querySelector('api-endpoint'), '<api-endpoint>');
  seen.title = await until(() => text(part(endpoint, 'title')), 'the endpoint title');
  seen.path = await until(() => (/^http/.test(text(part(endpoint, 'path')) ?? '') ? text(part(endpoint, 'path')) : undefined), 'the full URL from docs.json');
  seen.error = text(part(endpoint, 'error'));
  seen.playgroundBefore = endpoint.shownPlayground + (part(endpoint, 'playground') ? ' shown' : ' hidden');

  document.getElementById('sign-in').click();
  await until(() => part(endpoint, 'playground'), 'the playground after signing in');
  seen.playgroundAfter = endpoint.shownPlayground + ' shown';
  seen.user = JSON.stringify(endpoint.user);

  document.getElementById('switch').click();
  seen.switchedTitle = await until(() => { const t = text(part(endpoint, 'title')); return t !== seen.title ? t : undefined; }, 'the other operation');
  seen.switchedPath = text(part(endpoint, 'path'));

  const playground = await until(() => document.querySelector('api-playground'), 'the standalone <api-playground>');
  seen.playgroundOperation = typeof playground.operation === 'string' ? 'attribute ' + playground.operation : 'object ' + playground.operation?.id;
  const send = await until(() => part(playground, 'send'), 'the Send button');
  send.click();
  seen.status = await until(() => text(part(playground, 'status')), 'the response status');
  seen.shown = await until(() => { const t = text(document.getElementById('last-response')); return /^\\d{3} /.test(t ?? '') ? t : undefined; }, 'the host showing the api-response event');
  return seen;
})()`;

interface Seen {
  title: string;
  path: string;
  error?: string;
  playgroundBefore: string;
  playgroundAfter: string;
  user: string;
  switchedTitle: string;
  switchedPath: string;
  playgroundOperation: string;
  status: string;
  shown: string;
}

async function runScenario(path: string): Promise<{ seen: Seen; problems: string[] }> {
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    // A missing favicon is the browser's own request, not the page's.
    if (message.location().url?.endsWith('/favicon.ico')) return;
    if (message.type() === 'error' || message.type() === 'warn') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  page.on('requestfailed', (request) => problems.push(`failed ${request.url()}`));
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.url().endsWith('/favicon.ico'))
      problems.push(`${response.status()} ${response.url()}`);
  });
  try {
    await page.goto(`${siteOrigin}${path}?api=${encodeURIComponent(apiOrigin)}`, { waitUntil: 'load' });
    const seen = (await page.evaluate(SCENARIO)) as Seen;
    return { seen, problems };
  } finally {
    await page.close();
  }
}

const HOSTS = [
  { name: 'plain HTML', path: '/examples/hosts/html/index.html', operation: 'attribute GET /ping' },
  { name: 'React', path: '/react/', operation: 'object GET /ping' },
  { name: 'Vue', path: '/vue/', operation: 'object GET /ping' },
  { name: 'Svelte', path: '/svelte/', operation: 'object GET /ping' },
];

for (const host of HOSTS) {
  test(`${host.name}: the elements render the spec, take the host's objects, events and state changes`, async () => {
    const { seen, problems } = await runScenario(host.path);
    assert.equal(seen.error, undefined, `the endpoint shows an error: ${seen.error}`);
    // The spec rendered; docs.json (`api.playground.url: "full"`) arrived through <docs-config>.
    assert.equal(seen.title, 'List users');
    assert.equal(seen.path, 'http://127.0.0.1:4010/users');
    // docs.json makes the playground `auth`: hidden until the host sets a `user` in the `beta` group.
    assert.equal(seen.playgroundBefore, 'none hidden');
    assert.equal(seen.playgroundAfter, 'interactive shown');
    assert.equal(seen.user, '{"groups":["beta"]}');
    // The host's button changed its state; the element re-rendered the other operation.
    assert.equal(seen.switchedTitle, 'Get a user');
    assert.equal(seen.switchedPath, 'http://127.0.0.1:4010/users/{userId}');
    // The frameworks pass the operation the core parsed, as an object; the HTML page names it.
    assert.equal(seen.playgroundOperation, host.operation);
    // A real request to the example API; the host's own handler showed the event.
    assert.match(seen.status, /^200\b/);
    assert.equal(seen.shown, `200 GET ${apiOrigin}/ping`);
    assert.deepEqual(problems, []);
  });
}
