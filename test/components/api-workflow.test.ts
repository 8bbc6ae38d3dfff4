/**
 * <api-workflow> in Chromium against the recording servers of test/support/workflow-server-plugin.mjs: a
 * three-step run end to end (the login token arriving as the next steps' Authorization, the created id in the
 * last step's path), a failing criterion shown with its actual value, a retry, Step and Re-run from here, and
 * nothing sent to another origin. axe-core on each state.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../components/api-workflow/api-workflow.js';
import type { ApiWorkflow } from '../../components/api-workflow/api-workflow.element.js';
import { beforeEach, describe, it } from '../fixtures/endpoint/mocha.js';
import { q } from '../fixtures/playground/drive.js';
import { until } from '../fixtures/playground/helpers.js';

const SRC = '/test/fixtures/arazzo-run/pets.arazzo.yaml';

interface Received {
  readonly method: string;
  readonly rawPath: string;
  readonly headers: Record<string, string>;
  readonly bodyText: string;
}

let origins: Promise<{ api: string; other: string }> | undefined;
const servers = (): Promise<{ api: string; other: string }> =>
  (origins ??= fetch('/__workflow/servers.json').then((r) => r.json() as Promise<{ api: string; other: string }>));
const received = async (server: 'api' | 'other'): Promise<Received[]> =>
  (await fetch(`/__workflow/requests?server=${server}`)).json() as Promise<Received[]>;

async function workflow(id: string): Promise<ApiWorkflow> {
  const { api } = await servers();
  const el = await fixture<ApiWorkflow>(
    html`<api-workflow
      src=${SRC}
      workflow=${id}
      server=${`${api}/v1`}
      .operationHref=${(op: { operationId?: string }) => `/pets/${op.operationId}`}
    ></api-workflow>`,
  );
  await until(() => el.document !== undefined, 'the workflow document', 20_000);
  await el.updateComplete;
  return el;
}

async function fill(el: ApiWorkflow, name: string, value: string): Promise<void> {
  const input = q<HTMLInputElement>(el, `#input-${name}`);
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  await el.updateComplete;
}

const text = (el: ApiWorkflow, selector: string): string => q(el, selector).textContent!.replace(/\s+/g, ' ').trim();
const status = (el: ApiWorkflow): string => text(el, '[part="run-status"]');
const stepState = (el: ApiWorkflow, id: string): string => q(el, `[data-step="${id}"]`).dataset['state']!;

async function adopt(el: ApiWorkflow, password = 's3cret', name = 'Rex'): Promise<void> {
  await fill(el, 'username', 'ada');
  await fill(el, 'password', password);
  await fill(el, 'name', name);
}

describe('<api-workflow> runs an Arazzo workflow in the page', () => {
  beforeEach(async () => {
    await fetch('/__workflow/clear');
  });

  it('shows the workflow as written: summary, inputs, steps with operations, parameters, criteria, outputs', async () => {
    const el = await workflow('adoptPet');
    expect(text(el, '.summary')).to.equal('Log in, create a pet, read it back');
    expect([...el.shadowRoot!.querySelectorAll('[part="inputs"] .name')].map((n) => n.textContent)).to.deep.equal([
      'username',
      'password',
      'name',
    ]);
    expect(q<HTMLInputElement>(el, '#input-password').type).to.equal('password');
    const steps = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part="step"]')];
    expect(steps.map((s) => s.dataset['step'])).to.deep.equal(['login', 'create', 'read']);
    const link = q<HTMLAnchorElement>(el, '[data-step="read"] [part="operation-link"]');
    expect(link.getAttribute('href')).to.equal('/pets/getPet');
    expect(link.textContent).to.equal('GET /pets/{petId}');
    expect(text(el, '[data-step="read"] [part="parameters"]')).to.contain('petId path $steps.create.outputs.petId');
    expect(text(el, '[data-step="create"] [part="parameters"]')).to.contain(
      'Authorization header Bearer {$steps.login.outputs.token}',
    );
    expect(text(el, '[data-step="login"] [part="criteria"]')).to.contain('$statusCode == 200');
    expect(text(el, '[data-step="create"] [part="outputs"]')).to.contain('petId $response.body#/id');
    await expect(el).to.be.accessible();
  });

  it('runs three steps end to end: the token is the Authorization of steps 2 and 3, the id lands in the path', async () => {
    const el = await workflow('adoptPet');
    await adopt(el);
    q<HTMLButtonElement>(el, '[part="run"]').click();
    await until(() => status(el) === 'The workflow succeeded.', 'the run to end', 20_000);
    const got = await received('api');
    expect(got.map((r) => `${r.method} ${r.rawPath}`)).to.deep.equal([
      'POST /v1/login',
      'POST /v1/pets',
      'GET /v1/pets/pet-7',
    ]);
    expect(JSON.parse(got[0]!.bodyText)).to.deep.equal({ username: 'ada', password: 's3cret' });
    expect(got[1]!.headers['authorization']).to.equal('Bearer tok-ada');
    expect(got[2]!.headers['authorization']).to.equal('Bearer tok-ada');
    expect(await received('other')).to.deep.equal([]);
    expect(['login', 'create', 'read'].map((id) => stepState(el, id))).to.deep.equal(['passed', 'passed', 'passed']);
    expect(text(el, '[data-step="login"] [data-output="token"]')).to.equal('tok-ada');
    expect(text(el, '[data-step="create"] [data-output="petId"]')).to.equal('pet-7');
    expect(text(el, '[data-step="read"] [part="request"]')).to.contain(`GET ${(await servers()).api}/v1/pets/pet-7`);
    // The token is masked where the request is shown.
    expect(text(el, '[data-step="read"] [part="request"]')).to.contain('Authorization: Bearer ••••••');
    expect(text(el, '[data-step="read"] [part="request"]')).not.to.contain('tok-ada');
    expect(text(el, '[data-step="read"] [part="status"]')).to.equal('200 OK');
    expect(text(el, '[data-step="read"] [part="response"]')).to.contain('"name": "Rex"');
    expect(text(el, '[part="workflow-outputs"] [data-output="petId"]')).to.equal('"pet-7"');
    await expect(el).to.be.accessible();
  });

  it('a failing criterion stops the run and says which one failed, with the actual value', async () => {
    const el = await workflow('adoptPet');
    await adopt(el, 'wrong');
    q<HTMLButtonElement>(el, '[part="run"]').click();
    await until(() => stepState(el, 'login') === 'failed' && !status(el).startsWith('Running'), 'the failure');
    expect(status(el)).to.contain('Step "login" failed the criterion "$statusCode == 200"');
    expect(status(el)).to.contain('$statusCode is 401');
    expect(text(el, '[data-step="login"] [part="criterion-message"]')).to.equal(
      '"$statusCode == 200" is false: $statusCode is 401.',
    );
    expect(text(el, '[data-step="login"] [part="status"]')).to.equal('401 Unauthorized');
    expect(stepState(el, 'create')).to.equal('pending');
    expect((await received('api')).length).to.equal(1);
    await expect(el).to.be.accessible();
  });

  it('follows a retry action until the criterion holds', async () => {
    const el = await workflow('waitUntilReady');
    q<HTMLButtonElement>(el, '[part="run"]').click();
    await until(() => status(el) === 'The workflow succeeded.', 'the retried run');
    const attempts = [...el.shadowRoot!.querySelectorAll('[data-step="status"] [part="attempt"]')];
    expect(attempts.map((a) => a.querySelector('[part="status"]')!.textContent)).to.deep.equal([
      '503 Service Unavailable',
      '503 Service Unavailable',
      '200 OK',
    ]);
    expect((await received('api')).length).to.equal(3);
    expect(text(el, '[data-step="status"] [part="actions"]')).to.contain('tryAgain: retry after 0 s, up to 3 times');
    await expect(el).to.be.accessible();
  });

  it('Step sends one step at a time, and Re-run from here sends from that step with edited inputs', async () => {
    const el = await workflow('adoptPet');
    await adopt(el);
    q<HTMLButtonElement>(el, '[part="step-button"]').click();
    await until(() => stepState(el, 'login') === 'passed', 'the first step');
    await el.updateComplete;
    expect((await received('api')).length).to.equal(1);
    expect(stepState(el, 'create')).to.equal('pending');
    expect(status(el)).to.contain('Paused');
    await expect(el).to.be.accessible();
    q<HTMLButtonElement>(el, '[part="run"]').click();
    await until(() => status(el) === 'The workflow succeeded.', 'the rest of the run');
    expect((await received('api')).length).to.equal(3);
    await fetch('/__workflow/clear');
    await fill(el, 'name', 'Max');
    q<HTMLButtonElement>(el, '[data-step="create"] [part="rerun"]').click();
    await el.updateComplete;
    // The steps from there on start again; the one before keeps what it produced.
    expect(stepState(el, 'login')).to.equal('passed');
    expect(stepState(el, 'read')).to.equal('pending');
    await until(() => status(el) === 'The workflow succeeded.' && stepState(el, 'read') === 'passed', 'the re-run');
    const again = await received('api');
    expect(again.map((r) => `${r.method} ${r.rawPath}`)).to.deep.equal(['POST /v1/pets', 'GET /v1/pets/pet-7']);
    expect(JSON.parse(again[0]!.bodyText)).to.deep.equal({ name: 'Max' });
    expect(again[0]!.headers['authorization']).to.equal('Bearer tok-ada');
    expect(text(el, '[data-step="read"] [data-output="name"]')).to.equal('Max');
  });

  it('draws the flow diagram (mermaid, loaded on opening) with each step and the retry loop', async () => {
    const el = await workflow('waitUntilReady');
    expect(el.shadowRoot!.querySelector('figure.diagram')).to.equal(null);
    const details = q<HTMLDetailsElement>(el, '[part="diagram"]');
    details.open = true;
    await until(() => el.shadowRoot!.querySelector('figure.diagram svg') !== null, 'the drawn diagram', 20_000);
    const svg = q(el, 'figure.diagram svg');
    expect(svg.textContent).to.contain('1. status - GET /status').and.contain('tryAgain: retry').and.contain('End');
    await expect(el).to.be.accessible();
  });

  it('sends nothing to another origin: a redirect away from the chosen server is not followed', async () => {
    const el = await workflow('adoptPet');
    await fill(el, 'username', 'redirect');
    await fill(el, 'password', 'x');
    await fill(el, 'name', 'Rex');
    q<HTMLButtonElement>(el, '[part="run"]').click();
    await until(() => stepState(el, 'login') === 'failed' && !status(el).startsWith('Running'), 'the stopped run');
    expect(await received('other')).to.deep.equal([]);
    expect((await received('api')).length).to.equal(1);
  });
});
