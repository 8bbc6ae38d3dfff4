import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { DiagnosticError } from '../../src/diagnostics.js';
import { loadOpenApi } from '../../src/index.js';
import { readTextFromFileOrUrl } from '../../src/node/read-text.js';

const fixture = (name: string): string => pathToFileURL(`${import.meta.dirname}/../fixtures/openapi/${name}`).href;
const load = (name: string) => loadOpenApi(fixture(name), { readText: readTextFromFileOrUrl, fresh: true });

test('findOperation: method case, trailing slash, parameter names by position, operationId, webhooks', async () => {
  const spec = await load('normalise-3.0.yaml');
  assert.equal(spec.findOperation('get /trees/{treeId}')?.id, 'GET /trees/{treeId}/');
  assert.equal(spec.findOperation('GET /trees/{id}/')?.id, 'GET /trees/{treeId}/');
  assert.equal(spec.findOperation('GET /trees/oak')?.id, 'GET /trees/{treeId}/');
  assert.equal(spec.findOperation('putTree')?.id, 'PUT /trees/{treeId}/');
  assert.equal(spec.findOperation('GET /nothing'), undefined);
  const hooks = await load('webhooks-3.1.yaml');
  assert.equal(hooks.findOperation('WEBHOOK pointMoved')?.kind, 'webhook');
  assert.equal(hooks.findOperation('pointMovedHook')?.id, 'WEBHOOK pointMoved');
  assert.equal(hooks.findOperation('GET /points/{pointId}/')?.operationId, 'getPoint');
});

test('an unknown operation rejects with a suggestion', async () => {
  const spec = await load('petstore-3.0.json');
  await assert.rejects(spec.resolveOperation('GET /pets/{petId}'), (error: unknown) => {
    assert.ok(error instanceof DiagnosticError);
    const d = error.diagnostics[0];
    assert.equal(d?.code, 'operation/unknown');
    assert.match(d?.message ?? '', /There is no operation "GET \/pets\/\{petId\}"/);
    assert.match(d?.message ?? '', /Did you mean GET \/pet\/\{petId\}/);
    return true;
  });
});

test('3.0 schemas are normalised to 3.1 without touching the source', async () => {
  const spec = await load('normalise-3.0.yaml');
  const op = await spec.resolveOperation('GET /trees/{treeId}');
  const depth = op.parameters.find((p) => p.name === 'depth')?.schema;
  assert.deepEqual({ ...depth }, { type: 'integer', exclusiveMinimum: 0, maximum: 10, examples: [3] });
  const node = op.responses[0]?.content[0]?.schema;
  assert.deepEqual(node?.properties?.name, { type: ['string', 'null'], examples: ['oak'] });
  const put = await spec.resolveOperation('PUT /trees/{treeId}');
  const problem = put.responses[0];
  assert.equal(problem?.status, 'default');
  assert.equal(problem?.headers[0]?.name, 'X-Request-Id');
  const code = problem?.content[0]?.schema?.properties?.code;
  assert.deepEqual(code?.type, ['string', 'null']);
  assert.deepEqual(code?.enum, ['a', 'b', null]);
  assert.equal(put.requestBody?.required, true);
  // The returned model is frozen, and the source document still has its 3.0 form.
  assert.ok(Object.isFrozen(op) && Object.isFrozen(node) && Object.isFrozen(node?.properties));
  assert.throws(() => {
    (node as { type: string }).type = 'string';
  });
  const again = await loadOpenApi(fixture('normalise-3.0.yaml'), { readText: readTextFromFileOrUrl, fresh: true });
  const fresh = await again.resolveOperation('GET /trees/{treeId}');
  assert.deepEqual(fresh.responses[0]?.content[0]?.schema?.properties?.name, {
    type: ['string', 'null'],
    examples: ['oak'],
  });
});

test('resolving does not mutate the parsed document', async () => {
  const spec = await load('normalise-3.0.yaml');
  const files = (spec as unknown as { files: { root: { data: unknown } } }).files;
  const before = JSON.stringify(files.root.data);
  for (const summary of spec.operations) await spec.resolveOperation(summary.id);
  assert.equal(JSON.stringify(files.root.data), before);
});

