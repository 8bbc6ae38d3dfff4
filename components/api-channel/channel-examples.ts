/**
 * The right-hand column of a channel page, like an endpoint's request and response examples: one card
 * for the messages the client sends and one for those it receives, a tab per message, showing that
 * message's examples (its own, else one generated from the payload schema) with their headers.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Channel, Direction, Message } from '../../src/asyncapi/index.js';
import { renderTabs } from '../api-endpoint/endpoint-tabs.js';
import type { Resolver } from '../shared/field-templates.js';
import { codeBlock, exampleText } from '../shared/spec-text.js';
import { examplesOf, messageTitle } from './channel-messages.js';

export interface ChannelExamplesData {
  readonly channel: Channel;
  readonly resolver: Resolver;
  readonly defaultContentType?: string;
  /** The selected tab per direction. */
  readonly selected: Readonly<Record<Direction, number>>;
  readonly onSelect: (direction: Direction, index: number) => void;
}

const CARDS: Record<Direction, { label: string; tabs: string }> = {
  send: { label: 'Examples of messages you send', tabs: 'Message you send' },
  receive: { label: 'Examples of messages you receive', tabs: 'Message you receive' },
};

function messagePanel(m: Message | undefined, d: ChannelExamplesData): TemplateResult {
  if (m === undefined) return html``;
  const contentType = m.contentType ?? d.defaultContentType ?? 'application/json';
  const title = messageTitle(m);
  const examples = examplesOf(m, d.resolver);
  if (examples.length === 0) return html`<p class="muted example-empty">No example for ${title}.</p>`;
  return html`${examples.map((e) => {
    const { code, lang } = exampleText(e.value, contentType);
    return html`<div class="example" part="example">
      <p class="example-media">${e.label} <code class="media-type">${contentType}</code></p>
      ${e.headers === undefined ? nothing : codeBlock(JSON.stringify(e.headers, null, 2) ?? '', 'json', `${title} example headers`)}
      ${e.value === undefined ? nothing : codeBlock(code, lang, `${title} example`)}
    </div>`;
  })}`;
}

function renderCard(direction: Direction, d: ChannelExamplesData): TemplateResult | typeof nothing {
  const messages = direction === 'send' ? d.channel.send : d.channel.receive;
  if (messages.length === 0) return nothing;
  return html`<div class="example-card" part=${`${direction}-examples`} role="group" aria-label=${CARDS[direction].label}>
    ${renderTabs({
      id: `${direction}-examples`,
      label: CARDS[direction].tabs,
      tabs: messages.map((m) => ({ title: `${direction === 'send' ? '↑' : '↓'} ${messageTitle(m)}` })),
      selected: d.selected[direction],
      onSelect: (i) => d.onSelect(direction, i),
      panel: (i) => messagePanel(messages[i], d),
    })}
  </div>`;
}

/** The examples column: what the client sends, then what it receives. */
export function renderChannelExamples(d: ChannelExamplesData): TemplateResult {
  return html`<div class="examples" part="examples" role="group" aria-label="Examples">
    ${renderCard('send', d)} ${renderCard('receive', d)}
  </div>`;
}
