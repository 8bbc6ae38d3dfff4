/**
 * The playground area of an endpoint page, per display mode (spec section 4.3): `interactive` loads
 * `<api-playground>` (and `<api-snippets>`) on demand, so a reading page never pays for them;
 * `simple` shows the method and full URL to copy; `none` shows nothing. `auth` resolves to
 * `interactive` or `none` by the reader and the page's `groups`.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { requestFromDeclared, type DeclaredField } from '../../src/mdx/declared-fields.js';
import type { ResolvedOperation } from '../../src/openapi/types.js';
import type { RequestInputs } from '../../src/request/build.js';
import { renderCopyButton } from '../shared/copy-button.js';
import type { DeclaredSample } from './endpoint-declared.js';
import type { EndpointView } from './endpoint-model.js';
import { afterIdle } from '../shared/idle.js';
import type { ShownPlayground } from '../shared/playground-area.js';

let playgroundModule: Promise<unknown> | undefined;

/** Loads the playground (and the snippets, which sit next to it) once, on first need. */
export function loadPlayground(): Promise<unknown> {
  playgroundModule ??= Promise.all([
    import('../api-playground/api-playground.js'),
    import('../api-snippets/api-snippets.js').catch(() => undefined),
  ]);
  return playgroundModule;
}

/**
 * An MDX-style endpoint as an operation the playground can send: its servers, and the parameters and
 * body its `<param-field>`s declare (a required text input for each undeclared `{param}`).
 */
export function operationFromView(
  view: EndpointView,
  fields: readonly DeclaredField[] = [],
  samples: readonly DeclaredSample[] = [],
): ResolvedOperation {
  const method = view.method.toLowerCase() as ResolvedOperation['method'];
  const { parameters, requestBody } = requestFromDeclared(view.path, fields);
  return {
    id: `${view.method} ${view.path}`,
    kind: 'operation',
    method,
    path: view.path,
    tags: [],
    deprecated: view.deprecated,
    pointer: '',
    // A page's <RequestExample> blocks play the part of a spec's x-codeSamples.
    extensions: samples.length > 0 ? { 'x-codeSamples': samples } : {},
    servers: view.servers.map((s) => ({ url: s.label, variables: {} })),
    parameters,
    ...(requestBody ? { requestBody } : {}),
    responses: [],
    security: [],
    diagnostics: [],
  };
}

export interface PlaygroundAreaData {
  readonly shown: ShownPlayground;
  readonly view: EndpointView;
  readonly operation: ResolvedOperation;
  readonly server?: string;
  readonly authMethod?: string;
  readonly baseUrl?: string;
  readonly inputs?: RequestInputs;
  readonly copied: boolean;
  readonly onCopy: (text: string) => void;
  readonly onInputs: (inputs: RequestInputs) => void;
}

export function renderPlaygroundArea(d: PlaygroundAreaData): TemplateResult | typeof nothing {
  if (d.shown === 'none' || d.view.webhook) return nothing;
  if (d.shown === 'simple') {
    const url = d.view.fullUrl ?? d.view.path;
    return html`<section class="simple-endpoint" part="simple" aria-label=${`${d.view.method} ${url}`}>
      <span class=${`method method-${d.view.method.toLowerCase()}`}>${d.view.method}</span>
      <code class="path" part="simple-url">${url}</code>
      ${renderCopyButton({ label: 'endpoint URL', copied: d.copied, onCopy: () => d.onCopy(`${d.view.method} ${url}`) })}
    </section>`;
  }
  // The reference is what a reader reads first: load the playground once the page is idle.
  void afterIdle(1500).then(loadPlayground);
  // A plain wrapper: <api-playground> is itself the labelled region ("Try GET /pets").
  return html`<div class="playground" part="playground">
    <h3 class="section-title" part="section-title">Try it</h3>
    <api-playground
      exportparts="base:playground__base, send:playground__send, result:playground__result, status:playground__status"
      .operation=${d.operation}
      server=${d.server ?? nothing}
      auth-method=${d.authMethod ?? nothing}
      base-url=${d.baseUrl ?? nothing}
      @api-inputs-change=${(e: Event & { inputs: RequestInputs }) => d.onInputs(e.inputs)}
    ></api-playground>
    <api-snippets
      .operation=${d.operation}
      .inputs=${d.inputs}
      server=${d.server ?? nothing}
      auth-method=${d.authMethod ?? nothing}
      base-url=${d.baseUrl ?? nothing}
    ></api-snippets>
  </div>`;
}
