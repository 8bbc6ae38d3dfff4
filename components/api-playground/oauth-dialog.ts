/**
 * The authorization dialog (a lazy chunk): discovery, the flow, scopes as checkboxes with their
 * descriptions, the client (ID, and secret where the flow needs one), then the token. Authorization
 * code (PKCE S256) and implicit open a popup on the authorization URL; the library's redirect page
 * (`oauth-redirect.html`) hands the answer back with postMessage to this page's exact origin. The
 * token is kept with the other credentials of the origin the request goes to.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import * as grants from '../../src/auth/oauth-grants.js';
import {
  endpointsFor,
  OAuthProblem,
  refreshEndpointsFor,
  serverFor,
  type ServerInfo,
} from '../../src/auth/oauth-server.js';
import { checkEndpoint } from '../../src/auth/oauth-endpoint.js';
import { FLOW_LABELS, type OAuthFlow, type OAuthSpec, type OAuthToken } from '../../src/auth/oauth-types.js';
import type { AuthScheme } from '../../src/auth/types.js';
import type { OAuthContext, OAuthStored } from './oauth-context.js';
import { dialogStyles } from './oauth-dialog.styles.js';

type BearerScheme = Extract<AuthScheme, { kind: 'bearer' }> & { readonly oauth: OAuthSpec };

interface Form {
  flow: number;
  scopes: Set<string>;
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
}

/** origin + scheme → the form as last left (memory only: secrets never reach storage). */
const forms = new Map<string, Form>();
/** PKCE verifiers of sign-ins in progress, by `state` (memory only). */
const verifiers = new Map<string, string>();
const PENDING = 'api-docs-elements:oauth-pending:';

/** Drops the PKCE verifiers of sign-ins in progress (a host's "sign out"; tests). */
export function forgetPkceVerifiers(): void {
  verifiers.clear();
}

function redirectUri(ctx: OAuthContext): string {
  const configured = ctx.settings()?.playground.oauth?.redirectUrl;
  return new URL(configured ?? '/oauth-redirect.html', location.href).href;
}

export class OAuthDialog {
  info?: ServerInfo;
  problem?: string;
  status?: string;
  busy = false;
  device?: grants.DeviceStart;
  private readonly form: Form;
  private readonly stop = new AbortController();
  private popup?: Window | null;

  constructor(
    readonly scheme: AuthScheme,
    private readonly ctx: OAuthContext,
    private readonly hooks: { readonly update: () => void; readonly close: () => void },
  ) {
    const key = `${ctx.origin() ?? ''} ${scheme.id}`;
    const stored = (ctx.credential(scheme.id) ?? {}) as OAuthStored;
    const oauth = (scheme as BearerScheme).oauth;
    const form = forms.get(key) ?? {
      flow: 0,
      scopes: new Set(oauth.requiredScopes),
      clientId: stored.clientId ?? ctx.settings()?.playground.oauth?.clientId ?? '',
      clientSecret: '',
      username: '',
      password: '',
    };
    forms.set(key, form);
    this.form = form;
    void this.discover(oauth);
  }

  dispose(): void {
    this.stop.abort();
    this.popup?.close();
  }

  private set(patch: Partial<Pick<OAuthDialog, 'problem' | 'status' | 'busy' | 'device'>>): void {
    Object.assign(this, patch);
    this.hooks.update();
  }

  private async discover(oauth: OAuthSpec): Promise<void> {
    try {
      this.set({ status: oauth.openIdConnectUrl || oauth.metadataUrl ? 'Reading the provider’s metadata…' : '' });
      this.info = await serverFor(oauth, this.ctx.base());
      this.set({ status: '' });
    } catch (e) {
      this.set({ status: '', problem: grants.explain(e).message });
    }
  }

  private get flow(): OAuthFlow | undefined {
    return this.info?.flows[this.form.flow] ?? this.info?.flows[0];
  }

