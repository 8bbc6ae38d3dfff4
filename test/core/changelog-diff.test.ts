import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { describe, test } from 'node:test';
import { CHANGE_RULES, changeRule, diffSpecs } from '../../src/changelog/index.js';
import { loadOpenApi } from '../../src/openapi/index.js';

const dir = 'test/fixtures/changelog';
const load = (name: string) => {
  const file = `${dir}/${name}`;
  return loadOpenApi(pathToFileURL(file).href, { text: readFileSync(file, 'utf8'), fresh: true });
};

/** Every change between the fixtures' two versions: rule, operation, the sentence readers see. */
const EXPECTED: readonly (readonly [string, string, string])[] = [
  ['request-parameter-became-required', 'GET /pets', 'Query parameter `limit` is now required.'],
  ['request-parameter-became-optional', 'GET /pets', 'Query parameter `offset` is now optional.'],
  ['request-parameter-enum-value-added', 'GET /pets', 'Query parameter `sort` allows a new value, `"name"`.'],
  ['request-parameter-enum-value-removed', 'GET /pets', 'Query parameter `sort` no longer allows `"desc"`.'],
  ['request-parameter-type-widened', 'GET /pets', 'Query parameter `q` changed type: `string → string | number`.'],
  ['request-parameter-type-changed', 'GET /pets', 'Query parameter `page` changed type: `integer → string`.'],
  ['request-parameter-deprecated', 'GET /pets', 'Query parameter `fields` is deprecated.'],
  ['request-parameter-added', 'GET /pets', 'Query parameter `filter` was added.'],
  ['request-parameter-added-required', 'GET /pets', 'Header parameter `X-Tenant` was added, required.'],
  ['request-parameter-removed', 'GET /pets', 'Query parameter `legacy` was removed.'],
  ['response-property-became-optional', 'GET /pets', 'Response `200` field `[].name` is now optional.'],
  [
    'response-property-enum-value-added',
    'GET /pets',
    'Response `200` field `[].status` allows a new value, `"pending"`.',
  ],
  ['response-property-enum-value-removed', 'GET /pets', 'Response `200` field `[].kind` no longer allows `"bird"`.'],
  ['response-property-became-required', 'GET /pets', 'Response `200` field `[].age` is now required.'],
  [
    'response-property-type-changed',
    'GET /pets',
    'Response `200` field `[].color` changed type: `string → string | null`.',
  ],
  [
    'response-property-type-narrowed',
    'GET /pets',
    'Response `200` field `[].weight` changed type: `number | string → number`.',
  ],
  ['response-property-deprecated', 'GET /pets', 'Response `200` field `[].legacyId` is deprecated.'],
  ['response-property-added', 'GET /pets', 'Response `200` field `[].birthday` was added.'],
  ['response-optional-property-removed', 'GET /pets', 'Response `200` field `[].tag` was removed.'],
  [
    'response-required-property-removed',
    'GET /pets',
    'Response `200` field `[].nickname` was removed (it was required).',
  ],
  ['response-status-added', 'GET /pets', 'Response `429` was added.'],
  ['response-non-success-status-removed', 'GET /pets', 'Response `404` was removed.'],
  ['security-added', 'GET /pets', 'It now needs credentials: `bearer`.'],
  ['request-body-became-required', 'POST /pets', 'The request body is now required.'],
  ['request-property-became-required', 'POST /pets', 'Request body field `tag` is now required.'],
  ['request-property-type-changed', 'POST /pets', 'Request body field `age` changed type: `integer → string`.'],
  ['request-property-enum-value-added', 'POST /pets', 'Request body field `mood` allows a new value, `"calm"`.'],
  ['request-property-enum-value-removed', 'POST /pets', 'Request body field `mood` no longer allows `"sad"`.'],
  ['request-property-became-required', 'POST /pets', 'Request body field `owner` is now required.'],
  ['request-property-added-required', 'POST /pets', 'Request body field `owner.email` was added, required.'],
  ['request-property-removed', 'POST /pets', 'Request body field `owner.nick` was removed.'],
  [
    'request-property-type-widened',
    'POST /pets',
    'Request body field `size` changed type: `integer → integer | string`.',
  ],
  ['request-property-deprecated', 'POST /pets', 'Request body field `color` is deprecated.'],
  ['request-property-became-optional', 'POST /pets', 'Request body field `extra` is now optional.'],
  ['request-property-added', 'POST /pets', 'Request body field `note` was added.'],
  ['response-success-status-removed', 'POST /pets', 'Response `200` was removed.'],
  ['security-removed', 'POST /pets', 'It no longer needs credentials.'],
  ['endpoint-deprecated', 'GET /pets/{id}', 'The operation is deprecated.'],
  ['security-alternative-added', 'GET /pets/{id}', 'It can now authenticate with `apiKey`.'],
  ['endpoint-reactivated', 'PUT /pets/{id}', 'The operation is no longer deprecated.'],
  ['security-scope-added', 'PUT /pets/{id}', '`oauth` now needs the scope `admin`.'],
  ['security-alternative-removed', 'PUT /pets/{id}', 'It can no longer authenticate with `apiKey`.'],
  ['request-body-media-type-added', 'PATCH /pets/{id}', 'Request body can now be `application/merge-patch+json`.'],
  [
    'request-body-media-type-removed',
    'PATCH /pets/{id}',
    'Request body can no longer be `application/x-www-form-urlencoded`.',
  ],
  ['security-scope-removed', 'PATCH /pets/{id}', '`oauth` no longer needs the scope `write`.'],
  ['endpoint-added', 'POST /owners', 'The operation was added.'],
  ['request-body-added', 'POST /toys', 'A request body was added.'],
  ['request-body-added-required', 'PUT /toys', 'A request body was added, required.'],
  ['request-body-removed', 'DELETE /toys', 'The request body was removed.'],
  ['request-body-became-optional', 'PATCH /toys', 'The request body is now optional.'],
  ['response-media-type-added', 'GET /reports', 'Response `200` can now be `application/pdf`.'],
  ['response-media-type-removed', 'GET /reports', 'Response `200` can no longer be `text/csv`.'],
  ['endpoint-removed-after-deprecation', 'DELETE /pets/{petId}', 'The operation was removed; it was deprecated.'],
  ['endpoint-removed', 'GET /stores', 'The operation was removed.'],
];

