// The playground proxy's cases (test/support/proxy-cases.ts), each run twice: through `docs dev`'s
// proxy under Node, and through the worker build (dist/proxy-worker/worker.js, or src/proxy/worker.ts
// bundled the same way when dist is not built) on Cloudflare's own runtime, workerd, via miniflare.
import { existsSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { build } from 'esbuild';
import { Miniflare } from 'miniflare';
import { startDevFixture, type DevFixture } from '../support/proxy-dev.js';
import {
  ALLOWED_ORIGIN,
  CASES,
  LIMITS,
  bodyStream,
  checkCase,
  declaredServers,
  startUpstream,
  targetOf,
  until,
  type ProxyAnswer,
  type ProxyRequest,
  type Upstream,
} from '../support/proxy-cases.js';

let upstream: Upstream;
let dir: string;
let fixture: DevFixture;
let mf: Miniflare;
let workerUrl: URL;
let scriptPath: string;

before(async () => {
  upstream = await startUpstream();
  fixture = await startDevFixture(upstream, {
    proxyTimeoutMs: LIMITS.timeoutMs,
    proxyMaxBodyBytes: LIMITS.maxBodyBytes,
  });
  dir = fixture.dir;
  scriptPath = join('dist', 'proxy-worker', 'worker.js');
  if (!existsSync(scriptPath)) {
    scriptPath = join(dir, 'worker.js');
    await build({
      entryPoints: ['src/proxy/worker.ts'],
      bundle: true,
      format: 'esm',
      platform: 'neutral',
      target: 'es2022',
      outfile: scriptPath,
      logLevel: 'warning',
    });
  }
  mf = new Miniflare({
    modules: true,
    compatibilityDate: '2025-09-01',
    script: readFileSync(scriptPath, 'utf8'),
    bindings: {
      DOCS_PROXY_SERVERS: JSON.stringify(declaredServers(upstream)),
      DOCS_PROXY_ALLOWED_ORIGINS: ALLOWED_ORIGIN,
      DOCS_PROXY_TIMEOUT_MS: String(LIMITS.timeoutMs),
      DOCS_PROXY_MAX_BODY_BYTES: String(LIMITS.maxBodyBytes),
    },
  });
  workerUrl = await mf.ready;
});

after(async () => {
  await mf?.dispose();
  await fixture?.close();
  await upstream?.close();
});

function headersOf(request: ProxyRequest): Record<string, string> {
  const headers: Record<string, string> = { ...request.headers };
  const target = targetOf(request, upstream);
  if (target !== undefined) headers['x-docs-proxy-target'] = target;
  if (request.bodyBytes !== undefined && !request.chunked) headers['content-length'] = String(request.bodyBytes);
  return headers;
}

/** Through `docs dev`, with node:http so every header is sent as written. */
function viaDev(request: ProxyRequest): Promise<ProxyAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(fixture.proxyUrl, { method: request.method, headers: headersOf(request) }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const headers = new Headers();
        for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) headers.set(k, String(v));
        resolve({ status: res.statusCode ?? 0, headers, text: Buffer.concat(chunks).toString('utf8') });
      });
    });
    req.on('error', reject);
    if (request.bodyBytes === undefined) return void req.end();
    // Written in 64 KB chunks; the proxy may answer (413) and stop reading before the end.
    const reader = bodyStream(request.bodyBytes).getReader();
    const pump = async (): Promise<void> => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done || req.destroyed) return void req.end();
        if (!req.write(value)) await new Promise((r) => req.once('drain', r));
      }
    };
    void pump().catch(() => {});
  });
}

/** Through the worker on workerd. */
async function viaWorker(request: ProxyRequest): Promise<ProxyAnswer> {
  const body =
    request.bodyBytes === undefined
      ? undefined
      : request.chunked
        ? bodyStream(request.bodyBytes)
        : Buffer.alloc(request.bodyBytes, 'x');
  const res = await mf.dispatchFetch(new URL('/__docs_proxy', workerUrl), {
    method: request.method,
    headers: headersOf(request),
    ...(body === undefined ? {} : { body: body as never, duplex: 'half' }),
  });
  const text = await res.text();
  return { status: res.status, headers: new Headers([...res.headers] as [string, string][]), text };
}

for (const [runtime, send] of [
  ['docs dev (Node)', viaDev],
  ['the worker on workerd (miniflare)', viaWorker],
] as const) {
  describe(`the proxy cases through ${runtime}`, () => {
    for (const c of CASES) {
      test(c.name, async () => {
        const seenBefore = upstream.seen.length;
        const answer = await send(c.request);
        checkCase(c, answer, upstream, seenBefore);
      });
    }
  });
}

describe('the worker on workerd, streaming', () => {
  test('200 concurrent requests each get their own answer', async () => {
    // A worker of its own with a generous timeout: 200 exchanges at once on two cores take a while.
    const busy = new Miniflare({
      modules: true,
      compatibilityDate: '2025-09-01',
      script: readFileSync(scriptPath, 'utf8'),
      bindings: { DOCS_PROXY_SERVERS: JSON.stringify(declaredServers(upstream)), DOCS_PROXY_TIMEOUT_MS: '20000' },
    });
    const busyUrl = await busy.ready;
    const answers = await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const id = `w-${i}`;
        const res = await busy.dispatchFetch(new URL('/', busyUrl), {
          headers: { 'x-docs-proxy-target': `${upstream.origin}/v1/items/${i}`, 'x-request-id': id },
        });
        return { id, i, echo: (await res.json()) as { id: string; path: string } };
      }),
    );
    await busy.dispose();
    for (const { id, i, echo } of answers) {
      if (echo.id !== id || echo.path !== `/v1/items/${i}`) throw new Error(`${id} got ${JSON.stringify(echo)}`);
    }
  });

  test('an event stream passes through event by event', async () => {
    const res = await mf.dispatchFetch(new URL('/', workerUrl), {
      headers: { 'x-docs-proxy-target': `${upstream.origin}/v1/sse?events=5`, 'x-request-id': 'w-sse' },
    });
    const text = await res.text();
    const ids = [...text.matchAll(/^data: (.*)$/gm)].map((m) => (JSON.parse(m[1]!) as { n: number }).n);
    if (res.headers.get('content-type') !== 'text/event-stream' || ids.join() !== '0,1,2,3,4')
      throw new Error(`stream: ${res.headers.get('content-type')} ${text}`);
  });

  test('an upstream that goes silent mid-answer is cut off, and the upstream sees the socket close', async () => {
    // Over a real socket to workerd, so the client sees how the answer ends.
    const cut = await new Promise<{ text: string; complete: boolean }>((resolve) => {
      const req = httpRequest(
        new URL('/', workerUrl),
        { headers: { 'x-docs-proxy-target': `${upstream.origin}/v1/drip`, 'x-request-id': 'w-drip' } },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (text += c));
          const done = (): void => resolve({ text, complete: res.complete });
          res.on('end', done);
          res.on('aborted', done);
          res.on('error', done);
        },
      );
      req.on('error', () => resolve({ text: '', complete: false }));
      req.end();
    });
    await until(() => upstream.closedEarly.includes('w-drip'), 'the upstream to see the worker hang up');
    if (cut.text !== 'first') throw new Error(`got ${cut.text}`);
    // workerd ends the response when the worker's body stream fails (Node's handler resets the socket
    // instead); either way the API's connection is closed and nothing after the silence is passed on.
    console.log(`worker: a silent answer reached the client ${cut.complete ? 'ended as complete' : 'incomplete'}`);
  });
});