  /** Runs the chosen flow and keeps the token for the origin the request goes to. */
  async authorize(): Promise<void> {
    const flow = this.flow;
    if (!this.info || !flow || this.busy) return;
    const origin = this.ctx.origin();
    this.set({ busy: true, problem: undefined, status: 'Getting a token…', device: undefined });
    try {
      const token = await this.run(this.info, flow);
      if (this.stop.signal.aborted) return;
      if (this.ctx.origin() !== origin)
        throw new OAuthProblem('The server changed while signing in, so the token was not kept; sign in again.');
      const before = this.ctx.credential(this.scheme.id) ?? {};
      const next: OAuthStored = { ...before, ...token, clientId: this.form.clientId.trim() };
      if (!token.refreshToken) delete (next as { refreshToken?: string }).refreshToken;
      this.ctx.store(this.scheme, next);
      this.set({ busy: false, status: '' });
      this.hooks.close();
    } catch (e) {
      this.set({ busy: false, status: '', problem: grants.explain(e).message });
    }
  }

  private client(flow: OAuthFlow): grants.ClientInput {
    const secretUsed =
      flow.kind === 'clientCredentials' ||
      flow.kind === 'password' ||
      flow.kind === 'authorizationCode' ||
      flow.kind === 'deviceAuthorization';
    return {
      clientId: this.form.clientId,
      ...(secretUsed && this.form.clientSecret ? { clientSecret: this.form.clientSecret } : {}),
    };
  }

  private async run(info: ServerInfo, flow: OAuthFlow): Promise<OAuthToken> {
    const as = endpointsFor(info, flow, this.ctx.base());
    const scopes = [...this.form.scopes];
    const client = this.client(flow);
    switch (flow.kind) {
      case 'clientCredentials':
        return grants.clientCredentials(as, client, scopes);
      case 'password':
        return grants.passwordGrant(as, client, { username: this.form.username, password: this.form.password }, scopes);
      case 'deviceAuthorization': {
        const device = await grants.startDevice(as, client, scopes);
        this.set({ device, status: 'Waiting for the code to be approved…' });
        return grants.pollDevice(as, client, device, this.stop.signal);
      }
      default:
        return this.viaPopup(info, as, flow, client, scopes);
    }
  }

  /** Authorization code (PKCE) and implicit: the popup, the redirect page, then the token. */
  private async viaPopup(
    info: ServerInfo,
    as: grants.Endpoints,
    flow: OAuthFlow,
    client: grants.ClientInput,
    scopes: string[],
  ): Promise<OAuthToken> {
    const redirect = redirectUri(this.ctx);
    const implicit = flow.kind === 'implicit';
    const pending = await grants.startAuthorization(as, client, { redirectUri: redirect, scopes, implicit });
    if (pending.verifier) verifiers.set(pending.state, pending.verifier);
    localStorage.setItem(PENDING + pending.state, JSON.stringify({ origin: location.origin }));
    this.popup = window.open(pending.url, 'api-docs-elements-oauth', 'popup,width=520,height=680');
    if (!this.popup)
      throw new OAuthProblem('The sign-in window was blocked; allow pop-ups for this site and try again.');
    this.set({ status: 'Finish signing in in the window that opened…' });
    try {
      const params = await this.answer(new URL(redirect).origin);
      if (implicit) return grants.implicitToken(params, pending.state);
      const verifier = verifiers.get(pending.state);
      return await grants.finishAuthorization({ as, discovered: info.discovered }, client, params, {
        state: pending.state,
        redirectUri: redirect,
        ...(verifier ? { verifier } : {}),
      });
    } finally {
      verifiers.delete(pending.state);
      localStorage.removeItem(PENDING + pending.state);
    }
  }

