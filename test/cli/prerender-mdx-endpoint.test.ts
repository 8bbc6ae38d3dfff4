// An MDX endpoint page (`api:` frontmatter, `<ParamField>`s) drawn by docs build's server renderer. The element on the
// server has no light DOM to read its fields from; once an earlier page of the same process had loaded the fields'
// builder (a lazy import), it tried to and the build threw. Built twice in one process, the page comes out the same.
import { strict as assert } from 'node:assert';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { buildSite } from '../../src/cli/build.js';

const tmp = mkdtempSync(join(tmpdir(), 'docs-mdx-endpoint-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

test('an MDX endpoint page builds the same the first and the second time in one process', async () => {
  const pages: string[] = [];
  for (const run of ['first', 'second']) {
    const out = join(tmp, run);
    await buildSite('examples/docs/docs.json', { out });
    // Let the lazy import an MDX endpoint's first render starts settle before the next build.
    await new Promise((resolve) => setTimeout(resolve, 200));
    pages.push(readFileSync(join(out, 'endpoints', 'user-summary', 'index.html'), 'utf8'));
  }
  assert.match(pages[0]!, /<api-endpoint\b/);
  assert.equal(pages[1], pages[0]);
});
