// The script-tag bundle in real Chromium, as a page author uses it: one <script type="module"> and
// hand-written elements. Every lazy chunk it needs (parsers, highlighting, the channel page) must
// load from beside the bundle, with no console error.
import assert from 'node:assert/strict';
import type { Server } from 'node:http';
import { after, before, test } from 'node:test';
import puppeteer, { type Browser } from 'puppeteer-core';
import { createStaticServer, listen } from '../../scripts/lib/static-server.mjs';
import { chromiumArgs, chromiumPath } from '../support/chromium.js';

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>bundle</title>
<script type="module" src="/dist/cdn/api-docs-elements.js"></script></head>
<body>
<api-endpoint id="endpoint" spec="/examples/docs/openapi.yaml" operation="GET /users/{userId}"></api-endpoint>
<api-channel id="channel" spec="/examples/docs/asyncapi.yaml" channel="echo"></api-channel>
<param-field id="field" query="limit" type="integer" default="20">How many.</param-field>
<api-endpoint id="markdown" spec="/markdown.json" operation="GET /notes"></api-endpoint>
</body></html>`;

/** An operation whose description only marked can render (the bundle evaluates marked on first use). */
const MARKDOWN_SPEC = JSON.stringify({
  openapi: '3.1.0',
  info: { title: 'Notes', version: '1' },
  paths: {
    '/notes': {
      get: {
        summary: 'List notes',
        description: 'Notes, **newest first**.\n\n- one\n- [two](https://example.com/two)',
        responses: { '200': { description: 'The notes.' } },
      },
    },
  },
});

/** Waits for the elements to render (polling: this runs in the page) and reports what they show. */
const IN_PAGE = `(async () => {
  const deep = (id, selector) =>
    document.getElementById(id)?.shadowRoot?.querySelector(selector)?.textContent?.replace(/\\s+/g, ' ').trim();
  await customElements.whenDefined('api-channel');
  for (let i = 0; i < 600; i++) {
    if (
      deep('endpoint', '[part~="responses"]') !== undefined &&
      deep('channel', '[part~="send"]') !== undefined &&
      deep('markdown', '[part~="responses"]') !== undefined
    )
      break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    endpointTitle: deep('endpoint', '[part~="title"]'),
    endpointError: deep('endpoint', '[part~="error"]'),
    channelAddress: deep('channel', '[part~="address"]'),
    channelError: deep('channel', '[part~="error"]'),
    field: deep('field', '[part~="name"]'),
    markdownHtml: document.getElementById('markdown')?.shadowRoot?.querySelector('[part~="description"]')?.innerHTML
      .replace(/<!--[^>]*-->/g, '').replace(/\\s+/g, ' ').trim(),
  };
})()`;

let server: Server;
let browser: Browser;
let origin: string;

before(async () => {
  server = createStaticServer({ '/dist/': 'dist', '/examples/': 'examples' });
  const serve = server.listeners('request')[0] as (req: unknown, res: unknown) => void;
  server.removeAllListeners('request');
  server.on(
    'request',
    (req: { url?: string }, res: { writeHead: (s: number, h: object) => { end: (b: string) => void } }) => {
      if (req.url === '/') res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
      else if (req.url === '/markdown.json')
        res.writeHead(200, { 'content-type': 'application/json' }).end(MARKDOWN_SPEC);
      else serve(req, res);
    },
  );
  const port = await listen(server, 4600);
  origin = `http://127.0.0.1:${port}`;
  browser = await puppeteer.launch({ executablePath: chromiumPath(), args: chromiumArgs(), headless: true });
});

after(async () => {
  await browser?.close();
  await new Promise((done) => server?.close(done));
});

test('one script tag renders an endpoint, a channel and a field, loading lazy chunks beside the bundle', async () => {
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    // Failed loads are reported below with their URL.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      problems.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.url().endsWith('/favicon.ico'))
      problems.push(`${response.status()} ${response.url()}`);
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  page.on('requestfailed', (request) => problems.push(`failed ${request.url()}`));
  await page.goto(`${origin}/`);
  // A string, not a function: tsx's transform would add helpers the page does not have.
  const shown = (await page.evaluate(IN_PAGE)) as Record<string, string | undefined>;
  await page.close();
  assert.equal(shown.endpointError, undefined, `endpoint error: ${shown.endpointError}`);
  assert.equal(shown.channelError, undefined, `channel error: ${shown.channelError}`);
  assert.ok(shown.endpointTitle, 'the endpoint shows no title');
  assert.match(shown.channelAddress ?? '', /\/ws\/echo/);
  assert.equal(shown.field, 'limit');
  assert.match(
    shown.markdownHtml ?? '',
    /<p>Notes, <strong>newest first<\/strong>\.<\/p> <ul> <li>one<\/li> <li><a [^>]*href="https:\/\/example\.com\/two"/,
  );
  assert.deepEqual(problems, []);
});

/**
 * After the page is up: a lazy tag added later is defined at once; one the page never uses is never fetched,
 * even after the page has settled (a reader's page transfers only the code it uses).
 */
const LATE_TAGS = `(async () => {
  const within = (promise, ms) => Promise.race([promise.then(() => true), new Promise((r) => setTimeout(() => r(false), ms))]);
  const before = customElements.get('api-snippets') !== undefined;
  const start = performance.now();
  document.body.append(document.createElement('api-snippets'));
  const added = await within(customElements.whenDefined('api-snippets'), 5000);
  const addedMs = performance.now() - start;
  await new Promise((r) => setTimeout(r, 4000));
  const unusedFetched = customElements.get('api-docs') !== undefined
    || performance.getEntriesByType('resource').some((e) => /\\/chunks\\/api-docs-[^/]*\\.js$/.test(e.name));
  return { before, added, addedMs, unusedFetched };
})()`;

test('a lazy tag loads when a page adds it, and a tag the page never uses is never fetched', async () => {
  const page = await browser.newPage();
  await page.goto(`${origin}/`);
  // Right after load, before the page settles: nothing but what the page uses has been fetched.
  const shown = (await page.evaluate(LATE_TAGS)) as {
    before: boolean;
    added: boolean;
    addedMs: number;
    unusedFetched: boolean;
  };
  await page.close();
  assert.equal(shown.before, false, 'api-snippets was loaded before anything used it');
  assert.equal(shown.added, true, 'an added <api-snippets> was never defined');
  assert.ok(shown.addedMs < 3000, `an added tag took ${Math.round(shown.addedMs)} ms to load`);
  assert.equal(shown.unusedFetched, false, '<api-docs> (unused on this page) was fetched after the page settled');
});
