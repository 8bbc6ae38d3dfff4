import assert from 'node:assert/strict';
import { test } from 'node:test';
import { closest } from '../../src/navigation/did-you-mean.js';
import { normalisePagePath, normaliseSpecPath, parsePageEntry, pathShape } from '../../src/navigation/page-entry.js';
import { generatedSlug, operationSlug, slugify, titleFromPath } from '../../src/navigation/slugs.js';
import type { OperationSummary } from '../../src/openapi/types.js';

const op = (over: Partial<OperationSummary>): OperationSummary => ({
  id: 'GET /pets',
  kind: 'operation',
  method: 'get',
  path: '/pets',
  tags: [],
  deprecated: false,
  pointer: '/paths/~1pets/get',
  extensions: {},
  ...over,
});

test('page entries: MDX path, METHOD /path, spec-prefixed, webhook, invalid', () => {
  assert.deepEqual(parsePageEntry('./guides/auth.mdx'), { kind: 'mdx', path: 'guides/auth' });
  assert.deepEqual(parsePageEntry('get /pets/{id}'), { kind: 'operation', method: 'get', path: '/pets/{id}' });
  assert.deepEqual(parsePageEntry('specs/v2.yaml POST /pets'), {
    kind: 'operation',
    spec: 'specs/v2.yaml',
    method: 'post',
    path: '/pets',
  });
  assert.deepEqual(parsePageEntry('webhook newPet'), { kind: 'webhook', name: 'newPet' });
  assert.deepEqual(parsePageEntry('v2.json webhook newPet'), { kind: 'webhook', spec: 'v2.json', name: 'newPet' });
  for (const bad of ['GET', 'GET pets', 'fetch /pets', 'a b c d', 'spec.json fetch /x'])
    assert.equal(parsePageEntry(bad).kind, 'invalid', bad);
});

test('paths and spec keys normalise', () => {
  assert.equal(normalisePagePath('/api-reference/users/create.md'), 'api-reference/users/create');
  assert.equal(normaliseSpecPath('./specs/a.json'), 'specs/a.json');
  assert.equal(normaliseSpecPath('/specs/a.json'), 'specs/a.json');
  assert.equal(normaliseSpecPath('https://a.test/openapi.json'), 'https://a.test/openapi.json');
  assert.equal(pathShape('/pets/{petId}/'), pathShape('/pets/{id}'));
  assert.notEqual(pathShape('/pets/{id}'), pathShape('/pets'));
});

test('slugs: operationId, else summary, else method and path; tag segment', () => {
  assert.equal(operationSlug(op({ operationId: 'listPets' })), 'list-pets');
  assert.equal(operationSlug(op({ operationId: 'GetHTTPStatus_v2' })), 'get-http-status-v2');
  assert.equal(operationSlug(op({ summary: 'List all pets' })), 'list-all-pets');
  assert.equal(operationSlug(op({ method: 'delete', path: '/pets/{petId}' })), 'delete-pets-pet-id');
  assert.equal(operationSlug(op({ kind: 'webhook', path: 'newPet', id: 'WEBHOOK newPet' })), 'webhook-new-pet');
  assert.equal(
    generatedSlug(op({ operationId: 'listPets', tags: ['Pet Store'] })),
    'api-reference/pet-store/list-pets',
  );
  assert.equal(generatedSlug(op({ operationId: 'listPets' })), 'api-reference/list-pets');
  assert.equal(slugify('Créer un animal'), 'creer-un-animal');
  assert.equal(slugify('ユーザー一覧'), 'ユーザー一覧');
  assert.equal(titleFromPath('guides/create-user'), 'Create user');
});

test('did you mean: nearest candidates first, far ones dropped', () => {
  assert.deepEqual(closest('GET /pet', ['GET /pets', 'POST /pets', 'GET /store/inventory']), [
    'GET /pets',
    'POST /pets',
  ]);
  assert.deepEqual(closest('zzzzzz', ['GET /pets']), []);
});
