/** The top of a channel page: address with a copy button, title, description, parameters, servers. */
import { html, nothing, type TemplateResult } from 'lit';
import type { AsyncServer, Channel } from '../../src/asyncapi/index.js';
import { markdownBlock } from '../shared/spec-text.js';
import type { Resolver } from '../shared/field-templates.js';
import { renderCopyButton } from '../shared/copy-button.js';
import { channelField } from './channel-fields.js';
import { objectProperties } from './ws-inputs.js';

/** The heading: the channel's title, else its address, else its id. */
export function channelTitle(channel: Channel, heading?: string): string {
  return heading ?? channel.title ?? channel.address ?? channel.id;
}

export interface HeaderData {
  readonly channel: Channel;
  readonly heading?: string;
  /** Replaces the channel's description. */
  readonly description?: string;
  readonly address: string;
  readonly copied: boolean;
  readonly onCopy: (text: string) => void;
  /** The "Try it" button, when the page has a playground panel. */
  readonly tryIt?: TemplateResult;
}

export function renderHeader(d: HeaderData): TemplateResult {
  return html`<header class="header" part="header">
      <div class="address">
        <span class="protocol" part="protocol">WS</span>
        <code class="path" part="address">${d.address}</code>
        ${renderCopyButton({ label: 'address', copied: d.copied, onCopy: () => d.onCopy(d.address) })}
        ${d.tryIt ?? nothing}
      </div>
      <h2 class="title" part="title">${channelTitle(d.channel, d.heading)}</h2>
      ${d.channel.summary ? html`<p class="summary" part="summary">${d.channel.summary}</p>` : nothing}
    </header>
    ${markdownBlock(d.description ?? d.channel.description, 'description', 'description')}`;
}

export function renderParameters(channel: Channel, resolver: Resolver): TemplateResult | typeof nothing {
  if (channel.parameters.length === 0) return nothing;
  return html`<section class="params" part="params" aria-label="Channel parameters">
    <h3 class="section-title" part="section-title">Parameters</h3>
    ${channel.parameters.map((p) =>
      channelField('path', {
        name: p.name,
        schema: p.schema,
        required: true,
        deprecated: false,
        resolver,
        ...(p.description === undefined ? {} : { description: p.description }),
      }),
    )}
  </section>`;
}

/** The WebSocket binding: query parameters and handshake headers of the opening request. */
export function renderHandshake(channel: Channel, resolver: Resolver): TemplateResult | typeof nothing {
  const query = objectProperties(channel.webSocket?.query);
  const headers = objectProperties(channel.webSocket?.headers);
  if (query.length === 0 && headers.length === 0) return nothing;
  const field = (kind: 'query' | 'header') => (p: ReturnType<typeof objectProperties>[number]) =>
    channelField(kind, {
      name: p.name,
      schema: p.schema,
      required: p.required,
      deprecated: p.schema.deprecated === true,
      resolver,
      ...(p.schema.description === undefined ? {} : { description: p.schema.description }),
    });
  return html`<section class="handshake" part="handshake" aria-label="Handshake">
    <h3 class="section-title" part="section-title">Handshake</h3>
    ${
      query.length > 0
        ? html`<h4 class="subsection-title">Query parameters</h4>
            ${query.map(field('query'))}`
        : nothing
    }
    ${
      headers.length > 0
        ? html`<h4 class="subsection-title">Headers</h4>
            <p class="muted">Browsers cannot set handshake headers; clients in other environments send these.</p>
            ${headers.map(field('header'))}`
        : nothing
    }
  </section>`;
}

export interface ServersData {
  readonly servers: readonly AsyncServer[];
  readonly selected?: AsyncServer;
  readonly onSelect: (id: string) => void;
}

function serverLabel(server: AsyncServer): string {
  return `${server.id} — ${server.url}${server.testable ? '' : ` (${server.protocol}, not testable in a browser)`}`;
}

export function renderServers(d: ServersData): TemplateResult | typeof nothing {
  if (d.servers.length === 0) return nothing;
  const selected = d.selected;
  return html`<section class="servers" part="servers" aria-label="Servers">
    <h3 class="section-title" part="section-title">${d.servers.length === 1 ? 'Server' : 'Servers'}</h3>
    <label class="server-picker">
      <span class="visually-hidden">Server</span>
      <select part="server-picker" @change=${(e: Event) => d.onSelect((e.target as HTMLSelectElement).value)}>
        ${d.servers.map((s) => html`<option value=${s.id} ?selected=${s.id === selected?.id}>${serverLabel(s)}</option>`)}
      </select>
    </label>
    ${
      selected === undefined
        ? nothing
        : html`<div class="server-details">
            ${selected.title ? html`<p><strong>${selected.title}</strong></p>` : nothing}
            ${markdownBlock(selected.description ?? selected.summary, 'hint server-hint')}
            ${selected.testable ? nothing : html`<p class="muted">Only ws and wss servers can be tried from a browser.</p>`}
            ${
              selected.security.length > 0
                ? html`<p class="muted">
                    Security:
                    ${selected.security.map((r, i) => html`${i > 0 ? ' or ' : ''}<code>${r.map((x) => x.scheme.key).join(' + ')}</code>`)}
                  </p>`
                : nothing
            }
          </div>`
    }
  </section>`;
}
