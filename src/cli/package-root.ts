/** This package's folder, whether the CLI runs from src/ (tsx) or from dist/ (published). */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const NAME = 'api-docs-elements';

export function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg)) {
      try {
        if ((JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string }).name === NAME) return dir;
      } catch {
        // not ours; keep climbing
      }
    }
    const up = dirname(dir);
    if (up === dir)
      throw new Error(`Could not find the ${NAME} package folder above ${fileURLToPath(import.meta.url)}.`);
    dir = up;
  }
}

export function packageVersion(): string {
  return (JSON.parse(readFileSync(join(packageRoot(), 'package.json'), 'utf8')) as { version: string }).version;
}

/** The script-tag bundle folder (dist/cdn), built by `npm run build`. */
export function bundleDir(): string {
  return join(packageRoot(), 'dist', 'cdn');
}

export function themesDir(): string {
  return join(packageRoot(), 'dist', 'themes');
}
