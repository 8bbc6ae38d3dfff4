// The playground proxy under load: 500 concurrent requests and 50 concurrent event streams through
// `docs dev`'s proxy to an upstream on 127.0.0.1 that echoes each request's id; then memory while
// hundreds of megabytes stream through both ways, the size and time limits on a streaming answer,
// and a client that goes away (the upstream sees its socket close).
import { strict as assert } from 'node:assert';
import { Agent, createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { createProxyHandler } from '../../src/proxy/index.js';
import { startUpstream, until, type Echo, type Upstream } from '../support/proxy-cases.js';
import { startDevFixture, type DevFixture } from '../support/proxy-dev.js';

let upstream: Upstream;
let fixture: DevFixture;
const agent = new Agent({ keepAlive: true, maxSockets: 600 });

before(async () => {
  upstream = await startUpstream();
  // A generous timeout: under 550 concurrent exchanges on two cores an answer may take a second or two.
  fixture = await startDevFixture(upstream, { proxyTimeoutMs: 15_000 });
});

after(async () => {
  agent.destroy();
  await fixture?.close();
  await upstream?.close();
});

interface Sent {
  readonly status: number;
  readonly headers: IncomingMessage['headers'];
  readonly body: string;
  readonly ms: number;
}

function send(url: string, target: string, id: string, body?: string): Promise<Sent> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'x-docs-proxy-target': target, 'x-request-id': id };
    const req = httpRequest(url, { method: body === undefined ? 'GET' : 'POST', headers, agent }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text, ms: performance.now() - started }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

describe('docs dev proxy under load', () => {
  test('500 concurrent requests and 50 event streams: none lost, none mixed up', async () => {
    const before = upstream.seen.length;
    const started = performance.now();
    const requests = Array.from({ length: 500 }, (_, i) => {
      const id = `req-${i}-${Math.random().toString(36).slice(2)}`;
      const body = i % 2 === 0 ? undefined : JSON.stringify({ id });
      return send(fixture.proxyUrl, `${upstream.origin}/v1/items/${i}`, id, body).then((r) => ({ id, i, body, r }));
    });
    const streams = Array.from({ length: 50 }, (_, i) => {
      const id = `sse-${i}`;
      return send(fixture.proxyUrl, `${upstream.origin}/v1/sse?events=5`, id).then((r) => ({ id, r }));
    });
    const [answers, events] = await Promise.all([Promise.all(requests), Promise.all(streams)]);
    const seconds = (performance.now() - started) / 1000;
    for (const { id, i, body, r } of answers) {
      assert.equal(r.status, 200, `${id}: ${r.body}`);
      const echo = JSON.parse(r.body) as Echo;
      assert.equal(echo.id, id, `request ${i} got the answer of ${echo.id}`);
      assert.equal(r.headers['x-request-id'], id);
      assert.equal(echo.path, `/v1/items/${i}`);
      assert.equal(echo.bytes, body === undefined ? 0 : Buffer.byteLength(body));
    }
    for (const { id, r } of events) {
      assert.equal(r.status, 200);
      assert.match(String(r.headers['content-type']), /^text\/event-stream/);
      const data = [...r.body.matchAll(/^data: (.*)$/gm)].map((m) => JSON.parse(m[1]!) as { id: string; n: number });
      assert.deepEqual(
        data.map((d) => `${d.id}#${d.n}`),
        [0, 1, 2, 3, 4].map((n) => `${id}#${n}`),
        `stream ${id}`,
      );
    }
    const ids = upstream.seen.slice(before).map((s) => s.id);
    assert.equal(ids.length, 550);
    assert.equal(new Set(ids).size, 550, 'each request reached the upstream once');
    const ms = answers.map((a) => a.r.ms).sort((a, b) => a - b);
    console.log(
      `proxy load: 500 requests + 50 streams in ${seconds.toFixed(2)} s; request p50 ${percentile(ms, 0.5).toFixed(0)} ms, p99 ${percentile(ms, 0.99).toFixed(0)} ms`,
    );
  });

  test('a client that goes away: the upstream sees its socket close, for a request and for a stream', async () => {
    for (const [path, id] of [
      ['/v1/hang', 'gone-1'],
      ['/v1/sse?events=1000', 'gone-2'],
    ] as const) {
      const req = httpRequest(fixture.proxyUrl, {
        headers: { 'x-docs-proxy-target': `${upstream.origin}${path}`, 'x-request-id': id },
      });
      req.on('error', () => {});
      req.on('response', (res) => res.on('error', () => {}));
      req.end();
      await until(() => upstream.seen.some((s) => s.id === id), `${id} to reach the upstream`);
      req.destroy();
      await until(() => upstream.closedEarly.includes(id), `the upstream to see ${id}'s socket close`);
    }
  });

  test('an upstream that goes silent mid-answer is cut off after the timeout', async () => {
    const quick = await startDevFixture(upstream, { proxyTimeoutMs: 300 });
    const cut = await new Promise<{ text: string; aborted: boolean }>((resolve) => {
      const req = httpRequest(
        quick.proxyUrl,
        { headers: { 'x-docs-proxy-target': `${upstream.origin}/v1/drip`, 'x-request-id': 'drip' } },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (text += c));
          res.on('aborted', () => resolve({ text, aborted: true }));
          res.on('error', () => resolve({ text, aborted: true }));
          res.on('end', () => resolve({ text, aborted: !res.complete }));
        },
      );
      req.on('error', () => resolve({ text: '', aborted: true }));
      req.end();
    });
    await quick.close();
    assert.equal(cut.text, 'first');
    assert.ok(cut.aborted, 'the answer ends incomplete, so the playground shows a failed request');
    await until(() => upstream.closedEarly.includes('drip'), 'the upstream to see the proxy hang up');
  });
});

