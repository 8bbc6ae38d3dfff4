#!/usr/bin/env node
// The playground proxy's throughput and latency: `benchProxy()` runs the Node handler from dist/
// (api-docs-elements/proxy) in front of an echoing upstream on 127.0.0.1 and keeps 500 requests in
// flight until `total` have been answered; it returns requests per second and the p50/p99 latency,
// and checks every answer carries its own request id. `node scripts/lib/bench-proxy.mjs` prints them
// (needs `npm run build`). Options: PROXY_BENCH_TOTAL=5000, PROXY_BENCH_CONCURRENCY=500.
import { Agent, createServer, request } from 'node:http';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';

const listen = (server) =>
  new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));

export async function benchProxy({ total = 5000, concurrency = 500 } = {}) {
  const { createProxyHandler } = await import(
    pathToFileURL(join(process.cwd(), process.env.PROXY_BENCH_MODULE ?? 'dist/src/proxy/index.js')).href
  );
  const upstream = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(200, { 'x-request-id': req.headers['x-request-id'] ?? '' }).end('{}'));
  });
  const upstreamPort = await listen(upstream);
  const proxy = createServer(createProxyHandler({ allowedServers: [`http://127.0.0.1:${upstreamPort}/`] }));
  const proxyPort = await listen(proxy);
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies = [];
  let mixedUp = 0;
  let failed = 0;
  let next = 0;
  const one = (i) =>
    new Promise((resolve) => {
      const started = performance.now();
      const id = `b${i}`;
      const req = request(
        {
          port: proxyPort,
          host: '127.0.0.1',
          path: '/',
          agent,
          headers: { 'x-docs-proxy-target': `http://127.0.0.1:${upstreamPort}/items/${i}`, 'x-request-id': id },
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(performance.now() - started);
            if (res.statusCode !== 200) failed++;
            else if (res.headers['x-request-id'] !== id) mixedUp++;
            resolve();
          });
        },
      );
      req.on('error', () => {
        failed++;
        resolve();
      });
      req.end();
    });
  const worker = async () => {
    while (next < total) await one(next++);
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  proxy.close();
  upstream.close();
  latencies.sort((a, b) => a - b);
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))];
  return { total, concurrency, seconds, perSecond: total / seconds, p50: at(0.5), p99: at(0.99), failed, mixedUp };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const r = await benchProxy({
    total: Number(process.env.PROXY_BENCH_TOTAL ?? 5000),
    concurrency: Number(process.env.PROXY_BENCH_CONCURRENCY ?? 500),
  });
  console.log(
    `proxy: ${r.total} requests, ${r.concurrency} in flight: ${Math.round(r.perSecond)} req/s, p50 ${Math.round(r.p50)} ms, p99 ${Math.round(r.p99)} ms, ${r.failed} failed, ${r.mixedUp} mixed up (${r.seconds.toFixed(1)} s)`,
  );
}
