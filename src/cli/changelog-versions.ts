/**
 * Where a changelog's versions come from, in `docs build` and `docs validate --breaking`: docs.json `versions` that
 * name different specs, `api.changelog: { from, to }` (or a list of them), or a spec file's history in git since a
 * ref. Each source gives a spec's versions oldest first.
 */
import { readFileSync, statSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Diagnostic } from '../diagnostics.js';
import type { NavDivision, NavItem } from '../navigation/index.js';
import { loadOpenApi } from '../openapi/index.js';
import type { OpenApiSpec } from '../openapi/types.js';
import { fileAt, fileCommits, GitHistoryError, gitRoot, repoPath, resolveCommit } from '../node/git-history.js';
import type { Project } from '../node/project.js';

export interface SpecVersion {
  readonly label: string;
  readonly spec: OpenApiSpec;
  /** The spec as docs.json names it, when the site shows this version (its pages then link to the changelog). */
  readonly path?: string;
  /** ISO 8601: a commit's date, else the file's modification time. */
  readonly date?: string;
}

/** One spec's versions, oldest first; `path` is the newest as docs.json names it. */
export interface VersionChain {
  readonly path: string;
  readonly versions: readonly SpecVersion[];
}

export interface VersionSources {
  readonly chains: VersionChain[];
  readonly diagnostics: Diagnostic[];
}

const withDate = (date: string | undefined): { date?: string } => (date === undefined ? {} : { date });

const fileDate = (file: string): string | undefined => {
  try {
    return statSync(file).mtime.toISOString();
  } catch {
    return undefined;
  }
};

function loadedSpec(project: Project, path: string): { spec: OpenApiSpec; file: string } | undefined {
  const clean = path.replace(/^\.?\/+/, '');
  const entry = project.openapi.find((s) => s.path.replace(/^\.?\/+/, '') === clean);
  return entry?.spec === undefined ? undefined : { spec: entry.spec, file: entry.file };
}

/** The OpenAPI files the pages of a division (and the divisions inside it) show. */
function divisionSpecs(project: Project, division: NavDivision, out = new Set<string>()): Set<string> {
  const walk = (item: NavItem): void => {
    if (item.type === 'group') return item.items.forEach(walk);
    const page = project.navigation.pages.get(item.slug);
    if (page?.kind === 'openapi' || page?.kind === 'webhook') out.add(page.spec);
  };
  if (division.section !== undefined) project.navigation.tree.tabs[division.section]?.groups.forEach(walk);
  for (const inner of division.divisions) divisionSpecs(project, inner, out);
  return out;
}

function versionDivisions(divisions: readonly NavDivision[] | undefined): NavDivision[] {
  const out: NavDivision[] = [];
  for (const d of divisions ?? []) {
    if (d.kind === 'version') out.push(d);
    else out.push(...versionDivisions(d.divisions));
  }
  return out;
}

/** `v2` after `v1`, `v10` after `v9`: labels compared with their numbers as numbers. */
const natural = (a: string, b: string): number => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' });

/**
 * docs.json `versions` naming one OpenAPI file each, a different one per version. They are ordered by their labels
 * when every label holds a number (`v1`, `2024-06`), else as Mintlify lists them, newest first.
 */
export function versionsFromNavigation(project: Project): VersionChain[] {
  const divisions = versionDivisions(project.navigation.tree.divisions);
  const named = divisions.map((d) => ({ label: d.title, specs: [...divisionSpecs(project, d)] }));
  if (named.length < 2 || named.some((v) => v.specs.length !== 1)) return [];
  if (new Set(named.map((v) => v.specs[0])).size !== named.length) return [];
  const ordered = named.every((v) => /\d/.test(v.label))
    ? [...named].sort((a, b) => natural(a.label, b.label))
    : [...named].reverse();
  const versions: SpecVersion[] = [];
  for (const v of ordered) {
    const loaded = loadedSpec(project, v.specs[0]!);
    if (loaded === undefined) return [];
    const date = fileDate(loaded.file);
    versions.push({ label: v.label, spec: loaded.spec, path: v.specs[0]!, ...withDate(date) });
  }
  return [{ path: ordered.at(-1)!.specs[0]!, versions }];
}

/** A spec file's text as a loaded spec; `label` defaults to its `info.version`. */
async function specFromText(text: string, file: string): Promise<OpenApiSpec> {
  return loadOpenApi(pathToFileURL(file).href, { text, fresh: true });
}

/** Distinct labels: a repeated one gets what tells it apart (a commit, a file). */
function labelled(list: { spec: OpenApiSpec; tell: string; date?: string; path?: string }[]): SpecVersion[] {
  const used = new Set<string>();
  return list.map(({ spec, tell, date, path }) => {
    let label = spec.info.version || tell;
    if (used.has(label)) label = `${label} (${tell})`;
    used.add(label);
    return { label, spec, ...withDate(date), ...(path === undefined ? {} : { path }) };
  });
}

