/**
 * How one OpenAPI/Swagger file of ../shared/corpus is judged against its expectation row: must-render files load and
 * their operations resolve; invalid ones give a clear error or load with ≥1 finding; hostile ones never throw
 * anything but a DiagnosticError. Shared by the corpus tests of expectations.tsv and expectations-standards.tsv.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parse } from 'yaml';
import { DiagnosticError } from '../../src/diagnostics.js';
import { loadOpenApi, type OpenApiSpec } from '../../src/index.js';
import { readTextFromFileOrUrl } from '../../src/node/read-text.js';
import { SHARED } from './shared-dir.js';

export const CORPUS = `${SHARED}/corpus`;
const TIME_LIMIT_MS = 20_000;

export interface Row {
  readonly path: string;
  readonly kind: string;
  readonly expectation: string;
}

/** The rows of an expectations file of the corpus (path, kind, expectation; the header left out). */
export function expectationRows(file: string): Row[] {
  return readFileSync(`${CORPUS}/${file}`, 'utf8')
    .split('\n')
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [path = '', kind = '', expectation = ''] = line.split('\t');
      return { path, kind, expectation };
    });
}

export interface CheckOptions {
  /** Resolve every operation of a must-render file, not only the first. */
  readonly allOperations?: boolean;
}

export type Outcome =
  | 'rendered'
  | 'rendered-no-operations'
  | 'clear-error'
  | 'warned-render'
  | 'hostile-refused'
  | 'hostile-loaded'
  | 'FAIL';

function withLimit<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took more than ${TIME_LIMIT_MS / 1000} s`)), TIME_LIMIT_MS);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

function isClear(error: unknown): error is DiagnosticError {
  return (
    error instanceof DiagnosticError &&
    error.diagnostics.length > 0 &&
    error.diagnostics.every(
      (d) =>
        d.message.trim() !== '' &&
        !d.message.includes('[object Object]') &&
        typeof d.file === 'string' &&
        d.file !== '',
    )
  );
}

/** A document "truly has none" when its paths and webhooks hold no operation (a `$ref`'d path item counts as one). */
function hasOperationsInSource(path: string): boolean {
  const doc = parse(readFileSync(`${CORPUS}/${path}`, 'utf8'), { maxAliasCount: 100 }) as Record<
    string,
    unknown
  > | null;
  const methods = /^(get|put|post|delete|patch|options|head|trace)$/i;
  return [doc?.paths, doc?.webhooks].some(
    (items) =>
      typeof items === 'object' &&
      items !== null &&
      Object.values(items).some(
        (item) =>
          typeof item === 'object' &&
          item !== null &&
          ('$ref' in item || Object.keys(item).some((k) => methods.test(k))),
      ),
  );
}

export async function check(row: Row, options: CheckOptions = {}): Promise<{ outcome: Outcome; detail?: string }> {
  const url = pathToFileURL(`${CORPUS}/${row.path}`).href;
  const mustRender = row.expectation.startsWith('must-render');
  const hostile = row.expectation === 'must-not-execute';
  let spec: OpenApiSpec;
  try {
    spec = await withLimit(loadOpenApi(url, { readText: readTextFromFileOrUrl, fresh: true }), 'loading');
  } catch (error) {
    if (!isClear(error))
      return {
        outcome: 'FAIL',
        detail: `unclear or uncaught error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      };
    if (mustRender) return { outcome: 'FAIL', detail: `did not load: ${error.message}` };
    return { outcome: hostile ? 'hostile-refused' : 'clear-error' };
  }
  const first = spec.operations[0];
  const resolved = options.allOperations === true && mustRender ? spec.operations : spec.operations.slice(0, 1);
  for (const op of resolved) {
    try {
      await withLimit(spec.resolveOperation(op.id), `resolving ${op.id}`);
    } catch (error) {
      return {
        outcome: 'FAIL',
        detail: `operation ${op.id} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      };
    }
  }
  if (mustRender) {
    if (first === undefined) {
      if (hasOperationsInSource(row.path))
        return { outcome: 'FAIL', detail: 'no operation listed although the file has some' };
      return { outcome: 'rendered-no-operations' };
    }
    return { outcome: 'rendered' };
  }
  if (hostile) return { outcome: 'hostile-loaded' };
  let found: readonly unknown[];
  try {
    found = await withLimit(spec.validate(), 'validating');
  } catch (error) {
    return {
      outcome: 'FAIL',
      detail: `validate() threw: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    };
  }
  if (found.length === 0) return { outcome: 'FAIL', detail: 'an invalid document loaded and validate() found nothing' };
  return { outcome: 'warned-render' };
}

export interface CorpusRun {
  readonly uncaught: readonly string[];
  /** Files whose outcome does not meet their expectation (and are not allowed to fail), each with why. */
  readonly failures: readonly string[];
  /** Files by expectation and outcome. */
  readonly counts: ReadonlyMap<string, number>;
}

/** Checks every row, prints the count table under `title`, and returns what failed. */
export async function runCorpus(
  title: string,
  rows: readonly Row[],
  options: CheckOptions & { readonly allowed?: Readonly<Record<string, string>> } = {},
): Promise<CorpusRun> {
  const uncaught: string[] = [];
  const onUncaught = (error: unknown): void => void uncaught.push(String(error));
  process.on('uncaughtException', onUncaught);
  process.on('unhandledRejection', onUncaught);
  const counts = new Map<string, number>();
  const failures: string[] = [];
  const allowed: string[] = [];
  const slow: string[] = [];
  const started = performance.now();
  try {
    for (const row of rows) {
      const t0 = performance.now();
      const { outcome, detail } = await check(row, options);
      const ms = performance.now() - t0;
      if (ms > 5000) slow.push(`${row.path} ${Math.round(ms)} ms`);
      const reason = outcome === 'FAIL' ? options.allowed?.[row.path] : undefined;
      const key = `${row.expectation.padEnd(36)} ${reason === undefined ? outcome : 'allowed (listed below)'}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
      if (reason !== undefined) allowed.push(`${row.path}: ${reason}`);
      else if (outcome === 'FAIL') failures.push(`${row.path} [${row.expectation}]: ${detail ?? ''}`);
    }
  } finally {
    process.off('uncaughtException', onUncaught);
    process.off('unhandledRejection', onUncaught);
  }
  const table = [...counts.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, n]) => `  ${key.padEnd(60)} ${String(n).padStart(5)}`);
  console.log(
    [
      '',
      `${title}: expectation / outcome / files`,
      ...table,
      `  total ${[...counts.values()].reduce((a, b) => a + b, 0)} files in ${Math.round((performance.now() - started) / 1000)} s`,
    ].join('\n'),
  );
  if (allowed.length > 0) console.log(`allowed failures:\n  ${allowed.join('\n  ')}`);
  if (slow.length > 0) console.log(`slower than 5 s:\n  ${slow.join('\n  ')}`);
  return { uncaught, failures, counts };
}
