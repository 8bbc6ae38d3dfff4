import type { OAuthSpec } from './oauth-types.js';

/**
 * What a request needs to authenticate (schemes) and what the reader typed (credentials).
 * Credentials are plain values held in memory by the caller; nothing here stores or logs them.
 */

/**
 * One way to present a credential. OAuth2 and OpenID Connect send a bearer token; their `oauth` says
 * how the playground can obtain one (the flows, discovery, scopes).
 */
export type AuthScheme =
  | {
      readonly kind: 'bearer';
      readonly id: string;
      readonly format?: string;
      readonly description?: string;
      /** The value the playground's field starts with (Mintlify's `x-default`). */
      readonly prefill?: string;
      /** OAuth 2.0 / OpenID Connect: how to obtain the token. */
      readonly oauth?: OAuthSpec;
      /** OpenAPI 3.2 `deprecated: true` on the scheme. */
      readonly deprecated?: boolean;
    }
  | { readonly kind: 'basic'; readonly id: string; readonly description?: string; readonly deprecated?: boolean }
  | {
      readonly kind: 'apiKey';
      readonly id: string;
      readonly in: 'header' | 'query' | 'cookie';
      readonly name: string;
      readonly description?: string;
      readonly prefill?: string;
      readonly deprecated?: boolean;
    };

/** Schemes that must all be satisfied together. An empty list means no credential is needed. */
export type AuthOption = readonly AuthScheme[];

/** The reader's input for one scheme. Missing fields become placeholders in snippets. */
export interface Credential {
  readonly scheme: AuthScheme;
  /** bearer */
  readonly token?: string;
  /** basic */
  readonly username?: string;
  readonly password?: string;
  /** apiKey */
  readonly value?: string;
}

/** docs.json `api.mdx.auth` (structurally the same as the config module's `MdxAuthSettings`). */
export interface MdxAuth {
  readonly method: 'bearer' | 'basic' | 'key';
  readonly name?: string;
}

export const PLACEHOLDERS = Object.freeze({
  token: '<ACCESS_TOKEN>',
  apiKey: '<API_KEY>',
  username: '<USERNAME>',
  password: '<PASSWORD>',
});