  /** Waits for the redirect page's message: from the popup, from the redirect page's exact origin. */
  private answer(redirectOrigin: string): Promise<URLSearchParams> {
    return new Promise((resolve, reject) => {
      const done = () => {
        window.removeEventListener('message', onMessage);
        clearInterval(watch);
      };
      const onMessage = (e: MessageEvent) => {
        const data = e.data as { type?: unknown; params?: unknown; error?: unknown } | null;
        if (e.origin !== redirectOrigin || e.source !== this.popup || data?.type !== 'api-docs-elements:oauth-callback')
          return;
        done();
        if (data.error === 'unknown_state') {
          reject(
            new OAuthProblem('The sign-in came back with a state this page did not send, so its answer was discarded.'),
          );
        } else resolve(new URLSearchParams(typeof data.params === 'string' ? data.params : ''));
      };
      // The reader closing the window (or the dialog being closed) ends the wait.
      const watch = setInterval(() => {
        if (this.stop.signal.aborted || this.popup?.closed) {
          done();
          reject(new OAuthProblem('The sign-in window was closed before it finished.'));
        }
      }, 500);
      window.addEventListener('message', onMessage);
    });
  }

  render(): TemplateResult {
    const oauth = (this.scheme as BearerScheme).oauth;
    const flow = this.flow;
    return html`<dialog class="oauth-dialog" part="oauth-dialog" aria-labelledby="oauth-title"
      @close=${() => this.hooks.close()}>
      ${dialogStyles}
      <form method="dialog" novalidate @submit=${(e: Event) => {
        e.preventDefault();
        void this.authorize();
      }}>
        <h2 id="oauth-title">Authorize ${this.scheme.id}</h2>
        ${(this.scheme as BearerScheme).deprecated ? html`<p class="warning" data-deprecated>This security scheme is deprecated.</p>` : nothing}
        ${this.renderFlowPicker()}
        ${flow ? this.renderFlow(flow) : nothing}
        <p class="status" role="status">${this.status ?? ''}</p>
        ${this.problem ? html`<p class="problem" role="alert" data-oauth-problem>${this.problem}</p>` : nothing}
        <div class="buttons">
          <button type="submit" class="primary" ?disabled=${!flow || this.busy}>Get token</button>
          <button type="button" @click=${() => this.hooks.close()}>Close</button>
        </div>
        <p class="hint">The token is kept with this page’s other credentials and sent only to the server you chose${this.ctx.origin() ? html` (<span class="mono">${this.ctx.origin()}</span>)` : nothing}.${oauth.type === 'openIdConnect' ? ' OpenID Connect discovery found the endpoints.' : ''}</p>
      </form>
    </dialog>`;
  }

  private renderFlowPicker(): TemplateResult | typeof nothing {
    const flows = this.info?.flows ?? [];
    if (flows.length < 2) return nothing;
    return html`<div class="row">
      <label for="oauth-flow">Flow</label>
      <select id="oauth-flow" @change=${(e: Event) => {
        this.form.flow = Number((e.target as HTMLSelectElement).value);
        this.set({ problem: undefined, device: undefined });
      }}>
        ${flows.map((f, i) => html`<option value=${i} ?selected=${f === this.flow}>${FLOW_LABELS[f.kind]}</option>`)}
      </select>
    </div>`;
  }

  private renderFlow(flow: OAuthFlow): TemplateResult {
    const f = this.form;
    const secret = flow.kind === 'clientCredentials' || flow.kind === 'password';
    const field = (id: string, label: string, value: string, onInput: (v: string) => void, type = 'text') =>
      html`<div class="row"><label for=${id}>${label}</label>
        <input id=${id} type=${type} autocomplete="off" spellcheck="false" .value=${live(value)}
          @input=${(e: Event) => onInput((e.target as HTMLInputElement).value)} /></div>`;
    return html`
      ${flow.kind === 'implicit' ? html`<p class="warning" data-discouraged>The implicit flow is discouraged (OAuth 2.0 Security Best Current Practice): the token travels in the redirect’s address. Prefer the authorization code flow.</p>` : nothing}
      ${this.renderEndpointProblems(flow)}
      ${field('oauth-client-id', 'Client ID', f.clientId, (v) => (f.clientId = v))}
      ${
        secret || flow.kind === 'authorizationCode' || flow.kind === 'deviceAuthorization'
          ? field(
              'oauth-client-secret',
              secret ? 'Client secret' : 'Client secret (confidential clients only)',
              f.clientSecret,
              (v) => (f.clientSecret = v),
              'password',
            )
          : nothing
      }
      ${
        flow.kind === 'password'
          ? html`${field('oauth-username', 'User name', f.username, (v) => (f.username = v))}
            ${field('oauth-password', 'Password', f.password, (v) => (f.password = v), 'password')}`
          : nothing
      }
      ${flow.kind === 'authorizationCode' || flow.kind === 'implicit' ? html`<p class="hint">Redirect URI: <span class="mono">${redirectUri(this.ctx)}</span></p>` : nothing}
      ${this.renderScopes(flow)}
      ${this.device ? this.renderDevice(this.device) : nothing}`;
  }

