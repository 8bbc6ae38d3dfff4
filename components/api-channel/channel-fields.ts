/**
 * Schema fields of channel pages through the shared `<param-field>` / `<response-field>` elements.
 * Fields of one message carry `anchor-parent` = the message id, so two messages with a `text`
 * property get distinct anchors (`#chatMessage.text`, `#response-notice.text`).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Schema } from '../../src/asyncapi/index.js';
import { describeType } from '../../src/schema/index.js';
import type { FieldData } from '../api-endpoint/endpoint-params.js';
import { markdownBlock } from '../api-endpoint/endpoint-text.js';

function typeText(schema: Schema | undefined): string | typeof nothing {
  if (schema === undefined) return nothing;
  try {
    return describeType(schema) || nothing;
  } catch {
    return nothing;
  }
}

function defaultText(schema: Schema | undefined): string | typeof nothing {
  if (schema === undefined || schema.default === undefined) return nothing;
  return typeof schema.default === 'string' ? schema.default : JSON.stringify(schema.default);
}

export type ChannelFieldKind = 'path' | 'query' | 'header' | 'body' | 'response';

/** One field; `parent` namespaces its anchor. Lit cannot bind attribute names, hence one template per kind. */
export function channelField(kind: ChannelFieldKind, f: FieldData, parent?: string): TemplateResult {
  const description = markdownBlock(f.description, 'field-description');
  const deprecated = f.deprecated || f.schema?.deprecated === true;
  const common = { type: typeText(f.schema), dflt: defaultText(f.schema), parent: parent ?? nothing };
  switch (kind) {
    case 'path':
      return html`<param-field
        path=${f.name}
        type=${common.type}
        default=${common.dflt}
        anchor-parent=${common.parent}
        ?required=${f.required}
        ?deprecated=${deprecated}
        .schema=${f.schema}
        .resolver=${f.resolver}
        >${description}</param-field
      >`;
    case 'query':
      return html`<param-field
        query=${f.name}
        type=${common.type}
        default=${common.dflt}
        anchor-parent=${common.parent}
        ?required=${f.required}
        ?deprecated=${deprecated}
        .schema=${f.schema}
        .resolver=${f.resolver}
        >${description}</param-field
      >`;
    case 'header':
      return html`<param-field
        header=${f.name}
        type=${common.type}
        default=${common.dflt}
        anchor-parent=${common.parent}
        ?required=${f.required}
        ?deprecated=${deprecated}
        .schema=${f.schema}
        .resolver=${f.resolver}
        >${description}</param-field
      >`;
    case 'body':
      return html`<param-field
        body=${f.name}
        type=${common.type}
        default=${common.dflt}
        anchor-parent=${common.parent}
        ?required=${f.required}
        ?deprecated=${deprecated}
        .schema=${f.schema}
        .resolver=${f.resolver}
        >${description}</param-field
      >`;
    case 'response':
      return html`<response-field
        name=${f.name}
        type=${common.type}
        default=${common.dflt}
        anchor-parent=${common.parent}
        ?required=${f.required}
        ?deprecated=${deprecated}
        .schema=${f.schema}
        .resolver=${f.resolver}
        >${description}</response-field
      >`;
  }
}
