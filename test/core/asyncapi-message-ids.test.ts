// AsyncAPI 2.x messageIds: one message reused by publish and subscribe through $ref is valid (the
// parser's own rule refused it); two different messages sharing an id get a warning with its place.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseAsyncApi } from '../../src/asyncapi/index.js';
import { read } from '../fixtures/site/load-site.js';

const url = 'file:///project/events.yaml';

test('a message shared by publish and subscribe through $ref loads without any finding, in both directions', async () => {
  const spec = await parseAsyncApi(read('specs/events-2.6.yaml'), { url });
  assert.deepEqual(spec.diagnostics, []);
  const chat = spec.channel('chat');
  assert.deepEqual([chat.send.map((m) => m.id), chat.receive.map((m) => m.id)], [['chatLine'], ['chatLine']]);
});

test('two different messages with one messageId: a warning at the second, naming the first; the document still loads', async () => {
  const text = `asyncapi: 2.6.0
info: { title: T, version: '1' }
channels:
  chat:
    publish:
      message:
        $ref: '#/components/messages/Chat'
    subscribe:
      message:
        oneOf:
          - $ref: '#/components/messages/Chat'
          - messageId: chat
            payload: { type: number }
components:
  messages:
    Chat:
      messageId: chat
      payload: { type: string }
`;
  const spec = await parseAsyncApi(text, { url });
  assert.deepEqual(
    spec.diagnostics.map((d) => [d.severity, d.code, d.pointer, d.line]),
    [['warning', 'asyncapi/message-id-duplicate', '/channels/chat/subscribe/message/oneOf/1/messageId', 12]],
  );
  assert.match(
    spec.diagnostics[0]!.message,
    /"chat" is also used by a different message at \/components\/messages\/Chat\/messageId/,
  );
  assert.equal(spec.channels.length, 1);
});
