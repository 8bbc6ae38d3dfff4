import { ContextConsumer } from '@lit/context';
import { Task, initialState } from '@lit/task';
import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { resolveAuthOptions } from '../../src/auth/schemes.js';
import type { AuthOption, AuthScheme } from '../../src/auth/types.js';
import type { ApiSettings } from '../../src/config/api-settings.js';
import { toDiagnostics } from '../../src/diagnostics.js';
import type { ParameterLocation, ResolvedOperation, Server } from '../../src/openapi/types.js';
import { exampleOf } from '../../src/request/build.js';
import {
  checkInputs,
  messagesAt,
  requestProblems,
  sameField,
  type FieldRef,
  type InputProblem,
} from '../../src/request/check-inputs.js';
import {
  initialBodyText,
  initialInputs,
  requestMedia,
  serversFor,
  toRequestInputs,
  type CredentialInput,
  type PlaygroundInputs,
} from '../../src/request/playground-inputs.js';
import { resolveServer, type ResolvedServer } from '../../src/request/server-origin.js';
import type { RequestProblem } from '../../src/request/types.js';
import { apiSettingsContext, specContext } from '../shared/contexts.js';
import { renderErrorPanel } from '../shared/error-panel.js';
import { ApiInputsChangeEvent, ApiRequestSendEvent, ApiResponseEvent } from '../shared/events.js';
import { SpecController } from '../shared/spec-controller.js';
import { styles } from './api-playground.styles.js';
import { forget, loadRemembered, remember, renderAuth } from './playground-auth.js';
import { fileValue, renderBody } from './playground-body.js';
import { PlaygroundAnchors } from './playground-anchors.js';
import { renderField } from './playground-fields.js';
import { renderProblems, renderResult } from './playground-result.js';
import { send, type SendOutcome } from './playground-send.js';

const LOCATION_TITLES: Record<ParameterLocation, string> = {
  path: 'Path parameters',
  query: 'Query parameters',
  header: 'Headers',
  cookie: 'Cookies',
};

/**
 * Try an endpoint: pick a server, fill parameters, body and credentials, send the request to the real
 * API and read the response. Inside `<api-endpoint>` (which passes `.operation`), or alone with
 * `spec` and `operation`. Requests are built by the core's `buildRequest`, the same description the
 * snippets print.
 *
 * @tagname api-playground
 * @csspart base - The wrapper.
 * @csspart server - The server picker and its variables.
 * @csspart auth - The credentials form.
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
 * @cssproperty --api-playground-max-width - Maximum width (default: none).
 * @fires {ApiRequestSendEvent} api-request-send - Before sending; cancelable, and `headers` may be changed.
 * @fires {ApiResponseEvent} api-response - The response headers arrived.
 * @fires {ApiInputsChangeEvent} api-inputs-change - The inputs changed (the shape `buildRequest` takes).
 * @fires {ApiAnchorCopyEvent} api-anchor-copy - The link to a parameter was copied (`anchor`, `url`).
 */
export class ApiPlayground extends LitElement {
  static override styles = styles;

  private readonly specFromContext = new ContextConsumer(this, { context: specContext, subscribe: true });
  private readonly settingsFromContext = new ContextConsumer(this, { context: apiSettingsContext, subscribe: true });
  private readonly ownSpec = new SpecController(this, { url: () => this.spec });
  private readonly anchors = new PlaygroundAnchors(this, () => {
    const op = this.resolvedOperation;
    return op ? `${op.method.toUpperCase()} ${op.path}` : undefined;
  });
  private readonly operationTask = new Task(this, {
    args: () =>
      [
        typeof this.operation === 'string' ? this.operation : undefined,
        this.spec ? this.ownSpec.value : this.specFromContext.value?.spec,
      ] as const,
    task: async ([ref, spec]): Promise<ResolvedOperation | typeof initialState> => {
      if (ref === undefined || ref.trim() === '' || spec === undefined) return initialState;
      return spec.resolveOperation(ref.trim());
    },
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
  @state() private remembered: ReadonlySet<string> = new Set();

  private inputsFor?: ResolvedOperation;
  private cancel?: AbortController;
  /** The origin `inputs.credentials` were typed for; credentials never leave it. */
  private credentialsOrigin?: string;
  /** What was typed for other origins, kept in memory while the reader switches servers. */
  private readonly credentialsByOrigin = new Map<string, PlaygroundInputs['credentials']>();

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
    return this.baseUrl ?? (this.spec ? this.ownSpec.url : this.specFromContext.value?.url) ?? document.baseURI;
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
      this.stashCredentials();
      this.credentialsOrigin = undefined;
    }
    this.followOrigin();
  }

  /** Keeps what was typed for the current origin, to show again when the reader comes back to it. */
  private stashCredentials(): void {
    if (this.credentialsOrigin !== undefined && this.inputs)
      this.credentialsByOrigin.set(this.credentialsOrigin, this.inputs.credentials);
  }

