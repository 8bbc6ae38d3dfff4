/** Builds each request of the matrix, sends it with Node's fetch via toFetch, and checks what a real server received. */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { buildRequest } from '../../src/request/build.js';
import { toFetch } from '../../src/request/fetch.js';
import type { RequestDescription } from '../../src/request/types.js';
import { BLOB, matrix, PNG } from '../fixtures/request/operations.js';
import {
  multipartParts,
  startRecordingServer,
  type RecordedRequest,
  type RecordingServer,
} from '../support/recording-server.js';

let server: RecordingServer;
before(async () => {
  server = await startRecordingServer();
});
after(() => server.close());

function build(name: string): RequestDescription {
  const c = matrix.find((m) => m.name === name)!;
  const result = buildRequest(c.operation, { ...c.inputs, serverVariables: { port: String(server.port) } });
  assert.ok(result.ok, JSON.stringify(result.problems));
  return result.request;
}

async function send(name: string): Promise<RecordedRequest> {
  const { url, init } = toFetch(build(name), { cookies: 'header' });
  const response = await fetch(url, init);
  assert.equal(response.status, 200);
  await response.arrayBuffer();
  return server.requests.at(-1)!;
}

test('path parameters are percent-encoded, `/` included, label style keeps its dots', async () => {
  const got = await send('path params needing encoding');
  assert.equal(got.method, 'GET');
  assert.equal(got.rawPath, '/api/pets/a%20b%2F%C3%A7/toys/.x%3Fy,%231');
  assert.equal(got.rawQuery, '');
});

test('query arrays and objects follow form, spaceDelimited, pipeDelimited and deepObject', async () => {
  const got = await send('query arrays in every style');
  assert.equal(
    got.rawQuery,
    'formExploded=a&formExploded=b%20c&formCsv=x,y%2Cz&spaced=1%202&piped=p%7Cq&filter%5Bcolor%5D=red&filter%5Bsize%5D=L&point=x,1,y,2&q=%C3%BC%20%26%20%3D%20%2B%20%3F',
  );
  assert.deepEqual(
    got.query.find(([k]) => k === 'q'),
    ['q', 'ü & = + ?'],
  );
});

test('custom headers arrive; the cookie parameter arrives encoded in a Cookie header', async () => {
  const got = await send('custom headers and a cookie');
  assert.equal(got.method, 'DELETE');
  assert.equal(got.rawPath, '/api/items/42');
  assert.equal(got.headers['x-request-id'], 'abc-123');
  assert.equal(got.headers['x-tags'], 'one,two');
  assert.equal(got.cookies['theme'], 'dark%20mode%3B1');
});

test('a nested JSON body with non-ASCII text arrives as UTF-8 JSON', async () => {
  const got = await send('JSON body, nested, non-ASCII');
  assert.equal(got.headers['content-type'], 'application/json');
  const expected = {
    name: 'Zoë «ß» 日本 🐈',
    nested: { list: [1, 2.5, true, null], deep: { empty: {}, none: [] } },
    quote: 'it\'s "x"',
  };
  assert.equal(got.bodyText, JSON.stringify(expected, null, 2));
  assert.deepEqual(JSON.parse(got.bodyText), expected);
});

test('a urlencoded body repeats array fields', async () => {
  const got = await send('urlencoded body');
  assert.equal(got.headers['content-type'], 'application/x-www-form-urlencoded');
  assert.equal(got.bodyText, 'name=a+b%26c%3Dd&tags=x&tags=%C3%BF');
});

test('a multipart body carries the text field and the file with its name, type and bytes', async () => {
  const got = await send('multipart with a file');
  assert.match(got.headers['content-type']!, /^multipart\/form-data; boundary=/);
  const parts = await multipartParts(got);
  assert.deepEqual(parts[0], { name: 'title', value: 'Zoë\'s "pic"' });
  assert.equal(parts[1]!.name, 'photo');
  assert.equal(parts[1]!.filename, 'pixel.png');
  assert.equal(parts[1]!.type, 'image/png');
  assert.deepEqual(parts[1]!.bytes, PNG.bytes);
});

test('a binary body arrives byte for byte', async () => {
  const got = await send('binary body');
  assert.equal(got.method, 'PUT');
  assert.equal(got.headers['content-type'], 'application/octet-stream');
  assert.deepEqual(got.body, BLOB.bytes);
});

test('a text body keeps its line breaks', async () => {
  const got = await send('text body');
  assert.equal(got.headers['content-type'], 'text/plain');
  assert.equal(got.bodyText, 'line 1\nline 2 ç\n');
});

test('bearer, basic and API keys in header and query arrive as their schemes say', async () => {
  assert.equal((await send('bearer')).headers['authorization'], 'Bearer tok_123.abc');
  const basic = (await send('basic')).headers['authorization']!;
  assert.equal(Buffer.from(basic.replace('Basic ', ''), 'base64').toString('utf8'), 'zoë:p:ss w');
  assert.equal((await send('key in header')).headers['x-api-key'], 'key-123');
  const query = await send('key in query');
  assert.equal(query.rawQuery, 'api_key=k%20y%2F%2B%3D');
  assert.equal(query.headers['authorization'], undefined);
});

test('in browser mode cookies are not put in a header but reported as omitted', () => {
  const { init, omittedCookies } = toFetch(build('custom headers and a cookie'), { cookies: 'omit' });
  assert.equal(new Headers(init.headers).get('cookie'), null);
  assert.deepEqual(omittedCookies, [{ name: 'theme', value: 'dark%20mode%3B1' }]);
});

test('a relative server resolves against the base URL without re-encoding the path', () => {
  const desc: RequestDescription = {
    method: 'GET',
    url: { server: '/v1', path: '/a%2Fb', query: [{ name: 'x', value: '1' }] },
    headers: [],
    cookies: [],
    body: { kind: 'none' },
    secrets: [],
  };
  assert.equal(
    toFetch(desc, { baseUrl: 'https://docs.example.com/guide/page' }).url,
    'https://docs.example.com/v1/a%2Fb?x=1',
  );
  assert.throws(() => toFetch(desc), /relative/);
});
