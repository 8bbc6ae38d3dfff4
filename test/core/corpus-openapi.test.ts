/**
 * Every OpenAPI/Swagger document of ../shared/corpus (expectations.tsv): must-render documents load
 * and their first operation resolves; invalid ones give a clear error or load with ≥1 diagnostic;
 * hostile ones never throw anything but a DiagnosticError. Prints a count table at the end.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { test } from 'node:test';
import { CORPUS, expectationRows, runCorpus } from '../support/openapi-corpus.js';
import type { Row } from '../support/openapi-corpus.js';

/** Files that fail this test for a reason we stand by, each with that reason (none of them is a must-render). */
const ALLOWED_FAILURES: Readonly<Record<string, string>> = {
  'openapi/redoc-fixtures/demo/cafe.yaml':
    "a valid OpenAPI 3.2 document: the reference verdict (163 'if must match \"else\"' errors) came from Ajv misreading the 3.2 schema's $dynamicRef in @scalar/openapi-parser; applied correctly (src/openapi/validate-32.ts) the schema finds nothing, and the page renders",
};

function rows(): Row[] {
  return expectationRows('expectations.tsv').filter((row) => {
    if (row.path.includes('asyncapi')) return false;
    if (row.expectation === 'loaded-via-ref') return false;
    if (/^(openapi|swagger)/.test(row.kind)) return true;
    // Fragments kept in invalid/ stand for documents that must be refused clearly.
    return row.kind === 'fragment' && row.path.startsWith('invalid/');
  });
}

test(
  'corpus: every OpenAPI document renders its first operation or fails clearly',
  { timeout: 15 * 60_000 },
  async () => {
    assert.ok(existsSync(`${CORPUS}/expectations.tsv`), 'the shared corpus is present');
    const { uncaught, failures } = await runCorpus('corpus-openapi', rows(), { allowed: ALLOWED_FAILURES });
    assert.deepEqual(uncaught, [], 'no uncaught exception');
    assert.deepEqual(failures, []);
  },
);
