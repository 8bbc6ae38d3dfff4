/**
 * The playground area of an endpoint page, per display mode (spec section 4.3): `interactive` loads
 * `<api-playground>` (and `<api-snippets>`) on demand, so a reading page never pays for them;
 * `simple` shows the method and full URL to copy; `none` shows nothing. `auth` resolves to
 * `interactive` or `none` by the reader and the page's `groups`.
 */
import { html, isServer, nothing, type TemplateResult } from 'lit';
import type { DeclaredField, requestFromDeclared } from '../../src/mdx/declared-fields.js';
import type { ResolvedOperation } from '../../src/openapi/types.js';
import type { RequestInputs } from '../../src/request/build.js';
import { renderCopyButton } from '../shared/copy-button.js';
import type { DeclaredSample } from './endpoint-declared.js';
import type { EndpointView } from './endpoint-model.js';
import { afterIdle } from '../shared/idle.js';
import type { ShownPlayground } from '../shared/playground-area.js';
import { renderTryItButton, TryItPrefetch as SharedTryItPrefetch } from '../shared/try-it.js';
import type { renderTryPanel } from '../shared/try-panel.js';

let playgroundModule: Promise<unknown> | undefined;
let snippetsModule: Promise<unknown> | undefined;
type TryPanel = typeof renderTryPanel;
/** The "Try it" panel's drawing, here with the playground (never on the server): pages draw their panel from then on. */
let tryPanel: TryPanel | undefined;
/** Pages that drew no panel yet, redrawn when the playground arrives. */
const waitingForPlayground = new Set<{ requestUpdate(): void }>();

/**
 * Loads the playground once, on first need: "Try it" on screen, hovered or focused, or an inline form
 * (with the snippets, its live request).
 */
export function loadPlayground(): Promise<unknown> {
  playgroundModule ??= Promise.all([
    import('../api-playground/api-playground.js'),
    import('../shared/try-panel.js'),
    loadSnippets(),
  ]).then(([, panel]) => {
    if (isServer) return;
    tryPanel = panel.renderTryPanel;
    for (const page of waitingForPlayground) page.requestUpdate();
    waitingForPlayground.clear();
  });
  return playgroundModule;
}

/** Loads the snippets once: the request example beside the reference uses them. */
export function loadSnippets(): Promise<unknown> {
  snippetsModule ??= import('../api-snippets/api-snippets.js').catch(() => undefined);
  return snippetsModule;
}

/**
 * Loads the snippets for the request example in a task after the render that shows their place: asking for a
 * chunk costs the render that asks, and the reference comes first.
 */
export function loadSnippetsSoon(): void {
  if (snippetsModule === undefined) setTimeout(loadSnippets);
}

type DeclaredModule = { readonly requestFromDeclared: typeof requestFromDeclared };
let declared: DeclaredModule | undefined;
let declaredLoading: Promise<unknown> | undefined;

/**
 * Loads what turns an MDX page's `<param-field>`s into a request, once (only MDX endpoints need it, and
 * only for the snippets and the playground, which load later anyway). False while it is not here yet.
 */
export function declaredReady(onReady: () => void): boolean {
  if (declared !== undefined) return true;
  void declaredLoaded().then(onReady);
  return false;
}

/** Resolves once the MDX request builder is here (see `declaredReady`). */
export function declaredLoaded(): Promise<unknown> {
  declaredLoading ??= import('../../src/mdx/declared-fields.js').then((m) => (declared = m));
  return declaredLoading;
}

/**
 * An MDX-style endpoint as an operation the playground can send: its servers, and the parameters and
 * body its `<param-field>`s declare (a required text input for each undeclared `{param}`); no inputs
 * until `declaredReady`.
 */
export function operationFromView(
  view: EndpointView,
  fields: readonly DeclaredField[] = [],
  samples: readonly DeclaredSample[] = [],
): ResolvedOperation {
  const method = view.method.toLowerCase() as ResolvedOperation['method'];
  const { parameters, requestBody } = declared?.requestFromDeclared(view.path, fields) ?? { parameters: [] };
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
  /** Undefined while an MDX page's request builder loads: no form yet. */
  readonly operation: ResolvedOperation | undefined;
  readonly server?: string;
  readonly authMethod?: string;
  readonly baseUrl?: string;
  readonly inputs?: RequestInputs;
  readonly copied: boolean;
  /** `inline`: the form in the page, under the header (the layout before the "Try it" panel). */
  readonly inline: boolean;
  readonly onCopy: (text: string) => void;
  readonly onInputs: (inputs: RequestInputs) => void;
  readonly onClose: () => void;
  /** The page, redrawn with its "Try it" panel once the playground has arrived. */
  readonly host?: { requestUpdate(): void };
}

/** Whether the page offers the "Try it" panel (and so its button). */
export function hasPanel(d: Pick<PlaygroundAreaData, 'shown' | 'view' | 'inline'>): boolean {
  return d.shown === 'interactive' && !d.view.webhook && !d.inline;
}

