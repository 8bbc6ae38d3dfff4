/** The request body: one schema tree per media type, as tabs when there are several. */
import { html, nothing, type TemplateResult } from 'lit';
import type { MediaType, RequestBody, Schema } from '../../src/openapi/types.js';
import { paramField, schemaFields, type Resolver } from '../shared/field-templates.js';
import { renderTabs } from './endpoint-tabs.js';
import { markdownBlock } from '../shared/spec-text.js';

export interface BodyData {
  readonly body: RequestBody | undefined;
  readonly selected: number;
  readonly onSelect: (index: number) => void;
  readonly resolver: Resolver;
  /** Top-level schema preparation (allOf merged, a circular marker expanded one level). */
  readonly prepare: (schema: Schema) => Schema;
}

function mediaPanel(media: MediaType | undefined, data: BodyData): TemplateResult {
  if (media?.schema === undefined) return html`<p class="muted">No schema for this body.</p>`;
  const fields = schemaFields(media.schema, 'body', data.resolver, data.prepare);
  return html`${fields.map((f) => paramField('body', f))}`;
}

export function renderRequestBody(data: BodyData): TemplateResult | typeof nothing {
  const body = data.body;
  if (body === undefined) return nothing;
  const content = body.content;
  return html`<section class="body" part="body" aria-label="Request body">
    <h3 class="section-title" part="section-title">
      Request body ${body.required ? html`<span class="badge badge-required">required</span>` : nothing}
      ${content.length === 1 ? html`<code class="media-type">${content[0]?.mediaType}</code>` : nothing}
    </h3>
    ${markdownBlock(body.description, 'body-description')}
    ${
      content.length > 1
        ? renderTabs({
            id: 'body',
            label: 'Request body media type',
            tabs: content.map((m) => ({ title: m.mediaType })),
            selected: data.selected,
            onSelect: data.onSelect,
            panel: (i) => mediaPanel(content[i], data),
          })
        : mediaPanel(content[0], data)
    }
  </section>`;
}
