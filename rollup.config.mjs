// Three builds (see scripts/build.mjs, which runs them, writes the declarations and prints sizes):
//  npm — ES modules with preserveModules and every dependency external, dist/src/… and dist/components/…
//  cdn — one self-registering, minified bundle for a script tag, dist/cdn/api-docs-elements.js, with
//        each dynamic import (shiki languages, anything lazy) as a hashed chunk in dist/cdn/chunks/.
//  islands — a built page's small bootstrap and its lazy chunks, dist/cdn/islands/ (docs build --islands).
import { readFileSync } from 'node:fs';
import commonjs from '@rollup/plugin-commonjs';
import json from '@rollup/plugin-json';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import esbuild, { minify as esbuildMinify } from 'rollup-plugin-esbuild';
import { npmInputs } from './scripts/lib/entries.mjs';
import { deferredModules } from './scripts/lib/deferred-modules-plugin.mjs';
import { minifyCssLiterals } from './scripts/lib/minify-css-literals-plugin.mjs';
import { workerPlugin } from './scripts/lib/worker-plugin.mjs';
import { nodeBuiltinsStub } from './scripts/lib/node-builtins-stub.mjs';
import { onwarn } from './scripts/lib/rollup-warnings.mjs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const dependencies = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies });

/** `lit`, `lit/decorators.js`, `@scalar/openapi-parser/…`: a dependency or one of its subpaths. */
const isDependency = (id) => dependencies.some((dep) => id === dep || id.startsWith(`${dep}/`));

/** This package's own exports (`api-docs-elements/server`, which docs build imports as any host does). */
const isOwnExport = (id) => id.startsWith(`${pkg.name}/`);

/** TypeScript through esbuild; it reads tsconfig.json, so experimentalDecorators and useDefineForClassFields apply. */
const typescript = () => esbuild({ tsconfig: 'tsconfig.json', target: 'es2022', sourceMap: true });

/** Libraries test `process.env.NODE_ENV`, which a browser does not have. */
const productionEnv = () => ({
  name: 'production-env',
  transform(code) {
    if (!code.includes('process.env.NODE_ENV')) return null;
    return { code: code.replaceAll('process.env.NODE_ENV', '"production"'), map: null };
  },
});

/** Everything needed to bundle for a browser; also used for each worker's own bundle. */
const browserPlugins = () => [
  nodeBuiltinsStub(),
  nodeResolve({ browser: true, exportConditions: ['browser', 'production'], preferBuiltins: false }),
  commonjs(),
  json(),
  typescript(),
  minifyCssLiterals(),
  productionEnv(),
  deferredModules(),
];

/** The one comment kept: the licence notice heading each icon data chunk (scripts/gen-icons.mjs writes it). */
const ICON_NOTICE = /^! (Font Awesome Free|Lucide|Tabler Icons) /;

const minify = () =>
  process.env.MINIFY === 'esbuild'
    ? esbuildMinify({ target: 'es2022' })
    : terser({ ecma: 2022, module: true, compress: { passes: 2 }, format: { comments: ICON_NOTICE } });

export const npmBuild = {
  input: npmInputs(),
  external: (id) => isDependency(id) || isOwnExport(id) || id.startsWith('node:'),
  plugins: [typescript(), minifyCssLiterals(), workerPlugin({ bundle: false })],
  onwarn,
  output: {
    dir: 'dist',
    format: 'es',
    preserveModules: true,
    preserveModulesRoot: '.',
    entryFileNames: '[name].js',
    sourcemap: true,
  },
};

/**
 * Modules always loaded together, kept in one lazy chunk instead of the several small ones rollup would split them
 * into (each is one more request on a page that shows an endpoint): the request pipeline, and the highlighter's core
 * with its JavaScript regular-expression engine. Only modules no up-front file imports belong here, or the group
 * would become an up-front file (the size budget below says so).
 */
const LAZY_GROUPS = [
  [
    'request',
    /\/src\/(request\/(body|build|classify|encode|fetch|querystring|server-origin|validate)|auth\/(apply|schemes|types))\.ts$|\/components\/api-response\/response-reader\.ts$/,
  ],
  [
    'highlighter',
    /\/node_modules\/(@shikijs\/(core|engine-javascript|primitive|vscode-textmate|types)\/|shiki\/dist\/(core|engine-javascript)\.mjs$)/,
  ],
];
function lazyGroup(id) {
  return LAZY_GROUPS.find(([, pattern]) => pattern.test(id))?.[0];
}

/** A minified browser bundle of `input` into `dir`, each dynamic import a hashed chunk under `dir/chunks/`. */
const browserBundle = (input, dir) => ({
  input,
  plugins: [...browserPlugins(), workerPlugin({ bundle: true, plugins: () => [...browserPlugins(), minify()] })],
  onwarn,
  output: {
    dir,
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    manualChunks: lazyGroup,
    // A group holds the modules it names and nothing else: rollup would otherwise pull each one's imports into it,
    // and a group module that imports an up-front one (src/openapi/pointer.ts) would make the group up front.
    onlyExplicitManualChunks: true,
    assetFileNames: 'chunks/[name]-[hash][extname]',
    sourcemap: false,
    plugins: [minify()],
  },
});

export const cdnBuild = browserBundle({ 'api-docs-elements': 'components/cdn-entry.ts' }, 'dist/cdn');

/**
 * A built page's bootstrap (`docs build --islands`, components/islands/): its own small entry, which wakes the
 * server's HTML in place, and its lazy chunks (search, the playground). Its own chunk graph, so the script-tag
 * bundle's files are untouched and a page loads nothing of it.
 */
export const islandsBuild = browserBundle(
  { 'api-docs-islands': 'components/islands/bootstrap.ts' },
  'dist/cdn/islands',
);

export default [npmBuild, cdnBuild, islandsBuild];
