import assert from 'node:assert/strict';
import { test } from 'node:test';
import { JsonSyntaxError, parseJsonSource } from '../../src/config/json-source.js';

test('values parse like JSON.parse, escapes included', () => {
  const text = '{ "a": [1, -2.5e3, true, false, null], "b": "x\\n\\u00e9\\"", "c": {} }';
  assert.deepEqual(parseJsonSource(text).value, JSON.parse(text));
});

test('locate gives the place of a value, of an array item, or of the nearest present parent', () => {
  const source = parseJsonSource('{\n  "nav": {\n    "groups": [\n      "a",\n      { "group": "b" }\n    ]\n  }\n}');
  assert.deepEqual(source.locate('/nav/groups/1'), { line: 5, column: 7 });
  assert.deepEqual(source.locate('/nav/groups/1/group'), { line: 5, column: 9 });
  assert.deepEqual(source.locate('/nav/groups/1/pages'), { line: 5, column: 7 });
  assert.deepEqual(source.locate('/nav'), { line: 2, column: 3 });
});

test('keys with / and ~ use escaped pointer tokens', () => {
  const source = parseJsonSource('{\n "a/b": { "c~d": 1 }\n}');
  assert.deepEqual(source.locate('/a~1b/c~0d'), { line: 2, column: 11 });
});

test('syntax errors carry the place: unclosed string, single quotes, comments, trailing text', () => {
  const place = (text: string): [number, number, string] => {
    try {
      parseJsonSource(text);
    } catch (e) {
      assert.ok(e instanceof JsonSyntaxError);
      return [e.place.line, e.place.column, e.message];
    }
    assert.fail('no error');
  };
  assert.deepEqual(place('{\n "a": "x\n}').slice(0, 2), [2, 9]);
  assert.match(place("{ 'a': 1 }")[2], /double quotes/);
  assert.match(place('{ // c\n}')[2], /comments/);
  assert.deepEqual(place('{}\n x').slice(0, 2), [2, 2]);
  assert.deepEqual(place('').slice(0, 2), [1, 1]);
});
