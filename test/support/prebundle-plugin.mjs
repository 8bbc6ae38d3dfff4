// The dev server serves node_modules as they are, and some dependencies (@scalar/openapi-parser pulls in ajv and
// jsonpointer) are CommonJS underneath. This plugin bundles each listed package once as ESM with esbuild and serves
// that instead, the way the rollup build handles them with @rollup/plugin-commonjs.
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import esbuild from 'esbuild';

export function prebundlePlugin(packages, outDir = '.test-results/prebundled') {
  const files = new Map(packages.map((name) => [name, join(outDir, `${name.replace(/[@/]/g, '_')}.js`)]));
  let ready;
  return {
    name: 'prebundle-commonjs',
    async serverStart() {
      mkdirSync(outDir, { recursive: true });
      ready = Promise.all(
        [...files].map(([name, outfile]) =>
          esbuild.build({ entryPoints: [name], bundle: true, format: 'esm', platform: 'browser', outfile, logLevel: 'error' }),
        ),
      );
      await ready;
    },
    resolveImport({ source }) {
      return files.has(source) ? `/__prebundled/${encodeURIComponent(source)}.js` : undefined;
    },
    async serve(context) {
      if (!context.path.startsWith('/__prebundled/')) return undefined;
      const name = decodeURIComponent(context.path.slice('/__prebundled/'.length, -'.js'.length));
      const file = files.get(name);
      if (file === undefined) return undefined;
      await ready;
      return { body: await readFile(file, 'utf8'), type: 'js' };
    },
  };
}
