/**
 * Which headers the proxy passes on, in either direction: the Node handler (handler.ts) and the fetch
 * handler (fetch-handler.ts) both ask here. Pure functions over header names, no Node modules.
 */
import { LOCATION_HEADER } from './protocol.js';

/** Never forwarded upstream: per-connection headers, the docs site's own cookies and context, our own. */
const DROP_REQUEST = new Set([
  'host',
  'connection',
  'keep-alive',
  'proxy-authorization',
  'proxy-authenticate',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'content-length',
  'cookie',
  'origin',
  'referer',
  'forwarded',
  'via',
  'x-real-ip',
  'true-client-ip',
  'cf-connecting-ip',
]);

/** Never passed back: per-connection headers, and cookies the API would set on the docs site's origin. */
const DROP_RESPONSE = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'set-cookie',
  'access-control-allow-origin',
  'access-control-allow-credentials',
  'access-control-expose-headers',
]);

/** Headers named in `Connection: a, b` are per-connection too. */
export function connectionTokens(connection: string | null | undefined): Set<string> {
  return new Set(
    (connection ?? '')
      .split(',')
      .map((t) => t.trim().toLowerCase())
      .filter(Boolean),
  );
}

/**
 * Whether a request header (lower-case name) goes upstream. Never the `Host` the browser sent, nor
 * `Forwarded`, `X-Forwarded-*` or client-address headers a page could forge, nor the proxy's own.
 */
export function forwardsRequestHeader(name: string, tokens: ReadonlySet<string>): boolean {
  if (DROP_REQUEST.has(name) || tokens.has(name)) return false;
  return !(
    name.startsWith('x-docs-proxy-') ||
    name.startsWith('sec-') ||
    name.startsWith('x-forwarded-') ||
    name.startsWith('cf-')
  );
}

/**
 * The name a response header is passed back under, or undefined when it is dropped. A `Location` is
 * renamed, so the browser does not follow a redirect through the proxy's own origin.
 */
export function passedResponseHeader(name: string, tokens: ReadonlySet<string>): string | undefined {
  if (DROP_RESPONSE.has(name) || tokens.has(name)) return undefined;
  return name === 'location' ? LOCATION_HEADER : name;
}
