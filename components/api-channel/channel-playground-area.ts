/**
 * The playground area of a channel page, per display mode: `interactive` puts the WebSocket playground
 * in the "Try it" panel the endpoint page uses (or, with `inline`, in the page), loaded on demand so a
 * reading page never pays for it; `simple` shows the full address to copy, `none` nothing; `auth` is
 * resolved to one of those by the reader and the page's groups.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { AsyncSecurityRequirement, AsyncServer, Channel } from '../../src/asyncapi/index.js';
import type { Resolver } from '../shared/field-templates.js';
import type { ShownPlayground } from '../shared/playground-area.js';
import { renderCopyButton } from '../shared/copy-button.js';
import { renderTryPanel } from '../shared/try-panel.js';
import { displayUrl } from './channel-url.js';

let playgroundModule: Promise<unknown> | undefined;

/** Loads `<api-channel-playground>` (and the panel it opens in) once, on first need. */
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
  /** The form in the page, under the servers, instead of the panel. */
  readonly inline: boolean;
  /** The channel address as the header shows it (the panel's name). */
  readonly address: string;
  readonly onClose: () => void;
}

/** Whether the page offers the "Try it" panel (and so its button). */
export function hasChannelPanel(d: Pick<ChannelPlaygroundData, 'shown' | 'inline'>): boolean {
  return d.shown === 'interactive' && !d.inline;
}

function renderForm(d: ChannelPlaygroundData, layout: 'panel' | 'stack'): TemplateResult {
  return html`<api-channel-playground
    exportparts="base:playground__base, connect:playground__connect, send:playground__send, status:playground__status, log:playground__log"
    layout=${layout}
    .channel=${d.channel}
    .server=${d.server}
    .requirements=${d.requirements}
    .resolver=${d.resolver}
    subprotocols=${d.subprotocols ?? nothing}
  ></api-channel-playground>`;
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
  if (!d.inline)
    return renderTryPanel({
      label: `Try WS ${d.address}`,
      title: html`<span class="protocol">WS</span> <code class="path">${displayUrl(d.server, d.channel)}</code>`,
      content: renderForm(d, 'panel'),
      onClose: d.onClose,
    });
  void loadChannelPlayground();
  return html`<section class="playground" part="playground" aria-label="Try it">
    <h3 class="section-title" part="section-title">Try it</h3>
    ${renderForm(d, 'stack')}
  </section>`;
}
