// A page load fetches only what the page shows. A generated project of 400 MDX pages and a 2 MB spec, built with
// `docs build` and served statically, then served by `docs dev`: opening one page makes at most 15 requests and
// fetches no other page's source (no other MDX page, and no spec on a page that shows none).
// Needs the bundle: `npm run build`.
import { strict as assert } from 'node:assert';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import puppeteer, { type Browser } from 'puppeteer-core';
import { startDevServer, type DevServer } from '../../src/cli/dev.js';
import { waitForLive } from '../support/built-site.js';
import { chromiumArgs, chromiumPath } from '../support/chromium.js';
import { staticHost } from '../support/static-host.js';
import { cli } from './helpers.js';

const PAGES = 400;
/**
 * Requests of a page load, code included. The site element's code arrives as the entry plus the chunks it shares
 * with other lazy elements (rollup gives a module used by two chunks a file of its own), the Copy page menu, and on
 * an endpoint the Try it panel's playground, fetched once its button is on screen. What the code weighs is held by
 * the bench's transfer figure (at most 150 KB gzip for an endpoint page); here the point is that no other page and
 * no second spec is fetched, asserted exactly below. Was 15 before the frame, page actions and the Try it panel;
 * 22 before a built operation page was pre-rendered (it loads the hydrate code) and a sidebar past 300 rows was
 * windowed (its own chunk); 24 before the Try it panel's drawing and its form styles became chunks of their own (fetched
 * when Try it is on screen) and the request example's code got its own highlighting chunk; 26 before the docs.json
 * reader left the up-front bundle (its config-reader and spec-sources modules are chunks shared with the site's).
 */
const MAX_REQUESTS = 28;
let project: string;
let out: string;
let server: Server;
let origin: string;
let dev: DevServer;
let bareServer: Server;
let bareOrigin: string;
const HOLD_MS = 4000;
let browser: Browser;

/** 400 guide pages of about 2 KB each, and a spec of about 2 MB (operations with long descriptions and schemas). */
function generateProject(dir: string): void {
  const paragraph =
    'Each page of this generated guide says a little about the API, enough to weigh about two kilobytes. ';
  mkdirSync(join(dir, 'guides'), { recursive: true });
  const pages: string[] = [];
  for (let i = 0; i < PAGES; i++) {
    const name = `guides/page-${String(i).padStart(3, '0')}`;
    pages.push(name);
    writeFileSync(
      join(dir, `${name}.mdx`),
      `---\ntitle: Guide ${i}\n---\n\n## Section ${i}\n\n${paragraph.repeat(18)}\n`,
    );
  }
  const paths: Record<string, unknown> = {};
  for (let i = 0; paths && Object.keys(paths).length < 400; i++) {
    const properties: Record<string, unknown> = {};
    for (let p = 0; p < 24; p++)
      properties[`field_${p}`] = { type: 'string', description: `Field ${p} of resource ${i}. `.repeat(6) };
    paths[`/resources-${i}/{id}`] = {
      get: {
        operationId: `getResource${i}`,
        summary: `Get resource ${i}`,
        tags: [`Group ${i % 10}`],
        description: 'Returns one resource. '.repeat(40),
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: {
          '200': { description: 'OK', content: { 'application/json': { schema: { type: 'object', properties } } } },
        },
      },
    };
  }
  writeFileSync(
    join(dir, 'big.json'),
    JSON.stringify({ openapi: '3.1.0', info: { title: 'Big', version: '1' }, paths }),
  );
  const docs = {
    name: 'Four hundred pages',
    navigation: {
      tabs: [
        { tab: 'Guides', groups: [{ group: 'Guides', pages }] },
        { tab: 'API', groups: [{ group: 'Reference', openapi: 'big.json' }] },
      ],
    },
  };
  writeFileSync(join(dir, 'docs.json'), JSON.stringify(docs));
}

/** Held MDX answers go out when this resolves (HOLD_MS after the first is held); `after` stops the timer. */
let release: Promise<void> | undefined;
let releaseTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Serves `root`. With `bare`, as a host without the CLI's files: no site manifest, and every MDX page but those in
 * `bare.prompt` held back until `bare.holdMs` after the first such request.
 */
