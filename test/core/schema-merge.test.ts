import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Schema } from '../../src/openapi/types.js';
import { mergeAllOf, objectProperties, unwrapArray } from '../../src/schema/index.js';

const pet: Schema = {
  'x-ref-name': 'Pet',
  title: 'Pet',
  description: 'A pet.',
  type: 'object',
  required: ['id', 'name'],
  properties: {
    id: { type: 'integer', format: 'int64', readOnly: true },
    name: { type: 'string', minLength: 1 },
    password: { type: 'string', writeOnly: true },
  },
};

test('a schema without allOf comes back as the same object', () => {
  assert.equal(mergeAllOf(pet), pet);
});

test('properties and required are merged; the outer name wins and parts do not lend theirs', () => {
  const dog = mergeAllOf({
    'x-ref-name': 'Dog',
    allOf: [pet, { type: 'object', required: ['bark'], properties: { bark: { type: 'boolean' } } }],
  });
  assert.equal(dog['x-ref-name'], 'Dog');
  assert.equal(dog.title, undefined);
  assert.equal(dog.description, 'A pet.');
  assert.deepEqual(Object.keys(dog.properties ?? {}), ['id', 'name', 'password', 'bark']);
  assert.deepEqual(dog.required, ['id', 'name', 'bark']);
  assert.equal(dog.allOf, undefined);
  const anonymous = mergeAllOf({ allOf: [pet] });
  assert.equal(anonymous['x-ref-name'], undefined);
});

test('the same property in two parts is merged, constraints tightened', () => {
  const merged = mergeAllOf({
    allOf: [
      { properties: { n: { type: 'number', minimum: 1, maximum: 100, description: 'first' } } },
      { properties: { n: { type: 'integer', minimum: 5, maximum: 50, description: 'second' } } },
    ],
  });
  assert.deepEqual(merged.properties?.n, { type: 'integer', minimum: 5, maximum: 50, description: 'first' });
});

test('constraints, enums and flags', () => {
  const merged = mergeAllOf({
    allOf: [
      { type: ['string', 'null'], minLength: 2, maxLength: 10, enum: ['a', 'bb', 'ccc'] },
      { type: 'string', minLength: 3, maxLength: 20, enum: ['bb', 'ccc', 'dddd'], readOnly: true },
      { multipleOf: 4 },
      { multipleOf: 6, deprecated: true },
    ],
  });
  assert.equal(merged.type, 'string');
  assert.equal(merged.minLength, 3);
  assert.equal(merged.maxLength, 10);
  assert.deepEqual(merged.enum, ['bb', 'ccc']);
  assert.equal(merged.readOnly, true);
  assert.equal(merged.deprecated, true);
  assert.equal(merged.multipleOf, 12);
});

test('nested allOf is flattened', () => {
  const merged = mergeAllOf({
    allOf: [
      { allOf: [{ properties: { a: { type: 'string' } } }, { allOf: [{ properties: { b: { type: 'string' } } }] }] },
      { required: ['a'] },
    ],
  });
  assert.deepEqual(Object.keys(merged.properties ?? {}), ['a', 'b']);
  assert.deepEqual(merged.required, ['a']);
});

test('nested circular markers are kept as markers', () => {
  const marker: Schema = { $ref: '#/components/schemas/Node', 'x-circular': true, 'x-ref-name': 'Node' };
  const merged = mergeAllOf({
    allOf: [{ properties: { children: { type: 'array', items: marker } } }, { properties: { parent: marker } }],
  });
  assert.equal(merged.properties?.parent, marker);
  assert.equal(merged.properties?.children?.items, marker);
});

test('a marker directly in allOf is kept in a residual allOf, or expanded once with resolveRef', () => {
  const marker: Schema = { $ref: '#/components/schemas/Base', 'x-circular': true, 'x-ref-name': 'Base' };
  const kept = mergeAllOf({ allOf: [marker, { properties: { x: { type: 'string' } } }] });
  assert.deepEqual(kept.allOf, [marker]);
  assert.deepEqual(Object.keys(kept.properties ?? {}), ['x']);

  // Base refers to itself through allOf: must stop.
  const base: Schema = { allOf: [marker], properties: { id: { type: 'string' } }, required: ['id'] };
  let calls = 0;
  const expanded = mergeAllOf(
    { allOf: [marker, { properties: { x: { type: 'string' } } }] },
    {
      resolveRef: (ref) => {
        calls++;
        return ref === marker.$ref ? base : undefined;
      },
    },
  );
  assert.deepEqual(Object.keys(expanded.properties ?? {}), ['id', 'x']);
  assert.deepEqual(expanded.required, ['id']);
  assert.ok(calls <= 2, `resolveRef called ${calls} times`);
});

