// The dev server serves node_modules as they are, and some dependencies (@scalar/openapi-parser pulls in ajv and
// jsonpointer) are CommonJS underneath. This plugin bundles each listed package once as ESM with esbuild and serves
// that instead, the way the rollup build handles them with @rollup/plugin-commonjs.
//
// Some packages also import Node built-ins on code paths a browser never takes (@asyncapi/parser reads `file:`
// references with `fs`; a YAML parser checks for `buffer`). A built-in that does not resolve for the browser is
// replaced by a small stub below instead of failing the bundle; whatever resolves (a `browser` field mapping, an
// installed polyfill) is left alone.
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import esbuild from 'esbuild';

const STUBS = {
  fs: `function unavailable() { throw new Error('fs is not available in a browser'); }
export const readFile = (...args) => { const cb = args[args.length - 1]; if (typeof cb === 'function') cb(new Error('fs is not available in a browser')); };
export const readFileSync = unavailable;
export const promises = { readFile: async () => unavailable() };
export default { readFile, readFileSync, promises };`,
  util: `export function promisify(fn) {
  return (...args) => new Promise((resolve, reject) => fn(...args, (error, value) => (error ? reject(error) : resolve(value))));
}
export const inspect = (value) => String(value);
export default { promisify, inspect };`,
  buffer: `export const Buffer = undefined;
export default { Buffer };`,
};
const EMPTY = 'export default {};';

const builtins = new Set(builtinModules.filter((m) => !m.startsWith('_')));

/** Stubs Node built-ins that esbuild cannot resolve for the browser. */
const nodeBuiltinStubs = {
  name: 'node-builtin-stubs',
  setup(build) {
    build.onResolve({ filter: /^(node:)?[a-z_/]+$/ }, async (args) => {
      const name = args.path.replace(/^node:/, '');
      if (!builtins.has(name) || args.pluginData?.stubbing) return undefined;
      const found = await build.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: { stubbing: true },
      });
      if (found.errors.length === 0) return found;
      return { path: name, namespace: 'node-stub' };
    });
    build.onLoad({ filter: /.*/, namespace: 'node-stub' }, (args) => ({
      contents: STUBS[args.path.split('/')[0]] ?? EMPTY,
      loader: 'js',
    }));
  },
};

export function prebundlePlugin(packages, outDir = '.test-results/prebundled') {
  const files = new Map(packages.map((name) => [name, join(outDir, `${name.replace(/[@/]/g, '_')}.js`)]));
  let ready;
  return {
    name: 'prebundle-commonjs',
    async serverStart() {
      mkdirSync(outDir, { recursive: true });
      ready = Promise.all(
        [...files].map(([name, outfile]) =>
          esbuild.build({
            entryPoints: [name],
            bundle: true,
            format: 'esm',
            platform: 'browser',
            // Prefer ES modules even where a package is require()d: esbuild's default picks `main` then, and
            // UMD wrappers (jsonc-parser, under @asyncapi/parser) call `require` in a way a bundle cannot serve.
            mainFields: ['browser', 'module', 'main'],
            outfile,
            logLevel: 'error',
            plugins: [nodeBuiltinStubs],
          }),
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
