import { ContextConsumer } from '@lit/context';
import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { HydratableElement } from '../shared/hydratable-element.js';
import { property, state } from 'lit/decorators.js';
import { resolveAuthOptions } from '../../src/auth/schemes.js';
import type { AuthOption } from '../../src/auth/types.js';
import type { ApiSettings } from '../../src/config/api-settings.js';
import { toDiagnostics } from '../../src/diagnostics.js';
import type { ParameterLocation, ResolvedOperation, Server } from '../../src/openapi/types.js';
import {
  checkInputs,
  messagesAt,
  sameField,
  summaryProblems,
  type FieldRef,
  type InputProblem,
} from '../../src/request/check-inputs.js';
import {
  initialBodyText,
  initialInputs,
  requestMedia,
  serversFor,
  toRequestInputs,
  withParam,
  withServer,
  type PlaygroundInputs,
} from '../../src/request/playground-inputs.js';
import { resolveServer, type ResolvedServer } from '../../src/request/server-origin.js';
import type { RequestProblem } from '../../src/request/types.js';
import { apiSettingsContext } from '../shared/contexts.js';
import { renderErrorPanel } from '../shared/error-panel.js';
import { ApiInputsChangeEvent, ApiRequestSendEvent, ApiResponseEvent } from '../shared/events.js';
import { operationTask } from '../shared/operation-task.js';
import { SpecSourceController } from '../shared/spec-source-controller.js';
import { styles } from './api-playground.styles.js';
import { renderAuth } from './playground-auth.js';
import { PlaygroundCheck } from './playground-check.js';
import { bodyErrors, fileValue, renderBody } from './playground-body.js';
import { PlaygroundAnchors } from './playground-anchors.js';
import { PlaygroundCredentials } from './playground-credentials.js';
import { PlaygroundOAuth } from './oauth-controller.js';
import { renderParams } from './playground-params.js';
import { renderProblems, renderResult } from './playground-result.js';
import { send, type SendOutcome } from './playground-send.js';
import { renderServer } from './playground-server.js';

/**
 * Try an endpoint: pick a server, fill parameters, body and credentials, send the request to the real
 * API and read the response. Inside `<api-endpoint>` (which passes `.operation`), or alone with
 * `spec` and `operation`. Requests are built by the core's `buildRequest`, the same description the
 * snippets print.
 *
 * `layout="panel"` (how `<api-endpoint>`'s "Try it" panel shows it) puts the inputs on one side and, from
 * 760 px of its own width, the live request (the `request` slot) and the response on the other.
 *
 * @tagname api-playground
 * @slot request - The live request beside the response (`<api-endpoint>` puts its `<api-snippets>` here).
 * @csspart base - The wrapper.
 * @csspart server - The server picker and its variables.
 * @csspart auth - The credentials form.
 * @csspart oauth - Under an OAuth 2.0 / OpenID Connect token field: Authorize…, the token's scopes and expiry, Refresh.
 * @csspart oauth-dialog - The authorization dialog (flow, scopes, client, Get token).
 * @csspart params - The parameter inputs.
 * @csspart anchor - The "Copy link" button next to a parameter's name.
 * @csspart body - The request body editor.
 * @csspart send - The Send button.
 * @csspart origin - Beside Send: the origin the request (and its credentials) goes to.
 * @csspart cancel - The Cancel button.
 * @csspart problems - Why the request cannot be sent yet.
 * @csspart result - The response or the failure.
 * @csspart status - The response status and reason.
 * @csspart time - The time until the response headers arrived.
 * @csspart size - The size of the response body.
 * @csspart headers - The response headers.
 * @csspart failure - A failure explained (network, CORS, timeout, cancel).
 * @csspart cookie-note - Why cookie parameters were not sent, or why the response's cookies were removed.
 * @csspart response - The `<api-response>` element (its parts are forwarded as `response__*`).
 * @csspart check - Beside the response: "Matches the schema", or each mismatch (JSON pointer, expected, actual),
 *   an undocumented status code or media type, required headers missing.
 * @csspart check-items - For a stream checked item by item: how many items and mismatches, once it ended.
 * @cssproperty --api-playground-max-width - Maximum width (default: none).
 * @fires {ApiRequestSendEvent} api-request-send - Before sending; cancelable, and `headers` may be changed.
 * @fires {ApiResponseEvent} api-response - The response headers arrived.
 * @fires {ApiResponseCheckEvent} api-response-check - The response was checked against the spec (its status,
 *   media type, required headers and body schema; a stream's items against `itemSchema` once it ended): `check`, `items`, `ok`.
 * @fires {ApiInputsChangeEvent} api-inputs-change - The inputs changed (the shape `buildRequest` takes).
 * @fires {ApiAnchorCopyEvent} api-anchor-copy - The link to a parameter was copied (`anchor`, `url`).
 */