describe('the proxy handler streams bodies', () => {
  let server: Server;
  let url: string;
  before(async () => {
    server = createServer(
      createProxyHandler({
        allowedServers: [`${upstream.origin}/v1`],
        maxBodyBytes: 1024 ** 3,
        maxResponseBytes: 1024 ** 3,
      }),
    );
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  after(() => new Promise<void>((r) => server.close(() => r())));

  /** Streams `up` bytes to the upstream and `down` bytes back, keeping nothing; the RSS growth on the way. */
  async function stream(
    up: number,
    down: number,
  ): Promise<{ received: number; complete: boolean; echoBytes?: number; rssGrowth: number }> {
    global.gc?.();
    const rss0 = process.memoryUsage().rss;
    let peak = rss0;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const chunk = Buffer.alloc(64 * 1024, 'y');
    const target = up > 0 ? `${upstream.origin}/v1/upload` : `${upstream.origin}/v1/big?bytes=${down}`;
    const result = await new Promise<{ received: number; complete: boolean; text: string }>((resolve) => {
      const req = httpRequest(
        url,
        { method: up > 0 ? 'POST' : 'GET', headers: { 'x-docs-proxy-target': target } },
        (res) => {
          let received = 0;
          let text = '';
          res.on('data', (c: Buffer) => {
            received += c.length;
            if (up > 0) text += c.toString('utf8');
          });
          const done = (): void => resolve({ received, complete: res.complete, text });
          res.on('end', done);
          res.on('aborted', done);
          res.on('error', done);
        },
      );
      req.on('error', () => resolve({ received: 0, complete: false, text: '' }));
      let left = up;
      const pump = (): void => {
        while (left > 0) {
          left -= chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        req.end();
      };
      pump();
    });
    clearInterval(sampler);
    const echoBytes = up > 0 ? (JSON.parse(result.text) as Echo).bytes : undefined;
    return {
      received: result.received,
      complete: result.complete,
      ...(echoBytes === undefined ? {} : { echoBytes }),
      rssGrowth: peak - rss0,
    };
  }

  test('400 MB down and 400 MB up pass through with memory bounded (never held whole)', async () => {
    const size = 400 * 1024 * 1024;
    // Held whole, 400 MB would show as at least that much; streamed, the growth is buffers the GC has not yet reclaimed.
    const bound = 160 * 1024 * 1024;
    const down = await stream(0, size);
    assert.equal(down.received, size);
    assert.ok(down.complete);
    const up = await stream(size, 0);
    assert.equal(up.echoBytes, size, 'the upstream got every byte');
    const mb = (n: number): string => `${(n / 1024 / 1024).toFixed(1)} MB`;
    console.log(
      `proxy memory: RSS grew ${mb(down.rssGrowth)} streaming 400 MB down, ${mb(up.rssGrowth)} streaming 400 MB up`,
    );
    assert.ok(down.rssGrowth < bound, `RSS grew ${mb(down.rssGrowth)} for 400 MB down`);
    assert.ok(up.rssGrowth < bound, `RSS grew ${mb(up.rssGrowth)} for 400 MB up`);
  });

  test('an answer over the size limit is cut off there', async () => {
    const limited = createServer(
      createProxyHandler({ allowedServers: [`${upstream.origin}/v1`], maxResponseBytes: 1024 * 1024 }),
    );
    await new Promise<void>((r) => limited.listen(0, '127.0.0.1', r));
    try {
      const port = (limited.address() as AddressInfo).port;
      const got = await new Promise<{ received: number; complete: boolean }>((resolve) => {
        const req = httpRequest(
          `http://127.0.0.1:${port}/`,
          { headers: { 'x-docs-proxy-target': `${upstream.origin}/v1/big?bytes=${20 * 1024 * 1024}` } },
          (res) => {
            let received = 0;
            res.on('data', (c: Buffer) => (received += c.length));
            const done = (): void => resolve({ received, complete: res.complete });
            res.on('end', done);
            res.on('aborted', done);
            res.on('error', done);
          },
        );
        req.on('error', () => resolve({ received: 0, complete: false }));
        req.end();
      });
      assert.equal(got.complete, false);
      assert.ok(got.received <= 1024 * 1024 + 64 * 1024, `received ${got.received} bytes`);
    } finally {
      await new Promise<void>((r) => limited.close(() => r()));
    }
  });
});
