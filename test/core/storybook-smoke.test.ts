// Every story of the built Storybook (storybook-static/) in real Chromium: its element is defined and
// on the page, Storybook rendered the story (and ran its play function) without an error, the a11y
// addon found no axe violation, and the page threw nothing. CI builds Storybook before the tests;
// without a build this file skips. Run: npx tsx --test test/core/storybook-smoke.test.ts
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { after, before, describe, test } from 'node:test';
import puppeteer, { type Browser } from 'puppeteer-core';
import { createStaticServer, listen } from '../../scripts/lib/static-server.mjs';
import { chromiumArgs, chromiumPath } from '../support/chromium.js';

const STATIC_DIR = 'storybook-static';
const INDEX = `${STATIC_DIR}/index.json`;
const built = existsSync(INDEX);

interface StoryEntry {
  readonly id: string;
  readonly title: string;
  readonly type: string;
}

/** Stories by id, with the tag each one is about (`Elements/<tag>`). */
function listStories(): { id: string; tag: string }[] {
  const index = JSON.parse(readFileSync(INDEX, 'utf8')) as { entries: Record<string, StoryEntry> };
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .map((entry) => ({ id: entry.id, tag: entry.title.split('/').pop()!.trim() }));
}

/**
 * Installed before Storybook starts: keeps the payload of its `storyFinished` event (status, and the
 * a11y addon's axe report) on `window.__storyFinished`. A string, like the one below.
 */
const CATCH_FINISHED = `(() => {
  let channel;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (value) => {
      channel = value;
      value.on('storyFinished', (payload) => { window.__storyFinished = payload; });
    },
  });
})()`;

/**
 * Runs in the story's iframe (a string: tsx's transform would add helpers the page lacks). Waits for
 * Storybook to finish the story (render, play function, a11y check), then for the element's own
 * update, bounded because Loading stories never complete by design.
 */
const inPage = (tag: string): string => `(async () => {
  const tag = ${JSON.stringify(tag)};
  const waitFor = async (check, ms) => {
    const end = Date.now() + ms;
    for (;;) {
      const value = check();
      if (value || Date.now() > end) return value;
      await new Promise((r) => setTimeout(r, 25));
    }
  };
  const finished = await waitFor(() => window.__storyFinished, 30000);
  const defined = customElements.get(tag) !== undefined;
  const root = document.getElementById('storybook-root');
  const el = root?.querySelector(tag);
  if (el && 'updateComplete' in el) {
    await Promise.race([el.updateComplete.catch(() => undefined), new Promise((r) => setTimeout(r, 3000))]);
  }
  const a11y = (finished?.reporters ?? []).filter((r) => r.type === 'a11y');
  return {
    phase: window.__STORYBOOK_PREVIEW__?.currentRender?.phase ?? 'no preview',
    status: finished?.status ?? 'did not finish',
    defined,
    present: el !== null && el !== undefined,
    rendered: Boolean(el?.shadowRoot),
    errorShown: document.body.classList.contains('sb-show-errordisplay'),
    errorText: document.getElementById('error-message')?.textContent?.trim() ?? '',
    a11yRan: a11y.length > 0,
    violations: a11y.flatMap((r) => (r.result?.violations ?? []).map((v) =>
      v.id + ' (' + v.impact + '): ' + v.nodes.map((n) => n.target.join(' >>> ')).join(', '))),
  };
})()`;

interface Shown {
  readonly phase: string;
  readonly status: string;
  readonly defined: boolean;
  readonly present: boolean;
  readonly rendered: boolean;
  readonly errorShown: boolean;
  readonly errorText: string;
  readonly a11yRan: boolean;
  readonly violations: readonly string[];
}

if (!built)
  test(
    'storybook stories render in Chromium',
    { skip: `${STATIC_DIR}/ is not built: run \`npm run build-storybook\` first` },
    () => {},
  );

describe('storybook stories render in Chromium', { skip: !built, concurrency: 4 }, () => {
  let server: Server;
  let browser: Browser;
  let origin: string;

  before(async () => {
    server = createStaticServer({ '/': STATIC_DIR });
    const port = await listen(server, 4700);
    origin = `http://127.0.0.1:${port}`;
    browser = await puppeteer.launch({ executablePath: chromiumPath(), args: chromiumArgs(), headless: true });
  });

  after(async () => {
    await browser?.close();
    await new Promise((done) => server?.close(done));
  });

  for (const { id, tag } of built ? listStories() : []) {
    test(`${id}: <${tag}> renders with no page error and no axe violation`, async () => {
      const page = await browser.newPage();
      await page.evaluateOnNewDocument(CATCH_FINISHED);
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(String(error)));
      try {
        await page.goto(`${origin}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`, { waitUntil: 'load' });
        const shown = (await page.evaluate(inPage(tag))) as Shown;
        assert.deepEqual(pageErrors, [], `page errors in ${id}`);
        assert.equal(shown.errorShown, false, `Storybook shows an error for ${id}: ${shown.errorText}`);
        assert.equal(shown.defined, true, `<${tag}> is not defined`);
        assert.equal(shown.present, true, `<${tag}> is not in ${id}`);
        assert.equal(shown.rendered, true, `<${tag}> has no shadow root in ${id}`);
        assert.equal(shown.phase, 'finished', `Storybook did not finish ${id}`);
        // preview.ts sets `a11y: { test: 'error' }`: an axe violation fails the story.
        assert.equal(shown.a11yRan, true, `the a11y addon did not report on ${id}`);
        assert.deepEqual(shown.violations, [], `axe violations in ${id}`);
        assert.equal(shown.status, 'success', `Storybook finished ${id} with status ${shown.status}`);
      } finally {
        await page.close();
      }
    });
  }
});