export class ApiPlayground extends HydratableElement {
  static override styles = styles;

  private readonly settingsFromContext = new ContextConsumer(this, { context: apiSettingsContext, subscribe: true });
  private readonly specSource = new SpecSourceController(this, { spec: () => this.spec });
  private readonly anchors = new PlaygroundAnchors(this, () => {
    const op = this.resolvedOperation;
    return op ? `${op.method.toUpperCase()} ${op.path}` : undefined;
  });
  private readonly credentials = new PlaygroundCredentials(this, {
    origin: () => this.apiOrigin,
    options: () => this.authOptions,
    get: () => this.inputs?.credentials,
    set: (credentials) => this.patchInputs({ credentials }),
  });
  private readonly oauth = new PlaygroundOAuth(this, {
    settings: () => this.activeSettings,
    origin: () => this.credentials.origin,
    base: () => this.resolveBase,
    credential: (id) => this.inputs?.credentials[id],
    store: (scheme, input) => this.credentials.change(scheme, input),
  });
  private readonly operationTask = operationTask(this, {
    ref: () => (typeof this.operation === 'string' ? this.operation : undefined),
    spec: () => this.specSource.spec,
  });

  /** URL of an OpenAPI document, when used alone (else the spec from context). */
  @property({ reflect: true }) spec?: string;
  /** `METHOD /path` or an operationId (with a spec), or a resolved operation object (property). */
  @property({ converter: { fromAttribute: (v: string | null) => v ?? undefined } }) operation?:
    string | ResolvedOperation;
  /** A base URL that is offered first (the endpoint's `server`, an MDX page's server). */
  @property() server?: string;
  /** The page's `authMethod` (`bearer`, `basic`, `key`, `none`), over the spec's security and `api.mdx.auth`. */
  @property({ attribute: 'auth-method' }) authMethod?: string;
  /** Resolves relative server URLs (default: the spec's URL, else the page). */
  @property({ attribute: 'base-url' }) baseUrl?: string;
  /** `stack` (default): one column, the request slot under the response. `panel`: inputs left, request and response right. */
  @property({ reflect: true }) layout: 'stack' | 'panel' = 'stack';
  /** Milliseconds before a request is given up. */
  @property({ type: Number }) timeout = 30_000;
  /** The `api` settings of docs.json; by default from `<docs-config>` through context. */
  @property({ attribute: false }) settings?: ApiSettings;

  @state() private inputs?: PlaygroundInputs;
  /** What the last check found, each at its field. */
  @state() private fieldProblems: readonly InputProblem[] = [];
  @state() private problems: readonly RequestProblem[] = [];
  @state() private sending = false;
  @state() private outcome?: SendOutcome;
  @state() private size?: number;
  @state() private total?: number;

  private inputsFor?: ResolvedOperation;
  private readonly check = new PlaygroundCheck(this);
  private cancel?: AbortController;

  /** The operation in use (a given object, or the one looked up in the spec). */
  get resolvedOperation(): ResolvedOperation | undefined {
    if (typeof this.operation === 'object') return this.operation;
    const value = this.operationTask.value;
    return typeof value === 'object' ? value : undefined;
  }

  /** The inputs as `buildRequest` takes them (what `<api-snippets>` shows). */
  get requestInputs(): ReturnType<typeof toRequestInputs> | undefined {
    const op = this.resolvedOperation;
    return op && this.inputs ? toRequestInputs(op, this.inputs, this.authOptions) : undefined;
  }

  private get activeSettings(): ApiSettings | undefined {
    return this.settings ?? this.settingsFromContext.value;
  }

  private get servers(): Server[] {
    const op = this.resolvedOperation;
    return op ? serversFor(op, this.activeSettings, this.server) : [];
  }

  private get authOptions(): readonly AuthOption[] {
    const op = this.resolvedOperation;
    if (!op) return [];
    const mdxAuth = this.activeSettings?.mdx.auth;
    return resolveAuthOptions({
      security: op.security,
      ...(mdxAuth ? { mdxAuth } : {}),
      ...(this.authMethod ? { pageAuthMethod: this.authMethod } : {}),
    });
  }

  private get resolveBase(): string {
    return this.baseUrl ?? this.specSource.url ?? document.baseURI;
  }

  /** The chosen server with its variables substituted and checked (`resolveServer`, the core's one rule). */
  private get resolvedServer(): ResolvedServer | undefined {
    if (!this.inputs) return undefined;
    const def = this.servers.find((s) => s.url === this.inputs!.server);
    return resolveServer(this.inputs.server, def?.variables, this.inputs.serverVariables, this.resolveBase);
  }

