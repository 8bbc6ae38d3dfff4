// `docs build` sanitises every MDX page in one loop. jsdom keeps each sanitised document alive
// through weak references until the current task ends, so a loop that never yields to the event
// loop held every page's DOM at once (found by the MDX fuzz test: 2.5 GB after 12,500 pages).
// sanitizeMdxInNode yields after each page; this test fails when the documents pile up again.
import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sanitizeMdxInNode } from '../../src/node/dom-window.js';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

test('sanitising 150 large pages in one loop keeps the heap bounded', async () => {
  const page = (i: number): string =>
    Array.from(
      { length: 200 },
      (_, n) => `<p>Paragraph ${n} of page ${i}, with <a href="https://example.com/${n}">a link</a>.</p>`,
    ).join('\n');
  const first = await sanitizeMdxInNode(page(0));
  assert.match(first, /Paragraph 199 of page 0/);
  gc();
  const before = process.memoryUsage().heapUsed;
  for (let i = 1; i <= 150; i++) {
    const clean = await sanitizeMdxInNode(page(i));
    assert.ok(clean.includes(`Paragraph 199 of page ${i}`));
  }
  gc();
  const grown = (process.memoryUsage().heapUsed - before) / 1024 / 1024;
  console.log(`node sanitiser: heap grew ${grown.toFixed(1)} MB over 150 pages of 200 paragraphs`);
  // Held at once, 150 such documents take over 200 MB.
  assert.ok(grown < 40, `the heap grew ${grown.toFixed(1)} MB`);
});
