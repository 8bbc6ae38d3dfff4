/**
 * When each file was last changed, for "Last modified on" (`metadata.timestamp`): the date of the last commit that
 * touched it, as Mintlify shows, read for every file by one `git log` over the project folder (stopped once every
 * file is found); a file git does not know (a folder outside any repository, a file never committed) gets its
 * modification time instead, the nearest thing to Mintlify's "latest deployment" fallback.
 */
import { spawn } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { gitRoot, repoPath } from './git-history.js';

/** Commit dates (ISO 8601) by repository path, from `git log` over `folder`, until every wanted path has one. */
function commitDates(root: string, folder: string, wanted: ReadonlySet<string>): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (wanted.size === 0) return Promise.resolve(found);
  return new Promise((resolve) => {
    // Newest first: a path's first appearance is its last commit. Paths print unquoted, relative to the top folder.
    const args = ['-c', 'core.quotePath=false', 'log', '--format=%x01%cI', '--name-only', '--no-renames', '--'];
    const git = spawn('git', [...args, folder === '' ? '.' : folder], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let date: string | undefined;
    const lines = createInterface({ input: git.stdout });
    lines.on('line', (line) => {
      if (line.startsWith('\u0001')) date = line.slice(1);
      else if (date !== undefined && wanted.has(line) && !found.has(line)) {
        found.set(line, date);
        if (found.size === wanted.size) git.kill();
      }
    });
    git.on('error', () => resolve(found));
    lines.on('close', () => resolve(found));
  });
}

async function modified(file: string): Promise<string | undefined> {
  try {
    return (await stat(file)).mtime.toISOString();
  } catch {
    return undefined;
  }
}

/** The last-modified date (ISO 8601) of each of `files` (absolute paths under `folder`), by file. */
export async function fileDates(folder: string, files: readonly string[]): Promise<Map<string, string>> {
  const root = gitRoot(folder);
  const byPath = new Map(root === undefined ? [] : files.map((file) => [repoPath(root, file), file] as const));
  const committed =
    root === undefined ? new Map() : await commitDates(root, repoPath(root, folder), new Set(byPath.keys()));
  const out = new Map<string, string>();
  for (const [path, date] of committed) out.set(byPath.get(path)!, date);
  await Promise.all(
    files
      .filter((file) => !out.has(file))
      .map(async (file) => {
        const date = await modified(file);
        if (date !== undefined) out.set(file, date);
      }),
  );
  return out;
}
