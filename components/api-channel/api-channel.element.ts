import { ContextConsumer } from '@lit/context';
import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { HydratableElement } from '../shared/hydratable-element.js';
import { property, state } from 'lit/decorators.js';
import type { AsyncApiSpec, AsyncServer, Channel, Direction, Schema } from '../../src/asyncapi/index.js';
import type { ApiSettings, PlaygroundDisplay } from '../../src/config/api-settings.js';
import { DiagnosticError, toDiagnostics, type Diagnostic } from '../../src/diagnostics.js';
import { mergeAllOf } from '../../src/schema/index.js';
import { expandTopLevel, type Resolver } from '../shared/field-templates.js';
import { shownPlayground, type Reader, type ShownPlayground } from '../shared/playground-area.js';
import { apiSettingsContext, userContext } from '../shared/contexts.js';
import { copyText } from '../shared/copy-button.js';
import { renderErrorPanel, renderWarningNote } from '../shared/error-panel.js';
import { ApiSpecErrorEvent, ApiSpecLoadEvent } from '../shared/events.js';
import { enableImageZoom } from '../shared/image-zoom.js';
import { renderSkeleton, SlowLoadController } from '../shared/skeleton.js';
import { styles } from './api-channel.styles.js';
import { renderHandshake, renderHeader, renderParameters, renderServers } from './channel-header.js';
import { AsyncSpecLoader } from './channel-loader.js';
import { renderMessages } from './channel-messages.js';
import { renderChannelExamples } from './channel-examples.js';
import { hasChannelPanel, loadChannelPlayground, renderChannelPlayground } from './channel-playground-area.js';
import { renderTryItButton, TryItPrefetch } from '../shared/try-it.js';
import { focusTryIt, openTryPanel } from '../shared/try-panel.js';
import { requirementsFor } from './channel-url.js';

/**
 * One WebSocket channel reference page from an AsyncAPI 2.x or 3.x document: address and parameters,
 * a server picker, the messages the client sends and those it receives (payload and headers through
 * `<param-field>` / `<response-field>`, with anchors and examples), and a live WebSocket playground.
 *
 * The playground connects to the chosen `ws`/`wss` server and the channel address, with the
 * parameters and the binding's query filled in. Credentials follow the security scheme: an API key
 * `in: query` is added to the URL. Browsers cannot set headers on a WebSocket handshake, so header
 * credentials travel in `Sec-WebSocket-Protocol` instead: the element offers the `subprotocols`
 * (if any), then each credential as one more subprotocol value — a bearer (or OAuth2/OpenID) token
 * as is, a header API key as is, and basic credentials as `base64url(user:password)` without padding.
 * The server must answer with one of the offered values (usually the first) and read the credential
 * from the list. Values that are not valid HTTP tokens (spaces, `/`, `=`…) cannot travel this way and
 * are reported before connecting. Cookie keys and broker schemes (`userPassword`, `X509`, …) are not sent.
 *
 * The page reads like an endpoint page: the reference on the left and, from about 1000 px of the element's
 * width, the message examples on the right (sticky); "Try it" in the header opens the playground in the
 * same modal panel as an endpoint's (full screen on a phone), kept while closed so the connection, inputs
 * and log stay; `playground-layout="inline"` keeps the form in the page instead.
 *
 * `await el.updateComplete` resolves once the spec is loaded and the channel rendered (or failed).
 *
 * @tagname api-channel
 * @csspart base - The wrapper; carries `aria-busy` while loading.
 * @csspart header - Address and title.
 * @csspart protocol - The "WS" badge.
 * @csspart address - The channel address as written (with `{parameters}`).
 * @csspart copy-button - Copies the address or URL.
 * @csspart title - The heading (the channel title, else its address).
 * @csspart summary - The channel summary.
 * @csspart description - The channel description (or the `description` attribute).
 * @slot - Content after the title and description (an MDX page's body).
 * @csspart params - The channel parameters.
 * @csspart handshake - The WebSocket binding's query parameters and headers.
 * @csspart servers - The server picker and the chosen server's details.
 * @csspart server-picker - The server select.
 * @csspart send - Messages the client sends.
 * @csspart receive - Messages the client receives.
 * @csspart message - One message (`data-message` is its id, `data-direction` send or receive).
 * @csspart payload - A message's payload fields.
 * @csspart headers - A message's header fields.
 * @csspart example - One example.
 * @csspart code - An example code block.
 * @csspart deprecated - A "Deprecated" badge.
 * @csspart section-title - Each section heading (Parameters, Handshake, Servers, messages, Try it).
 * @csspart skeleton - The placeholder shown while the spec loads (a status region; its pulsing lines appear only after 250 ms of loading).
 * @csspart error - The error panel.
 * @csspart warnings - The collapsed validation note.
 * @csspart empty - The hint shown when no channel is named.
 * @csspart simple - With `playground="simple"`: the full WebSocket URL to copy.
 * @csspart simple-url - The URL in the simple view.
 * @csspart examples - The right column: examples of the messages sent and received (sticky when beside the reference).
 * @csspart send-examples - The examples of the messages the client sends, one tab per message.
 * @csspart receive-examples - The examples of the messages the client receives, one tab per message.
 * @csspart tabs - The tab list of an examples card.
 * @csspart tab - One tab of an examples card (a message).
 * @csspart reference - The left column: servers, parameters, handshake and messages.
 * @csspart try-it - The primary "Try it" button (opens the playground panel).
 * @csspart try-panel - The playground panel (`<api-playground-panel>`, loaded with the playground).
 * @csspart try-dialog - The panel's modal `<dialog>`.
 * @csspart try-close - The panel's Close button.
 * @csspart playground - The place (in the panel, or inline) holding `<api-channel-playground>` (loaded on demand).
 * @csspart playground__base - The `<api-channel-playground>` wrapper.
 * @csspart playground__connect - The playground's Connect / Disconnect button.
 * @csspart playground__send - The playground's Send button.
 * @csspart playground__status - The playground's connection state.
 * @csspart playground__log - The playground's list of frames.
 * @cssproperty --api-channel-max-width - Maximum width of the page (default: none).
 * @cssproperty --api-sticky-top - Offset of the sticky examples column from the top of the viewport (default 0; a site frame sets its top bar's height).
 * @fires {ApiSpecLoadEvent} api-spec-load - The element loaded its `spec`.
 * @fires {ApiSpecErrorEvent} api-spec-error - The spec or the channel could not be used; `diagnostics` say what and where.
 */
