import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { loadAsyncApi, parseAsyncApi } from '../../src/asyncapi/index.js';
import { readTextFromFileOrUrl } from '../../src/node/read-text.js';
import { startRecordingServer } from '../support/recording-server.js';

const fixtureUrl = (name: string): string => pathToFileURL(`${import.meta.dirname}/../fixtures/asyncapi/${name}`).href;

function serve(files: Record<string, string>) {
  return startRecordingServer({
    respond: (request, res) => {
      const body = files[request.rawPath];
      res.writeHead(body === undefined ? 404 : 200, { 'content-type': 'text/plain' });
      res.end(body ?? 'not found');
      return true;
    },
  });
}

test('over HTTP: same-origin relative files are read once each; other origins and file: are refused without a request', async () => {
  const other = await serve({ '/evil.yaml': 'type: string\n' });
  const spec = {
    asyncapi: '3.0.0',
    info: { title: 'refs', version: '1' },
    channels: {
      ok: { address: 'ok', messages: { m: { $ref: 'messages.yaml#/ping' }, again: { $ref: './messages.yaml#/ping' } } },
      refused: {
        address: 'refused',
        messages: {
          remote: { payload: { $ref: `${other.origin}/evil.yaml` } },
          local: { payload: { $ref: 'file:///etc/passwd' } },
          script: { payload: { $ref: 'javascript:alert(1)' } },
        },
      },
    },
  };
  const home = await serve({
    '/api/asyncapi.json': JSON.stringify(spec),
    '/api/messages.yaml':
      'ping:\n  name: ping\n  payload:\n    type: object\n    properties:\n      at: {type: string, format: date-time}\n',
  });
  try {
    const loaded = await loadAsyncApi(`${home.origin}/api/asyncapi.json`, { fresh: true });
    assert.deepEqual(other.requests, [], 'the other origin received no request');
    assert.deepEqual(home.requests.map((r) => r.rawPath).sort(), ['/api/asyncapi.json', '/api/messages.yaml']);
    const ok = loaded.channel('ok');
    assert.equal(ok.messages[0]?.payload?.properties?.at?.format, 'date-time');
    const refused = loaded.diagnostics.filter((d) => d.code === 'ref/refused');
    assert.equal(refused.length, 3, JSON.stringify(loaded.diagnostics));
    for (const d of refused) {
      assert.equal(d.severity, 'warning');
      assert.equal(d.file, `${home.origin}/api/asyncapi.json`);
      assert.match(d.pointer ?? '', /^\/channels\/refused\/messages\/\w+\/payload\/\$ref$/);
    }
    const remote = loaded.channel('refused').messages.find((m) => m.id === 'remote');
    assert.equal(remote?.payload?.['x-unresolved'], true, 'shown as an unresolved reference');
    assert.equal(remote?.payload?.$ref, `${other.origin}/evil.yaml`);
  } finally {
    await other.close();
    await home.close();
  }
});

test('a local spec: relative files in sibling folders resolve; file: URLs and absolute paths are never read', async () => {
  const read: string[] = [];
  const readText = (url: string, signal?: AbortSignal): Promise<string> => {
    read.push(url);
    return readTextFromFileOrUrl(url, signal);
  };
  const spec = await loadAsyncApi(fixtureUrl('social-media/backend/asyncapi.yaml'), { readText, fresh: true });
  assert.deepEqual(spec.diagnostics, []);
  assert.deepEqual(read.map((u) => u.replace(/^.*\/fixtures\/asyncapi\//, '')).sort(), [
    'social-media/backend/asyncapi.yaml',
    'social-media/common/messages.yaml',
    'social-media/common/parameters.yaml',
    'social-media/common/schemas.yaml',
    'social-media/common/servers.yaml',
  ]);
  assert.ok(spec.channels.length >= 3);
  for (const channel of spec.channels) {
    assert.ok(channel.messages.length > 0, `${channel.id} has messages`);
    for (const message of channel.messages)
      assert.ok(message.payload, `${channel.id}/${message.id} has its payload from common/messages.yaml`);
  }
  assert.ok(
    spec.servers.some((s) => s.protocol === 'ws' && s.testable),
    'the WebSocket server comes from common/servers.yaml',
  );

  read.length = 0;
  const hostile = [
    'asyncapi: 3.0.0',
    'info: {title: t, version: "1"}',
    'channels:',
    '  a:',
    '    messages:',
    "      abs: {payload: {$ref: '/etc/passwd'}}",
    "      url: {payload: {$ref: 'file:///etc/passwd'}}",
  ].join('\n');
  const loaded = await parseAsyncApi(hostile, { url: fixtureUrl('hostile.yaml'), readText });
  assert.deepEqual(read, [], 'nothing was read');
  assert.deepEqual(
    loaded.diagnostics.map((d) => d.code),
    ['ref/refused', 'ref/refused'],
  );
  assert.ok(loaded.diagnostics.every((d) => d.line !== undefined));
});

test('a spec given as text has no location: every external reference is refused', async () => {
  const text = JSON.stringify({
    asyncapi: '2.6.0',
    info: { title: 't', version: '1' },
    channels: { a: { subscribe: { message: { $ref: 'other.yaml#/m' } } } },
  });
  let asked = 0;
  const spec = await parseAsyncApi(text, { readText: async () => `${++asked}` });
  assert.equal(asked, 0);
  assert.equal(spec.diagnostics[0]?.code, 'ref/refused');
  assert.match(spec.diagnostics[0]?.message ?? '', /given as text has no location/);
  assert.match(spec.url, /^inline:/);
});
