// Search on a site built from the Cloudflare spec (1,533 operations, ../shared/specs): an operationId, a parameter
// name, a path fragment and a sentence of a description each find the right page first; the index's size and the
// time from query to results are printed. Skips when the shared specs are absent.
import assert from 'node:assert/strict';
import { copyFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { loadProject } from '../../src/node/project.js';
import {
  buildSearchIndex,
  parseSearchIndex,
  searchDocuments,
  searchSite,
  serializeSearchIndex,
  siteSearchSource,
} from '../../src/search/index.js';
import type { SearchDocument, SearchIndex } from '../../src/search/index.js';
import { SHARED } from '../support/shared-dir.js';

const SPEC = join(SHARED, 'specs', 'cloudflare.json');
const skip = existsSync(SPEC) ? false : 'needs ../shared/specs/cloudflare.json';
let dir: string;
let index: SearchIndex;
let documents: SearchDocument[];

before(async () => {
  if (skip !== false) return;
  dir = mkdtempSync(join(tmpdir(), 'docs-search-cf-'));
  copyFileSync(SPEC, join(dir, 'cloudflare.json'));
  writeFileSync(
    join(dir, 'docs.json'),
    JSON.stringify({ name: 'Cloudflare', navigation: { groups: [{ group: 'API', openapi: 'cloudflare.json' }] } }),
  );
  const project = await loadProject(join(dir, 'docs.json'));
  documents = await searchDocuments(siteSearchSource(project.site));
  const json = serializeSearchIndex(buildSearchIndex(documents));
  console.log(`Cloudflare index: ${documents.length} documents, ${json.length} bytes, ${gzipSync(json).length} gzip`);
  index = parseSearchIndex(json)!;
});
after(() => {
  if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
});

const timed = (query: string): string[] => {
  const started = performance.now();
  const slugs = searchSite(index, query).map((r) => r.slug);
  console.log(`"${query}": ${(performance.now() - started).toFixed(1)} ms`);
  return slugs;
};

test('an operationId, a path fragment, a parameter and a description sentence find their page first', { skip }, () => {
  assert.equal(documents.length, 1533);
  const byId = documents.find((d) => d.operationId === 'dns-records-for-a-zone-list-dns-records')!;
  assert.ok(byId, 'the spec has the operation');
  assert.equal(timed('dns-records-for-a-zone-list-dns-records')[0], byId.slug);
  // A path fragment only one operation has.
  const clip = documents.find((d) => d.path === '/accounts/{account_id}/stream/clip')!;
  assert.equal(timed('stream/clip')[0], clip.slug);
  // A parameter name that only a few operations take: the first result takes it.
  const withParam = documents.filter((d) => d.params.split(' ').includes('Upload-Creator'));
  assert.ok(withParam.length > 0 && withParam.length < 5);
  assert.ok(withParam.map((d) => d.slug).includes(timed('Upload-Creator')[0]!));
  // A sentence from the middle of a description.
  const described = documents.find((d) => d.slug === byId.slug)!;
  const sentence = described.text
    .split(/[.·]/)
    .map((s) => s.trim())
    .find((s) => s.split(' ').length >= 4);
  if (sentence !== undefined) assert.equal(timed(sentence)[0], byId.slug, sentence);
});
