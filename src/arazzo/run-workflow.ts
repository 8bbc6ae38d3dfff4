/**
 * Runs a workflow step by step as an async generator: each `next()` runs until the next event (a step about to be
 * sent, a step finished, the end), so a UI pauses by not asking for the next one, steps by asking for one, and
 * re-runs from a step by starting again with `from` and the outputs of the steps before it. Requests are built by
 * src/request, sent by the injected `send`, and only ever to the chosen server's origin.
 */
import type { Credential } from '../auth/types.js';
import type { OpenApiSpec, ResolvedOperation } from '../openapi/types.js';
import { absoluteRequestUrl } from '../request/fetch.js';
import { originOf, resolveServer } from '../request/server-origin.js';
import { resolvedActions } from './components.js';
import { checkCriteria } from './criteria.js';
import { evaluateValue } from './evaluate.js';
import { stepBody, stepParameters } from './step-inputs.js';
import { stepOperation } from './step-operation.js';
import { buildStepRequest } from './step-request.js';
import type {
  CriterionResult,
  DoneEvent,
  Exchange,
  Next,
  RunContext,
  RunEvent,
  Send,
  StepEvent,
  StepRecord,
} from './run-types.js';
import type { Action, ArazzoDocument, Step, Workflow } from './types.js';

export interface RunOptions {
  readonly document: ArazzoDocument;
  /** The document's OpenAPI source descriptions, loaded, by name. */
  readonly sources: ReadonlyMap<string, OpenApiSpec>;
  readonly workflowId: string;
  readonly inputs: Readonly<Record<string, unknown>>;
  /** The server chosen in the playground (a URL, or a template with `serverVariables`); every request goes there. */
  readonly server: string;
  readonly serverVariables?: Readonly<Record<string, string>>;
  /** Resolves a relative server (the page's URL in a browser). */
  readonly baseUrl?: string;
  /** The credentials to send, or the ones for each operation (by its security, as the playground picks them). */
  readonly credentials?: readonly Credential[] | ((operation: ResolvedOperation) => readonly Credential[]);
  readonly send: Send;
  /** Waits before a retry; `setTimeout` by default. */
  readonly sleep?: (seconds: number) => Promise<void>;
  /** Start at this step, with `steps` holding the outputs of the steps before it. */
  readonly from?: string;
  readonly steps?: Readonly<Record<string, StepRecord>>;
  /** Steps run at most, counting retries and gotos, so a loop of gotos ends. */
  readonly maxSteps?: number;
}

const defaultSleep = (seconds: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, seconds) * 1000));

interface Run {
  readonly options: RunOptions;
  readonly workflows: Record<string, { outputs: Readonly<Record<string, unknown>> }>;
  readonly origin: string | undefined;
  /** Nested workflows and gotos share one budget. */
  budget: number;
}

function baseContext(
  run: Run,
  inputs: Readonly<Record<string, unknown>>,
  steps: Record<string, StepRecord>,
): RunContext {
  const doc = run.options.document;
  return {
    inputs,
    steps,
    workflows: run.workflows,
    sourceUrls: Object.fromEntries(doc.sourceDescriptions.map((s) => [s.name, s.url])),
    components: doc.components as unknown as Readonly<Record<string, unknown>>,
  };
}

/** The first action whose criteria all hold (an action without criteria always does). */
function chooseAction(actions: readonly Action[], context: RunContext): Action | undefined {
  return actions.find((action) => checkCriteria(action.criteria, context).every((c) => c.passed));
}

function failureMessage(step: Step, problems: readonly string[], criteria: readonly CriterionResult[]): string {
  const failed = criteria.find((c) => !c.passed);
  if (problems.length > 0) return `Step "${step.stepId}" failed: ${problems.join(' ')}`;
  if (failed !== undefined)
    return `Step "${step.stepId}" failed the criterion "${failed.condition}": ${failed.message ?? 'it does not hold.'}`;
  return `Step "${step.stepId}" failed.`;
}

