#!/usr/bin/env node
// `node scripts/make-huge-spec.mjs [dir] [--operations N] [--seed S]`: writes a docs project whose whole
// navigation is generated from a deterministic N-operation OpenAPI spec (default 20,000; see
// test/support/huge-spec.mjs) into `dir` (default: a new temporary folder) and prints the folder. Made at test
// or bench time, never committed. `makeHugeProject()` does the same for scripts.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hugeDocsJson, makeHugeSpec } from '../test/support/huge-spec.mjs';

/** Writes docs.json + openapi.json (+ one guide page) into `dir` (or a new temp folder); returns the folder. */
export function makeHugeProject({ dir, operations = 20000, seed = 20 } = {}) {
  const root = dir === undefined ? mkdtempSync(join(tmpdir(), 'huge-site-')) : resolve(dir);
  mkdirSync(root, { recursive: true });
  writeFileSync(join(root, 'openapi.json'), JSON.stringify(makeHugeSpec({ operations, seed })));
  writeFileSync(join(root, 'docs.json'), `${JSON.stringify(hugeDocsJson('openapi.json'), null, 2)}\n`);
  return root;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const flag = (name) => {
    const i = process.argv.indexOf(`--${name}`);
    return i < 0 ? undefined : process.argv[i + 1];
  };
  const dir = process.argv.slice(2).find((a, i, all) => !a.startsWith('--') && !all[i - 1]?.startsWith('--'));
  const root = makeHugeProject({
    dir,
    operations: Number(flag('operations') ?? 20000),
    seed: Number(flag('seed') ?? 20),
  });
  console.log(root);
}
