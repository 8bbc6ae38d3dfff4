// src/json-in-script.ts: JSON embedded in a `<script>` cannot end it early, and reads back as the same value.
import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import fc from 'fast-check';
import { jsonInScript } from '../../src/json-in-script.js';

test('a hostile string: no way out of the script, the same value back', () => {
  const value = { text: '</script><img src=x onerror=alert(1)><!-- \u2028\u2029 </SCRIPT >' };
  const embedded = jsonInScript(JSON.stringify(value));
  assert.ok(!embedded.includes('<'), embedded);
  assert.ok(!/[\u2028\u2029]/.test(embedded), 'a line or paragraph separator is left');
  assert.deepEqual(JSON.parse(embedded), value);
});

test('any JSON value: no `<` nor separator left, and JSON.parse gives the value back', () => {
  fc.assert(
    fc.property(fc.jsonValue(), fc.constantFrom('</script>', '<!--', '\u2028', '\u2029', '<'), (value, bad) => {
      const input = { value, bad };
      const embedded = jsonInScript(JSON.stringify(input));
      assert.ok(!/[<\u2028\u2029]/.test(embedded));
      assert.deepEqual(JSON.parse(embedded), JSON.parse(JSON.stringify(input)));
    }),
  );
});
