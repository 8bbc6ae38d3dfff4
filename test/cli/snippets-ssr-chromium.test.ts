// The request example of a pre-rendered endpoint page: <api-endpoint> drawn by Lit's server renderer as `docs build`
// does (declarative shadow DOM, the operation's slice as its JSON child) with <api-snippets> registered on the server
// (components/api-snippets/server-snippets.ts), so the code is in the HTML. In real Chromium, with the browser's own
// build of the same sources (esbuild, the snippets in a lazy chunk this host holds back until the test has measured):
// with JavaScript off the code shows; with JavaScript the element hydrates the server's nodes (the same <pre> stays)
// with no console warning, and its box keeps its size when it upgrades. A reader's stored language and a relative
// server URL, which the server cannot know, follow after hydration, still without a warning.
import { strict as assert } from 'node:assert';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { render } from '@lit-labs/ssr';
import { collectResult } from '@lit-labs/ssr/lib/render-result.js';
import { build } from 'esbuild';
import { JSDOM } from 'jsdom';
import { html } from 'lit';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { setSanitizerWindow } from '../../src/markdown/index.js';
import { loadOpenApi } from '../../src/openapi/index.js';
import { sliceOperation } from '../../src/openapi/slice.js';
import { chromiumArgs, chromiumPath } from '../support/chromium.js';
import { listenLocal } from '../support/static-host.js';
import '../../components/api-endpoint/api-endpoint.js';
import { setServerSnippetSettings } from '../../components/api-snippets/server-snippets.js';
import { parseApiSettings } from '../../src/config/api-settings.js';

const SPEC = `openapi: 3.1.0
info: { title: Snippets, version: '1' }
servers: [{ url: 'https://api.example.test/v2' }]
security: [{ bearer: [] }]
paths:
  /users:
    get:
      summary: List users
      parameters:
        - { name: limit, in: query, schema: { type: integer }, example: 10 }
      responses: { '200': { description: OK, content: { application/json: { example: { users: [] } } } } }
  /relative:
    post:
      servers: [{ url: /v1 }]
      summary: Post relative
      requestBody:
        content: { application/json: { schema: { type: object, properties: { name: { type: string, example: Ada } } } } }
      responses: { '201': { description: Created } }
components:
  securitySchemes:
    bearer: { type: http, scheme: bearer }
`;

/** Endpoint pages; the relative one is the snippets element alone (<api-endpoint> draws a relative server URL
 * differently in the browser and fails to hydrate on its own, so the snippets' part is checked apart). */
const PAGES: Readonly<Record<string, string>> = { 'users.html': 'GET /users' };
/** Pages holding the element alone: file → [operation, languages]. */
const STANDALONE: Readonly<Record<string, readonly [string, string]>> = {
  'relative.html': ['POST /relative', 'curl,python'],
  // Python first: its grammar is a lazy chunk, so the server and the first render draw plain text.
  'python.html': ['GET /users', 'python,curl'],
};

let dir: string;
let server: Server;
let origin: string;
let browser: Browser;
/** Resolves the held requests for the snippets chunk; replaced by each test that holds it. */
let release: () => void = () => undefined;
let held: Promise<void> = Promise.resolve();

/** The page's <api-endpoint> as `docs build` renders it (components/server/). */
async function prerender(ref: string): Promise<string> {
  const spec = await loadOpenApi('file:///snippets/openapi.yaml', { text: SPEC });
  const operation = await spec.resolveOperation(ref);
  const slice = sliceOperation(operation, (r) => spec.resolveSchemaRef(r), { specUrl: '/openapi.yaml', ref });
  const json = JSON.stringify(slice).replace(/</g, '\\u003c');
  const data = unsafeHTML(`<script type="application/json" data-operation-slice>${json}</script>`);
  const result = render(
    html`<api-endpoint operation=${ref} no-validation defer-hydration .prerendered=${slice}>${data}</api-endpoint>`,
  );
  return (await collectResult(result))
    .replace(/^<!--lit-part [^>]*-->(<!--lit-node \d+-->)?/, '')
    .replace(/<!--\/lit-part-->$/, '');
}

/** `<api-snippets>` alone, as the server draws it, with the operation it is given (a JSON round trip). */
async function prerenderSnippets(ref: string, languages: string): Promise<{ html: string; json: string }> {
  const spec = await loadOpenApi('file:///snippets/openapi.yaml', { text: SPEC });
  const json = JSON.stringify((await spec.resolveOperation(ref)) as unknown).replace(/</g, '\\u003c');
  const operation = JSON.parse(json) as object;
  const result = render(
    html`<api-snippets
      .operation=${operation}
      languages=${languages}
      picker="menu"
      base-url="/openapi.yaml"
      defer-hydration
    ></api-snippets>`,
  );
  const markup = (await collectResult(result))
    .replace(/^<!--lit-part [^>]*-->(<!--lit-node \d+-->)?/, '')
    .replace(/<!--\/lit-part-->$/, '');
  return { html: markup, json };
}

