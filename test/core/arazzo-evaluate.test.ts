/** Runtime expressions evaluated over a run context, and criteria checked over it (src/arazzo/evaluate.ts, criteria.ts). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkCriterion, evaluateExpression, evaluateValue, type RunContext } from '../../src/arazzo/index.js';
import type { Criterion } from '../../src/arazzo/types.js';

const context: RunContext = {
  inputs: { user: 'ada', pet: { id: 7, tags: ['a'] } },
  steps: { login: { outputs: { token: 'tok', 'a.b': 1 } } },
  workflows: { other: { outputs: { n: 3 } } },
  sourceUrls: { pets: './pets.yaml' },
  exchange: {
    url: 'http://127.0.0.1/v1/pets/7?x=1',
    method: 'GET',
    headers: { accept: 'application/json' },
    query: { x: '1' },
    path: { petId: '7' },
    response: {
      status: 404,
      headers: { 'x-rate-limit': '10', 'content-type': 'application/json' },
      body: { error: 'Missing', items: [{ id: 1 }, { id: 2 }] },
      text: '{"error":"Missing"}',
    },
  },
};

const value = (text: string): unknown => {
  const result = evaluateExpression(text, context);
  assert.ok(result.ok, result.ok ? '' : result.reason);
  return result.value;
};

test('every source of a value', () => {
  assert.equal(value('$inputs.user'), 'ada');
  assert.equal(value('$inputs.pet#/id'), 7);
  assert.equal(value('$steps.login.outputs.token'), 'tok');
  assert.equal(value('$steps.login.outputs.a.b'), 1);
  assert.equal(value('$workflows.other.outputs.n'), 3);
  assert.equal(value('$sourceDescriptions.pets.url'), './pets.yaml');
  assert.equal(value('$statusCode'), 404);
  assert.equal(value('$url'), 'http://127.0.0.1/v1/pets/7?x=1');
  assert.equal(value('$method'), 'GET');
  assert.equal(value('$response.header.X-Rate-Limit'), '10');
  assert.equal(value('$response.body#/items/1/id'), 2);
  assert.equal(value('$request.header.Accept'), 'application/json');
  assert.equal(value('$request.query.x'), '1');
  assert.equal(value('$request.path.petId'), '7');
});

test('a missing value says what is missing', () => {
  const reason = (text: string): string => {
    const result = evaluateExpression(text, context);
    assert.ok(!result.ok);
    return result.reason;
  };
  assert.match(reason('$steps.create.outputs.id'), /step "create" has not run yet/);
  assert.match(reason('$steps.login.outputs.nope'), /no output "nope"/);
  assert.match(reason('$response.body#/nope'), /nothing at "\/nope"/);
  assert.match(reason('$response.header.X-None'), /no header "X-None"/);
  assert.match(reason('$inputs.nobody'), /no "nobody"/);
});

test('embedded expressions, objects and arrays', () => {
  assert.deepEqual(evaluateValue('Bearer {$steps.login.outputs.token}', context), { ok: true, value: 'Bearer tok' });
  assert.deepEqual(evaluateValue({ a: ['$inputs.pet#/id', 'x {$inputs.user}'], b: true }, context), {
    ok: true,
    value: { a: [7, 'x ada'], b: true },
  });
  assert.deepEqual(evaluateValue('$inputs.pet', context), { ok: true, value: { id: 7, tags: ['a'] } });
  assert.equal(evaluateValue('a {$inputs.none} b', context).ok, false);
});

const simple = (condition: string): Criterion => ({ condition, type: 'simple', pointer: '' });

test('simple conditions: comparisons, logic, literals, case-insensitive strings', () => {
  const passes = (condition: string): boolean => checkCriterion(simple(condition), context).passed;
  assert.equal(passes('$statusCode == 404'), true);
  assert.equal(passes('$statusCode != 404'), false);
  assert.equal(passes('$statusCode >= 400 && $statusCode < 500'), true);
  assert.equal(passes('$statusCode == 200 || $statusCode == 404'), true);
  assert.equal(passes('!($statusCode == 200)'), true);
  assert.equal(passes("$response.body#/error == 'missing'"), true);
  assert.equal(passes('$response.header.X-Rate-Limit > 5'), true);
  assert.equal(passes('$response.body#/nope == null'), false);
  const failed = checkCriterion(simple('$statusCode == 200 && $method == "GET"'), context);
  assert.deepEqual(failed.actual, { $statusCode: 404, $method: 'GET' });
  assert.match(failed.message!, /\$statusCode is 404, \$method is "GET"/);
  assert.match(checkCriterion(simple('$statusCode ==='), context).message!, /is not understood/);
});

test('regex, JSONPath and XPath criteria', () => {
  const regex: Criterion = { condition: '^Miss', context: '$response.body#/error', type: 'regex', pointer: '' };
  assert.equal(checkCriterion(regex, context).passed, true);
  const jsonpath: Criterion = {
    condition: '$.items[?@.id == 2]',
    context: '$response.body',
    type: 'jsonpath',
    pointer: '',
  };
  assert.equal(checkCriterion(jsonpath, context).passed, true);
  const none = checkCriterion({ ...jsonpath, condition: '$.items[?@.id == 3]' }, context);
  assert.equal(none.passed, false);
  assert.match(none.message!, /matches nothing/);
  const xpath = checkCriterion({ condition: '/a', context: '$response.body', type: 'xpath', pointer: '' }, context);
  assert.equal(xpath.passed, false);
  assert.match(xpath.message!, /XPath criteria are not run in the page/);
});

test('the flow diagram: a node per step, the default path, goto, retry and end edges', async () => {
  const { parseArazzo } = await import('../../src/arazzo/index.js');
  const { flowDiagram } = await import('../../src/arazzo/flow-diagram.js');
  const doc = await parseArazzo(
    `arazzo: 1.0.1
info: { title: T, version: 1.0.0 }
sourceDescriptions: [{ name: s, url: ./s.yaml, type: openapi }]
workflows:
  - workflowId: w
    steps:
      - stepId: a
        operationId: opA
        onFailure: [{ name: again, type: retry, retryLimit: 2 }, { name: "skip [it]", type: goto, stepId: c }]
      - stepId: b
        operationId: opB
        onSuccess: [{ name: stop, type: end }]
      - stepId: c
        operationId: opC
`,
    'file:///w.arazzo.yaml',
  );
  assert.equal(
    flowDiagram(doc, doc.workflows[0]!, (id) => (id === 'a' ? 'GET /a' : undefined)),
    [
      'flowchart TD',
      '  s0["1. a - GET /a"]',
      '  s1["2. b - opB"]',
      '  s2["3. c - opC"]',
      '  s0 -. "again: retry" .-> s0',
      '  s0 -. "skip it" .-> s2',
      '  s0 --> s1',
      '  s1 -- "stop" --> done',
      '  s2 --> done',
      '  done(["End"])',
    ].join('\n'),
  );
});
