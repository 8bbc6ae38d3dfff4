import { test } from 'node:test';
import assert from 'node:assert/strict';
import { enumValues, isNullable, schemaConstraints } from '../../src/schema/index.js';

test('numeric bounds', () => {
  assert.deepEqual(schemaConstraints({ type: 'integer', minimum: 1 }), ['>= 1']);
  assert.deepEqual(schemaConstraints({ type: 'integer', exclusiveMaximum: 10 }), ['< 10']);
  assert.deepEqual(schemaConstraints({ type: 'number', exclusiveMinimum: 0, maximum: 1.5 }), ['> 0', '<= 1.5']);
  assert.deepEqual(schemaConstraints({ type: 'integer', multipleOf: 5 }), ['multiple of 5']);
  assert.deepEqual(schemaConstraints({ type: 'integer', minimum: 0 }), ['>= 0']);
});

test('string length and pattern', () => {
  assert.deepEqual(schemaConstraints({ type: 'string', minLength: 3, maxLength: 20 }), ['length 3–20']);
  assert.deepEqual(schemaConstraints({ type: 'string', minLength: 3 }), ['length >= 3']);
  assert.deepEqual(schemaConstraints({ type: 'string', maxLength: 20 }), ['length <= 20']);
  assert.deepEqual(schemaConstraints({ type: 'string', minLength: 8, maxLength: 8 }), ['length 8']);
  assert.deepEqual(schemaConstraints({ type: 'string', minLength: 0 }), []);
  assert.deepEqual(schemaConstraints({ type: 'string', pattern: '^a' }), ['pattern /^a/']);
});

test('array and object counts', () => {
  assert.deepEqual(schemaConstraints({ type: 'array', minItems: 1, maxItems: 5 }), ['1–5 items']);
  assert.deepEqual(schemaConstraints({ type: 'array', minItems: 1 }), ['at least 1 item']);
  assert.deepEqual(schemaConstraints({ type: 'array', maxItems: 5 }), ['at most 5 items']);
  assert.deepEqual(schemaConstraints({ type: 'array', minItems: 2, maxItems: 2, uniqueItems: true }), [
    'exactly 2 items',
    'unique items',
  ]);
  assert.deepEqual(schemaConstraints({ type: 'object', minProperties: 1 }), ['at least 1 property']);
  assert.deepEqual(schemaConstraints({ type: 'object', minProperties: 2, maxProperties: 4 }), ['2–4 properties']);
});

test('format, access, default and nullable', () => {
  assert.deepEqual(schemaConstraints({ type: 'string', format: 'email' }), ['format: email']);
  assert.deepEqual(schemaConstraints({ type: 'string', readOnly: true }), ['read-only']);
  assert.deepEqual(schemaConstraints({ type: 'string', writeOnly: true }), ['write-only']);
  assert.deepEqual(schemaConstraints({ type: 'string', default: 'x' }), ['default: x']);
  assert.deepEqual(schemaConstraints({ type: 'integer', default: 10 }), ['default: 10']);
  assert.deepEqual(schemaConstraints({ type: 'boolean', default: false }), ['default: false']);
  assert.deepEqual(schemaConstraints({ type: 'array', default: [1, 2] }), ['default: [1,2]']);
  assert.deepEqual(schemaConstraints({ type: ['string', 'null'] }), ['nullable']);
  assert.deepEqual(schemaConstraints({ type: 'string', contentMediaType: 'image/png', contentEncoding: 'base64' }), [
    'media type: image/png',
    'encoding: base64',
  ]);
  assert.deepEqual(schemaConstraints({ type: 'object' }), []);
  assert.deepEqual(schemaConstraints(undefined), []);
});

test('long defaults are shortened', () => {
  const [phrase] = schemaConstraints({ type: 'string', default: 'x'.repeat(500) });
  assert.ok(phrase && phrase.length < 80 && phrase.endsWith('…'));
});

test('constraints from allOf parts are merged and listed in a fixed order', () => {
  assert.deepEqual(
    schemaConstraints({
      allOf: [
        { type: 'integer', minimum: 1, maximum: 100 },
        { maximum: 10, format: 'int32', nullable: true } as never,
        { readOnly: true },
      ],
    }),
    ['>= 1', '<= 10', 'format: int32', 'read-only'],
  );
});

test('nullable is detected from type, enum and a null variant', () => {
  assert.equal(isNullable({ type: ['integer', 'null'] }), true);
  assert.equal(isNullable({ enum: ['a', null] }), true);
  assert.equal(isNullable({ anyOf: [{ type: 'string' }, { type: 'null' }] }), true);
  assert.equal(isNullable({ type: 'string' }), false);
});

test('enumValues', () => {
  assert.deepEqual(enumValues({ enum: ['a', 'b'] }), ['a', 'b']);
  assert.deepEqual(enumValues({ const: 0 }), [0]);
  assert.deepEqual(enumValues({ type: 'string' }), []);
});