function serve(root: string): Server {
  return createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const file = normalize(join(root, path));
    let body: Buffer;
    try {
      if (!file.startsWith(root + sep)) throw new Error('outside');
      body = readFileSync(file);
    } catch {
      res.writeHead(404).end();
      return;
    }
    const type = extname(file) === '.js' ? 'text/javascript' : 'text/html; charset=utf-8';
    const send = (): void => void res.writeHead(200, { 'content-type': type }).end(body);
    if (/\/api-snippets-[^/]*\.js$/.test(path)) void held.then(send);
    else send();
  });
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><link rel="icon" href="data:,"></head>
<body style="margin:0"><main style="width:1200px;padding:16px">${body}</main>
<script type="module" src="/entry.js"></script></body></html>`;
}

before(async () => {
  setSanitizerWindow(new JSDOM('').window);
  dir = mkdtempSync(join(tmpdir(), 'snippets-ssr-'));
  // The browser's build of the same sources: the endpoint, its snippets a lazy chunk.
  const entry = join(dir, 'entry.ts');
  const root = process.cwd();
  writeFileSync(
    entry,
    `import { hydratePrerendered } from ${JSON.stringify(join(root, 'components/shared/hydratable-element.js'))};
import ${JSON.stringify(join(root, 'components/api-endpoint/api-endpoint.js'))};
hydratePrerendered();
void import(${JSON.stringify(join(root, 'components/api-snippets/api-snippets.js'))});`,
  );
  await build({
    entryPoints: { entry },
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: dir,
    chunkNames: 'chunks/[name]-[hash]',
    tsconfig: join(root, 'tsconfig.json'),
    logLevel: 'error',
  });
  for (const [file, ref] of Object.entries(PAGES)) {
    writeFileSync(join(dir, file), page(ref, await prerender(ref)));
  }
  // A site whose docs.json sets api.examples: handed to the server's elements, which no settings context reaches.
  setServerSnippetSettings(
    parseApiSettings({ examples: { languages: ['python', 'curl'], defaults: 'required' } }).settings,
  );
  try {
    writeFileSync(join(dir, 'settings.html'), page('GET /users', await prerender('GET /users')));
  } finally {
    setServerSnippetSettings(undefined);
  }
  for (const [file, [ref, languages]] of Object.entries(STANDALONE)) {
    const { html: markup, json } = await prerenderSnippets(ref, languages);
    // The operation object, set before the element upgrades (as <api-endpoint> sets it when it hydrates).
    const set = `<script type="application/json" id="operation">${json}</script>
