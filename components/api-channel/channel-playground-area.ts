/**
 * The playground area of a channel page, per display mode: `interactive` loads the WebSocket
 * playground on demand (a reading page never pays for it), `simple` shows the full address to copy,
 * `none` nothing; `auth` is resolved to one of those by the reader and the page's groups.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { AsyncSecurityRequirement, AsyncServer, Channel } from '../../src/asyncapi/index.js';
import type { Resolver } from '../shared/field-templates.js';
import type { ShownPlayground } from '../shared/playground-area.js';
import { renderCopyButton } from '../shared/copy-button.js';
import { displayUrl } from './channel-url.js';

let playgroundModule: Promise<unknown> | undefined;

/** Loads `<api-channel-playground>` once, on first need. */
export function loadChannelPlayground(): Promise<unknown> {
  playgroundModule ??= import('./api-channel-playground.js');
  return playgroundModule;
}

export interface ChannelPlaygroundData {
  readonly shown: ShownPlayground;
  readonly channel: Channel;
  readonly server?: AsyncServer;
  readonly requirements: readonly AsyncSecurityRequirement[];
  readonly resolver: Resolver;
  readonly subprotocols?: string;
  readonly copied: boolean;
  readonly onCopy: (text: string) => void;
}

export function renderChannelPlayground(d: ChannelPlaygroundData): TemplateResult | typeof nothing {
  if (d.shown === 'none') return nothing;
  if (d.shown === 'simple') {
    const url = displayUrl(d.server, d.channel);
    return html`<section class="simple-endpoint" part="simple" aria-label="Address">
      <span class="protocol">WS</span>
      <code class="path" part="simple-url">${url}</code>
      ${renderCopyButton({ label: 'WebSocket URL', copied: d.copied, onCopy: () => d.onCopy(url) })}
    </section>`;
  }
  void loadChannelPlayground();
  return html`<section class="playground" part="playground" aria-label="Try it">
    <h3 class="section-title" part="section-title">Try it</h3>
    <api-channel-playground
      exportparts="base:playground__base, connect:playground__connect, send:playground__send, status:playground__status, log:playground__log"
      .channel=${d.channel}
      .server=${d.server}
      .requirements=${d.requirements}
      .resolver=${d.resolver}
      subprotocols=${d.subprotocols ?? nothing}
    ></api-channel-playground>
  </section>`;
}
