// What reading one endpoint page transfers in code: a fresh browser context opens the element page for
// the first operation, waits until it has rendered and the network has been quiet for a while (as a
// reader who reads and does not click), and adds up the scripts the page fetched, as Chromium's CDP
// Network events report them (every request of type Script, the page's and a worker's main script). Each
// script is counted at its gzip size from dist/ (what a CDN serves), the byte count on the wire (this
// static server does not compress) beside it. The bench's worker bundle imports nothing, so its own file
// is all a worker fetches.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSize } from './sizes.mjs';

/** How long the network must stay quiet after the page rendered before the count is taken. */
export const QUIET_MS = 4000;
/** At most this long in all after the page rendered. */
const MAX_WAIT_MS = 20_000;

/**
 * @param {import('puppeteer-core').Browser} browser
 * @param {string} url the element page
 * @param {string} distDir where `/dist/` is served from
 * @returns {Promise<{ scripts: {url: string, gzip: number, wire: number}[], gzip: number, wire: number, error?: string }>}
 */
export async function codeTransferred(browser, url, distDir, timeout) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const requests = new Map();
  let lastActivity = Date.now();
  const watch = async (session) => {
    session.on('Network.requestWillBeSent', (e) => {
      lastActivity = Date.now();
      requests.set(`${session.id()} ${e.requestId}`, { url: e.request.url, type: e.type });
    });
    session.on('Network.responseReceived', (e) => {
      const r = requests.get(`${session.id()} ${e.requestId}`);
      if (r) r.type = e.type;
    });
    session.on('Network.loadingFinished', (e) => {
      lastActivity = Date.now();
      const r = requests.get(`${session.id()} ${e.requestId}`);
      if (r) r.wire = e.encodedDataLength;
    });
    await session.send('Network.enable');
    await session.send('Network.setCacheDisabled', { cacheDisabled: true }).catch(() => undefined);
  };
  await watch(await page.createCDPSession());
  try {
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout });
    await page.waitForFunction('window.__bench && window.__bench.done', { timeout, polling: 'raf' });
    const rendered = Date.now();
    while (Date.now() - lastActivity < QUIET_MS && Date.now() - rendered < MAX_WAIT_MS)
      await new Promise((r) => setTimeout(r, 250));
    const scripts = [...requests.values()]
      .filter((r) => r.type === 'Script')
      .map((r) => {
        const path = new URL(r.url).pathname;
        const file = path.startsWith('/dist/') ? readFileSync(join(distDir, path.slice('/dist/'.length))) : undefined;
        // A worker's script finishes loading on the worker's own target: its size is the built file's.
        const wire = r.wire ?? file?.length ?? 0;
        return { url: path, gzip: file === undefined ? wire : gzipSize(file), wire };
      });
    return {
      scripts,
      gzip: scripts.reduce((s, r) => s + r.gzip, 0),
      wire: scripts.reduce((s, r) => s + r.wire, 0),
    };
  } catch (error) {
    return { scripts: [], gzip: NaN, wire: NaN, error: String(error.message ?? error) };
  } finally {
    await context.close();
  }
}
