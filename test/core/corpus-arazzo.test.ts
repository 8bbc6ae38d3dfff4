/**
 * The Arazzo rows of expectations-standards.tsv (../shared/corpus/arazzo/ and its README): every document is read
 * and its step targets resolved against the source descriptions beside it (the three published URLs the README maps
 * are served from their local copies; any other host is never contacted). Valid documents load without an error
 * (except the defects upstream left in a few schema tests, listed here with the finding that names each), the
 * documents with a defect get the finding that names it, and invalid ones a clear error with its place.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { parseArazzo, sourceFindings, sourceLoader } from '../../src/arazzo/index.js';
import { DiagnosticError, type Diagnostic } from '../../src/diagnostics.js';
import { readTextFromFileOrUrl } from '../../src/node/read-text.js';
import { CORPUS, expectationRows, type Row } from '../support/openapi-corpus.js';

const present = existsSync(`${CORPUS}/arazzo/README.md`);
const local = (path: string): string => pathToFileURL(`${CORPUS}/${path}`).href;

/** The README's "URLs to serve from local files when testing". */
const MAPPED = new Map([
  [
    'https://raw.githubusercontent.com/OAI/Arazzo-Specification/main/examples/1.0.0/bnpl-openapi.yaml',
    local('arazzo/examples/1.0.0/bnpl-openapi.yaml'),
  ],
  [
    'https://raw.githubusercontent.com/OAI/Arazzo-Specification/main/examples/1.1.0/pet-asyncapi.yaml',
    local('arazzo/examples/1.1.0/pet-asyncapi.yaml'),
  ],
  [
    'https://raw.githubusercontent.com/swagger-api/swagger-petstore/master/src/main/resources/openapi.yaml',
    local('openapi/swagger-petstore-v3/openapi.yaml'),
  ],
]);

const loader = sourceLoader({
  readText: (url) => readTextFromFileOrUrl(url),
  allow: (url) => url.startsWith('file:') || 'the test reads no network',
  mapped: MAPPED,
});

/** What a finding must say: its rule and words of its message. */
interface Named {
  readonly code: string;
  readonly says: RegExp;
}

