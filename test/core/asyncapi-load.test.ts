import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { clearAsyncApiCache, loadAsyncApi, parseAsyncApi, type AsyncApiSpec } from '../../src/asyncapi/index.js';
import { DiagnosticError, type Diagnostic } from '../../src/diagnostics.js';
import { readTextFromFileOrUrl } from '../../src/node/read-text.js';

const fixtureUrl = (name: string): string => pathToFileURL(`${import.meta.dirname}/../fixtures/asyncapi/${name}`).href;
const load = (name: string): Promise<AsyncApiSpec> =>
  loadAsyncApi(fixtureUrl(name), { readText: readTextFromFileOrUrl });

async function rejection(promise: Promise<unknown>): Promise<readonly Diagnostic[]> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof DiagnosticError, `expected a DiagnosticError, got ${String(error)}`);
    return error.diagnostics;
  }
  assert.fail('expected the load to fail');
}

/** What a page shows: everything but where it was written (pointers, the 2.x/3.x action word, the 3.x channel key). */
function page(spec: AsyncApiSpec): unknown {
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => k !== 'pointer' && k !== 'action')
        .map(([k, v]) => [k, strip(v)]),
    );
  };
  return strip({
    info: spec.info,
    servers: spec.servers,
    schemes: spec.securitySchemes,
    channels: spec.channels.map((c) => ({ ...c, id: '' })),
  });
}

test('a 2.6 and a 3.0 spec describing the same WebSocket API give the same model', async () => {
  const [v2, v3] = await Promise.all([load('chat-2.6.yaml'), load('chat-3.0.yaml')]);
  assert.equal(v2.sourceVersion, '2.6.0');
  assert.equal(v3.sourceVersion, '3.0.0');
  assert.deepEqual(v2.diagnostics, []);
  assert.deepEqual(v3.diagnostics, []);
  assert.deepEqual(page(v2), page(v3));
  assert.equal(v2.channels[0]?.id, 'rooms/{roomId}');
  assert.equal(v3.channels[0]?.id, 'room');
  assert.equal(v3.channels[0]?.address, 'rooms/{roomId}');
});

test("2.x publish is what the client sends, subscribe what it receives; 3.x actions are the application's", async () => {
  const [v2, v3] = await Promise.all([load('chat-2.6.yaml'), load('chat-3.0.yaml')]);
  for (const [spec, sendAction, receiveAction] of [
    [v2, 'publish', 'subscribe'],
    [v3, 'receive', 'send'],
  ] as const) {
    const channel = spec.channels[0];
    assert.ok(channel);
    const send = channel.operations.find((o) => o.id === 'sendChat');
    const receive = channel.operations.find((o) => o.id === 'receiveChat');
    assert.equal(send?.direction, 'send');
    assert.equal(send?.action, sendAction);
    assert.equal(receive?.direction, 'receive');
    assert.equal(receive?.action, receiveAction);
    assert.deepEqual(
      channel.send.map((m) => m.id),
      ['chatMessage'],
    );
    assert.deepEqual(
      channel.receive.map((m) => m.id),
      ['chatMessage', 'notice'],
    );
    assert.deepEqual(
      channel.messages.map((m) => m.id),
      ['chatMessage', 'notice'],
      'each message once',
    );
  }
});

test('messages: name, title, summary, content type, payload and headers schemas, examples, correlation id', async () => {
  const spec = await load('chat-3.0.yaml');
  const chat = spec.channels[0]?.messages.find((m) => m.id === 'chatMessage');
  assert.ok(chat);
  assert.equal(chat.name, 'chatMessage');
  assert.equal(chat.title, 'Chat message');
  assert.equal(chat.summary, 'A line of chat.');
  assert.equal(chat.contentType, 'application/json');
  assert.deepEqual(chat.correlationId, {
    location: '$message.header#/correlationId',
    description: 'Matches replies to requests.',
  });
  assert.equal(chat.payload?.['x-ref-name'], 'Chat');
  assert.deepEqual(chat.payload?.required, ['text']);
  assert.equal(chat.payload?.properties?.author?.['x-ref-name'], 'User');
  assert.equal(chat.headers?.properties?.correlationId?.type, 'string');
  assert.deepEqual(chat.examples, [
    {
      name: 'hello',
      summary: 'Saying hello',
      payload: { text: 'hello', author: { name: 'ana' } },
      headers: { correlationId: 'abc' },
    },
  ]);
  assert.ok(!JSON.stringify(chat).includes('x-parser-'), "the parser's bookkeeping is removed");
  const notice = spec.channels[0]?.messages.find((m) => m.id === 'notice');
  assert.equal(notice?.contentType, 'application/json', 'the document default content type applies');
});

