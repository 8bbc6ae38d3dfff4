/**
 * The OpenAPI Initiative's own documents (expectations-standards.tsv): the OAS schema tests of 3.0, 3.1 and 3.2
 * (`oas-schema-tests/`: pass documents render with every operation and webhook reachable, fail documents give a clear
 * error or a warned render) and the learn.openapis.org examples (`oas-learn-examples/`: all render). Kept apart from
 * expectations.tsv so its counting tests keep their numbers; the Arazzo rows belong to the Arazzo work, the AsyncAPI
 * rows to corpus-asyncapi, and the JSON Schemas (`reference-schema`) are not documents.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { test } from 'node:test';
import { CORPUS, expectationRows, runCorpus } from '../support/openapi-corpus.js';

const present = existsSync(`${CORPUS}/expectations-standards.tsv`);

function rows() {
  return expectationRows('expectations-standards.tsv').filter(
    (row) => /^oas-(schema-tests|learn-examples)\//.test(row.path) && /^openapi-/.test(row.kind),
  );
}

test(
  'OAS schema tests and learn examples: valid ones render every operation, invalid ones fail clearly',
  { skip: present ? false : 'no expectations-standards.tsv in the shared corpus', timeout: 10 * 60_000 },
  async () => {
    const list = rows();
    const { uncaught, failures, counts } = await runCorpus('corpus-openapi-standards', list, { allOperations: true });
    assert.deepEqual(uncaught, [], 'no uncaught exception');
    assert.deepEqual(failures, []);
    assert.equal(
      [...counts.values()].reduce((a, b) => a + b, 0),
      list.length,
    );
    assert.ok(list.length >= 140, `the OAS rows are there (${list.length})`);
  },
);
