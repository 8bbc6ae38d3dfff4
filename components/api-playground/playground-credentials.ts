/**
 * The playground's credentials, bound to an origin: what was typed for each API origin (kept in
 * memory while the reader switches servers), what this browser remembers for it (`remember`), and
 * which origin the form currently shows. What was typed for one origin is never sent to another.
 *
 * What was typed lives in memory for the whole visit, shared by every playground of the page: moving to
 * another endpoint of a site (`<api-docs>` swaps pages without reloading) finds the credentials already
 * filled for the same API origin, as hosted references keep their auth keys. Nothing reaches storage
 * unless the reader ticks "remember".
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { AuthOption, AuthScheme } from '../../src/auth/types.js';
import type { CredentialInput, PlaygroundInputs } from '../../src/request/playground-inputs.js';
import { forget, loadRemembered, remember } from './playground-auth.js';

type Credentials = PlaygroundInputs['credentials'];

/** API origin → the credentials typed for it during this visit (memory only). */
const typedThisVisit = new Map<string, Credentials>();

/** Forgets every credential typed during this visit (tests; a host's "sign out"). */
export function forgetTypedCredentials(): void {
  typedThisVisit.clear();
}

/** What was typed for an API origin during this visit, by scheme id (an `<api-workflow>` run sends these). */
export function typedCredentials(origin: string): Credentials {
  return typedThisVisit.get(origin) ?? {};
}

export interface CredentialsSource {
  /** The origin requests go to now. */
  readonly origin: () => string | undefined;
  readonly options: () => readonly AuthOption[];
  /** The credentials in the form (undefined before there are inputs). */
  readonly get: () => Credentials | undefined;
  readonly set: (credentials: Credentials) => void;
}

export class PlaygroundCredentials implements ReactiveController {
  /** Scheme ids whose credentials this browser remembers for `origin`. */
  remembered: ReadonlySet<string> = new Set();
  /** The origin the form's credentials were typed for; credentials never leave it. */
  origin?: string;
  private readonly byOrigin = typedThisVisit;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly source: CredentialsSource,
  ) {
    host.addController(this);
  }

  hostConnected(): void {}

  /** A new operation: keep what was typed for the current origin, and start from no origin. */
  reset(): void {
    this.stash();
    this.origin = undefined;
  }

  /**
   * When the request's origin changes (another server, another variable value), the form shows that
   * origin's own credentials: typed earlier, or remembered, or none.
   */
  follow(): void {
    const current = this.source.get();
    if (current === undefined) return;
    const origin = this.source.origin();
    if (origin === this.origin) return;
    this.stash();
    this.origin = origin;
    const own = origin === undefined ? undefined : this.byOrigin.get(origin);
    this.source.set(own ?? {});
    this.setRemembered(new Set());
    this.restore();
  }

  change(scheme: AuthScheme, input: CredentialInput): void {
    const current = this.source.get();
    if (current === undefined) return;
    const next = { ...current, [scheme.id]: input };
    this.source.set(next);
    if (this.origin) this.byOrigin.set(this.origin, next);
    if (this.origin && this.remembered.has(scheme.id)) remember(this.origin, scheme, input);
  }

  setRemember(scheme: AuthScheme, on: boolean): void {
    const current = this.source.get();
    if (!this.origin || current === undefined) return;
    const next = new Set(this.remembered);
    if (on) {
      remember(this.origin, scheme, current[scheme.id] ?? {});
      next.add(scheme.id);
    } else {
      forget(this.origin, scheme);
      next.delete(scheme.id);
    }
    this.setRemembered(next);
  }

  forget(scheme: AuthScheme): void {
    if (this.origin) forget(this.origin, scheme);
    const next = new Set(this.remembered);
    next.delete(scheme.id);
    this.setRemembered(next);
    const current = this.source.get();
    if (current === undefined) return;
    const cleared = { ...current, [scheme.id]: {} };
    this.source.set(cleared);
    if (this.origin) this.byOrigin.set(this.origin, cleared);
  }

  private setRemembered(next: ReadonlySet<string>): void {
    this.remembered = next;
    this.host.requestUpdate();
  }

  /** Keeps what was typed for the current origin, to show again when the reader comes back to it. */
  private stash(): void {
    const current = this.source.get();
    if (this.origin !== undefined && current !== undefined) this.byOrigin.set(this.origin, current);
  }

  /** Fills credentials the reader asked this browser to remember for this API origin. */
  private restore(): void {
    const origin = this.source.origin();
    const current = this.source.get();
    if (current === undefined || origin === undefined) return;
    const credentials = { ...current };
    const kept = new Set<string>();
    let prefilled = false;
    for (const option of this.source.options()) {
      for (const scheme of option) {
        const stored = loadRemembered(origin, scheme);
        if (stored) {
          credentials[scheme.id] = stored;
          kept.add(scheme.id);
        } else if (scheme.kind !== 'basic' && scheme.prefill !== undefined && credentials[scheme.id] === undefined) {
          // The spec's `x-default` (Mintlify): the field starts filled, as if typed.
          credentials[scheme.id] = scheme.kind === 'bearer' ? { token: scheme.prefill } : { value: scheme.prefill };
          prefilled = true;
        }
      }
    }
    this.setRemembered(kept);
    if (kept.size > 0 || prefilled) this.source.set(credentials);
  }
}