test('a circular schema becomes a marker that resolveSchemaRef expands one level', async () => {
  const spec = await load('chat-2.6.yaml');
  const payload = spec.channels[0]?.send[0]?.payload;
  const marker = payload?.properties?.replies?.items;
  assert.equal(marker?.['x-circular'], true);
  assert.equal(marker?.['x-ref-name'], 'Chat');
  assert.ok(marker?.$ref);
  const expanded = spec.resolveSchemaRef(marker.$ref);
  assert.deepEqual(expanded?.required, ['text']);
  assert.equal(expanded?.properties?.replies?.items?.['x-circular'], true);
  assert.doesNotThrow(() => JSON.stringify(spec.channels), 'the model holds no cycles');
});

test('channel parameters and the WebSocket binding (query and headers schemas)', async () => {
  const spec = await load('chat-3.0.yaml');
  const channel = spec.channels[0];
  assert.deepEqual(channel?.parameters, [
    {
      name: 'roomId',
      description: 'The room to join.',
      schema: { type: 'string', enum: ['general', 'random'], default: 'general' },
      enum: ['general', 'random'],
      default: 'general',
    },
  ]);
  assert.equal(channel?.webSocket?.method, 'GET');
  assert.deepEqual(channel?.webSocket?.query?.required, ['token']);
  assert.equal(channel?.webSocket?.query?.properties?.token?.description, 'Access token.');
  assert.equal(channel?.webSocket?.headers?.properties?.['X-Client']?.type, 'string');
  assert.equal(channel?.webSocket?.bindingVersion, '0.1.0');
  assert.deepEqual(channel?.servers, ['production', 'local', 'broker']);
});

test('servers: ws and wss are testable, others listed as not; variables and security alternatives', async () => {
  const spec = await load('chat-2.6.yaml');
  assert.deepEqual(
    spec.servers.map((s) => [s.id, s.url, s.protocol, s.testable]),
    [
      ['production', 'wss://chat.example.com/ws', 'wss', true],
      ['local', 'ws://127.0.0.1:{port}/ws', 'ws', true],
      ['broker', 'mqtt://mqtt.example.com', 'mqtt', false],
    ],
  );
  assert.deepEqual(spec.servers[1]?.variables, { port: { default: '8080', enum: ['8080', '9090'] } });
  const production = spec.servers[0];
  assert.deepEqual(
    production?.security.map((alternative) => alternative.map((r) => r.scheme.key)),
    [['apiKeyQuery'], ['bearer']],
  );
});

