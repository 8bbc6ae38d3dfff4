// `docs build examples/docs`, served by a plain static server on 127.0.0.1, audited by Lighthouse 12
// (accessibility only) in one headless Chromium, page after page, as a phone and as a desktop: the home
// page, a guide, an OpenAPI endpoint, an MDX endpoint and the WebSocket channel each score at least 95.
// Prints every score and every failing audit. Neither the page nor Lighthouse asks anything of a host other
// than 127.0.0.1. Needs the bundle: `npm run build`.
import { strict as assert } from 'node:assert';
import { after, before, describe, test } from 'node:test';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import type { Page } from 'puppeteer-core';
import { buildSite, type BuiltSite } from '../support/built-site.js';

const MIN_SCORE = 0.95;
const PAGES: Record<string, string> = {
  home: '/',
  guide: '/guides/authentication/',
  'OpenAPI endpoint': '/api-reference/users/get-user/',
  'MDX endpoint': '/endpoints/user-summary/',
  channel: '/api-reference/channels/echo/',
};
/** Headless, and nothing of Chrome's own reaches the network (updates, sync, background fetches). */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

let site: BuiltSite;
let origin: string;
let page: Page;
/** Every URL the audited tab asked for. */
const requested: string[] = [];

before(async () => {
  site = await buildSite({ project: 'examples/docs', prefix: 'docs-lighthouse-', chromium: CHROME_FLAGS });
  origin = site.origin;
  ({ page } = await site.open());
  page.on('request', (r) => requested.push(r.url()));
});

after(() => site?.close());

/** One Lighthouse accessibility run of `url` in the shared tab. */
async function audit(url: string, formFactor: 'mobile' | 'desktop'): Promise<Result> {
  const flags: Flags = {
    onlyCategories: ['accessibility'],
    formFactor,
    throttlingMethod: 'provided',
    disableFullPageScreenshot: true,
    logLevel: 'error',
    output: 'json',
  };
  const config = formFactor === 'desktop' ? desktopConfig : undefined;
  // Lighthouse bundles its own puppeteer-core; the page is the same protocol object.
  const result = await lighthouse(url, flags, config, page as unknown as Parameters<typeof lighthouse>[3]);
  assert.ok(result !== undefined, `no Lighthouse result for ${url}`);
  return result.lhr;
}

/** The audits of the accessibility category that failed, with the elements they name. */
function failures(lhr: Result): string[] {
  const refs = lhr.categories.accessibility?.auditRefs ?? [];
  return refs
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a !== undefined && a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => {
      const items = (a.details as { items?: { node?: { snippet?: string; selector?: string } }[] })?.items ?? [];
      const nodes = items.map((i) => `      ${i.node?.selector ?? ''} ${i.node?.snippet ?? ''}`.trimEnd());
      return [`    ${a.id}: ${a.title}`, ...nodes.slice(0, 5)].join('\n');
    });
}

describe('Lighthouse accessibility of the built example site', () => {
  for (const formFactor of ['mobile', 'desktop'] as const) {
    for (const [name, path] of Object.entries(PAGES)) {
      test(`${name} (${path}) scores at least ${MIN_SCORE * 100} as ${formFactor}`, async () => {
        const lhr = await audit(origin + path, formFactor);
        assert.equal(lhr.runtimeError, undefined, JSON.stringify(lhr.runtimeError));
        assert.equal(lhr.finalDisplayedUrl, origin + path, 'the page did not stay where it was asked for');
        const score = lhr.categories.accessibility?.score ?? 0;
        const failed = failures(lhr);
        console.log(`lighthouse ${formFactor} ${path}: ${Math.round(score * 100)}`);
        if (failed.length > 0) console.log(failed.join('\n'));
        assert.ok(score >= MIN_SCORE, `${path} (${formFactor}) scored ${score * 100}:\n${failed.join('\n')}`);
      });
    }
  }

  test('nothing was asked of a host other than 127.0.0.1', () => {
    assert.ok(requested.length > 0, 'the tab made no request at all');
    const outside = requested.filter(
      (u) => !/^(data|blob|about|chrome-error):/.test(u) && new URL(u).hostname !== '127.0.0.1',
    );
    assert.deepEqual(outside, []);
  });
});
