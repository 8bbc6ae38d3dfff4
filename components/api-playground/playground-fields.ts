/**
 * One input per value, typed by its schema: a select for enums and booleans, a number input with
 * the schema's bounds, a list with add and remove for arrays, JSON text for objects, a file picker
 * for binary strings, text otherwise. Pure render helpers: the element keeps the values.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import type { Schema } from '../../src/openapi/types.js';
import { fieldKind, flatSchema, type FieldKind } from '../../src/request/field-kind.js';
import { schemaConstraints } from '../../src/schema/index.js';
import { linkIcon } from '../shared/field-render.js';
import type { FieldLink } from './playground-anchors.js';

export interface FieldData {
  /** Unique within the playground's shadow root. */
  readonly id: string;
  readonly name: string;
  /** A badge such as `query`, shown after the name. */
  readonly where?: string;
  readonly schema: Schema | undefined;
  readonly required: boolean;
  readonly deprecated?: boolean;
  readonly value: unknown;
  readonly placeholder?: string;
  readonly errors: readonly string[];
  readonly onChange: (value: unknown) => void;
  /** For file inputs: the chosen files (the element reads them). */
  readonly onFiles?: (files: readonly File[]) => void;
  /** The parameter's anchor link (spec 2.7): a button after the name copies it. */
  readonly link?: FieldLink;
}

function asText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** `integer · >= 1 · <= 100`: what the input expects, in words. */
export function fieldHint(schema: Schema | undefined, kind: FieldKind): string {
  const s = flatSchema(schema);
  const type =
    kind === 'array' ? `array of ${fieldKind(s.items)}` : kind === 'enum' ? 'one of the listed values' : kind;
  return [type, ...schemaConstraints(s).filter((c) => !c.startsWith('default'))].join(' · ');
}

interface ScalarData {
  readonly id: string;
  readonly kind: FieldKind;
  readonly schema: Schema;
  readonly value: unknown;
  readonly placeholder?: string;
  readonly required: boolean;
  readonly invalid: boolean;
  readonly describedBy: string;
  /** Instead of a `<label for>`, for array items. */
  readonly label?: string;
  readonly onChange: (value: unknown) => void;
  readonly onFiles?: (files: readonly File[]) => void;
  readonly multiple?: boolean;
}

function renderScalar(d: ScalarData): TemplateResult {
  const common = { id: d.id, invalid: d.invalid ? 'true' : 'false' };
  switch (d.kind) {
    case 'enum': {
      const values = d.schema.enum ?? [];
      const index = values.findIndex((v) => asText(v) === asText(d.value));
      return html`<select id=${common.id} aria-invalid=${common.invalid} aria-describedby=${d.describedBy} aria-label=${d.label ?? nothing}
        @change=${(e: Event) => {
          const i = Number((e.target as HTMLSelectElement).value);
          d.onChange(i < 0 ? undefined : values[i]);
        }}>
        <option value="-1" ?selected=${index < 0}>${d.required ? 'Choose…' : '(not set)'}</option>
        ${values.map((v, i) => html`<option value=${i} ?selected=${i === index}>${asText(v)}</option>`)}
      </select>`;
    }
    case 'boolean':
      return html`<select id=${common.id} aria-invalid=${common.invalid} aria-describedby=${d.describedBy} aria-label=${d.label ?? nothing}
        @change=${(e: Event) => {
          const v = (e.target as HTMLSelectElement).value;
          d.onChange(v === '' ? undefined : v === 'true');
        }}>
        <option value="" ?selected=${d.value === undefined}>(not set)</option>
        <option value="true" ?selected=${d.value === true}>true</option>
        <option value="false" ?selected=${d.value === false}>false</option>
      </select>`;
    case 'integer':
    case 'number': {
      const s = d.schema;
      const min = s.minimum ?? s.exclusiveMinimum;
      const max = s.maximum ?? s.exclusiveMaximum;
      return html`<input id=${common.id} type="number" inputmode=${d.kind === 'integer' ? 'numeric' : 'decimal'}
        step=${d.kind === 'integer' ? (s.multipleOf ?? 1) : (s.multipleOf ?? 'any')} min=${min ?? nothing} max=${max ?? nothing}
        .value=${live(asText(d.value))} placeholder=${d.placeholder ?? nothing} ?required=${d.required}
        aria-invalid=${common.invalid} aria-describedby=${d.describedBy} aria-label=${d.label ?? nothing}
        @input=${(e: Event) => {
          const input = e.target as HTMLInputElement;
          d.onChange(input.value === '' || Number.isNaN(input.valueAsNumber) ? undefined : input.valueAsNumber);
        }} />`;
    }
    case 'object':
      return html`<textarea id=${common.id} rows="3" spellcheck="false" class="mono" .value=${live(asText(d.value))}
        placeholder=${d.placeholder ?? '{ }'} aria-invalid=${common.invalid} aria-describedby=${d.describedBy} aria-label=${d.label ?? nothing}
        @input=${(e: Event) => d.onChange((e.target as HTMLTextAreaElement).value || undefined)}></textarea>`;
    case 'file':
      return html`<input id=${common.id} type="file" ?multiple=${d.multiple ?? false} accept=${d.schema.contentMediaType ?? nothing}
        aria-invalid=${common.invalid} aria-describedby=${d.describedBy} aria-label=${d.label ?? nothing}
        @change=${(e: Event) => d.onFiles?.([...((e.target as HTMLInputElement).files ?? [])])} />`;
    default:
      return html`<input id=${common.id} type=${d.schema.format === 'password' ? 'password' : 'text'} autocomplete="off"
        .value=${live(asText(d.value))} placeholder=${d.placeholder ?? nothing} ?required=${d.required}
        minlength=${d.schema.minLength ?? nothing} maxlength=${d.schema.maxLength ?? nothing}
        aria-invalid=${common.invalid} aria-describedby=${d.describedBy} aria-label=${d.label ?? nothing}
        @input=${(e: Event) => d.onChange((e.target as HTMLInputElement).value)} />`;
  }
}

