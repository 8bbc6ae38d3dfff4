import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { loadOpenApi, parseOpenApi } from '../../src/index.js';
import { readTextFromFileOrUrl } from '../../src/node/read-text.js';
import { startServer } from './openapi-test-server.js';

const fixtureUrl = (name: string): string => pathToFileURL(`${import.meta.dirname}/../fixtures/openapi/${name}`).href;
const read = (name: string): string => readFileSync(new URL(fixtureUrl(name)), 'utf8');

test('relative refs to files next to the spec resolve (file: URLs)', async () => {
  const spec = await loadOpenApi(fixtureUrl('multi-file/openapi.yaml'), {
    readText: readTextFromFileOrUrl,
    fresh: true,
  });
  const op = await spec.resolveOperation('POST /upload');
  assert.deepEqual(op.diagnostics, []);
  const upload = op.requestBody?.content[0]?.schema;
  assert.equal(upload?.title, 'Upload');
  assert.equal(upload?.allOf?.length, 2);
  assert.ok(upload?.allOf?.[0]?.properties, 'coordinates.yaml, two files away, is resolved relative to upload.yaml');
  const problem = op.responses.find((r) => r.status === '401')?.content[0]?.schema;
  assert.equal(problem?.title, 'Problem');
  assert.deepEqual(problem?.properties?.type?.examples, ['https://protect.earth/probs/something-went-wrong']);
});

test('Swagger 2.0 split across files: external parameters and schemas', async () => {
  const spec = await loadOpenApi(fixtureUrl('swagger-separate/spec/swagger.yaml'), {
    readText: readTextFromFileOrUrl,
    fresh: true,
  });
  const op = await spec.resolveOperation('GET /pets');
  assert.deepEqual(op.diagnostics, []);
  assert.deepEqual(
    op.parameters.map((p) => `${p.in}:${p.name}:${String(p.schema?.type)}`),
    ['query:tags:array', 'query:limit:integer'],
  );
  assert.equal(op.parameters[0]?.style, 'form');
  const error = op.responses.find((r) => r.status === 'default')?.content[0]?.schema;
  assert.equal(error?.['x-ref-name'], 'Error');
  assert.deepEqual(error?.required, ['code', 'message']);
});

