/**
 * The connection form: server variables, channel parameters, the binding's query, credentials for the
 * chosen security requirement, and extra subprotocols. Plain labelled inputs; the host keeps the values.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { AsyncSecurityRequirement, AsyncServer, Channel, Schema } from '../../src/asyncapi/index.js';
import { requirementLabel, routeFor, type CredentialValue } from './channel-url.js';

export interface InputsData {
  readonly server: AsyncServer;
  readonly channel: Channel;
  readonly variables: Readonly<Record<string, string>>;
  readonly parameters: Readonly<Record<string, string>>;
  readonly query: Readonly<Record<string, string>>;
  readonly requirements: readonly AsyncSecurityRequirement[];
  readonly requirementIndex: number;
  readonly credentials: Readonly<Record<string, CredentialValue>>;
  readonly subprotocols: string;
  readonly disabled: boolean;
  readonly onVariable: (name: string, value: string) => void;
  readonly onParameter: (name: string, value: string) => void;
  readonly onQuery: (name: string, value: string) => void;
  readonly onRequirement: (index: number) => void;
  readonly onCredential: (key: string, value: CredentialValue) => void;
  readonly onSubprotocols: (value: string) => void;
}

const valueOf = (e: Event) => (e.target as HTMLInputElement | HTMLSelectElement).value;

function textOrSelect(
  label: TemplateResult | string,
  value: string,
  options: readonly string[] | undefined,
  onChange: (value: string) => void,
  extra: { name: string; type?: string; disabled: boolean; autocomplete?: string },
): TemplateResult {
  const control =
    options !== undefined && options.length > 0
      ? html`<select name=${extra.name} ?disabled=${extra.disabled} @change=${(e: Event) => onChange(valueOf(e))}>
          ${options.map((o) => html`<option value=${o} ?selected=${o === value}>${o}</option>`)}
        </select>`
      : html`<input
          name=${extra.name}
          type=${extra.type ?? 'text'}
          autocomplete=${extra.autocomplete ?? 'off'}
          spellcheck="false"
          ?disabled=${extra.disabled}
          .value=${value}
          @input=${(e: Event) => onChange(valueOf(e))}
        />`;
  return html`<label class="field"><span class="field-label">${label}</span>${control}</label>`;
}

/** Names and defaults of an object schema's properties. */
export function objectProperties(schema: Schema | undefined): { name: string; schema: Schema; required: boolean }[] {
  const properties = schema?.properties ?? {};
  const required = new Set(schema?.required ?? []);
  return Object.entries(properties).map(([name, s]) => ({ name, schema: s, required: required.has(name) }));
}

function renderCredentials(d: InputsData): TemplateResult | typeof nothing {
  if (d.requirements.length === 0) return nothing;
  const requirement = d.requirements[d.requirementIndex] ?? [];
  return html`<fieldset class="group" part="credentials">
    <legend>Credentials</legend>
    ${
      d.requirements.length > 1
        ? html`<label class="field">
            <span class="field-label">Authenticate with</span>
            <select ?disabled=${d.disabled} @change=${(e: Event) => d.onRequirement(Number(valueOf(e)))}>
              ${d.requirements.map((r, i) => html`<option value=${i} ?selected=${i === d.requirementIndex}>${requirementLabel(r)}</option>`)}
            </select>
          </label>`
        : nothing
    }
    ${requirement.map(({ scheme }) => {
      const route = routeFor(scheme);
      const typed = d.credentials[scheme.key] ?? {};
      const set = (patch: CredentialValue) => d.onCredential(scheme.key, { ...typed, ...patch });
      if (route.via === 'unsupported') return html`<p class="note">${scheme.key}: not sent, because ${route.why}.</p>`;
      const where =
        route.via === 'query'
          ? html`query parameter <code>${route.name}</code>`
          : html`<code>Sec-WebSocket-Protocol</code>`;
      if (route.via === 'subprotocol' && route.form === 'basic')
        return html`<div class="pair">
          ${textOrSelect(html`${scheme.key} user name`, typed.username ?? '', undefined, (v) => set({ username: v }), { name: `${scheme.key}-user`, disabled: d.disabled, autocomplete: 'username' })}
          ${textOrSelect(html`${scheme.key} password`, typed.password ?? '', undefined, (v) => set({ password: v }), { name: `${scheme.key}-password`, type: 'password', disabled: d.disabled, autocomplete: 'current-password' })}
          <p class="hint">Sent as base64url(user:password) in ${where}.</p>
        </div>`;
      const what = route.via === 'subprotocol' && route.form === 'token' ? 'token' : 'key';
      return html`${textOrSelect(html`${scheme.key} ${what}`, typed.value ?? '', undefined, (v) => set({ value: v }), { name: scheme.key, type: 'password', disabled: d.disabled })}
        <p class="hint">Sent in ${where}.</p>`;
    })}
  </fieldset>`;
}

export function renderInputs(d: InputsData): TemplateResult {
  const variables = Object.entries(d.server.variables);
  const queryProps = objectProperties(d.channel.webSocket?.query);
  const headers = objectProperties(d.channel.webSocket?.headers);
  return html`<div class="inputs" part="inputs">
    ${
      variables.length > 0
        ? html`<fieldset class="group">
            <legend>Server variables</legend>
            ${variables.map(([name, v]) =>
              textOrSelect(name, d.variables[name] ?? v.default ?? '', v.enum, (value) => d.onVariable(name, value), {
                name: `var-${name}`,
                disabled: d.disabled,
              }),
            )}
          </fieldset>`
        : nothing
    }
    ${
      d.channel.parameters.length > 0
        ? html`<fieldset class="group">
            <legend>Channel parameters</legend>
            ${d.channel.parameters.map((p) =>
              textOrSelect(p.name, d.parameters[p.name] ?? '', p.enum, (value) => d.onParameter(p.name, value), {
                name: `param-${p.name}`,
                disabled: d.disabled,
              }),
            )}
          </fieldset>`
        : nothing
    }
    ${
      queryProps.length > 0
        ? html`<fieldset class="group">
            <legend>Query</legend>
            ${queryProps.map((p) =>
              textOrSelect(
                html`${p.name}${p.required ? html` <span class="required">(required)</span>` : nothing}`,
                d.query[p.name] ?? '',
                p.schema.enum?.map(String),
                (value) => d.onQuery(p.name, value),
                { name: `query-${p.name}`, disabled: d.disabled },
              ),
            )}
          </fieldset>`
        : nothing
    }
    ${renderCredentials(d)}
    ${
      headers.length > 0
        ? html`<p class="note">
            The handshake headers ${headers.map((h, i) => html`${i > 0 ? ', ' : ''}<code>${h.name}</code>`)} cannot be
            set by a browser and are not sent.
          </p>`
        : nothing
    }
    ${textOrSelect('Subprotocols (space-separated, offered before any credential)', d.subprotocols, undefined, d.onSubprotocols, { name: 'subprotocols', disabled: d.disabled })}
  </div>`;
}
