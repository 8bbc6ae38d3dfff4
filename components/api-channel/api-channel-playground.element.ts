import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { HydratableElement } from '../shared/hydratable-element.js';
import { property, state } from 'lit/decorators.js';
import type { AsyncSecurityRequirement, AsyncServer, Channel, Schema } from '../../src/asyncapi/index.js';
import { connectTarget, type CredentialValue } from './channel-url.js';
import { checkText, initialText, renderComposer, type Resolver } from './ws-composer.js';
import { WsConnection } from './ws-connection.js';
import { objectProperties, renderInputs } from './ws-inputs.js';
import { renderLog } from './ws-log.js';
import { styles } from './api-channel-playground.styles.js';

const noRefs: Resolver = () => undefined;

function firstValue(schema: Schema | undefined, listed?: readonly string[], fallback?: string): string {
  const dflt = schema?.default;
  if (fallback !== undefined) return fallback;
  if (dflt !== undefined && dflt !== null) return String(dflt);
  const example = schema?.examples?.[0];
  if (example !== undefined && example !== null && typeof example !== 'object') return String(example);
  return listed?.[0] ?? (schema?.enum?.[0] !== undefined ? String(schema.enum[0]) : '');
}

/**
 * The WebSocket playground of a channel page (loaded on demand by `<api-channel>`): connect to the
 * chosen server and channel address, compose and send messages, and follow every frame in a live log.
 * `layout="panel"` lays it out for the "Try it" panel: the connection beside the composer and the log.
 *
 * @tagname api-channel-playground
 * @csspart base - The wrapper.
 * @csspart inputs - The connection form.
 * @csspart credentials - The credentials group.
 * @csspart url - The URL that will be opened.
 * @csspart connect - The Connect / Disconnect button.
 * @csspart reconnect - The Reconnect button.
 * @csspart clear - The Clear log button.
 * @csspart status - The connection state and the last close code in words.
 * @csspart composer - The message composer.
 * @csspart composer-text - The text area.
 * @csspart problems - Schema problems found in the composed text.
 * @csspart send - The Send button.
 * @csspart log - The list of frames.
 * @csspart log-entry - One frame or connection note (`data-direction`, `data-kind`).
 * @csspart log-hex - The hex preview of a binary frame.
 */
export class ApiChannelPlayground extends HydratableElement {
  static override styles = styles;

  private readonly connection = new WsConnection(this);

  /** The channel to connect to. */
  @property({ attribute: false }) channel?: Channel;
  /** The server chosen on the page (only `ws` / `wss` servers can be used). */
  @property({ attribute: false }) server?: AsyncServer;
  /** Ways to authenticate (any one of them). */
  @property({ attribute: false }) requirements: readonly AsyncSecurityRequirement[] = [];
  /** Expands circular schema markers. */
  @property({ attribute: false }) resolver: Resolver = noRefs;
  /** Subprotocols to offer before any credential, space-separated. */
  @property() subprotocols = '';
  /**
   * `stack` (default): one column. `panel` (how `<api-channel>`'s "Try it" panel shows it): flat sections,
   * the connection on one side and the composer and the live log on the other when there is room.
   */
  @property({ reflect: true }) layout: 'stack' | 'panel' = 'stack';

  @state() private variables: Record<string, string> = {};
  @state() private parameters: Record<string, string> = {};
  @state() private query: Record<string, string> = {};
  @state() private credentials: Record<string, CredentialValue> = {};
  @state() private requirementIndex = 0;
  @state() private messageIndex = 0;
  @state() private text = '';
  @state() private problems: readonly string[] = [];

