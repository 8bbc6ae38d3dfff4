/**
 * One step of a workflow as the page shows it: its operation (linked to the operation's page), parameters with
 * their runtime expressions, body, success criteria, actions and outputs as written; and, once it ran, each
 * attempt's request, response, criteria results and the outputs it produced.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { isReference } from '../../src/arazzo/components.js';
import type { CriterionResult, StepEvent } from '../../src/arazzo/run-types.js';
import type { Action, Criterion, ReusableReference, Step } from '../../src/arazzo/types.js';
import { reasonPhrase } from '../../src/request/classify.js';
import type { RequestDescription } from '../../src/request/types.js';

export type StepState = 'pending' | 'running' | 'passed' | 'failed';

export interface StepView {
  readonly step: Step;
  readonly index: number;
  /** `POST /pets`, when the operation is known. */
  readonly operation?: string;
  readonly href?: string;
  readonly state: StepState;
  readonly attempts: readonly StepEvent[];
  readonly canRerun: boolean;
  readonly onRerun: () => void;
}

const shown = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));
const pretty = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value, null, 2));

function renderTarget(view: StepView): TemplateResult {
  const { kind, value } = view.step.target;
  const label = view.operation ?? value;
  const text = html`<code>${label}</code>`;
  return html`<p class="target">
    ${kind === 'workflowId' ? 'Runs workflow' : 'Calls'}
    ${view.href ? html`<a href=${view.href} part="operation-link">${text}</a>` : text}
    ${view.operation !== undefined && view.operation !== value ? html`<span class="hint">(${value})</span>` : nothing}
  </p>`;
}

function renderParameters(step: Step): TemplateResult | typeof nothing {
  if (step.parameters.length === 0) return nothing;
  return html`<table class="parameters" part="parameters">
    <caption>
      Parameters
    </caption>
    <thead>
      <tr>
        <th scope="col">Name</th>
        <th scope="col">In</th>
        <th scope="col">Value</th>
      </tr>
    </thead>
    <tbody>
      ${step.parameters.map((p) =>
        isReference(p)
          ? html`<tr>
              <td colspan="2"><code>${p.reference}</code></td>
              <td>${p.value === undefined ? nothing : html`<code>${shown(p.value)}</code>`}</td>
            </tr>`
          : html`<tr>
              <td><code>${p.name}</code></td>
              <td>${p.in ?? ''}</td>
              <td><code>${shown(p.value)}</code></td>
            </tr>`,
      )}
    </tbody>
  </table>`;
}

function criterionText(criterion: Criterion): string {
  const where = criterion.context === undefined ? '' : ` on ${criterion.context}`;
  return criterion.type === 'simple' ? criterion.condition : `${criterion.type} ${criterion.condition}${where}`;
}

function renderCriteria(step: Step, results: readonly CriterionResult[] | undefined): TemplateResult | typeof nothing {
  if (step.successCriteria.length === 0) return nothing;
  return html`<div class="criteria" part="criteria">
    <p class="label">Success criteria</p>
    <ul>
      ${step.successCriteria.map((criterion, i) => {
        const result = results?.[i];
        const mark =
          result === undefined
            ? nothing
            : html`<span class=${result.passed ? 'pass' : 'fail'}>${result.passed ? 'Passed' : 'Failed'}</span>`;
        return html`<li data-passed=${result === undefined ? nothing : String(result.passed)}>
          ${mark} <code>${criterionText(criterion)}</code>
          ${
            result?.passed === false && result.message
              ? html`<p class="criterion-message" part="criterion-message">${result.message}</p>`
              : nothing
          }
        </li>`;
      })}
    </ul>
  </div>`;
}

function actionText(action: Action | ReusableReference): string {
  if (isReference(action)) return action.reference;
  const to = action.stepId ?? action.workflowId;
  const retry =
    action.type === 'retry'
      ? ` after ${action.retryAfter ?? 0} s, up to ${action.retryLimit ?? 1} time${(action.retryLimit ?? 1) === 1 ? '' : 's'}`
      : '';
  const when = action.criteria.length > 0 ? ` when ${action.criteria.map(criterionText).join(' and ')}` : '';
  return `${action.name}: ${action.type}${to === undefined ? '' : ` ${to}`}${retry}${when}`;
}

