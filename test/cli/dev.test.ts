import { strict as assert } from 'node:assert';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { startDevServer } from '../../src/cli/dev.js';
import type { DevServer } from '../../src/cli/dev.js';

/** How long an event may take on a loaded machine (the speed itself is measured in `npm run bench`). */
const WAIT = 10_000;

let dir: string;
let dev: DevServer;

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'docs-dev-'));
  cpSync('examples/docs', dir, { recursive: true });
  dev = await startDevServer(join(dir, 'docs.json'), { port: 0 });
});
after(async () => {
  await dev.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Reads Server-Sent Events from the dev server, one `{ event, data }` at a time. */
async function openEvents(url: string) {
  const controller = new AbortController();
  const res = await fetch(url, { signal: controller.signal });
  assert.equal(res.headers.get('content-type'), 'text/event-stream; charset=utf-8');
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const queue: { event: string; data: unknown }[] = [];
  const next = async (event: string, timeoutMs: number): Promise<{ event: string; data: unknown }> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const i = queue.findIndex((e) => e.event === event);
      if (i >= 0) return queue.splice(0, i + 1).pop()!;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no "${event}" event within ${timeoutMs} ms`);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const chunk = await Promise.race([
        reader.read(),
        new Promise<never>(
          (_, reject) =>
            (timer = setTimeout(() => reject(new Error(`no "${event}" event within ${timeoutMs} ms`)), left)),
        ),
      ]).finally(() => clearTimeout(timer));
      if (chunk.done) throw new Error('the event stream ended');
      buffer += chunk.value;
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const name = /^event: (.*)$/m.exec(frame)?.[1];
        const data = /^data: (.*)$/m.exec(frame)?.[1];
        if (name !== undefined && data !== undefined) queue.push({ event: name, data: JSON.parse(data) });
      }
    }
  };
  return { next, close: () => controller.abort() };
}

describe('docs dev', () => {
  test('serves the page for any route, the project files and the bundle', async () => {
    for (const route of ['', 'api-reference/users/get-user', 'guides/authentication']) {
      const res = await fetch(`${dev.url}${route}`);
      assert.equal(res.status, 200);
      const html = await res.text();
      assert.match(html, /<api-docs src="\/docs.json" manifest="\/_site\/manifest.json" base="\/">/);
      assert.match(html, /<script type="module" src="\/api-docs-assets\/api-docs-elements.js">/);
      assert.match(html, /api-docs-assets\/live.js/);
    }
    const docs = await fetch(`${dev.url}docs.json`);
    assert.equal(docs.status, 200);
    assert.equal(((await docs.json()) as { name: string }).name, 'Echo Studio');
    assert.equal((await fetch(`${dev.url}openapi.yaml`)).status, 200);
    assert.equal((await fetch(`${dev.url}endpoints/ping.mdx`)).status, 200);
    assert.equal((await fetch(`${dev.url}missing.yaml`)).status, 404);
    assert.equal((await fetch(`${dev.url}..%2f..%2fetc%2fpasswd`)).status, 404);
    const live = await fetch(`${dev.url}api-docs-assets/live.js`);
    assert.match(await live.text(), /EventSource/);
    const bundle = await fetch(`${dev.url}api-docs-assets/api-docs-elements.js`);
    assert.equal(bundle.status, 200, 'run `npm run build` first: the dev server serves dist/cdn');
  });

  test('an edited spec sends a change; a broken one sends its findings; the fix clears them', async () => {
    const events = await openEvents(`${dev.url}api-docs-assets/events`);
    try {
      const first = (await events.next('diagnostics', WAIT)).data as { findings: { severity: string }[] };
      assert.equal(first.findings.filter((f) => f.severity === 'error').length, 0);
      const specPath = join(dir, 'openapi.yaml');
      const spec = readFileSync(specPath, 'utf8');

      writeFileSync(specPath, spec.replace('summary: List users', 'summary: List every user'));
      // How fast is for `npm run bench`; a loaded CI machine only needs to get there (WAIT).
      const change = (await events.next('change', WAIT)).data as { files: string[] };
      assert.deepEqual(change.files, ['openapi.yaml']);

      writeFileSync(specPath, spec.replace('paths:\n', 'paths:\n  /broken: [\n'));
      const broken = (await events.next('diagnostics', WAIT)).data as {
        findings: { place: string; severity: string; rule: string }[];
      };
      const error = broken.findings.find((f) => f.severity === 'error');
      assert.ok(error, JSON.stringify(broken));
      assert.match(error.place, /openapi\.yaml:\d+:\d+$/);

      writeFileSync(specPath, spec);
      // Findings come first without schema validation, then with it: the fix shows.
      const fixedBy = Date.now() + WAIT;
      let errors = -1;
      while (errors !== 0 && Date.now() < fixedBy) {
        const fixed = (await events.next('diagnostics', fixedBy - Date.now())).data as {
          findings: { severity: string }[];
        };
        errors = fixed.findings.filter((f) => f.severity === 'error').length;
      }
      assert.equal(errors, 0);
      await events.next('change', WAIT);

      writeFileSync(
        join(dir, 'endpoints', 'ping.mdx'),
        readFileSync(join(dir, 'endpoints', 'ping.mdx'), 'utf8').replace('title: Ping', 'title: Ping!'),
      );
      assert.deepEqual(((await events.next('change', WAIT)).data as { files: string[] }).files, ['endpoints/ping.mdx']);
    } finally {
      events.close();
    }
  });
});
