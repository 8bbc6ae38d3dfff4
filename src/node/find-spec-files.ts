/**
 * The OpenAPI descriptions and Overlays a project holds, found as Mintlify finds them when docs.json names none:
 * every `.json`, `.yaml` and `.yml` file under the project folder whose top-level keys say what it is. Dot folders,
 * `node_modules` and files the project ignores (`.mintignore`, `.docsignore`) are skipped; the walk is bounded.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { readIgnoreRules } from '../cli/ignore-rules.js';
import { documentKind } from '../openapi/document-kind.js';
import type { ProjectSpecFiles } from '../site/index.js';
import { walkFiles } from './walk-files.js';

const MAX_FILES = 5000;
/** Larger files are left out of discovery (docs.json can still name them). */
const MAX_BYTES = 30 * 1024 * 1024;

/** Paths relative to `root`, `/`-separated, sorted, as docs.json would write them. */
export async function findSpecFiles(root: string): Promise<ProjectSpecFiles> {
  const ignore = readIgnoreRules(root);
  const candidates = await walkFiles(root, {
    keep: (path) => /\.(json|ya?ml)$/i.test(path),
    skip: (path) => ignore.ignores(path),
    limit: MAX_FILES,
  });
  const openapi: string[] = [];
  const overlays: string[] = [];
  for (const path of candidates.sort()) {
    const kind = await kindOf(join(root, path), path);
    if (kind === 'openapi') openapi.push(path);
    else if (kind === 'overlay') overlays.push(path);
  }
  return { openapi, overlays };
}

async function kindOf(file: string, path: string) {
  try {
    if ((await stat(file)).size > MAX_BYTES) return undefined;
    return documentKind(path, await readFile(file, 'utf8'));
  } catch {
    return undefined;
  }
}
