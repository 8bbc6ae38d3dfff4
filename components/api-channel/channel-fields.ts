/**
 * Schema fields of channel pages through the shared `<param-field>` / `<response-field>` elements.
 * Fields of one message carry `anchor-parent` = the message id, so two messages with a `text`
 * property get distinct anchors (`#chatMessage.text`, `#response-notice.text`).
 */
import type { TemplateResult } from 'lit';
import { paramField, responseField, type FieldData } from '../shared/field-templates.js';

export type ChannelFieldKind = 'path' | 'query' | 'header' | 'body' | 'response';

/** One field, through the endpoint's field templates; `parent` namespaces its anchor. */
export function channelField(kind: ChannelFieldKind, f: FieldData, parent?: string): TemplateResult {
  const field = parent === undefined ? f : { ...f, anchorParent: parent };
  return kind === 'response' ? responseField(field) : paramField(kind, field);
}
