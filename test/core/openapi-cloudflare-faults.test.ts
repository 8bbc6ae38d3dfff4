/**
 * The two faults of the published Cloudflare spec (../shared/specs/cloudflare.json, 1,533 operations), which
 * Mintlify, Scalar and Redoc all render: 18 responses keyed `4xx` (OpenAPI writes a range with an uppercase X)
 * and one path naming {account_id} twice. Both are warnings: the spec is read as meant (`4xx` as the range
 * 4XX, the one path parameter filling both placeholders). Real faults next to them stay errors, and Swagger 2.0,
 * which has no ranges at all, keeps `4xx` an error.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { operationMarkdown } from '../../src/agents/operation-markdown.js';
import { loadOpenApi } from '../../src/index.js';
import { buildRequest } from '../../src/request/build.js';
import { SHARED } from '../support/shared-dir.js';

const spec = (version: string, responses: string[], extra: string[] = []): string =>
  [
    version === '2.0' ? 'swagger: "2.0"' : `openapi: ${version}`,
    'info: { title: Faults, version: "1" }',
    ...(version === '2.0'
      ? ['host: api.example.com', 'schemes: [https]']
      : ['servers: [{ url: "https://api.example.com" }]']),
    'paths:',
    '  /accounts/{account_id}/maps/{map_id}/accounts/{account_id}:',
    '    put:',
    '      operationId: addMember',
    '      parameters:',
    version === '2.0'
      ? '        - { name: account_id, in: path, required: true, type: string }'
      : '        - { name: account_id, in: path, required: true, schema: { type: string } }',
    version === '2.0'
      ? '        - { name: map_id, in: path, required: true, type: string }'
      : '        - { name: map_id, in: path, required: true, schema: { type: string } }',
    '      responses:',
    ...responses.map((r) => `        ${r}`),
    ...extra,
  ].join('\n');

const lines = (found: readonly { severity: string; code: string; message: string }[]): string =>
  found.map((d) => `${d.severity} ${d.code} ${d.message}`).join('\n');

for (const version of ['3.0.3', '3.1.0', '3.2.0']) {
  test(`OpenAPI ${version}: a lower-case range is a warning, read and shown as the range; no schema error about it`, async () => {
    const text = spec(version, [
      '"200": { description: ok }',
      '"4xx": { description: client error }',
      '"5xX": { description: server error }',
    ]);
    const api = await loadOpenApi(`mem://faults-${version}.yaml`, { text, fresh: true });
    const found = await api.validate();
    assert.equal(found.filter((d) => d.severity === 'error').length, 0, lines(found));
    const statuses = found.filter((d) => d.code === 'response/invalid-status');
    assert.deepEqual(
      statuses.map((d) => [d.severity, d.pointer?.split('/').at(-1)]),
      [
        ['warning', '4xx'],
        ['warning', '5xX'],
      ],
    );
    assert.match(statuses[0]!.message, /read and shown as 4XX/);
    assert.ok(
      statuses[0]!.line !== undefined && statuses[0]!.column !== undefined,
      'the warning has a line and column',
    );
    const op = await api.resolveOperation('addMember');
    assert.deepEqual(
      op.responses.map((r) => [r.status, r.description]),
      [
        ['200', 'ok'],
        ['4XX', 'client error'],
        ['5XX', 'server error'],
      ],
    );
    // The page's Markdown twin names the range as OpenAPI writes it.
    assert.match(operationMarkdown(op, api), /4XX/);
    assert.doesNotMatch(operationMarkdown(op, api), /4xx/);
  });
}

test('a placeholder named twice is a warning; the one path parameter fills both places in the request', async () => {
  const api = await loadOpenApi('mem://twice.yaml', {
    text: spec('3.0.3', ['"200": { description: ok }']),
    fresh: true,
  });
  const found = await api.validate();
  const twice = found.find((d) => d.code === 'path/duplicate-placeholder');
  assert.equal(twice?.severity, 'warning', lines(found));
  assert.match(twice!.message, /fills every \{account_id\}/);
  assert.equal(found.filter((d) => d.severity === 'error').length, 0, lines(found));
  const op = await api.resolveOperation('addMember');
  assert.equal(op.parameters.filter((p) => p.name === 'account_id').length, 1);
  const built = buildRequest(op, { params: { path: { account_id: 'acc-1', map_id: 'map-2' } } });
  assert.ok(built.ok, JSON.stringify(built.problems));
  assert.equal(built.request.url.path, '/accounts/acc-1/maps/map-2/accounts/acc-1');
});

test('a lower-case range in a callback, inline or named in components, is the same warning, shown as 4XX', async () => {
  const text = [
    'openapi: 3.1.0',
    'info: { title: Callbacks, version: "1" }',
    'paths:',
    '  /subscriptions:',
    '    post:',
    '      operationId: subscribe',
    '      responses: { "201": { description: created } }',
    '      callbacks:',
    '        done:',
    "          '{$request.body#/url}':",
    '            post:',
    '              responses: { "2xx": { description: received }, "4xx": { description: refused } }',
    '        named: { $ref: "#/components/callbacks/Named" }',
    'components:',
    '  callbacks:',
    '    Named:',
    "      '{$request.body#/other}':",
    '        put:',
    '          responses: { "5xx": { description: broken } }',
  ].join('\n');
  const api = await loadOpenApi('mem://callbacks.yaml', { text, fresh: true });
  const found = await api.validate();
  assert.equal(found.filter((d) => d.severity === 'error').length, 0, lines(found));
  assert.deepEqual(
    found.filter((d) => d.code === 'response/invalid-status').map((d) => [d.severity, d.pointer?.split('/').at(-1)]),
    [
      ['warning', '2xx'],
      ['warning', '4xx'],
      ['warning', '5xx'],
    ],
  );
  const op = await api.resolveOperation('subscribe');
  assert.deepEqual(
    op.callbacks?.map((c) => c.operations.flatMap((o) => o.responses.map((r) => r.status))),
    [['2XX', '4XX'], ['5XX']],
  );
});

test('both `4xx` and `4XX`: the lower-case one is shown as written, and the warning says so', async () => {
  const text = spec('3.1.0', ['"4XX": { description: upper }', '"4xx": { description: lower }']);
  const api = await loadOpenApi('mem://twins.yaml', { text, fresh: true });
  const found = await api.validate();
  const status = found.find((d) => d.code === 'response/invalid-status');
  assert.equal(status?.severity, 'warning');
  assert.match(status!.message, /already have "4XX"; it is shown as written/);
  const op = await api.resolveOperation('addMember');
  assert.deepEqual(
    op.responses.map((r) => r.status),
    ['4XX', '4xx'],
  );
});

test('real faults beside them stay errors: a status that is no code or range, a $ref to nothing', async () => {
  const text = spec(
    '3.0.3',
    [
      '"4xx": { description: fine }',
      '"4x": { description: no }',
      '"ok": { description: no }',
      '"201": { $ref: "#/components/responses/Gone" }',
    ],
    ['components: { responses: {} }'],
  );
  const api = await loadOpenApi('mem://real.yaml', { text, fresh: true });
  const found = await api.validate();
  const errors = found.filter((d) => d.severity === 'error');
  assert.ok(
    errors.some((d) => d.code === 'response/invalid-status' && d.message.startsWith('"4x" ')),
    lines(found),
  );
  assert.ok(
    errors.some((d) => d.code === 'response/invalid-status' && d.message.startsWith('"ok" ')),
    lines(found),
  );
  assert.ok(
    errors.some((d) => d.code === 'ref/unresolved'),
    lines(found),
  );
  assert.ok(!errors.some((d) => d.message.includes('"4xx"')), lines(found));
});

test('Swagger 2.0 has no ranges: `4xx` stays an error there', async () => {
  const api = await loadOpenApi('mem://swagger.yaml', {
    text: spec('2.0', ['"200": { description: ok }', '"4xx": { description: client error }']),
    fresh: true,
  });
  const found = await api.validate();
  assert.ok(
    found.some((d) => d.severity === 'error' && d.message.includes('"4xx"')),
    lines(found),
  );
});

const cloudflare = join(SHARED, 'specs', 'cloudflare.json');
test(
  'the published Cloudflare spec has no errors: 18 lower-case ranges and 1 doubled placeholder are warnings',
  { skip: !existsSync(cloudflare) },
  async () => {
    const api = await loadOpenApi('mem://cloudflare.json', { text: readFileSync(cloudflare, 'utf8'), fresh: true });
    const found = await api.validate();
    assert.deepEqual(
      found.filter((d) => d.severity === 'error').map((d) => `${d.code} ${d.message}`),
      [],
    );
    assert.equal(found.filter((d) => d.code === 'response/invalid-status').length, 18);
    assert.equal(found.filter((d) => d.code === 'path/duplicate-placeholder').length, 1);
    assert.equal(api.operations.length, 1533);
  },
);