export class ApiChannel extends HydratableElement {
  static override styles = styles;

  constructor() {
    super();
    enableImageZoom(this);
  }

  private readonly settingsFromContext = new ContextConsumer(this, { context: apiSettingsContext, subscribe: true });
  private readonly userFromContext = new ContextConsumer(this, { context: userContext, subscribe: true });
  private readonly loader = new AsyncSpecLoader(this, {
    url: () => this.spec,
    onLoad: (spec) => this.dispatchEvent(new ApiSpecLoadEvent(spec.url, spec.diagnostics)),
    onError: (url, errors) => this.dispatchEvent(new ApiSpecErrorEvent(url, errors)),
  });
  private readonly loadTimer = new SlowLoadController(this, () => this.loader.status === 'loading');
  private readonly tryItWatch = new TryItPrefetch(loadChannelPlayground);

  /** URL of an AsyncAPI 2.x or 3.x document (JSON or YAML), relative to the page. */
  @property({ reflect: true }) spec?: string;
  /** The channel: its id (the key under `channels`) or its address (`rooms/{roomId}`, a leading slash tolerated). */
  @property({ reflect: true }) channel?: string;
  /** Id of the server chosen first (default: the first `ws`/`wss` server of the channel). */
  @property({ reflect: true }) server?: string;
  /** A heading that replaces the channel title. */
  @property({ reflect: true }) heading?: string;
  /** Markdown that replaces the channel's description, under the title (MDX pages take it from their frontmatter `description`). */
  @property() description?: string;
  /** `light`, `dark`, or `auto` (follows the reader's colour scheme; the default when absent). */
  @property({ reflect: true }) theme?: 'light' | 'dark' | 'auto';
  /** The page's playground mode (`interactive`, `simple`, `none`, `auth`), over `api.playground.display`. */
  @property({ reflect: true }) playground?: PlaygroundDisplay;
  /** With `playground="auth"`: the reader groups that see the playground (space- or comma-separated). */
  @property({ converter: { fromAttribute: (v: string | null) => (v ?? '').split(/[\s,]+/).filter(Boolean) } })
  groups?: readonly string[];
  /** Subprotocols the playground offers before any credential (space-separated), e.g. `chat.v1`. */
  @property() subprotocols?: string;
  /** `panel` (default): "Try it" opens the playground in a dialog. `inline`: the form in the page, under the servers. */
  @property({ attribute: 'playground-layout', reflect: true }) playgroundLayout?: 'panel' | 'inline';
  /** The signed-in reader (`{ groups }`) or `null`; used when no site shell provides one through context. */
  @property({ attribute: false }) user?: Reader | null;

