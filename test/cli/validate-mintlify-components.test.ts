import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { cli } from './helpers.js';

// Issue 16: Mintlify's content components are known components, so `docs validate` is quiet about them.
test('validate: a page using every Mintlify content component has no findings', async () => {
  const { code, out } = await cli('validate', '--strict', 'test/fixtures/site-mintlify');
  assert.doesNotMatch(out, /unknown-component|mdx\/expression|mdx\/attribute/);
  assert.equal(code, 0, out);
});
