/**
 * OpenAPI `callbacks` (test/fixtures/openapi/callbacks.yaml): an operation's callbacks resolved with the same
 * reader as operations, inline or by `$ref` to components.callbacks and components.pathItems, with 3.2
 * `additionalOperations`; broken references reported with their pointers; the pre-render slice carries the
 * callbacks' schemas; the operations index and findOperation do not list them.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadOpenApi, parseOpenApi } from '../../src/index.js';
import { readTextFromFileOrUrl } from '../../src/node/read-text.js';
import { operationMarkdown } from '../../src/agents/operation-markdown.js';
import { parseDocsConfig } from '../../src/config/parse-docs-config.js';
import { buildNavigation } from '../../src/navigation/build-navigation.js';
import { sliceOperation } from '../../src/openapi/slice.js';
import { searchDocuments } from '../../src/search/documents.js';
import type { OpenApiSpec } from '../../src/openapi/types.js';

const FIXTURE = new URL('../fixtures/openapi/callbacks.yaml', import.meta.url).href;
const load = (): Promise<OpenApiSpec> => loadOpenApi(FIXTURE, { readText: readTextFromFileOrUrl, fresh: true });

test('an inline callback: its name, expression and operation, read like a webhook', async () => {
  const spec = await load();
  const op = await spec.resolveOperation('POST /subscriptions');
  assert.deepEqual(op.diagnostics, []);
  assert.deepEqual(
    op.callbacks?.map((c) => [c.name, c.expression, c.operations.map((o) => o.id)]),
    [
      ['petAdopted', '{$request.body#/callbackUrl}', ['CALLBACK POST /subscriptions petAdopted POST']],
      [
        'statusChanged',
        '{$request.body#/callbackUrl}/status',
        ['CALLBACK POST /subscriptions statusChanged PUT', 'CALLBACK POST /subscriptions statusChanged NOTIFY'],
      ],
    ],
  );
  const adopted = op.callbacks![0]!.operations[0]!;
  assert.equal(adopted.kind, 'webhook');
  assert.equal(adopted.method, 'post');
  assert.equal(adopted.path, 'petAdopted');
  assert.equal(adopted.summary, 'A pet was adopted');
  assert.equal(adopted.pointer, '/paths/~1subscriptions/post/callbacks/petAdopted/{$request.body#~1callbackUrl}/post');
  assert.deepEqual(
    adopted.parameters.map((p) => `${p.in} ${p.name} ${p.required}`),
    ['header X-Signature true'],
  );
  const payload = adopted.requestBody?.content[0];
  assert.equal(payload?.mediaType, 'application/json');
  assert.deepEqual(payload?.schema?.required, ['event', 'pet']);
  assert.equal(payload?.schema?.properties?.pet?.['x-ref-name'], 'Pet');
  assert.deepEqual(payload?.examples[0]?.value, { event: 'pet.adopted', pet: { id: 7, name: 'Rex' } });
  assert.deepEqual(
    adopted.responses.map((r) => r.status),
    ['200', '410'],
  );
  assert.deepEqual(adopted.security, [], "the document's security is the caller's, not the callback's");
  assert.equal(adopted.callbacks, undefined);
});

test('a $ref to components.callbacks whose path item is a $ref, with a 3.2 custom method', async () => {
  const spec = await load();
  const op = await spec.resolveOperation('subscribe');
  const [put, notify] = op.callbacks![1]!.operations;
  assert.equal(put?.method, 'put');
  assert.equal(put?.requestBody?.content[0]?.schema?.properties?.status?.enum?.length, 2);
  assert.equal(put?.pointer, '/components/callbacks/StatusChanged/{$request.body#~1callbackUrl}~1status/put');
  assert.equal(notify?.method, 'NOTIFY');
  assert.equal(notify?.custom, true);
  assert.equal(notify?.deprecated, true);
  assert.equal(notify?.requestBody?.content[0]?.mediaType, 'text/plain');
  assert.deepEqual(
    notify?.responses.map((r) => r.status),
    ['202'],
  );
});

test('callbacks are not operations of the index; an operation without any has no callbacks field', async () => {
  const spec = await load();
  assert.deepEqual(
    spec.operations.map((o) => o.id),
    ['POST /subscriptions', 'GET /pets'],
  );
  assert.equal(spec.findOperation('CALLBACK POST /subscriptions petAdopted POST'), undefined);
  assert.equal(spec.findOperation('WEBHOOK petAdopted'), undefined);
  assert.equal('callbacks' in (await spec.resolveOperation('GET /pets')), false);
});

test("the pre-render slice carries the schemas only the callbacks' payloads reference", async () => {
  const spec = await load();
  const op = await spec.resolveOperation('POST /subscriptions');
  const slice = sliceOperation(op, (ref) => spec.resolveSchemaRef(ref), {
    specUrl: 'callbacks.yaml',
    ref: 'subscribe',
  });
  assert.ok(slice.refs['#/components/schemas/Pet'], 'the circular Pet, reached only through petAdopted');
  const copy = JSON.parse(JSON.stringify(slice)) as typeof slice;
  assert.equal(copy.operation.callbacks?.[0]?.operations[0]?.requestBody?.content[0]?.schema?.required?.length, 2);
});

test('broken callbacks are reported with their pointers, and the rest still shown', async () => {
  const doc = {
    openapi: '3.1.0',
    info: { title: 't', version: '1' },
    paths: {
      '/a': {
        post: {
          responses: { '200': { description: 'ok' } },
          callbacks: {
            missing: { $ref: '#/components/callbacks/Nope' },
            badItem: { '{$request.query.url}': { $ref: '#/components/pathItems/Nope' } },
            notAnObject: 3,
            empty: { '{$request.query.url}': { description: 'no operation' } },
            fine: { '{$request.query.url}': { post: { responses: { '200': { description: 'ok' } } } } },
          },
        },
      },
    },
  };
  const spec = await parseOpenApi(JSON.stringify(doc), { url: 'https://x.test/broken.json' });
  const op = await spec.resolveOperation('POST /a');
  assert.deepEqual(
    op.callbacks?.map((c) => c.name),
    ['fine'],
  );
  const found = op.diagnostics.map((d) => `${d.code} ${d.pointer}`);
  assert.ok(
    found.some((d) => d.startsWith('ref/') && d.endsWith(' /paths/~1a/post/callbacks/missing/$ref')),
    found.join('\n'),
  );
  assert.ok(
    found.some(
      (d) => d.startsWith('ref/') && d.endsWith(' /paths/~1a/post/callbacks/badItem/{$request.query.url}/$ref'),
    ),
    found.join('\n'),
  );
  assert.ok(found.includes('callback/invalid /paths/~1a/post/callbacks/notAnObject'), found.join('\n'));
  assert.ok(found.includes('callback/empty /paths/~1a/post/callbacks/empty/{$request.query.url}'), found.join('\n'));
});

test('a Swagger 2.0 document has no callbacks', async () => {
  const spec = await loadOpenApi(new URL('../fixtures/openapi/swagger-2.0.yaml', import.meta.url).href, {
    readText: readTextFromFileOrUrl,
    fresh: true,
  });
  for (const summary of spec.operations.slice(0, 3)) {
    assert.equal((await spec.resolveOperation(summary.id)).callbacks, undefined);
  }
});

test("the page's Markdown twin lists the callbacks: expression, headers, payload and the receiver's answers", async () => {
  const spec = await load();
  const md = operationMarkdown(await spec.resolveOperation('POST /subscriptions'), spec);
  const part = md.slice(md.indexOf('## Callbacks'));
  assert.ok(md.indexOf('## Callbacks') > md.indexOf('## Responses'), md);
  assert.match(part, /### petAdopted: `POST \{\$request\.body#\/callbackUrl\}`/);
  assert.match(part, /\| `X-Signature` \| string \| yes \| HMAC of the body\. \|/);
  assert.match(part, /Payload \(`application\/json`\):\n\n- `event` \(string, required\): The event's type\./);
  assert.match(part, /- 410: The receiver unsubscribes; no more events are sent\./);
  assert.match(part, /### statusChanged: `NOTIFY \{\$request\.body#\/callbackUrl\}\/status`\n\n\*\*Deprecated\.\*\*/);
  assert.equal(operationMarkdown(await spec.resolveOperation('GET /pets'), spec).includes('Callbacks'), false);
});

test("an operation's search document names its callbacks", async () => {
  const spec = await load();
  const parsed = parseDocsConfig(
    JSON.stringify({ name: 'x', navigation: { groups: [{ group: 'API', openapi: 'c.yaml' }] } }),
  );
  const navigation = buildNavigation(parsed.config, new Map([['c.yaml', spec]]), new Map());
  const pages = new Map(
    [...navigation.pages].flatMap(([slug, page]) =>
      page.kind === 'openapi' ? [[slug, { operation: { specUrl: 'c.yaml', id: page.operation } }] as const] : [],
    ),
  );
  const docs = await searchDocuments({ navigation, pages, openApi: async () => spec });
  const subscribe = docs.find((d) => d.title === 'Subscribe to pet events');
  assert.match(subscribe?.text ?? '', /petAdopted: A pet was adopted · statusChanged: A pet's status changed/);
});