test('path-level parameters are merged; the operation wins on the same name and location', async () => {
  const spec = await load('webhooks-3.1.yaml');
  const op = await spec.resolveOperation('getPoint');
  assert.deepEqual(
    op.parameters.map((p) => `${p.in}:${p.name}`),
    ['path:pointId', 'header:trace', 'query:fields'],
  );
  assert.equal(op.parameters[1]?.description, 'operation-level header wins');
  assert.equal(op.parameters[0]?.required, true);
  assert.deepEqual(
    op.parameters[2]?.schema?.prefixItems?.map((s) => s.const),
    ['x', 'y'],
  );
  const examples = op.responses[0]?.content[0]?.examples;
  assert.deepEqual(examples?.[0], {
    name: 'origin',
    summary: 'The origin',
    value: { coordinates: [0, 0], kind: 'point' },
  });
});

test('servers: operation, else path item, else document, else "/"; security: operation else document', async () => {
  const spec = await load('webhooks-3.1.yaml');
  const get = await spec.resolveOperation('getPoint');
  assert.deepEqual(
    get.servers.map((s) => s.url),
    ['https://eu.example.com'],
  );
  assert.equal(get.security[0]?.[0]?.scheme.key, 'bearer');
  const del = await spec.resolveOperation('deletePoint');
  assert.deepEqual(del.servers[0]?.variables.version, { default: 'v1', enum: ['v1', 'v2'] });
  assert.deepEqual(del.security, []);
  assert.equal(del.deprecated, true);
  const pet = await load('petstore-3.0.json');
  assert.deepEqual(
    pet.servers.map((s) => s.url),
    ['https://petstore3.swagger.io/api/v3'],
  );
  const { parseOpenApi } = await import('../../src/index.js');
  const bare = await parseOpenApi(
    '{"openapi":"3.0.0","info":{"title":"t","version":"1"},"paths":{"/a":{"get":{"responses":{"200":{"description":"ok"}}}}}}',
  );
  assert.deepEqual((await bare.resolveOperation('GET /a')).servers, [{ url: '/', variables: {} }]);
  const normalise = await load('normalise-3.0.yaml');
  assert.deepEqual(
    normalise.servers.map((s) => s.url),
    ['/v1'],
  );
});

test('circular schemas terminate with a marker that resolveSchemaRef expands', async () => {
  const spec = await load('normalise-3.0.yaml');
  const op = await spec.resolveOperation('GET /trees/{treeId}');
  const node = op.responses[0]?.content[0]?.schema;
  const marker = node?.properties?.children?.items;
  assert.deepEqual({ ...marker }, { $ref: '#/components/schemas/Node', 'x-circular': true, 'x-ref-name': 'Node' });
  const expanded = spec.resolveSchemaRef(marker?.$ref ?? '');
  assert.equal(expanded?.type, 'object');
  assert.equal(expanded?.properties?.children?.items?.['x-circular'], true);

  const loop = await spec.resolveOperation('getLoop');
  const a = loop.responses[0]?.content[0]?.schema;
  assert.equal(a?.['x-ref-name'], 'A');
  assert.equal(a?.properties?.b?.['x-ref-name'], 'B');
  assert.deepEqual(a?.properties?.b?.properties?.a?.['x-circular'], true);
  assert.equal(spec.resolveSchemaRef('#/components/schemas/B')?.properties?.a?.['x-ref-name'], 'A');
  assert.equal(spec.resolveSchemaRef('#/components/schemas/Nope'), undefined);
});

test('shared schemas are expanded once (a DAG never grows exponentially)', async () => {
  const levels = 40;
  const schemas: Record<string, unknown> = { L0: { type: 'string' } };
  for (let i = 1; i <= levels; i++)
    schemas[`L${i}`] = {
      type: 'object',
      properties: { a: { $ref: `#/components/schemas/L${i - 1}` }, b: { $ref: `#/components/schemas/L${i - 1}` } },
    };
  const doc = {
    openapi: '3.0.0',
    info: { title: 'dag', version: '1' },
    paths: {
      '/x': {
        get: {
          responses: {
            200: {
              description: 'ok',
              content: { 'application/json': { schema: { $ref: `#/components/schemas/L${levels}` } } },
            },
          },
        },
      },
    },
    components: { schemas },
  };
  const { parseOpenApi } = await import('../../src/index.js');
  const spec = await parseOpenApi(JSON.stringify(doc));
  const started = performance.now();
  const op = await spec.resolveOperation('GET /x');
  assert.ok(performance.now() - started < 500);
  const top = op.responses[0]?.content[0]?.schema;
  assert.equal(top?.properties?.a, top?.properties?.b, 'the same ref gives the same object');
});