test('a cyclic object graph and very deep allOf terminate', () => {
  const a: { allOf: Schema[]; properties: Record<string, Schema> } = {
    allOf: [],
    properties: { a: { type: 'string' } },
  };
  a.allOf.push(a as Schema);
  const merged = mergeAllOf(a as Schema);
  assert.ok(merged.properties?.a);

  let deep: Schema = { properties: { leaf: { type: 'string' } } };
  for (let i = 0; i < 1000; i++) deep = { allOf: [deep] };
  assert.doesNotThrow(() => mergeAllOf(deep));
});

test('a second oneOf cannot be merged and stays in a residual allOf', () => {
  const merged = mergeAllOf({ allOf: [{ oneOf: [{ type: 'string' }] }, { oneOf: [{ type: 'integer' }] }] });
  assert.deepEqual(merged.oneOf, [{ type: 'string' }]);
  assert.deepEqual(merged.allOf, [{ oneOf: [{ type: 'integer' }] }]);
});

test('additionalProperties: false wins', () => {
  assert.equal(
    mergeAllOf({ allOf: [{ additionalProperties: { type: 'string' } }, { additionalProperties: false }] })
      .additionalProperties,
    false,
  );
});

test('objectProperties lists merged properties with required flags', () => {
  const props = objectProperties({ allOf: [pet, { properties: { tag: { type: 'string' } }, required: ['tag'] }] });
  assert.deepEqual(
    props.map((p) => [p.name, p.required, p.kind]),
    [
      ['id', true, 'property'],
      ['name', true, 'property'],
      ['password', false, 'property'],
      ['tag', true, 'property'],
    ],
  );
});

test('objectProperties filters by direction', () => {
  assert.deepEqual(
    objectProperties(pet, { direction: 'request' }).map((p) => p.name),
    ['name', 'password'],
  );
  assert.deepEqual(
    objectProperties(pet, { direction: 'response' }).map((p) => p.name),
    ['id', 'name'],
  );
});

test('objectProperties adds pattern and additional pseudo entries only when they say something', () => {
  const props = objectProperties({
    type: 'object',
    properties: { a: { type: 'string' } },
    patternProperties: { '^x-': { type: 'string' } },
    additionalProperties: { type: 'integer' },
  });
  assert.deepEqual(
    props.map((p) => [p.name, p.kind, p.required]),
    [
      ['a', 'property', false],
      ['^x-', 'pattern', false],
      ['additionalProperties', 'additional', false],
    ],
  );
  assert.equal(objectProperties({ type: 'object', additionalProperties: true }).length, 0);
  assert.equal(objectProperties({ type: 'object', additionalProperties: {} }).length, 0);
  assert.equal(objectProperties({ type: 'object', additionalProperties: false }).length, 0);
  assert.deepEqual(objectProperties(undefined), []);
});

test('a property named __proto__ stays a plain property', () => {
  const properties = JSON.parse('{"__proto__": {"type": "string"}, "constructor": {"type": "integer"}}') as Record<
    string,
    Schema
  >;
  const props = objectProperties({
    allOf: [{ properties }, { properties: JSON.parse('{"__proto__": {"minLength": 1}}') as Record<string, Schema> }],
  });
  assert.deepEqual(
    props.map((p) => p.name),
    ['__proto__', 'constructor'],
  );
  assert.equal(props[0]?.schema.minLength, 1);
  assert.equal(({} as Record<string, unknown>).type, undefined);
});

test('unwrapArray reaches the item schema', () => {
  assert.equal(unwrapArray({ type: 'array', items: { type: 'array', items: pet } }), pet);
  assert.equal(unwrapArray(pet), pet);
});