function renderArray(d: FieldData, schema: Schema, describedBy: string): TemplateResult {
  const items = flatSchema(schema.items);
  const itemKind = fieldKind(items);
  if (itemKind === 'file') {
    return renderScalar({
      id: d.id,
      kind: 'file',
      schema: items,
      value: undefined,
      required: d.required,
      invalid: d.errors.length > 0,
      describedBy,
      onChange: d.onChange,
      multiple: true,
      ...(d.onFiles ? { onFiles: d.onFiles } : {}),
    });
  }
  const list = Array.isArray(d.value) ? d.value : d.value === undefined || d.value === '' ? [] : [d.value];
  const set = (i: number, v: unknown): void => d.onChange(list.map((x, j) => (j === i ? v : x)));
  return html`<div class="array" id=${d.id} role="group" aria-label=${`${d.name} items`} aria-describedby=${describedBy}>
    ${list.map(
      (item, i) => html`<div class="array-item">
        ${renderScalar({ id: `${d.id}-${i}`, kind: itemKind, schema: items, value: item, required: false, invalid: d.errors.length > 0, describedBy, label: `${d.name} item ${i + 1}`, onChange: (v) => set(i, v) })}
        <button type="button" class="small" aria-label=${`Remove ${d.name} item ${i + 1}`} @click=${() => d.onChange(list.filter((_, j) => j !== i))}>Remove</button>
      </div>`,
    )}
    <button type="button" class="small add" ?disabled=${schema.maxItems !== undefined && list.length >= schema.maxItems}
      @click=${() => d.onChange([...list, itemKind === 'boolean' ? false : itemKind === 'integer' || itemKind === 'number' ? undefined : ''])}>
      Add ${d.name} item
    </button>
  </div>`;
}

export function renderField(d: FieldData): TemplateResult {
  const schema = flatSchema(d.schema);
  const kind = fieldKind(schema);
  const hintId = `${d.id}-hint`;
  const errorId = `${d.id}-error`;
  const describedBy = d.errors.length > 0 ? `${hintId} ${errorId}` : hintId;
  return html`<div class="field" data-name=${d.name} data-where=${d.where ?? nothing} data-anchor=${d.link?.id ?? nothing}>
    <div class="field-label">
      ${kind === 'array' ? html`<span class="name" id=${`${d.id}-label`}>${d.name}</span>` : html`<label class="name" for=${d.id}>${d.name}</label>`}
      ${d.link ? html`<button type="button" class="anchor" part="anchor" aria-label=${`Copy link to ${d.name}`} @click=${d.link.onCopy}>${linkIcon}</button>` : nothing}
      ${d.required ? html`<span class="badge" data-kind="required">required</span>` : nothing}
      ${d.deprecated ? html`<span class="badge" data-kind="deprecated">deprecated</span>` : nothing}
    </div>
    ${kind === 'array' ? renderArray(d, schema, describedBy) : renderScalar({ id: d.id, kind, schema, value: d.value, ...(d.placeholder === undefined ? {} : { placeholder: d.placeholder }), required: d.required, invalid: d.errors.length > 0, describedBy, onChange: d.onChange, ...(d.onFiles ? { onFiles: d.onFiles } : {}) })}
    <span class="hint" id=${hintId}>${fieldHint(schema, kind)}</span>
    ${d.errors.length > 0 ? html`<span class="field-error" id=${errorId}>${d.errors.join('; ')}</span>` : nothing}
  </div>`;
}
