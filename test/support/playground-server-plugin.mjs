// A @web/test-runner plugin for the playground tests: starts two real recording servers on 127.0.0.1
// (test/support/recording-server.ts, bundled for Node with esbuild at start): `cors`, which allows any
// origin, and `plain`, a second origin that sends no CORS headers. Both answer the media and streaming
// routes below and record every request. The dev server exposes, to the test page (same origin):
//   GET /__playground/servers.json       → { cors, plain, dead } origins (`dead`: a closed port)
//   GET /__playground/requests?server=x  → what server x received, bodies as base64 and parsed multipart
//   GET /__playground/clear              → forgets every recorded request
//   GET /__playground/release?gate=id    → lets a held /sse?gate=id stream send its second event
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { controlRoutes, createGates, loadForNode } from './recording-plugin.mjs';

const root = process.cwd();
const fixtures = join(root, 'test/fixtures/playground');

function crc32(bytes) {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** A 4×3 RGB PNG, written byte by byte. */
export function tinyPng() {
  const chunk = (type, data) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const [w, h] = [4, 3];
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = [];
  for (let y = 0; y < h; y++) {
    rows.push(0); // filter: none
    for (let x = 0; x < w; x++) rows.push(x * 60, y * 80, 200);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Half a second of a 440 Hz tone: 8 kHz, 8-bit mono PCM in a RIFF/WAVE file. */
export function tinyWav() {
  const rate = 8000;
  const samples = rate / 2;
  const out = Buffer.alloc(44 + samples);
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(36 + samples, 4);
  out.write('WAVEfmt ', 8, 'ascii');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20); // PCM
  out.writeUInt16LE(1, 22); // mono
  out.writeUInt32LE(rate, 24);
  out.writeUInt32LE(rate, 28); // bytes per second
  out.writeUInt16LE(1, 32);
  out.writeUInt16LE(8, 34);
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(samples, 40);
  for (let i = 0; i < samples; i++) out[44 + i] = 128 + Math.round(60 * Math.sin((2 * Math.PI * 440 * i) / rate));
  return out;
}

const gates = createGates();

function routes() {
  const media = {
    png: ['image/png', tinyPng()],
    wav: ['audio/wav', tinyWav()],
    mp4: ['video/mp4', readFileSync(join(fixtures, 'tiny.mp4'))],
    webm: ['video/webm', readFileSync(join(fixtures, 'tiny.webm'))],
  };
  return async (request, res, req) => {
    const url = new URL(request.rawUrl, 'http://x');
    const path = url.pathname;
    const send = (status, type, body, extra = {}) => {
      res.writeHead(status, { 'content-type': type, ...extra });
      res.end(body);
      return true;
    };
    if (path.startsWith('/media/')) {
      const item = media[path.slice('/media/'.length)];
      if (item) return send(200, item[0], item[1], { 'content-length': String(item[1].length) });
    }
    if (path === '/json') return send(200, 'application/json', JSON.stringify({ hello: 'world', list: [1, 2] }));
    if (path === '/text') return send(200, 'text/plain; charset=utf-8', 'plain words\nsecond line');
    if (path === '/xml') return send(200, 'application/xml', '<pet id="1"><name>Rex</name></pet>');
    if (path === '/html')
      return send(
        200,
        'text/html',
        '<h1 id="live">hi</h1><img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>',
      );
    if (path === '/binary') {
      return send(200, 'application/octet-stream', Buffer.from([0, 1, 2, 3, 254, 255, 0, 7]), {
        'content-disposition': 'attachment; filename="report 1.bin"',
      });
    }
    if (path === '/large') return send(200, 'text/plain', 'line of text\n'.repeat(30000));
    if (path.startsWith('/status/'))
      return send(Number(path.slice(8)) || 500, 'application/json', JSON.stringify({ error: 'nope' }));
    if (path === '/redirect') {
      res.writeHead(302, { location: url.searchParams.get('to') ?? '/' });
      res.end();
      return true;
    }
    if (path === '/ndjson') return send(200, 'application/x-ndjson', '{"n":1}\n{"n":2}\n{"n":3}\n');
    if (path === '/sse') {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write(': stream opened\n\nevent: greeting\ndata: first event\n\n');
      await gates.hold(url.searchParams.get('gate') ?? 'default', req);
      res.end('data: second event\nid: 2\n\n');
      return true;
    }
    if (path === '/slow') {
      // Never answers: the client cancels or times out. Closing the socket ends the handler.
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.flushHeaders?.();
      await new Promise((r) => req.socket.once('close', r));
      return true;
    }
    if (path === '/slow-headers') {
      await new Promise((r) => req.socket.once('close', r));
      return true;
    }
    return false;
  };
}

async function closedPort() {
  const server = createServer();
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address();
  await new Promise((r) => server.close(r));
  return `http://127.0.0.1:${port}`;
}

function serialise(request, parts) {
  const { body, ...rest } = request;
  return { ...rest, bodyBase64: Buffer.from(body).toString('base64'), ...(parts ? { parts } : {}) };
}

export function playgroundServerPlugin() {
  let servers;
  let lib;
  return {
    name: 'playground-servers',
    async serverStart() {
      lib = await loadForNode('test/support/recording-server.ts', 'recording-server');
      const respond = routes();
      servers = {
        cors: await lib.startRecordingServer({ respond }),
        plain: await lib.startRecordingServer({ respond, cors: false }),
        dead: await closedPort(),
      };
    },
    async serverStop() {
      gates.openAll();
      await Promise.all([servers?.cors.close(), servers?.plain.close()]);
    },
    serve: controlRoutes('/__playground/', {
      origins: () => ({ cors: servers.cors.origin, plain: servers.plain.origin, dead: servers.dead }),
      recorders: () => ({ cors: servers.cors, plain: servers.plain }),
      fallback: 'cors',
      gates,
      requests: async (server) => {
        const out = [];
        for (const request of server.requests) {
          const multipart = /^multipart\//.test(request.headers['content-type'] ?? '');
          const parts = multipart
            ? (await lib.multipartParts(request)).map((p) => ({
                ...p,
                bytes: p.bytes ? Buffer.from(p.bytes).toString('base64') : undefined,
              }))
            : undefined;
          out.push(serialise(request, parts));
        }
        return out;
      },
    }),
  };
}
