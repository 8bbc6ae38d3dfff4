/**
 * The grants, each through oauth4webapi: authorization code with PKCE (S256), client credentials,
 * password, device authorization and refresh; the implicit flow's answer is only read. What comes
 * back is an `OAuthToken`; a failure is an `OAuthProblem` whose message the reader can act on.
 * Loaded lazily; nothing here logs or puts a token in a URL.
 */
import * as oauth from 'oauth4webapi';
import { httpOptions, OAuthProblem } from './oauth-server.js';
import type { OAuthToken } from './oauth-types.js';

export type Endpoints = oauth.AuthorizationServer & { readonly refresh_endpoint?: string };

export interface ClientInput {
  readonly clientId: string;
  readonly clientSecret?: string;
}

function clientOf(input: ClientInput): [oauth.Client, oauth.ClientAuth] {
  if (input.clientId.trim() === '') throw new OAuthProblem('Enter a client ID first.');
  const client: oauth.Client = { client_id: input.clientId.trim() };
  const secret = input.clientSecret ?? '';
  return [client, secret === '' ? oauth.None() : oauth.ClientSecretBasic(secret)];
}

function tokenOf(response: oauth.TokenEndpointResponse, previousRefresh?: string): OAuthToken {
  const refresh = response.refresh_token ?? previousRefresh;
  return {
    token: response.access_token,
    ...(refresh ? { refreshToken: refresh } : {}),
    ...(typeof response.expires_in === 'number' ? { expiresAt: Date.now() + response.expires_in * 1000 } : {}),
    ...(typeof response.scope === 'string' ? { scope: response.scope } : {}),
  };
}

/** An oauth4webapi or network error, as the reader should read it. */
export function explain(e: unknown, where?: string): OAuthProblem {
  if (e instanceof OAuthProblem) return e;
  if (e instanceof oauth.ResponseBodyError || e instanceof oauth.AuthorizationResponseError) {
    const detail = e.error_description ? `: ${e.error_description}` : '';
    return new OAuthProblem(`The authorization server refused (${e.error}${detail}).`);
  }
  if (e instanceof oauth.WWWAuthenticateChallengeError) {
    const params = e.cause[0]?.parameters;
    const detail = params?.error_description ? `: ${params.error_description}` : '';
    return new OAuthProblem(`The authorization server refused (${params?.error ?? `HTTP ${e.status}`}${detail}).`);
  }
  if (e instanceof oauth.OperationProcessingError)
    return new OAuthProblem(`The answer could not be used: ${e.message}.`);
  if (e instanceof TypeError) {
    return new OAuthProblem(
      `Could not reach ${where ?? 'the authorization server'} (network error, or it does not allow this site through CORS).`,
    );
  }
  return new OAuthProblem(e instanceof Error ? e.message : String(e));
}

async function run<T>(where: string | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    throw explain(e, where === undefined ? undefined : new URL(where).origin);
  }
}

export interface PendingAuthorization {
  readonly url: string;
  readonly state: string;
  /** PKCE code verifier (authorization code flow only). */
  readonly verifier?: string;
}

/** The authorization URL to open, with a fresh `state` and, for the code flow, a PKCE S256 challenge. */
export async function startAuthorization(
  as: Endpoints,
  input: ClientInput,
  options: { readonly redirectUri: string; readonly scopes: readonly string[]; readonly implicit?: boolean },
): Promise<PendingAuthorization> {
  const [client] = clientOf(input);
  const url = new URL(as.authorization_endpoint!);
  const state = oauth.generateRandomState();
  url.searchParams.set('client_id', client.client_id);
  url.searchParams.set('redirect_uri', options.redirectUri);
  url.searchParams.set('response_type', options.implicit ? 'token' : 'code');
  url.searchParams.set('state', state);
  if (options.scopes.length > 0) url.searchParams.set('scope', options.scopes.join(' '));
  if (options.implicit) return { url: url.href, state };
  const verifier = oauth.generateRandomCodeVerifier();
  url.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(verifier));
  url.searchParams.set('code_challenge_method', 'S256');
  return { url: url.href, state, verifier };
}

/** Checks the redirect's parameters (`state`, `iss`, errors) and trades the code for a token. */
export async function finishAuthorization(
  info: { readonly as: Endpoints; readonly discovered: boolean },
  input: ClientInput,
  params: URLSearchParams,
  pending: { readonly state: string; readonly verifier?: string; readonly redirectUri: string },
): Promise<OAuthToken> {
  if (!pending.verifier) {
    throw new OAuthProblem(
      'The PKCE code verifier for this sign-in is missing, so the code cannot be used; start the sign-in again.',
    );
  }
  const [client, auth] = clientOf(input);
  // Without discovery there is no issuer to compare `iss` with; the spec's URLs are all we know.
  const iss = params.get('iss');
  const as = !info.discovered && iss ? { ...info.as, issuer: iss } : info.as;
  let checked: URLSearchParams;
  try {
    checked = oauth.validateAuthResponse(as, client, params, pending.state);
  } catch (e) {
    if (e instanceof oauth.OperationProcessingError && /state/i.test(e.message)) {
      throw new OAuthProblem(
        'The sign-in came back with a different state than this page sent, so its code was discarded.',
      );
    }
    throw explain(e);
  }
  return run(as.token_endpoint, async () => {
    const response = await oauth.authorizationCodeGrantRequest(
      as,
      client,
      auth,
      checked,
      pending.redirectUri,
      pending.verifier!,
      httpOptions(as.token_endpoint),
    );
    return tokenOf(await oauth.processAuthorizationCodeResponse(as, client, response));
  });
}

