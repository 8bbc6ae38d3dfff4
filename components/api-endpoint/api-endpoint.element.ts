import { ContextConsumer } from '@lit/context';
import { TaskStatus } from '@lit/task';
import { html, isServer, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { HydratableElement } from '../shared/hydratable-element.js';
import { property, state } from 'lit/decorators.js';
import type { ApiSettings, PlaygroundDisplay } from '../../src/config/api-settings.js';
import { toDiagnostics, type Diagnostic } from '../../src/diagnostics.js';
import type { Callback, MediaType, OpenApiSpec, ResolvedOperation, Schema } from '../../src/openapi/types.js';
import type { RequestInputs } from '../../src/request/build.js';
import { mergeAllOf } from '../../src/schema/index.js';
import { sliceResolver, type OperationSlice } from '../../src/openapi/slice.js';
import { apiSettingsContext, userContext } from '../shared/contexts.js';
import { ReaderEnums } from '../shared/reader-enums.js';
import { copyText } from '../shared/copy-button.js';
import { renderErrorPanel, renderWarningNote } from '../shared/error-panel.js';
import { ApiSpecErrorEvent, ApiSpecLoadEvent } from '../shared/events.js';
import { renderSkeleton, SlowLoadController } from '../shared/skeleton.js';
import { operationTask } from '../shared/operation-task.js';
import type { SpecState } from '../shared/spec-controller.js';
import { SpecSourceController } from '../shared/spec-source-controller.js';
import { enableImageZoom } from '../shared/image-zoom.js';
import { expandTopLevel, type Resolver } from '../shared/field-templates.js';
import { playgroundAreaStyles, shownPlayground, type Reader, type ShownPlayground } from '../shared/playground-area.js';
import { styles } from './api-endpoint.styles.js';
import { renderRequestBody } from './endpoint-body.js';
import type { renderCallbacks } from './endpoint-callbacks.js';
import { renderDescription, renderHeader, renderServers } from './endpoint-header.js';
import { viewFromMdx, viewFromOperation, type EndpointView } from './endpoint-model.js';
import { renderParameters } from './endpoint-params.js';
import {
  hasPanel,
  loadPlayground,
  declaredLoaded,
  declaredReady,
  operationFromView,
  renderPlaygroundArea,
  renderTryIt,
  TryItPrefetch,
  type PlaygroundAreaData,
} from './endpoint-playground.js';
import { renderExamples } from './endpoint-examples.js';
import { layoutStyles } from './endpoint-layout.styles.js';
import { renderResponses, responseExample } from './endpoint-responses.js';
import { declaredFieldsOf, requestExamplesOf } from './endpoint-declared.js';
import { renderEmpty } from './endpoint-empty.js';
import { endpointMetadata } from './endpoint-metadata.js';
import { ValidationController } from './endpoint-validation.js';
import { assignSlots, DECLARING_ATTRIBUTES, hasOwnRequestExample, hasResponseChild } from './endpoint-slots.js';

const noRefs: Resolver = () => undefined;
let callbacksSection: typeof renderCallbacks | undefined;
const loadCallbacks = async (): Promise<unknown> =>
  (callbacksSection ??= (await import('./endpoint-callbacks.js')).renderCallbacks);
/**
 * One endpoint reference page: method, path, description, parameters, request body and responses,
 * from an OpenAPI operation (`spec` + `operation`, or a spec provided by `<api-docs>`) or, MDX style,
 * from `api="POST /users"` and `<param-field>` / `<response-field>` children.
 *
 * Laid out as the best hosted references are: a header line (method, path with its `{params}` marked,
 * copy, and a primary "Try it" button; then the title), then the reference on the left and, from 1000 px of the
 * element's own width (a container query, not the viewport), a sticky column on the right with the request
 * example (`<api-snippets>`) and the response examples (one tab per status code). Narrower, that column
 * sits under the header. The column sticks below `--api-sticky-top` (the site frame sets it to its top
 * bar's height). "Try it" opens the playground in a modal panel (full screen on a phone): the inputs on
 * one side, the live request and the response on the other; Escape or Close returns to the button, and
 * the inputs, credentials and last response stay for the next opening. The playground's code is fetched
 * only when "Try it" comes on screen, is hovered or focused. `playground-layout="inline"` keeps the form
 * in the page under the header instead (one column, snippets under the form), for hosts that want it.
 *
 * `await el.updateComplete` resolves once the spec is loaded and the operation rendered (or failed).
 *
 * @tagname api-endpoint
 * @slot - Extra content after the description. In MDX style, the `<param-field>` children (in order).
 * @slot response - `<response-field>` children; they are placed here automatically, under a "Response" heading.
 * @slot examples - An MDX page's `<RequestExample>` / `<ResponseExample>` blocks (placed here automatically), shown in the examples column.
 * @csspart base - The wrapper; carries `aria-busy` while loading.
 * @csspart header - The line with method, path, copy and "Try it", then the title.
 * @csspart method - The HTTP method badge.
 * @csspart path - The path, or the full URL with `url="full"`.
 * @csspart copy-button - Copies the path or URL.
 * @csspart try-it - The primary "Try it" button (opens the playground panel).
 * @csspart try-panel - The playground panel (`<api-playground-panel>`, defined with the playground).
 * @csspart try-dialog - The panel's modal `<dialog>`.
 * @csspart try-close - The panel's Close button.
 * @csspart reference - The left column: description, parameters, body, responses.
 * @csspart examples - The right column: request and response examples (sticky when beside the reference).
 * @csspart request-example - The request example (`<api-snippets>`).
 * @csspart response-example - The response examples, one tab per status code.
 * @csspart title - The heading (summary, else METHOD path).
 * @csspart deprecated - The "Deprecated" badge.
 * @csspart webhook - The "Webhook" badge of a webhook.
 * @csspart section-title - Each section heading (Parameters, Request body, Responses, Try it, …).
 * @csspart skeleton - The placeholder shown while the spec loads (a status region; its pulsing lines appear only after 250 ms of loading).
 * @csspart description - The operation description.
 * @csspart servers - The server list.
 * @csspart params - Parameters grouped by location (and MDX-style children).
 * @csspart body - The request body.
 * @csspart responses - The responses section.
 * @csspart response - One response panel.
 * @csspart callbacks - The Callbacks section (after the responses), for an operation with OpenAPI callbacks.
 * @csspart callback - One callback operation: a `<details>` whose summary shows its method, name and expression.
 * @csspart callback-expression - A callback's runtime expression (`{$request.body#/callbackUrl}`).
 * @csspart tabs - A tab list (media types, status codes).
 * @csspart tab - One tab.
 * @csspart status - A status code badge.
 * @csspart code - An example code block.
 * @csspart error - The error panel.
 * @csspart warnings - The collapsed validation note.
 * @csspart empty - The hint shown when nothing is named.
 * @csspart simple - With `playground="simple"`: the method and full URL to copy.
 * @csspart simple-url - The full URL in the simple view.
 * @csspart playground - The playground's place (in the panel, or inline) holding `<api-playground>` and `<api-snippets>` (loaded on demand).
 * @csspart playground__base - The `<api-playground>` wrapper.
 * @csspart playground__send - The playground's Send button.
 * @csspart playground__result - The playground's response or failure.
 * @csspart playground__status - The playground's response status.
 * @cssproperty --api-endpoint-max-width - Maximum width of the page (default: none).
 * @cssproperty --api-sticky-top - Offset of the sticky examples column from the top of the viewport (default 0; a site frame sets its top bar's height).
 * @cssproperty --api-endpoint-status-success - Colour of 2xx status badges.
 * @cssproperty --api-endpoint-status-redirect - Colour of 3xx status badges.
 * @cssproperty --api-endpoint-status-error - Colour of 4xx and 5xx status badges.
 * @fires {ApiSpecLoadEvent} api-spec-load - The element loaded its own `spec`.
 * @fires {ApiSpecErrorEvent} api-spec-error - The spec, the operation or the `api` attribute could not be used; `diagnostics` say what and where.
 */
export class ApiEndpoint extends HydratableElement {
  static override styles = [...styles, playgroundAreaStyles, layoutStyles];
  static override shadowRootOptions: ShadowRootInit = { ...LitElement.shadowRootOptions, slotAssignment: 'manual' };

  constructor() {
    super();
    enableImageZoom(this);
  }

  private readonly settingsFromContext = new ContextConsumer(this, { context: apiSettingsContext, subscribe: true });
  private readonly userFromContext = new ContextConsumer(this, { context: userContext, subscribe: true });
  private readonly specSource = new SpecSourceController(this, {
    spec: () => this.spec,
    load: () => this.slice === undefined, // a pre-rendered page needs no spec
    onLoad: (spec) => this.dispatchEvent(new ApiSpecLoadEvent(spec.url, spec.diagnostics)),
    onError: (url, errors) => this.dispatchEvent(new ApiSpecErrorEvent(url, errors)),
  });
  private readonly operationTask = operationTask(this, {
    ref: () => this.operation,
    spec: () => this.activeSpec,
    onError: (error) =>
      this.dispatchEvent(new ApiSpecErrorEvent(this.activeSpecUrl, toDiagnostics(error, this.activeSpecUrl))),
  });
  private readonly loadTimer = new SlowLoadController(this, () => this.isLoading);
  private readonly validation = new ValidationController(
    this,
    () => this.activeSpec,
    () => !this.noValidation,
  );
  private readonly tryItWatch = new TryItPrefetch();
  // No observer on the server (pre-rendering): nothing changes there.
  private readonly childObserver = isServer
    ? undefined
    : new MutationObserver(() => {
        this.updateSlots();
        this.requestUpdate(); // the "Response" heading depends on the children
      });

  /** URL of an OpenAPI document (JSON or YAML), relative to the page. Wins over a spec provided by context. */
  @property({ reflect: true }) spec?: string;
  /** The operation to show: `METHOD /path`, `WEBHOOK name`, or an operationId. */
  @property({ reflect: true }) operation?: string;
  /** MDX style: `METHOD /path` (appended to `server`) or `METHOD https://host/path` (server ignored). */
  @property({ reflect: true }) api?: string;
  /** Base URL for an MDX-style relative path (default: every `api.mdx.server` from `<docs-config>` or `<api-docs>`, offered in the playground's server picker, the first shown in the header); for a spec, overrides its servers in the full URL. */
  @property({ reflect: true }) server?: string;
  /** A heading that replaces the summary (MDX pages take it from their frontmatter `title`). */
  @property({ reflect: true }) heading?: string;
  /** Markdown that replaces the operation's description, under the title (MDX pages take it from their frontmatter `description`). */
  @property() description?: string;
  /** `full`: show the server URL and path in the header (also set by `api.playground.url: "full"`). */
  @property({ reflect: true }) url?: 'full';
  /** `light`, `dark`, or `auto` (follows the reader's colour scheme; the default when absent). */
  @property({ reflect: true }) theme?: 'light' | 'dark' | 'auto';
  /** The page's playground mode (`interactive`, `simple`, `none`, `auth`), over `api.playground.display`. */
  @property({ reflect: true }) playground?: PlaygroundDisplay;
  /** `panel` (default): "Try it" opens the playground in a dialog. `inline`: the form in the page, one column. */
  @property({ attribute: 'playground-layout', reflect: true }) playgroundLayout?: 'panel' | 'inline';
  /** With `playground="auth"`: the reader groups that see the playground (space- or comma-separated). */
  @property({ converter: { fromAttribute: (v: string | null) => (v ?? '').split(/[\s,]+/).filter(Boolean) } })
  groups?: readonly string[];
  /** The page's `authMethod` (`bearer`, `basic`, `key`, `none`), over the spec's security and `api.mdx.auth`. */
  @property({ attribute: 'auth-method' }) authMethod?: string;
  /**
   * Skips the background validation of the spec and its note: for a site whose author already saw the findings in
   * `docs validate` or `docs dev` (a page served from a site manifest). Readers never need them.
   */
  @property({ type: Boolean, attribute: 'no-validation', reflect: true }) noValidation = false;
  /** The signed-in reader (`{ groups }`) or `null`; used when no site shell provides one through context. */
  @property({ attribute: false }) user?: Reader | null;
  /**
   * The operation already cut out of its spec (a page pre-rendered by `docs build`): shown at once, with no spec
   * fetched. A `<script type="application/json" data-operation-slice>` child sets it when the element connects.
   */
  @property({ attribute: false }) prerendered?: OperationSlice;

  @state() private copied = false;
  @state() private simpleCopied = false;
  /** The playground's current inputs, passed on to the snippets. */
  @state() private playgroundInputs?: RequestInputs;
  @state() private bodyTab = 0;
  @state() private responseTab = 0;
  @state() private exampleTab = 0;

  private resolverFor?: { spec: OpenApiSpec; resolver: Resolver };
  /** The callbacks' selected tabs. */
  private readonly callbackTabs = new Map<string, number>();
  private readonly readerEnums = new ReaderEnums(this);
  private mdxOperation?: { key: string; operation: ResolvedOperation };
  private metadataFor?: { op: ResolvedOperation; metadata: ReturnType<typeof endpointMetadata> };

  override connectedCallback(): void {
    this.readPrerendered();
    // An element a server drew stays as drawn until it hydrates, or forever in a built page's server frame.
    if (!this.hasAttribute('defer-hydration')) this.specSource.own.prefetch(); // no-op without a `spec`
    super.connectedCallback();
    // The subtree too: an MDX page's nested <param-field>s are the playground's inputs.
    this.childObserver?.observe(this, {
      childList: true,
      attributes: true,
      attributeFilter: DECLARING_ATTRIBUTES,
      subtree: true,
    });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.childObserver?.disconnect();
    this.tryItWatch.disconnect();
  }

  /** A pre-rendered page's embedded slice, read before the first update so hydration renders the same page. */
  private readPrerendered(): void {
    if (isServer || this.prerendered !== undefined) return;
    const script = this.querySelector(':scope > script[type="application/json"][data-operation-slice]');
    if (script === null) return;
    try {
      const slice = JSON.parse(script.textContent ?? '') as OperationSlice;
      // The spec's place is written relative to docs.json (the site's `<api-docs src>`), else to the page.
      const docs = new URL(this.closest('api-docs')?.getAttribute('src') ?? '', document.baseURI);
      this.prerendered = { ...slice, specUrl: new URL(slice.specUrl, docs).href };
    } catch {
      // not ours to report: the element then loads its spec as usual
    }
  }

  /** The slice when it is the operation asked for. */
  private get slice(): OperationSlice | undefined {
    const slice = this.prerendered;
    return slice !== undefined && slice.ref === this.operation?.trim() ? slice : undefined;
  }

  /** Waits for the spec load and the operation lookup too, so tests and hosts can await a finished page. */
  protected override async getUpdateComplete(): Promise<boolean> {
    let done = await super.getUpdateComplete();
    for (let round = 0; round < 10 && this.isLoading; round++) {
      await this.specSource.own.settled();
      await this.operationTask.taskComplete.then(
        () => undefined,
        () => undefined,
      );
      done = await super.getUpdateComplete();
    }
    if (this.api !== undefined && this.operation === undefined) {
      await declaredLoaded(); // an MDX page's inputs
      done = await super.getUpdateComplete();
    }
    return done;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('operation') || changed.has('spec') || changed.has('api')) {
      this.bodyTab = 0;
      this.responseTab = 0;
      this.exampleTab = 0;
      this.copied = false;
      this.playgroundInputs = undefined;
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    this.updateSlots(); // slots are re-created when the state changes (loading → loaded)
    this.tryItWatch.observe(this.renderRoot.querySelector('[part~="try-it"]'));
    if (changed.has('api') && this.api !== undefined && this.operation === undefined) {
      const parsed = viewFromMdx(this.api, this.serverBases);
      if (!parsed.ok) this.dispatchEvent(new ApiSpecErrorEvent(undefined, [parsed.diagnostic]));
    }
  }

  private get settings(): ApiSettings | undefined {
    return this.settingsFromContext.value;
  }

  /** The spec in use: the element's own `spec` wins over one from context. */
  private get activeSpec(): OpenApiSpec | undefined {
    return this.specSource.spec;
  }

  private get activeSpecUrl(): string | undefined {
    if (this.slice !== undefined) return this.slice.specUrl;
    return this.specSource.url;
  }

  private get specStatus(): SpecState['status'] {
    return this.specSource.state.status;
  }

  private get specErrors(): readonly Diagnostic[] {
    return this.specSource.state.errors;
  }

  private get isLoading(): boolean {
    if (this.slice !== undefined) return false;
    return this.specStatus === 'loading' || this.operationTask.status === TaskStatus.PENDING;
  }

  /** Base URLs for a relative MDX `api`: `server`, else every `api.mdx.server` (the playground offers each). */
  private get serverBases(): readonly string[] {
    return this.server !== undefined ? [this.server] : (this.settings?.mdx.servers ?? []);
  }

  private get showFullUrl(): boolean {
    return this.url === 'full' || this.settings?.playground.url === 'full';
  }

  /** The playground this reader gets on this page. */
  get shownPlayground(): ShownPlayground {
    const meta = this.operationMetadata;
    const display = this.playground ?? meta.playground ?? this.settings?.playground.display ?? 'interactive';
    return shownPlayground(display, this.reader, this.groups ?? meta.groups ?? []);
  }

  /** The signed-in reader from the site (context), else the `user` property; `null` when nobody is. */
  private get reader(): Reader | null {
    const fromContext = this.userFromContext.value;
    return fromContext !== undefined ? fromContext : (this.user ?? null);
  }

  /** The operation's `x-docs.metadata`: what the element's own attributes leave unset (a page on its own). */
  private get operationMetadata(): ReturnType<typeof endpointMetadata> {
    const op = this.slice?.operation ?? this.operationTask.value;
    if (typeof op !== 'object') return {};
    if (this.metadataFor?.op !== op) this.metadataFor = { op, metadata: endpointMetadata(op.extensions) };
    return this.metadataFor.metadata;
  }

  private playgroundData(view: EndpointView, operation: ResolvedOperation | undefined): PlaygroundAreaData {
    const authMethod = this.authMethod ?? this.operationMetadata.authMethod;
    return {
      shown: this.shownPlayground,
      view,
      operation,
      inline: this.playgroundLayout === 'inline',
      ...(this.server === undefined ? {} : { server: this.server }),
      ...(authMethod === undefined ? {} : { authMethod }),
      ...(this.activeSpecUrl === undefined ? {} : { baseUrl: this.activeSpecUrl }),
      ...(this.playgroundInputs === undefined ? {} : { inputs: this.playgroundInputs }),
      copied: this.simpleCopied,
      onCopy: (text) => void copyText(text).then((ok) => (this.simpleCopied = ok)),
      onInputs: (inputs) => (this.playgroundInputs = inputs),
      onClose: () => this.renderRoot.querySelector<HTMLElement>('[part~="try-it"]')?.focus(),
      host: this,
    };
  }

  /** Opens the "Try it" panel (fetching the playground first if it is not yet here). */
  async openPlayground(): Promise<void> {
    await loadPlayground();
    await this.updateComplete;
    await this.renderRoot.querySelector<HTMLElement & { show(): Promise<void> }>('[part~="try-panel"]')?.show();
  }

  /** The same operation object for the same MDX endpoint, so the playground keeps what the reader typed. */
  private operationForMdx(view: EndpointView): ResolvedOperation | undefined {
    // The server's element has no light DOM to read the fields from: it draws the page without them, the same
    // whether or not an earlier page of the build has loaded the builder.
    if (isServer || !declaredReady(() => this.requestUpdate())) return undefined;
    const fields = declaredFieldsOf(this);
    const samples = requestExamplesOf(this);
    const servers = view.servers.map((s) => s.label).join(' ');
    const key = `${view.method} ${view.path} ${servers} ${JSON.stringify(fields)} ${JSON.stringify(samples)}`;
    if (this.mdxOperation?.key !== key)
      this.mdxOperation = { key, operation: operationFromView(view, fields, samples) };
    return this.mdxOperation.operation;
  }

  private resolver(spec: OpenApiSpec): Resolver {
    if (this.resolverFor?.spec !== spec) this.resolverFor = { spec, resolver: (ref) => spec.resolveSchemaRef(ref) };
    return this.resolverFor.resolver;
  }

  /** Places `<response-field>` children (and `slot="response"` ones) in the response slot, the rest in the default slot. */
  private updateSlots(): void {
    if (this.shadowRoot === null) return;
    assignSlots(this, this.shadowRoot);
  }

  private async handleCopy(text: string): Promise<void> {
    this.copied = await copyText(text);
  }

  override render(): TemplateResult {
    return html`<article class="base" part="base" aria-busy=${this.isLoading ? 'true' : 'false'}>
      ${this.renderContent()}
    </article>`;
  }

  private renderContent(): TemplateResult {
    if (this.operation !== undefined && this.operation.trim() !== '') return this.renderFromSpec();
    if (this.api !== undefined && this.api.trim() !== '') return this.renderFromMdx(this.api);
    // A spec without an operation: still say when it failed or is loading.
    if (this.specStatus === 'error')
      return renderErrorPanel({ title: 'This API description could not be loaded', diagnostics: this.specErrors });
    if (this.specStatus === 'loading') return this.renderLoading();
    return this.renderEmpty();
  }

  private renderFromSpec(): TemplateResult {
    if (this.slice !== undefined) return this.renderOperation(this.slice.operation);
    const status = this.specStatus;
    if (status === 'error')
      return renderErrorPanel({ title: 'This API description could not be loaded', diagnostics: this.specErrors });
    if (status === 'idle') return this.renderEmpty();
    if (status === 'loading') return this.renderLoading();
    return this.operationTask.render({
      initial: () => this.renderLoading(),
      pending: () => this.renderLoading(),
      error: (error) =>
        renderErrorPanel({
          title: `Operation ${this.operation ?? ''} could not be shown`,
          diagnostics: toDiagnostics(error, this.activeSpecUrl),
        }),
      complete: (op) => this.renderOperation(op),
    }) as TemplateResult;
  }

  private renderOperation(source: ResolvedOperation): TemplateResult {
    const spec = this.activeSpec;
    const slice = this.slice;
    const base = slice?.operation === source ? sliceResolver(slice) : spec === undefined ? noRefs : this.resolver(spec);
    // x-mint-enum: only the enum values this reader may see, in the reference, the playground and the examples.
    const op = this.readerEnums.operation(source, this.reader);
    if (op === undefined) return this.renderLoading();
    const resolver = this.readerEnums.resolver(base, this.reader);
    const view = viewFromOperation(op, {
      ...(this.activeSpecUrl === undefined ? {} : { specUrl: this.activeSpecUrl }),
      ...(this.server === undefined ? {} : { server: this.server }),
      ...((this.heading ?? this.operationMetadata.title) === undefined
        ? {}
        : { heading: this.heading ?? this.operationMetadata.title }),
    });
    const prepare = (schema: Schema): Schema =>
      mergeAllOf(expandTopLevel(schema, resolver) ?? schema, { resolveRef: resolver });
    const inline = this.playgroundLayout === 'inline';
    const example = (media: MediaType): { found: boolean; value: unknown } => responseExample(media, resolver);
    const reference = html`${renderParameters(view.parameters, resolver)}
    ${renderRequestBody({ body: view.requestBody, selected: this.bodyTab, onSelect: (i) => (this.bodyTab = i), resolver, prepare })}
    ${renderResponses({
      responses: view.responses,
      selected: this.responseTab,
      onSelect: (i) => (this.responseTab = i),
      resolver,
      prepare,
      ...(inline ? { example } : {}),
    })}
    ${op.callbacks === undefined ? nothing : this.renderCallbacks(op.callbacks, resolver, prepare)}
    ${this.renderResponseSlot()} ${renderWarningNote([...op.diagnostics, ...this.validation.findings])}`;
    return this.renderLayout(view, op, reference, example);
  }

  /**
   * The Callbacks section, from a lazy chunk asked for only by an operation that has callbacks; shown from the
   * second render on, so a pre-rendered page hydrates the markup the server wrote.
   */
  private renderCallbacks(callbacks: readonly Callback[], resolver: Resolver, prepare: (s: Schema) => Schema): unknown {
    const render = callbacksSection;
    if (isServer) return nothing;
    if (render === undefined || !this.hasUpdated) {
      void loadCallbacks().then(
        () => this.requestUpdate(),
        () => undefined,
      );
      return nothing;
    }
    const testable = this.shownPlayground === 'interactive';
    const onChange = (): void => this.requestUpdate();
    return render({ callbacks, resolver, prepare, testable, tabs: this.callbackTabs, onChange });
  }

  private renderFromMdx(api: string): TemplateResult {
    const parsed = viewFromMdx(api, this.serverBases, this.heading);
    if (!parsed.ok)
      return renderErrorPanel({ title: 'This endpoint could not be shown', diagnostics: [parsed.diagnostic] });
    return this.renderLayout(
      parsed.view,
      this.operationForMdx(parsed.view),
      this.renderResponseSlot(),
      undefined,
      true,
    );
  }

  /**
   * The page: the header line, the examples column and the reference (description, servers, the default
   * slot, then `reference`), and the "Try it" panel; or, inline, one column with the form under the header.
   */
  private renderLayout(
    view: EndpointView,
    op: ResolvedOperation | undefined,
    reference: TemplateResult,
    example?: (media: MediaType) => { found: boolean; value: unknown },
    mdx = false,
  ): TemplateResult {
    const area = this.playgroundData(view, op);
    const inline = area.inline;
    const panel = hasPanel(area);
    const playground = renderPlaygroundArea(area);
    const header = renderHeader({
      view,
      fullUrl: this.showFullUrl,
      copied: this.copied,
      onCopy: (text) => void this.handleCopy(text),
      ...(panel ? { tryIt: renderTryIt(() => void this.openPlayground()) } : {}),
    });
    const examples = inline
      ? nothing
      : renderExamples({
          ...(view.webhook || op === undefined ? {} : { operation: op }),
          ...(area.inputs === undefined ? {} : { inputs: area.inputs }),
          ...(area.server === undefined ? {} : { server: area.server }),
          ...(area.authMethod === undefined ? {} : { authMethod: area.authMethod }),
          ...(area.baseUrl === undefined ? {} : { baseUrl: area.baseUrl }),
          responses: example === undefined ? [] : view.responses,
          selected: this.exampleTab,
          onSelect: (i) => (this.exampleTab = i),
          example: example ?? (() => ({ found: false, value: undefined })),
          ownRequest: mdx && hasOwnRequestExample(this),
        });
    return html`<div class=${inline ? 'layout layout-inline' : 'layout'}>
        <div class="head">
          ${header} ${renderDescription(this.description === undefined ? view : { ...view, description: this.description })}
        </div>
        ${examples}
        <div class="reference" part="reference">
          ${renderServers(view.servers, `${view.method} ${view.path}`)} ${panel ? nothing : playground}
          <div class=${mdx ? 'params slotted' : 'slotted'} part=${mdx ? 'params' : nothing}><slot></slot></div>
          ${reference}
        </div>
      </div>
      ${panel ? playground : nothing}`;
  }

  private renderResponseSlot(): TemplateResult {
    return html`<section
      class="response-children"
      part="responses"
      ?hidden=${!hasResponseChild(this)}
      aria-label="Response fields"
    >
      <h3 class="section-title" part="section-title">Response</h3>
      <slot name="response"></slot>
    </section>`;
  }

  private renderLoading(): TemplateResult {
    return renderSkeleton('Loading the API description', this.loadTimer.slow);
  }

  private renderEmpty(): TemplateResult {
    return renderEmpty(this.activeSpec, this.validation.findings);
  }
}