  /** The connection's state (`idle`, `connecting`, `open`, `closing`, `closed`). */
  get connectionState(): WsConnection['state'] {
    return this.connection.state;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('channel')) this.resetForChannel();
    if (changed.has('server')) {
      this.variables = {};
      this.requirementIndex = 0;
    }
  }

  private resetForChannel(): void {
    const channel = this.channel;
    this.parameters = Object.fromEntries(
      (channel?.parameters ?? []).map((p) => [p.name, firstValue(p.schema, p.enum, p.default ?? p.examples?.[0])]),
    );
    this.query = Object.fromEntries(
      objectProperties(channel?.webSocket?.query).map((p) => [p.name, firstValue(p.schema)]),
    );
    this.messageIndex = 0;
    this.text = initialText(channel?.send[0], this.resolver);
    this.problems = [];
  }

  /** The subprotocols the reader named (not credentials, which are never shown). */
  private get offered(): string[] {
    return this.subprotocols.split(/[\s,]+/).filter(Boolean);
  }

  private get target() {
    const channel = this.channel;
    const server = this.server;
    if (channel === undefined || server === undefined) return undefined;
    const requirement = this.requirements[this.requirementIndex];
    return connectTarget({
      server,
      channel,
      variables: this.variables,
      parameters: this.parameters,
      query: this.query,
      credentials: this.credentials,
      subprotocols: this.offered,
      ...(requirement === undefined ? {} : { requirement }),
    });
  }

  private handleConnect(): void {
    const state = this.connection.state;
    if (state === 'open' || state === 'connecting') {
      this.connection.close(1000, 'Closed by the reader');
      return;
    }
    const target = this.target;
    if (target === undefined || target.problems.length > 0) return;
    this.connection.connect(target.url, target.protocols);
  }

  private handleSend(force: boolean): void {
    const message = this.channel?.send[this.messageIndex];
    const problems = force ? [] : checkText(message, this.text);
    this.problems = problems;
    if (problems.length > 0) return;
    this.connection.send(this.text);
  }

  private selectMessage(index: number): void {
    this.messageIndex = index;
    this.text = initialText(this.channel?.send[index], this.resolver);
    this.problems = [];
  }

  override render(): TemplateResult {
    const channel = this.channel;
    const server = this.server;
    if (channel === undefined) return html``;
    if (server === undefined || !server.testable)
      return html`<div class="base" part="base">
        <p class="note" part="status">
          ${server === undefined ? 'This channel names no server to connect to.' : `The ${server.protocol} server "${server.id}" cannot be reached from a browser; pick a ws or wss server.`}
        </p>
      </div>`;
    const target = this.target;
    const state = this.connection.state;
    const busy = state === 'open' || state === 'connecting' || state === 'closing';
    return html`<div class="base" part="base">
      <div class="pane" role="group" aria-labelledby="pane-connection">
        <h3 class="form-heading" id="pane-connection">Connection</h3>
      ${renderInputs({
        server,
        channel,
        variables: this.variables,
        parameters: this.parameters,
        query: this.query,
        requirements: this.requirements,
        requirementIndex: this.requirementIndex,
        credentials: this.credentials,
        subprotocols: this.subprotocols,
        disabled: busy,
        onVariable: (name, value) => (this.variables = { ...this.variables, [name]: value }),
        onParameter: (name, value) => (this.parameters = { ...this.parameters, [name]: value }),
        onQuery: (name, value) => (this.query = { ...this.query, [name]: value }),
        onRequirement: (index) => (this.requirementIndex = index),
        onCredential: (key, value) => (this.credentials = { ...this.credentials, [key]: value }),
        onSubprotocols: (value) => (this.subprotocols = value),
      })}
      ${this.renderConnectBar(target, busy)} ${this.renderStatus()}
      </div>
      <div class="pane" role="group" aria-labelledby="pane-messages">
        <h3 class="form-heading" id="pane-messages">Messages</h3>
      ${renderComposer({
        messages: channel.send,
        selected: this.messageIndex,
        text: this.text,
        problems: this.problems,
        canSend: state === 'open',
        onSelect: (i) => this.selectMessage(i),
        onInput: (text) => {
          this.text = text;
          this.problems = [];
        },
        onSend: (force) => this.handleSend(force),
        onReset: () => this.selectMessage(this.messageIndex),
      })}
      ${renderLog(this.connection.entries)}
      </div>
    </div>`;
  }

  private renderConnectBar(target: ApiChannelPlayground['target'], busy: boolean): TemplateResult {
    const problems = target?.problems ?? [];
    return html`<div class="connect-bar">
      <code class="url" part="url">${target?.url ?? ''}</code>
      <div class="actions">
        <button
          type="button"
          class="primary"
          part="connect"
          ?disabled=${!busy && problems.length > 0}
          @click=${() => this.handleConnect()}
        >
          ${busy ? 'Disconnect' : 'Connect'}
        </button>
        <button
          type="button"
          part="reconnect"
          ?disabled=${!this.connection.canReconnect}
          @click=${() => this.connection.reconnect()}
        >
          Reconnect
        </button>
        <button
          type="button"
          part="clear"
          ?disabled=${this.connection.entries.length === 0}
          @click=${() => this.connection.clear()}
        >
          Clear log
        </button>
      </div>
      ${
        !busy && problems.length > 0
          ? html`<ul class="connect-problems">
              ${problems.map((p) => html`<li>${p}</li>`)}
            </ul>`
          : nothing
      }
    </div>`;
  }

  private renderStatus(): TemplateResult {
    const c = this.connection;
    const text =
      c.state === 'idle'
        ? 'Not connected'
        : c.state === 'connecting'
          ? 'Connecting…'
          : c.state === 'open'
            ? `Connected${c.protocol ? ` (subprotocol ${this.offered.includes(c.protocol) ? c.protocol : 'credential'} accepted)` : ''}`
            : c.state === 'closing'
              ? 'Closing…'
              : `Closed: ${c.lastClose?.explanation ?? 'the connection ended'}${c.lastClose?.reason ? ` (“${c.lastClose.reason}”)` : ''}`;
    return html`<p
      class="status"
      part="status"
      role="status"
      data-state=${c.state}
      data-code=${c.lastClose?.code ?? nothing}
    >
      ${text}
    </p>`;
  }
}