/** The defects the README names in the official examples (and the spec's own examples): each must be found. */
const NAMED_DEFECTS: Readonly<Record<string, readonly Named[]>> = {
  'arazzo/examples/1.0.0/FAPI-PAR.arazzo.yaml': [
    { code: 'arazzo/unknown-operation', says: /"PAR".*Did you mean "Par"/ },
  ],
  'arazzo/examples/1.0.0/LoginAndRetrievePets.arazzo.yaml': [
    { code: 'arazzo/operation-path-not-operation', says: /\/paths\/~1pet~1findByStatus" points at a Path Item/ },
  ],
  'arazzo/examples/1.0.0/ExtendedParametersExample.arazzo.yaml': [
    { code: 'arazzo/source-unavailable', says: /animals\.yaml.*does not exist/ },
  ],
  'arazzo/spec-inline-examples/1.0.1/pet-purchase.arazzo.yaml': [
    { code: 'arazzo/unknown-source', says: /"petstoreDescription".*Did you mean "petStoreDescription"/ },
  ],
  'arazzo/spec-inline-examples/1.1.0/pet-purchase.arazzo.yaml': [
    { code: 'arazzo/schema', says: /\/workflows\/0\/steps\/2/ },
    { code: 'arazzo/unknown-source', says: /"petstoreDescription"/ },
    { code: 'arazzo/unknown-operation', says: /"confirmOrder"/ },
  ],
};

/** Errors upstream left in schema-valid test documents (they test the schema, not the references). */
const UPSTREAM_DEFECTS: Readonly<Record<string, readonly string[]>> = {
  'arazzo/schema-tests/v1.1/pass/openapi-success-criteria.arazzo.yaml': ['arazzo/unknown-source'],
  'arazzo/schema-tests/v1.1/pass/workflow-success-criteria.arazzo.yaml': ['arazzo/unknown-source'],
  'arazzo/schema-tests/v1.1/pass/payload-replacement-using-selector.arazzo.yaml': ['arazzo/unknown-step'],
};

type Read =
  { readonly thrown: DiagnosticError } | { readonly diagnostics: readonly Diagnostic[]; readonly workflows: number };

async function read(row: Row): Promise<Read> {
  const url = local(row.path);
  try {
    const doc = await parseArazzo(readFileSync(`${CORPUS}/${row.path}`, 'utf8'), url);
    return {
      diagnostics: [...doc.diagnostics, ...(await sourceFindings(doc, loader))],
      workflows: doc.workflows.length,
    };
  } catch (error) {
    if (error instanceof DiagnosticError) return { thrown: error };
    throw error;
  }
}

/** What is wrong with a document's outcome, or undefined when it is as expected. */
function judge(row: Row, outcome: Read): string | undefined {
  if ('thrown' in outcome) {
    if (!row.expectation.includes('error')) return `refused: ${outcome.thrown.message}`;
    const clear = outcome.thrown.diagnostics.every(
      (d) => d.file !== undefined && d.line !== undefined && d.message !== '',
    );
    return clear ? undefined : `unclear refusal: ${outcome.thrown.message}`;
  }
  const { diagnostics } = outcome;
  const unplaced = diagnostics.filter((d) => d.line === undefined || d.file === undefined);
  if (unplaced.length > 0) return `findings without file:line:col: ${unplaced.map((d) => d.message).join(' | ')}`;
  const errors = diagnostics.filter((d) => d.severity === 'error').map((d) => d.code);
  if (outcome.workflows === 0 && row.expectation.startsWith('must-render')) return 'no workflow read';
  for (const named of NAMED_DEFECTS[row.path] ?? [])
    if (!diagnostics.some((d) => d.code === named.code && named.says.test(d.message)))
      return `missing ${named.code} ${named.says} in: ${diagnostics.map((d) => `${d.code} ${d.message}`).join(' | ')}`;
  switch (row.expectation) {
    case 'must-render':
    case 'must-render-after-bundling': {
      const expected = UPSTREAM_DEFECTS[row.path] ?? [];
      if (errors.join() !== expected.join())
        return `errors ${errors.join(', ') || 'none'}, expected ${expected.join(', ') || 'none'}: ${diagnostics.map((d) => d.message).join(' | ')}`;
      const unread = diagnostics.filter((d) => d.code === 'arazzo/source-unavailable');
      if (row.expectation === 'must-render-after-bundling' && unread.length > 0)
        return `a source was not read: ${unread[0]!.message}`;
      return undefined;
    }
    case 'render-with-warning-or-clear-error':
      return diagnostics.length > 0 ? undefined : 'no finding';
    case 'clear-error-or-warned-render':
      return errors.length > 0 ? undefined : `no error: ${diagnostics.map((d) => d.message).join(' | ')}`;
    default:
      return `unknown expectation ${row.expectation}`;
  }
}

test(
  'Arazzo corpus: valid documents load without errors, defects are named, invalid documents fail clearly',
  { skip: present ? false : 'no arazzo/ in the shared corpus', timeout: 5 * 60_000 },
  async () => {
    const rows = expectationRows('expectations-standards.tsv').filter(
      (row) => row.path.startsWith('arazzo/') && (row.kind.startsWith('arazzo-') || row.kind === 'fragment'),
    );
    const failures: string[] = [];
    for (const row of rows) {
      const wrong = judge(row, await read(row));
      if (wrong !== undefined) failures.push(`${row.path} (${row.expectation}): ${wrong}`);
    }
    assert.deepEqual(failures, []);
    assert.ok(rows.length >= 130, `the Arazzo rows are there (${rows.length})`);
    for (const path of [...Object.keys(NAMED_DEFECTS), ...Object.keys(UPSTREAM_DEFECTS)])
      assert.ok(
        rows.some((row) => row.path === path),
        `${path} is a row of the corpus`,
      );
  },
);