/** A host page written by hand: the script tag and `<api-docs src="docs.json">`. */
const BARE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Docs</title>
<script type="module" src="/api-docs-assets/api-docs-elements.js"></script></head>
<body><api-docs src="/docs.json"></api-docs></body></html>`;

function staticServer(root: string, bare?: { prompt: readonly string[]; holdMs: number }): Server {
  if (bare === undefined) return staticHost(root);
  return staticHost(root, {
    intercept: (path, res, send) => {
      if (path.startsWith('/_site/')) {
        res.writeHead(404).end();
        return true;
      }
      // A page route: the host's own page, with the element and nothing drawn by the CLI.
      if (!/\.[a-z0-9]+$/i.test(path)) {
        res.writeHead(200, { 'content-type': 'text/html' }).end(BARE_PAGE);
        return true;
      }
      if (!path.endsWith('.mdx') || bare.prompt.includes(path)) return false;
      release ??= new Promise((done) => (releaseTimer = setTimeout(done, bare.holdMs)));
      void release.then(() => !res.destroyed && existsSync(root) && send());
      return true;
    },
  });
}

before(async () => {
  project = mkdtempSync(join(tmpdir(), 'docs-scale-'));
  generateProject(project);
  out = mkdtempSync(join(tmpdir(), 'docs-scale-out-'));
  const built = await cli('build', project, '--out', out);
  assert.equal(built.code, 0, built.err);
  server = staticServer(out);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  bareServer = staticServer(out, { prompt: ['/guides/page-000.mdx', '/guides/page-200.mdx'], holdMs: HOLD_MS });
  await new Promise<void>((r) => bareServer.listen(0, '127.0.0.1', r));
  bareOrigin = `http://127.0.0.1:${(bareServer.address() as AddressInfo).port}`;
  dev = await startDevServer(join(project, 'docs.json'), { port: 0 });
  browser = await puppeteer.launch({ executablePath: chromiumPath(), args: chromiumArgs(), headless: true });
});

after(async () => {
  await browser?.close();
  server?.close();
  clearTimeout(releaseTimer);
  bareServer?.closeAllConnections();
  bareServer?.close();
  await dev?.close();
  for (const dir of [project, out]) if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
});

/** Opens a URL fresh, waits for the page title `title`, and lists every request the page made (path only). */
async function open(url: string, title: string): Promise<{ requests: string[]; bytes: number }> {
  const page = await browser.newPage();
  const requests: string[] = [];
  let bytes = 0;
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  page.on('requestfinished', (r) => {
    r.response()
      ?.buffer()
      .then((body) => (bytes += body.length))
      .catch(() => undefined);
  });
  await page.goto(url, { waitUntil: 'load' });
  const shown = await page.waitForFunction(
    (expected) =>
      document
        .querySelector('api-docs')
        ?.shadowRoot?.querySelector('[part~="page-title"], api-endpoint')
        ?.textContent?.includes(expected) ||
      document
        .querySelector('api-docs')
        ?.shadowRoot?.querySelector('api-endpoint')
        ?.shadowRoot?.textContent?.includes(expected),
    { timeout: 30_000 },
    title,
  );
  await shown.dispose();
  await waitForLive(page); // a built page's title is in its HTML: what counts is what the live page then fetches
  await new Promise((r) => setTimeout(r, 500));
  await page.close();
  return { requests, bytes };
}

/** What counts: everything but `docs dev`'s own live-update script and event stream (a built site has neither). */
const counted = (requests: string[]) =>
  requests.filter((p) => p !== '/api-docs-assets/live.js' && p !== '/api-docs-assets/events' && !isSheet(p));
/** A pre-rendered page's shared element stylesheets (one file per distinct sheet, cached across pages). */
const isSheet = (p: string) => p.startsWith('/_site/styles/');

const sources = (requests: string[]) => ({
  mdx: requests.filter((p) => p.endsWith('.mdx') || p.includes('/_site/pages/')),
  specs: requests.filter((p) => p.endsWith('big.json')),
});

