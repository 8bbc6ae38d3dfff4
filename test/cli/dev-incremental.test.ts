// `docs dev` rebuilds only what an edit touched: a project of three MDX guides and a generated 2,000-operation spec
// (test/support/huge-spec.mjs). Editing one guide announces that one page (`change` event: `pages`), logs
// "1 page rebuilt, 1 unchanged spec reused" (the spec is neither parsed nor validated again), and of the served
// files only that page's body gets a new version (ETag) and text; the other pages and the site manifest keep theirs.
import { strict as assert } from 'node:assert';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { startDevServer, type DevServer } from '../../src/cli/dev.js';
import { makeHugeProject } from '../../scripts/make-huge-spec.mjs';

let dir: string;
let dev: DevServer;
const logs: string[] = [];
let logged: (line: string) => void = () => {};

before(async () => {
  dir = makeHugeProject({ dir: mkdtempSync(join(tmpdir(), 'docs-dev-incremental-')), operations: 2000 });
  mkdirSync(join(dir, 'guides'));
  for (const name of ['one', 'two', 'three'])
    writeFileSync(join(dir, 'guides', `${name}.mdx`), `---\ntitle: Guide ${name}\n---\n\nThe ${name} guide.\n`);
  writeFileSync(
    join(dir, 'docs.json'),
    JSON.stringify({
      name: 'Incremental',
      theme: 'mint',
      colors: { primary: '#2563eb' },
      navigation: {
        tabs: [
          { tab: 'Guides', pages: ['guides/one', 'guides/two', 'guides/three'] },
          { tab: 'API', openapi: 'openapi.json' },
        ],
      },
    }),
  );
  dev = await startDevServer(join(dir, 'docs.json'), {
    port: 0,
    log: (line) => {
      logs.push(line);
      logged(line);
    },
  });
});
after(async () => {
  await dev?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The next `change` event on the dev server's event stream (read until it comes). */
async function nextChange(): Promise<{ open: () => Promise<{ files: string[]; pages: string[] }> }> {
  const controller = new AbortController();
  const res = await fetch(`${dev.url}api-docs-assets/events`, { signal: controller.signal });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  // The stream opens with the current findings: once read, the server has this client.
  let buffer = '';
  while (!buffer.includes('event: diagnostics')) buffer += (await reader.read()).value ?? '';
  return {
    open: async () => {
      for (;;) {
        const m = /event: change\ndata: (.*)\n\n/.exec(buffer);
        if (m !== null) {
          controller.abort();
          return JSON.parse(m[1]!) as { files: string[]; pages: string[] };
        }
        const chunk = await reader.read();
        if (chunk.done) throw new Error('the event stream ended');
        buffer += chunk.value;
      }
    },
  };
}

async function served(path: string): Promise<{ etag: string; text: string }> {
  const res = await fetch(`${dev.url}${path}`);
  assert.equal(res.status, 200, path);
  return { etag: res.headers.get('etag') ?? '', text: await res.text() };
}

const FILES = [
  '_site/manifest.json',
  '_site/pages/guides/one.json',
  '_site/pages/guides/two.json',
  '_site/pages/guides/three.json',
];

describe('docs dev: an MDX edit rebuilds its page only', () => {
  test('one guide edited: its page announced and re-served, the spec reused, every other file unchanged', async () => {
    const before = new Map(await Promise.all(FILES.map(async (f) => [f, await served(f)] as const)));
    for (const [file, { etag }] of before) assert.match(etag, /^".+"$/, `${file} has a version`);
    const events = await nextChange();
    const line = new Promise<string>((resolve) => (logged = (l) => l.startsWith('changed:') && resolve(l)));
    writeFileSync(join(dir, 'guides', 'two.mdx'), '---\ntitle: Guide two\n---\n\nThe second guide, edited.\n');
    const change = await events.open();
    assert.deepEqual(change.files, ['guides/two.mdx']);
    assert.deepEqual(change.pages, ['guides/two']);
    assert.match(await line, /guides\/two\.mdx .*1 page rebuilt, 1 unchanged spec reused\)$/);
    const now = new Map(await Promise.all(FILES.map(async (f) => [f, await served(f)] as const)));
    const changed = FILES.filter((f) => now.get(f)!.etag !== before.get(f)!.etag);
    assert.deepEqual(changed, ['_site/pages/guides/two.json'], 'only the edited page has a new version');
    assert.match(now.get('_site/pages/guides/two.json')!.text, /edited/);
    for (const f of FILES.filter((x) => x !== '_site/pages/guides/two.json'))
      assert.equal(now.get(f)!.text, before.get(f)!.text, f);
  });

  test('the spec edited: it is parsed again (0 reused), the API pages announced by file', async () => {
    const events = await nextChange();
    const line = new Promise<string>((resolve) => (logged = (l) => l.startsWith('changed:') && resolve(l)));
    const spec = join(dir, 'openapi.json');
    const { makeHugeSpec } = await import('../support/huge-spec.mjs');
    writeFileSync(spec, JSON.stringify(makeHugeSpec({ operations: 2000, seed: 21 })));
    const change = await events.open();
    assert.deepEqual(change.files, ['openapi.json']);
    assert.deepEqual(change.pages, []);
    assert.match(await line, /0 pages rebuilt, 0 unchanged specs reused\)$/);
    assert.ok(logs.length >= 2);
  });
});
