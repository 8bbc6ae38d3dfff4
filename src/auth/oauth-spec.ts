/** Reads an OAuth 2.0 / OpenID Connect security scheme into an `OAuthSpec` (up front: the form needs it). */
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
