import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { DiagnosticError } from '../../src/diagnostics.js';
import { loadOpenApi, parseOpenApi } from '../../src/index.js';
import { readTextFromFileOrUrl } from '../../src/node/read-text.js';
import { startServer } from './openapi-test-server.js';
import { SHARED } from '../support/shared-dir.js';

const fixture = (name: string): string => pathToFileURL(`${import.meta.dirname}/../fixtures/openapi/${name}`).href;
const load = (name: string) => loadOpenApi(fixture(name), { readText: readTextFromFileOrUrl, fresh: true });

async function rejection(promise: Promise<unknown>): Promise<DiagnosticError> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof DiagnosticError, `expected a DiagnosticError, got ${String(error)}`);
    return error;
  }
  assert.fail('expected a rejection');
}

test('petstore 3.0 lists every operation in document order', async () => {
  const spec = await load('petstore-3.0.json');
  assert.equal(spec.kind, 'openapi');
  assert.equal(spec.sourceVersion, '3.0');
  assert.equal(spec.info.title, 'Swagger Petstore - OpenAPI 3.0');
  assert.equal(spec.operations.length, 19);
  assert.deepEqual(
    spec.operations.slice(0, 3).map((o) => o.id),
    ['PUT /pet', 'POST /pet', 'GET /pet/findByStatus'],
  );
  assert.equal(spec.operations[0]?.operationId, 'updatePet');
  assert.deepEqual(spec.operations[0]?.tags, ['pet']);
  assert.ok(Object.isFrozen(spec.operations));
  for (const summary of spec.operations) {
    const op = await spec.resolveOperation(summary.id);
    assert.ok(op.responses.length > 0, `${summary.id} has responses`);
  }
});