  /** The origin requests go to: what credentials are typed for, remembered for, and sent to. */
  private get apiOrigin(): string | undefined {
    return this.resolvedServer?.origin;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.cancel?.abort();
  }

  protected override willUpdate(): void {
    const op = this.resolvedOperation;
    if (op && op !== this.inputsFor) {
      this.inputsFor = op;
      this.inputs = initialInputs(op, this.servers, this.activeSettings);
      this.outcome = undefined;
      this.problems = [];
      this.fieldProblems = [];
      this.credentials.reset();
    }
    this.credentials.follow();
  }

  protected override updated(changed: PropertyValues): void {
    if (changed.has('inputs') && this.inputs) {
      const inputs = this.requestInputs;
      if (inputs) this.dispatchEvent(new ApiInputsChangeEvent(inputs));
    }
  }

  private patchInputs(patch: Partial<PlaygroundInputs>): void {
    if (this.inputs) this.inputs = { ...this.inputs, ...patch };
  }

  private setParam(location: ParameterLocation, name: string, value: unknown): void {
    if (!this.inputs) return;
    this.inputs = withParam(this.inputs, location, name, value);
    this.clearField({ kind: 'param', location, name });
  }

  private clearField(field: FieldRef): void {
    if (this.fieldProblems.some((p) => sameField(p.field, field)))
      this.fieldProblems = this.fieldProblems.filter((p) => !sameField(p.field, field));
  }

  private async handleBodyFieldFiles(name: string, files: readonly File[], multiple: boolean): Promise<void> {
    const values = await Promise.all(files.map(fileValue));
    if (!this.inputs) return;
    this.patchInputs({ bodyFields: { ...this.inputs.bodyFields, [name]: multiple ? values : values[0] } });
  }

  private async handleBodyFile(file: File | undefined): Promise<void> {
    const value = file ? await fileValue(file) : undefined;
    if (!this.inputs) return;
    const { bodyFile: _old, ...rest } = this.inputs;
    this.inputs = value ? { ...rest, bodyFile: value } : rest;
  }

  private handleMediaType(mediaType: string): void {
    const op = this.resolvedOperation;
    if (!op) return;
    this.patchInputs({
      mediaType,
      bodyText: initialBodyText(requestMedia(op, mediaType), this.activeSettings?.examples.prefill ?? false),
      bodyFields: {},
    });
  }

  /** Checks, builds, lets the host see the request, sends it, and shows what came back. */
  async send(): Promise<void> {
    const op = this.resolvedOperation;
    if (!op || !this.inputs || this.sending) return;
    // Credentials go only to the origin they were typed for; followOrigin keeps these equal.
    if (this.credentials.origin !== this.apiOrigin) return;
    const check = checkInputs(op, this.inputs, this.authOptions);
    this.fieldProblems = check.ok ? [] : check.problems;
    this.problems = check.ok ? [] : summaryProblems(check.problems);
    this.outcome = undefined;
    if (!check.ok) return;
    this.cancel = new AbortController();
    this.sending = true;
    this.size = undefined;
    this.total = undefined;
    try {
      const outcome = await send(check.request, {
        baseUrl: this.resolveBase,
        timeout: this.timeout,
        cancel: this.cancel.signal,
        beforeSend: (url, init) => this.dispatchEvent(new ApiRequestSendEvent(url, init.method ?? 'GET', init.headers)),
        ...(this.activeSettings?.playground.proxy === undefined ? {} : { proxy: this.activeSettings.playground.proxy }),
      });
      this.check.reset();
      if (outcome.kind === 'response') {
        await Promise.all([
          import('../api-response/api-response.js'),
          this.check.prepare(op, outcome.response, outcome.url, check.request.method).catch(() => undefined),
        ]);
        this.dispatchEvent(
          new ApiResponseEvent(
            outcome.url,
            check.request.method,
            outcome.response.status,
            outcome.response.headers,
            outcome.duration,
          ),
        );
      }
      this.outcome = outcome;
      this.check.shown();
    } finally {
      this.sending = false;
    }
  }

  /** Stops the request in flight. */
  cancelRequest(): void {
    this.cancel?.abort();
  }

  private handleResponseLoad(e: Event): void {
    const target = e.target as HTMLElement & { size: number; streamCount?: { items: number; mismatches: number } };
    this.size = target.size;
    this.check.loaded(target.streamCount);
    if (this.outcome?.kind === 'response') this.total = performance.now() - this.outcome.started;
  }

