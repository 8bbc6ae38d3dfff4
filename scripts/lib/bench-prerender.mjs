// The pre-rendered page beside the floor, for `npm run bench`: for each spec, a site built by `docs build` from a
// project holding only that spec (every operation a page), then, in fresh browser contexts (no cache), the built
// page of the spec's first operation and the floor page (fetch + JSON.parse of the same spec, bench-pages.mjs),
// alternately, on the same static server. "Rendered" is the first animation frame in which the page's
// <api-endpoint> shows its responses part (drawn by the server: from the HTML, declarative shadow DOM); "live" the
// first frame in which the live frame has taken the server's place with its own endpoint drawn (the bundle loaded,
// the site read; components/api-docs/server-frame.ts). Bytes are
// the page's Resource Timing transfer sizes up to each moment (this server does not compress), and the gzip
// size of the page's HTML file (what a CDN sends) and of the element sheets it links (fetched once for the site).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FLOOR_PAGE } from './bench-pages.mjs';
import { gzipSize, kb } from './sizes.mjs';
import { createStaticServer, listen } from './static-server.mjs';

/** In the built page, from its first moment: the frames at which the reference is rendered and live. */
const WATCH = `(() => {
  const out = (window.__bench = { done: false });
  const shows = (root) => !!root?.querySelector('[part~="responses"]');
  const transferred = (until) =>
    [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
      .filter((e) => e.responseEnd <= until)
      .reduce((sum, e) => sum + (e.transferSize || 0), 0);
  const tick = (now) => {
    const docs = document.querySelector('api-docs');
    const endpoint = docs?.shadowRoot?.querySelector('api-endpoint');
    if (out.rendered === undefined && shows(endpoint?.shadowRoot)) out.rendered = now;
    const live = docs?.hasAttribute('data-adopting') || !customElements.get('api-docs') ? null : endpoint;
    if (out.live === undefined && !live?.hasAttribute('defer-hydration') && shows(live?.shadowRoot)) out.live = now;
    if (out.rendered !== undefined && out.live !== undefined) {
      out.renderedBytes = transferred(out.rendered);
      out.liveBytes = transferred(out.live);
      out.fetchedSpec = performance.getEntriesByType('resource').some((e) => /\\/openapi\\.json$/.test(e.name));
      out.done = true;
      return;
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()`;

async function loadPage(browser, url, timeout, watch) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  try {
    if (watch) await page.evaluateOnNewDocument(WATCH);
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout });
    await page.waitForFunction('window.__bench && window.__bench.done', { timeout, polling: 'raf' });
    return await page.evaluate('window.__bench');
  } catch (error) {
    return { error: String(error.message ?? error) };
  } finally {
    await context.close();
  }
}

/** Builds a one-spec site; returns its folder and the first operation's page, or an error. */
function buildSpecSite(specsDir, spec, work) {
  const project = join(work, 'project');
  const out = join(work, 'site');
  spawnSync('mkdir', ['-p', project]);
  copyFileSync(join(specsDir, spec.file), join(project, 'openapi.json'));
  const docs = { name: spec.file, navigation: { groups: [{ group: 'API', openapi: 'openapi.json' }] } };
  writeFileSync(join(project, 'docs.json'), JSON.stringify(docs));
  const started = Date.now();
  const res = spawnSync(process.execPath, ['bin/docs.mjs', 'build', project, '--out', out], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const buildMs = Date.now() - started;
  if (res.status !== 0) return { error: `docs build failed: ${(res.stderr || res.stdout).slice(-300)}` };
  const llms = readFileSync(join(out, 'llms.txt'), 'utf8');
  const line = llms.split('\n').find((l) => l.endsWith(`): ${spec.first}`) || l.includes(`): ${spec.first} — `));
  const slug = line === undefined ? undefined : /\]\(\/([^)]+)\.md\)/.exec(line)?.[1];
  if (slug === undefined) return { error: `the first operation (${spec.first}) has no page in llms.txt` };
  const html = readFileSync(join(out, ...slug.split('/'), 'index.html'));
  // The element sheets the page links (one per element kind, cached for the rest of the site): a first visit's cost.
  const sheets = new Set([...html.toString().matchAll(/_site\/styles\/([0-9a-f]+\.css)/g)].map((m) => m[1]));
  const sheetsGzip = [...sheets].reduce(
    (sum, name) => sum + gzipSize(readFileSync(join(out, '_site', 'styles', name))),
    0,
  );
  return {
    out,
    slug,
    buildMs,
    htmlBytes: html.length,
    htmlGzip: gzipSize(html),
    sheets: sheets.size,
    sheetsGzip,
    pages: /(\d+) pages/.exec(res.stdout)?.[1],
  };
}

