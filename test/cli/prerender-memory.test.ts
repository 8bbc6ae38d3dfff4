// `docs build` draws every page on the server in one loop (src/cli/prerender.ts), and the elements sanitise each
// page's Markdown and MDX in jsdom documents. jsdom keeps a document alive through weak references until the current
// task ends, so a loop that only awaits settled promises held every page's documents at once (512 MB for 150 pages of
// 200 paragraphs). prerenderSitePage ends its task after each page; this test fails when the documents pile up again.
import { strict as assert } from 'node:assert';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { prerenderSitePage } from '../../src/cli/prerender.js';
import { loadProject } from '../../src/node/project.js';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const dir = mkdtempSync(join(tmpdir(), 'docs-prerender-memory-'));
after(() => rmSync(dir, { recursive: true, force: true }));

test('drawing 80 large MDX pages in one loop keeps the heap bounded', async () => {
  const pages = Array.from({ length: 80 }, (_, i) => `guides/page-${i}`);
  mkdirSync(join(dir, 'guides'));
  for (const [i, page] of pages.entries()) {
    const body = Array.from(
      { length: 200 },
      (_, n) => `Paragraph ${n} of page ${i}, with [a link](https://example.com/${n}).`,
    ).join('\n\n');
    writeFileSync(join(dir, `${page}.mdx`), `---\ntitle: Page ${i}\n---\n\n${body}\n`);
  }
  writeFileSync(
    join(dir, 'docs.json'),
    JSON.stringify({ name: 'Memory', navigation: { groups: [{ group: 'Guides', pages }] } }),
  );
  const project = await loadProject(join(dir, 'docs.json'));
  assert.match((await prerenderSitePage(project, pages[0]!, '/')).html, /Paragraph 199 of page 0/);
  gc();
  const before = process.memoryUsage().heapUsed;
  for (const [i, page] of pages.entries()) {
    if (i === 0) continue;
    assert.ok((await prerenderSitePage(project, page, '/')).html.includes(`Paragraph 199 of page ${i}`));
  }
  gc();
  const grown = (process.memoryUsage().heapUsed - before) / 1024 / 1024;
  console.log(`prerender: heap grew ${grown.toFixed(1)} MB over ${pages.length - 1} pages of 200 paragraphs`);
  // Held at once, 79 such pages' documents take over 250 MB.
  assert.ok(grown < 40, `the heap grew ${grown.toFixed(1)} MB`);
});