<script>document.querySelector('api-snippets').operation = JSON.parse(document.getElementById('operation').textContent);</script>`;
    writeFileSync(join(dir, file), page(ref, `<div style="width:560px">${markup}</div>${set}`));
  }
  server = serve(dir);
  origin = await listenLocal(server);
  browser = await puppeteer.launch({ executablePath: chromiumPath(), args: chromiumArgs(), headless: true });
});

after(async () => {
  release();
  await browser?.close();
  server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** In the page: the snippets element, inside the endpoint's shadow root or on its own. */
const SNIPPETS = `(document.querySelector('api-endpoint')?.shadowRoot ?? document).querySelector('api-snippets')`;

/** In the page: what the request example shows and where (its box, the code's box, the language, the code). */
const SHOWN = `(() => {
  const el = ${SNIPPETS};
  const root = el.shadowRoot;
  const box = (node) => { const r = node.getBoundingClientRect(); return [r.x, r.y, r.width, r.height]; };
  const code = root.querySelector('[part~="code"]');
  return {
    box: box(el),
    code: box(code),
    language: code.dataset.language,
    text: code.textContent,
    button: root.querySelector('[part~="language-button"]')?.textContent.trim() ?? '',
  };
})()`;

interface Shown {
  readonly box: number[];
  readonly code: number[];
  readonly language: string;
  readonly text: string;
  readonly button: string;
}

/** Opens a page with the snippets chunk held back; gives what it shows before and after the element upgrades. */
async function openHydrating(
  file: string,
  setup?: string,
): Promise<{ page: Page; before: Shown; after: Shown; kept: boolean; problems: string[] }> {
  release(); // a request a failed test left held would hold this page's too (Chromium waits on it)
  held = new Promise((resolve) => (release = resolve));
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  if (setup !== undefined) await page.evaluateOnNewDocument(setup);
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warn') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(String(e)));
  page.on('response', (r) => r.status() >= 400 && problems.push(`${r.status()} ${r.url()}`));
  await page.goto(`${origin}/${file}`, { waitUntil: 'load' });
  // The endpoint hydrated (or the hydrating code is in, for the element alone); the snippets are the server's markup.
  await page.waitForFunction(
    `(() => {
      const el = document.querySelector('api-endpoint');
      if (el === null) return !document.querySelector('api-snippets').hasAttribute('defer-hydration');
      return el.hasUpdated && !el.hasAttribute('defer-hydration');
    })()`,
    { timeout: 15_000 },
  );
  assert.equal(await page.evaluate(`customElements.get('api-snippets') === undefined`), true, 'not held back');
  assert.ok(await page.evaluate(`${SNIPPETS}.shadowRoot !== null`), `no server markup: ${problems.join(' | ')}`);
  const before = (await page.evaluate(SHOWN)) as Shown;
  await page.evaluate(`window.__pre = ${SNIPPETS}.shadowRoot.querySelector('[part~="code"] pre')`);
  release();
  await page.waitForFunction(`customElements.get('api-snippets') !== undefined && ${SNIPPETS}.hasUpdated`, {
    timeout: 15_000,
  });
  await page.evaluate(`${SNIPPETS}.updateComplete`);
  const after = (await page.evaluate(SHOWN)) as Shown;
  const kept = (await page.evaluate(`window.__pre.isConnected`)) as boolean;
  return { page, before, after, kept, problems };
}

describe('with JavaScript off', () => {
  test('the request example is in the HTML: the code, highlighted, with a placeholder for the credential', async () => {
    const page = await browser.newPage();
    await page.setJavaScriptEnabled(false);
    await page.setViewport({ width: 1280, height: 900 });
    await page.goto(`${origin}/users.html`, { waitUntil: 'load' });
    const shown = (await page.evaluate(SHOWN)) as Shown;
    assert.match(shown.text, /curl/);
    assert.match(shown.text, /https:\/\/api\.example\.test\/v2\/users\?limit=10/);
    assert.match(shown.text, /Authorization: Bearer <ACCESS_TOKEN>/);
    assert.equal(shown.button, 'cURL');
    assert.ok(shown.code[2]! > 200 && shown.code[3]! > 40, `the code is not laid out: ${JSON.stringify(shown.code)}`);
    const coloured = await page.evaluate(
      `${SNIPPETS}.shadowRoot.querySelectorAll('[part~="code"] pre.shiki:not(.plain) span.line span[style]').length`,
    );
    assert.ok((coloured as number) > 3, 'the server drew the shell code without its highlighting');
    await page.close();
  });
});

describe('with JavaScript', () => {
  test('the element hydrates the server’s nodes, with no warning, and its box keeps its size', async () => {
    const { page, before, after, kept, problems } = await openHydrating('users.html');
    assert.deepEqual(problems, []);
    assert.match(before.text, /https:\/\/api\.example\.test\/v2\/users\?limit=10/);
    assert.equal(after.text, before.text);
    assert.deepEqual(after.box, before.box, 'the request example moved or changed size when it upgraded');
    assert.deepEqual(after.code, before.code, 'the code box changed when the element upgraded');
    assert.ok(kept, 'the server’s <pre> was replaced: drawn again instead of hydrated');
    await page.close();
  });

  test('a relative server URL, unknown to the server, gets the page’s origin after hydration, with no warning', async () => {
    const { page, before, after, problems } = await openHydrating('relative.html');
    assert.deepEqual(problems, []);
    assert.match(before.text, /--url '?\/v1\/relative/);
    assert.ok(after.text.includes(`${origin}/v1/relative`), after.text);
    assert.equal(after.box[3], before.box[3], 'the request example changed height');
    await page.close();
  });

  test('a language highlighted later (its grammar a lazy chunk) keeps the box’s size, with no warning', async () => {
    const { page, before, after, problems } = await openHydrating('python.html');
    assert.deepEqual(problems, []);
    assert.equal(before.language, 'python');
    assert.equal(after.text, before.text);
    // Highlighted once the grammar is in: shiki's coloured tokens replace the plain text.
    await page.waitForFunction(
      `${SNIPPETS}.shadowRoot.querySelector('[part~="code"] pre.shiki:not(.plain) span[style]') !== null`,
      { timeout: 15_000 },
    );
    const highlighted = (await page.evaluate(SHOWN)) as Shown;
    assert.deepEqual(highlighted.box, before.box, 'the request example changed size when highlighted');
    assert.deepEqual(highlighted.code, before.code, 'the code box changed size when highlighted');
    await page.close();
  });

  test('the site’s api.examples the server drew with hold in the browser, with no settings context, with no warning', async () => {
    const { page, before, after, problems } = await openHydrating('settings.html');
    assert.deepEqual(problems, []);
    assert.equal(before.language, 'python');
    assert.doesNotMatch(before.text, /limit/, 'api.examples.defaults required: no optional parameter');
    assert.equal(after.language, 'python');
    assert.equal(after.text, before.text);
    assert.deepEqual(after.box, before.box, 'the request example changed size when it upgraded');
    await page.close();
  });

  test('the reader’s stored language shows after hydration, with no warning', async () => {
    const setup = `localStorage.setItem('api-docs-elements:snippet-language', 'python')`;
    const { page, before, after, problems } = await openHydrating('users.html', setup);
    assert.deepEqual(problems, []);
    assert.equal(before.language, 'curl');
    assert.equal(after.language, 'python');
    assert.match(after.button, /Python/);
    assert.match(after.text, /requests/);
    await page.close();
  });
});
