/**
 * `npm run report:mintlify` reads the figures from the table `docs build` prints (one definition of the figures:
 * src/cli/build-figures.ts), and its `--chromium` mode opens every page of a small site, else a sample spread over
 * the whole navigation.
 */
import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { figuresTable } from '../../src/cli/build-figures.js';
import { sampleSlugs } from '../../scripts/lib/mintlify-chromium.mjs';
import { buildFigures } from '../../scripts/mintlify-report.mjs';

test('the report reads back the figures the build prints', () => {
  const printed = figuresTable({
    pagesWritten: 40,
    pagesWithWarnings: 7,
    apiPagesWithoutOperation: 12,
    iconDots: 9,
    iconDotNames: 4,
  });
  assert.deepEqual(buildFigures(`docs build: 40 pages written to out (base /)\n${printed}Tip: …\n`), {
    apiPagesWithoutOperation: 12,
    iconDots: 9,
  });
  assert.equal(buildFigures('docs build: stopped\n'), null);
});

test('the Chromium sample spreads over the navigation and keeps every page of a small site', () => {
  const slugs = Array.from({ length: 250 }, (_, i) => `page-${i}`);
  const sample = sampleSlugs(slugs, 60);
  assert.equal(sample.length, 60);
  assert.equal(new Set(sample).size, 60);
  assert.equal(sample[0], 'page-0');
  assert.ok(Number(sample.at(-1)!.slice(5)) > 240);
  assert.deepEqual(sampleSlugs(slugs.slice(0, 5), 60), slugs.slice(0, 5));
});
