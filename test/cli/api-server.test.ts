import { strict as assert } from 'node:assert';
import type { Server } from 'node:http';
import { after, before, describe, test } from 'node:test';
import WebSocket from 'ws';
// @ts-expect-error: a plain .mjs module without types
import { createApiServer, listenOn } from '../../examples/api-server/server.mjs';

let server: Server;
let base: string;

before(async () => {
  server = createApiServer() as Server;
  const port = (await listenOn(server, 0)) as number;
  base = `http://127.0.0.1:${port}`;
});
after(() => {
  server.close();
  server.closeAllConnections();
});

const bearer = { authorization: 'Bearer demo-token' };
const basic = { authorization: `Basic ${Buffer.from('demo:secret').toString('base64')}` };
const key = { 'x-api-key': 'demo-key' };

describe('example API server', () => {
  test('users need credentials: each scheme accepted, wrong ones refused with a reason', async () => {
    const none = await fetch(`${base}/users`);
    assert.equal(none.status, 401);
    assert.match(((await none.json()) as { detail: string }).detail, /Send credentials/);
    for (const headers of [bearer, basic, key] as Record<string, string>[]) {
      const ok = await fetch(`${base}/users?limit=2&q=a`, { headers });
      assert.equal(ok.status, 200, JSON.stringify(headers));
      const body = (await ok.json()) as { data: unknown[]; total: number };
      assert.equal(body.data.length, 2);
    }
    for (const headers of [
      { authorization: 'Bearer nope' } as Record<string, string>,
      { authorization: `Basic ${Buffer.from('demo:wrong').toString('base64')}` },
      { 'x-api-key': 'nope' },
    ]) {
      const refused = await fetch(`${base}/users`, { headers });
      assert.equal(refused.status, 401, JSON.stringify(headers));
    }
  });

  test('path, query and header parameters; JSON body; validation', async () => {
    const user = await fetch(`${base}/users/u_1`, { headers: { ...key, 'x-request-id': 'trace-1' } });
    assert.equal(user.status, 200);
    assert.equal(user.headers.get('x-request-id'), 'trace-1');
    assert.equal(((await user.json()) as { name: string }).name, 'Ada Lovelace');
    assert.equal((await fetch(`${base}/users/u_99`, { headers: key })).status, 404);
    assert.equal((await fetch(`${base}/users?limit=0`, { headers: key })).status, 400);
    const created = await fetch(`${base}/users`, {
      method: 'POST',
      headers: { ...bearer, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Katherine Johnson', email: 'k@example.com' }),
    });
    assert.equal(created.status, 201);
    assert.match(created.headers.get('location') ?? '', /^\/users\/u_\d+$/);
    const invalid = await fetch(`${base}/users`, {
      method: 'POST',
      headers: { ...bearer, 'content-type': 'application/json' },
      body: JSON.stringify({ name: '', email: 'x', role: 'boss' }),
    });
    assert.equal(invalid.status, 422);
    assert.equal(((await invalid.json()) as { problems: string[] }).problems.length, 3);
  });

  test('media: a real PNG, WAV and WebM with their content types', async () => {
    const expect = [
      ['/media/image.png', 'image/png', [0x89, 0x50, 0x4e, 0x47]],
      ['/media/audio.wav', 'audio/wav', [0x52, 0x49, 0x46, 0x46]],
      ['/media/video.webm', 'video/webm', [0x1a, 0x45, 0xdf, 0xa3]],
    ] as const;
    for (const [path, type, magic] of expect) {
      const res = await fetch(`${base}${path}`);
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('content-type'), type);
      const bytes = new Uint8Array(await res.arrayBuffer());
      assert.deepEqual([...bytes.slice(0, 4)], [...magic], path);
      assert.ok(bytes.length > 1000);
    }
  });

  test('server-sent events arrive one by one, then done', async () => {
    const res = await fetch(`${base}/events?count=3&interval=20`);
    assert.equal(res.headers.get('content-type'), 'text/event-stream; charset=utf-8');
    const text = await res.text();
    assert.equal(text.match(/event: tick/g)?.length, 3);
    assert.match(text, /event: done\ndata: \{"sent":3\}/);
  });

  test('multipart upload is echoed with size and hash; auth required', async () => {
    const form = new FormData();
    form.set('file', new Blob(['hello upload'], { type: 'text/plain' }), 'note.txt');
    form.set('description', 'a note');
    assert.equal((await fetch(`${base}/files`, { method: 'POST', body: form })).status, 401);
    const res = await fetch(`${base}/files`, { method: 'POST', body: form, headers: key });
    assert.equal(res.status, 201);
    const body = (await res.json()) as Record<string, unknown>;
    assert.equal(body['name'], 'note.txt');
    assert.equal(body['size'], 12);
    assert.equal(body['description'], 'a note');
    assert.match(String(body['sha256']), /^[0-9a-f]{64}$/);
  });

  test('CORS for a docs origin on 127.0.0.1, none for others', async () => {
    const pre = await fetch(`${base}/users`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:4321',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-api-key',
      },
    });
    assert.equal(pre.status, 204);
    assert.equal(pre.headers.get('access-control-allow-origin'), 'http://127.0.0.1:4321');
    assert.match(pre.headers.get('access-control-allow-headers') ?? '', /x-api-key/);
    const other = await fetch(`${base}/ping`, { headers: { origin: 'https://evil.example' } });
    assert.equal(other.headers.get('access-control-allow-origin'), null);
  });

  test('WebSocket echo: welcome, then each message comes back', async () => {
    const ws = new WebSocket(`${base.replace('http', 'ws')}/ws/echo`);
    const messages: unknown[] = [];
    const got = (n: number) =>
      new Promise<void>((resolve) => {
        const check = () =>
          messages.length >= n ? resolve() : ws.once('message', (d) => (messages.push(JSON.parse(String(d))), check()));
        check();
      });
    await got(1);
    assert.deepEqual((messages[0] as { type: string }).type, 'welcome');
    ws.send(JSON.stringify({ text: 'hi' }));
    await got(2);
    assert.deepEqual((messages[1] as { echo: unknown }).echo, { text: 'hi' });
    ws.close();
  });
});