const finding = (project: Project, message: string, severity: Diagnostic['severity'] = 'warning'): Diagnostic => ({
  severity,
  code: 'changelog/source',
  file: project.docsJson,
  pointer: '/api/changelog',
  message,
});

interface SettingPair {
  readonly from: string;
  readonly to: string;
  /** The older file, absolute, and its text. */
  readonly file: string;
  readonly text: string;
  readonly newer: { spec: OpenApiSpec; file: string };
}

/**
 * docs.json `api.changelog` read and checked, without parsing the older spec: `{ from, to }` or a list of them; `to`
 * is a spec the site shows, `from` any file of the project. `docs validate` reports the findings, as `docs build` would.
 */
export function readChangelogSetting(project: Project): { pairs: SettingPair[]; diagnostics: Diagnostic[] } {
  const out: { pairs: SettingPair[]; diagnostics: Diagnostic[] } = { pairs: [], diagnostics: [] };
  let raw: unknown;
  try {
    raw = (JSON.parse(readFileSync(project.docsJson, 'utf8')) as { api?: { changelog?: unknown } })?.api?.changelog;
  } catch {
    return out; // docs.json's own findings say why it cannot be read
  }
  if (raw === undefined) return out;
  for (const item of Array.isArray(raw) ? raw : [raw]) {
    const from = (item as { from?: unknown })?.from;
    const to = (item as { to?: unknown })?.to;
    if (typeof from !== 'string' || typeof to !== 'string') {
      out.diagnostics.push(
        finding(project, '`api.changelog` needs `{ "from": "<older spec file>", "to": "<spec the site shows>" }`.'),
      );
      continue;
    }
    const newer = loadedSpec(project, to);
    if (newer === undefined) {
      out.diagnostics.push(
        finding(project, `\`api.changelog.to\` is "${to}", which is not an OpenAPI file the site shows.`),
      );
      continue;
    }
    const file = resolve(project.root, from.replace(/^\/+/, ''));
    try {
      if (!(file === project.root || file.startsWith(project.root + sep))) throw new Error('outside');
      out.pairs.push({ from, to, file, text: readFileSync(file, 'utf8'), newer });
    } catch {
      out.diagnostics.push(
        finding(project, `\`api.changelog.from\` is "${from}", which is not a file in the project.`),
      );
    }
  }
  return out;
}

/** The versions `api.changelog` names: each pair's older file parsed, then the spec the site shows. */
export async function versionsFromSetting(project: Project): Promise<VersionSources> {
  const { pairs, diagnostics } = readChangelogSetting(project);
  const chains: VersionChain[] = [];
  for (const { from, to, file, text, newer } of pairs) {
    const older = await specFromText(text, file);
    const versions = labelled([
      { spec: older, tell: from, ...withDate(fileDate(file)) },
      { spec: newer.spec, tell: to, path: to, ...withDate(fileDate(newer.file)) },
    ]);
    chains.push({ path: to, versions });
  }
  return { chains, diagnostics };
}

/**
 * Each local OpenAPI file's history since `ref`: its text at the ref, after each commit that changed it, and in the
 * work tree when that differs from the last commit. Throws GitHistoryError (no repository, an unknown ref, a
 * shallow clone) with a sentence for the author.
 */
export async function versionsFromGit(
  project: Pick<Project, 'root' | 'openapi'>,
  ref: string,
): Promise<VersionChain[]> {
  const root = gitRoot(project.root);
  if (root === undefined)
    throw new GitHistoryError(
      `The project at ${project.root} is not in a git repository, so it has no history since "${ref}".`,
    );
  const since = resolveCommit(root, ref);
  const chains: VersionChain[] = [];
  for (const entry of project.openapi) {
    if (entry.spec === undefined || !entry.file.startsWith(sep)) continue;
    const path = repoPath(root, entry.file);
    const texts: { text: string; tell: string; date?: string }[] = [];
    const atRef = fileAt(root, since, path);
    if (atRef !== undefined) texts.push({ text: atRef, tell: ref });
    for (const commit of fileCommits(root, since, path)) {
      const text = fileAt(root, commit.sha, path);
      if (text !== undefined) texts.push({ text, tell: commit.sha.slice(0, 7), date: commit.date });
    }
    const current = readFileSync(entry.file, 'utf8');
    if (texts.at(-1)?.text !== current)
      texts.push({ text: current, tell: 'work tree', ...withDate(fileDate(entry.file)) });
    if (texts.length < 2) continue;
    const specs = await Promise.all(
      texts.map(async (t) => ({
        spec: await specFromText(t.text, entry.file),
        tell: t.tell,
        path: entry.path,
        ...withDate(t.date),
      })),
    );
    chains.push({ path: entry.path, versions: labelled(specs) });
  }
  return chains;
}