  @state() private chosenServer?: string;
  @state() private copied = false;
  @state() private simpleCopied = false;
  @state() private exampleTabs: Readonly<Record<Direction, number>> = { send: 0, receive: 0 };

  private resolverFor?: { spec: AsyncApiSpec; resolver: Resolver };
  private reported?: string;

  /** Waits for the spec load too, so tests and hosts can await a finished page. */
  protected override async getUpdateComplete(): Promise<boolean> {
    let done = await super.getUpdateComplete();
    for (let round = 0; round < 10 && this.loader.status === 'loading'; round++) {
      await this.loader.settled();
      done = await super.getUpdateComplete();
    }
    return done;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('server') || changed.has('channel') || changed.has('spec')) this.chosenServer = this.server;
    if (changed.has('channel') || changed.has('spec')) {
      this.copied = false;
      this.exampleTabs = { send: 0, receive: 0 };
    }
  }

  protected override updated(): void {
    this.reportChannelError();
    this.tryItWatch.observe(this.renderRoot.querySelector('[part~="try-it"]'));
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.tryItWatch.disconnect();
  }

  /** Opens the "Try it" panel (fetching the playground first if it is not yet here). */
  async openPlayground(): Promise<void> {
    await openTryPanel(this, loadChannelPlayground);
  }

  private get settings(): ApiSettings | undefined {
    return this.settingsFromContext.value;
  }

  /** The playground this reader gets on this page. */
  get shownPlayground(): ShownPlayground {
    const display = this.playground ?? this.settings?.playground.display ?? 'interactive';
    const fromContext = this.userFromContext.value;
    const user = fromContext !== undefined ? fromContext : (this.user ?? null);
    return shownPlayground(display, user, this.groups ?? []);
  }

  /** The channel on show, or the diagnostics of why it cannot be found. */
  private lookup(spec: AsyncApiSpec): { channel: Channel } | { errors: readonly Diagnostic[] } {
    try {
      return { channel: spec.channel((this.channel ?? '').trim()) };
    } catch (error) {
      return { errors: error instanceof DiagnosticError ? error.diagnostics : toDiagnostics(error, spec.url) };
    }
  }

  /** An unknown channel is reported once per spec and name. */
  private reportChannelError(): void {
    const spec = this.loader.value;
    const name = this.channel?.trim();
    if (spec === undefined || !name) return;
    const key = `${spec.url} ${name}`;
    if (this.reported === key) return;
    this.reported = key;
    const found = this.lookup(spec);
    if ('errors' in found) this.dispatchEvent(new ApiSpecErrorEvent(spec.url, found.errors));
  }

  private resolver(spec: AsyncApiSpec): Resolver {
    if (this.resolverFor?.spec !== spec) this.resolverFor = { spec, resolver: (ref) => spec.resolveSchemaRef(ref) };
    return this.resolverFor.resolver;
  }

  private serversOf(spec: AsyncApiSpec, channel: Channel): readonly AsyncServer[] {
    const named = new Set(channel.servers);
    return spec.servers.filter((s) => named.has(s.id));
  }

  private selectedServer(servers: readonly AsyncServer[]): AsyncServer | undefined {
    return servers.find((s) => s.id === this.chosenServer) ?? servers.find((s) => s.testable) ?? servers[0];
  }

  private async handleCopy(text: string, which: 'copied' | 'simpleCopied'): Promise<void> {
    this[which] = await copyText(text);
  }

  override render(): TemplateResult {
    return html`<article class="base" part="base" aria-busy=${this.loader.status === 'loading' ? 'true' : 'false'}>
      ${this.renderContent()}
    </article>`;
  }

  private renderContent(): TemplateResult {
    switch (this.loader.status) {
      case 'error':
        return renderErrorPanel({
          title: 'This AsyncAPI description could not be loaded',
          diagnostics: this.loader.errors,
        });
      case 'loading':
        return renderSkeleton('Loading the AsyncAPI description', this.loadTimer.slow);
      case 'idle':
        return this.renderEmpty(undefined);
    }
    const spec = this.loader.value!;
    if (!this.channel?.trim()) return this.renderEmpty(spec);
    const found = this.lookup(spec);
    if ('errors' in found)
      return renderErrorPanel({ title: `Channel ${this.channel} could not be shown`, diagnostics: found.errors });
    return this.renderChannel(spec, found.channel);
  }

  private renderChannel(spec: AsyncApiSpec, channel: Channel): TemplateResult {
    const resolver = this.resolver(spec);
    const prepare = (schema: Schema): Schema =>
      mergeAllOf(expandTopLevel(schema, resolver) ?? schema, { resolveRef: resolver });
    const servers = this.serversOf(spec, channel);
    const server = this.selectedServer(servers);
    const messages = {
      channel,
      resolver,
      prepare,
      ...(spec.defaultContentType ? { defaultContentType: spec.defaultContentType } : {}),
    };
    const area = {
      shown: this.shownPlayground,
      channel,
      ...(server === undefined ? {} : { server }),
      requirements: requirementsFor(channel, server),
      resolver,
      ...(this.subprotocols === undefined ? {} : { subprotocols: this.subprotocols }),
      copied: this.simpleCopied,
      onCopy: (text: string) => void this.handleCopy(text, 'simpleCopied'),
      inline: this.playgroundLayout === 'inline',
      address: channel.address ?? channel.id,
      onClose: () => focusTryIt(this.renderRoot),
    };
    const panel = hasChannelPanel(area);
    const playground = renderChannelPlayground(area);
    return html`<div class="layout">
        <div class="head">
          ${renderHeader({
            channel,
            ...(this.heading === undefined ? {} : { heading: this.heading }),
            ...(this.description === undefined ? {} : { description: this.description }),
            address: channel.address ?? channel.id,
            copied: this.copied,
            onCopy: (text) => void this.handleCopy(text, 'copied'),
            ...(panel ? { tryIt: renderTryItButton(() => void this.openPlayground(), loadChannelPlayground) } : {}),
          })}
        </div>
        ${renderChannelExamples({
          channel,
          resolver,
          ...(spec.defaultContentType ? { defaultContentType: spec.defaultContentType } : {}),
          selected: this.exampleTabs,
          onSelect: (direction, index) => (this.exampleTabs = { ...this.exampleTabs, [direction]: index }),
        })}
        <div class="reference" part="reference">
          <slot></slot>
          ${renderServers({ servers, ...(server === undefined ? {} : { selected: server }), onSelect: (id) => (this.chosenServer = id) })}
          ${panel ? nothing : playground} ${renderParameters(channel, resolver)} ${renderHandshake(channel, resolver)}
          ${renderMessages('send', messages)} ${renderMessages('receive', messages)} ${renderWarningNote(spec.diagnostics)}
        </div>
      </div>
      ${panel ? playground : nothing}`;
  }

  private renderEmpty(spec: AsyncApiSpec | undefined): TemplateResult {
    const examples = spec?.channels.slice(0, 3).map((c) => c.id) ?? [];
    return html`<div class="empty" part="empty">
        <p>
          ${
            spec === undefined
              ? html`Name a channel: <code>spec="asyncapi.yaml" channel="rooms/{roomId}"</code>.`
              : html`Set the <code>channel</code> attribute to one of the ${spec.channels.length} channels of this
                  document${examples.length > 0 ? html`, for example ${examples.map((id, i) => html`${i > 0 ? ', ' : ''}<code>${id}</code>`)}` : nothing}.`
          }
        </p>
      </div>
      ${spec === undefined ? nothing : renderWarningNote(spec.diagnostics)}`;
  }
}
