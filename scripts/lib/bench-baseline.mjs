// `npm run bench -- --baseline=<git ref>`: the first-operation time of an older version beside this one's,
// measured in the same run and the same browser. The ref is checked out in a temporary git worktree (its
// node_modules a symlink to ours: `npm ci` there would take minutes) and built there with its own
// scripts/build.mjs --no-types; then, per spec, loads of this tree's element page and the ref's alternate
// (HEAD, ref, ref, HEAD, …), each in a fresh browser context, so load on the machine falls on both alike.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ELEMENT_PAGE } from './bench-pages.mjs';
import { createStaticServer, listen } from './static-server.mjs';

/** The ref given as `--baseline=<ref>`, or undefined. */
export function baselineRef(argv = process.argv) {
  const ref = argv.find((a) => a.startsWith('--baseline='))?.slice('--baseline='.length);
  return ref ? ref : undefined;
}

function run(command, args, cwd) {
  const res = spawnSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (res.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${res.stderr || res.stdout}`);
  return res.stdout.trim();
}

/**
 * Checks the ref out beside the repository and builds it. Returns its dist folder, the commit, and
 * `dispose()`, which removes the worktree again (call it in a finally).
 */
export function prepareBaseline(ref, root) {
  const commit = run('git', ['rev-parse', '--verify', `${ref}^{commit}`], root);
  const dir = mkdtempSync(join(tmpdir(), 'api-docs-baseline-'));
  const tree = join(dir, 'tree');
  const dispose = () => {
    spawnSync('git', ['worktree', 'remove', '--force', tree], { cwd: root, stdio: 'ignore' });
    rmSync(dir, { recursive: true, force: true });
    spawnSync('git', ['worktree', 'prune'], { cwd: root, stdio: 'ignore' });
  };
  try {
    run('git', ['worktree', 'add', '--detach', tree, commit], root);
    symlinkSync(resolve(root, 'node_modules'), join(tree, 'node_modules'), 'dir');
    console.log(`baseline ${ref} (${commit.slice(0, 7)}): building in ${tree}…`);
    const t0 = performance.now();
    run(process.execPath, ['scripts/build.mjs', '--no-types'], tree);
    const bundle = join(tree, 'dist', 'cdn', 'api-docs-elements.js');
    if (!existsSync(bundle)) throw new Error(`the build of ${ref} wrote no ${bundle}`);
    console.log(`baseline built in ${((performance.now() - t0) / 1000).toFixed(0)} s\n`);
    return { ref, commit, dist: join(tree, 'dist'), dispose };
  } catch (error) {
    dispose();
    throw error;
  }
}

/** The element page with its script tag pointing at another mount. */
const pageFor = (mount) => ELEMENT_PAGE.replace('src="/dist/cdn/', `src="/${mount}/cdn/`);

/**
 * Per spec, `runs` loads of each version's element page, alternating, in `browser` (loads through
 * `load(browser, url)`, the bench's own); resolves to one row per spec with both medians and the ratio.
 */
export async function compareFirstOperation({ browser, load, baseline, specs, specsDir, runs, median, onProgress }) {
  const pages = mkdtempSync(join(tmpdir(), 'api-docs-bench-baseline-'));
  writeFileSync(join(pages, 'head.html'), pageFor('dist'));
  writeFileSync(join(pages, 'base.html'), pageFor('base-dist'));
  const server = createStaticServer({
    '/': pages,
    '/dist/': 'dist',
    '/base-dist/': baseline.dist,
    '/specs/': specsDir,
  });
  const port = await listen(server, 0);
  const url = (page, query) => `http://127.0.0.1:${port}/${page}.html?${query}`;
  const rows = [];
  try {
    for (const spec of specs) {
      const query = new URLSearchParams({
        spec: `/specs/${spec.file}`,
        first: spec.first ?? '',
        last: spec.last ?? '',
      });
      const head = [];
      const base = [];
      for (let i = 0; i < runs; i++) {
        // Alternate which goes first, so neither always follows the other's garbage or cache warmth.
        const order = i % 2 === 0 ? ['head', 'base'] : ['base', 'head'];
        for (const which of order) (which === 'head' ? head : base).push(await load(browser, url(which, query)));
        onProgress?.(`${spec.file}: baseline run ${i + 1}/${runs}`);
      }
      const time = (loads) =>
        loads.every((r) => !r.error && r.first === 'rendered') ? median(loads.map((r) => r.ready)) : NaN;
      const problem = [...head, ...base].find((r) => r.error || r.first !== 'rendered');
      rows.push({
        file: spec.file,
        head: time(head),
        base: time(base),
        ratio: time(head) / time(base),
        problem: problem ? (problem.error ?? `first: ${problem.first}`) : undefined,
        runs: { head: head.map((r) => r.ready), base: base.map((r) => r.ready) },
      });
    }
  } finally {
    server.close();
    rmSync(pages, { recursive: true, force: true });
  }
  return rows;
}

/** The fastest of a list of load times (the least disturbed load on a busy machine). */
const fastest = (values) => Math.min(...values.filter((v) => Number.isFinite(v)));

/** The side-by-side table: medians and their ratio, then the fastest loads and theirs. */
export function printBaseline(baseline, rows, runs) {
  const ms = (v) => (Number.isFinite(v) ? `${Math.round(v)} ms` : '—');
  const ratio = (a, b) => (Number.isFinite(a / b) ? `${(a / b).toFixed(2)}×` : '—');
  console.log(
    `\nfirst operation, HEAD beside ${baseline.ref} (${baseline.commit.slice(0, 7)}), ${runs} alternating fresh loads each, one browser:`,
  );
  const header = ['spec', 'HEAD', baseline.ref, 'HEAD / base', 'HEAD fastest', `${baseline.ref} fastest`, 'ratio'];
  const cells = rows.map((r) => {
    const [h, b] = [fastest(r.runs.head), fastest(r.runs.base)];
    return [r.file, ms(r.head), ms(r.base), ratio(r.head, r.base), ms(h), ms(b), ratio(h, b)];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) => c.map((v, i) => (i === 0 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join('  ');
  console.log(line(header));
  for (const c of cells) console.log(line(c));
  for (const r of rows) if (r.problem) console.log(`  ${r.file}: ${r.problem}`);
}

/**
 * The bench's hook: undefined without `--baseline=<ref>`; else the built ref, with `measure(…)` (after the
 * bench's own loads, in its browser), `print()` and `dispose()`; `rows` once measured.
 */
export function startBaseline(root, argv = process.argv) {
  const ref = baselineRef(argv);
  if (ref === undefined) return undefined;
  const baseline = prepareBaseline(ref, root);
  // Stopped with Ctrl+C or a kill, the worktree goes too.
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () => {
      baseline.dispose();
      process.exit(130);
    });
  const state = {
    ...baseline,
    rows: undefined,
    runs: 0,
    async measure(options) {
      state.runs = options.runs;
      state.rows = await compareFirstOperation({ ...options, baseline });
    },
    print() {
      if (state.rows) printBaseline(baseline, state.rows, state.runs);
    },
  };
  return state;
}
