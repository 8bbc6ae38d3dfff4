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
  /** A callback's payload: its title, region name, tab ids and field anchors (`anchor`) stay apart from the operation's. */
  readonly scope?: SectionScope;
}

/** Names a body or responses section of a callback, so nothing in it collides with the operation's own. */
export interface SectionScope {
  /** Anchor parent of its fields and prefix of its tab ids (`callback-petAdopted-post`), with no `.`. */
  readonly anchor: string;
  /** The section's heading (`Payload`) and region name (`petAdopted payload`). */
  readonly title: string;
  readonly label: string;
}

function mediaPanel(media: MediaType | undefined, data: BodyData): TemplateResult {
  if (media?.schema === undefined) return html`<p class="muted">No schema for this body.</p>`;
  const fields = schemaFields(media.schema, 'body', data.resolver, data.prepare);
  const anchor = data.scope?.anchor;
  return html`${fields.map((f) => paramField('body', anchor === undefined ? f : { ...f, anchorParent: anchor }))}`;
}

export function renderRequestBody(data: BodyData): TemplateResult | typeof nothing {
  const body = data.body;
  if (body === undefined) return nothing;
  const content = body.content;
  return html`<section class="body" part="body" aria-label=${data.scope?.label ?? 'Request body'}>
    <h3 class="section-title" part="section-title">
      ${data.scope?.title ?? 'Request body'} ${body.required ? html`<span class="badge badge-required">required</span>` : nothing}
      ${content.length === 1 ? html`<code class="media-type">${content[0]?.mediaType}</code>` : nothing}
    </h3>
    ${markdownBlock(body.description, 'body-description')}
    ${
      content.length > 1
        ? renderTabs({
            id: data.scope === undefined ? 'body' : `${data.scope.anchor}-body`,
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
