import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Schema } from '../../src/openapi/types.js';
import { discriminatorOf, schemaVariants, variants } from '../../src/schema/index.js';

const cat: Schema = {
  'x-ref-name': 'Cat',
  type: 'object',
  properties: { petType: { type: 'string' }, meows: { type: 'boolean' } },
};
const dog: Schema = {
  'x-ref-name': 'Dog',
  type: 'object',
  properties: { petType: { type: 'string' }, barks: { type: 'boolean' } },
};

test('labels come from titles first', () => {
  const list = variants({
    oneOf: [
      { title: 'By card', type: 'object' },
      { title: 'By bank transfer', 'x-ref-name': 'Bank', type: 'object' },
    ],
  });
  assert.deepEqual(
    list.map((v) => v.label),
    ['By card', 'By bank transfer'],
  );
});

test('then from the component name', () => {
  assert.deepEqual(
    variants({ oneOf: [cat, dog] }).map((v) => v.label),
    ['Cat', 'Dog'],
  );
  assert.deepEqual(
    variants({ anyOf: [{ $ref: '#/components/schemas/Node', 'x-circular': true }] }).map((v) => v.label),
    ['Node'],
  );
});

test('discriminator values come from the mapping (by $ref or name), else const, else the implicit name', () => {
  const info = schemaVariants({
    oneOf: [cat, dog, { $ref: '#/components/schemas/Lizard', 'x-circular': true, 'x-ref-name': 'Lizard' }],
    discriminator: {
      propertyName: 'petType',
      mapping: { kitty: '#/components/schemas/Cat', lizard: '#/components/schemas/Lizard' },
    },
  });
  assert.ok(info);
  assert.equal(info.kind, 'oneOf');
  assert.deepEqual(info.discriminator, {
    propertyName: 'petType',
    mapping: { kitty: '#/components/schemas/Cat', lizard: '#/components/schemas/Lizard' },
  });
  assert.deepEqual(
    info.variants.map((v) => [v.label, v.discriminatorValue]),
    [
      ['Cat', 'kitty'],
      ['Dog', 'Dog'],
      ['Lizard', 'lizard'],
    ],
  );
  const byName = variants({ oneOf: [cat], discriminator: { propertyName: 'petType', mapping: { c: 'Cat' } } });
  assert.equal(byName[0]?.discriminatorValue, 'c');
});

test('anonymous variants are labelled by their discriminator value', () => {
  const list = variants({
    oneOf: [
      { type: 'object', properties: { kind: { const: 'circle' }, r: { type: 'number' } } },
      { type: 'object', properties: { kind: { enum: ['square'] }, side: { type: 'number' } } },
    ],
    discriminator: { propertyName: 'kind' },
  });
  assert.deepEqual(
    list.map((v) => [v.label, v.discriminatorValue]),
    [
      ['circle', 'circle'],
      ['square', 'square'],
    ],
  );
});

test('then by type, and Option N as the last resort or for repeated bare types', () => {
  assert.deepEqual(
    variants({ anyOf: [{ type: 'string' }, { type: 'integer', format: 'int64' }, { type: 'array', items: cat }] }).map(
      (v) => v.label,
    ),
    ['string', 'integer<int64>', 'Cat[]'],
  );
  assert.deepEqual(
    variants({ oneOf: [{ type: 'object' }, { type: 'object' }, { type: 'string' }] }).map((v) => v.label),
    ['Option 1', 'Option 2', 'string'],
  );
  assert.deepEqual(
    variants({ oneOf: [{}, {}] }).map((v) => v.label),
    ['Option 1', 'Option 2'],
  );
  assert.deepEqual(
    variants({ oneOf: [{ title: 'Same' }, { title: 'Same' }] }).map((v) => v.label),
    ['Same', 'Same (2)'],
  );
});

test('oneOf is preferred over anyOf; none gives nothing', () => {
  assert.equal(schemaVariants({ oneOf: [cat], anyOf: [dog] })?.kind, 'oneOf');
  assert.equal(schemaVariants({ anyOf: [dog] })?.kind, 'anyOf');
  assert.equal(schemaVariants({ type: 'string' }), undefined);
  assert.deepEqual(variants(undefined), []);
});

test('variants inside allOf are found', () => {
  assert.deepEqual(
    variants({ allOf: [{ properties: { id: { type: 'string' } } }, { oneOf: [cat, dog] }] }).map((v) => v.label),
    ['Cat', 'Dog'],
  );
});

test('discriminatorOf returns the mapping (empty when absent)', () => {
  assert.deepEqual(discriminatorOf({ discriminator: { propertyName: 'type' } }), { propertyName: 'type', mapping: {} });
  assert.equal(discriminatorOf({}), undefined);
});
