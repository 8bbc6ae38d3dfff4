// One page of the built example site, as `docs build` writes it by default (the live frame drawn again and swapped
// in, components/api-docs/server-frame.ts) and with `--islands` (the server's HTML is the page, woken in place,
// components/islands/), loaded side by side in fresh browser contexts (no cache) on one static server, for
// `npm run bench`. Per mode: what a reader who reads and does not click receives (every request until the network
// has been quiet for QUIET_MS; scripts counted at their gzip size, as a CDN serves them), the first frame with the
// endpoint's responses drawn, and the moment the controls answer: for the swap, the first frame in which the live
// frame has taken the server's place; for islands, the end of DOMContentLoaded, by which the bootstrap module (a
// deferred script) has run and put its listeners on the document.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSize, kb } from './sizes.mjs';
import { createStaticServer, listen } from './static-server.mjs';

export const BUILT_PAGE = { project: 'examples/docs', slug: 'api-reference/users/list-users' };
const QUIET_MS = 3000;
const MAX_WAIT_MS = 20_000;

const WATCH = `(() => {
  const out = (window.__bench = { done: false });
  const shows = (root) => !!root?.querySelector('[part~="responses"]');
  const tick = (now) => {
    const docs = document.querySelector('api-docs');
    const endpoint = docs?.shadowRoot?.querySelector('api-endpoint');
    if (out.rendered === undefined && shows(endpoint?.shadowRoot)) out.rendered = now;
    const defined = customElements.get('api-docs') !== undefined;
    const live = defined && !docs?.hasAttribute('data-adopting') ? endpoint : null;
    if (out.swapped === undefined && !live?.hasAttribute('defer-hydration') && shows(live?.shadowRoot)) out.swapped = now;
    const nav = performance.getEntriesByType('navigation')[0];
    if (out.rendered !== undefined && (out.swapped !== undefined || (!defined && nav?.domContentLoadedEventEnd > 0))) {
      out.interactive = out.swapped ?? nav.domContentLoadedEventEnd;
      out.done = true;
      return;
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()`;

function build(root, out, islands) {
  const args = [
    'bin/docs.mjs',
    'build',
    join(root, BUILT_PAGE.project),
    '--out',
    out,
    ...(islands ? ['--islands'] : []),
  ];
  const res = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return res.status === 0
    ? undefined
    : `docs build${islands ? ' --islands' : ''} failed: ${(res.stderr || res.stdout).slice(-300)}`;
}

/** One fresh load: the moments of WATCH, and every request until the network is quiet. */
async function load(browser, base, out, timeout) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const requests = new Map();
  let lastActivity = Date.now();
  const session = await page.createCDPSession();
  session.on('Network.requestWillBeSent', (e) => {
    lastActivity = Date.now();
    requests.set(e.requestId, { url: e.request.url, type: e.type });
  });
  session.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.type = e.type;
  });
  session.on('Network.loadingFinished', (e) => {
    lastActivity = Date.now();
    const r = requests.get(e.requestId);
    if (r) r.wire = e.encodedDataLength;
  });
  await session.send('Network.enable');
  try {
    await page.evaluateOnNewDocument(WATCH);
    await page.goto(`${base}/${BUILT_PAGE.slug}`, { waitUntil: 'domcontentloaded', timeout });
    await page.waitForFunction('window.__bench && window.__bench.done', { timeout, polling: 'raf' });
    const moments = await page.evaluate('window.__bench');
    const since = Date.now();
    while (Date.now() - lastActivity < QUIET_MS && Date.now() - since < MAX_WAIT_MS)
      await new Promise((r) => setTimeout(r, 200));
    const all = [...requests.values()];
    const scripts = all
      .filter((r) => r.type === 'Script')
      .map((r) => {
        const file = join(out, decodeURIComponent(new URL(r.url).pathname));
        return existsSync(file) ? gzipSize(readFileSync(file)) : (r.wire ?? 0);
      });
    return {
      ...moments,
      requests: all.length,
      scriptCount: scripts.length,
      scriptGzip: scripts.reduce((s, n) => s + n, 0),
    };
  } catch (error) {
    return { error: String(error.message ?? error) };
  } finally {
    await context.close();
  }
}

/**
 * @param {{ browser: import('puppeteer-core').Browser, root: string, runs: number, median: (v: number[]) => number,
 *   timeout: number }} options
 */
export async function benchBuiltPage({ browser, root, runs, median, timeout }) {
  const work = mkdtempSync(join(tmpdir(), 'api-docs-bench-built-'));
  try {
    const modes = [
      { name: 'swap (default)', out: join(work, 'swap'), islands: false },
      { name: '--islands', out: join(work, 'islands'), islands: true },
    ];
    for (const mode of modes) mode.problem = build(root, mode.out, mode.islands);
    const ready = modes.filter((m) => m.problem === undefined);
    const servers = await Promise.all(
      ready.map(async (m) => {
        const server = createStaticServer({ '/': m.out });
        m.base = `http://127.0.0.1:${await listen(server, 0)}`;
        m.loads = [];
        return server;
      }),
    );
    try {
      // Alternately, so that the machine's state weighs on both alike.
      for (let run = 0; run < runs; run++)
        for (const m of ready) m.loads.push(await load(browser, m.base, m.out, timeout));
    } finally {
      for (const s of servers) s.close();
    }
    return modes.map((m) => {
      const html = m.problem ? undefined : readFileSync(join(m.out, ...BUILT_PAGE.slug.split('/'), 'index.html'));
      const loads = m.loads ?? [];
      const ok = (key) => (loads.length > 0 && loads.every((r) => !r.error) ? median(loads.map((r) => r[key])) : NaN);
      return {
        mode: m.name,
        htmlGzip: html === undefined ? NaN : gzipSize(html),
        scriptGzip: ok('scriptGzip'),
        scripts: ok('scriptCount'),
        requests: ok('requests'),
        rendered: ok('rendered'),
        interactive: ok('interactive'),
        problem: m.problem ?? loads.find((r) => r.error)?.error,
      };
    });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The table `npm run bench` prints; the last column is each mode's figure over the default's. */
export function printBuiltPage(rows) {
  if (rows.length === 0) return;
  const base = rows[0];
  const ms = (v) => (Number.isFinite(v) ? `${v.toFixed(0)} ms` : '–');
  const ratio = (a, b) => (Number.isFinite(a) && Number.isFinite(b) && b > 0 ? `${(a / b).toFixed(2)}×` : '–');
  console.log(
    `\nbuilt page ${BUILT_PAGE.project} → /${BUILT_PAGE.slug}, a reader who reads (network quiet ${QUIET_MS / 1000} s):`,
  );
  const header = ['mode', 'HTML gzip', 'JS gzip', 'scripts', 'requests', 'drawn', 'controls answer', 'JS vs default'];
  const table = rows.map((r) => [
    r.mode,
    kb(r.htmlGzip),
    kb(r.scriptGzip),
    String(r.scripts),
    String(r.requests),
    ms(r.rendered),
    ms(r.interactive),
    ratio(r.scriptGzip, base.scriptGzip),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
  const line = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  console.log(line(header));
  for (const row of table) console.log(line(row));
  for (const r of rows) if (r.problem) console.log(`  ${r.mode}: ${r.problem}`);
}
