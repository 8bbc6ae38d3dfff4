#!/usr/bin/env node
// `npm run bench`: for every spec in ../shared/specs/, in one run of headless Chromium, the median of
// N fresh page loads (a new browser context each, so no cache) of: the floor (the same page with the same
// script tag, fetching the spec and JSON.parse-ing it; and a bare floor without the script),
// the time until <api-endpoint> has rendered the first operation, the switch to the last operation,
// and the JS heap; the code a reader's page transfers (gzip, from CDP Network events: every script the page
// fetched until the network was quiet, see lib/bench-transfer.mjs); plus the gzip size of the script-tag
// bundle and its lazy chunks. Prints PASS/FAIL
// against the targets and writes bench-results/bench-<time>.json. Always exits 0: it measures, it
// does not test. Options: RUNS=5, SPECS_DIR=…, CHROME_PATH=…, BENCH_TIMEOUT_MS=120000, --only=name,
// --baseline=<git ref> (lib/bench-baseline.mjs).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import { startBaseline } from './lib/bench-baseline.mjs';
import { ELEMENT_PAGE, FLOOR_PAGE, FLOOR_WITH_BUNDLE_PAGE } from './lib/bench-pages.mjs';
import { codeTransferred } from './lib/bench-transfer.mjs';
import { benchPrerender, printPrerender } from './lib/bench-prerender.mjs';
import { benchBuiltPage, printBuiltPage } from './lib/bench-built-page.mjs';
import { buildIsStale } from './lib/freshness.mjs';
import { benchScale, scaleTable } from './lib/bench-scale.mjs';
import { BUNDLE_BUDGET_GZIP, gzipSize, kb } from './lib/sizes.mjs';
import { createStaticServer, listen } from './lib/static-server.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const RUNS = Number(process.env.RUNS ?? 5);
const TIMEOUT = Number(process.env.BENCH_TIMEOUT_MS ?? 120_000);
const specsDir = resolve(process.env.SPECS_DIR ?? join(root, '..', 'shared', 'specs'));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const TARGET = { ratio: 1.5, switchMs: 100, bundleGzip: BUNDLE_BUDGET_GZIP, codeReadGzip: 150 * 1024 };
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** First and last operation in document order, as `METHOD /path`, and how many there are. */
function operationsOf(doc) {
  const ops = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS)
      if (item && typeof item === 'object' && item[method]) ops.push(`${method.toUpperCase()} ${path}`);
  }
  return { count: ops.length, first: ops[0], last: ops.at(-1) };
}

const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const ms = (v) => (Number.isFinite(v) ? `${Math.round(v)} ms` : '—');
const mb = (v) => (Number.isFinite(v) ? `${(v / 1024 / 1024).toFixed(1)} MB` : '—');
const verdict = (ok) => (ok === undefined ? '—' : ok ? 'PASS' : 'FAIL');

function bundleSizes() {
  const meta = JSON.parse(readFileSync(join('dist', 'cdn', 'sizes.json'), 'utf8'));
  // Re-measure from disk: sizes.json only says which file is which.
  const files = meta.files.map((f) => {
    const body = readFileSync(join('dist', 'cdn', f.name));
    return { ...f, raw: body.length, gzip: gzipSize(body) };
  });
  const initial = files.filter((f) => f.kind !== 'lazy').reduce((sum, f) => sum + f.gzip, 0);
  return { initial, files };
}

/** One fresh load of a page in its own browser context; resolves to window.__bench plus the heap. */
async function load(browser, url) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e.message ?? e)));
  try {
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: TIMEOUT });
    await page.waitForFunction('window.__bench && window.__bench.done', { timeout: TIMEOUT, polling: 'raf' });
    const result = await page.evaluate('window.__bench');
    const session = await page.createCDPSession();
    await session.send('Performance.enable');
    const { metrics } = await session.send('Performance.getMetrics');
    const heap = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value;
    return { ...result, heap, errors };
  } catch (error) {
    return { error: String(error.message ?? error), errors };
  } finally {
    await context.close();
  }
}

