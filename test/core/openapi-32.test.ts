/**
 * OpenAPI 3.2 read as 3.2 (test/fixtures/openapi-32/features.yaml, one feature each, plus the OAI's
 * 3.2 documents in ../shared/corpus): `query` and `additionalOperations`, `in: querystring`, tags
 * with `summary`, `parent` and `kind`, examples with `dataValue` and `serializedValue`, `$self` as
 * the base of references, server `name`, response `summary`, `components.mediaTypes`, and
 * validation against the 3.2 schema. Requests are built as the playground sends them.
 */
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { parseDocsConfig } from '../../src/config/parse-docs-config.js';
import { loadOpenApi, parseOpenApi } from '../../src/index.js';
import { buildNavigation } from '../../src/navigation/build-navigation.js';
import type { NavGroup, NavItem } from '../../src/navigation/types.js';
import { readTextFromFileOrUrl } from '../../src/node/read-text.js';
import type { OpenApiSpec } from '../../src/openapi/types.js';
import { buildRequest } from '../../src/request/build.js';
import { requestUrl } from '../../src/request/fetch.js';
import { SHARED } from '../support/shared-dir.js';

const FIXTURE = new URL('../fixtures/openapi-32/features.yaml', import.meta.url).href;
const load = (url: string): Promise<OpenApiSpec> => loadOpenApi(url, { readText: readTextFromFileOrUrl, fresh: true });

test('a 3.2 document is read as 3.2, with no "read as 3.1" warning', async () => {
  const spec = await load(FIXTURE);
  assert.equal(spec.sourceVersion, '3.2');
  assert.deepEqual(
    spec.diagnostics.filter((d) => d.code === 'openapi/version'),
    [],
  );
  assert.deepEqual(await spec.validate(), [], 'the fixture is valid against the 3.2 schema');
});

test('query and additionalOperations are operations, custom methods kept as written', async () => {
  const spec = await load(FIXTURE);
  assert.deepEqual(
    spec.operations.map((o) => o.id),
    [
      'QUERY /search',
      'GET /filter',
      'GET /list',
      'GET /documents/{id}',
      'COPY /documents/{id}',
      'PURGE /documents/{id}',
    ],
  );
  const copy = spec.findOperation('COPY /documents/{id}');
  assert.equal(copy?.method, 'COPY');
  assert.equal(copy?.custom, true);
  assert.equal(copy?.pointer, '/paths/~1documents~1{id}/additionalOperations/COPY');
  assert.equal(spec.findOperation('query /search')?.method, 'query');
  assert.equal(spec.findOperation('copyDocument')?.id, 'COPY /documents/{id}');
  const resolved = await spec.resolveOperation('COPY /documents/{id}');
  assert.deepEqual(
    resolved.parameters.map((p) => `${p.in} ${p.name}`),
    ['path id', 'header Destination'],
    'path-item parameters apply to additional operations too',
  );
});

test('components.mediaTypes, dataValue, response summary, server name and $self', async () => {
  const spec = await load(FIXTURE);
  assert.equal(spec.servers[0]?.name, 'Recording server');
  const search = await spec.resolveOperation('QUERY /search');
  const body = search.requestBody?.content[0];
  assert.equal(body?.mediaType, 'application/json');
  assert.deepEqual(body?.schema?.required, ['text'], 'the $ref to components.mediaTypes is followed');
  assert.deepEqual(body?.examples[0]?.value, { text: 'hello', limit: 5 }, 'dataValue is the example value');
  const ok = search.responses[0];
  assert.equal(ok?.summary, 'The matches');
  // `schemas.yaml#/Document`, relative to $self (https://api.example.com/specs/features.yaml), is read beside the file.
  assert.deepEqual(ok?.content[0]?.schema?.items?.required, ['id', 'title']);
  const read = await spec.resolveOperation('getDocument');
  assert.deepEqual(
    read.responses[0]?.content[0]?.schema?.required,
    ['id', 'title'],
    'an absolute URL under $self is read from beside the file',
  );
  assert.deepEqual(read.diagnostics, []);
  const filter = await spec.resolveOperation('filterDocuments');
  const selector = filter.parameters[0];
  assert.equal(selector?.in, 'querystring');
  assert.equal(selector?.contentType, 'application/json');
  assert.equal(selector?.examples[0]?.serializedValue?.startsWith('%7B%22owner'), true);
  assert.deepEqual(selector?.examples[0]?.value, { owner: 'me', tags: ['draft', 'shared'] });
});

