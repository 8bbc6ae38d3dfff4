#!/usr/bin/env node
// `npm run report:mintlify`: how far real public Mintlify projects carry over today. For every
// project of the Mintlify corpus (../shared/mintlify/, or MINTLIFY_CORPUS; INDEX.md there says where
// each came from) it runs `docs validate <folder> --format json --verbose` and `docs build <folder>`
// (into a temporary folder) and prints one row: pages the config lists, pages in the built
// navigation (generated API pages included), pages built, errors, warnings, unknown components,
// unknown fields, the errors and warnings by rule code, the build's exit code and the figures its closing table prints
// (API pages without their operation, icon dots). It reports; it never fails on findings.
// `--json` prints the rows as JSON instead of a table; `--no-build` skips the build. `--chromium` also serves each
// built site on 127.0.0.1 and opens its navigation pages in headless Chromium (every page up to 60, else 60 spread
// evenly over the navigation; `--sample=N` changes 60), counting pages with a console error, an uncaught exception
// or an empty main region (scripts/lib/mintlify-chromium.mjs). When the Chromium run of
// the corpus (test/cli/mintlify-corpus-chromium.test.ts) has left .test-results/mintlify-corpus.json, each row
// also says how many navigation pages rendered without a problem and the content components rendered.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium, openBuiltPages } from './lib/mintlify-chromium.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Where the corpus sits: MINTLIFY_CORPUS, or shared/mintlify beside the repository. */
export function corpusDir() {
  return resolve(process.env.MINTLIFY_CORPUS ?? join(root, '..', 'shared', 'mintlify'));
}

/** Each project folder of the corpus with its config: docs.json, else mint.json. */
export function corpusProjects(dir = corpusDir()) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => {
      const folder = join(dir, e.name);
      const config = ['docs.json', 'mint.json'].map((f) => join(folder, f)).find((f) => existsSync(f));
      return { name: e.name, folder, config };
    })
    .filter((p) => p.config)
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Distinct page paths in the config's `pages` arrays, at any depth (tabs, anchors, groups…). */
export function navigationPages(config) {
  const pages = new Set();
  (function walk(node, inPages) {
    if (typeof node === 'string') {
      if (inPages) pages.add(node);
    } else if (Array.isArray(node)) {
      for (const n of node) walk(n, inPages);
    } else if (node && typeof node === 'object') {
      for (const [k, v] of Object.entries(node)) walk(v, k === 'pages');
    }
  })(config, false);
  return pages.size;
}

/** `docs validate` on one project, as a user runs it: the exit code and the parsed findings. */
export function validateProject(target) {
  const run = spawnSync(
    process.execPath,
    [join(root, 'bin', 'docs.mjs'), 'validate', target, '--format', 'json', '--verbose'],
    {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 1 << 28,
      timeout: 600_000,
    },
  );
  let report = null;
  try {
    report = JSON.parse(run.stdout);
  } catch {
    // stays null: the row says the output was not JSON
  }
  return { status: run.status, signal: run.signal, stderr: run.stderr, report };
}

/** Every `index.html` under `dir` that is a page (not the home page, not a redirect page), by slug. */
export function builtPages(dir) {
  const slugs = [];
  (function walk(at, prefix) {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(at, entry.name), `${prefix}${entry.name}/`);
      else if (entry.name === 'index.html' && prefix !== '') {
        const html = readFileSync(join(at, entry.name), 'utf8');
        if (html.includes('<api-docs') && !html.includes('http-equiv="refresh"')) slugs.push(prefix.slice(0, -1));
      }
    }
  })(dir, '');
  return slugs.sort();
}

/** The figures of the table `docs build` prints at its end (src/cli/build-figures.ts), or null when absent. */
export function buildFigures(stdout) {
  const value = (label) => new RegExp(`^ {2}${label} +(\\d+)`, 'm').exec(stdout)?.[1];
  const apiPages = value('API pages without an operation');
  const dots = value('icon dots');
  return apiPages === undefined || dots === undefined
    ? null
    : { apiPagesWithoutOperation: Number(apiPages), iconDots: Number(dots) };
}

/**
 * `docs build` on one project into a temporary folder: the exit code, the pages built, the navigation's pages, the
 * figures of its closing table; `visit(out, navigation)` runs on the built site before the folder is removed.
 */
export async function buildProject(folder, visit) {
  const out = mkdtempSync(join(tmpdir(), 'mintlify-build-'));
  try {
    const run = spawnSync(process.execPath, [join(root, 'bin', 'docs.mjs'), 'build', folder, '--out', out], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 1 << 28,
      timeout: 1_200_000,
    });
    const manifestFile = join(out, '_site', 'manifest.json');
    const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : undefined;
    const navigation = manifest ? manifest.pages.map(([slug]) => slug) : null;
    return {
      status: run.signal ?? run.status,
      stderr: run.stderr,
      built: run.status === 0 ? builtPages(out) : [],
      navigation,
      figures: buildFigures(run.stdout),
      visited: run.status === 0 && navigation && visit ? await visit(out, navigation) : undefined,
    };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** The Chromium run's summary per project (.test-results/mintlify-corpus.json), or an empty map. */
export function renderedSummaries(file = join(root, '.test-results', 'mintlify-corpus.json')) {
  if (!existsSync(file)) return new Map();
  try {
    return new Map(JSON.parse(readFileSync(file, 'utf8')).map((s) => [s.project, s]));
  } catch {
    return new Map();
  }
}

/** "ok/opened" pages and the components rendered, from the Chromium run; '-' when it has not run. */
function renderedCells(summary) {
  if (summary === undefined) return ['-', '-'];
  const components = Object.values(summary.componentsRendered).reduce((a, b) => a + b, 0);
  const kinds = Object.entries(summary.componentsRendered)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, n]) => `${kind} ${n}`)
    .join(', ');
  return [`${summary.pagesOk}/${summary.pagesOpened}`, components === 0 ? '0' : `${components} (${kinds})`];
}

