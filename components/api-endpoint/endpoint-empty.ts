/** What `<api-endpoint>` shows when nothing is named: how to name an endpoint, with examples from the spec. */
import { html, nothing, type TemplateResult } from 'lit';
import type { Diagnostic } from '../../src/diagnostics.js';
import type { OpenApiSpec } from '../../src/openapi/types.js';
import { renderWarningNote } from '../shared/error-panel.js';

export function renderEmpty(spec: OpenApiSpec | undefined, findings: readonly Diagnostic[]): TemplateResult {
  const examples = spec?.operations.slice(0, 3).map((o) => o.id) ?? [];
  return html`<div class="empty" part="empty">
      <p>
        ${
          spec === undefined
            ? html`Name an endpoint: <code>spec="openapi.json" operation="GET /pets"</code>, or MDX style
                <code>api="POST /users"</code>.`
            : html`Set the <code>operation</code> attribute to one of the ${spec.operations.length} operations of this
                spec${
                  examples.length > 0
                    ? html`, for example ${examples.map((id, i) => html`${i > 0 ? ', ' : ''}<code>${id}</code>`)}`
                    : nothing
                }.`
        }
      </p>
      <slot></slot>
    </div>
    ${renderWarningNote(findings)}`;
}
