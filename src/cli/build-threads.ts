/**
 * `docs build` over the machine's cores: the pages are cut into one contiguous slice per worker thread
 * (build-worker.ts), each worker loads the project once and writes its slice; the main thread meanwhile makes
 * the search index and agent files. The output is byte for byte the single-thread build's (test/cli/build-threads.test.ts).
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PageContext } from './build-pages.js';
import type { WorkerJob } from './build-worker.js';

/** Below this many pages per thread, a worker's own project load costs more than it saves. */
export const PAGES_PER_THREAD = 200;

/** How many threads a build of `pages` pages uses: `requested` (default: the cores), fewer for small sites. */
export function threadsFor(pages: number, requested?: number): number {
  const wanted = requested ?? availableParallelism();
  if (requested !== undefined) return Math.max(1, Math.min(wanted, pages));
  return Math.max(1, Math.min(wanted, Math.floor(pages / PAGES_PER_THREAD)));
}

/** `list` in `n` contiguous slices of near-equal length. */
export function slices<T>(list: readonly T[], n: number): T[][] {
  const size = Math.ceil(list.length / n);
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

// From the built package the worker is build-worker.js. Under tsx (tests from source) it is the .ts file, which a
// worker loads only after registering tsx's loader in itself (a worker does not take `--import` from the parent).
const fromSource = import.meta.url.endsWith('.ts');
const workerUrl = new URL(fromSource ? './build-worker.ts' : './build-worker.js', import.meta.url);

function startWorker(job: WorkerJob): Worker {
  if (!fromSource) return new Worker(workerUrl, { workerData: job });
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(workerUrl.href)}); })`;
  return new Worker(boot, { eval: true, workerData: job });
}

function runWorker(job: WorkerJob): Promise<number> {
  return new Promise((resolve, reject) => {
    const worker = startWorker(job);
    let settled = false;
    worker.once('message', (message: { done?: number; error?: string }) => {
      settled = true;
      if (message.error !== undefined) reject(new Error(`docs build worker: ${message.error}`));
      else resolve(message.done ?? 0);
      void worker.terminate();
    });
    worker.on('error', (error) => {
      settled = true;
      reject(error);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`docs build worker stopped (exit code ${code}) before it finished.`));
    });
  });
}

/** Renders and writes `slugs` under `out` in `threads` workers; resolves to the number of pages written. */
export async function writePagesInThreads(
  docsJson: string,
  out: string,
  slugs: readonly string[],
  ctx: PageContext,
  threads: number,
): Promise<number> {
  const counts = await Promise.all(
    slices(slugs, threads).map((slice) => runWorker({ docsJson, out, slugs: slice, ctx })),
  );
  return counts.reduce((a, b) => a + b, 0);
}
