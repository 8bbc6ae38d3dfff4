#!/usr/bin/env node
// `npm run report:mintlify`: how far real public Mintlify projects carry over today. For every
// project of the Mintlify corpus (../shared/mintlify/, or MINTLIFY_CORPUS; INDEX.md there says where
// each came from) it runs `docs validate <config> --format json --verbose` and prints one row:
// pages the navigation lists, errors, warnings, unknown components, unknown fields, and the five
// rule codes found most often. It reports; it never fails on findings (issue 16 starts from these
// numbers). `--json` prints the rows as JSON instead of a table.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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
export function validateProject(config) {
  const run = spawnSync(
    process.execPath,
    [join(root, 'bin', 'docs.mjs'), 'validate', config, '--format', 'json', '--verbose'],
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

export function projectRow(project) {
  const { status, signal, stderr, report } = validateProject(project.config);
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
  return {
    project: project.name,
    config: project.config.endsWith('mint.json') ? 'mint.json' : 'docs.json',
    exit: signal ?? status,
    pages,
    errors: report?.summary.errors ?? null,
    warnings: report?.summary.warnings ?? null,
    unknownComponent: count('mdx/unknown-component'),
    unknownField: count('config/unknown-field'),
    top: [...byRule].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 5),
    ...(report ? {} : { stderr: stderr.trim().split('\n').slice(-3).join('\n') }),
  };
}

function table(rows) {
  const head = [
    'project',
    'config',
    'exit',
    'pages',
    'errors',
    'warnings',
    'unknown comp.',
    'unknown field',
    'top rules',
  ];
  const body = rows.map((r) => [
    r.project,
    r.config,
    String(r.exit),
    String(r.pages ?? '?'),
    String(r.errors ?? '?'),
    String(r.warnings ?? '?'),
    String(r.unknownComponent),
    String(r.unknownField),
    r.top.map(([rule, n]) => `${rule} ${n}`).join(', ') || (r.stderr ? `no JSON: ${r.stderr}` : '-'),
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
  const rows = corpusProjects(dir).map(projectRow);
  console.log(process.argv.includes('--json') ? JSON.stringify(rows, null, 2) : table(rows));
}
