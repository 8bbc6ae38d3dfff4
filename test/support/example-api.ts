// The example API for a Chromium test of a built page: the spec names it at 127.0.0.1:4010, and the test's own API
// (examples/api-server) answers on another port. A rewritten request keeps its URL in the page.
import type { Page } from 'puppeteer-core';

/** Sends the page's requests for the example API to `port`; returns the image responses it gets, as they come. */
export async function routeExampleApi(page: Page, port: number): Promise<string[]> {
  await page.setRequestInterception(true);
  page.on('request', (r) => {
    const url = r.url();
    if (url.startsWith('http://127.0.0.1:4010/'))
      void r.continue({ url: url.replace('127.0.0.1:4010', `127.0.0.1:${port}`) });
    else void r.continue();
  });
  const sent: string[] = [];
  page.on('response', (r) => {
    if (r.url().startsWith('http://127.0.0.1:4010/media/') && r.headers()['content-type'] === 'image/png')
      sent.push(`${r.status()} ${r.url()}`);
  });
  return sent;
}
