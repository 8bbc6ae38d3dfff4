// The script-tag bundle's up-front size is a budget (80 KB gzip, scripts/lib/sizes.mjs): what a page
// downloads before any lazy chunk, read from the built dist/cdn/ as a browser would fetch it (the
// entry and every file its static imports name, transitively), gzipped at level 9 as the build's table.
// Builds first when dist/ is missing or older than the sources.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { before, test } from 'node:test';
import { buildIsStale } from '../../scripts/lib/freshness.mjs';
import { BUNDLE_BUDGET_GZIP, classify, initialGzip, kb, sizeTable } from '../../scripts/lib/sizes.mjs';

const CDN = join('dist', 'cdn');
const ENTRY = 'api-docs-elements.js';

before(() => {
  if (!buildIsStale() && existsSync(join(CDN, ENTRY))) return;
  const res = spawnSync(process.execPath, ['scripts/build.mjs', '--no-types'], { encoding: 'utf8' });
  assert.equal(res.status, 0, `the build failed:\n${res.stdout}\n${res.stderr}`);
});

/** The static imports of a minified module: rollup writes them first, before any other statement. */
function staticImports(code: string): string[] {
  const prefix = /^(?:\s*import\b[^;]*;)*/.exec(code)?.[0] ?? '';
  return [...prefix.matchAll(/(?:from|import)\s*["']([^"']+)["']/g)].map((m) => m[1]!);
}

/** The entry and the files it imports statically, as the build's size table reads them. */
function upFrontFiles(): { fileName: string; code: string; imports: string[]; isEntry: boolean }[] {
  const files = new Map<string, { fileName: string; code: string; imports: string[]; isEntry: boolean }>();
  const visit = (fileName: string, isEntry: boolean): void => {
    if (files.has(fileName)) return;
    const code = readFileSync(join(CDN, fileName), 'utf8');
    const imports = staticImports(code).map((s) => relative(CDN, normalize(join(CDN, dirname(fileName), s))));
    files.set(fileName, { fileName, code, imports, isEntry });
    for (const name of imports) visit(name, false);
  };
  visit(ENTRY, true);
  return [...files.values()];
}

test('the script-tag bundle is within its gzip budget before lazy chunks', () => {
  const rows = classify(upFrontFiles());
  const total = initialGzip(rows);
  assert.ok(rows.length > 0 && total > 10 * 1024, `read ${rows.length} files, ${kb(total)}: not the bundle`);
  assert.ok(
    total <= BUNDLE_BUDGET_GZIP,
    `up front: ${kb(total)} gzip, over the ${kb(BUNDLE_BUDGET_GZIP)} budget; move what the first paint does not ` +
      `need behind import() (node scripts/build.mjs --no-types --why lists the heaviest packages)\n${sizeTable(rows)}`,
  );
});
