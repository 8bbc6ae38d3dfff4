/** The request body editor: JSON or text in a textarea, form fields (urlencoded, multipart) with file inputs, or one file for a binary body. */
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import type { MediaType, RequestBody } from '../../src/openapi/types.js';
import { bodyKindFor } from '../../src/request/body.js';
import type { InputProblem } from '../../src/request/check-inputs.js';
import { flatSchema } from '../../src/request/field-kind.js';
import type { FileValue } from '../../src/request/types.js';
import type { FieldLink } from './playground-anchors.js';
import { renderField } from './playground-fields.js';

/** Reads a chosen file into the request model. */
export async function fileValue(file: File): Promise<FileValue> {
  return {
    kind: 'file',
    name: file.name,
    type: file.type || 'application/octet-stream',
    bytes: new Uint8Array(await file.arrayBuffer()),
  };
}

/** The messages about the body, by form field name, or under `''` for the whole body. */
export function bodyErrors(problems: readonly InputProblem[]): Map<string, string[]> {
  const errors = new Map<string, string[]>();
  for (const { field, message } of problems) {
    const name = field.kind === 'body' ? '' : field.kind === 'body-field' ? field.name : undefined;
    if (name !== undefined) errors.set(name, [...(errors.get(name) ?? []), message]);
  }
  return errors;
}

export interface BodyData {
  readonly body: RequestBody;
  readonly media: MediaType;
  readonly text: string;
  readonly fields: Readonly<Record<string, unknown>>;
  readonly file?: FileValue;
  /** Messages by field name (form bodies), or under `''` for the whole body. */
  readonly errors: ReadonlyMap<string, readonly string[]>;
  readonly onMediaType: (mediaType: string) => void;
  readonly onText: (text: string) => void;
  readonly onField: (name: string, value: unknown) => void;
  readonly onFieldFiles: (name: string, files: readonly File[], multiple: boolean) => void;
  readonly onFile: (file: File | undefined) => void;
  /** The anchor link of a form field (the body field's anchor). */
  readonly linkFor?: (name: string) => FieldLink;
}

function fileSummary(file: unknown): string {
  const files = (Array.isArray(file) ? file : [file]).filter(
    (f): f is FileValue => typeof f === 'object' && f !== null && (f as FileValue).kind === 'file',
  );
  return files.map((f) => `${f.name} (${f.bytes.length} bytes)`).join(', ');
}

function renderEditor(d: BodyData): TemplateResult {
  const kind = bodyKindFor(d.media.mediaType);
  const errors = d.errors.get('') ?? [];
  if (kind === 'json' || kind === 'text') {
    return html`<label class="name" for="body-text">Body <span class="mono hint">${d.media.mediaType}</span></label>
      <textarea id="body-text" class="mono body-text" rows="10" spellcheck="false" .value=${live(d.text)}
        aria-invalid=${errors.length > 0 ? 'true' : 'false'} aria-describedby=${errors.length > 0 ? 'body-errors' : nothing}
        @input=${(e: Event) => d.onText((e.target as HTMLTextAreaElement).value)}></textarea>
      ${errors.length > 0 ? html`<ul class="field-error body-errors" id="body-errors">${errors.map((m) => html`<li>${m}</li>`)}</ul>` : nothing}`;
  }
  if (kind === 'binary') {
    return html`<div class="field">
      <label class="name" for="body-file">File to send <span class="mono hint">${d.media.mediaType}</span></label>
      <input id="body-file" type="file" @change=${(e: Event) => d.onFile((e.target as HTMLInputElement).files?.[0])} />
      ${d.file ? html`<span class="hint">${fileSummary(d.file)}</span>` : nothing}
    </div>`;
  }
  const schema = flatSchema(d.media.schema);
  const required = new Set(schema.required ?? []);
  const properties = Object.entries(schema.properties ?? {}).filter(([, s]) => s.readOnly !== true);
  if (properties.length === 0) return html`<p class="hint">The spec lists no fields for this body.</p>`;
  return html`${properties.map(([name, propSchema], i) => {
    const value = d.fields[name];
    const fileChosen = fileSummary(value);
    return html`${renderField({
      id: `body-field-${i}`,
      name,
      where: 'body',
      schema: propSchema,
      required: required.has(name),
      deprecated: propSchema.deprecated === true,
      value,
      errors: d.errors.get(name) ?? [],
      onChange: (v) => d.onField(name, v),
      onFiles: (files) => d.onFieldFiles(name, files, flatSchema(propSchema).type === 'array'),
      ...(d.linkFor ? { link: d.linkFor(name) } : {}),
    })}${fileChosen ? html`<span class="hint chosen">${fileChosen}</span>` : nothing}`;
  })}`;
}

export function renderBody(d: BodyData): TemplateResult {
  return html`<fieldset class="group" part="body">
    <legend>Body${d.body.required ? html` <span class="badge" data-kind="required">required</span>` : nothing}</legend>
    ${
      d.body.content.length > 1
        ? html`<div class="field">
            <label class="name" for="body-media">Content type</label>
            <select id="body-media" @change=${(e: Event) => d.onMediaType((e.target as HTMLSelectElement).value)}>
              ${d.body.content.map((m) => html`<option value=${m.mediaType} ?selected=${m === d.media}>${m.mediaType}</option>`)}
            </select>
          </div>`
        : nothing
    }
    ${renderEditor(d)}
  </fieldset>`;
}