/** The implicit flow's redirect fragment: `access_token` after its `state` is checked. */
export function implicitToken(params: URLSearchParams, state: string): OAuthToken {
  if (params.get('state') !== state) {
    throw new OAuthProblem(
      'The sign-in came back with a different state than this page sent, so its token was discarded.',
    );
  }
  const error = params.get('error');
  if (error)
    throw new OAuthProblem(
      `The authorization server refused (${error}${params.get('error_description') ? `: ${params.get('error_description')}` : ''}).`,
    );
  const token = params.get('access_token');
  if (!token) throw new OAuthProblem('The authorization server sent no access token.');
  const expires = Number(params.get('expires_in'));
  return {
    token,
    ...(expires > 0 ? { expiresAt: Date.now() + expires * 1000 } : {}),
    ...(params.get('scope') ? { scope: params.get('scope')! } : {}),
  };
}

function scopeParams(scopes: readonly string[]): Record<string, string> {
  return scopes.length > 0 ? { scope: scopes.join(' ') } : {};
}

export function clientCredentials(as: Endpoints, input: ClientInput, scopes: readonly string[]): Promise<OAuthToken> {
  return run(as.token_endpoint, async () => {
    const [client, auth] = clientOf(input);
    const response = await oauth.clientCredentialsGrantRequest(
      as,
      client,
      auth,
      scopeParams(scopes),
      httpOptions(as.token_endpoint),
    );
    return tokenOf(await oauth.processClientCredentialsResponse(as, client, response));
  });
}

export function passwordGrant(
  as: Endpoints,
  input: ClientInput,
  user: { readonly username: string; readonly password: string },
  scopes: readonly string[],
): Promise<OAuthToken> {
  return run(as.token_endpoint, async () => {
    const [client, auth] = clientOf(input);
    const params = { username: user.username, password: user.password, ...scopeParams(scopes) };
    const response = await oauth.genericTokenEndpointRequest(
      as,
      client,
      auth,
      'password',
      params,
      httpOptions(as.token_endpoint),
    );
    return tokenOf(await oauth.processGenericTokenEndpointResponse(as, client, response));
  });
}

export function refresh(as: Endpoints, input: ClientInput, refreshToken: string): Promise<OAuthToken> {
  const endpoint = as.refresh_endpoint ?? as.token_endpoint;
  return run(endpoint, async () => {
    const [client, auth] = clientOf(input);
    const target = { ...as, token_endpoint: endpoint };
    const response = await oauth.refreshTokenGrantRequest(target, client, auth, refreshToken, httpOptions(endpoint));
    return tokenOf(await oauth.processRefreshTokenResponse(target, client, response), refreshToken);
  });
}

export interface DeviceStart {
  readonly deviceCode: string;
  readonly userCode: string;
  readonly verificationUri: string;
  readonly verificationUriComplete?: string;
  readonly interval: number;
  readonly expiresAt: number;
}

export function startDevice(as: Endpoints, input: ClientInput, scopes: readonly string[]): Promise<DeviceStart> {
  return run(as.device_authorization_endpoint, async () => {
    const [client, auth] = clientOf(input);
    const response = await oauth.deviceAuthorizationRequest(
      as,
      client,
      auth,
      scopeParams(scopes),
      httpOptions(as.device_authorization_endpoint),
    );
    const r = await oauth.processDeviceAuthorizationResponse(as, client, response);
    return {
      deviceCode: r.device_code,
      userCode: r.user_code,
      verificationUri: r.verification_uri,
      ...(r.verification_uri_complete ? { verificationUriComplete: r.verification_uri_complete } : {}),
      interval: r.interval ?? 5,
      expiresAt: Date.now() + r.expires_in * 1000,
    };
  });
}

/** Polls the token endpoint at the server's pace until the reader approves, refuses, or the code expires. */
export async function pollDevice(
  as: Endpoints,
  input: ClientInput,
  start: DeviceStart,
  signal: AbortSignal,
): Promise<OAuthToken> {
  const [client, auth] = clientOf(input);
  let interval = start.interval;
  while (!signal.aborted) {
    if (Date.now() > start.expiresAt)
      throw new OAuthProblem('The device code expired before it was approved; start again.');
    await new Promise((r) => setTimeout(r, interval * 1000));
    if (signal.aborted) break;
    try {
      const response = await oauth.deviceCodeGrantRequest(as, client, auth, start.deviceCode, {
        ...httpOptions(as.token_endpoint),
        signal,
      });
      return tokenOf(await oauth.processDeviceCodeResponse(as, client, response));
    } catch (e) {
      if (e instanceof oauth.ResponseBodyError && e.error === 'authorization_pending') continue;
      if (e instanceof oauth.ResponseBodyError && e.error === 'slow_down') {
        interval += 5;
        continue;
      }
      if (signal.aborted) break;
      throw explain(e, new URL(as.token_endpoint!).origin);
    }
  }
  throw new OAuthProblem('Stopped waiting for the device to be approved.');
}
