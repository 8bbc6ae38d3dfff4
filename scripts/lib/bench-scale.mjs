#!/usr/bin/env node
// Issue 20's figures at scale, for `npm run bench` (or `node scripts/lib/bench-scale.mjs` alone; needs `npm run build`):
// - `docs build` of the Cloudflare spec (../shared/specs/cloudflare.json) and of a generated 20,000-operation spec
//   (test/support/huge-spec.mjs, made in a temp folder): wall time, pages per second and peak RSS (GNU time's
//   maximum resident set of the one build process: its worker threads (src/cli/build-threads.ts) are in it), in one
//   thread and over every core (--threads);
// - in headless Chromium, each built site served statically: time to the first page (navigation start until the
//   page title shows), a page switch (a sidebar click until the new title shows), search (a keystroke until the
//   results show; the first one loads the index), the JS heap after a forced GC, the sidebar rows in the DOM, and
//   the search index's size;
// - the playground proxy (lib/bench-proxy.mjs): throughput and p99 with 500 requests in flight.
// - the disk each built site takes (du), so the default stays within a few GB.
// Disk: one built site on disk at a time (the one-thread build is removed before the multi-thread one). Since each
// element stylesheet is written once (src/cli/shadow-styles.ts), a built operation page of the generated spec is about
// 96 KB (it was about 500 KB with the sheets inline, ~10 GB for 20,000 operations): measured on a partial
// 20,000-operation build, the whole site comes to about 2.6 GB. The default of 10,000 operations (about 1.3 GB, with
// the spec and the Cloudflare site well under 3 GB) leaves room; SCALE_OPERATIONS=20000 runs the full size.
// Measures, never fails. Options: SCALE_RUNS=3, SCALE_OPERATIONS=10000, SCALE_BUILD_RUNS=2 (Cloudflare builds per
// thread count, each its own row), SCALE_SITES=cloudflare,generated, SCALE_BROWSER=0 (builds only), CHROME_PATH,
// SPECS_DIR. The Cloudflare spec is built as published (its `4xx` keys and doubled placeholder are warnings).
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import puppeteer from 'puppeteer-core';
import { makeHugeProject } from '../make-huge-spec.mjs';
import { benchProxy } from './bench-proxy.mjs';
import { gzipSize, kb } from './sizes.mjs';
import { createStaticServer, listen } from './static-server.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const RUNS = Number(process.env.SCALE_RUNS ?? 3);
const OPERATIONS = Number(process.env.SCALE_OPERATIONS ?? 10000);
/** Builds per thread count of the Cloudflare spec (each a row: the machine is shared, one build can mislead). */
const CLOUDFLARE_BUILDS = Number(process.env.SCALE_BUILD_RUNS ?? 2);
/** Which sites: `cloudflare`, `generated` (default both); SCALE_BROWSER=0 skips the Chromium loads and the proxy. */
const SITES = (process.env.SCALE_SITES ?? 'cloudflare,generated').split(',');
const BROWSER = process.env.SCALE_BROWSER !== '0';
const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const ms = (v) => (Number.isFinite(v) ? `${Math.round(v)} ms` : '—');
const mb = (v) => (Number.isFinite(v) ? `${(v / 1024 / 1024).toFixed(1)} MB` : '—');

/** The bytes a folder takes on disk (`du`), NaN if it cannot tell. */
function diskBytes(dir) {
  const res = spawnSync('du', ['-s', '--block-size=1', dir], { encoding: 'utf8' });
  return res.status === 0 ? Number(res.stdout.split(/\s/)[0]) : NaN;
}

