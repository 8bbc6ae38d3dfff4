import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { loadOpenApi, parseOpenApi } from '../../src/index.js';
import { readTextFromFileOrUrl } from '../../src/node/read-text.js';
import { exampleFromSchema } from '../../src/schema/index.js';
import { enumEntries, narrowEnums, visibleEnumValues } from '../../src/schema/enum-groups.js';
import type { Schema } from '../../src/openapi/types.js';

const fixture = pathToFileURL(`${import.meta.dirname}/../fixtures/openapi/mint-enum.yaml`).href;

const role: Schema = {
  type: 'string',
  enum: ['superuser', 'viewer', 'editor'],
  default: 'superuser',
  'x-mint-enum': { superuser: ['admin'] },
} as Schema;

test('the model carries each enum value with the groups allowed to see it', () => {
  assert.deepEqual(enumEntries(role), [
    { value: 'superuser', groups: ['admin'] },
    { value: 'viewer' },
    { value: 'editor' },
  ]);
  assert.deepEqual(visibleEnumValues(role, null), ['viewer', 'editor']);
  assert.deepEqual(visibleEnumValues(role, { groups: ['staff'] }), ['viewer', 'editor']);
  assert.deepEqual(visibleEnumValues(role, { groups: ['staff', 'admin'] }), ['superuser', 'viewer', 'editor']);
  // A malformed entry limits nothing (validation warns about it).
  const loose = { enum: ['a', 'b', 'c'], 'x-mint-enum': { a: [1], b: 'admin', c: ['admin'] } } as unknown as Schema;
  assert.deepEqual(visibleEnumValues(loose, null), ['a', 'b']);
  // Without x-mint-enum nothing changes.
  assert.deepEqual(visibleEnumValues({ enum: [1, 2] } as Schema, null), [1, 2]);
});

test('narrowEnums hides restricted values everywhere, drops a hidden default, keeps untouched trees', () => {
  const tree = { properties: { role, other: { type: 'string', enum: ['a'] } } } as unknown as Schema;
  const anonymous = narrowEnums(tree, null);
  assert.deepEqual(anonymous.properties!.role!.enum, ['viewer', 'editor']);
  assert.equal(anonymous.properties!.role!.default, undefined);
  assert.equal(anonymous.properties!.other, tree.properties!.other);
  assert.equal(exampleFromSchema(anonymous.properties!.role!, { direction: 'request' }), 'viewer');
  const admin = narrowEnums(tree, { groups: ['admin'] });
  assert.equal(admin, tree);
  // Cycles are safe.
  const cyclic: Record<string, unknown> = { enum: ['x', 'y'], 'x-mint-enum': { y: ['g'] } };
  cyclic.self = cyclic;
  const narrowed = narrowEnums(cyclic, null) as Record<string, unknown>;
  assert.deepEqual(narrowed.enum, ['x']);
});

test('an operation from a real spec keeps x-mint-enum through loading and narrows per reader', async () => {
  const spec = await loadOpenApi(fixture, { readText: readTextFromFileOrUrl, fresh: true });
  const op = await spec.resolveOperation('createUser');
  const scope = op.parameters.find((p) => p.name === 'scope')!;
  assert.deepEqual(enumEntries(scope.schema), [{ value: 'internal', groups: ['admin', 'staff'] }, { value: 'public' }]);
  const anonymous = narrowEnums(op, null);
  assert.deepEqual(anonymous.parameters.find((p) => p.name === 'scope')!.schema!.enum, ['public']);
  const staff = narrowEnums(op, { groups: ['staff'] });
  assert.deepEqual(staff.parameters.find((p) => p.name === 'scope')!.schema!.enum, ['internal', 'public']);
  assert.deepEqual(await spec.validate(), []);
});

test('an invalid x-mint-enum is a warning that names the place', async () => {
  const yaml = [
    'openapi: 3.1.0',
    'info: { title: t, version: "1" }',
    'paths:',
    '  /a:',
    '    get:',
    '      parameters:',
    '        - name: q',
    '          in: query',
    '          schema: { type: string, enum: [a, b], x-mint-enum: [a] }',
    '        - name: r',
    '          in: query',
    '          schema: { type: string, enum: [a, b], x-mint-enum: { c: [admin], b: admin, a: [1] } }',
    '      responses:',
    "        '200': { description: ok }",
  ].join('\n');
  const spec = await parseOpenApi(yaml, { url: 'memory://mint-enum.yaml' });
  const found = (await spec.validate()).filter((d) => d.code === 'x-mint-enum/invalid');
  const at = (pointer: string) => found.filter((d) => d.pointer === pointer);
  assert.equal(found.length, 4, found.map((d) => `${d.pointer}: ${d.message}`).join('\n'));
  for (const d of found) assert.equal(d.severity, 'warning');
  assert.match(at('/paths/~1a/get/parameters/0/schema/x-mint-enum')[0]!.message, /must be an object/);
  assert.match(
    at('/paths/~1a/get/parameters/1/schema/x-mint-enum/c')[0]!.message,
    /"c", which is not one of the enum's values/,
  );
  assert.match(at('/paths/~1a/get/parameters/1/schema/x-mint-enum/b')[0]!.message, /list of group names/);
  assert.match(at('/paths/~1a/get/parameters/1/schema/x-mint-enum/a')[0]!.message, /list of group names/);
  assert.ok(
    found.every((d) => typeof d.line === 'number'),
    'each warning has a line',
  );
});