async function main() {
  if (buildIsStale()) {
    console.log('dist/ is missing or stale: building first…');
    const res = spawnSync(process.execPath, ['scripts/build.mjs', '--no-types'], { stdio: 'inherit' });
    if (res.status !== 0) {
      console.log('The build failed; nothing to measure.');
      return;
    }
  }
  const specs = readdirSync(specsDir)
    .filter((f) => f.endsWith('.json'))
    .filter((f) => !only || f.includes(only))
    .map((file) => {
      const doc = JSON.parse(readFileSync(join(specsDir, file), 'utf8'));
      return { file, bytes: statSync(join(specsDir, file)).size, ...operationsOf(doc) };
    })
    .sort((a, b) => a.bytes - b.bytes);

  const baseline = startBaseline(root); // --baseline=<ref>: that version's first operation, side by side
  const pages = mkdtempSync(join(tmpdir(), 'api-docs-bench-'));
  writeFileSync(join(pages, 'floor.html'), FLOOR_PAGE);
  writeFileSync(join(pages, 'floor-bundle.html'), FLOOR_WITH_BUNDLE_PAGE);
  writeFileSync(join(pages, 'element.html'), ELEMENT_PAGE);
  const server = createStaticServer({ '/': pages, '/dist/': 'dist', '/specs/': specsDir });
  const port = await listen(server, 0);
  const base = `http://127.0.0.1:${port}`;

  const browser = await puppeteer.launch({
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
      // Every fresh browser context opens a window, and recent Chromium starts a renderer for that
      // window's WebUI omnibox popup at once: about 75 ms of CPU that lands inside the measured page
      // load (half of a 2-core machine). No reader's page load shares its CPU with that, so it is off.
      '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup',
    ],
  });
  const version = await browser.version();
  console.log(`${version}, ${RUNS} fresh loads per page, specs from ${specsDir}\n`);

  const results = [];
  const prerendered = []; // built pages (lib/bench-prerender.mjs)
  let builtPage = []; // the example site's endpoint page, swap beside islands (lib/bench-built-page.mjs)
  try {
    for (const spec of specs) {
      const query = new URLSearchParams({
        spec: `/specs/${spec.file}`,
        first: spec.first ?? '',
        last: spec.last ?? '',
      });
      const floors = [];
      const bundleFloors = [];
      const elements = [];
      for (let run = 0; run < RUNS; run++) {
        floors.push(await load(browser, `${base}/floor.html?${query}`));
        bundleFloors.push(await load(browser, `${base}/floor-bundle.html?${query}`));
        elements.push(await load(browser, `${base}/element.html?${query}`));
        if (process.stdout.isTTY) process.stdout.write(`\r${spec.file}: run ${run + 1}/${RUNS}   `);
      }
      if (process.stdout.isTTY) process.stdout.write('\r\x1b[K');
      // Once per spec: what reading the first operation transfers in code (the page stays open until quiet).
      // As a built site's page (no-validation), and as a bare element, which also validates the spec in a worker.
      const readQuery = new URLSearchParams({
        spec: `/specs/${spec.file}`,
        first: spec.first ?? '',
        last: spec.first ?? '',
      });
      const transfer = await codeTransferred(
        browser,
        `${base}/element.html?${readQuery}&no-validation`,
        'dist',
        TIMEOUT,
      );
      const validating = await codeTransferred(browser, `${base}/element.html?${readQuery}`, 'dist', TIMEOUT);
      const bareFloor = median(floors.map((r) => (r.error ? NaN : r.ready)));
      const floor = median(bundleFloors.map((r) => (r.error ? NaN : r.ready)));
      const firstOk = elements.filter((r) => r.first === 'rendered');
      const first = firstOk.length === elements.length ? median(elements.map((r) => r.ready)) : NaN;
      const switchOk = elements.filter((r) => r.last === 'rendered');
      const switchMs = switchOk.length === elements.length ? median(elements.map((r) => r.switchMs)) : NaN;
      const problem = elements.find((r) => r.error || r.first !== 'rendered' || r.last !== 'rendered');
      results.push({
        ...spec,
        bareFloor,
        floor,
        first,
        ratio: first / floor,
        bareRatio: first / bareFloor,
        switchMs,
        heap: median(elements.map((r) => r.heap)),
        codeRead: transfer.gzip,
        codeReadScripts: transfer.scripts,
        codeReadValidating: validating.gzip,
        floorHeap: median(floors.map((r) => r.heap)),
        problem: problem
          ? (problem.error ??
            `first: ${problem.first}; last: ${problem.last}${problem.specError ? `; ${problem.specError}` : ''}`)
          : undefined,
        pageErrors: [...new Set(elements.flatMap((r) => r.errors ?? []))],
        runs: { floors, bundleFloors, elements },
      });
    }
    prerendered.push(...(await benchPrerender({ browser, specs, specsDir, runs: RUNS, median, timeout: TIMEOUT })));
    if (!only || only === 'built')
      builtPage = await benchBuiltPage({ browser, root, runs: RUNS, median, timeout: TIMEOUT });
    await baseline?.measure({ browser, load, specs, specsDir, runs: RUNS, median });
  } finally {
    baseline?.dispose();
    await browser.close();
    server.close();
    rmSync(pages, { recursive: true, force: true });
  }

  const header = [
    'spec',
    'ops',
    'size',
    'bare floor',
    'floor',
    'first op',
    'ratio',
    `≤${TARGET.ratio}×`,
    'switch',
    `≤${TARGET.switchMs}ms`,
    'heap',
    'floor heap',
    'code read',
    `≤${kb(TARGET.codeReadGzip)}`,
    '+validation',
  ];
  const rows = results.map((r) => [
    r.file,
    String(r.count),
    `${(r.bytes / 1024 / 1024).toFixed(2)} MB`,
    ms(r.bareFloor),
    ms(r.floor),
    ms(r.first),
    Number.isFinite(r.ratio) ? `${r.ratio.toFixed(2)}× (${r.bareRatio.toFixed(2)}× bare)` : '—',
    verdict(Number.isFinite(r.ratio) ? r.ratio <= TARGET.ratio : false),
    ms(r.switchMs),
    verdict(Number.isFinite(r.switchMs) ? r.switchMs <= TARGET.switchMs : false),
    mb(r.heap),
    mb(r.floorHeap),
    Number.isFinite(r.codeRead) ? kb(r.codeRead) : '—',
    verdict(Number.isFinite(r.codeRead) ? r.codeRead <= TARGET.codeReadGzip : false),
    Number.isFinite(r.codeReadValidating) ? kb(r.codeReadValidating) : '—',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(
    "floor: the element's own page (same script tag) fetching and JSON.parse-ing the spec; bare floor: without the script.\n" +
      'code read: gzip of every script reading the first operation transfers (the page left open until the network is quiet),\n' +
      'as a built site serves it (no-validation); +validation: a bare <api-endpoint>, which also validates the spec in a worker.\n',
  );
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  for (const r of results) {
    if (r.problem) console.log(`  ${r.file}: ${r.problem}`);
    if (r.pageErrors.length) console.log(`  ${r.file}: page errors: ${r.pageErrors.slice(0, 3).join(' | ')}`);
  }

  baseline?.print();
  printPrerender(prerendered);
  printBuiltPage(builtPage);
  const sizes = bundleSizes();
  console.log(
    `\nscript-tag bundle before lazy chunks: ${kb(sizes.initial)} gzip  ${verdict(sizes.initial <= TARGET.bundleGzip)} (≤ ${kb(TARGET.bundleGzip)})`,
  );
  for (const f of sizes.files)
    console.log(`  ${f.name.padEnd(48)} ${f.kind.padEnd(8)} ${kb(f.raw).padStart(10)} ${kb(f.gzip).padStart(10)} gzip`);
  // At scale (lib/bench-scale.mjs): docs build of big sites, a 20,000-operation site in Chromium, the proxy under load.
  if (!only || only === 'scale')
    for (const line of scaleTable(await benchScale({ specsDir, chromePath }))) console.log(line);

  mkdirSync('bench-results', { recursive: true });
  const out = join('bench-results', `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    out,
    `${JSON.stringify({ chromium: version, runs: RUNS, targets: TARGET, bundle: sizes, specs: results, baseline: baseline?.rows }, null, 2)}\n`,
  );
  console.log(`\nraw numbers: ${out} (${basename(specsDir)}/: ${specs.length} specs)`);
}

try {
  await main();
} catch (error) {
  console.error(`bench could not run: ${error.stack ?? error}`);
}
process.exit(0);