/** Where a finished attempt leads, by the step's actions, else the workflow's, else the defaults. */
function nextOf(
  workflow: Workflow,
  step: Step,
  passed: boolean,
  attempt: number,
  context: RunContext,
  message: string,
  doc: ArazzoDocument,
): Next {
  const kind = passed ? 'successActions' : 'failureActions';
  const own = resolvedActions(doc, passed ? step.onSuccess : step.onFailure, kind);
  const actions =
    own.length > 0 ? own : resolvedActions(doc, passed ? workflow.successActions : workflow.failureActions, kind);
  const action = chooseAction(actions, context);
  if (action === undefined) return passed ? { kind: 'next' } : { kind: 'fail', message };
  if (action.type === 'end') return passed ? { kind: 'end', action: action.name } : { kind: 'fail', message };
  if (action.type === 'retry') {
    // The spec's default: one retry when no limit is given.
    const limit = action.retryLimit ?? 1;
    if (attempt > limit)
      return { kind: 'fail', message: `${message} (retried ${limit} time${limit === 1 ? '' : 's'})` };
    return { kind: 'retry', after: action.retryAfter ?? 0, attempt: attempt + 1, action: action.name };
  }
  if (action.stepId !== undefined) return { kind: 'goto', stepId: action.stepId, action: action.name };
  if (action.workflowId !== undefined) return { kind: 'workflow', workflowId: action.workflowId, action: action.name };
  return passed ? { kind: 'next' } : { kind: 'fail', message };
}

interface Attempt {
  readonly request?: StepEvent['request'];
  readonly url?: string;
  readonly exchange?: Exchange;
  readonly problems: string[];
  /** Outputs of a nested workflow, read by the step's `$outputs`. */
  readonly childOutputs?: Readonly<Record<string, unknown>>;
  readonly childFailed?: string;
}

/** Builds, checks the origin of, and sends one step's request. */
async function sendStep(run: Run, workflow: Workflow, step: Step, context: RunContext): Promise<Attempt> {
  const { options } = run;
  const found = await stepOperation(step, options.sources);
  if (!found.ok) return { problems: [found.reason] };
  const parameters = stepParameters(options.document, workflow, step, context);
  if (!parameters.ok) return { problems: [parameters.reason] };
  const body = stepBody(step, context);
  if (!body.ok) return { problems: [body.reason] };
  const built = buildStepRequest(found.operation, {
    parameters: parameters.value,
    ...(body.value === undefined ? {} : { body: body.value }),
    server: options.server,
    ...(options.serverVariables === undefined ? {} : { serverVariables: options.serverVariables }),
    ...(options.credentials === undefined
      ? {}
      : {
          credentials:
            typeof options.credentials === 'function' ? options.credentials(found.operation) : options.credentials,
        }),
  });
  if (!built.ok) return { problems: [...built.problems] };
  const request = built.request;
  let url: string;
  try {
    url = absoluteRequestUrl(request, options.baseUrl);
  } catch (error) {
    return { request, problems: [error instanceof Error ? error.message : String(error)] };
  }
  const origin = originOf(url);
  if (run.origin === undefined || origin !== run.origin)
    return {
      request,
      url,
      problems: [`Not sent: ${url} is not on the chosen server (${run.origin ?? options.server}).`],
    };
  const exchange: Exchange = { ...built.exchange, url };
  const sent = await options.send(request, url);
  if (!sent.ok) return { request, url, exchange, problems: [sent.message] };
  return { request, url, exchange: { ...exchange, response: sent.response }, problems: [] };
}

function outputsOf(
  outputs: Readonly<Record<string, unknown>>,
  context: RunContext,
): { ok: true; value: Record<string, unknown> } | { ok: false; reason: string } {
  const value: Record<string, unknown> = {};
  for (const [name, expression] of Object.entries(outputs)) {
    const result = evaluateValue(expression, context);
    if (!result.ok) return { ok: false, reason: `output "${name}" has no value: ${result.reason}` };
    value[name] = result.value;
  }
  return { ok: true, value };
}

/** One attempt of one step: sent (or a nested workflow run), checked, its outputs computed and its next move chosen. */
async function* attemptStep(
  run: Run,
  workflow: Workflow,
  step: Step,
  context: RunContext,
  attempt: number,
): AsyncGenerator<RunEvent, StepEvent> {
  let attemptResult: Attempt;
  if (step.target.kind === 'workflowId') {
    const childInputs = stepParameters(run.options.document, workflow, step, context);
    if (!childInputs.ok) attemptResult = { problems: [childInputs.reason] };
    else {
      const named = Object.fromEntries(childInputs.value.map((p) => [p.name, p.value]));
      const child = yield* runOne(run, step.target.value.replace(/^\$sourceDescriptions\.[^.]+\./, ''), named);
      attemptResult = {
        problems: child.status === 'failed' ? [child.failure?.message ?? 'the workflow failed'] : [],
        childOutputs: child.outputs,
      };
    }
  } else attemptResult = await sendStep(run, workflow, step, context);
  const checked: RunContext = {
    ...context,
    ...(attemptResult.exchange === undefined ? {} : { exchange: attemptResult.exchange }),
    ...(attemptResult.childOutputs === undefined ? {} : { outputs: attemptResult.childOutputs }),
  };
  const reached = attemptResult.problems.length === 0;
  const criteria = reached ? checkCriteria(step.successCriteria, checked) : [];
  let passed = reached && criteria.every((c) => c.passed);
  let outputs: Record<string, unknown> = {};
  const problems = [...attemptResult.problems];
  if (passed) {
    const computed = outputsOf(step.outputs, checked);
    if (computed.ok) outputs = computed.value;
    else {
      passed = false;
      problems.push(computed.reason);
    }
  }
  const next = nextOf(
    workflow,
    step,
    passed,
    attempt,
    checked,
    failureMessage(step, problems, criteria),
    run.options.document,
  );
  return {
    type: 'step',
    workflowId: workflow.workflowId,
    stepId: step.stepId,
    attempt,
    ...(attemptResult.request === undefined ? {} : { request: attemptResult.request }),
    ...(attemptResult.url === undefined ? {} : { url: attemptResult.url }),
    ...(attemptResult.exchange?.response === undefined ? {} : { response: attemptResult.exchange.response }),
    problems,
    criteria,
    passed,
    outputs,
    next,
  };
}