test('security schemes: httpApiKey, http bearer and basic, userPassword, apiKey', async () => {
  for (const name of ['chat-2.6.yaml', 'chat-3.0.yaml']) {
    const spec = await load(name);
    assert.deepEqual(spec.securitySchemes, {
      apiKeyQuery: { key: 'apiKeyQuery', type: 'httpApiKey', name: 'token', in: 'query' },
      bearer: { key: 'bearer', type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      basic: { key: 'basic', type: 'http', scheme: 'basic' },
      userPass: { key: 'userPass', type: 'userPassword' },
      apiKey: { key: 'apiKey', type: 'apiKey', in: 'user' },
    });
  }
});

test('findChannel by id or address; an unknown channel is a DiagnosticError with a did-you-mean', async () => {
  const spec = await load('chat-3.0.yaml');
  const room = spec.channels[0];
  assert.equal(spec.findChannel('room'), room);
  assert.equal(spec.findChannel('rooms/{roomId}'), room);
  assert.equal(spec.findChannel('/rooms/{id}/'), room, 'slashes and parameter names do not matter');
  assert.equal(spec.findChannel('nope'), undefined);
  assert.equal(spec.channel('room'), room);
  let error: unknown;
  try {
    spec.channel('rom');
  } catch (caught) {
    error = caught;
  }
  assert.ok(error instanceof DiagnosticError);
  assert.equal(error.diagnostics[0]?.code, 'channel/unknown');
  assert.match(error.diagnostics[0]?.message ?? '', /There is no channel "rom".*Did you mean "room"\?/);
  assert.equal(error.diagnostics[0]?.file, spec.url);
});

test('loads are memoised per URL; fresh reloads', async () => {
  clearAsyncApiCache();
  const a = await load('chat-3.0.yaml');
  const b = await load('chat-3.0.yaml');
  assert.equal(a, b);
  const c = await loadAsyncApi(fixtureUrl('chat-3.0.yaml'), { readText: readTextFromFileOrUrl, fresh: true });
  assert.notEqual(a, c);
  assert.ok(
    Object.isFrozen(a.channels) &&
      Object.isFrozen(a.channels[0]) &&
      Object.isFrozen(a.channels[0]?.messages[0]?.payload),
  );
});

test('a YAML alias bomb is refused with a clear error', async () => {
  const bomb = [
    'asyncapi: 3.0.0',
    'a: &a ["x","x","x","x","x","x","x","x","x"]',
    'b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]',
    'c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]',
    'd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]',
    'e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]',
    'f: [*e,*e,*e,*e,*e,*e,*e,*e,*e]',
  ].join('\n');
  const diagnostics = await rejection(parseAsyncApi(bomb, { url: 'http://127.0.0.1:1/bomb.yaml' }));
  assert.equal(diagnostics[0]?.code, 'parse/yaml-aliases');
  assert.equal(diagnostics[0]?.file, 'http://127.0.0.1:1/bomb.yaml');
  const recursive = await rejection(
    parseAsyncApi('asyncapi: 3.0.0\ninfo: &a\n  title: [*a]\n', { url: 'http://127.0.0.1:1/loop.yaml' }),
  );
  assert.match(recursive[0]?.code ?? '', /^parse\/yaml/);
});

test('parser findings become diagnostics with file, pointer, line and column in plain words', async () => {
  const text = ['asyncapi: 3.0.0', 'info:', '  version: 1.0.0', 'channels:', '  a:', '    address: a'].join('\n');
  const diagnostics = await rejection(parseAsyncApi(text, { url: 'http://127.0.0.1:1/no-title.yaml' }));
  const missing = diagnostics.find((d) => d.message.includes('title'));
  assert.ok(missing, JSON.stringify(diagnostics));
  assert.equal(missing.severity, 'error');
  assert.equal(missing.file, 'http://127.0.0.1:1/no-title.yaml');
  assert.equal(missing.pointer, '/info');
  assert.equal(missing.line, 3, 'where the info mapping starts');
  assert.match(missing.message, /^"info" property must have required property "title"\.$/);
  for (const d of diagnostics) assert.ok(!d.message.includes('[object Object]'));
});

test('not an AsyncAPI document, or an unsupported version: a clear error naming the field', async () => {
  const openapi = await rejection(
    parseAsyncApi('openapi: 3.1.0\ninfo: {title: t, version: "1"}\npaths: {}\n', { url: 'http://127.0.0.1:1/o.yaml' }),
  );
  assert.match(openapi[0]?.message ?? '', /no "asyncapi" field.*This is an OpenAPI document/);
  const old = await rejection(
    parseAsyncApi('asyncapi: 1.2.0\ninfo: {title: t, version: "1"}\n', { url: 'http://127.0.0.1:1/old.yaml' }),
  );
  assert.equal(old[0]?.pointer, '/asyncapi');
  assert.equal(old[0]?.line, 1);
  const truncated = await rejection(
    parseAsyncApi('{"asyncapi": "3.0.0", "info": {', { url: 'http://127.0.0.1:1/cut.json' }),
  );
  assert.equal(truncated[0]?.code, 'parse/json');
});
