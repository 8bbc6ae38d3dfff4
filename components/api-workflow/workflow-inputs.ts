/** The workflow's inputs form, one field per property of its inputs schema, and the typed values it gives. */
import { html, nothing, type TemplateResult } from 'lit';
import { fieldKind } from '../../src/request/field-kind.js';
import type { Schema } from '../../src/openapi/types.js';

export interface InputField {
  readonly name: string;
  readonly schema: Schema;
  readonly required: boolean;
}

export function inputFields(schema: Readonly<Record<string, unknown>> | undefined): InputField[] {
  const properties = (schema?.['properties'] ?? {}) as Record<string, Schema>;
  const required = new Set((schema?.['required'] as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, field]) => ({ name, schema: field, required: required.has(name) }));
}

/** The text a field starts with: its default or first example. */
export function initialText(field: InputField): string {
  const value = field.schema.default ?? field.schema.examples?.[0];
  if (value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The typed values: numbers, booleans and JSON read from their text; empty fields left out. */
export function typedInputs(
  fields: readonly InputField[],
  texts: Readonly<Record<string, string>>,
): { values: Record<string, unknown>; problems: string[] } {
  const values: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const field of fields) {
    const text = texts[field.name] ?? '';
    if (text === '') {
      if (field.required) problems.push(`Fill in the input ${field.name}.`);
      continue;
    }
    const kind = fieldKind(field.schema);
    if (kind === 'integer' || kind === 'number') {
      const n = Number(text);
      if (Number.isNaN(n)) problems.push(`The input ${field.name} is a number.`);
      else values[field.name] = n;
    } else if (kind === 'boolean') values[field.name] = text === 'true';
    else if (kind === 'object' || kind === 'array') {
      try {
        values[field.name] = JSON.parse(text);
      } catch {
        problems.push(`The input ${field.name} is JSON.`);
      }
    } else values[field.name] = text;
  }
  return { values, problems };
}

export function renderInputs(
  fields: readonly InputField[],
  texts: Readonly<Record<string, string>>,
  onInput: (name: string, text: string) => void,
): TemplateResult | typeof nothing {
  if (fields.length === 0) return nothing;
  return html`<fieldset class="group" part="inputs">
    <legend>Inputs</legend>
    ${fields.map((field) => {
      const id = `input-${field.name}`;
      const kind = fieldKind(field.schema);
      const value = texts[field.name] ?? '';
      const changed = (e: Event): void => {
        const target = e.target as HTMLInputElement;
        onInput(field.name, target.type === 'checkbox' ? String(target.checked) : target.value);
      };
      const control =
        kind === 'boolean'
          ? html`<input id=${id} type="checkbox" .checked=${value === 'true'} @change=${changed} />`
          : kind === 'object' || kind === 'array'
            ? html`<textarea id=${id} class="body-text" .value=${value} @input=${changed}></textarea>`
            : html`<input
                id=${id}
                type=${field.schema.format === 'password' ? 'password' : kind === 'string' ? 'text' : 'number'}
                autocomplete="off"
                .value=${value}
                @input=${changed}
                ?required=${field.required}
              />`;
      return html`<div class="field">
        <label class="field-label" for=${id}
          ><span class="name">${field.name}</span>${
            field.required ? html`<span class="required">required</span>` : nothing
          }</label
        >
        ${field.schema.description ? html`<p class="hint">${field.schema.description}</p>` : nothing} ${control}
      </div>`;
    })}
  </fieldset>`;
}
