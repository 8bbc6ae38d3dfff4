/** Turns an operation's security requirements, or docs.json `api.mdx.auth`, into auth options. */
import type { SecurityRequirement, SecurityScheme } from '../openapi/types.js';
import { oauthSpecFrom } from './oauth-spec.js';
import type { AuthOption, AuthScheme, MdxAuth } from './types.js';

/** One OpenAPI security scheme as something we can fill in, or undefined when it cannot be (mutual TLS, unknown http schemes). */
export function schemeFromSecurity(scheme: SecurityScheme, scopes: readonly string[] = []): AuthScheme | undefined {
  // Its description, and OpenAPI 3.2's `deprecated: true` (the form labels the scheme deprecated).
  const description = {
    ...(scheme.description === undefined ? {} : { description: scheme.description }),
    ...(scheme.deprecated === true ? { deprecated: true } : {}),
  };
  const prefill = scheme.prefill === undefined ? {} : { prefill: scheme.prefill };
  switch (scheme.type) {
    case 'http': {
      const kind = scheme.scheme?.toLowerCase();
      if (kind === 'bearer') {
        return {
          kind: 'bearer',
          id: scheme.key,
          ...description,
          ...prefill,
          ...(scheme.bearerFormat ? { format: scheme.bearerFormat } : {}),
        };
      }
      if (kind === 'basic') return { kind: 'basic', id: scheme.key, ...description };
      return undefined;
    }
    case 'apiKey':
      if (!scheme.name || !scheme.in) return undefined;
      return { kind: 'apiKey', id: scheme.key, in: scheme.in, name: scheme.name, ...description, ...prefill };
    case 'oauth2':
    case 'openIdConnect':
      // Sent as a bearer token: pasted by the reader, or obtained through one of the scheme's flows.
      return {
        kind: 'bearer',
        id: scheme.key,
        ...description,
        oauth: oauthSpecFrom(scheme, scopes),
      };
    default:
      return undefined;
  }
}

/**
 * The operation's alternatives, in spec order. A requirement with a scheme we cannot fill is
 * dropped; `[]` (anonymous allowed) stays as an empty option.
 */
export function authOptionsFromSecurity(security: readonly SecurityRequirement[]): AuthOption[] {
  const options: AuthOption[] = [];
  for (const requirement of security) {
    const schemes = requirement.map((entry) => schemeFromSecurity(entry.scheme, entry.scopes));
    if (schemes.every((s): s is AuthScheme => s !== undefined)) options.push(schemes);
  }
  return options;
}

/**
 * docs.json `api.mdx.auth`, with a page's `authMethod` overriding the method (`none` removes
 * auth). A key without a name is sent as the `X-API-Key` header.
 */
export function authOptionsFromConfig(auth: MdxAuth | undefined, pageAuthMethod?: string): AuthOption[] {
  const method = pageAuthMethod ?? auth?.method;
  if (method === undefined || method === 'none') return [];
  const id = 'docs';
  if (method === 'bearer') return [[{ kind: 'bearer', id }]];
  if (method === 'basic') return [[{ kind: 'basic', id }]];
  if (method === 'key') return [[{ kind: 'apiKey', id, in: 'header', name: auth?.name ?? 'X-API-Key' }]];
  return [];
}

/**
 * The options that apply to an endpoint page: the page's `authMethod` wins (`none` removes auth),
 * then the operation's security requirements, then `api.mdx.auth`.
 */
export function resolveAuthOptions(input: {
  readonly security?: readonly SecurityRequirement[];
  readonly mdxAuth?: MdxAuth;
  readonly pageAuthMethod?: string;
}): AuthOption[] {
  if (input.pageAuthMethod === 'none') return [];
  if (input.pageAuthMethod !== undefined) return authOptionsFromConfig(input.mdxAuth, input.pageAuthMethod);
  if (input.security && input.security.length > 0) return authOptionsFromSecurity(input.security);
  return authOptionsFromConfig(input.mdxAuth);
}
