// The build reports rollup's warnings about our own code and nothing of dependencies' harmless ones,
// so `npm start` and `npm run build` do not bury a real warning under dozens about node_modules.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { onwarn } from '../../scripts/lib/rollup-warnings.mjs';

function shown(warning: Record<string, unknown>): boolean {
  let passed = false;
  onwarn(warning, () => (passed = true));
  return passed;
}

test("dependencies' cycles, top-level this and misplaced annotations are not shown", () => {
  const dep = '/repo/node_modules/@asyncapi/parser/esm/parser.js';
  assert.equal(shown({ code: 'THIS_IS_UNDEFINED', id: dep }), false);
  assert.equal(
    shown({ code: 'INVALID_ANNOTATION', id: '/repo/node_modules/immer/dist/immer.cjs.development.js' }),
    false,
  );
  assert.equal(shown({ code: 'CIRCULAR_DEPENDENCY', ids: [dep, '/repo/node_modules/x/index.js', dep] }), false);
});

test('the same warnings about our own code, and any other warning, are shown', () => {
  assert.equal(shown({ code: 'THIS_IS_UNDEFINED', id: '/repo/src/openapi/parse.ts' }), true);
  assert.equal(shown({ code: 'CIRCULAR_DEPENDENCY', ids: ['/repo/src/cli/main.ts', '/repo/src/cli/dev.ts'] }), true);
  assert.equal(shown({ code: 'MISSING_NODE_BUILTINS', id: '/repo/node_modules/x/index.js' }), true);
});
