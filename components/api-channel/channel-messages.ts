/**
 * The messages of a channel, by direction: what the client sends (fields as `<param-field>`, like a
 * request body) and what it receives (`<response-field>`, like a response). Each message shows its
 * payload, headers and correlation id; their examples are in the examples column (channel-examples.ts).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { AsyncOperation, Channel, Direction, Message, Schema } from '../../src/asyncapi/index.js';
import { schemaFields, type Resolver } from '../shared/field-templates.js';
import { codeBlock, markdownBlock } from '../shared/spec-text.js';
import { exampleFromSchema } from '../../src/schema/index.js';
import { channelField } from './channel-fields.js';

export interface MessagesData {
  readonly channel: Channel;
  readonly resolver: Resolver;
  readonly prepare: (schema: Schema) => Schema;
  readonly defaultContentType?: string;
}

const TITLES: Record<Direction, { heading: string; empty: string }> = {
  send: { heading: 'Messages you send', empty: 'Clients send nothing on this channel.' },
  receive: { heading: 'Messages you receive', empty: 'Clients receive nothing on this channel.' },
};

export function messageTitle(m: Message): string {
  return m.title ?? m.name ?? m.id;
}

function renderFields(
  direction: Direction,
  m: Message,
  schema: Schema | undefined,
  fallback: string,
  d: MessagesData,
): unknown {
  const kind = direction === 'send' ? (fallback === 'headers' ? 'header' : 'body') : 'response';
  return schemaFields(schema, fallback, d.resolver, d.prepare).map((f) => channelField(kind, f, m.id));
}

/** A message's examples: its own, else one generated from its payload schema. */
export function examplesOf(m: Message, resolver: Resolver): { label: string; value: unknown; headers?: unknown }[] {
  const given = m.examples
    .filter((e) => e.payload !== undefined || e.headers !== undefined)
    .map((e, i) => ({
      label: e.summary ?? e.name ?? `Example ${i + 1}`,
      value: e.payload,
      ...(e.headers === undefined ? {} : { headers: e.headers }),
    }));
  if (given.length > 0 || m.payload === undefined || m.schemaFormat !== undefined) return given;
  try {
    const value = exampleFromSchema(m.payload, { direction: 'request', resolveRef: resolver });
    return value === undefined ? [] : [{ label: 'Generated from the schema', value }];
  } catch {
    return [];
  }
}

function renderMessage(direction: Direction, m: Message, d: MessagesData): TemplateResult {
  const contentType = m.contentType ?? d.defaultContentType ?? 'application/json';
  const title = messageTitle(m);
  return html`<article
    class="message"
    part="message"
    data-message=${m.id}
    data-direction=${direction}
    aria-label=${title}
  >
    <h4 class="message-title">
      ${title} <code class="media-type">${contentType}</code>
      ${m.deprecated ? html`<span class="badge badge-deprecated" part="deprecated">Deprecated</span>` : nothing}
    </h4>
    ${m.summary ? html`<p class="summary">${m.summary}</p>` : nothing}
    ${markdownBlock(m.description, 'message-description')}
    ${
      m.schemaFormat !== undefined && m.payload !== undefined
        ? html`<p class="muted">Payload schema in <code>${m.schemaFormat}</code>:</p>
            ${codeBlock(JSON.stringify(m.payload, null, 2) ?? '', 'json', `${title} payload schema`)}`
        : m.payload === undefined
          ? html`<p class="muted">No payload schema.</p>`
          : html`<div class="fields" part="payload">${renderFields(direction, m, m.payload, 'payload', d)}</div>`
    }
    ${
      m.headers === undefined
        ? nothing
        : html`<h5 class="subsection-title">Headers</h5>
            <div class="fields" part="headers">${renderFields(direction, m, m.headers, 'headers', d)}</div>`
    }
    ${
      m.correlationId === undefined
        ? nothing
        : html`<p class="correlation">
            Correlation id: <code>${m.correlationId.location ?? ''}</code>
            ${m.correlationId.description ? html` — ${m.correlationId.description}` : nothing}
          </p>`
    }
  </article>`;
}

function operationNotes(operations: readonly AsyncOperation[]): TemplateResult | typeof nothing {
  const described = operations.filter((o) => o.summary || o.description);
  if (described.length === 0) return nothing;
  return html`${described.map(
    (o) =>
      html`<div class="operation" data-operation=${o.id}>
        ${o.summary ? html`<p class="summary">${o.summary}</p>` : nothing}
        ${markdownBlock(o.description, 'operation-description')}
      </div>`,
  )}`;
}

export function renderMessages(direction: Direction, d: MessagesData): TemplateResult {
  const messages = direction === 'send' ? d.channel.send : d.channel.receive;
  const operations = d.channel.operations.filter((o) => o.direction === direction);
  const part = direction === 'send' ? 'send' : 'receive';
  return html`<section class="messages" part=${part} aria-label=${TITLES[direction].heading}>
    <h3 class="section-title" part="section-title">${TITLES[direction].heading}</h3>
    ${operationNotes(operations)}
    ${messages.length === 0 ? html`<p class="muted">${TITLES[direction].empty}</p>` : messages.map((m) => renderMessage(direction, m, d))}
  </section>`;
}
