/**
 * OAuth 2.0 / OpenID Connect in the playground, the part that is loaded up front: the "Authorize…"
 * button beside a token field, the token's expiry and a Refresh button. Everything else (the dialog,
 * discovery, the flows and oauth4webapi) is a lazy chunk, `oauth-dialog.ts`, loaded on the first click.
 */
import { html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { AuthScheme } from '../../src/auth/types.js';
import type { CredentialInput } from '../../src/request/playground-inputs.js';
import type { OAuthContext, OAuthStored } from './oauth-context.js';
import type * as OAuthDialogModule from './oauth-dialog.js';
import type { OAuthDialog } from './oauth-dialog.js';

type Lazy = typeof OAuthDialogModule;

export class PlaygroundOAuth implements ReactiveController {
  private dialog?: OAuthDialog;
  private lazy?: Promise<Lazy>;
  /** Scheme id → what the last refresh said (shown beside the token). */
  private readonly notes = new Map<string, string>();
  private readonly busy = new Set<string>();

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    readonly context: OAuthContext,
  ) {
    host.addController(this);
  }

  hostConnected(): void {}

  /** The dialog is modal: shown with showModal() once it is in the document. */
  hostUpdated(): void {
    const dialog = this.host.shadowRoot?.querySelector<HTMLDialogElement>('dialog.oauth-dialog');
    if (dialog && !dialog.open && dialog.isConnected) dialog.showModal();
  }

  hostDisconnected(): void {
    this.dialog?.dispose();
    this.dialog = undefined;
  }

  private load(): Promise<Lazy> {
    this.lazy ??= import('./oauth-dialog.js');
    return this.lazy;
  }

  async open(scheme: AuthScheme): Promise<void> {
    const lazy = await this.load();
    this.dialog?.dispose();
    this.dialog = new lazy.OAuthDialog(scheme, this.context, {
      update: () => this.host.requestUpdate(),
      close: () => this.close(scheme),
    });
    this.host.requestUpdate();
  }

  close(scheme: AuthScheme): void {
    this.dialog?.dispose();
    this.dialog = undefined;
    this.host.requestUpdate();
    void this.host.updateComplete.then(() => {
      const button = this.host.shadowRoot?.querySelector<HTMLElement>(`[data-oauth-open="${CSS.escape(scheme.id)}"]`);
      button?.focus();
    });
  }

  async refresh(scheme: AuthScheme): Promise<void> {
    if (this.busy.has(scheme.id)) return;
    this.busy.add(scheme.id);
    this.notes.set(scheme.id, 'Refreshing…');
    this.host.requestUpdate();
    try {
      const lazy = await this.load();
      this.notes.set(scheme.id, await lazy.refreshStored(scheme, this.context));
    } finally {
      this.busy.delete(scheme.id);
      this.host.requestUpdate();
    }
  }

  /** The controls under an OAuth scheme's token field. */
  renderControls(scheme: AuthScheme, typed: CredentialInput): TemplateResult | typeof nothing {
    if (scheme.kind !== 'bearer' || !scheme.oauth) return nothing;
    const stored = typed as OAuthStored;
    const note = this.notes.get(scheme.id);
    return html`<div class="oauth" part="oauth">
      <button type="button" class="small" data-oauth-open=${scheme.id} aria-haspopup="dialog"
        @click=${() => void this.open(scheme)}>Authorize…</button>
      ${
        stored.refreshToken
          ? html`<button type="button" class="small" data-oauth-refresh ?disabled=${this.busy.has(scheme.id)}
        @click=${() => void this.refresh(scheme)}>Refresh</button>`
          : nothing
      }
      ${stored.token ? html`<span class="hint" data-oauth-token>Token obtained${stored.scope ? ` for ${stored.scope}` : ''}${expiry(stored.expiresAt)}</span>` : nothing}
      <span class="hint" role="status" data-oauth-note>${note ?? ''}</span>
    </div>
    ${this.dialog?.scheme.id === scheme.id ? this.dialog.render() : nothing}`;
  }
}

function expiry(at: number | undefined): string {
  if (at === undefined) return '';
  const left = Math.round((at - Date.now()) / 1000);
  if (left <= 0) return ', expired';
  const when = new Date(at).toLocaleTimeString();
  return left < 120 ? `, expires at ${when} (in ${left} s)` : `, expires at ${when} (in ${Math.round(left / 60)} min)`;
}
