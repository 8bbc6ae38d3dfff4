import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { loadOpenApi, parseOpenApi } from '../../src/index.js';
import { readTextFromFileOrUrl } from '../../src/node/read-text.js';

const fixture = (name: string): string => pathToFileURL(`${import.meta.dirname}/../fixtures/openapi/${name}`).href;

test('valid fixtures validate without errors, and validation is memoised', async () => {
  for (const name of [
    'petstore-3.0.json',
    'webhooks-3.1.yaml',
    'swagger-2.0.yaml',
    'normalise-3.0.yaml',
    'multi-file/openapi.yaml',
    'swagger-separate/spec/swagger.yaml',
  ]) {
    const spec = await loadOpenApi(fixture(name), { readText: readTextFromFileOrUrl, fresh: true });
    const found = await spec.validate();
    assert.deepEqual(
      found.map((d) => d.message),
      [],
      name,
    );
    assert.equal(spec.validate(), spec.validate());
  }
});

test('schema violations become plain sentences with pointer, line and column', async () => {
  const yaml = [
    'openapi: 3.0.3',
    'info:',
    '  title: t',
    '  version: "1"',
    'paths:',
    '  /a:',
    '    get:',
    '      parameters:',
    '        - name: q',
    '          in: qury',
    '          schema: { type: string }',
    '      responses:',
    "        '200':",
    '          descriptio: ok',
    '',
  ].join('\n');
  const spec = await parseOpenApi(yaml, { url: 'https://example.com/bad.yaml' });
  const found = await spec.validate();
  assert.ok(found.length > 0);
  for (const d of found) {
    assert.equal(d.file, 'https://example.com/bad.yaml');
    assert.doesNotMatch(d.message, /object Object|^must /);
  }
  const where = found.find((d) => d.pointer === '/paths/~1a/get/parameters/0/in');
  assert.equal(where?.message, '"qury" at /paths/~1a/get/parameters/0/in is not one of the allowed values.');
  assert.deepEqual([where?.line, where?.column], [10, 15]);
  assert.ok(found.some((d) => /"description" is required/.test(d.message)));
});

const base = { info: { title: 't', version: '1' } };

test('semantic rules the schema misses', async () => {
  const doc = {
    openapi: '3.0.0',
    ...base,
    paths: {
      '/pets/{petId}': {
        get: { operationId: 'same', responses: { 200: { description: 'ok' } } },
        put: {
          operationId: 'same',
          parameters: [
            { name: 'petId', in: 'path', required: true, schema: { type: 'string' } },
            { name: 'other', in: 'path', required: true, schema: { type: 'string' } },
          ],
          responses: { 200: { description: 'ok' } },
        },
      },
    },
  };
  const found = await (
    await parseOpenApi(JSON.stringify(doc, null, 2), { url: 'https://example.com/s.json' })
  ).validate();
  const codes = found.map((d) => d.code).sort();
  assert.deepEqual(codes, ['operation/duplicate-id', 'parameter/path-missing', 'parameter/path-unused']);
  const dup = found.find((d) => d.code === 'operation/duplicate-id');
  assert.equal(dup?.pointer, '/paths/~1pets~1{petId}/put/operationId');
  assert.equal(typeof dup?.line, 'number');
  assert.match(
    found.find((d) => d.code === 'parameter/path-missing')?.message ?? '',
    /\{petId\} placeholder, but GET defines no path parameter/,
  );
});

test('Swagger 2.0: several body parameters, and body mixed with formData', async () => {
  const doc = {
    swagger: '2.0',
    ...base,
    paths: {
      '/a': {
        post: {
          parameters: [
            { name: 'a', in: 'body', schema: { type: 'string' } },
            { name: 'b', in: 'body', schema: { type: 'string' } },
          ],
          responses: { 200: { description: 'ok' } },
        },
      },
      '/b': {
        post: {
          parameters: [
            { name: 'a', in: 'body', schema: { type: 'string' } },
            { name: 'f', in: 'formData', type: 'string' },
          ],
          responses: { 200: { description: 'ok' } },
        },
      },
    },
  };
  const found = await (await parseOpenApi(JSON.stringify(doc))).validate();
  assert.deepEqual(found.map((d) => d.code).sort(), ['parameter/body-and-form', 'parameter/many-bodies']);
});

test('unresolvable internal refs are reported by validate with their place', async () => {
  const doc = {
    openapi: '3.1.0',
    ...base,
    paths: { '/a': { get: { responses: { 200: { $ref: '#/components/responses/Nope' } } } } },
  };
  const found = await (
    await parseOpenApi(JSON.stringify(doc, null, 1), { url: 'https://example.com/r.json' })
  ).validate();
  const d = found.find((x) => x.code === 'ref/unresolved');
  assert.match(d?.message ?? '', /"#\/components\/responses\/Nope"/);
  assert.equal(d?.pointer, '/paths/~1a/get/responses/200/$ref');
  assert.equal(d?.line, 12);
});