  /**
   * Credentials belong to an origin: when the request's origin changes (another server, another
   * variable value), the form shows that origin's own credentials (typed earlier, or remembered,
   * or none), so what was typed for one origin is never sent to another.
   */
  private followOrigin(): void {
    if (!this.inputs) return;
    const origin = this.apiOrigin;
    if (origin === this.credentialsOrigin) return;
    this.stashCredentials();
    this.credentialsOrigin = origin;
    const own = origin === undefined ? undefined : this.credentialsByOrigin.get(origin);
    this.inputs = { ...this.inputs, credentials: own ?? {} };
    this.remembered = new Set();
    this.restoreCredentials();
  }

  protected override updated(changed: PropertyValues): void {
    if (changed.has('inputs') && this.inputs) {
      const inputs = this.requestInputs;
      if (inputs) this.dispatchEvent(new ApiInputsChangeEvent(inputs));
    }
  }

  /** Fills credentials the reader asked this browser to remember for this API origin. */
  private restoreCredentials(): void {
    const origin = this.apiOrigin;
    if (!this.inputs || origin === undefined) return;
    const credentials = { ...this.inputs.credentials };
    const kept = new Set<string>();
    for (const option of this.authOptions) {
      for (const scheme of option) {
        const stored = loadRemembered(origin, scheme);
        if (stored) {
          credentials[scheme.id] = stored;
          kept.add(scheme.id);
        }
      }
    }
    this.remembered = kept;
    if (kept.size > 0) this.inputs = { ...this.inputs, credentials };
  }

  private patchInputs(patch: Partial<PlaygroundInputs>): void {
    if (this.inputs) this.inputs = { ...this.inputs, ...patch };
  }

  private setParam(location: ParameterLocation, name: string, value: unknown): void {
    if (!this.inputs) return;
    const group = { ...this.inputs.params[location] };
    if (value === undefined) delete group[name];
    else group[name] = value;
    this.patchInputs({ params: { ...this.inputs.params, [location]: group } });
    this.clearField({ kind: 'param', location, name });
  }

  private clearField(field: FieldRef): void {
    if (this.fieldProblems.some((p) => sameField(p.field, field)))
      this.fieldProblems = this.fieldProblems.filter((p) => !sameField(p.field, field));
  }

  private handleServer(url: string): void {
    const def = this.servers.find((s) => s.url === url);
    const serverVariables = Object.fromEntries(Object.entries(def?.variables ?? {}).map(([k, v]) => [k, v.default]));
    this.patchInputs({ server: url, serverVariables });
  }

  private handleCredential(scheme: AuthScheme, input: CredentialInput): void {
    if (!this.inputs) return;
    this.patchInputs({ credentials: { ...this.inputs.credentials, [scheme.id]: input } });
    const origin = this.credentialsOrigin;
    if (origin && this.remembered.has(scheme.id)) remember(origin, scheme, input);
  }

  private handleRemember(scheme: AuthScheme, on: boolean): void {
    const origin = this.credentialsOrigin;
    if (!origin || !this.inputs) return;
    const next = new Set(this.remembered);
    if (on) {
      remember(origin, scheme, this.inputs.credentials[scheme.id] ?? {});
      next.add(scheme.id);
    } else {
      forget(origin, scheme);
      next.delete(scheme.id);
    }
    this.remembered = next;
  }

  private handleForget(scheme: AuthScheme): void {
    const origin = this.credentialsOrigin;
    if (origin) forget(origin, scheme);
    const next = new Set(this.remembered);
    next.delete(scheme.id);
    this.remembered = next;
    if (this.inputs) this.patchInputs({ credentials: { ...this.inputs.credentials, [scheme.id]: {} } });
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
    if (this.credentialsOrigin !== this.apiOrigin) return;
    const check = checkInputs(op, this.inputs, this.authOptions);
    this.fieldProblems = check.ok ? [] : check.problems;
    this.problems = check.ok ? [] : requestProblems(check.problems);
    this.outcome = undefined;
    if (!check.ok) {
      if (this.problems.length === 0)
        this.problems = [
          {
            code: 'param/missing-required',
            location: 'form',
            message: 'Some values do not match what the API expects; see the message at each field.',
          },
        ];
      return;
    }
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
      if (outcome.kind === 'response') {
        await import('../api-response/api-response.js');
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
    } finally {
      this.sending = false;
    }
  }

  /** Stops the request in flight. */
  cancelRequest(): void {
    this.cancel?.abort();
  }