test('tags: summary, parent and kind', async () => {
  const spec = await load(FIXTURE);
  assert.deepEqual(
    spec.tags.map((t) => [t.name, t.summary, t.parent, t.kind]),
    [
      ['search', 'Search', undefined, 'nav'],
      ['documents', 'Documents', undefined, 'nav'],
      ['copies', 'Copies', 'documents', 'nav'],
      ['beta', 'Beta', undefined, 'badge'],
    ],
  );
});

test('requests: QUERY with a body, a custom method, JSON and form query strings', async () => {
  const spec = await load(FIXTURE);
  const build = async (ref: string, inputs = {}) => {
    const result = buildRequest(await spec.resolveOperation(ref), inputs, { examplesDefaults: 'all' });
    assert.ok(result.ok, JSON.stringify(result.problems));
    return result.request;
  };
  const query = await build('QUERY /search');
  assert.equal(query.method, 'QUERY');
  assert.deepEqual(query.body, { kind: 'json', contentType: 'application/json', value: { text: 'hello', limit: 5 } });
  const copy = await build('COPY /documents/{id}');
  assert.equal(copy.method, 'COPY');
  assert.equal(requestUrl(copy), 'http://127.0.0.1:8080/documents/doc-1');
  assert.deepEqual(copy.headers, [{ name: 'Destination', value: '/documents/doc-2' }]);
  const filter = await build('filterDocuments');
  const filterOp = await spec.resolveOperation('filterDocuments');
  assert.equal(
    requestUrl(filter),
    `http://127.0.0.1:8080/filter?${filterOp.parameters[0]?.examples[0]?.serializedValue}`,
    "the dataValue serializes to the spec's own serializedValue",
  );
  const typed = await build('filterDocuments', { params: { querystring: { selector: '{\n  "owner": "a&b"\n}' } } });
  assert.equal(requestUrl(typed), 'http://127.0.0.1:8080/filter?%7B%22owner%22%3A%22a%26b%22%7D');
  const list = await build('listDocuments');
  assert.equal(requestUrl(list), 'http://127.0.0.1:8080/list?page=2&sort=title%20asc');
  const listTyped = await build('listDocuments', { params: { querystring: { form: 'page=3&q=a+b&x=%26' } } });
  assert.equal(requestUrl(listTyped), 'http://127.0.0.1:8080/list?page=3&q=a%20b&x=%26');
});

const titles = (items: readonly NavItem[]): unknown[] =>
  items.map((i) => (i.type === 'group' ? { [i.title]: titles(i.items) } : i.slug));

test('navigation: tag summaries are group titles, parent nests groups, a badge tag does not place', async () => {
  const spec = await load(FIXTURE);
  const parsed = parseDocsConfig(
    JSON.stringify({ name: 'x', navigation: { groups: [{ group: 'API', openapi: 'features.yaml' }] } }),
  );
  const nav = buildNavigation(parsed.config, new Map([['features.yaml', spec]]), new Map());
  assert.deepEqual(nav.diagnostics, []);
  const api = nav.tree.tabs[0]?.groups[0] as NavGroup;
  assert.deepEqual(titles(api.items), [
    {
      Search: [
        'api-reference/search/search-documents',
        'api-reference/search/filter-documents',
        'api-reference/search/list-documents',
      ],
    },
    {
      Documents: [
        'api-reference/documents/get-document',
        { Copies: ['api-reference/copies/copy-document', 'api-reference/copies/purge-document'] },
      ],
    },
  ]);
  const copy = nav.pages.get('api-reference/copies/copy-document');
  assert.equal(copy?.kind === 'openapi' && copy.method, 'COPY');
  assert.deepEqual(copy?.breadcrumbs, ['API', 'Documents', 'Copies']);
  assert.equal(copy?.tag, 'Beta', "a kind: badge tag is the page's badge");
  assert.equal(nav.pages.get('api-reference/copies/purge-document')?.tag, undefined);
});

