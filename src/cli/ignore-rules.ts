/**
 * A project's ignore files: `.mintignore` (Mintlify's) and `.docsignore` (ours), both in gitignore syntax, beside
 * docs.json. A matching file is never published by `docs build` nor served by `docs dev`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ignore from 'ignore';

export const IGNORE_FILES = ['.mintignore', '.docsignore'] as const;

export interface IgnoreRules {
  /** The ignore files that exist, by name (for findings). */
  readonly sources: readonly string[];
  /** True when `path` (relative to the project folder, `/`-separated) is ignored. */
  ignores(path: string): boolean;
}

export function readIgnoreRules(root: string): IgnoreRules {
  const matcher = ignore();
  const sources: string[] = [];
  for (const name of IGNORE_FILES) {
    let text: string;
    try {
      text = readFileSync(join(root, name), 'utf8');
    } catch {
      continue;
    }
    matcher.add(text);
    sources.push(name);
  }
  return {
    sources,
    // The matcher takes plain relative paths only; anything else is outside the project anyway.
    ignores: (path) => sources.length > 0 && ignore.isPathValid(path) && matcher.ignores(path),
  };
}
