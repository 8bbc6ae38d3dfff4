/**
 * The authorization server a scheme talks to: discovered (OpenID Connect `openIdConnectUrl`, 3.2's
 * `oauth2MetadataUrl`) or put together from the flow's URLs. Every endpoint is checked
 * (`checkEndpoint`) before anything is sent to it. Loaded lazily with the rest of the OAuth code.
 */
import * as oauth from 'oauth4webapi';
import { checkEndpoint, isLoopback } from './oauth-endpoint.js';
import type { OAuthFlow, OAuthFlowKind, OAuthSpec } from './oauth-types.js';

/** A problem to show the reader as it is (never containing a token). */
export class OAuthProblem extends Error {
  override readonly name = 'OAuthProblem';
}

export interface ServerInfo {
  readonly as: oauth.AuthorizationServer;
  /** False when the endpoints came from the spec alone (no issuer to compare `iss` with). */
  readonly discovered: boolean;
  /** The flows to offer: the spec's, or (OpenID Connect) what discovery says the server supports. */
  readonly flows: readonly OAuthFlow[];
}

export function mustBeSafe(what: string, value: string | undefined, base?: string): URL {
  const check = checkEndpoint(what, value, base);
  if (!check.ok) throw new OAuthProblem(check.message);
  return check.url;
}

/** `[allowInsecureRequests]` only when every URL is http: on a loopback host (checked already). */
export function httpOptions(...urls: (string | undefined)[]): { [oauth.allowInsecureRequests]?: boolean } {
  const insecure = urls.some((u) => u !== undefined && new URL(u).protocol === 'http:');
  return insecure && urls.every((u) => u === undefined || isLoopback(new URL(u)))
    ? { [oauth.allowInsecureRequests]: true }
    : {};
}

/** Issuer of a well-known URL (`…/.well-known/openid-configuration` or RFC 8414's form), else undefined. */
function issuerOf(url: URL): { issuer: URL; algorithm: 'oidc' | 'oauth2' } | undefined {
  const oidc = '/.well-known/openid-configuration';
  if (url.pathname.endsWith(oidc)) {
    const issuer = new URL(url.href);
    issuer.pathname = url.pathname.slice(0, -oidc.length) || '/';
    issuer.search = '';
    return { issuer, algorithm: 'oidc' };
  }
  const rfc = '/.well-known/oauth-authorization-server';
  if (url.pathname.startsWith(rfc)) {
    const issuer = new URL(url.href);
    issuer.pathname = url.pathname.slice(rfc.length) || '/';
    issuer.search = '';
    return { issuer, algorithm: 'oauth2' };
  }
  return undefined;
}

async function discover(what: string, value: string, base?: string): Promise<oauth.AuthorizationServer> {
  const url = mustBeSafe(what, value, base);
  const known = issuerOf(url);
  let issuer = known?.issuer;
  let response: Response;
  try {
    response = known
      ? await oauth.discoveryRequest(known.issuer, { algorithm: known.algorithm, ...httpOptions(url.href) })
      : await fetch(url, { headers: { accept: 'application/json' } });
  } catch {
    throw new OAuthProblem(
      `Could not reach ${url.origin} to read the ${what} (network error, or it does not allow this site through CORS).`,
    );
  }
  if (!known) {
    // A metadata URL of another shape: its own `issuer` is what the answer is checked against.
    const body = (await response
      .clone()
      .json()
      .catch(() => ({}))) as { issuer?: unknown };
    if (typeof body.issuer !== 'string') throw new OAuthProblem(`The ${what} at ${url.href} has no issuer.`);
    issuer = new URL(body.issuer);
  }
  try {
    return await oauth.processDiscoveryResponse(issuer!, response);
  } catch (e) {
    throw new OAuthProblem(`The ${what} at ${url.href} could not be used: ${(e as Error).message}.`);
  }
}

/** The flows an OpenID Connect provider offers, from its metadata. */
function discoveredFlows(as: oauth.AuthorizationServer): OAuthFlow[] {
  const grants = as.grant_types_supported ?? ['authorization_code', 'implicit'];
  const scopes = (as.scopes_supported ?? []).map((name) => ({ name, description: '' }));
  const flows: OAuthFlow[] = [];
  const add = (kind: OAuthFlowKind, when: boolean) => {
    if (when) flows.push({ kind, scopes });
  };
  add('authorizationCode', grants.includes('authorization_code') && as.authorization_endpoint !== undefined);
  add('deviceAuthorization', as.device_authorization_endpoint !== undefined);
  add('clientCredentials', grants.includes('client_credentials'));
  add('password', grants.includes('password'));
  add('implicit', grants.includes('implicit') && (as.response_types_supported ?? []).includes('token'));
  return flows;
}

/** Finds the server for a scheme (discovery when the spec points at metadata). */
export async function serverFor(spec: OAuthSpec, base?: string): Promise<ServerInfo> {
  const metadataUrl = spec.openIdConnectUrl ?? spec.metadataUrl;
  if (metadataUrl === undefined) {
    const first = spec.flows[0];
    const any = first?.tokenUrl ?? first?.authorizationUrl ?? 'https://authorization-server.invalid/';
    const issuer = new URL(any, base).origin;
    return { as: { issuer }, discovered: false, flows: spec.flows };
  }
  const what = spec.openIdConnectUrl ? 'OpenID Connect discovery document' : 'authorization server metadata';
  const as = await discover(what, metadataUrl, base);
  return { as, discovered: true, flows: spec.flows.length > 0 ? spec.flows : discoveredFlows(as) };
}

/** The endpoints one flow uses: the flow's own URLs first, then the server's metadata; all checked. */
export function endpointsFor(
  info: ServerInfo,
  flow: OAuthFlow,
  base?: string,
): oauth.AuthorizationServer & { readonly refresh_endpoint?: string } {
  const as = info.as;
  const pick = (own: string | undefined, meta: string | undefined) => own ?? meta;
  const authorization = pick(flow.authorizationUrl, as.authorization_endpoint);
  const token = pick(flow.tokenUrl, as.token_endpoint);
  const device = pick(flow.deviceAuthorizationUrl, as.device_authorization_endpoint);
  const out: Record<string, string> = {};
  const needs = (what: string, value: string | undefined, key: string) => {
    out[key] = mustBeSafe(what, value, base).href;
  };
  if (flow.kind === 'authorizationCode' || flow.kind === 'implicit')
    needs('authorization', authorization, 'authorization_endpoint');
  if (flow.kind === 'deviceAuthorization') needs('device authorization', device, 'device_authorization_endpoint');
  if (flow.kind !== 'implicit') needs('token', token, 'token_endpoint');
  if (flow.refreshUrl !== undefined) needs('refresh', flow.refreshUrl, 'refresh_endpoint');
  return { ...as, ...out };
}

/** The endpoints a refresh uses: the flow's `refreshUrl` when it has one, and the token endpoint. */
export function refreshEndpointsFor(info: ServerInfo, flow: OAuthFlow, base?: string): ReturnType<typeof endpointsFor> {
  return endpointsFor(info, { ...flow, kind: 'clientCredentials' }, base);
}
