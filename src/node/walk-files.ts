/**
 * The files of a project folder, walked once with the same bounds everywhere: dot folders and files and
 * `node_modules` are skipped, and so is what `skip` says (a project's ignore rules); at most `limit` files, 8 levels.
 */
import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

export interface WalkOptions {
  /** Which files to keep, by their path relative to the root (`/`-separated). */
  readonly keep: (path: string) => boolean;
  /** Paths (a folder's with a trailing `/`) not to enter or keep. */
  readonly skip?: (path: string) => boolean;
  readonly limit?: number;
}

/** The kept files' paths relative to `root`, `/`-separated, in the order met. */
export async function walkFiles(root: string, options: WalkOptions): Promise<string[]> {
  const limit = options.limit ?? 2000;
  const out: string[] = [];
  const walk = async (dir: string, depth: number): Promise<void> => {
    if (depth > 8 || out.length >= limit) return;
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const full = join(dir, entry.name);
      const path = relative(root, full).split(sep).join('/');
      if (options.skip?.(entry.isDirectory() ? `${path}/` : path) === true) continue;
      if (entry.isDirectory()) await walk(full, depth + 1);
      else if (options.keep(path) && out.length < limit) out.push(path);
    }
  };
  await walk(root, 0);
  return out;
}