/** Counts by rule code of the findings of one severity, most frequent first. */
function byRuleOf(diagnostics, severity) {
  const counts = {};
  for (const d of diagnostics) if (d.severity === severity) counts[d.rule] = (counts[d.rule] ?? 0) + 1;
  return Object.fromEntries(Object.entries(counts).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])));
}

export async function projectRow(project, { build = true, visit } = {}) {
  const { status, signal, stderr, report } = validateProject(project.folder);
  let pages = null;
  try {
    pages = navigationPages(JSON.parse(readFileSync(project.config, 'utf8')));
  } catch {
    // a config that is not JSON: validate reports it
  }
  const diagnostics = report?.diagnostics ?? [];
  const count = (rule) => diagnostics.filter((d) => d.rule === rule).length;
  const built = build ? await buildProject(project.folder, visit) : undefined;
  return {
    project: project.name,
    config: project.config.endsWith('mint.json') ? 'mint.json' : 'docs.json',
    exit: signal ?? status,
    pages,
    navigationPages: built?.navigation?.length ?? null,
    builtPages: built?.built.length ?? null,
    buildExit: built?.status ?? null,
    apiPagesWithoutOperation: built?.figures?.apiPagesWithoutOperation ?? null,
    iconDots: built?.figures?.iconDots ?? null,
    chromium: built?.visited ?? null,
    errorsByRule: byRuleOf(diagnostics, 'error'),
    warningsByRule: byRuleOf(diagnostics, 'warning'),
    errors: report?.summary.errors ?? null,
    warnings: report?.summary.warnings ?? null,
    unknownComponent: count('mdx/unknown-component'),
    unknownField: count('config/unknown-field'),
    ...(report ? {} : { stderr: stderr.trim().split('\n').slice(-3).join('\n') }),
    ...(built && built.status !== 0 ? { buildStderr: built.stderr.trim().split('\n').slice(-3).join('\n') } : {}),
  };
}

/** "rule n, rule n" for a by-rule count, or '-'. */
const rules = (byRule) =>
  Object.entries(byRule)
    .map(([rule, n]) => `${rule} ${n}`)
    .join(', ') || '-';

/** "ok/opened" of the --chromium run, with what failed: console errors, exceptions, empty main regions. */
function chromiumCell(c) {
  if (c === null) return '-';
  const failed = [
    c.consoleError ? `console ${c.consoleError}` : '',
    c.pageError ? `exception ${c.pageError}` : '',
    c.emptyMain ? `empty ${c.emptyMain}` : '',
  ].filter(Boolean);
  return `${c.ok}/${c.opened}${c.sampled ? ' (sample)' : ''}${failed.length ? ` (${failed.join(', ')})` : ''}`;
}

export function table(rows, rendered = renderedSummaries()) {
  const head = [
    'project',
    'config',
    'nav pages',
    'validate exit',
    'errors',
    'warnings',
    'build exit',
    'built',
    'API pages w/o operation',
    'icon dots',
    'chromium ok/opened',
    'pages rendered (test run)',
    'unknown comp.',
    'unknown field',
    'errors by rule',
    'warnings by rule',
  ];
  const body = rows.map((r) => [
    r.project,
    r.config,
    r.navigationPages === null ? `${r.pages ?? '?'} listed` : String(r.navigationPages),
    String(r.exit),
    String(r.errors ?? '?'),
    String(r.warnings ?? '?'),
    String(r.buildExit ?? '-'),
    r.buildExit === null ? '-' : String(r.builtPages),
    String(r.apiPagesWithoutOperation ?? '-'),
    String(r.iconDots ?? '-'),
    chromiumCell(r.chromium),
    renderedCells(rendered.get(r.project))[0],
    String(r.unknownComponent),
    String(r.unknownField),
    rules(r.errorsByRule),
    r.stderr ? `no JSON: ${r.stderr}` : rules(r.warningsByRule),
  ]);
  const lines = [head, ...body].map((cells) => `| ${cells.join(' | ')} |`);
  lines.splice(1, 0, `|${head.map(() => '---').join('|')}|`);
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = corpusDir();
  if (!existsSync(dir)) {
    console.error(`mintlify-report: no corpus at ${dir} (set MINTLIFY_CORPUS to the folder that holds INDEX.md).`);
    process.exit(2);
  }
  const build = !process.argv.includes('--no-build');
  const sample = Number(/^--sample=(\d+)$/.exec(process.argv.find((a) => a.startsWith('--sample=')) ?? '')?.[1] ?? 60);
  const browser = build && process.argv.includes('--chromium') ? await launchChromium() : undefined;
  const visit = browser && ((out, navigation) => openBuiltPages(browser, out, navigation, { max: sample }));
  const rendered = renderedSummaries();
  const rows = [];
  try {
    for (const p of corpusProjects(dir)) {
      const summary = rendered.get(p.name);
      const row = await projectRow(p, { build, visit });
      if (process.argv.includes('--progress')) console.error(`mintlify-report: ${p.name} done`);
      rows.push(
        summary === undefined
          ? row
          : {
              ...row,
              pagesRendered: summary.pagesOk,
              pagesOpened: summary.pagesOpened,
              componentsRendered: summary.componentsRendered,
            },
      );
    }
  } finally {
    await browser?.close();
  }
  console.log(process.argv.includes('--json') ? JSON.stringify(rows, null, 2) : table(rows, rendered));
}
