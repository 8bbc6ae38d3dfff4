import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Schema } from '../../src/openapi/types.js';
import { describeType } from '../../src/schema/index.js';

const pet: Schema = { 'x-ref-name': 'Pet', type: 'object', properties: { id: { type: 'integer' } } };

test('primitives show their format', () => {
  assert.equal(describeType({ type: 'string', format: 'uuid' }), 'string<uuid>');
  assert.equal(describeType({ type: 'integer', format: 'int64' }), 'integer<int64>');
  assert.equal(describeType({ type: 'number' }), 'number');
  assert.equal(describeType({ type: 'boolean' }), 'boolean');
  assert.equal(describeType({ type: 'string', contentMediaType: 'image/png' }), 'string<binary>');
  assert.equal(describeType({ type: 'string', contentEncoding: 'base64' }), 'string<binary>');
});

test('several types and null', () => {
  assert.equal(describeType({ type: ['string', 'null'] }), 'string | null');
  assert.equal(describeType({ type: ['string', 'null'], format: 'date-time' }), 'string<date-time> | null');
  assert.equal(describeType({ type: ['integer', 'string'] }), 'integer | string');
});

test('named objects and arrays', () => {
  assert.equal(describeType(pet), 'Pet');
  assert.equal(describeType({ type: 'object', title: 'Order' }), 'Order');
  assert.equal(describeType({ type: 'object', title: 'The order placed by a user' }), 'object');
  assert.equal(describeType({ type: 'object' }), 'object');
  assert.equal(describeType({ type: 'array', items: pet }), 'Pet[]');
  assert.equal(describeType({ type: 'array', items: { type: 'string' } }), 'array<string>');
  assert.equal(describeType({ type: 'array', items: { type: ['string', 'null'] } }), 'array<string | null>');
  assert.equal(describeType({ type: 'array', items: { type: 'array', items: pet } }), 'Pet[][]');
  assert.equal(describeType({ type: 'array' }), 'array');
  assert.equal(
    describeType({ type: 'array', prefixItems: [{ type: 'string' }, { type: 'integer' }] }),
    '[string, integer]',
  );
  assert.equal(describeType({ type: 'object', additionalProperties: { type: 'integer' } }), 'map<string, integer>');
});

test('types are inferred when not declared', () => {
  assert.equal(describeType({ properties: { a: {} } }), 'object');
  assert.equal(describeType({ items: { type: 'string' } }), 'array<string>');
  assert.equal(describeType({ format: 'email' }), 'string<email>');
  assert.equal(describeType({}), 'any');
  assert.equal(describeType(undefined), 'any');
});

test('circular markers and unresolved references show their name', () => {
  assert.equal(describeType({ $ref: '#/components/schemas/Node', 'x-circular': true, 'x-ref-name': 'Node' }), 'Node');
  assert.equal(describeType({ $ref: '#/components/schemas/Tree' }), 'Tree');
  assert.equal(
    describeType({ type: 'array', items: { $ref: '#/components/schemas/Node', 'x-circular': true } }),
    'Node[]',
  );
});

test('enum and const', () => {
  assert.equal(describeType({ type: 'string', enum: ['a', 'b'] }), 'enum<string>');
  assert.equal(describeType({ enum: [1, 2] }), 'enum<integer>');
  assert.equal(describeType({ enum: ['a', null] }), 'enum<string> | null');
  assert.equal(describeType({ const: 'dog' }), 'const "dog"');
  assert.equal(describeType({ const: 3 }), 'const 3');
});

test('oneOf / anyOf summaries', () => {
  const cat: Schema = { 'x-ref-name': 'Cat', type: 'object' };
  const dog: Schema = { 'x-ref-name': 'Dog', type: 'object' };
  assert.equal(describeType({ oneOf: [cat, dog] }), 'Cat | Dog');
  assert.equal(describeType({ anyOf: [{ type: 'string' }, { type: 'integer' }] }), 'string | integer');
  assert.equal(describeType({ anyOf: [{ type: 'string' }, { type: 'null' }] }), 'string | null');
  assert.equal(
    describeType({
      oneOf: [{ type: 'string' }, { type: 'integer' }, { type: 'boolean' }, { type: 'number' }, { type: 'array' }],
    }),
    'string | integer | boolean | number | …',
  );
  assert.equal(describeType({ 'x-ref-name': 'Animal', oneOf: [cat, dog] }), 'Animal');
});

test('allOf is merged before describing', () => {
  assert.equal(describeType({ allOf: [pet, { properties: { bark: { type: 'boolean' } } }] }), 'object');
  assert.equal(
    describeType({ 'x-ref-name': 'Dog', allOf: [pet, { properties: { bark: { type: 'boolean' } } }] }),
    'Dog',
  );
  assert.equal(describeType({ allOf: [{ type: 'string' }, { format: 'uuid' }] }), 'string<uuid>');
  assert.equal(describeType({ allOf: [{ $ref: '#/components/schemas/Node', 'x-circular': true }] }), 'Node');
});

test('deeply nested arrays stay finite', () => {
  let schema: Schema = { type: 'string' };
  for (let i = 0; i < 200; i++) schema = { type: 'array', items: schema };
  assert.ok(describeType(schema).length < 200);
});
