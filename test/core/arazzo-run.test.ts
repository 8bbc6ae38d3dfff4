/**
 * The workflow runner (src/arazzo/run-workflow.ts) against a real recording server: what arrives at the server
 * for each step, the outputs that feed the next step, failures that name the criterion and the actual value,
 * `retry`, and the origin rule (nothing reaches another server).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, beforeEach, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { fetchSend, parseArazzo, runWorkflow, type RunEvent, type RunOptions } from '../../src/arazzo/index.js';
import { loadOpenApi } from '../../src/openapi/index.js';
import type { OpenApiSpec } from '../../src/openapi/types.js';
import { startPetsApi, type PetsApi } from '../support/pets-api.js';

const dir = new URL('../fixtures/arazzo-run/', import.meta.url);
const read = (name: string): string => readFileSync(fileURLToPath(new URL(name, dir)), 'utf8');

let server: PetsApi;
let spec: OpenApiSpec;
let base: Omit<RunOptions, 'workflowId' | 'inputs'>;

before(async () => {
  server = await startPetsApi();
  const specUrl = new URL('pets.openapi.yaml', dir).href;
  spec = await loadOpenApi(specUrl, { text: read('pets.openapi.yaml'), fresh: true });
  const document = await parseArazzo(read('pets.arazzo.yaml'), new URL('pets.arazzo.yaml', dir).href);
  assert.deepEqual(document.diagnostics, []);
  base = {
    document,
    sources: new Map([['pets', spec]]),
    server: `${server.api.origin}/v1`,
    send: fetchSend(),
    sleep: async () => {},
  };
});
after(() => server.close());
beforeEach(() => {
  server.api.clear();
  server.other.clear();
});

async function collect(options: RunOptions): Promise<RunEvent[]> {
  const events: RunEvent[] = [];
  for await (const event of runWorkflow(options)) events.push(event);
  return events;
}

const adopt = { username: 'ada', password: 's3cret', name: 'Rex' };

test('three steps: the login token is step 2 and 3’s Authorization, the created id is step 3’s path', async () => {
  const events = await collect({ ...base, workflowId: 'adoptPet', inputs: adopt });
  const done = events.at(-1)!;
  assert.equal(done.type, 'done');
  assert.deepEqual(done.type === 'done' && { status: done.status, outputs: done.outputs }, {
    status: 'succeeded',
    outputs: { petId: 'pet-7', name: 'Rex' },
  });
  const [login, create, read] = server.api.requests;
  assert.equal(server.api.requests.length, 3);
  assert.equal(login!.method, 'POST');
  assert.equal(login!.rawPath, '/v1/login');
  assert.deepEqual(JSON.parse(login!.bodyText), { username: 'ada', password: 's3cret' });
  assert.equal(login!.headers['content-type'], 'application/json');
  assert.equal(create!.headers['authorization'], 'Bearer tok-ada');
  assert.deepEqual(JSON.parse(create!.bodyText), { name: 'Rex' });
  assert.equal(read!.method, 'GET');
  assert.equal(read!.rawPath, '/v1/pets/pet-7');
  assert.equal(read!.headers['authorization'], 'Bearer tok-ada');
  const steps = events.filter((e) => e.type === 'step');
  assert.deepEqual(
    steps.map((s) => [s.stepId, s.passed, s.outputs, s.criteria.map((c) => c.passed)]),
    [
      ['login', true, { token: 'tok-ada' }, [true]],
      ['create', true, { petId: 'pet-7' }, [true, true]],
      ['read', true, { name: 'Rex' }, [true, true]],
    ],
  );
  // Each step announces itself before it is sent, so a UI can pause there.
  assert.deepEqual(
    events.map((e) => e.type),
    ['start', 'step', 'start', 'step', 'start', 'step', 'done'],
  );
});

test('a failing criterion stops the run, naming the criterion and the actual value', async () => {
  const events = await collect({ ...base, workflowId: 'adoptPet', inputs: { ...adopt, password: 'wrong' } });
  const done = events.at(-1)!;
  assert.ok(done.type === 'done');
  assert.equal(done.status, 'failed');
  assert.equal(done.failure?.stepId, 'login');
  assert.match(done.failure!.message, /"\$statusCode == 200"/);
  assert.match(done.failure!.message, /\$statusCode is 401/);
  const step = events.find((e) => e.type === 'step');
  assert.ok(step?.type === 'step');
  assert.deepEqual(step.criteria[0], {
    condition: '$statusCode == 200',
    type: 'simple',
    passed: false,
    actual: 401,
    message: '"$statusCode == 200" is false: $statusCode is 401.',
  });
  assert.equal(server.api.requests.length, 1, 'nothing after the failed step is sent');
});

test('a regex criterion that fails reports the value it read', async () => {
  const events = await collect({ ...base, workflowId: 'adoptPet', inputs: { ...adopt, name: 'rex' } });
  const done = events.at(-1)!;
  assert.ok(done.type === 'done');
  assert.equal(done.failure?.stepId, 'read');
  assert.match(done.failure!.message, /\^\[A-Z\]/);
  assert.match(done.failure!.message, /\$response\.body#\/name is "rex"/);
});

test('retry: a 503 is retried until the status is 200, within retryLimit', async () => {
  const waits: number[] = [];
  const events = await collect({
    ...base,
    sleep: async (seconds) => {
      waits.push(seconds);
    },
    workflowId: 'waitUntilReady',
    inputs: {},
  });
  const steps = events.filter((e) => e.type === 'step');
  assert.deepEqual(
    steps.map((s) => [s.attempt, s.response?.status, s.next.kind]),
    [
      [1, 503, 'retry'],
      [2, 503, 'retry'],
      [3, 200, 'next'],
    ],
  );
  assert.deepEqual(waits, [0, 0]);
  assert.equal(server.api.requests.length, 3);
  const done = events.at(-1)!;
  assert.deepEqual(done.type === 'done' && done.outputs, { state: 'ready' });
});

test('retry gives up after retryLimit and fails, saying so', async () => {
  const document = await parseArazzo(
    read('pets.arazzo.yaml').replace('retryLimit: 3', 'retryLimit: 1'),
    new URL('pets.arazzo.yaml', dir).href,
  );
  const events = await collect({ ...base, document, workflowId: 'waitUntilReady', inputs: {} });
  const done = events.at(-1)!;
  assert.ok(done.type === 'done');
  assert.equal(done.status, 'failed');
  assert.match(done.failure!.message, /retried 1 time\)/);
  assert.equal(server.api.requests.length, 2);
});

test('re-run from a step with the outputs of the steps before it', async () => {
  const first = await collect({ ...base, workflowId: 'adoptPet', inputs: adopt });
  const done = first.at(-1)!;
  assert.ok(done.type === 'done');
  server.api.clear();
  const again = await collect({
    ...base,
    workflowId: 'adoptPet',
    inputs: { ...adopt, name: 'Max' },
    from: 'create',
    steps: { login: done.steps.login! },
  });
  assert.deepEqual(
    server.api.requests.map((r) => `${r.method} ${r.rawPath}`),
    ['POST /v1/pets', 'GET /v1/pets/pet-7'],
  );
  assert.equal(server.api.requests[0]!.headers['authorization'], 'Bearer tok-ada');
  const last = again.at(-1)!;
  assert.deepEqual(last.type === 'done' && last.outputs, { petId: 'pet-7', name: 'Max' });
});

test('the generator pauses between events: a step is sent only when the next event is asked for', async () => {
  const run = runWorkflow({ ...base, workflowId: 'adoptPet', inputs: adopt });
  assert.equal((await run.next()).value?.type, 'start');
  assert.equal(server.api.requests.length, 0);
  assert.equal((await run.next()).value?.type, 'step');
  assert.equal(server.api.requests.length, 1);
  await run.return(undefined);
  assert.equal(server.api.requests.length, 1);
});

test('nothing is sent to an origin other than the chosen server', async () => {
  // The spec's own server (another origin) is not used: the chosen one is.
  assert.notEqual(new URL(spec.servers[0]!.url).origin, server.api.origin);
  // A redirect to another origin is not followed.
  const events = await collect({ ...base, workflowId: 'adoptPet', inputs: { ...adopt, username: 'redirect' } });
  const done = events.at(-1)!;
  assert.ok(done.type === 'done');
  assert.equal(done.status, 'failed');
  assert.match(done.failure!.message, /\$statusCode is 307/);
  assert.equal(server.other.requests.length, 0);
  // A server variable that would move the request elsewhere is refused before anything is sent.
  const moved = await collect({
    ...base,
    server: `http://{host}/v1`,
    serverVariables: { host: `127.0.0.1:${server.other.port}/x?` },
    workflowId: 'adoptPet',
    inputs: adopt,
  });
  const refused = moved.find((e) => e.type === 'step');
  assert.ok(refused?.type === 'step');
  assert.equal(refused.request, undefined);
  assert.ok(refused.problems.length > 0);
  assert.equal(server.other.requests.length, 0);
  assert.equal(server.api.requests.length, 1, 'only the redirecting login reached the chosen server');
});

const FLOWS = `arazzo: 1.0.1
info: { title: Flows, version: 1.0.0 }
sourceDescriptions:
  - { name: pets, url: ./pets.openapi.yaml, type: openapi }
workflows:
  - workflowId: login
    inputs: { type: object, properties: { username: { type: string } } }
    steps:
      - stepId: login
        operationId: login
        requestBody: { contentType: application/json, payload: { username: $inputs.username, password: x } }
        successCriteria: [{ condition: $statusCode == 200 }]
        outputs: { token: $response.body#/token }
    outputs: { token: $steps.login.outputs.token }
  - workflowId: nested
    steps:
      - stepId: signIn
        workflowId: login
        parameters: [{ name: username, value: grace }]
        outputs: { token: $outputs.token }
      - stepId: status
        operationId: getStatus
        successCriteria: [{ condition: $statusCode == 200 }]
        onFailure:
          - { name: skip, type: goto, stepId: create, criteria: [{ condition: $statusCode == 503 }] }
      - stepId: unreached
        operationId: getStatus
      - stepId: create
        operationId: createPet
        parameters: [{ name: Authorization, in: header, value: "Bearer {$steps.signIn.outputs.token}" }]
        requestBody: { contentType: application/json, payload: { name: Tom } }
        successCriteria: [{ condition: $statusCode == 201 }]
        onSuccess: [{ name: done, type: end }]
        outputs: { id: $response.body#/id }
      - stepId: neverAfterEnd
        operationId: getStatus
    outputs: { token: $steps.signIn.outputs.token, id: $steps.create.outputs.id }
`;

test('a step that runs another workflow, a goto on failure, and an end action', async () => {
  const document = await parseArazzo(FLOWS, new URL('flows.arazzo.yaml', dir).href);
  assert.deepEqual(
    document.diagnostics.filter((d) => d.severity === 'error'),
    [],
  );
  const events = await collect({ ...base, document, workflowId: 'nested', inputs: {} });
  assert.deepEqual(
    server.api.requests.map((r) => `${r.method} ${r.rawPath}`),
    ['POST /v1/login', 'GET /v1/status', 'POST /v1/pets'],
  );
  assert.equal(server.api.requests[2]!.headers['authorization'], 'Bearer tok-grace');
  const steps = events.filter((e) => e.type === 'step');
  assert.deepEqual(
    steps.map((s) => [s.workflowId, s.stepId, s.next.kind]),
    [
      ['login', 'login', 'next'],
      ['nested', 'signIn', 'next'],
      ['nested', 'status', 'goto'],
      ['nested', 'create', 'end'],
    ],
  );
  const done = events.at(-1)!;
  assert.deepEqual(done.type === 'done' && [done.status, done.outputs], [
    'succeeded',
    { token: 'tok-grace', id: 'pet-7' },
  ]);
});
