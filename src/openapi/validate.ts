/**
 * OpenApiSpec.validate(): the whole-document checks of validate-core, in a module worker when the
 * platform has one (browsers) so a large spec never blocks the page, inline otherwise (Node, or if
 * the worker cannot start). External `$ref`s are then checked here, through the spec's own files.
 */
import type { Diagnostic } from '../diagnostics.js';
import type { SpecFiles } from './files.js';
import type { SourceFile } from './parse.js';
import type { SourceVersion } from './types.js';
import type { CoreValidation } from './validate-core.js';

/** A worker that has not answered in this long is stopped; validation is a courtesy, not a gate. */
const WORKER_TIME_LIMIT_MS = 120_000;

export async function validateSpec(
  source: SourceFile,
  files: SpecFiles,
  version: SourceVersion,
): Promise<readonly Diagnostic[]> {
  const core =
    (await inWorker(source, version)) ?? (await (await import('./validate-core.js')).validateSource(source, version));
  const diagnostics: Diagnostic[] = [...core.diagnostics];
  for (const { ref, at } of core.externalRefs) {
    const found = await files.run(() => files.lookup(ref, source, at));
    if ('failure' in found) diagnostics.push(plain(found.failure));
  }
  return Object.freeze(dedupe(diagnostics));
}

function plain(d: Diagnostic): Diagnostic {
  const { line, column } = d;
  return { ...d, ...(line === undefined ? {} : { line, column }) };
}

function dedupe(list: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return list.filter((d) => {
    const key = `${d.code}\u0000${d.pointer ?? ''}\u0000${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

type WorkerLike = {
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  postMessage(message: unknown): void;
  terminate(): void;
};

/** Runs validate-core in a module worker; undefined when there is none or it fails to start. */
function inWorker(source: SourceFile, version: SourceVersion): Promise<CoreValidation | undefined> {
  const WorkerClass = (globalThis as { Worker?: new (url: URL, options: { type: 'module' }) => WorkerLike }).Worker;
  if (WorkerClass === undefined || typeof (globalThis as { document?: unknown }).document === 'undefined')
    return Promise.resolve(undefined);
  let worker: WorkerLike;
  try {
    worker = new WorkerClass(new URL('./validate.worker.js', import.meta.url), { type: 'module' });
  } catch {
    return Promise.resolve(undefined);
  }
  return new Promise((resolve) => {
    const finish = (result: CoreValidation | undefined): void => {
      clearTimeout(timer);
      worker.terminate();
      resolve(result);
    };
    const timer = setTimeout(
      () =>
        finish({
          diagnostics: [
            {
              severity: 'warning',
              code: 'validate/timeout',
              file: source.url,
              message: `Validation took longer than ${WORKER_TIME_LIMIT_MS / 1000} s and was stopped.`,
            },
          ],
          externalRefs: [],
        }),
      WORKER_TIME_LIMIT_MS,
    );
    worker.onmessage = (event) => {
      const data = event.data as CoreValidation | { error: string };
      finish('error' in data ? undefined : data);
    };
    worker.onerror = () => finish(undefined); // e.g. the worker file is missing: fall back to inline
    worker.postMessage({ text: source.text, url: source.url, version });
  });
}
