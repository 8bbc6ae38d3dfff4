// Rollup plugin for `new Worker(new URL('./x.worker.js', import.meta.url), { type: 'module' })`.
// CDN build (`bundle: true`): the worker is bundled on its own (a separate rollup run, everything
// inlined) so it never imports the page's entry, which registers elements and cannot run in a worker,
// and the URL is rewritten to the emitted file. npm build (`bundle: false`): the worker is emitted as
// one more preserved module with its dependencies external, and the source URL is kept, so the
// consumer's bundler (Vite, webpack 5) recognises the pattern and bundles the worker itself.
import { existsSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { rollup } from 'rollup';

const WORKER_URL =
  /new\s+[\w$.]*Worker[\w$]*\s*\(\s*new\s+URL\s*\(\s*(['"`])(\.{1,2}\/[^'"`]+)\1\s*,\s*import\.meta\.url\s*\)/g;

/** `./x.worker.js` written in a .ts file means `./x.worker.ts` on disk. */
function sourceOf(importer, spec) {
  const asWritten = resolve(dirname(importer), spec);
  if (existsSync(asWritten)) return asWritten;
  const ts = asWritten.replace(/\.js$/, '.ts');
  return existsSync(ts) ? ts : undefined;
}

/**
 * @param {{ bundle: boolean, plugins?: () => import('rollup').Plugin[] }} options
 */
export function workerPlugin({ bundle, plugins = () => [] }) {
  return {
    name: 'api-docs-worker',
    async transform(code, id) {
      if (!code.includes('Worker')) return null;
      let changed = false;
      const parts = [];
      let last = 0;
      for (const match of code.matchAll(WORKER_URL)) {
        const source = sourceOf(id, match[2]);
        if (!source) {
          this.warn(`worker ${match[2]} not found next to ${id}`);
          continue;
        }
        if (!bundle) {
          this.emitFile({ type: 'chunk', id: source });
          continue;
        }
        this.addWatchFile(source);
        const build = await rollup({
          input: source,
          plugins: plugins(),
          onwarn: (w) => {
            if (w.code !== 'CIRCULAR_DEPENDENCY') this.warn(w);
          },
        });
        const { output } = await build.generate({ format: 'es', inlineDynamicImports: true });
        await build.close();
        const name = basename(source).replace(/\.ts$/, '.js');
        const ref = this.emitFile({ type: 'asset', name, source: output[0].code });
        const urlStart = match.index + match[0].indexOf('new URL');
        parts.push(code.slice(last, urlStart), `new URL(import.meta.ROLLUP_FILE_URL_${ref})`);
        last = match.index + match[0].length;
        changed = true;
      }
      if (!changed) return null;
      parts.push(code.slice(last));
      return { code: parts.join(''), map: null };
    },
  };
}
