/**
 * Every OpenAPI/Swagger document of ../shared/corpus (expectations.tsv): must-render documents load
 * and their first operation resolves; invalid ones give a clear error or load with ≥1 diagnostic;
 * hostile ones never throw anything but a DiagnosticError. Prints a count table at the end.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { DiagnosticError } from '../../src/diagnostics.js';
import { loadOpenApi, type OpenApiSpec } from '../../src/index.js';
import { readTextFromFileOrUrl } from '../../src/node/read-text.js';
import { parse } from 'yaml';
import { SHARED } from '../support/shared-dir.js';

const CORPUS = `${SHARED}/corpus`;
const TIME_LIMIT_MS = 20_000;

/** Files that fail this test for a reason we stand by, each with that reason (none of them is a must-render). */
const ALLOWED_FAILURES: Readonly<Record<string, string>> = {
  'openapi/redoc-fixtures/demo/cafe.yaml':
    "a valid OpenAPI 3.2 document: the reference verdict (163 'if must match \"else\"' errors) came from Ajv misreading the 3.2 schema's $dynamicRef in @scalar/openapi-parser; applied correctly (src/openapi/validate-32.ts) the schema finds nothing, and the page renders",
};

interface Row {
  readonly path: string;
  readonly kind: string;
  readonly expectation: string;
}

function rows(): Row[] {
  const lines = readFileSync(`${CORPUS}/expectations.tsv`, 'utf8').split('\n').slice(1);
  return lines
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [path = '', kind = '', expectation = ''] = line.split('\t');
      return { path, kind, expectation };
    })
    .filter((row) => {
      if (row.path.includes('asyncapi')) return false;
      if (row.expectation === 'loaded-via-ref') return false;
      if (/^(openapi|swagger)/.test(row.kind)) return true;
      // Fragments kept in invalid/ stand for documents that must be refused clearly.
      return row.kind === 'fragment' && row.path.startsWith('invalid/');
    });
}

type Outcome =
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

async function check(row: Row): Promise<{ outcome: Outcome; detail?: string }> {
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
  if (first !== undefined) {
    try {
      await withLimit(spec.resolveOperation(first.id), 'resolving the first operation');
    } catch (error) {
      return {
        outcome: 'FAIL',
        detail: `first operation ${first.id} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
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

test(
  'corpus: every OpenAPI document renders its first operation or fails clearly',
  { timeout: 15 * 60_000 },
  async () => {
    assert.ok(existsSync(`${CORPUS}/expectations.tsv`), 'the shared corpus is present');
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
      for (const row of rows()) {
        const t0 = performance.now();
        const { outcome, detail } = await check(row);
        const ms = performance.now() - t0;
        if (ms > 5000) slow.push(`${row.path} ${Math.round(ms)} ms`);
        const reason = outcome === 'FAIL' ? ALLOWED_FAILURES[row.path] : undefined;
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
        'corpus-openapi: expectation / outcome / files',
        ...table,
        `  total ${[...counts.values()].reduce((a, b) => a + b, 0)} files in ${Math.round((performance.now() - started) / 1000)} s`,
      ].join('\n'),
    );
    if (allowed.length > 0) console.log(`allowed failures:\n  ${allowed.join('\n  ')}`);
    if (slow.length > 0) console.log(`slower than 5 s:\n  ${slow.join('\n  ')}`);
    assert.deepEqual(uncaught, [], 'no uncaught exception');
    assert.deepEqual(failures, []);
  },
);
