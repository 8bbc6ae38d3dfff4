/** `docs validate` warns, with file and line, when a code component holds text instead of code blocks. */
import { strict as assert } from 'node:assert';
import { describe, test } from 'node:test';
import { cli, fixtures } from './helpers.js';

const page = `${fixtures}/code-blocks/endpoints/user-summary.mdx`;
const warning = new RegExp(
  `^${page}:8:17  warning  <RequestExample> holds text \\("bash cURL curl -H 'x-api-key: demo-ke\\.\\.\\."\\) instead of code blocks, .*Write each \`\`\` fence on a line of its own\\.  \\[mdx/code-block\\]$`,
  'm',
);

describe('docs validate: code blocks in components', () => {
  test('a project: the collapsed <RequestExample> is the one warning, and does not fail', async () => {
    const { code, out } = await cli('validate', `${fixtures}/code-blocks`);
    assert.equal(code, 0, out);
    assert.match(out, warning);
    assert.match(out, /0 errors, 1 warning in 2 files\n$/);
  });

  test('one page: the same warning; --strict fails on it', async () => {
    const { code, out } = await cli('validate', '--strict', page);
    assert.equal(code, 1, out);
    assert.match(out, warning);
  });
});
