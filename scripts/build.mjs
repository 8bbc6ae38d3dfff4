#!/usr/bin/env node
// `npm run build`: the npm modules, the declarations, the themes and the script-tag bundle, then a
// table of gzip sizes. Flags: --no-types skips the declarations; --why lists what weighs most in the
// script-tag bundle's up-front files, by package (minified size before gzip is not known per module,
// so this is rollup's rendered size of each module, a fair guide to what to make lazy).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build as esbuild } from 'esbuild';
import { rollup } from 'rollup';
import { npmBuild, cdnBuild, islandsBuild } from '../rollup.config.mjs';
import { BUNDLE_BUDGET_GZIP, classify, gzipSize, initialGzip, kb, sizeTable } from './lib/sizes.mjs';

const withTypes = !process.argv.includes('--no-types');
const why = process.argv.includes('--why');
const started = performance.now();

async function bundle(config) {
  const build = await rollup(config);
  try {
    const { output } = await build.write(config.output);
    return output;
  } finally {
    await build.close();
  }
}

function declarations() {
  const tsc = join('node_modules', 'typescript', 'bin', 'tsc');
  const res = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
  if (res.status !== 0) throw new Error('tsc -p tsconfig.build.json failed (declarations in dist/types)');
}

function themes() {
  const from = join('components', 'themes');
  if (!existsSync(from)) return [];
  mkdirSync(join('dist', 'themes'), { recursive: true });
  const css = readdirSync(from).filter((f) => f.endsWith('.css'));
  for (const file of css) cpSync(join(from, file), join('dist', 'themes', file));
  return css;
}

/** The playground proxy as one self-contained module worker (src/proxy/worker.ts; docs/deploy.mdx). */
function proxyWorker() {
  const outfile = join('dist', 'proxy-worker', 'worker.js');
  return esbuild({
    entryPoints: ['src/proxy/worker.ts'],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    outfile,
    logLevel: 'warning',
  });
}

/** Rendered bytes per package (or per source folder) in the files a page loads up front. */
function explain(output, rows) {
  const upFront = new Set(rows.filter((r) => r.kind !== 'lazy').map((r) => r.name));
  const totals = new Map();
  for (const chunk of output.filter((o) => o.type === 'chunk' && upFront.has(o.fileName))) {
    for (const [id, info] of Object.entries(chunk.modules)) {
      const pkg =
        /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1] ??
        id.replace(`${process.cwd()}/`, '').split('/').slice(0, 2).join('/');
      totals.set(pkg, (totals.get(pkg) ?? 0) + info.renderedLength);
    }
  }
  console.log('\nup-front bundle by package (rendered, before minification):');
  for (const [name, bytes] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 30))
    console.log(`  ${name.padEnd(50)} ${kb(bytes).padStart(10)}`);
}

try {
  rmSync('dist', { recursive: true, force: true });
  const npmOutput = await bundle(npmBuild);
  const cdnOutput = await bundle(cdnBuild);
  const islandsOutput = await bundle(islandsBuild);
  if (withTypes) declarations();
  const css = themes();
  await proxyWorker();
  cpSync(join('components', 'api-playground', 'oauth-redirect.html'), join('dist', 'oauth-redirect.html')); // the playground's OAuth redirect page

  console.log('\nnpm entries (dist/, dependencies external)');
  for (const chunk of npmOutput.filter((o) => o.type === 'chunk' && o.isEntry)) {
    console.log(
      `  ${chunk.fileName.padEnd(50)} ${kb(Buffer.byteLength(chunk.code)).padStart(10)} ${kb(gzipSize(chunk.code)).padStart(10)} gzip`,
    );
  }
  for (const file of css) console.log(`  themes/${file}`);

  const rows = classify(cdnOutput.map((o) => ({ ...o, isEntry: o.type === 'chunk' && o.isEntry })));
  const before = initialGzip(rows);
  console.log('\nscript-tag bundle (dist/cdn/)');
  console.log(sizeTable(rows));
  const verdict = before <= BUNDLE_BUDGET_GZIP ? 'within' : 'OVER';
  console.log(`\nbefore lazy chunks: ${kb(before)} gzip — ${verdict} the ${kb(BUNDLE_BUDGET_GZIP)} budget`);
  if (why) explain(cdnOutput, rows);
  // A `docs build --islands` page loads only this up front; its chunks load when used (components/islands/).
  const bootstrap = islandsOutput.find((o) => o.type === 'chunk' && o.isEntry);
  const lazy = islandsOutput.filter((o) => o.type === 'chunk' && !o.isEntry).length;
  console.log(
    `islands bootstrap (dist/cdn/islands/${bootstrap.fileName}): ${kb(gzipSize(bootstrap.code))} gzip up front, ${lazy} lazy chunks`,
  );
  writeFileSync(
    join('dist', 'cdn', 'sizes.json'),
    `${JSON.stringify({ initialGzip: before, files: rows }, null, 2)}\n`,
  );
  console.log(`built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(`\nbuild failed: ${error.message ?? error}`);
  if (error.frame) console.error(error.frame);
  if (error.id) console.error(`in ${error.id}`);
  process.exit(1);
}
