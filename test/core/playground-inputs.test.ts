/** The playground's input model (src/request/playground-inputs.ts): how it starts and what it sends. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { defaultApiSettings, type ApiSettings } from '../../src/config/api-settings.js';
import type { Server } from '../../src/openapi/types.js';
import { fieldKind } from '../../src/request/field-kind.js';
import { initialInputs, serversFor, toRequestInputs } from '../../src/request/playground-inputs.js';
import { operation, param } from '../fixtures/request/operations.js';

const form = operation({
  method: 'post',
  path: '/pets',
  servers: [{ url: '/', variables: {} }],
  parameters: [
    param({ name: 'limit', in: 'query', example: 5 }),
    param({ name: 'q', in: 'query', schema: { type: 'object' }, example: { a: 1 } }),
  ],
  requestBody: {
    required: true,
    content: [
      {
        mediaType: 'application/x-www-form-urlencoded',
        schema: {
          type: 'object',
          properties: { name: { type: 'string' }, age: { type: 'integer' }, meta: { type: 'object' } },
        },
        examples: [{ value: { age: 3, name: 'Rex', meta: { x: 1 } } }],
      },
    ],
  },
});
const prefill: ApiSettings = {
  ...defaultApiSettings,
  examples: { ...defaultApiSettings.examples, prefill: true },
  mdx: { servers: ['https://api.test/v1'] },
};

test('with prefill, parameters and form fields start from the examples (objects as JSON text)', () => {
  const inputs = initialInputs(form, serversFor(form, prefill), prefill);
  assert.equal(inputs.server, 'https://api.test/v1');
  assert.deepEqual(inputs.params.query, { limit: 5, q: '{"a":1}' });
  assert.deepEqual(inputs.bodyFields, { age: 3, name: 'Rex', meta: '{"x":1}' });
});

test('without prefill, nothing is filled in', () => {
  const inputs = initialInputs(form, serversFor(form, undefined), undefined);
  assert.equal(inputs.server, '/');
  assert.deepEqual(inputs.params.query, {});
  assert.deepEqual(inputs.bodyFields, {});
});

test('toRequestInputs: object parameters parsed, form fields in the schema order, empty ones left out', () => {
  const inputs = initialInputs(form, serversFor(form, undefined), undefined);
  const request = toRequestInputs(
    form,
    { ...inputs, params: { ...inputs.params, query: { q: '{"b":2}' } }, bodyFields: { age: 4, meta: '', name: 'Max' } },
    [],
  );
  assert.deepEqual(request.params, { query: { q: { b: 2 } } });
  assert.deepEqual(Object.keys(request.body as object), ['name', 'age']);
});

test('fieldKind picks the input a schema calls for', () => {
  assert.equal(fieldKind({ type: 'string', format: 'binary' }), 'file');
  assert.equal(fieldKind({ enum: ['a'] }), 'enum');
  assert.equal(fieldKind({ type: ['null', 'integer'] }), 'integer');
  assert.equal(fieldKind({ allOf: [{ properties: { a: {} } }] }), 'object');
});

test('withServer resets the variables to the chosen server’s defaults; withParam sets and clears one value', async () => {
  const { withParam, withServer } = await import('../../src/request/playground-inputs.js');
  const servers: Server[] = [
    { url: 'https://{region}.api.test', variables: { region: { default: 'eu', enum: ['eu', 'us'] } } },
    { url: '/', variables: {} },
  ];
  const start = { ...initialInputs(form, servers, undefined), serverVariables: { region: 'us' } };
  assert.deepEqual(withServer(start, servers, servers[0]!.url).serverVariables, { region: 'eu' });
  assert.deepEqual(withServer(start, servers, '/').serverVariables, {});
  const set = withParam(start, 'query', 'limit', 3);
  assert.deepEqual(set.params.query, { limit: 3 });
  assert.deepEqual(withParam(set, 'query', 'limit', undefined).params.query, {});
  assert.deepEqual(start.params.query, {});
});

test("Mintlify's x-default is the playground's starting value with prefill, ahead of examples; never without", () => {
  const op = operation({
    method: 'post',
    path: '/pets',
    servers: [{ url: '/', variables: {} }],
    parameters: [param({ name: 'limit', in: 'query', example: 5, schema: { type: 'integer', 'x-default': 20 } })],
    requestBody: {
      required: true,
      content: [
        {
          mediaType: 'application/json',
          schema: {
            type: 'object',
            properties: { name: { type: 'string', default: 'Rex', 'x-default': 'Fido' }, age: { type: 'integer' } },
          },
          examples: [],
        },
      ],
    },
  });
  const filled = initialInputs(op, serversFor(op, prefill), prefill);
  assert.equal(filled.params.query?.['limit'], 20);
  assert.equal(JSON.parse(filled.bodyText)['name'], 'Fido');
  const plain = initialInputs(op, serversFor(op, defaultApiSettings), defaultApiSettings);
  assert.equal(plain.params.query?.['limit'], undefined);
  assert.equal(plain.bodyText, '');
});