/** `docs build` in a child process under GNU time: wall seconds, peak RSS bytes, pages written. */
function timedBuild(project, out, threads) {
  const res = spawnSync(
    '/usr/bin/time',
    [
      '-f',
      '__time %e %M',
      process.execPath,
      join(root, 'bin', 'docs.mjs'),
      'build',
      project,
      '--out',
      out,
      '--threads',
      String(threads),
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const time = /__time ([\d.]+) (\d+)/.exec(res.stderr ?? '');
  const pages = Number(/(\d+) pages written/.exec(res.stdout ?? '')?.[1]);
  if (res.status !== 0 || time === null)
    return { error: (res.stderr || res.stdout || `exit ${res.status}`).trim().split('\n').slice(-3).join(' | ') };
  const seconds = Number(time[1]);
  return { threads, seconds, rss: Number(time[2]) * 1024, pages, perSecond: pages / seconds };
}

/** In the page: the `<api-docs>` shadow root's query, polled once per frame until it answers. */
const IN_PAGE = `
  window.__docs = () => document.querySelector('api-docs')?.shadowRoot;
  window.__until = (check) => new Promise((done) => {
    const step = () => { const v = check(); if (v) done(v); else requestAnimationFrame(step); };
    step();
  });
`;

export async function measureSite(browser, url, { words, switchTo }) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e.message ?? e)));
  try {
    await page.evaluateOnNewDocument(IN_PAGE);
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 300_000 });
    await page.waitForFunction(`__docs()?.querySelector('[part~="page-title"]')`, { timeout: 300_000, polling: 'raf' });
    const first = await page.evaluate('performance.now()');
    const rows = await page.evaluate(`__docs().querySelectorAll('.sidebar li').length`);
    // A page switch: the sidebar link of a page some way down, clicked; until its title shows.
    const switchMs = await page.evaluate(`(async () => {
      const links = [...__docs().querySelectorAll('a.nav-link:not([aria-current])')];
      const link = links[Math.min(links.length - 1, ${switchTo})];
      const t0 = performance.now();
      link.click();
      const want = link.querySelector('.nav-title').textContent.trim();
      await __until(() => __docs().querySelector('a.nav-link[aria-current="page"]')?.querySelector('.nav-title')?.textContent.trim() === want
        && __docs().querySelector('[part~="page-title"]'));
      return performance.now() - t0;
    })()`);
    // Search: open it with Ctrl+K, then one keystroke at a time, each until the results show.
    await page.keyboard.down('Control');
    await page.keyboard.press('k');
    await page.keyboard.up('Control');
    await page.waitForFunction(`__docs()?.activeElement?.getAttribute('role') === 'combobox'`, { polling: 'raf' });
    // A keystroke: the field's new value and its input event, until the results list has changed and holds options
    // (or says nothing matches); capped at 30 s.
    const keystroke = `(async (text) => {
      const root = __docs();
      const input = root.activeElement;
      let changed = false;
      const seen = new MutationObserver(() => (changed = true));
      seen.observe(root, { subtree: true, childList: true, characterData: true });
      const t0 = performance.now();
      input.value = text;
      input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, data: text.slice(-1) }));
      await __until(() => {
        if (performance.now() - t0 > 30000) return true;
        const loading = root.querySelector('.search-empty')?.textContent.includes('Loading');
        return changed && !loading && (root.querySelector('.search-results [role="option"]') || root.querySelector('.search-empty'));
      });
      seen.disconnect();
      return performance.now() - t0;
    })`;
    const [firstWord, nextWord] = words;
    const searchFirst = await page.evaluate(`${keystroke}(${JSON.stringify(firstWord)})`);
    const searchNext = await page.evaluate(`${keystroke}(${JSON.stringify(nextWord)})`);
    const hits = await page.evaluate(`__docs().querySelectorAll('.search-results [role="option"]').length`);
    const session = await page.createCDPSession();
    await session.send('HeapProfiler.collectGarbage');
    const { usedSize } = await session.send('Runtime.getHeapUsage');
    return { first, switchMs, searchFirst, searchNext, hits, heap: usedSize, rows, errors };
  } catch (error) {
    return { error: String(error.message ?? error), errors };
  } finally {
    await context.close().catch(() => {});
  }
}

export const launch = (chromePath) =>
  puppeteer.launch({
    executablePath: chromePath,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-dev-shm-usage',
    ],
  });

/**
 * The Cloudflare spec as a project, the file as published (its 18 `4xx` response keys and the path naming
 * {account_id} twice are warnings that `docs build` reads as meant: src/openapi/validate-core.ts).
 */
function cloudflareProject(specsDir) {
  const file = join(specsDir, 'cloudflare.json');
  if (!existsSync(file)) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'scale-cloudflare-'));
  copyFileSync(file, join(dir, 'cloudflare.json'));
  const docs = {
    name: 'Cloudflare API',
    theme: 'mint',
    colors: { primary: '#f38020' },
    navigation: { tabs: [{ tab: 'API', openapi: 'cloudflare.json' }] },
  };
  writeFileSync(join(dir, 'docs.json'), JSON.stringify(docs, null, 2));
  return dir;
}