  private renderEndpointProblems(flow: OAuthFlow): TemplateResult | typeof nothing {
    if (!this.info) return nothing;
    try {
      endpointsFor(this.info, flow, this.ctx.base());
      return nothing;
    } catch (e) {
      return html`<p class="problem" data-endpoint-problem>${grants.explain(e).message}</p>`;
    }
  }

  private renderScopes(flow: OAuthFlow): TemplateResult | typeof nothing {
    if (flow.scopes.length === 0) return nothing;
    return html`<fieldset class="scopes"><legend>Scopes</legend>
      ${flow.scopes.map(
        (
          s,
        ) => html`<label class="scope"><input type="checkbox" name="scope" value=${s.name} .checked=${live(this.form.scopes.has(s.name))}
          @change=${(e: Event) => {
            if ((e.target as HTMLInputElement).checked) this.form.scopes.add(s.name);
            else this.form.scopes.delete(s.name);
          }} />
          <span class="mono">${s.name}</span>${s.description ? html` <span class="hint">${s.description}</span>` : nothing}</label>`,
      )}
    </fieldset>`;
  }

  private renderDevice(device: grants.DeviceStart): TemplateResult {
    const link = [device.verificationUriComplete, device.verificationUri].find(
      (u) => u !== undefined && checkEndpoint('verification', u).ok,
    );
    return html`<div class="device" data-device>
      <p>On any device, open ${link ? html`<a href=${link} target="_blank" rel="noopener noreferrer">${device.verificationUri}</a>` : html`<span class="mono">${device.verificationUri}</span>`} and enter the code:</p>
      <p class="user-code mono" data-user-code>${device.userCode}</p>
    </div>`;
  }
}

/** The Refresh button: a new token from the stored refresh token, kept like the first one. */
export async function refreshStored(scheme: AuthScheme, ctx: OAuthContext): Promise<string> {
  const stored = (ctx.credential(scheme.id) ?? {}) as OAuthStored;
  const oauth = (scheme as BearerScheme).oauth;
  if (!stored.refreshToken || !oauth) return 'There is no refresh token; authorize again.';
  const origin = ctx.origin();
  try {
    const info = await serverFor(oauth, ctx.base());
    const flow =
      info.flows.find(
        (f) => f.kind === 'authorizationCode' || f.kind === 'deviceAuthorization' || f.kind === 'password',
      ) ?? info.flows[0];
    if (!flow) throw new OAuthProblem('The scheme has no flow to refresh with.');
    const as = refreshEndpointsFor(info, flow, ctx.base());
    const form = forms.get(`${origin ?? ''} ${scheme.id}`);
    const token = await grants.refresh(
      as,
      {
        clientId: stored.clientId ?? form?.clientId ?? '',
        ...(form?.clientSecret ? { clientSecret: form.clientSecret } : {}),
      },
      stored.refreshToken,
    );
    if (ctx.origin() !== origin) return 'The server changed while refreshing; the new token was not kept.';
    ctx.store(scheme, { ...stored, ...token });
    return 'Token refreshed.';
  } catch (e) {
    return grants.explain(e).message;
  }
}
