/**
 * A `docs build` worker thread: loads the project itself (without schema validation: the main thread has
 * checked it), renders the pages it is given with renderPageFile and writes them under the output folder, with
 * the element stylesheets they link (src/cli/shadow-styles.ts).
 * Posts `{ done: n }` at the end, or `{ error }`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { loadProject } from '../node/project.js';
import { renderPageFile, type PageContext } from './build-pages.js';
import { sheetWriter } from './shadow-styles.js';
import { applyChangelogs } from './changelog.js';
import { applyPageDates } from './page-dates.js';

export interface WorkerJob {
  readonly docsJson: string;
  readonly out: string;
  readonly slugs: readonly string[];
  readonly ctx: PageContext;
}

async function run(job: WorkerJob): Promise<number> {
  const loaded = await loadProject(job.docsJson, { validate: false });
  const project = applyPageDates(applyChangelogs(loaded, job.ctx.changelogs ?? []), job.ctx.dates ?? {});
  const writeSheets = sheetWriter(job.out); // each element sheet once per thread (same name, same bytes)
  for (const slug of job.slugs) {
    const { rel, html, sheets } = await renderPageFile(project, slug, job.ctx);
    writeSheets(sheets);
    const file = join(job.out, rel);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
  }
  return job.slugs.length;
}

run(workerData as WorkerJob).then(
  (done) => parentPort?.postMessage({ done }),
  (error: unknown) =>
    parentPort?.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
);
