// The full-text index over a site: a query for a guide word, a parameter name, an operationId, a path fragment and a
// sentence of a guide finds the right page first, with a snippet whose marked ranges are the matched words; the
// index survives its JSON round trip (what docs build writes and the browser reads).
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { test } from 'node:test';
import { loadProject } from '../../src/node/project.js';
import {
  buildSearchIndex,
  makeSnippet,
  parseSearchIndex,
  searchDocuments,
  searchSite,
  serializeSearchIndex,
  siteSearchSource,
} from '../../src/search/index.js';
import type { SearchIndex } from '../../src/search/index.js';

let cached: SearchIndex | undefined;
async function exampleIndex(): Promise<SearchIndex> {
  if (cached !== undefined) return cached;
  const project = await loadProject(resolve('examples/docs/docs.json'));
  const documents = await searchDocuments(siteSearchSource(project.site));
  // Through JSON, as the browser gets it.
  cached = parseSearchIndex(serializeSearchIndex(buildSearchIndex(documents)));
  assert.ok(cached);
  return cached;
}

const marked = (text: string, marks: readonly (readonly [number, number])[]): string[] =>
  marks.map(([a, b]) => text.slice(a, b).toLowerCase());

for (const [query, slug] of [
  ['welcome', 'realtime/echo'],
  ['limit', 'api-reference/users/list-users'],
  ['listUsers', 'api-reference/users/list-users'],
  ['userId', 'api-reference/users/get-user'],
  ['image.png', 'api-reference/media/get-image'],
  ['The server greets you', 'realtime/echo'],
  ['sha-256', 'api-reference/files/upload-file'],
] as const) {
  test(`"${query}" finds ${slug} first`, async () => {
    const results = searchSite(await exampleIndex(), query);
    assert.equal(results[0]?.slug, slug, JSON.stringify(results.map((r) => r.slug)));
    const hit = results[0]!.hits[0]!;
    assert.ok(hit.snippet.marks.length > 0, `a match is marked in "${hit.snippet.text}"`);
  });
}

test('a parameter match shows the parameter in the snippet, marked', async () => {
  const [first] = searchSite(await exampleIndex(), 'limit');
  const hit = first!.hits[0]!;
  assert.ok(marked(hit.snippet.text, hit.snippet.marks).includes('limit'), hit.snippet.text);
});

test('results are grouped by page: a guide with two matching sections is one result with two hits', async () => {
  const results = searchSite(await exampleIndex(), 'playground');
  const slugs = results.map((r) => r.slug);
  assert.equal(new Set(slugs).size, slugs.length);
});

test('a word found nowhere gives no result; an empty query gives none', async () => {
  const index = await exampleIndex();
  assert.deepEqual(searchSite(index, 'zzzqqq'), []);
  assert.deepEqual(searchSite(index, '   '), []);
});

test('an index of another format is refused', () => {
  assert.equal(parseSearchIndex('{"format":99,"index":{}}'), undefined);
  assert.equal(parseSearchIndex('not json'), undefined);
});

test('a snippet is cut around its first match and marks stay on the matched words', () => {
  const text = `${'lorem ipsum '.repeat(40)}the needle is here ${'dolor '.repeat(40)}`;
  const snippet = makeSnippet(text, ['needle']);
  assert.ok(snippet.text.startsWith('…') && snippet.text.endsWith('…'));
  assert.deepEqual(marked(snippet.text, snippet.marks), ['needle']);
});

test('a long guide section is indexed whole, in pieces: a word near its end is found and shown', async () => {
  const { chunks } = await import('../../src/search/documents.js');
  const words = Array.from({ length: 400 }, (_, i) => `word${i}`).join(' ');
  const pieces = chunks(`${words}. The final sentence mentions a quokka.`);
  assert.ok(pieces.length > 3);
  assert.ok(pieces.every((p) => p.length <= 600));
  assert.ok(pieces.at(-1)!.includes('quokka'));
  assert.equal(pieces.join(' ').replace(/\s+/g, ' '), `${words}. The final sentence mentions a quokka.`);
});
