/** The top of an endpoint page: method, path or full URL, copy button, title, badges, description, servers. */
import { html, nothing, type TemplateResult } from 'lit';
import { safeUrl } from '../../src/markdown/index.js';
import { renderCopyButton } from '../shared/copy-button.js';
import type { EndpointView, ServerView } from './endpoint-model.js';
import { markdownBlock } from '../shared/spec-text.js';

export interface HeaderData {
  readonly view: EndpointView;
  /** Show base URL + path instead of the path alone. */
  readonly fullUrl: boolean;
  readonly copied: boolean;
  readonly onCopy: (text: string) => void;
  /** The "Try it" button, when the page has a playground panel. */
  readonly tryIt?: TemplateResult;
}

/** The address with each `{param}` of the path marked, so the reader sees what to fill in. */
function markedAddress(address: string): TemplateResult[] {
  return address
    .split(/(\{[^}]+\})/)
    .map((piece) =>
      piece.startsWith('{') && piece.endsWith('}') ? html`<span class="path-param">${piece}</span>` : html`${piece}`,
    );
}

/** What the header shows and the copy button copies. */
export function displayedAddress(view: EndpointView, fullUrl: boolean): string {
  return fullUrl && view.fullUrl !== undefined ? view.fullUrl : view.path;
}

export function renderHeader({ view, fullUrl, copied, onCopy, tryIt }: HeaderData): TemplateResult {
  const address = displayedAddress(view, fullUrl);
  return html`<header class="header" part="header">
    <div class="address">
      <span class=${`method method-${view.method.toLowerCase()}`} part="method">${view.method}</span>
      ${view.webhook ? html`<span class="badge badge-webhook" part="webhook">Webhook</span>` : nothing}
      <code class="path" part="path">${markedAddress(address)}</code>
      ${renderCopyButton({ label: fullUrl && view.fullUrl !== undefined ? 'URL' : 'path', copied, onCopy: () => onCopy(address) })}
      ${tryIt ?? nothing}
    </div>
    <h2 class="title" part="title">
      ${view.title}
      ${view.deprecated ? html`<span class="badge badge-deprecated" part="deprecated">Deprecated</span>` : nothing}
    </h2>
  </header>`;
}

export function renderDescription(view: EndpointView): TemplateResult | typeof nothing {
  return markdownBlock(view.description, 'description', 'description');
}

function serverItem(server: ServerView): TemplateResult {
  const href = server.href === undefined ? undefined : safeUrl(server.href);
  const linkable = href !== undefined && /^https?:/i.test(href);
  return html`<li>
    ${server.name === undefined ? nothing : html`<span class="server-name" part="server-name">${server.name}</span>`}
    ${linkable ? html`<a href=${href} rel="noopener noreferrer" target="_blank">${server.label}</a>` : html`<code>${server.label}</code>`}
    ${server.description === undefined ? nothing : html`<span class="server-description">${server.description}</span>`}
  </li>`;
}

export function renderServers(servers: readonly ServerView[], endpoint: string): TemplateResult | typeof nothing {
  if (servers.length === 0) return nothing;
  // Named after the endpoint: several endpoints on one page must not share a region label.
  return html`<section class="servers" part="servers" aria-label=${`Servers for ${endpoint}`}>
    <h3 class="section-title" part="section-title">${servers.length === 1 ? 'Server' : 'Servers'}</h3>
    <ul class="server-list">
      ${servers.map(serverItem)}
    </ul>
  </section>`;
}
