#!/usr/bin/env node
// `npm run fuzz [-- --runs N] [--seed S]`: the fuzz tests (test/core/fuzz-*.test.ts) for a long run.
// --runs (or FUZZ_RUNS) is the total number of cases over every fuzz test (CI runs 2,000); --seed
// (or FUZZ_SEED) picks the cases, a random seed when neither is given. The seed is printed first, and
// a failure prints the seed and path that reproduce it: FUZZ_SEED=<seed> node --import tsx --test <file>.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const flag = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? undefined : process.argv[i + 1];
};
const runs = flag('runs') ?? process.env.FUZZ_RUNS ?? '20000';
const seed = flag('seed') ?? process.env.FUZZ_SEED ?? String(Math.floor(Math.random() * 2 ** 31));
const files = readdirSync(join('test', 'core'))
  .filter((f) => /^fuzz-.*\.test\.ts$/.test(f))
  .sort()
  .map((f) => join('test', 'core', f));
console.log(`npm run fuzz: ${runs} cases over ${files.length} files, seed ${seed}`);
const started = performance.now();
const res = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...files], {
  stdio: 'inherit',
  env: { ...process.env, FUZZ_RUNS: runs, FUZZ_SEED: seed },
});
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`npm run fuzz: ${res.status === 0 ? 'no failure' : 'FAILED'} in ${runs} cases, seed ${seed}, ${seconds} s`);
process.exit(res.status ?? 1);