function renderActions(
  label: string,
  actions: readonly (Action | ReusableReference)[],
): TemplateResult | typeof nothing {
  if (actions.length === 0) return nothing;
  return html`<div class="actions" part="actions">
    <p class="label">${label}</p>
    <ul>
      ${actions.map((a) => html`<li><code>${actionText(a)}</code></li>`)}
    </ul>
  </div>`;
}

function renderOutputs(
  step: Step,
  produced: Readonly<Record<string, unknown>> | undefined,
): TemplateResult | typeof nothing {
  const names = Object.keys(step.outputs);
  if (names.length === 0) return nothing;
  return html`<dl class="outputs" part="outputs">
    ${names.map(
      (name) => html`<div class="output">
        <dt><code>${name}</code></dt>
        <dd>
          <code>${shown(step.outputs[name])}</code>
          ${
            produced !== undefined && name in produced
              ? html`→ <code class="value" data-output=${name}>${shown(produced[name])}</code>`
              : nothing
          }
        </dd>
      </div>`,
    )}
  </dl>`;
}

/** Header values shown with credentials masked: what the playground applied, and any Authorization. */
function maskedHeaders(request: RequestDescription): { name: string; value: string }[] {
  const secrets = new Set(request.secrets.map((s) => s.value));
  return request.headers.map((h) => ({
    name: h.name,
    value:
      secrets.has(h.value) || h.name.toLowerCase() === 'authorization'
        ? h.value.replace(/^(\S+\s)?.*$/, (_all, scheme: string | undefined) => `${scheme ?? ''}••••••`)
        : h.value,
  }));
}

function renderAttempt(attempt: StepEvent, many: boolean): TemplateResult {
  const request = attempt.request;
  const response = attempt.response;
  return html`<div class="attempt" part="attempt" data-attempt=${attempt.attempt}>
    ${many ? html`<p class="label">Attempt ${attempt.attempt}</p>` : nothing}
    ${
      request && attempt.url
        ? html`<div class="request" part="request">
          <p class="label">Request</p>
          <pre><code>${request.method} ${attempt.url}
${maskedHeaders(request)
  .map((h) => `${h.name}: ${h.value}`)
  .join('\n')}${request.body.kind === 'json' ? `\n\n${pretty(request.body.value)}` : ''}</code></pre>
        </div>`
        : nothing
    }
    ${
      response
        ? html`<div class="response" part="response">
          <p class="label">
            Response
            <span class="status" part="status">${response.status} ${reasonPhrase(response.status)}</span>
          </p>
          ${response.text === '' ? nothing : html`<pre><code>${pretty(response.body)}</code></pre>`}
        </div>`
        : nothing
    }
    ${
      attempt.problems.length > 0
        ? html`<div class="failure" part="problems" role="alert">
          <ul>
            ${attempt.problems.map((p) => html`<li>${p}</li>`)}
          </ul>
        </div>`
        : nothing
    }
  </div>`;
}

const STATE_LABELS: Record<StepState, string> = {
  pending: 'Not run',
  running: 'Running',
  passed: 'Passed',
  failed: 'Failed',
};

export function renderStep(view: StepView): TemplateResult {
  const { step } = view;
  const last = view.attempts.at(-1);
  return html`<li class="step" part="step" data-step=${step.stepId} data-state=${view.state}>
    <div class="step-head">
      <h3 id=${`step-${step.stepId}`}>${view.index + 1}. ${step.stepId}</h3>
      <span class="state" part="state">${STATE_LABELS[view.state]}</span>
      <button
        type="button"
        part="rerun"
        ?disabled=${!view.canRerun}
        aria-describedby=${`step-${step.stepId}`}
        @click=${view.onRerun}
      >
        Re-run from here
      </button>
    </div>
    ${step.description ? html`<p class="description">${step.description}</p>` : nothing} ${renderTarget(view)}
    ${renderParameters(step)}
    ${
      step.requestBody?.payload === undefined
        ? nothing
        : html`<div class="payload" part="payload">
          <p class="label">Request body${step.requestBody.contentType ? ` (${step.requestBody.contentType})` : ''}</p>
          <pre><code>${pretty(step.requestBody.payload)}</code></pre>
        </div>`
    }
    ${renderCriteria(step, last?.criteria)} ${renderActions('On success', step.onSuccess)}
    ${renderActions('On failure', step.onFailure)} ${renderOutputs(step, last?.passed ? last.outputs : undefined)}
    ${view.attempts.map((a) => renderAttempt(a, view.attempts.length > 1))}
  </li>`;
}