const FAIL_DIR = `${SHARED}/corpus/invalid/oai-schema-tests-3.2-fail`;
test("the OAI's 3.2 schema tests that must fail: each is refused clearly or loads with a diagnostic", async () => {
  const files = readdirSync(FAIL_DIR).filter((f) => f.endsWith('.yaml'));
  assert.ok(files.length >= 20);
  for (const file of files) {
    let found: readonly { code: string }[];
    try {
      const spec = await load(pathToFileURL(`${FAIL_DIR}/${file}`).href);
      assert.equal(spec.sourceVersion, '3.2');
      found = await spec.validate();
    } catch (error) {
      assert.ok(error instanceof Error && error.name === 'DiagnosticError', `${file}: ${String(error)}`);
      continue;
    }
    assert.ok(found.length > 0, `${file}: validate() found nothing`);
    assert.ok(!found.some((d) => d.code === 'openapi/version'), `${file}: only the 3.2 schema may find the fault`);
  }
});

test("learn-openapis' 3.2 tags example: parent and kind shape the navigation", async () => {
  const path = `${SHARED}/corpus/openapi/learn-openapis/v3.2/3.2-tags-example.yaml`;
  const spec = await load(pathToFileURL(path).href);
  const parsed = parseDocsConfig(
    JSON.stringify({ name: 'x', navigation: { groups: [{ group: 'API', openapi: 'f.yaml' }] } }),
  );
  const nav = buildNavigation(parsed.config, new Map([['f.yaml', spec]]), new Map());
  const api = nav.tree.tabs[0]?.groups[0] as NavGroup;
  assert.deepEqual(
    titles(api.items).map((g) => Object.keys(g as object)[0]),
    ['Flights', 'Delays'],
  );
  const flights = api.items[0] as NavGroup;
  assert.deepEqual(
    flights.items.map((i) => (i.type === 'group' ? i.title : 'page')),
    ['page', 'International', 'Domestic'],
  );
});

test('valid 3.2 documents of the corpus pass the 3.2 schema (which the parser applied through Ajv refuses)', async () => {
  const { validate } = await import('@scalar/openapi-parser');
  for (const path of ['openapi/redoc-fixtures/demo/cafe.yaml', 'openapi/learn-openapis/v3.2/3.2-tags-example.yaml']) {
    const spec = await load(pathToFileURL(`${SHARED}/corpus/${path}`).href);
    assert.equal(spec.sourceVersion, '3.2');
    assert.deepEqual(
      (await spec.validate()).filter((d) => d.severity === 'error'),
      [],
      path,
    );
  }
  // Why the 3.2 schema is not applied through the parser's validate(): any non-empty Schema Object fails there.
  const plain = {
    openapi: '3.2.0',
    info: { title: 't', version: '1' },
    paths: {
      '/a': {
        get: { responses: { 200: { description: 'x', content: { 'text/plain': { schema: { type: 'string' } } } } } },
      },
    },
  };
  assert.equal((await validate(plain)).valid, false);
  assert.deepEqual(await (await parseOpenApi(JSON.stringify(plain))).validate(), []);
});

test('docs.json pages may list a QUERY operation', async () => {
  const spec = await load(FIXTURE);
  const parsed = parseDocsConfig(
    JSON.stringify({
      name: 'x',
      navigation: { groups: [{ group: 'API', openapi: 'features.yaml', pages: ['QUERY /search', 'GET /filter'] }] },
    }),
  );
  const nav = buildNavigation(parsed.config, new Map([['features.yaml', spec]]), new Map());
  const api = nav.tree.tabs[0]?.groups[0] as NavGroup;
  assert.deepEqual(titles(api.items), [
    'api-reference/search/search-documents',
    'api-reference/search/filter-documents',
  ]);
  assert.deepEqual(nav.diagnostics, []);
});
