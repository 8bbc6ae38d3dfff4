/**
 * OAuth 2.0 and OpenID Connect as the playground offers them: the flows a security scheme declares
 * (OpenAPI `flows`, 3.2's `deviceAuthorization`), where its metadata lives (`openIdConnectUrl`, 3.2's
 * `oauth2MetadataUrl`) and the scopes a reader may tick. Plain data, read from untrusted specs.
 */

export type OAuthFlowKind = 'authorizationCode' | 'clientCredentials' | 'password' | 'implicit' | 'deviceAuthorization';

export interface OAuthScope {
  readonly name: string;
  readonly description: string;
}

export interface OAuthFlow {
  readonly kind: OAuthFlowKind;
  readonly authorizationUrl?: string;
  readonly tokenUrl?: string;
  readonly refreshUrl?: string;
  readonly deviceAuthorizationUrl?: string;
  readonly scopes: readonly OAuthScope[];
}

export interface OAuthSpec {
  /** `oauth2` with its flows, or `openIdConnect` (flows come from discovery). */
  readonly type: 'oauth2' | 'openIdConnect';
  readonly flows: readonly OAuthFlow[];
  /** OpenID Connect discovery document (`openIdConnectUrl`). */
  readonly openIdConnectUrl?: string;
  /** Authorization server metadata (RFC 8414), OpenAPI 3.2's `oauth2MetadataUrl`. */
  readonly metadataUrl?: string;
  /** The scopes the operation's security requirement asks for (ticked at first). */
  readonly requiredScopes: readonly string[];
}

/** What a token endpoint gave, kept with the credential (memory, or storage when the reader asks). */
export interface OAuthToken {
  readonly token: string;
  readonly refreshToken?: string;
  /** Milliseconds since the epoch. */
  readonly expiresAt?: number;
  readonly scope?: string;
}

export const FLOW_LABELS: Readonly<Record<OAuthFlowKind, string>> = Object.freeze({
  authorizationCode: 'Authorization code with PKCE',
  clientCredentials: 'Client credentials',
  password: 'Password',
  implicit: 'Implicit (discouraged)',
  deviceAuthorization: 'Device authorization',
});
