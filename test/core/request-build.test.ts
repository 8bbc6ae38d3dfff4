/** buildRequest problems and defaults, parameter styles, response classification, reason phrases, file names. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildRequest, resolveServerUrl } from '../../src/request/build.js';
import { classifyResponse, filenameFromContentDisposition, reasonPhrase } from '../../src/request/classify.js';
import { serializePath, serializeQuery } from '../../src/request/encode.js';
import { requestUrl } from '../../src/request/fetch.js';
import { operation, param } from '../fixtures/request/operations.js';

const pet = operation({
  method: 'get',
  path: '/pets/{petId}',
  parameters: [
    param({ name: 'petId', in: 'path', example: 7 }),
    param({ name: 'limit', in: 'query', required: true, schema: { type: 'integer', default: 10 } }),
    param({ name: 'sort', in: 'query', example: 'name' }),
  ],
  requestBody: {
    required: true,
    content: [
      {
        mediaType: 'application/json',
        schema: {
          type: 'object',
          required: ['name'],
          properties: { name: { type: 'string' }, tag: { type: 'string' } },
        },
        examples: [{ value: { name: 'Rex', tag: 'dog' } }],
      },
    ],
  },
});

test('an empty required path parameter is a problem, not an invalid URL', () => {
  const result = buildRequest(pet, { params: { path: { petId: '' }, query: { limit: 1 } } });
  assert.equal(result.ok, false);
  assert.deepEqual(
    result.problems.map((p) => p.message),
    ['Fill in the path parameter petId.'],
  );
  assert.equal(result.problems[0]!.code, 'param/missing-path');
});

test('placeholder mode keeps {petId} and fills credentials with placeholders', () => {
  const result = buildRequest(pet, { credentials: [{ scheme: { kind: 'bearer', id: 'b' } }] }, { placeholders: true });
  assert.ok(result.ok);
  assert.equal(result.request.url.path, '/pets/{petId}');
  assert.deepEqual(result.request.headers, [{ name: 'Authorization', value: 'Bearer <ACCESS_TOKEN>' }]);
  assert.equal(result.request.secrets[0]!.placeholder, true);
});

test('examplesDefaults: required fills only required parameters and body fields; all fills every one', () => {
  const required = buildRequest(pet, {}, { examplesDefaults: 'required', placeholders: true });
  assert.ok(required.ok);
  assert.equal(requestUrl(required.request), 'http://127.0.0.1:80/api/pets/7?limit=10');
  assert.deepEqual(required.request.body, { kind: 'json', contentType: 'application/json', value: { name: 'Rex' } });
  const all = buildRequest(pet, {}, { examplesDefaults: 'all', placeholders: true });
  assert.ok(all.ok);
  assert.equal(requestUrl(all.request), 'http://127.0.0.1:80/api/pets/7?limit=10&sort=name');
  assert.deepEqual(all.request.body, {
    kind: 'json',
    contentType: 'application/json',
    value: { name: 'Rex', tag: 'dog' },
  });
});

test('invalid JSON text and header values with line breaks are reported', () => {
  const bad = buildRequest(pet, { params: { path: { petId: 1 }, query: { limit: 1 } }, body: '{"name": ' });
  assert.equal(bad.ok, false);
  assert.match(bad.problems[0]!.message, /^The body is not valid JSON/);
  const op = operation({ method: 'get', path: '/', parameters: [param({ name: 'X-A', in: 'header' })] });
  const header = buildRequest(op, { params: { header: { 'X-A': 'a\r\nInjected: 1' } } });
  assert.equal(header.ok, false);
  assert.equal(header.problems[0]!.code, 'param/invalid-header');
});

test('server variables take the reader value, else the default', () => {
  assert.equal(
    resolveServerUrl('{s}://h:{p}/v1/', { s: { default: 'https' }, p: { default: '443' } }, { p: '8443' }),
    'https://h:8443/v1',
  );
});

test('path styles: simple, label, matrix with and without explode', () => {
  assert.equal(serializePath('id', [3, 4]), '3,4');
  assert.equal(serializePath('id', { a: 1, b: 'x y' }, 'simple', true), 'a=1,b=x%20y');
  assert.equal(serializePath('id', [3, 4], 'label', true), '.3.4');
  assert.equal(serializePath('id', [3, 4], 'matrix', true), ';id=3;id=4');
  assert.equal(serializePath('id', { a: 1 }, 'matrix', false), ';id=a,1');
});

test('query: allowReserved keeps reserved characters but never & # = +', () => {
  assert.deepEqual(serializeQuery('u', 'a/b:c?d&e#f', 'form', true, true), [{ name: 'u', value: 'a/b:c?d%26e%23f' }]);
  assert.deepEqual(serializeQuery('o', { a: { b: 1 } }, 'deepObject', true), [{ name: 'o%5Ba%5D%5Bb%5D', value: '1' }]);
});

test('responses are classified by type, then by their first bytes', () => {
  assert.equal(classifyResponse('image/png'), 'image');
  assert.equal(classifyResponse('audio/wav'), 'audio');
  assert.equal(classifyResponse('video/webm'), 'video');
  assert.equal(classifyResponse('application/problem+json; charset=utf-8'), 'json');
  assert.equal(classifyResponse('application/x-ndjson'), 'ndjson');
  assert.equal(classifyResponse('text/event-stream'), 'event-stream');
  assert.equal(classifyResponse('text/html'), 'html');
  assert.equal(classifyResponse('application/atom+xml'), 'xml');
  assert.equal(classifyResponse('text/csv'), 'text');
  assert.equal(classifyResponse('application/octet-stream'), 'binary');
  assert.equal(
    classifyResponse('application/octet-stream', Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 13, 10])),
    'image',
  );
  assert.equal(classifyResponse(null, new TextEncoder().encode('{"a":1}')), 'json');
  assert.equal(classifyResponse('', Uint8Array.from([0, 159, 146, 150])), 'binary');
});

test('reason phrases', () => {
  assert.equal(reasonPhrase(200), 'OK');
  assert.equal(reasonPhrase(404), 'Not Found');
  assert.equal(reasonPhrase(422), 'Unprocessable Content');
  assert.equal(reasonPhrase(499), 'Client Error');
});

test('Content-Disposition file names (RFC 6266): filename* wins, paths are dropped', () => {
  assert.equal(filenameFromContentDisposition('attachment; filename="report.pdf"'), 'report.pdf');
  assert.equal(
    filenameFromContentDisposition(`attachment; filename="fallback.txt"; filename*=UTF-8''%C3%A7a%20va.txt`),
    'ça va.txt',
  );
  assert.equal(filenameFromContentDisposition(`attachment; filename*=iso-8859-1'en'%A3%20rates.txt`), '£ rates.txt');
  assert.equal(filenameFromContentDisposition('attachment; filename="a\\"b;c.txt"'), 'a_b;c.txt');
  assert.equal(filenameFromContentDisposition('attachment; filename="../../etc/passwd"'), 'passwd');
  assert.equal(filenameFromContentDisposition('inline'), undefined);
  assert.equal(filenameFromContentDisposition(undefined), undefined);
});
