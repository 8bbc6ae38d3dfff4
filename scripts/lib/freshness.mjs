// Is dist/ older than the sources it is built from?
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Newest modification time (ms) of any file under the given paths, skipping tests and stories. */
export function newestMtime(paths) {
  let newest = 0;
  const walk = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) if (entry !== 'node_modules') walk(join(path, entry));
    } else if (!/\.(test|stories)\.ts$/.test(path)) {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  for (const p of paths) walk(p);
  return newest;
}

export const BUILD_INPUTS = [
  'src',
  'components',
  'package.json',
  'rollup.config.mjs',
  'tsconfig.json',
  'scripts/build.mjs',
  'scripts/lib',
];
export const BUILD_MARKER = join('dist', 'cdn', 'api-docs-elements.js');

/** True when the script-tag bundle is missing or older than any input of the build. */
export function buildIsStale(root = process.cwd()) {
  const marker = join(root, BUILD_MARKER);
  if (!existsSync(marker)) return true;
  return newestMtime(BUILD_INPUTS.map((p) => join(root, p))) > statSync(marker).mtimeMs;
}