  private handleResponseLoad(e: Event): void {
    const target = e.target as HTMLElement & { size: number };
    this.size = target.size;
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
          remembered: this.remembered,
          origin: this.credentialsOrigin,
          errors: new Map(),
          onSelect: (authOption) => this.patchInputs({ authOption }),
          onChange: (scheme, input) => this.handleCredential(scheme, input),
          onRemember: (scheme, on) => this.handleRemember(scheme, on),
          onForget: (scheme) => this.handleForget(scheme),
        })}
        ${this.renderParams(op)} ${this.renderBodyEditor(op)} ${renderProblems(this.problems)}
        <div class="actions">
          <button type="submit" class="send" part="send" ?disabled=${this.sending || (this.resolvedServer?.problems.length ?? 0) > 0}>${this.sending ? 'Sending…' : 'Send'}</button>
          ${this.renderOrigin()}
          <span class="visually-hidden" role="status">${this.anchors.status}</span>
          ${this.sending ? html`<button type="button" class="cancel" part="cancel" @click=${() => this.cancelRequest()}>Cancel</button>` : nothing}
        </div>
      </form>
      <div class="result" part="result" aria-live="polite">
        ${this.outcome ? renderResult({ outcome: this.outcome, ...(this.size === undefined ? {} : { size: this.size }), ...(this.total === undefined ? {} : { total: this.total }), onLoad: (e) => this.handleResponseLoad(e) }) : nothing}
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
    const servers = this.servers;
    const inputs = this.inputs;
    if (!inputs) return nothing;
    const current = servers.find((s) => s.url === inputs.server) ?? servers[0]!;
    const variables = Object.entries(current.variables);
    const errors = messagesAt(this.fieldProblems, { kind: 'server' });
    const refused = new Map((this.resolvedServer?.problems ?? []).map((p) => [p.name, p.message]));
    return html`<fieldset class="group" part="server">
      <legend>Server</legend>
      <div class="field">
        <label class="name" for="server">Base URL</label>
        ${
          servers.length > 1
            ? html`<select id="server" @change=${(e: Event) => this.handleServer((e.target as HTMLSelectElement).value)}>
                ${servers.map((s) => html`<option value=${s.url} ?selected=${s.url === inputs.server}>${s.url}${s.description ? ` — ${s.description}` : ''}</option>`)}
              </select>`
            : html`<input id="server" type="text" readonly class="mono" .value=${current.url} />`
        }
        ${errors.length > 0 ? html`<span class="field-error">${errors.join('; ')}</span>` : nothing}
      </div>
      ${variables.map(
        ([name, variable], i) => html`<div class="field" data-variable=${name}>
          <label class="name" for=${`server-var-${i}`}>${name}</label>
          ${
            variable.enum && variable.enum.length > 0
              ? html`<select id=${`server-var-${i}`} @change=${(e: Event) => this.patchInputs({ serverVariables: { ...inputs.serverVariables, [name]: (e.target as HTMLSelectElement).value } })}>
                  ${variable.enum.map((v) => html`<option ?selected=${v === (inputs.serverVariables[name] ?? variable.default)}>${v}</option>`)}
                </select>`
              : html`<input id=${`server-var-${i}`} type="text" .value=${inputs.serverVariables[name] ?? variable.default}
                  aria-invalid=${refused.has(name) ? 'true' : 'false'} aria-describedby=${refused.has(name) ? `server-var-${i}-error` : nothing}
                  @input=${(e: Event) => this.patchInputs({ serverVariables: { ...inputs.serverVariables, [name]: (e.target as HTMLInputElement).value } })} />`
          }
          ${variable.description ? html`<span class="hint">${variable.description}</span>` : nothing}
          ${refused.has(name) ? html`<span class="field-error" id=${`server-var-${i}-error`}>${refused.get(name)} Send stays off until it is fixed.</span>` : nothing}
        </div>`,
      )}
    </fieldset>`;
  }

  private renderParams(op: ResolvedOperation): TemplateResult | typeof nothing {
    if (op.parameters.length === 0 || !this.inputs) return nothing;
    const inputs = this.inputs;
    const groups = (['path', 'query', 'header', 'cookie'] as const)
      .map((location) => [location, op.parameters.filter((p) => p.in === location)] as const)
      .filter(([, list]) => list.length > 0);
    return html`<div part="params" class="params">
      ${groups.map(
        ([location, list]) => html`<fieldset class="group" data-location=${location}>
          <legend>${LOCATION_TITLES[location]}</legend>
          ${list.map((param, i) => {
            const example = exampleOf(param);
            return renderField({
              id: `param-${location}-${i}`,
              name: param.name,
              where: location,
              schema: param.schema,
              required: param.required || location === 'path',
              deprecated: param.deprecated,
              value: inputs.params[location]?.[param.name],
              ...(example === undefined
                ? {}
                : { placeholder: typeof example === 'object' ? JSON.stringify(example) : String(example) }),
              errors: messagesAt(this.fieldProblems, { kind: 'param', location, name: param.name }),
              onChange: (value) => this.setParam(location, param.name, value),
              link: this.anchors.linkFor(location, param.name),
            });
          })}
        </fieldset>`,
      )}
    </div>`;
  }

  private renderBodyEditor(op: ResolvedOperation): TemplateResult | typeof nothing {
    const media = requestMedia(op, this.inputs?.mediaType);
    if (!op.requestBody || !media || !this.inputs) return nothing;
    const inputs = this.inputs;
    const errors = new Map<string, readonly string[]>();
    for (const { field, message } of this.fieldProblems) {
      const name = field.kind === 'body' ? '' : field.kind === 'body-field' ? field.name : undefined;
      if (name !== undefined) errors.set(name, [...(errors.get(name) ?? []), message]);
    }
    return renderBody({
      body: op.requestBody,
      media,
      text: inputs.bodyText,
      fields: inputs.bodyFields,
      ...(inputs.bodyFile ? { file: inputs.bodyFile } : {}),
      errors,
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