test('over HTTP: same-origin files are fetched once each; other origins and file: are refused without a request', async () => {
  const other = await startServer({ '/evil.json': '{"type":"string"}' });
  const doc = {
    openapi: '3.1.0',
    info: { title: 'refs', version: '1' },
    paths: {
      '/ok': {
        get: {
          responses: {
            200: { description: 'ok', content: { 'application/json': { schema: { $ref: 'schemas/problem.yaml' } } } },
          },
        },
      },
      '/again': {
        get: {
          responses: {
            200: {
              description: 'ok',
              content: { 'application/json': { schema: { $ref: './schemas/problem.yaml#/properties/title' } } },
            },
          },
        },
      },
      '/refused': {
        get: {
          responses: {
            200: {
              description: 'ok',
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: {
                      remote: { $ref: `${other.origin}/evil.json` },
                      local: { $ref: 'file:///etc/passwd' },
                      script: { $ref: 'javascript:alert(1)' },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
  };
  const server = await startServer({
    '/api/spec.json': JSON.stringify(doc, null, 2),
    '/api/schemas/problem.yaml': read('multi-file/schemas/problem.yaml'),
  });
  try {
    const spec = await loadOpenApi(`${server.origin}/api/spec.json`);
    assert.equal((await spec.resolveOperation('GET /ok')).responses[0]?.content[0]?.schema?.title, 'Problem');
    assert.equal((await spec.resolveOperation('GET /again')).responses[0]?.content[0]?.schema?.type, 'string');
    assert.deepEqual(server.requests, ['/api/spec.json', '/api/schemas/problem.yaml']);

    const refused = await spec.resolveOperation('GET /refused');
    const props = refused.responses[0]?.content[0]?.schema?.properties;
    assert.equal(props?.remote?.$ref, `${other.origin}/evil.json`);
    assert.equal(props?.remote?.['x-unresolved'], true);
    assert.deepEqual(
      refused.diagnostics.map((d) => d.code),
      ['ref/refused', 'ref/refused', 'ref/refused'],
    );
    const remote = refused.diagnostics[0];
    assert.match(remote?.message ?? '', /only files from the spec's own origin/);
    assert.equal(
      remote?.pointer,
      '/paths/~1refused/get/responses/200/content/application~1json/schema/properties/remote/$ref',
    );
    assert.equal(typeof remote?.line, 'number');
    assert.match(refused.diagnostics[1]?.message ?? '', /may not read local files/);
    assert.match(refused.diagnostics[2]?.message ?? '', /javascript: URLs are never followed/);
    assert.deepEqual(other.requests, [], 'no request reached the other origin');
    assert.equal(server.requests.length, 2);
  } finally {
    await server.close();
    await other.close();
  }
});

test('a missing target is a diagnostic naming the ref and where it is written', async () => {
  const text = read('petstore-3.0.json').replace(
    '"$ref": "#/components/schemas/Pet"',
    '"$ref": "#/components/schemas/Pets"',
  );
  const spec = await parseOpenApi(text, { url: 'https://example.com/petstore.json' });
  const op = await spec.resolveOperation('PUT /pet');
  const d = op.diagnostics[0];
  assert.equal(d?.code, 'ref/unresolved');
  assert.equal(d?.file, 'https://example.com/petstore.json');
  assert.match(
    d?.message ?? '',
    /The reference "#\/components\/schemas\/Pets" cannot be resolved: nothing exists at "\/components\/schemas\/Pets"/,
  );
  assert.match(d?.pointer ?? '', /^\/paths\/~1pet\/put\/requestBody\/content\/.+\/\$ref$/);
  assert.ok((d?.line ?? 0) > 50, `line ${String(d?.line)}`);
  assert.equal(typeof d?.column, 'number');
  // A $ref that is not a string gets a sentence, never "[object Object]".
  const odd = await parseOpenApi(
    JSON.stringify({
      openapi: '3.0.0',
      info: { title: 't', version: '1' },
      paths: {
        '/x': {
          get: { responses: { 200: { description: 'ok', content: { 'a/b': { schema: { $ref: { no: 1 } } } } } } },
        },
      },
    }),
  );
  const message = (await odd.resolveOperation('GET /x')).diagnostics[0]?.message ?? '';
  assert.match(message, /must be a text/);
  assert.doesNotMatch(message, /object Object/);
});

test('a referenced file that does not exist is reported, and the rest still resolves', async () => {
  const spec = await parseOpenApi(
    JSON.stringify({
      openapi: '3.0.0',
      info: { title: 't', version: '1' },
      paths: {
        '/x': {
          get: {
            responses: {
              200: {
                description: 'ok',
                content: {
                  'a/b': {
                    schema: {
                      type: 'object',
                      properties: { gone: { $ref: 'missing.yaml' }, here: { type: 'string' } },
                    },
                  },
                },
              },
            },
          },
        },
      },
    }),
    { url: fixtureUrl('inline.json'), readText: readTextFromFileOrUrl },
  );
  const op = await spec.resolveOperation('GET /x');
  assert.equal(op.responses[0]?.content[0]?.schema?.properties?.here?.type, 'string');
  assert.equal(op.diagnostics[0]?.code, 'ref/unresolved');
  assert.match(op.diagnostics[0]?.message ?? '', /missing\.yaml.*does not exist/);
});

test('relative refs in a spec given as text without a URL are refused', async () => {
  const spec = await parseOpenApi(
    JSON.stringify({
      openapi: '3.0.0',
      info: { title: 't', version: '1' },
      paths: { '/x': { get: { responses: { 200: { $ref: 'responses.yaml#/ok' } } } } },
    }),
  );
  const op = await spec.resolveOperation('GET /x');
  assert.equal(op.diagnostics[0]?.code, 'ref/refused');
  assert.equal(op.responses[0]?.status, '200');
});