/**
 * @param {{ browser: import('puppeteer-core').Browser, specs: {file: string, first?: string}[], specsDir: string,
 *   runs: number, median: (v: number[]) => number, timeout: number }} options
 */
export async function benchPrerender({ browser, specs, specsDir, runs, median, timeout }) {
  const results = [];
  for (const spec of specs) {
    const work = mkdtempSync(join(tmpdir(), 'api-docs-bench-prerender-'));
    try {
      const built = buildSpecSite(specsDir, spec, work);
      if (built.error) {
        results.push({ file: spec.file, problem: built.error });
        continue;
      }
      writeFileSync(join(work, 'floor.html'), FLOOR_PAGE);
      const server = createStaticServer({ '/': built.out, '/bench/': work, '/specs/': specsDir });
      const base = `http://127.0.0.1:${await listen(server, 0)}`;
      const floors = [];
      const pages = [];
      try {
        for (let run = 0; run < runs; run++) {
          floors.push(await loadPage(browser, `${base}/bench/floor.html?spec=/specs/${spec.file}`, timeout, false));
          pages.push(await loadPage(browser, `${base}/${built.slug}`, timeout, true));
        }
      } finally {
        server.close();
      }
      const ok = (list, key) => (list.every((r) => !r.error) ? median(list.map((r) => r[key])) : NaN);
      const floor = ok(floors, 'ready');
      results.push({
        file: spec.file,
        ...built,
        floor,
        rendered: ok(pages, 'rendered'),
        live: ok(pages, 'live'),
        renderedBytes: ok(pages, 'renderedBytes'),
        liveBytes: ok(pages, 'liveBytes'),
        fetchedSpec: pages.some((r) => r.fetchedSpec),
        problem: [...floors, ...pages].find((r) => r.error)?.error,
      });
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
  return results;
}

const ms = (v) => (Number.isFinite(v) ? `${Math.round(v)} ms` : '—');

/** The table under the bench's own. */
export function printPrerender(results) {
  console.log(
    "\nPre-rendered pages (docs build): the first operation's built page vs the floor (fetch + JSON.parse of the spec).\n" +
      "rendered: reference on screen from the HTML; live: the live frame took the server's place, its endpoint drawn; bytes: transferred until then.\n",
  );
  const header = [
    'spec',
    'pages',
    'build',
    'floor',
    'rendered',
    'ratio',
    '≤1.0×',
    'live',
    'bytes to rendered',
    'bytes to live',
    'html',
    'html gzip',
    'sheets gzip',
    'spec fetched',
  ];
  const rows = results.map((r) => [
    r.file,
    r.pages ?? '—',
    ms(r.buildMs),
    ms(r.floor),
    ms(r.rendered),
    Number.isFinite(r.rendered / r.floor) ? `${(r.rendered / r.floor).toFixed(2)}×` : '—',
    Number.isFinite(r.rendered / r.floor) ? (r.rendered / r.floor <= 1 ? 'PASS' : 'FAIL') : '—',
    ms(r.live),
    Number.isFinite(r.renderedBytes) ? kb(r.renderedBytes) : '—',
    Number.isFinite(r.liveBytes) ? kb(r.liveBytes) : '—',
    Number.isFinite(r.htmlBytes) ? kb(r.htmlBytes) : '—',
    Number.isFinite(r.htmlGzip) ? kb(r.htmlGzip) : '—',
    Number.isFinite(r.sheetsGzip) ? `${kb(r.sheetsGzip)} (${r.sheets})` : '—',
    r.fetchedSpec === undefined ? '—' : r.fetchedSpec ? 'yes' : 'no',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => String(row[i]).length)));
  const line = (cells) =>
    cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  for (const r of results) if (r.problem) console.log(`  ${r.file}: ${r.problem}`);
}
