/**
 * Credentials: the form for the chosen option's schemes, and "remember on this device", which keeps
 * them in localStorage per API origin and scheme only when the reader asks, with a way to forget.
 * Credentials are never put in a URL, an attribute the page can read, or a log.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import { PLACEHOLDERS, type AuthOption, type AuthScheme } from '../../src/auth/types.js';
import type { CredentialInput } from '../../src/request/playground-inputs.js';
import type { PlaygroundOAuth } from './oauth-controller.js';

/** How a scheme reads in the credentials form. */
export function schemeLabel(scheme: AuthScheme): string {
  return `${kindLabel(scheme)}${scheme.deprecated ? ', deprecated' : ''}`;
}

function kindLabel(scheme: AuthScheme): string {
  if (scheme.kind === 'bearer' && scheme.oauth)
    return `${scheme.oauth.type === 'openIdConnect' ? 'OpenID Connect' : 'OAuth 2.0'} (${scheme.id})`;
  if (scheme.kind === 'bearer') return `Bearer token${scheme.format ? ` (${scheme.format})` : ''}`;
  if (scheme.kind === 'basic') return 'Basic authentication';
  return `API key ${scheme.name} (${scheme.in})`;
}

export function optionLabel(option: AuthOption): string {
  return option.length === 0 ? 'No credentials' : option.map(schemeLabel).join(' + ');
}

const PREFIX = 'api-docs-elements:credentials';

function storageKey(origin: string, scheme: AuthScheme): string {
  const where = scheme.kind === 'apiKey' ? `${scheme.in}:${scheme.name}` : scheme.kind;
  return `${PREFIX}:${origin}:${scheme.id}:${where}`;
}

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // storage disabled by the reader's settings
  }
}

export function loadRemembered(origin: string, scheme: AuthScheme): CredentialInput | undefined {
  const text = storage()?.getItem(storageKey(origin, scheme));
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as CredentialInput;
    return typeof value === 'object' && value !== null ? value : undefined;
  } catch {
    return undefined;
  }
}

export function remember(origin: string, scheme: AuthScheme, input: CredentialInput): void {
  try {
    storage()?.setItem(storageKey(origin, scheme), JSON.stringify(input));
  } catch {
    // full or disabled storage: the credential simply stays in memory
  }
}

export function forget(origin: string, scheme: AuthScheme): void {
  storage()?.removeItem(storageKey(origin, scheme));
}

export interface AuthData {
  readonly options: readonly AuthOption[];
  readonly selected: number;
  readonly credentials: Readonly<Record<string, CredentialInput>>;
  /** Scheme ids whose credentials are remembered on this device. */
  readonly remembered: ReadonlySet<string>;
  /** The API origin credentials are stored for (and sent to). */
  readonly origin: string | undefined;
  readonly errors: ReadonlyMap<string, string>;
  readonly onSelect: (index: number) => void;
  readonly onChange: (scheme: AuthScheme, input: CredentialInput) => void;
  readonly onRemember: (scheme: AuthScheme, on: boolean) => void;
  readonly onForget: (scheme: AuthScheme) => void;
  /** OAuth 2.0 / OpenID Connect: the Authorize button, expiry and Refresh under the token field. */
  readonly oauth?: PlaygroundOAuth;
}

function secretInput(
  id: string,
  label: string,
  value: string | undefined,
  placeholder: string,
  onInput: (v: string) => void,
  error?: string,
): TemplateResult {
  return html`<div class="field">
    <label class="name" for=${id}>${label}</label>
    <input id=${id} type="password" autocomplete="off" spellcheck="false" .value=${live(value ?? '')} placeholder=${placeholder}
      aria-invalid=${error ? 'true' : 'false'} aria-describedby=${error ? `${id}-error` : nothing}
      @input=${(e: Event) => onInput((e.target as HTMLInputElement).value)} />
    ${error ? html`<span class="field-error" id=${`${id}-error`}>${error}</span>` : nothing}
  </div>`;
}

function renderScheme(scheme: AuthScheme, index: number, d: AuthData): TemplateResult {
  const typed = d.credentials[scheme.id] ?? {};
  const id = `auth-${index}`;
  const change = (patch: CredentialInput): void => d.onChange(scheme, { ...typed, ...patch });
  const error = d.errors.get(scheme.id);
  let inputs: TemplateResult;
  if (scheme.kind === 'bearer') {
    inputs = html`${secretInput(`${id}-token`, scheme.oauth ? 'Access token' : 'Token', typed.token, PLACEHOLDERS.token, (token) => change({ token }), error)}
      ${d.oauth ? d.oauth.renderControls(scheme, typed) : nothing}`;
  } else if (scheme.kind === 'basic') {
    inputs = html`<div class="field">
        <label class="name" for=${`${id}-user`}>User name</label>
        <input id=${`${id}-user`} type="text" autocomplete="off" .value=${live(typed.username ?? '')} placeholder=${PLACEHOLDERS.username}
          @input=${(e: Event) => change({ username: (e.target as HTMLInputElement).value })} />
      </div>
      ${secretInput(`${id}-password`, 'Password', typed.password, PLACEHOLDERS.password, (password) => change({ password }), error)}`;
  } else {
    inputs = secretInput(
      `${id}-key`,
      scheme.name,
      typed.value,
      PLACEHOLDERS.apiKey,
      (value) => change({ value }),
      error,
    );
  }
  const kept = d.remembered.has(scheme.id);
  return html`<div class="scheme" data-scheme=${scheme.id}>
    <p class="scheme-title">${schemeLabel(scheme)}${scheme.description ? html` <span class="hint">— ${scheme.description}</span>` : nothing}</p>
    ${inputs}
    <div class="remember">
      <label><input type="checkbox" .checked=${live(kept)} ?disabled=${d.origin === undefined}
        @change=${(e: Event) => d.onRemember(scheme, (e.target as HTMLInputElement).checked)} />
        Remember on this device${d.origin ? html` for <span class="mono">${d.origin}</span>` : nothing}</label>
      ${kept || typed.token || typed.value || typed.username || typed.password ? html`<button type="button" class="small" @click=${() => d.onForget(scheme)}>Forget</button>` : nothing}
    </div>
  </div>`;
}

export function renderAuth(d: AuthData): TemplateResult | typeof nothing {
  if (d.options.length === 0) return nothing;
  const option = d.options[d.selected] ?? [];
  return html`<fieldset class="group" part="auth">
    <legend>Authorization</legend>
    ${
      d.options.length > 1
        ? html`<div class="field">
            <label class="name" for="auth-option">Method</label>
            <select id="auth-option" @change=${(e: Event) => d.onSelect(Number((e.target as HTMLSelectElement).value))}>
              ${d.options.map((o, i) => html`<option value=${i} ?selected=${i === d.selected}>${optionLabel(o)}</option>`)}
            </select>
          </div>`
        : nothing
    }
    ${option.map((scheme, i) => renderScheme(scheme, i, d))}
    <p class="hint">Credentials stay in this page's memory and are sent only to the origin they were typed for${d.origin ? html` (<span class="mono">${d.origin}</span>)` : nothing}; another server shows its own${option.length > 0 ? '; "Remember" keeps them in this browser until you forget them' : ''}.</p>
  </fieldset>`;
}
