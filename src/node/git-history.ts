/**
 * A file's history in git, for the changelog's `--changelog-since <ref>` and `docs validate --breaking <ref>`: the
 * commits that changed it since a ref and its text at each. Runs the `git` command (no shell); a ref is passed as an
 * argument after `--end-of-options`, so no ref is read as an option.
 */
import { execFileSync } from 'node:child_process';
import { relative, sep } from 'node:path';

export class GitHistoryError extends Error {
  override readonly name = 'GitHistoryError';
}

export interface FileCommit {
  readonly sha: string;
  /** The commit date, ISO 8601. */
  readonly date: string;
}

function git(cwd: string, args: readonly string[]): string | undefined {
  try {
    return execFileSync('git', args, {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 256 << 20,
    });
  } catch {
    return undefined;
  }
}

/** The work tree's top folder holding `dir`, or undefined outside any repository (or without git). */
export function gitRoot(dir: string): string | undefined {
  return git(dir, ['rev-parse', '--show-toplevel'])?.trim() || undefined;
}

/**
 * The commit `ref` names, or a GitHistoryError saying why there is none: a shallow clone that lacks it (with how to
 * fetch the history) or a name no commit has.
 */
export function resolveCommit(root: string, ref: string): string {
  if (ref.trim() === '') throw new GitHistoryError('The git ref is empty.');
  const sha = git(root, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`])?.trim();
  if (sha) return sha;
  const shallow = git(root, ['rev-parse', '--is-shallow-repository'])?.trim() === 'true';
  if (shallow)
    throw new GitHistoryError(
      `"${ref}" is not in this clone's history: the repository is a shallow clone. Fetch the history ` +
        '(`git fetch --unshallow`, or `fetch-depth: 0` with actions/checkout) and run again.',
    );
  throw new GitHistoryError(`"${ref}" names no commit in the git repository at ${root}.`);
}

/** The path of `file` in the repository, `/`-separated. */
export const repoPath = (root: string, file: string): string => relative(root, file).split(sep).join('/');

/** The commits after `since` up to HEAD that changed `path` (relative to root), oldest first. */
export function fileCommits(root: string, since: string, path: string): FileCommit[] {
  const out = git(root, ['log', '--reverse', '--format=%H %cI', `${since}..HEAD`, '--', path]) ?? '';
  return out
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [sha, date] = line.split(' ');
      return { sha: sha!, date: date! };
    });
}

/** The file's text at a commit, or undefined when it did not exist there. */
export function fileAt(root: string, sha: string, path: string): string | undefined {
  return git(root, ['show', `${sha}:${path}`]);
}
