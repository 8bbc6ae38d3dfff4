/**
 * An operation's callbacks, after its responses: each callback operation (a request the API sends to the
 * reader's server) in a `<details>`, with its name, method and runtime expression, description, headers,
 * payload and the responses the receiver should answer (the endpoint's own body and responses renderers,
 * scoped so that anchors such as `#callback-petAdopted-post.event` never collide with the operation's), and a
 * "Send a test event" panel (`<api-webhook-test>`, in the playground chunk). A lazy chunk: `<api-endpoint>`
 * loads it only for an operation that has callbacks.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { sanitizeAnchorSegment } from '../../src/anchors/anchors.js';
import type { Callback, ResolvedOperation, Schema } from '../../src/openapi/types.js';
import { paramField, type Resolver } from '../shared/field-templates.js';
import { markdownBlock } from '../shared/spec-text.js';
import { renderRequestBody } from './endpoint-body.js';
import { loadPlayground } from './endpoint-playground.js';
import { renderResponses } from './endpoint-responses.js';

export interface CallbacksData {
  readonly callbacks: readonly Callback[];
  readonly resolver: Resolver;
  readonly prepare: (schema: Schema) => Schema;
  /** Whether the reader gets the "Send a test event" panel (the interactive playground). */
  readonly testable: boolean;
  /** Selected tab per `<anchor>-body` / `<anchor>-responses`, kept by the host across renders. */
  readonly tabs: Map<string, number>;
  readonly onChange: () => void;
}

const callbackStyles = html`<style>
  .callback {
    margin: 0.6em 0;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }
  .callback > summary {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5em;
    padding: 0.5em 0.75em;
    cursor: pointer;
    overflow-wrap: anywhere;
  }
  .callback > summary:focus-visible {
    outline: 2px solid var(--_focus-ring);
    outline-offset: 2px;
  }
  .callback[open] > summary {
    border-bottom: 1px solid var(--_border);
  }
  .callback-body {
    padding: 0 0.75em 0.75em;
  }
  .callback-name {
    font-weight: 600;
  }
  .callback-expression {
    font-family: var(--_font-mono);
    font-size: 0.85em;
    color: var(--_muted);
  }
</style>`;

/** `petAdopted`, `post` → `callback-petAdopted-post`: one segment (no `.`), so nested anchors still split on dots. */
export function callbackAnchor(name: string, method: string): string {
  return `callback-${sanitizeAnchorSegment(name).replace(/\./g, '-')}-${sanitizeAnchorSegment(method.toLowerCase())}`;
}

/** Whether the page's address points at this callback or a field inside it: then it starts open. */
function linkedTo(anchor: string): boolean {
  let hash = (globalThis.location?.hash ?? '').slice(1);
  try {
    hash = decodeURIComponent(hash);
  } catch {
    // a malformed escape: compared as written
  }
  return hash === anchor || hash.startsWith(`${anchor}.`) || hash.startsWith(`response-${anchor}.`);
}

function methodText(op: ResolvedOperation): string {
  return op.custom === true ? op.method : op.method.toUpperCase();
}

function selected(data: CallbacksData, key: string): { selected: number; onSelect: (i: number) => void } {
  return {
    selected: data.tabs.get(key) ?? 0,
    onSelect: (i) => {
      data.tabs.set(key, i);
      data.onChange();
    },
  };
}

function renderHeaders(op: ResolvedOperation, anchor: string, resolver: Resolver): TemplateResult | typeof nothing {
  const headers = op.parameters.filter((p) => p.in === 'header');
  if (headers.length === 0) return nothing;
  return html`<h4 class="subsection-title">Headers</h4>
    ${headers.map((p) =>
      paramField('header', {
        name: p.name,
        required: p.required,
        deprecated: p.deprecated,
        resolver,
        anchorParent: anchor,
        ...(p.schema === undefined ? {} : { schema: p.schema }),
        ...(p.description === undefined ? {} : { description: p.description }),
      }),
    )}`;
}

function renderOne(callback: Callback, op: ResolvedOperation, data: CallbacksData): TemplateResult {
  const method = methodText(op);
  const anchor = callbackAnchor(callback.name, op.method);
  const label = `${callback.name} ${method}`;
  // The test panel names its region after the operation's path: keep it unique when a callback has several methods.
  const tested = callback.operations.length > 1 ? { ...op, path: label } : op;
  return html`<details class="callback" part="callback" id=${anchor} data-callback=${callback.name} ?open=${linkedTo(anchor)}>
    <summary>
      <span class=${`method method-${op.method.toLowerCase()}`} part="method">${method}</span>
      <span class="callback-name">${callback.name}</span>
      <code class="callback-expression" part="callback-expression">${callback.expression}</code>
      ${op.deprecated ? html`<span class="badge badge-deprecated" part="deprecated">Deprecated</span>` : nothing}
    </summary>
    <div class="callback-body">
      ${op.summary === undefined ? nothing : html`<p class="callback-summary">${op.summary}</p>`}
      ${markdownBlock(op.description, 'description')} ${renderHeaders(op, anchor, data.resolver)}
      ${renderRequestBody({
        body: op.requestBody,
        resolver: data.resolver,
        prepare: data.prepare,
        scope: { anchor, title: 'Payload', label: `${label} payload` },
        ...selected(data, `${anchor}-body`),
      })}
      ${renderResponses({
        responses: op.responses,
        resolver: data.resolver,
        prepare: data.prepare,
        scope: { anchor, title: 'Responses your server returns', label: `${label} responses` },
        ...selected(data, `${anchor}-responses`),
      })}
      ${
        data.testable
          ? html`<h4 class="subsection-title">Send a test event</h4>
              <api-webhook-test .operation=${tested}></api-webhook-test>`
          : nothing
      }
    </div>
  </details>`;
}

export function renderCallbacks(data: CallbacksData): TemplateResult | typeof nothing {
  if (data.callbacks.length === 0) return nothing;
  if (data.testable) void loadPlayground(); // <api-webhook-test>
  return html`<section class="callbacks" part="callbacks" aria-label="Callbacks">
    ${callbackStyles}
    <h3 class="section-title" part="section-title">Callbacks</h3>
    <p class="muted">Requests the API sends to your server, at the URL the expression names.</p>
    ${data.callbacks.map((callback) => callback.operations.map((op) => renderOne(callback, op, data)))}
  </section>`;
}
