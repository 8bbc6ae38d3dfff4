/** Reads an OAuth 2.0 / OpenID Connect security scheme into an `OAuthSpec`, and checks endpoint URLs. */
import type { SecurityScheme } from '../openapi/types.js';
import type { OAuthFlow, OAuthFlowKind, OAuthScope, OAuthSpec } from './oauth-types.js';

const KINDS: readonly OAuthFlowKind[] = [
  'authorizationCode',
  'deviceAuthorization',
  'clientCredentials',
  'password',
  'implicit',
];

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function scopesOf(value: unknown): OAuthScope[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return Object.entries(value as Record<string, unknown>).map(([name, d]) => ({
    name,
    description: typeof d === 'string' ? d : '',
  }));
}

function flowOf(kind: OAuthFlowKind, raw: unknown): OAuthFlow | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const r = raw as Record<string, unknown>;
  const urls = {
    authorizationUrl: text(r.authorizationUrl),
    tokenUrl: text(r.tokenUrl),
    refreshUrl: text(r.refreshUrl),
    deviceAuthorizationUrl: text(r.deviceAuthorizationUrl),
  };
  const defined = Object.fromEntries(Object.entries(urls).filter(([, v]) => v !== undefined));
  return { kind, ...defined, scopes: scopesOf(r.scopes) };
}

/** The flows of an `oauth2` or `openIdConnect` scheme, in the order the playground offers them. */
export function oauthSpecFrom(scheme: SecurityScheme, requiredScopes: readonly string[] = []): OAuthSpec {
  const raw = (scheme.flows ?? {}) as Record<string, unknown>;
  const flows = KINDS.flatMap((kind) => {
    const flow = flowOf(kind, raw[kind]);
    return flow ? [flow] : [];
  });
  const extra = scheme as SecurityScheme & { readonly oauth2MetadataUrl?: unknown };
  const metadataUrl = text(extra.oauth2MetadataUrl);
  return {
    type: scheme.type === 'openIdConnect' ? 'openIdConnect' : 'oauth2',
    flows,
    ...(scheme.openIdConnectUrl ? { openIdConnectUrl: scheme.openIdConnectUrl } : {}),
    ...(metadataUrl ? { metadataUrl } : {}),
    requiredScopes,
  };
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** True for 127.0.0.1, localhost and [::1]: plain http is allowed there (development). */
export function isLoopback(url: URL): boolean {
  return LOOPBACK.has(url.hostname);
}

export type EndpointCheck = { readonly ok: true; readonly url: URL } | { readonly ok: false; readonly message: string };

/**
 * Whether the playground may talk to an authorization, token or device endpoint: `https:`, or `http:`
 * on a loopback host; never `javascript:`, `data:` or anything else. `base` resolves relative URLs.
 */
export function checkEndpoint(what: string, value: string | undefined, base?: string): EndpointCheck {
  if (value === undefined || value === '') return { ok: false, message: `The ${what} URL is missing.` };
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return { ok: false, message: `The ${what} URL "${value}" is not a valid URL.` };
  }
  if (url.protocol === 'https:') return { ok: true, url };
  if (url.protocol === 'http:') {
    if (isLoopback(url)) return { ok: true, url };
    return {
      ok: false,
      message: `The ${what} URL ${url.origin} uses http: on a host that is not this machine; tokens and codes would travel unencrypted, so it is refused (use https:).`,
    };
  }
  return {
    ok: false,
    message: `The ${what} URL uses ${url.protocol} which is not allowed; only https: (or http: on 127.0.0.1, localhost or [::1]) is.`,
  };
}
