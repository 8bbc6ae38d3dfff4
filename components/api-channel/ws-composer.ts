/**
 * The composer: which message to send, its text prefilled from the message's example or generated
 * from its payload schema, and a structural check of the text against that schema before it goes out.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Message, Schema } from '../../src/asyncapi/index.js';
import { pointerLabel, validateValue } from '../../src/request/validate.js';
import { exampleFromSchema } from '../../src/schema/index.js';

export type Resolver = (ref: string) => Schema | undefined;

function isJsonType(message: Message | undefined): boolean {
  const type = message?.contentType;
  return type === undefined || /json/i.test(type);
}

/** The text a message starts with: its first example's payload, else one generated from the schema. */
export function initialText(message: Message | undefined, resolver: Resolver): string {
  if (message === undefined) return '';
  const example = message.examples.find((e) => e.payload !== undefined)?.payload;
  let value = example;
  if (value === undefined && message.payload !== undefined && message.schemaFormat === undefined) {
    try {
      value = exampleFromSchema(message.payload, { direction: 'request', resolveRef: resolver });
    } catch {
      value = undefined;
    }
  }
  if (value === undefined) return '';
  if (typeof value === 'string' && !isJsonType(message)) return value;
  return JSON.stringify(value, null, 2) ?? '';
}

/** Problems with `text` as this message; empty when it may be sent. */
export function checkText(message: Message | undefined, text: string): string[] {
  if (message === undefined || message.schemaFormat !== undefined) return [];
  if (!isJsonType(message)) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return [`The text is not valid JSON: ${error instanceof Error ? error.message : String(error)}`];
  }
  if (message.payload === undefined) return [];
  return validateValue(message.payload, value, { direction: 'request' }).map(
    (p) => `${pointerLabel(p.pointer, 'payload')}: ${p.message}`,
  );
}

export interface ComposerData {
  readonly messages: readonly Message[];
  readonly selected: number;
  readonly text: string;
  readonly problems: readonly string[];
  readonly canSend: boolean;
  readonly onSelect: (index: number) => void;
  readonly onInput: (text: string) => void;
  readonly onSend: (force: boolean) => void;
  readonly onReset: () => void;
}

function messageLabel(m: Message): string {
  return m.title ?? m.name ?? m.id;
}

export function renderComposer(d: ComposerData): TemplateResult {
  return html`<div class="composer" part="composer">
    ${
      d.messages.length > 1
        ? html`<label class="field">
            <span class="field-label">Message</span>
            <select name="message" @change=${(e: Event) => d.onSelect(Number((e.target as HTMLSelectElement).value))}>
              ${d.messages.map((m, i) => html`<option value=${i} ?selected=${i === d.selected}>${messageLabel(m)}</option>`)}
            </select>
          </label>`
        : d.messages.length === 1
          ? html`<p class="field-label">Message: ${messageLabel(d.messages[0]!)}</p>`
          : nothing
    }
    <label class="field">
      <span class="field-label">Frame to send</span>
      <textarea
        class="composer-text"
        part="composer-text"
        rows="6"
        spellcheck="false"
        .value=${d.text}
        @input=${(e: Event) => d.onInput((e.target as HTMLTextAreaElement).value)}
      ></textarea>
    </label>
    ${
      d.problems.length > 0
        ? html`<div class="problems" part="problems" role="alert">
            <p>This frame does not match the message schema:</p>
            <ul>
              ${d.problems.map((p) => html`<li>${p}</li>`)}
            </ul>
            <button type="button" ?disabled=${!d.canSend} @click=${() => d.onSend(true)}>Send anyway</button>
          </div>`
        : nothing
    }
    <div class="actions">
      <button type="button" class="primary" part="send" ?disabled=${!d.canSend} @click=${() => d.onSend(false)}>
        Send
      </button>
      ${d.messages.length > 0 ? html`<button type="button" @click=${d.onReset}>Reset to example</button>` : nothing}
    </div>
  </div>`;
}
