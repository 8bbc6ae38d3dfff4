/**
 * The editor for an OpenAPI 3.2 `in: querystring` parameter: one text area for the whole query
 * string, written in its media type (`a=1&b=2` for a form, JSON for `application/json`).
 * src/request/querystring.ts turns the text into the bytes after `?`.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import type { Parameter } from '../../src/openapi/types.js';
import { exampleOf } from '../../src/request/build.js';
import { serializedExample } from '../../src/request/playground-inputs.js';
import { isFormQuerystring, querystringMediaType, querystringText } from '../../src/request/querystring.js';

export interface QuerystringFieldData {
  readonly id: string;
  readonly param: Parameter;
  readonly value: unknown;
  readonly errors: readonly string[];
  readonly onChange: (value: unknown) => void;
}

export function renderQuerystringField(d: QuerystringFieldData): TemplateResult {
  const { param } = d;
  const type = querystringMediaType(param.contentType);
  const form = isFormQuerystring(param.contentType);
  const placeholder = querystringText(exampleOf(param), serializedExample(param), param.contentType);
  const hintId = `${d.id}-hint`;
  const errorId = `${d.id}-error`;
  const text = typeof d.value === 'string' ? d.value : '';
  return html`<div class="field" data-name=${param.name} data-where="querystring">
    <div class="field-label">
      <label class="name" for=${d.id}>${param.name}</label>
      ${param.required ? html`<span class="badge" data-kind="required">required</span>` : nothing}
    </div>
    <textarea id=${d.id} rows=${form ? 2 : 4} spellcheck="false" class="mono" data-media-type=${type}
      .value=${live(text)} placeholder=${placeholder ?? (form ? 'name=value&other=value' : '')}
      aria-invalid=${d.errors.length > 0 ? 'true' : 'false'}
      aria-describedby=${d.errors.length > 0 ? `${hintId} ${errorId}` : hintId}
      @input=${(e: Event) => d.onChange((e.target as HTMLTextAreaElement).value || undefined)}></textarea>
    <span class="hint" id=${hintId}>The whole query string, as ${type}</span>
    ${d.errors.length > 0 ? html`<span class="field-error" id=${errorId}>${d.errors.join('; ')}</span>` : nothing}
  </div>`;
}
