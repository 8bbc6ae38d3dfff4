// Every story of the built Storybook (storybook-static/) in real Chromium: its element is defined and
// on the page, Storybook rendered the story (and ran its play function) without an error, the a11y
// addon found no axe violation, and the page threw nothing. Its argument table comes from
// custom-elements.json (attributes, events as actions, CSS parts and custom properties), events reach
// the actions panel, and every element has stories for its states and themes and a docs page listing
// its parts. CI builds Storybook before the tests; without a build this file skips.
// Run: npx tsx --test test/core/storybook-smoke.test.ts
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
  readonly name: string;
  readonly title: string;
  readonly type: string;
}

function indexEntries(): StoryEntry[] {
  const index = JSON.parse(readFileSync(INDEX, 'utf8')) as { entries: Record<string, StoryEntry> };
  return Object.values(index.entries);
}

/** Stories by id, with the tag each one is about (`Elements/<tag>`, `Composition/<tag>`, `Theming/<tag>`). */
function listStories(): { id: string; tag: string; name: string }[] {
  return indexEntries()
    .filter((entry) => entry.type === 'story')
    .map((entry) => ({ id: entry.id, name: entry.name, tag: entry.title.split('/').pop()!.trim() }));
}

interface ManifestElement {
  readonly tagName?: string;
  readonly attributes?: readonly { name: string }[];
  readonly events?: readonly { name: string }[];
  readonly cssParts?: readonly { name: string }[];
  readonly cssProperties?: readonly { name: string }[];
}

/** Every element the manifest declares, by tag. */
function manifestElements(): Map<string, ManifestElement> {
  const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8')) as {
    modules: { declarations?: ManifestElement[] }[];
  };
  const out = new Map<string, ManifestElement>();
  for (const d of manifest.modules.flatMap((m) => m.declarations ?? [])) if (d.tagName) out.set(d.tagName, d);
  return out;
}

/** Events a story must show in the actions panel (what its element fires on its own while it renders). */
const EXPECTED_ACTIONS: Readonly<Record<string, readonly string[]>> = {
  'elements-api-endpoint--default': ['api-spec-load'],
  'elements-api-endpoint--error': ['api-spec-error'],
  'elements-api-docs--default': ['api-navigate'],
  'elements-api-response--default': ['load'],
  'elements-api-snippets--default': ['api-spec-load'],
  'elements-api-channel--default': ['api-spec-load'],
  'elements-docs-config--default': ['api-config-load'],
  'elements-api-playground--post-with-json-and-bearer': ['api-inputs-change'],
};

/** The stories every element has: its states and its themes. */
const REQUIRED_STORIES = ['Default', 'Loading', 'Error', 'Empty', 'Light', 'Dark', 'Auto'];

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
      window.__actions = [];
      value.on('storybook/actions/action-event', (payload) => { window.__actions.push(payload.data.name); });
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
  const argTypes = {};
  for (const [key, argType] of Object.entries(window.__STORYBOOK_PREVIEW__?.currentRender?.story?.argTypes ?? {})) {
    const category = argType.table?.category ?? (argType.action ? 'actions' : 'args');
    (argTypes[category] ??= []).push(argType.action ? argType.action.name ?? key : argType.name ?? key);
  }
  return {
    argTypes,
    actions: [...new Set(window.__actions ?? [])],
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
  readonly argTypes: Readonly<Record<string, readonly string[]>>;
  readonly actions: readonly string[];
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

  const elements = built ? manifestElements() : new Map<string, ManifestElement>();

  test('every element has stories for its states and themes, and a docs page', () => {
    const stories = listStories();
    const docs = new Set(
      indexEntries()
        .filter((e) => e.type === 'docs')
        .map((e) => e.title),
    );
    for (const tag of elements.keys()) {
      const names = stories.filter((s) => s.tag === tag && s.id.startsWith('elements-')).map((s) => s.name);
      const absent = REQUIRED_STORIES.filter((name) => !names.includes(name));
      assert.deepEqual(absent, [], `<${tag}> lacks stories`);
      assert.ok(docs.has(`Elements/${tag}`), `<${tag}> has no docs page`);
    }
    assert.ok(
      stories.some((s) => s.id.startsWith('composition-') && s.tag === 'api-docs'),
      'no composition story with a whole <api-docs> site',
    );
  });

  // A docs page per element (autodocs): its table lists the parts, the knobs and the events.
  for (const tag of built ? [...elements.keys()] : []) {
    test(`elements-${tag}--docs lists the parts, CSS custom properties and events of <${tag}>`, async () => {
      const element = elements.get(tag)!;
      const page = await browser.newPage();
      try {
        await page.goto(`${origin}/iframe.html?id=elements-${tag}--docs&viewMode=docs`, { waitUntil: 'load' });
        await page.waitForSelector('.docblock-argstable', { timeout: 30000 });
        const text = (await page.evaluate(`document.querySelector('.docblock-argstable').innerText`)) as string;
        for (const heading of ['CSS SHADOW PARTS', 'CSS CUSTOM PROPERTIES', 'ATTRIBUTES'])
          assert.ok(text.toUpperCase().includes(heading), `no ${heading} in the docs of <${tag}>`);
        const names = [
          ...(element.cssParts ?? []).map((p) => `::part(${p.name})`),
          ...(element.cssProperties ?? []).map((p) => p.name),
          ...(element.events ?? []).map((e) => e.name),
        ];
        assert.deepEqual(
          names.filter((name) => !text.includes(name)),
          [],
          `missing from the docs page of <${tag}>`,
        );
      } finally {
        await page.close();
      }
    });
  }

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
        // The argument table is the manifest's: every attribute, event, part and custom property.
        const element = elements.get(tag);
        assert.ok(element, `<${tag}> is not in custom-elements.json`);
        const listed = (category: string): readonly string[] => shown.argTypes[category] ?? [];
        const missing = (category: string, expected: readonly { name: string }[] | undefined): string[] =>
          (expected ?? []).map((e) => e.name).filter((name) => !listed(category).includes(name));
        assert.deepEqual(missing('attributes', element.attributes), [], `attributes missing from ${id}`);
        const parts = element.cssParts?.map((p) => ({ name: `::part(${p.name})` }));
        assert.deepEqual(missing('css shadow parts', parts), [], `parts missing from ${id}`);
        assert.deepEqual(
          missing('css custom properties', element.cssProperties),
          [],
          `CSS properties missing from ${id}`,
        );
        assert.deepEqual(missing('actions', element.events), [], `events without an action in ${id}`);
        const expectedActions = EXPECTED_ACTIONS[id] ?? [];
        assert.deepEqual(
          expectedActions.filter((name) => !shown.actions.includes(name)),
          [],
          `events missing from the actions panel of ${id} (logged: ${shown.actions.join(', ')})`,
        );
      } finally {
        await page.close();
      }
    });
  }
});
