/** The server picker: the base URL (a select when there are several) and the chosen server's variables. */
import { html, nothing, type TemplateResult } from 'lit';
import type { Server } from '../../src/openapi/types.js';
import type { ResolvedServer } from '../../src/request/server-origin.js';

export interface ServerData {
  readonly servers: readonly Server[];
  /** The chosen server URL, as written in the spec. */
  readonly server: string;
  readonly variables: Readonly<Record<string, string>>;
  /** The chosen server resolved: its refused variables are shown at each. */
  readonly resolved: ResolvedServer | undefined;
  readonly errors: readonly string[];
  readonly onServer: (url: string) => void;
  readonly onVariable: (name: string, value: string) => void;
}

export function renderServer(d: ServerData): TemplateResult {
  const current = d.servers.find((s) => s.url === d.server) ?? d.servers[0]!;
  const variables = Object.entries(current.variables);
  const refused = new Map((d.resolved?.problems ?? []).map((p) => [p.name, p.message]));
  return html`<fieldset class="group" part="server">
    <legend>Server</legend>
    <div class="field">
      <label class="name" for="server">Base URL</label>
      ${
        d.servers.length > 1
          ? html`<select id="server" @change=${(e: Event) => d.onServer((e.target as HTMLSelectElement).value)}>
              ${d.servers.map((s) => html`<option value=${s.url} ?selected=${s.url === d.server}>${s.name ? `${s.name}: ` : ''}${s.url}${s.description ? ` — ${s.description}` : ''}</option>`)}
            </select>`
          : html`<input id="server" type="text" readonly class="mono" .value=${current.url} />`
      }
      ${d.errors.length > 0 ? html`<span class="field-error">${d.errors.join('; ')}</span>` : nothing}
    </div>
    ${variables.map(
      ([name, variable], i) => html`<div class="field" data-variable=${name}>
        <label class="name" for=${`server-var-${i}`}>${name}</label>
        ${
          variable.enum && variable.enum.length > 0
            ? html`<select id=${`server-var-${i}`} @change=${(e: Event) => d.onVariable(name, (e.target as HTMLSelectElement).value)}>
                ${variable.enum.map((v) => html`<option ?selected=${v === (d.variables[name] ?? variable.default)}>${v}</option>`)}
              </select>`
            : html`<input id=${`server-var-${i}`} type="text" .value=${d.variables[name] ?? variable.default}
                aria-invalid=${refused.has(name) ? 'true' : 'false'} aria-describedby=${refused.has(name) ? `server-var-${i}-error` : nothing}
                @input=${(e: Event) => d.onVariable(name, (e.target as HTMLInputElement).value)} />`
        }
        ${variable.description ? html`<span class="hint">${variable.description}</span>` : nothing}
        ${refused.has(name) ? html`<span class="field-error" id=${`server-var-${i}-error`}>${refused.get(name)} Send stays off until it is fixed.</span>` : nothing}
      </div>`,
    )}
  </fieldset>`;
}