function renderSimple(d: PlaygroundAreaData): TemplateResult {
  const url = d.view.fullUrl ?? d.view.path;
  return html`<section class="simple-endpoint" part="simple" aria-label=${`${d.view.method} ${url}`}>
    <span class=${`method method-${d.view.method.toLowerCase()}`}>${d.view.method}</span>
    <code class="path" part="simple-url">${url}</code>
    ${renderCopyButton({ label: 'endpoint URL', copied: d.copied, onCopy: () => d.onCopy(`${d.view.method} ${url}`) })}
  </section>`;
}

/** What the playground form and its "Try it" panel draw from: the page's data, without the page. */
export type PanelData = Pick<
  PlaygroundAreaData,
  'operation' | 'server' | 'authMethod' | 'baseUrl' | 'inputs' | 'onInputs' | 'onClose'
> & { readonly view: Pick<EndpointView, 'method' | 'path' | 'fullUrl'> };

/** `<api-playground>`, with the live request (`<api-snippets>`) in its `request` slot. */
function renderForm(d: PanelData, layout: 'panel' | 'stack'): TemplateResult {
  return html`<api-playground
    exportparts="base:playground__base, send:playground__send, result:playground__result, status:playground__status"
    layout=${layout}
    .operation=${d.operation}
    server=${d.server ?? nothing}
    auth-method=${d.authMethod ?? nothing}
    base-url=${d.baseUrl ?? nothing}
    @api-inputs-change=${(e: Event & { inputs: RequestInputs }) => d.onInputs(e.inputs)}
  >
    <api-snippets
      slot="request"
      .operation=${d.operation}
      .inputs=${d.inputs}
      server=${d.server ?? nothing}
      auth-method=${d.authMethod ?? nothing}
      base-url=${d.baseUrl ?? nothing}
    ></api-snippets>
  </api-playground>`;
}

/**
 * The "Try it" panel (shared with the channel page): a modal dialog holding the form, kept in the page. Also drawn by
 * a built page's playground island (components/islands/), into the server's endpoint.
 */
export function renderPanel(d: PanelData, renderTryPanel: TryPanel): TemplateResult {
  return renderTryPanel({
    label: `Try ${d.view.method} ${d.view.path}`,
    title: html`<span class=${`method method-${d.view.method.toLowerCase()}`}>${d.view.method}</span>
      <code class="path">${d.view.fullUrl ?? d.view.path}</code>`,
    content: renderForm(d, 'panel'),
    onClose: d.onClose,
  });
}

/**
 * The panel once the playground chunk is here: until then (and on the server) nothing, so the first render of
 * a page builds, lays out and styles no panel its reader has not asked for (the chunk loads when "Try it" comes
 * on screen, is hovered or focused, and opening waits for it); the page is redrawn with the panel when it arrives.
 */
function renderPanelWhenHere(d: PlaygroundAreaData): TemplateResult | typeof nothing {
  if (tryPanel !== undefined) return renderPanel(d, tryPanel);
  if (!isServer && d.host !== undefined) waitingForPlayground.add(d.host);
  return nothing;
}

/** A webhook page: "Send a test event" to the reader's own receiver (`<api-webhook-test>`, in the playground chunk). */
function renderWebhookTest(d: PlaygroundAreaData): TemplateResult | typeof nothing {
  if (d.operation === undefined) return nothing;
  void afterIdle(1500).then(loadPlayground);
  return html`<div class="playground" part="playground">
    <h3 class="section-title" part="section-title">Send a test event</h3>
    <api-webhook-test .operation=${d.operation}></api-webhook-test>
  </div>`;
}

/** The playground per display mode: the panel (default), the inline form, the copyable URL, or nothing. */
export function renderPlaygroundArea(d: PlaygroundAreaData): TemplateResult | typeof nothing {
  if (d.view.webhook) return d.shown === 'interactive' ? renderWebhookTest(d) : nothing;
  if (d.shown === 'none') return nothing;
  if (d.shown === 'simple') return renderSimple(d);
  if (d.operation === undefined) return nothing;
  if (!d.inline) return renderPanelWhenHere(d);
  // The reference is what a reader reads first: load the inline form once the page is idle.
  void afterIdle(1500).then(loadPlayground);
  // A plain wrapper: <api-playground> is itself the labelled region ("Try GET /pets").
  return html`<div class="playground" part="playground">
    <h3 class="section-title" part="section-title">Try it</h3>
    ${renderForm(d, 'stack')}
  </div>`;
}

/** The primary "Try it" button of the header; hovering or focusing it fetches the playground. */
export function renderTryIt(onOpen: () => void): TemplateResult {
  return renderTryItButton(onOpen, loadPlayground);
}

/** Fetches the playground once the "Try it" button comes on screen (a reader about to use it). */
export class TryItPrefetch extends SharedTryItPrefetch {
  constructor() {
    super(loadPlayground);
  }
}