describe('changelog: the structural diff of two spec versions', async () => {
  const [v1, v2] = await Promise.all([load('v1.yaml'), load('v2.yaml')]);
  const changes = await diffSpecs(v1, v2);

  test('lists every change of the fixtures, and nothing else', () => {
    assert.deepEqual(
      changes.map((c) => [c.rule, c.operation, c.message]),
      EXPECTED.map((e) => [...e]),
    );
  });

  test('classifies each change as the rule table says', () => {
    for (const change of changes) assert.equal(change.breaking, changeRule(change.rule).breaking, change.rule);
    const breaking = new Set(changes.filter((c) => c.breaking).map((c) => c.rule));
    // The two requirements of the CI gate, spelled out.
    assert.ok(breaking.has('response-required-property-removed'));
    assert.ok(!breaking.has('request-parameter-added'));
  });

  test('the fixtures cover every rule of the table', () => {
    const seen = new Set(changes.map((c) => c.rule));
    assert.deepEqual(
      CHANGE_RULES.map((r) => r.id).filter((id) => !seen.has(id)),
      [],
    );
  });

  test('an unchanged spec has no changes; a renamed path parameter is the same operation', async () => {
    assert.deepEqual(await diffSpecs(v2, v2), []);
    assert.ok(!changes.some((c) => c.operation === 'GET /pets/{id}' && /parameter/.test(c.rule)));
  });

  test('each change points at its operation in the newer spec (the older one when removed)', () => {
    const added = changes.find((c) => c.rule === 'endpoint-added')!;
    assert.equal(added.pointer, '/paths/~1owners/post');
    const removed = changes.find((c) => c.rule === 'endpoint-removed')!;
    assert.equal(removed.pointer, '/paths/~1stores/get');
  });
});

describe('changelog: the rule table as documented', () => {
  test('docs/cli/changelog.mdx lists every rule with its classification', () => {
    const doc = readFileSync('docs/cli/changelog.mdx', 'utf8');
    const rows = new Map(
      [...doc.matchAll(/^\|\s*`([a-z-]+)`\s*\|\s*(Breaking|Not breaking)\s*\|/gm)].map((m) => [m[1]!, m[2]!]),
    );
    for (const rule of CHANGE_RULES)
      assert.equal(rows.get(rule.id), rule.breaking ? 'Breaking' : 'Not breaking', `${rule.id} in the docs`);
    assert.equal(rows.size, CHANGE_RULES.length);
  });
});
