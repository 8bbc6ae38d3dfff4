/** Responses per status code (tabs), each with its fields, headers and an example. */
import { html, nothing, type TemplateResult } from 'lit';
import type { MediaType, Response, Schema } from '../../src/openapi/types.js';
import { responseField, schemaFields, type Resolver } from '../shared/field-templates.js';
import type { SectionScope } from './endpoint-body.js';
import { renderTabs } from './endpoint-tabs.js';
import { codeBlock, exampleText, markdownBlock } from '../shared/spec-text.js';

export { responseExample } from './example-panel.js';

export interface ResponsesData {
  readonly responses: readonly Response[];
  readonly selected: number;
  readonly onSelect: (index: number) => void;
  readonly resolver: Resolver;
  readonly prepare: (schema: Schema) => Schema;
  /** An example value for a media type (its own, else one generated from the schema); without it the panels show
   * no example (the examples column does). */
  readonly example?: (media: MediaType) => { readonly found: boolean; readonly value: unknown };
  /** A callback's responses (what the receiver should answer), kept apart from the operation's own. */
  readonly scope?: SectionScope;
}

/** `2xx` → success and so on, for the status colour. */
export function statusClass(status: string): string {
  const first = status.charAt(0);
  if (first === '2') return 'status-success';
  if (first === '3') return 'status-redirect';
  if (first === '4' || first === '5') return 'status-error';
  return 'status-other';
}

function renderExample(media: MediaType, status: string, data: ResponsesData): TemplateResult | typeof nothing {
  if (data.example === undefined) return nothing;
  const example = data.example(media);
  if (!example.found) return nothing;
  const { code, lang } = exampleText(example.value, media.mediaType);
  return html`<div class="example">
    <h4 class="subsection-title">Example <code class="media-type">${media.mediaType}</code></h4>
    ${codeBlock(code, lang, `Example ${status} response`)}
  </div>`;
}

function responsePanel(response: Response | undefined, data: ResponsesData): TemplateResult {
  if (response === undefined) return html``;
  const media = response.content[0];
  const fields = media?.schema === undefined ? [] : schemaFields(media.schema, 'body', data.resolver, data.prepare);
  return html`<div class="response" part="response" data-status=${response.status}>
    <p class="response-status">
      <span class=${`status ${statusClass(response.status)}`} part="status">${response.status}</span>
      ${response.summary === undefined ? nothing : html`<span class="response-summary" part="response-summary">${response.summary}</span>`}
      ${media === undefined ? nothing : html`<code class="media-type">${media.mediaType}</code>`}
    </p>
    ${markdownBlock(response.description, 'response-description')}
    ${fields.map((f) => responseField(data.scope === undefined ? f : { ...f, anchorParent: data.scope.anchor }))}
    ${
      response.headers.length === 0
        ? nothing
        : html`<h4 class="subsection-title">Headers</h4>
            ${response.headers.map((h) =>
              responseField({
                name: h.name,
                required: h.required,
                deprecated: h.deprecated,
                resolver: data.resolver,
                ...(data.scope === undefined ? {} : { anchorParent: data.scope.anchor }),
                ...(h.schema === undefined ? {} : { schema: h.schema }),
                ...(h.description === undefined ? {} : { description: h.description }),
              }),
            )}`
    }
    ${media === undefined ? nothing : renderExample(media, response.status, data)}
  </div>`;
}

export function renderResponses(data: ResponsesData): TemplateResult | typeof nothing {
  const responses = data.responses;
  if (responses.length === 0) return nothing;
  return html`<section class="responses" part="responses" aria-label=${data.scope?.label ?? 'Responses'}>
    <h3 class="section-title" part="section-title">${data.scope?.title ?? 'Responses'}</h3>
    ${renderTabs({
      id: data.scope === undefined ? 'responses' : `${data.scope.anchor}-responses`,
      label: 'Response status',
      tabs: responses.map((r) => ({ title: r.status, className: statusClass(r.status) })),
      selected: data.selected,
      onSelect: data.onSelect,
      panel: (i) => responsePanel(responses[i], data),
    })}
  </section>`;
}
