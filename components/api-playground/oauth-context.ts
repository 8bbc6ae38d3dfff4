/** What the OAuth controller and its lazy dialog share: the playground's side, and the stored credential. */
import type { AuthScheme } from '../../src/auth/types.js';
import type { OAuthToken } from '../../src/auth/oauth-types.js';
import type { ApiSettings } from '../../src/config/api-settings.js';
import type { CredentialInput } from '../../src/request/playground-inputs.js';

export interface OAuthContext {
  readonly settings: () => ApiSettings | undefined;
  /** The origin requests (and so the token) go to now. */
  readonly origin: () => string | undefined;
  /** Resolves relative metadata and endpoint URLs (the spec's URL). */
  readonly base: () => string;
  readonly credential: (schemeId: string) => CredentialInput | undefined;
  /** Keeps a credential for the current origin, as the credentials form does. */
  readonly store: (scheme: AuthScheme, input: CredentialInput) => void;
}

/** A credential that came from a flow: the token plus what refreshing it needs. */
export type OAuthStored = CredentialInput & Partial<OAuthToken> & { readonly clientId?: string };