test('a 3.1 spec lists paths then webhooks, with 2020-12 keywords intact', async () => {
  const spec = await load('webhooks-3.1.yaml');
  assert.equal(spec.sourceVersion, '3.1');
  assert.deepEqual(
    spec.operations.map((o) => o.id),
    ['GET /points/{pointId}', 'DELETE /points/{pointId}', 'WEBHOOK pointMoved'],
  );
  const hook = await spec.resolveOperation('WEBHOOK pointMoved');
  assert.equal(hook.kind, 'webhook');
  const point = hook.requestBody?.content[0]?.schema;
  assert.equal(point?.unevaluatedProperties, false);
  assert.equal(point?.['x-ref-name'], 'Point');
  assert.equal(point?.properties?.kind?.const, 'point');
  assert.deepEqual(point?.properties?.label?.type, ['string', 'null']);
  assert.equal(point?.properties?.coordinates?.prefixItems?.length, 2);
  assert.deepEqual(spec.securitySchemes.bearer, { key: 'bearer', type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
});

test('Swagger 2.0 is upgraded: servers from host/basePath, body from parameters', async () => {
  const spec = await load('swagger-2.0.yaml');
  assert.equal(spec.sourceVersion, '2.0');
  assert.deepEqual(
    spec.operations.map((o) => o.id),
    ['GET /pets', 'POST /pets', 'GET /pets/{id}', 'DELETE /pets/{id}'],
  );
  assert.equal(spec.servers[0]?.url, 'http://petstore.swagger.io/api');
  const list = await spec.resolveOperation('GET /pets');
  assert.deepEqual(
    list.parameters.map((p) => `${p.in}:${p.name}`),
    ['query:tags', 'query:limit'],
  );
  assert.equal(list.parameters[0]?.schema?.type, 'array');
  const add = await spec.resolveOperation('addPet');
  assert.equal(add.requestBody?.required, true);
  const body = add.requestBody?.content[0]?.schema;
  assert.equal(body?.['x-ref-name'], 'NewPet');
  assert.deepEqual(body?.required, ['name']);
});

test('version errors name the field', async () => {
  const cases: [string, string][] = [
    ['{"swagger":"1.2","info":{}}', '/swagger'],
    ['{"openapi":"4.0.0","info":{},"paths":{}}', '/openapi'],
    ['{"info":{"title":"x"},"paths":{}}', ''],
    ['openapi: 3.0\ninfo: {title: x, version: "1"}\npaths: {}\n', '/openapi'],
  ];
  for (const [text, pointer] of cases) {
    const error = await rejection(parseOpenApi(text));
    const d = error.diagnostics[0];
    assert.equal(d?.code, 'openapi/version');
    assert.equal(d?.pointer, pointer);
    assert.match(d?.message ?? '', /"(openapi|swagger)"/);
  }
  // OpenAPI 3.2 is read as itself, with no warning (test/core/openapi-32.test.ts covers its parts).
  const current = await parseOpenApi('{"openapi":"3.2.0","info":{"title":"x","version":"1"},"paths":{}}');
  assert.equal(current.sourceVersion, '3.2');
  assert.deepEqual(current.diagnostics, []);
});

test('invalid JSON gives a plain message with line and column', async () => {
  const error = await rejection(
    parseOpenApi('{\n  "openapi": "3.0.0",\n  "info": {\n', { url: 'https://example.com/cut.json' }),
  );
  const d = error.diagnostics[0];
  assert.equal(d?.code, 'parse/json');
  assert.equal(d?.file, 'https://example.com/cut.json');
  assert.equal(d?.message, 'The JSON is not valid: unexpected end of file. Is the file cut short?');
  assert.equal(d?.line, 4);
  const comma = (await rejection(parseOpenApi('{\n  "a": 1,\n  "b": 2,\n}', { url: 'https://example.com/x.json' })))
    .diagnostics[0];
  assert.deepEqual([comma?.line, comma?.column], [4, 1]);
  assert.match(comma?.message ?? '', /trailing comma/);
});

test('invalid YAML gives line and column', async () => {
  const error = await rejection(
    parseOpenApi('openapi: 3.0.0\ninfo:\n  title: "unterminated\n  version: 1\npaths: {}\n'),
  );
  const d = error.diagnostics[0];
  assert.equal(d?.code, 'parse/yaml');
  assert.ok(d?.line !== undefined && d.line >= 3, `line ${String(d?.line)}`);
  assert.match(d?.message ?? '', /^The YAML is not valid: /);
});

test('the recursive YAML alias bomb is an error, fast', async () => {
  const path = `${SHARED}/corpus/xss/from-peer-test-suites/openapi3-examples-malicious/yamlbomb.yaml`;
  const started = performance.now();
  const error = await rejection(loadOpenApi(pathToFileURL(path).href, { readText: readTextFromFileOrUrl }));
  assert.ok(performance.now() - started < 1000);
  assert.equal(error.diagnostics[0]?.code, 'parse/yaml-recursive-alias');
  assert.equal(error.diagnostics[0]?.line, 5);
  const laughs = ['openapi: 3.0.0', 'a: &a ["x","x","x","x","x","x","x","x","x"]'];
  for (let i = 1; i < 9; i++)
    laughs.push(
      `${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(9)
        .fill(`*${String.fromCharCode(96 + i)}`)
        .join(',')}]`,
    );
  const billion = await rejection(parseOpenApi(`${laughs.join('\n')}\n`));
  assert.equal(billion.diagnostics[0]?.code, 'parse/yaml-aliases');
});

test('loading is memoised per URL: one request, same promise; a failure is retried', async () => {
  const petstore = readFileSync(new URL(fixture('petstore-3.0.json')), 'utf8');
  const server = await startServer({ '/spec.json': petstore });
  try {
    const url = `${server.origin}/spec.json`;
    const first = loadOpenApi(url);
    const second = loadOpenApi(url);
    assert.equal(first, second);
    const [a, b] = await Promise.all([first, second, loadOpenApi(new URL(url))]);
    assert.equal(a, b);
    assert.deepEqual(server.requests, ['/spec.json']);
    const op1 = a.resolveOperation('GET /pet/{petId}');
    assert.equal(op1, a.resolveOperation('getPetById'));

    const missing = `${server.origin}/later.json`;
    const error = await rejection(loadOpenApi(missing));
    assert.equal(error.diagnostics[0]?.code, 'network/http');
    server.files.set('/later.json', petstore);
    const later = await loadOpenApi(missing);
    assert.equal(later.operations.length, 19);
    assert.deepEqual(server.requests, ['/spec.json', '/later.json', '/later.json']);
  } finally {
    await server.close();
  }
});

test('an aborted signal rejects the caller without breaking the shared load', async () => {
  const server = await startServer({ '/a.json': readFileSync(new URL(fixture('petstore-3.0.json')), 'utf8') });
  try {
    const controller = new AbortController();
    const aborted = loadOpenApi(`${server.origin}/a.json`, { signal: controller.signal });
    controller.abort();
    await assert.rejects(aborted);
    const spec = await loadOpenApi(`${server.origin}/a.json`);
    assert.equal(spec.operations.length, 19);
    assert.equal(server.requests.length, 1);
  } finally {
    await server.close();
  }
});
