/** The outcome of a send: status with its reason, time, size, headers and the body (through `<api-response>`), or a failure explained. */
import { html, nothing, type TemplateResult } from 'lit';
import { reasonPhrase } from '../../src/request/classify.js';
import type { ItemChecker } from '../../src/check/stream-check.js';
import type { RequestProblem } from '../../src/request/types.js';
import { formatBytes } from '../api-response/response-reader.js';
import type { Failure, SendOutcome } from './playground-send.js';

export interface ResultData {
  readonly outcome: SendOutcome;
  readonly size?: number;
  /** Milliseconds until the whole body was read. */
  readonly total?: number;
  readonly onLoad: (e: Event) => void;
  /** The check against the spec, beside the response. */
  readonly check?: TemplateResult | typeof nothing;
  /** Checks each item of a stream (3.2 `itemSchema`). */
  readonly itemCheck?: ItemChecker;
}

function statusClass(status: number): string {
  if (status >= 500 || status >= 400) return 'error';
  if (status >= 300) return 'redirect';
  return 'success';
}

function ms(value: number): string {
  return value < 1000 ? `${Math.round(value)} ms` : `${(value / 1000).toFixed(2)} s`;
}

export function renderFailure(failure: Failure, url: string | undefined): TemplateResult {
  return html`<div class="failure" part="failure" role="alert" data-reason=${failure.reason}>
    <p class="failure-title"><strong>${failure.title}</strong></p>
    ${failure.explanation.map((p) => html`<p>${p}</p>`)}
    ${url ? html`<p class="hint">Request: <span class="mono url">${url}</span></p>` : nothing}
  </div>`;
}

/** Why nothing can be sent yet (the playground's request, the webhook test's event): a title, a lead, each problem. */
export function renderNotYet(
  title: string,
  problems: readonly { readonly message: string; readonly code?: string }[],
  lead: TemplateResult | typeof nothing = nothing,
): TemplateResult {
  return html`<div class="failure" part="problems" role="alert" data-reason="invalid">
    <p class="failure-title"><strong>${title}</strong></p>
    ${lead}
    <ul>
      ${problems.map((p) => html`<li data-code=${p.code ?? nothing}>${p.message}</li>`)}
    </ul>
  </div>`;
}

export function renderProblems(problems: readonly RequestProblem[]): TemplateResult | typeof nothing {
  if (problems.length === 0) return nothing;
  const path = problems.filter((p) => p.code === 'param/missing-path');
  if (path.length === 0) return renderNotYet('The request cannot be sent yet', problems);
  return renderNotYet(
    'The request URL is not complete',
    problems,
    html`<p>The path has placeholders for ${path.map((p) => p.name).join(', ')}; without a value the URL would keep the braces and reach the wrong address.</p>`,
  );
}

export function renderResult(d: ResultData): TemplateResult {
  const outcome = d.outcome;
  if (outcome.kind === 'failure') return renderFailure(outcome.failure, outcome.url);
  const { response } = outcome;
  const reason = response.statusText || reasonPhrase(response.status);
  const headers = [...response.headers];
  return html`<div class="result-summary">
      <span class=${`status status-${statusClass(response.status)}`} part="status">${response.status} ${reason}</span>
      <span class="metric" part="time" title="Time until the response headers arrived">${ms(outcome.duration)}${d.total !== undefined ? html` <span class="hint">(${ms(d.total)} with the body)</span>` : nothing}</span>
      <span class="metric" part="size">${d.size === undefined ? 'reading…' : formatBytes(d.size)}</span>
    </div>
    ${
      outcome.omittedCookies.length > 0
        ? html`<p class="hint note" part="cookie-note">
            Browsers do not let a page send cookies to another site, so the cookie parameters
            ${outcome.omittedCookies.map((c) => c.name).join(', ')} were not sent. Use a snippet to send them.
          </p>`
        : nothing
    }
    ${
      outcome.cookiesStripped
        ? html`<p class="hint note" part="cookie-note">
            The API set cookies; the docs proxy removed them (Set-Cookie) so they never land on this documentation site.
          </p>`
        : nothing
    }
    <details class="headers" part="headers">
      <summary>Response headers (${headers.length})</summary>
      <dl>${headers.map(([name, value]) => html`<div class="header-row"><dt class="mono">${name}</dt><dd class="mono">${value}</dd></div>`)}</dl>
      <p class="hint">A browser shows only the headers the server exposes to other sites (Access-Control-Expose-Headers).</p>
    </details>
    ${d.check ?? nothing}
    <api-response part="response" exportparts="code:response__code, image:response__image, audio:response__audio, video:response__video, download:response__download, events:response__events, event:response__event, lines:response__lines, line:response__line, stream-count:response__stream-count"
      .itemCheck=${d.itemCheck} .response=${response} @load=${d.onLoad}></api-response>`;
}