async function* runOne(
  run: Run,
  workflowId: string,
  inputs: Readonly<Record<string, unknown>>,
  from?: string,
  seed: Readonly<Record<string, StepRecord>> = {},
): AsyncGenerator<RunEvent, DoneEvent> {
  const doc = run.options.document;
  const workflow = doc.workflows.find((w) => w.workflowId === workflowId);
  const steps: Record<string, StepRecord> = { ...seed };
  const done = (
    status: DoneEvent['status'],
    outputs: Record<string, unknown>,
    failure?: DoneEvent['failure'],
  ): DoneEvent => ({
    type: 'done',
    workflowId,
    status,
    outputs,
    ...(failure === undefined ? {} : { failure }),
    steps: { ...steps },
  });
  if (workflow === undefined)
    return done('failed', {}, { stepId: '', message: `There is no workflow "${workflowId}".` });
  for (const id of workflow.dependsOn) {
    if (run.workflows[id] !== undefined) continue;
    const result = yield* runOne(run, id, inputs);
    if (result.status === 'failed') return done('failed', {}, result.failure);
  }
  let index = from === undefined ? 0 : workflow.steps.findIndex((s) => s.stepId === from);
  if (index < 0) return done('failed', {}, { stepId: from ?? '', message: `There is no step "${from}".` });
  let attempt = 1;
  while (index < workflow.steps.length) {
    const step = workflow.steps[index]!;
    if (run.budget-- <= 0)
      return done(
        'failed',
        {},
        {
          stepId: step.stepId,
          message: `The run stopped after ${run.options.maxSteps ?? 100} steps: the actions may loop.`,
        },
      );
    yield { type: 'start', workflowId, stepId: step.stepId, attempt };
    const event = yield* attemptStep(run, workflow, step, baseContext(run, inputs, steps), attempt);
    if (event.passed) steps[step.stepId] = { outputs: event.outputs };
    yield event;
    const next = event.next;
    if (next.kind === 'fail') return done('failed', {}, { stepId: step.stepId, message: next.message });
    if (next.kind === 'retry') {
      await (run.options.sleep ?? defaultSleep)(next.after);
      attempt = next.attempt;
      continue;
    }
    attempt = 1;
    if (next.kind === 'end') break;
    if (next.kind === 'goto') {
      index = workflow.steps.findIndex((s) => s.stepId === next.stepId);
      if (index < 0)
        return done('failed', {}, { stepId: step.stepId, message: `There is no step "${next.stepId}" to go to.` });
      continue;
    }
    if (next.kind === 'workflow') {
      const id = next.workflowId.replace(/^\$sourceDescriptions\.[^.]+\./, '');
      const other = yield* runOne(run, id, inputs);
      return done(other.status, other.outputs, other.failure);
    }
    index++;
  }
  const computed = outputsOf(workflow.outputs, baseContext(run, inputs, steps));
  if (!computed.ok) return done('failed', {}, { stepId: '', message: `The workflow's ${computed.reason}.` });
  run.workflows[workflowId] = { outputs: computed.value };
  return done('succeeded', computed.value);
}

/** Runs `options.workflowId`; the last event is its DoneEvent. */
export async function* runWorkflow(options: RunOptions): AsyncGenerator<RunEvent, void> {
  const server = resolveServer(options.server, {}, options.serverVariables ?? {}, options.baseUrl);
  const run: Run = {
    options,
    workflows: {},
    origin: server.problems.length === 0 ? server.origin : undefined,
    budget: options.maxSteps ?? 100,
  };
  const result = yield* runOne(run, options.workflowId, options.inputs, options.from, options.steps);
  yield result;
}
