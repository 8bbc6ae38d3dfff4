// The `--chromium` mode of `npm run report:mintlify`: a built site served on 127.0.0.1 by the static server,
// and its navigation pages opened one by one in headless Chromium (/usr/bin/chromium or CHROME_PATH) through
// puppeteer-core. A page counts as failed when it logs a console error, throws an uncaught exception, or its main
// region is still empty once the site has drawn it. A resource that fails to load (a file the project lacks, or
// another site's file: this machine has no internet) is counted apart, not as a failure. It reports, never fails.
import puppeteer from 'puppeteer-core';
import { createStaticServer, listen } from './static-server.mjs';

/** At most `max` slugs, spread evenly over the navigation order (all of them when there are few enough). */
export function sampleSlugs(slugs, max) {
  if (slugs.length <= max) return [...slugs];
  return Array.from({ length: max }, (_, i) => slugs[Math.floor((i * slugs.length) / max)]);
}

/** The text of the site's main region once `<api-docs>` is live and no longer busy (shadow roots included). */
const MAIN_TEXT = `async () => {
  const deep = (node) => {
    let text = '';
    for (const child of node.childNodes) {
      if (child.nodeType === 3) text += child.data;
      else if (child.nodeType === 1 && !['STYLE', 'SCRIPT', 'TEMPLATE'].includes(child.tagName)) text += deep(child);
    }
    return node.shadowRoot ? text + deep(node.shadowRoot) : text;
  };
  let main;
  for (let i = 0; i < 200; i++) {
    const docs = document.querySelector('api-docs');
    const live = customElements.get('api-docs') !== undefined && docs?.hasAttribute('data-adopting') === false;
    main = docs?.shadowRoot?.querySelector('main');
    if (live && main && main.getAttribute('aria-busy') !== 'true' && deep(main).trim() !== '') break;
    await new Promise((r) => setTimeout(r, 25));
  }
  return main ? deep(main).replace(/\\s+/g, ' ').trim().length : 0;
}`;

export async function launchChromium() {
  return puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
}

/**
 * Opens up to `max` navigation pages of the site built in `siteDir` and counts what went wrong.
 * @param {import('puppeteer-core').Browser} browser
 * @param {string} siteDir
 * @param {readonly string[]} slugs the navigation's pages, in order
 */
export async function openBuiltPages(browser, siteDir, slugs, { max = 60 } = {}) {
  const server = createStaticServer({ '/': siteDir });
  const port = await listen(server, 0);
  const page = await browser.newPage();
  let current = { console: [], errors: [], resources: 0 };
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    // "Failed to load resource": a missing or external file, counted with the failed requests below.
    if (/^Failed to load resource/.test(m.text())) return;
    current.console.push(m.text());
  });
  page.on('pageerror', (e) => current.errors.push(String(e)));
  page.on('requestfailed', () => current.resources++);
  page.on('response', (r) => r.status() >= 400 && current.resources++);
  const tally = { opened: 0, ok: 0, consoleError: 0, pageError: 0, emptyMain: 0, missingResources: 0, examples: [] };
  const sample = sampleSlugs(slugs, max);
  try {
    for (const slug of sample) {
      current = { console: [], errors: [], resources: 0 };
      let text = 0;
      try {
        await page.goto(`http://127.0.0.1:${port}/${slug}`, { waitUntil: 'load', timeout: 30_000 });
        text = await page.evaluate(`(${MAIN_TEXT})()`);
      } catch (error) {
        current.errors.push(`navigation: ${error.message}`);
      }
      tally.opened++;
      tally.missingResources += current.resources;
      const problems = [
        ...current.console.map((t) => `console: ${t}`),
        ...current.errors.map((t) => `exception: ${t}`),
        ...(text === 0 ? ['empty main region'] : []),
      ];
      if (current.console.length > 0) tally.consoleError++;
      if (current.errors.length > 0) tally.pageError++;
      if (text === 0) tally.emptyMain++;
      if (problems.length === 0) tally.ok++;
      else if (tally.examples.length < 5) tally.examples.push(`${slug}: ${problems[0].slice(0, 200)}`);
    }
  } finally {
    await page.close();
    await new Promise((r) => server.close(r));
  }
  return { ...tally, sampled: sample.length < slugs.length };
}