for (const where of ['docs build', 'docs dev'] as const) {
  describe(`${where}: a page load fetches only that page`, () => {
    const base = (): string => (where === 'docs build' ? origin : dev.url.replace(/\/$/, ''));

    test('a guide page: the manifest and its own body, no other page, no spec', async (t) => {
      const { requests, bytes } = await open(`${base()}/guides/page-200`, 'Guide 200');
      const manifest = statSync(join(out, '_site/manifest.json')).size;
      t.diagnostic(
        `${where}, a guide page: ${requests.length} requests, ${Math.round(bytes / 1024)} KB (manifest ${Math.round(manifest / 1024)} KB)`,
      );
      const { mdx, specs } = sources(requests);
      // A built page holds its own body; docs dev serves it beside the manifest.
      assert.deepEqual(mdx, where === 'docs build' ? [] : ['/_site/pages/guides/page-200.json'], requests.join('\n'));
      assert.deepEqual(specs, [], requests.join('\n'));
      assert.ok(!requests.includes('/docs.json'), requests.join('\n'));
      assert.ok(counted(requests).length <= MAX_REQUESTS, `${requests.length} requests:\n${requests.join('\n')}`);
    });

    // `docs build` pre-renders the page with its slice of the spec inside, so the spec is not fetched at all.
    const specLoads = where === 'docs build' ? 0 : 1;
    test(`an operation page: its spec ${specLoads === 0 ? 'never' : 'once'}, no MDX page`, async (t) => {
      const manifest = JSON.parse(readFileSync(join(out, '_site/manifest.json'), 'utf8')) as {
        navigation: { pages: [string, { title: string }][] };
      };
      const slug = manifest.navigation.pages.find(([, page]) => page.title === 'Get resource 13')?.[0];
      assert.ok(slug !== undefined);
      const { requests, bytes } = await open(`${base()}/${slug}`, 'Get resource 13');
      t.diagnostic(`${where}, an operation page: ${requests.length} requests, ${Math.round(bytes / 1024)} KB`);
      const { mdx, specs } = sources(requests);
      assert.deepEqual(mdx, [], requests.join('\n'));
      assert.equal(specs.length, specLoads, requests.join('\n'));
      const project = requests.filter((p) => !p.includes(`/api-docs-assets/`) && !isSheet(p));
      // The built frame's element sheets (frame, Copy page menu, endpoint, fields, request example), cached across pages.
      assert.ok(requests.filter(isSheet).length <= 8, requests.join('\n'));
      assert.ok(project.length <= 3, project.join('\n'));
      assert.ok(counted(requests).length <= MAX_REQUESTS, `${requests.length} requests:\n${requests.join('\n')}`);
    });
  });
}

describe('a host without the CLI: <api-docs src="docs.json"> assembles the site page by page', () => {
  test('the page shown does not wait for the other pages; their titles arrive after', async (t) => {
    const page = await browser.newPage();
    const mdx: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.endsWith('.mdx')) mdx.push(path);
    });
    const started = Date.now();
    await page.goto(`${bareOrigin}/guides/page-200`, { waitUntil: 'load' });
    const shown = await page.waitForFunction(
      () => document.querySelector('api-docs')?.shadowRoot?.querySelector('[part~="page-title"]')?.textContent,
      { timeout: 30_000 },
    );
    const title = await shown.jsonValue();
    const firstPaint = Date.now() - started;
    t.diagnostic(`page shown after ${firstPaint} ms; ${mdx.length} MDX files requested by then`);
    assert.equal(title, 'Guide 200');
    // The other 398 pages are held back HOLD_MS by the server: the page came before them.
    assert.ok(firstPaint < HOLD_MS, `${firstPaint} ms`);
    assert.deepEqual(mdx.slice(0, 2).sort(), ['/guides/page-000.mdx', '/guides/page-200.mdx']);
    // Until then the sidebar titles the other pages from their paths; then from their frontmatter.
    const sidebar = () =>
      page.evaluate(() =>
        [...(document.querySelector('api-docs')?.shadowRoot?.querySelectorAll('[part~="nav-link"]') ?? [])].map((a) =>
          a.textContent?.trim(),
        ),
      );
    // A sidebar past 300 rows is windowed (only the rows on screen exist, around the active page), so the check reads
    // whichever held-back pages are on screen: titled from their paths first, from their frontmatter after.
    const fromPath = (titles: (string | undefined)[]) => titles.filter((t) => /^Page \d{3}$/.test(t ?? ''));
    assert.ok(fromPath(await sidebar()).length > 0, (await sidebar()).slice(0, 5).join(', '));
    const whole = await page.waitForFunction(
      () =>
        [...(document.querySelector('api-docs')?.shadowRoot?.querySelectorAll('[part~="nav-link"]') ?? [])].every(
          (a) => !/^Page \d{3}$/.test(a.textContent?.trim() ?? ''),
        ),
      { timeout: 30_000 },
    );
    await whole.dispose();
    assert.equal(new Set(mdx).size, PAGES, 'every page is read once in the end');
    assert.equal(mdx.length, PAGES);
    await page.close();
  });
});
