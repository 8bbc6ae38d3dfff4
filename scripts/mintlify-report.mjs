#!/usr/bin/env node
// `npm run report:mintlify`: how far real public Mintlify projects carry over today. For every
// project of the Mintlify corpus (../shared/mintlify/, or MINTLIFY_CORPUS; INDEX.md there says where
// each came from) it runs `docs validate <folder> --format json --verbose` and `docs build <folder>`
// (into a temporary folder) and prints one row: pages the config lists, pages in the built
// navigation (generated API pages included), pages built, errors, warnings, unknown components,
// unknown fields, and the warnings left by rule code. It reports; it never fails on findings.
// `--json` prints the rows as JSON instead of a table; `--no-build` skips the build. When the Chromium run of
// the corpus (test/cli/mintlify-corpus-chromium.test.ts) has left .test-results/mintlify-corpus.json, each row
// also says how many navigation pages rendered without a problem and the content components rendered.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

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
      timeout: 300_000,
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

/** `docs build` on one project into a temporary folder: the exit code, the pages built, the navigation's pages. */
export function buildProject(folder) {
  const out = mkdtempSync(join(tmpdir(), 'mintlify-build-'));
  try {
    const run = spawnSync(process.execPath, [join(root, 'bin', 'docs.mjs'), 'build', folder, '--out', out], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 1 << 28,
      timeout: 600_000,
    });
    const manifestFile = join(out, '_site', 'manifest.json');
    const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : undefined;
    return {
      status: run.status,
      stderr: run.stderr,
      built: run.status === 0 ? builtPages(out) : [],
      navigation: manifest ? manifest.pages.map(([slug]) => slug) : [],
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

export function projectRow(project, { build = true } = {}) {
  const { status, signal, stderr, report } = validateProject(project.folder);
  let pages = null;
  try {
    pages = navigationPages(JSON.parse(readFileSync(project.config, 'utf8')));
  } catch {
    // a config that is not JSON: validate reports it
  }
  const diagnostics = report?.diagnostics ?? [];
  const byRule = new Map();
  for (const d of diagnostics) byRule.set(d.rule, (byRule.get(d.rule) ?? 0) + 1);
  const count = (rule) => byRule.get(rule) ?? 0;
  const warningsByRule = {};
  for (const d of diagnostics) if (d.severity === 'warning') warningsByRule[d.rule] = (warningsByRule[d.rule] ?? 0) + 1;
  const built = build ? buildProject(project.folder) : undefined;
  return {
    project: project.name,
    config: project.config.endsWith('mint.json') ? 'mint.json' : 'docs.json',
    exit: signal ?? status,
    pages,
    navigationPages: built?.navigation.length ?? null,
    builtPages: built?.built.length ?? null,
    buildExit: built?.status ?? null,
    warningsByRule,
    errors: report?.summary.errors ?? null,
    warnings: report?.summary.warnings ?? null,
    unknownComponent: count('mdx/unknown-component'),
    unknownField: count('config/unknown-field'),
    top: [...byRule].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 5),
    ...(report ? {} : { stderr: stderr.trim().split('\n').slice(-3).join('\n') }),
  };
}

function table(rows, rendered = renderedSummaries()) {
  const head = [
    'project',
    'config',
    'exit',
    'listed',
    'nav pages',
    'built',
    'pages rendered',
    'components rendered',
    'errors',
    'warnings',
    'unknown comp.',
    'unknown field',
    'warnings left, by rule',
  ];
  const body = rows.map((r) => [
    r.project,
    r.config,
    String(r.exit),
    String(r.pages ?? '?'),
    String(r.navigationPages ?? '-'),
    r.buildExit === null ? '-' : r.buildExit === 0 ? String(r.builtPages) : `failed (${r.buildExit})`,
    ...renderedCells(rendered.get(r.project)),
    String(r.errors ?? '?'),
    String(r.warnings ?? '?'),
    String(r.unknownComponent),
    String(r.unknownField),
    Object.entries(r.warningsByRule)
      .sort((a, b) => b[1] - a[1])
      .map(([rule, n]) => `${rule} ${n}`)
      .join(', ') || (r.stderr ? `no JSON: ${r.stderr}` : '-'),
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
  const rendered = renderedSummaries();
  const rows = corpusProjects(dir).map((p) => {
    const summary = rendered.get(p.name);
    const row = projectRow(p, { build });
    return summary === undefined
      ? row
      : {
          ...row,
          pagesRendered: summary.pagesOk,
          pagesOpened: summary.pagesOpened,
          componentsRendered: summary.componentsRendered,
        };
  });
  console.log(process.argv.includes('--json') ? JSON.stringify(rows, null, 2) : table(rows, rendered));
}
