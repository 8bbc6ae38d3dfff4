import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  checkReceiver,
  composePayload,
  curlCommand,
  parseHeaders,
} from '../../components/api-playground/webhook-compose.js';

test('the receiver URL: http(s) only, no credentials in it', () => {
  assert.equal('url' in checkReceiver('http://localhost:3000/hooks'), true);
  for (const bad of ['javascript:alert(1)', 'data:text/plain,x', 'ftp://x/y', 'not a url', ''])
    assert.equal('problem' in checkReceiver(bad), true, bad);
  assert.match((checkReceiver('https://user:pw@example.com/') as { problem: string }).problem, /user name or password/);
});

test('headers: Name: value lines, a bad line named by its number', () => {
  assert.deepEqual(parseHeaders('Content-Type: application/json\n\nX-Sig:  a:b '), {
    headers: [
      ['Content-Type', 'application/json'],
      ['X-Sig', 'a:b'],
    ],
    problems: [],
  });
  assert.deepEqual(parseHeaders('no colon here').problems, ['Header line 1 is not "Name: value".']);
});

test('curl: quotes survive the shell', () => {
  const cmd = curlCommand('post', "http://x/it's", [['A', "b'c"]], `{"q":"it's"}`);
  assert.equal(cmd, `curl -X POST 'http://x/it'\\''s' \\\n  -H 'A: b'\\''c' \\\n  --data-raw '{"q":"it'\\''s"}'`);
});

test('the payload: the example first, else one from the schema without readOnly properties', () => {
  assert.equal(composePayload({ mediaType: 'application/json', examples: [{ value: { a: 1 } }] }), '{\n  "a": 1\n}');
  const generated = JSON.parse(
    composePayload({
      mediaType: 'application/json',
      examples: [],
      schema: { type: 'object', properties: { id: { type: 'integer', readOnly: true }, name: { type: 'string' } } },
    }),
  ) as Record<string, unknown>;
  assert.equal('id' in generated, false);
  assert.equal(typeof generated.name, 'string');
});
