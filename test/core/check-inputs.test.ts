/** The playground's one validation pass (src/request/check-inputs.ts): typed problems, each at its field. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkInputs, messagesAt, requestProblems, type InputProblem } from '../../src/request/check-inputs.js';
import {
  initialInputs,
  serversFor,
  toRequestInputs,
  type PlaygroundInputs,
} from '../../src/request/playground-inputs.js';
import { operation, param } from '../fixtures/request/operations.js';

const pets = operation({
  method: 'post',
  path: '/pets/{petId}',
  parameters: [
    param({ name: 'petId', in: 'path', schema: { type: 'integer' } }),
    param({ name: 'limit', in: 'query', schema: { type: 'integer', maximum: 10 } }),
    param({
      name: 'filter',
      in: 'query',
      schema: { type: 'object', properties: { tags: { type: 'array', items: { type: 'string' } } } },
    }),
  ],
  requestBody: {
    required: true,
    content: [
      {
        mediaType: 'application/json',
        schema: {
          type: 'object',
          required: ['name'],
          properties: { name: { type: 'string' }, tags: { type: 'array', items: { type: 'string' } } },
        },
        examples: [{ value: { name: 'Rex' } }],
      },
      {
        mediaType: 'application/x-www-form-urlencoded',
        schema: {
          type: 'object',
          required: ['name', 'id'],
          properties: { id: { type: 'integer', readOnly: true }, name: { type: 'string' }, age: { type: 'integer' } },
        },
        examples: [],
      },
    ],
  },
});

function inputsFor(patch: Partial<PlaygroundInputs>): PlaygroundInputs {
  const base = initialInputs(pets, serversFor(pets, undefined), undefined);
  return { ...base, ...patch };
}

const kinds = (problems: readonly InputProblem[]) => problems.map((p) => [p.kind, p.field, p.message]);

test('valid inputs give the request buildRequest builds from them', () => {
  const inputs = inputsFor({
    params: { path: { petId: 7 }, query: {}, header: {}, cookie: {} },
    bodyText: '{"name":"Rex"}',
  });
  const check = checkInputs(pets, inputs, []);
  assert.ok(check.ok);
  assert.equal(check.request.method, 'POST');
  assert.equal(check.request.url.path, '/pets/7');
  assert.deepEqual(check.inputs, toRequestInputs(pets, inputs, []));
});

test('schema, JSON and buildRequest problems come from one pass, each typed and at its field', () => {
  const inputs = inputsFor({
    params: { path: {}, query: { limit: 11, filter: '{"tags": [1]}' }, header: {}, cookie: {} },
    bodyText: '{"tags": "x"}',
  });
  const check = checkInputs(pets, inputs, []);
  assert.ok(!check.ok);
  assert.deepEqual(kinds(check.problems), [
    ['schema', { kind: 'param', location: 'query', name: 'limit' }, 'must be at most 10'],
    ['schema', { kind: 'param', location: 'query', name: 'filter' }, 'tags[0] must be a string, not number'],
    ['schema', { kind: 'body' }, 'name is required'],
    ['schema', { kind: 'body' }, 'tags must be an array, not string'],
    ['request', { kind: 'param', location: 'path', name: 'petId' }, 'Fill in the path parameter petId.'],
  ]);
  assert.deepEqual(messagesAt(check.problems, { kind: 'param', location: 'path', name: 'petId' }), [
    'Fill in the path parameter petId.',
  ]);
  assert.deepEqual(
    requestProblems(check.problems).map((p) => p.code),
    ['param/missing-path'],
  );
});

test('an object parameter or a JSON body that does not parse is a not-json problem', () => {
  const inputs = inputsFor({
    params: { path: { petId: 1 }, query: { filter: '{oops' }, header: {}, cookie: {} },
    bodyText: '{"name":',
  });
  const check = checkInputs(pets, inputs, []);
  assert.ok(!check.ok);
  const notJson = check.problems.filter((p) => p.kind === 'not-json');
  assert.deepEqual(
    notJson.map((p) => p.field),
    [{ kind: 'param', location: 'query', name: 'filter' }, { kind: 'body' }],
  );
  assert.equal(notJson[0]!.message, 'must be JSON, for example {"key": "value"}');
  assert.match(notJson[1]!.message, /^The body is not valid JSON: /);
});

test('a form body: required fields (not readOnly ones) and each field against its schema', () => {
  const inputs = inputsFor({
    params: { path: { petId: 1 }, query: {}, header: {}, cookie: {} },
    mediaType: 'application/x-www-form-urlencoded',
    bodyFields: { age: 'old' },
  });
  const check = checkInputs(pets, inputs, []);
  assert.ok(!check.ok);
  assert.deepEqual(kinds(check.problems), [
    ['missing', { kind: 'body-field', name: 'name' }, 'is required'],
    ['schema', { kind: 'body-field', name: 'age' }, 'must be a whole number, not string'],
  ]);
  assert.deepEqual(requestProblems(check.problems), []);
});

test('empty values are left to buildRequest, not checked against their schema', () => {
  const inputs = inputsFor({
    params: { path: { petId: 2 }, query: { limit: '' }, header: {}, cookie: {} },
    bodyText: '',
  });
  const check = checkInputs(pets, inputs, []);
  assert.ok(check.ok, JSON.stringify(!check.ok && check.problems));
});