/** Every figure; `log` reports progress. */
export async function benchScale({
  specsDir = join(root, '..', 'shared', 'specs'),
  chromePath = '/usr/bin/chromium',
  log = () => {},
} = {}) {
  const cores = availableParallelism();
  const work = mkdtempSync(join(tmpdir(), 'bench-scale-'));
  const sites = [
    SITES.includes('cloudflare') && {
      name: 'cloudflare.json',
      project: cloudflareProject(specsDir),
      words: ['zone', 'dns records'],
      switchTo: 25,
      builds: CLOUDFLARE_BUILDS,
    },
    SITES.includes('generated') && {
      name: `${OPERATIONS} operations`,
      project: makeHugeProject({ dir: join(work, 'huge'), operations: OPERATIONS }),
      words: ['export', 'member'],
      switchTo: 25,
      builds: 1,
    },
  ].filter((s) => s && s.project !== undefined);
  const results = [];
  let browser = BROWSER ? await launch(chromePath) : undefined;
  try {
    for (const site of sites) {
      const builds = [];
      for (const threads of [1, cores])
        for (let run = 1; run <= site.builds; run++) {
          const out = join(work, `out-${threads}`);
          rmSync(out, { recursive: true, force: true });
          log(`${site.name}: docs build --threads ${threads} (${run}/${site.builds})`);
          builds.push(timedBuild(site.project, out, threads));
          builds.at(-1).disk = diskBytes(out);
          log(`${site.name}: ${JSON.stringify(builds.at(-1))}`);
          // One site on disk at a time: only the last build is served.
          if (threads !== cores) rmSync(out, { recursive: true, force: true });
        }
      if (!BROWSER) {
        results.push({ name: site.name, builds, problems: [] });
        rmSync(join(work, `out-${cores}`), { recursive: true, force: true });
        continue;
      }
      const out = join(work, `out-${cores}`);
      const index = join(out, '_site', 'search.json');
      const indexBytes = existsSync(index) ? statSync(index).size : NaN;
      const indexGzip = existsSync(index) ? gzipSize(readFileSync(index)) : NaN;
      const server = createStaticServer({ '/': out });
      const port = await listen(server, 0);
      const loads = [];
      for (let run = 0; run < RUNS; run++) {
        log(`${site.name}: Chromium load ${run + 1}/${RUNS}`);
        // A crashed browser (out of memory on a busy machine) is started again for the next load.
        if (!browser.connected) browser = await launch(chromePath);
        loads.push(await measureSite(browser, `http://127.0.0.1:${port}/`, site));
        log(`${site.name}: ${JSON.stringify(loads.at(-1))}`);
      }
      server.close();
      const ok = loads.filter((l) => l.error === undefined);
      const pick = (key) => median(ok.map((l) => l[key]));
      results.push({
        name: site.name,
        builds,
        first: pick('first'),
        switchMs: pick('switchMs'),
        searchFirst: pick('searchFirst'),
        searchNext: pick('searchNext'),
        hits: pick('hits'),
        heap: pick('heap'),
        rows: pick('rows'),
        indexBytes,
        indexGzip,
        problems: [...new Set(loads.flatMap((l) => [l.error, ...(l.errors ?? [])]).filter(Boolean))],
      });
      for (const threads of [1, cores]) rmSync(join(work, `out-${threads}`), { recursive: true, force: true });
    }
  } finally {
    await browser?.close().catch(() => {});
  }
  log('proxy: 5,000 requests, 500 in flight');
  const proxy = BROWSER
    ? await benchProxy({ total: 5000, concurrency: 500 }).catch((error) => ({ error: String(error) }))
    : { skipped: true };
  rmSync(work, { recursive: true, force: true });
  for (const site of sites) if (site.name === 'cloudflare.json') rmSync(site.project, { recursive: true, force: true });
  return { cores, results, proxy };
}

/** The tables, as lines. */
export function scaleTable({ cores, results, proxy }) {
  const lines = [
    `\nAt scale (${cores} cores; docs build under GNU time; each site built and served statically, ${RUNS} loads, median):`,
  ];
  lines.push('site                 threads   wall     pages/s   peak RSS   pages    on disk');
  for (const r of results)
    for (const b of r.builds)
      lines.push(
        b.error
          ? `${r.name.padEnd(20)} ${String(b.threads ?? '').padStart(7)}   failed: ${b.error}`
          : `${r.name.padEnd(20)} ${String(b.threads).padStart(7)} ${`${b.seconds.toFixed(1)} s`.padStart(7)} ${b.perSecond.toFixed(0).padStart(9)} ${mb(b.rss).padStart(10)} ${String(b.pages).padStart(7)} ${mb(b.disk).padStart(10)}`,
      );
  if (results.some((x) => 'first' in x))
    lines.push(
      '',
      'site                 first page   switch   search 1st key   next key   hits   heap after GC   sidebar rows   search index',
    );
  for (const r of results.filter((x) => 'first' in x)) {
    lines.push(
      `${r.name.padEnd(20)} ${ms(r.first).padStart(10)} ${ms(r.switchMs).padStart(8)} ${ms(r.searchFirst).padStart(16)} ${ms(r.searchNext).padStart(10)} ${String(r.hits).padStart(6)} ${mb(r.heap).padStart(15)} ${String(r.rows).padStart(14)}   ${Number.isFinite(r.indexBytes) ? `${kb(r.indexBytes)} (${kb(r.indexGzip)} gzip)` : '—'}`,
    );
    for (const p of r.problems.slice(0, 3)) lines.push(`  ${r.name}: ${p}`);
  }
  lines.push(
    '',
    proxy.skipped
      ? 'proxy: not run (SCALE_BROWSER=0)'
      : proxy.error
        ? `proxy: failed: ${proxy.error}`
        : `proxy: ${proxy.total} requests, ${proxy.concurrency} in flight: ${Math.round(proxy.perSecond)} req/s, p50 ${Math.round(proxy.p50)} ms, p99 ${Math.round(proxy.p99)} ms, ${proxy.failed} failed, ${proxy.mixedUp} mixed up`,
  );
  return lines;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.chdir(root);
  const figures = await benchScale({
    ...(process.env.SPECS_DIR ? { specsDir: resolve(process.env.SPECS_DIR) } : {}),
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    log: (line) => console.log(`… ${line}`),
  });
  for (const line of scaleTable(figures)) console.log(line);
  mkdirSync(join(root, 'bench-results'), { recursive: true });
  writeFileSync(
    join(root, 'bench-results', `scale-${new Date().toISOString().replace(/[:.]/g, '-')}.json`),
    `${JSON.stringify(figures, null, 2)}\n`,
  );
}
