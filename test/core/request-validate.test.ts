import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Schema } from '../../src/openapi/types.js';
import { pointerLabel, validateValue } from '../../src/request/validate.js';
import { EventStreamParser, LineSplitter } from '../../src/request/stream.js';

const pet: Schema = {
  type: 'object',
  required: ['name', 'id'],
  properties: {
    id: { type: 'integer', readOnly: true },
    name: { type: 'string', minLength: 2, maxLength: 5 },
    status: { enum: ['available', 'sold'] },
    age: { type: 'integer', minimum: 0, maximum: 30 },
    tags: { type: 'array', maxItems: 2, items: { type: 'string' } },
  },
  additionalProperties: false,
};

test('validateValue: a good value passes; readOnly required properties are not asked for in requests', () => {
  assert.deepEqual(validateValue(pet, { name: 'Rex', status: 'sold', age: 3, tags: ['a'] }), []);
  assert.deepEqual(validateValue(pet, { name: 'Rex' }, { direction: 'response' }), [
    { pointer: '/id', message: 'is required' },
  ]);
});

test('validateValue: each mistake at its pointer', () => {
  const problems = validateValue(pet, { status: 'lost', age: 31.5, tags: ['a', 2, 'c'], extra: 1 });
  assert.deepEqual(problems, [
    { pointer: '/name', message: 'is required' },
    { pointer: '/status', message: 'must be one of "available", "sold"' },
    { pointer: '/age', message: 'must be a whole number, not number' },
    { pointer: '/tags', message: 'must have at most 2 items' },
    { pointer: '/tags/1', message: 'must be a string, not number' },
    { pointer: '/extra', message: 'is not a known property' },
  ]);
  assert.deepEqual(validateValue(pet, { name: 'R', age: -1 }), [
    { pointer: '/name', message: 'must be at least 2 characters long' },
    { pointer: '/age', message: 'must be at least 0' },
  ]);
  assert.deepEqual(validateValue({ type: 'object' }, []), [{ pointer: '', message: 'must be an object, not array' }]);
});

test('validateValue: oneOf, allOf, nullable types, patterns', () => {
  const s: Schema = { oneOf: [{ type: 'string' }, { type: 'integer' }] };
  assert.deepEqual(validateValue(s, 1), []);
  assert.deepEqual(validateValue(s, true), [{ pointer: '', message: 'does not match any of the allowed shapes' }]);
  assert.deepEqual(validateValue({ type: ['string', 'null'] }, null), []);
  assert.deepEqual(validateValue({ type: 'string', pattern: '^[a-z]+$' }, 'A1'), [
    { pointer: '', message: 'must match the pattern ^[a-z]+$' },
  ]);
  assert.deepEqual(validateValue({ allOf: [{ required: ['a'] }, { required: ['b'] }] }, {}), [
    { pointer: '/a', message: 'is required' },
    { pointer: '/b', message: 'is required' },
  ]);
  assert.deepEqual(validateValue({ $ref: '#/x' }, 5), []);
});

test('pointerLabel reads as a path', () => {
  assert.equal(pointerLabel(''), 'body');
  assert.equal(pointerLabel('/tags/0/name'), 'tags[0].name');
  assert.equal(pointerLabel('/a~1b'), 'a/b');
});

test('LineSplitter keeps unfinished lines and CRLF split across chunks', () => {
  const s = new LineSplitter();
  assert.deepEqual(s.push('{"a":1}\n{"b"'), ['{"a":1}']);
  assert.deepEqual(s.push(':2}\r'), ['{"b":2}']);
  assert.deepEqual(s.push('\n{"c":3}'), []);
  assert.deepEqual(s.end(), ['{"c":3}']);
});

test('EventStreamParser: events as they complete, multi-line data, comments, ids, named events', () => {
  const p = new EventStreamParser();
  assert.deepEqual(p.push('\uFEFF: hello\ndata: one\n'), []);
  assert.deepEqual(p.push('\n'), [{ event: 'message', data: 'one' }]);
  assert.deepEqual(p.push('event: tick\nid: 7\ndata: a\ndata:b\nretry: 100\n\ndata: unfinished'), [
    { event: 'tick', data: 'a\nb', id: '7', retry: 100 },
  ]);
  assert.deepEqual(p.end(), []);
});
