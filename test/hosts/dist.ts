// The host tests use the built package (its exports point into dist/). `npm test` builds it when
// stale; a single test file run builds it only when it is missing.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function ensureDist(): void {
  if (existsSync('dist/cdn/api-docs-elements.js') && existsSync('dist/types/components/index.d.ts')) return;
  const res = spawnSync(process.execPath, ['scripts/build.mjs'], { encoding: 'utf8' });
  assert.equal(res.status, 0, `the build failed:\n${res.stdout}\n${res.stderr}`);
}
