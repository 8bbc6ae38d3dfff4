#!/usr/bin/env node
// Runs every suite, then prints one line of its own: "N passed, N failed" summed over all of them.
// Suites: core and CLI (node:test), elements and browser-only core (web-test-runner in Chromium),
// and checks that count as one test each (the manifest is fresh; with --checks: types, lint, format, layering,
// duplicate code, build, storybook).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildIsStale } from './lib/freshness.mjs';

const withChecks = process.argv.includes('--checks');
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const totals = { passed: 0, failed: 0, skipped: 0 };
const rows = [];

function run(cmd, args, env = {}) {
  const res = spawnSync(cmd, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
  });
  process.stdout.write(res.stdout ?? '');
  process.stderr.write(res.stderr ?? '');
  return res;
}

function record(name, passed, failed, skipped = 0) {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  rows.push({ name, passed, failed, skipped });
}

function findTests(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map((file) => join(dir, String(file)))
    .filter((file) => file.endsWith('.test.ts'))
    .sort();
}

function check(name, cmd, args) {
  if (only && only !== name) return;
  console.log(`\n=== check: ${name} ===`);
  const res = run(cmd, args);
  record(name, res.status === 0 ? 1 : 0, res.status === 0 ? 0 : 1);
}

function nodeSuite() {
  if (only && only !== 'node') return;
  // Several node tests use dist/ (the package, the script-tag bundle, the CLI's pages): build once
  // here rather than in each of them at the same time.
  if (buildIsStale() || !existsSync('dist/types/src/index.d.ts')) {
    console.log('\n=== building dist/ for the node tests ===');
    const res = run('node', ['scripts/build.mjs']);
    if (res.status !== 0) record('build-for-tests', 0, 1);
  }
  console.log('\n=== node:test (test/core, test/cli, test/hosts) ===');
  // Node 20's --test does not expand globs itself.
  const files = ['test/core', 'test/cli', 'test/hosts'].flatMap((dir) => findTests(dir));
  const res = run('node', ['--import', 'tsx', '--test', '--test-reporter=spec', '--test-concurrency=2', ...files]);
  const out = `${res.stdout}`;
  const num = (label) => Number(/ℹ (?:\w+ )?/.test(out) ? (out.match(new RegExp(`ℹ ${label} (\\d+)`))?.[1] ?? 0) : 0);
  const passed = num('pass');
  let failed = num('fail') + num('cancelled');
  if (res.status !== 0 && failed === 0) failed = 1; // the runner itself broke
  record('node', passed, failed, num('skipped') + num('todo'));
}

function browserSuite() {
  if (only && only !== 'browser') return;
  console.log('\n=== web-test-runner (Chromium) ===');
  rmSync('.test-results/wtr.json', { force: true });
  const res = run('npx', ['web-test-runner', '--config', 'web-test-runner.config.mjs']);
  if (!existsSync('.test-results/wtr.json')) {
    record('browser', 0, 1);
    return;
  }
  const counts = JSON.parse(readFileSync('.test-results/wtr.json', 'utf8'));
  const failed = counts.failed + (res.status !== 0 && counts.failed === 0 ? 1 : 0);
  record('browser', counts.passed, failed, counts.skipped);
}

check('manifest-fresh', 'node', ['scripts/check-manifest.mjs']);
// CI records `git status --porcelain` right after installing into a fresh clone: it must be empty.
if (process.env.CLEAN_CLONE_STATUS && (!only || only === 'clean-install')) {
  const status = readFileSync(process.env.CLEAN_CLONE_STATUS, 'utf8').trim();
  console.log('\n=== check: clean-install ===');
  if (status !== '') console.log(`installing changed the fresh clone:\n${status}`);
  record('clean-install', status === '' ? 1 : 0, status === '' ? 0 : 1);
}
if (withChecks) {
  check('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json']);
  check('lint', 'npx', ['eslint', '.']);
  check('format', 'npx', ['prettier', '--check', '.']);
  check('dependencies', 'npx', ['depcruise', 'src', 'components', '--output-type', 'err']);
  // Repeated code in src/ and components/ (.jscpd.json: 50 tokens or more, at most 0.3% of the lines).
  check('duplicates', 'npx', ['jscpd', '--config', '.jscpd.json', '--no-colors']);
  check('build', 'npm', ['run', 'build']);
  check('build-storybook', 'npm', ['run', 'build-storybook']);
}
nodeSuite();
browserSuite();

console.log('\nsuite                passed  failed  skipped');
for (const r of rows)
  console.log(
    `${r.name.padEnd(20)} ${String(r.passed).padStart(6)}  ${String(r.failed).padStart(6)}  ${String(r.skipped).padStart(7)}`,
  );
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