  override render(): TemplateResult | typeof nothing {
    const op = this.resolvedOperation;
    if (!op) return this.renderWaiting();
    return html`<section class="base" part="base" aria-label=${`Try ${op.method.toUpperCase()} ${op.path}`}>
      <form novalidate @submit=${(e: Event) => {
        e.preventDefault();
        void this.send();
      }}>
        ${this.renderServer()} ${renderAuth({
          options: this.authOptions,
          selected: this.inputs?.authOption ?? 0,
          credentials: this.inputs?.credentials ?? {},
          remembered: this.credentials.remembered,
          origin: this.credentials.origin,
          errors: new Map(),
          onSelect: (authOption) => this.patchInputs({ authOption }),
          onChange: (scheme, input) => this.credentials.change(scheme, input),
          onRemember: (scheme, on) => this.credentials.setRemember(scheme, on),
          onForget: (scheme) => this.credentials.forget(scheme),
          oauth: this.oauth,
        })}
        ${this.renderParams(op)} ${this.renderBodyEditor(op)} ${renderProblems(this.problems)}
        <div class="actions">
          <button type="submit" class="send" part="send" ?disabled=${this.sending || (this.resolvedServer?.problems.length ?? 0) > 0}>${this.sending ? 'Sending…' : 'Send'}</button>
          ${this.renderOrigin()}
          <span class="visually-hidden" role="status">${this.anchors.status}</span>
          ${this.sending ? html`<button type="button" class="cancel" part="cancel" @click=${() => this.cancelRequest()}>Cancel</button>` : nothing}
        </div>
      </form>
      <div class="side">
        ${this.layout === 'panel' ? html`<slot name="request"></slot>` : nothing}
        <div class="result" part="result" aria-live="polite">
          ${this.outcome ? renderResult({ outcome: this.outcome, ...(this.size === undefined ? {} : { size: this.size }), ...(this.total === undefined ? {} : { total: this.total }), onLoad: (e) => this.handleResponseLoad(e), check: this.check.render(), ...(this.check.itemCheck ? { itemCheck: this.check.itemCheck } : {}) }) : this.layout === 'panel' ? html`<p class="hint waiting">Send the request to see the response here.</p>` : nothing}
        </div>
        ${this.layout === 'panel' ? nothing : html`<slot name="request"></slot>`}
      </div>
    </section>`;
  }

  private renderWaiting(): TemplateResult | typeof nothing {
    if (this.operationTask.error !== undefined) {
      return renderErrorPanel({
        title: 'This operation cannot be tried',
        diagnostics: toDiagnostics(this.operationTask.error, this.spec),
      });
    }
    return nothing;
  }

  /** Where Send sends to, so a server variable can never take the request somewhere unseen. */
  private renderOrigin(): TemplateResult {
    const origin = this.apiOrigin;
    return html`<span class="origin" part="origin">${origin === undefined ? nothing : html`to <span class="mono">${origin}</span>`}</span>`;
  }

  private renderServer(): TemplateResult | typeof nothing {
    const inputs = this.inputs;
    if (!inputs) return nothing;
    return renderServer({
      servers: this.servers,
      server: inputs.server,
      variables: inputs.serverVariables,
      resolved: this.resolvedServer,
      errors: messagesAt(this.fieldProblems, { kind: 'server' }),
      onServer: (url) => (this.inputs = withServer(inputs, this.servers, url)),
      onVariable: (name, value) => this.patchInputs({ serverVariables: { ...inputs.serverVariables, [name]: value } }),
    });
  }

  private renderParams(op: ResolvedOperation): TemplateResult | typeof nothing {
    if (!this.inputs) return nothing;
    return renderParams({
      operation: op,
      values: this.inputs.params,
      errorsFor: (location, name) => messagesAt(this.fieldProblems, { kind: 'param', location, name }),
      linkFor: (location, name) => this.anchors.linkFor(location, name),
      onChange: (location, name, value) => this.setParam(location, name, value),
    });
  }

  private renderBodyEditor(op: ResolvedOperation): TemplateResult | typeof nothing {
    const media = requestMedia(op, this.inputs?.mediaType);
    if (!op.requestBody || !media || !this.inputs) return nothing;
    const inputs = this.inputs;
    return renderBody({
      body: op.requestBody,
      media,
      text: inputs.bodyText,
      fields: inputs.bodyFields,
      ...(inputs.bodyFile ? { file: inputs.bodyFile } : {}),
      errors: bodyErrors(this.fieldProblems),
      onMediaType: (m) => this.handleMediaType(m),
      onText: (bodyText) => {
        this.patchInputs({ bodyText });
        this.clearField({ kind: 'body' });
      },
      onField: (name, value) => {
        this.patchInputs({ bodyFields: { ...inputs.bodyFields, [name]: value } });
        this.clearField({ kind: 'body-field', name });
      },
      onFieldFiles: (name, files, multiple) => void this.handleBodyFieldFiles(name, files, multiple),
      onFile: (file) => void this.handleBodyFile(file),
      linkFor: (name) => this.anchors.linkFor('body', name),
    });
  }
}
