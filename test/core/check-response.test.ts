import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { parseOpenApi } from '../../src/openapi/index.js';
import {
  checkResponse,
  itemChecker,
  toValidationSchema,
  valueCheck,
  type CheckedMediaType,
} from '../../src/check/index.js';

const text = readFileSync(new URL('../fixtures/check/checked-api.yaml', import.meta.url), 'utf8');
const spec = await parseOpenApi(text, { url: 'http://127.0.0.1/checked-api.yaml' });
const getPet = await spec.resolveOperation('getPet');
const events = await spec.resolveOperation('streamEvents');
const lines = await spec.resolveOperation('streamLines');

const headers = (h: Record<string, string>) => (name: string) => h[name.toLowerCase()] ?? null;
const pet = { id: 1, name: 'Rex', tag: null, kind: 'dog' };

test('a conforming body and headers: no mismatch', () => {
  const r = checkResponse({
    responses: getPet.responses,
    status: 200,
    contentType: 'application/json; charset=utf-8',
    header: headers({ 'x-rate-limit': '10' }),
    bodyText: JSON.stringify(pet),
  });
  assert.equal(r.ok, true);
  assert.deepEqual(r.body, []);
  assert.deepEqual(r.headers, []);
  assert.equal(r.statusMatch, 'exact');
  assert.equal(r.documentedMediaType, 'application/json');
  // writeOnly `password` is required in the schema but never in a response.
  assert.equal(r.bodyChecked, true);
});

test('each mismatch at its pointer, with expected and actual', () => {
  const r = checkResponse({
    responses: getPet.responses,
    status: 200,
    contentType: 'application/json',
    header: headers({ 'x-rate-limit': 'lots' }),
    bodyText: JSON.stringify({ id: 'one', tag: 5, password: 'x', kind: true }),
  });
  assert.equal(r.ok, false);
  const byPointer = new Map(r.body.map((m) => [m.pointer, m]));
  assert.deepEqual([...byPointer.keys()].sort(), ['/id', '/kind', '/name', '/password', '/tag']);
  assert.equal(byPointer.get('/id')!.expected, 'type integer');
  assert.equal(byPointer.get('/id')!.actual, 'string "one"');
  assert.equal(byPointer.get('/name')!.actual, 'missing');
  assert.equal(byPointer.get('/tag')!.expected, 'type string or null');
  assert.equal(byPointer.get('/kind')!.keyword, 'oneOf');
  assert.match(byPointer.get('/password')!.expected, /writeOnly/);
  assert.equal(r.headers.length, 1);
  assert.equal(r.headers[0]!.header, 'X-Rate-Limit');
  assert.equal(r.headers[0]!.keyword, 'type');
});

test('a required header missing, a range status, an undocumented status and media type', () => {
  const missing = checkResponse({
    responses: getPet.responses,
    status: 200,
    contentType: 'application/json',
    header: headers({}),
    bodyText: JSON.stringify(pet),
  });
  assert.deepEqual(
    missing.headers.map((h) => [h.header, h.actual]),
    [['X-Rate-Limit', 'missing']],
  );
  const range = checkResponse({
    responses: getPet.responses,
    status: 404,
    contentType: 'application/json',
    header: headers({}),
    bodyText: '{"error":"gone"}',
  });
  assert.equal(range.statusMatch, 'range');
  assert.equal(range.documentedStatus, '4XX');
  assert.equal(range.ok, true);
  const undocumented = checkResponse({
    responses: getPet.responses,
    status: 500,
    contentType: 'application/json',
    header: headers({}),
    bodyText: '{}',
  });
  assert.equal(undocumented.ok, false);
  assert.equal(undocumented.documentedStatus, undefined);
  assert.match(undocumented.notes[0]!, /500 is not documented/);
  const media = checkResponse({
    responses: getPet.responses,
    status: 200,
    contentType: 'text/html',
    header: headers({ 'x-rate-limit': '1' }),
    bodyText: '<p>',
  });
  assert.equal(media.ok, false);
  assert.match(media.notes[0]!, /text\/html is not documented/);
  const notJson = checkResponse({
    responses: getPet.responses,
    status: 200,
    contentType: 'application/json',
    header: headers({ 'x-rate-limit': '1' }),
    bodyText: '{oops',
  });
  assert.equal(notJson.body[0]!.keyword, 'json');
});

test('stream items: events with JSON data, and JSON lines', () => {
  const media = events.responses[0]!.content[0] as CheckedMediaType;
  const check = itemChecker(media.itemSchema!);
  assert.deepEqual(check.event({ event: 'tick', data: '{"n":1}' }), []);
  assert.deepEqual(
    check.event({ event: 'tick', data: '{"n":"x"}' }).map((m) => m.pointer),
    ['/data/n'],
  );
  assert.deepEqual(
    check.event({ event: 'tock', data: '{"n":1}' }).map((m) => m.pointer),
    ['/event'],
  );
  assert.equal(check.event({ event: 'tick', data: 'nope' })[0]!.keyword, 'json');
  const lineCheck = itemChecker((lines.responses[0]!.content[0] as CheckedMediaType).itemSchema!);
  assert.deepEqual(lineCheck.line('{"n":2}'), []);
  assert.deepEqual(
    lineCheck.line('\u001e{"n":-1}').map((m) => [m.pointer, m.keyword]),
    [['/n', 'minimum']],
  );
  const r = checkResponse({
    responses: events.responses,
    status: 200,
    contentType: 'text/event-stream',
    header: headers({}),
  });
  assert.equal(r.itemsChecked, true);
});

test('the dialect: discriminator, format and extensions are annotations; readOnly is not required of a request', () => {
  const schema = toValidationSchema(
    {
      type: 'object',
      required: ['id', 'when'],
      properties: { id: { type: 'integer', readOnly: true }, when: { type: 'string', format: 'date-time' } },
      discriminator: { propertyName: 'id' },
      'x-thing': 1,
    },
    'request',
  ) as Record<string, unknown>;
  assert.equal('discriminator' in schema, false);
  assert.equal('x-thing' in schema, false);
  assert.deepEqual(schema.required, ['when']);
  assert.deepEqual(valueCheck(schema)({ when: 'not a date' }), []);
  // A circular marker accepts anything rather than failing on a reference it cannot follow.
  assert.deepEqual(
    valueCheck(
      toValidationSchema({ type: 'object', properties: { next: { $ref: '#/x', 'x-circular': true } } }, 'response'),
    )({ next: 5 }),
    [],
  );
});

test('OpenAPI 3.0: nullable counts, through the reader that rewrites it', async () => {
  const v30 = await parseOpenApi(
    JSON.stringify({
      openapi: '3.0.3',
      info: { title: 'n', version: '1' },
      paths: {
        '/x': {
          get: {
            responses: {
              '200': {
                description: 'ok',
                content: {
                  'application/json': {
                    schema: {
                      type: 'object',
                      required: ['note'],
                      properties: { note: { type: 'string', nullable: true }, count: { type: 'integer' } },
                    },
                  },
                },
              },
            },
          },
        },
      },
    }),
    { url: 'http://127.0.0.1/v30.json' },
  );
  const op = await v30.resolveOperation('GET /x');
  const check = (body: unknown) =>
    checkResponse({
      responses: op.responses,
      status: 200,
      contentType: 'application/json',
      header: () => null,
      bodyText: JSON.stringify(body),
    });
  assert.deepEqual(check({ note: null }).body, []);
  assert.deepEqual(
    check({ note: null, count: null }).body.map((m) => [m.pointer, m.expected]),
    [['/count', 'type integer']],
  );
});
