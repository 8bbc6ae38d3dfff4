/**
 * The proxy's rules, as pure functions: a target URL is forwarded only when it lies under a server
 * the site declares (same scheme, host and port, and under its path), never to a private or
 * loopback address that no declared server names, and never with credentials in the URL. Every
 * refusal carries an HTTP status, a stable code and a sentence a reader understands.
 */
import { isPrivateHost, specialAddress } from './addresses.js';
import type { Refusal, RefusalCode } from './protocol.js';

export * from './protocol.js';

export type ProxyDecision =
  | {
      readonly allowed: true;
      readonly url: URL;
      /** The declared server the target lies under. */
      readonly server: string;
      /** The declared server names a private or loopback host, so its addresses may be private. */
      readonly privateOk: boolean;
    }
  | { readonly allowed: false; readonly refusal: Refusal };

export function refusal(status: number, error: RefusalCode, reason: string): Refusal {
  return { status, error, reason };
}

function parse(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

/** `/v1/` and `/v1` are one prefix; `/` is every path. */
function pathPrefix(pathname: string): string {
  return pathname.replace(/\/+$/, '');
}

function under(target: URL, server: URL): boolean {
  const prefix = pathPrefix(server.pathname);
  return prefix === '' || target.pathname === prefix || target.pathname.startsWith(`${prefix}/`);
}

const sameOrigin = (a: URL, b: URL): boolean =>
  a.protocol === b.protocol && a.hostname === b.hostname && a.port === b.port;

function listOrigins(servers: readonly URL[]): string {
  const names = [...new Set(servers.map((s) => `${s.origin}${pathPrefix(s.pathname)}`))];
  if (names.length === 0) return 'The site declares no server, so the proxy forwards nothing.';
  const shown = names.slice(0, 5).join(', ');
  return `The site declares ${names.length === 1 ? 'this server' : 'these servers'}: ${shown}${names.length > 5 ? `, and ${names.length - 5} more` : ''}.`;
}

/**
 * Decides whether the proxy may forward to `target`. `allowedServers` are absolute http(s) server
 * URLs (the site's specs and docs.json, variables already expanded); others are ignored.
 */
export function decideProxyTarget(target: string, allowedServers: readonly string[]): ProxyDecision {
  const refuse = (status: number, error: RefusalCode, reason: string): ProxyDecision => ({
    allowed: false,
    refusal: refusal(status, error, reason),
  });
  const url = parse(target.trim());
  if (url === undefined)
    return refuse(
      400,
      'invalid-target',
      'The request URL is not a valid absolute URL, so there is nothing to forward.',
    );
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return refuse(
      400,
      'bad-scheme',
      `The proxy forwards only http and https requests; this one uses "${url.protocol.replace(/:$/, '')}".`,
    );
  if (url.username !== '' || url.password !== '')
    return refuse(
      400,
      'credentials-in-url',
      'The request URL holds a user name or password. Send credentials in headers (the playground does), never in the URL.',
    );
  const servers = allowedServers
    .map(parse)
    .filter((s): s is URL => s !== undefined && (s.protocol === 'http:' || s.protocol === 'https:'));
  const match = servers.find((s) => sameOrigin(url, s) && under(url, s));
  if (match !== undefined) return { allowed: true, url, server: match.href, privateOk: isPrivateHost(match.hostname) };

  const sameHost = servers.filter((s) => sameOrigin(url, s));
  if (sameHost.length > 0)
    return refuse(
      403,
      'undeclared-path',
      `${url.origin}${url.pathname} is outside the paths the site declares on ${url.origin}. ${listOrigins(sameHost)}`,
    );
  const special = specialAddress(url.hostname) ?? (isPrivateHost(url.hostname) ? 'this machine' : undefined);
  if (special !== undefined)
    return refuse(
      403,
      'private-address',
      `${url.host} is ${special}. The proxy never forwards to loopback or private addresses unless one of the site's declared servers is that address. ${listOrigins(servers)}`,
    );
  return refuse(
    403,
    'undeclared-host',
    `${url.origin} is not a server of this documentation, and the proxy forwards only to the servers its specs and docs.json declare. ${listOrigins(servers)}`,
  );
}

/**
 * Whether a resolved address may be used: a public one always; a special one only when the declared
 * server names a private host itself. Returns the refusal otherwise (DNS rebinding lands here).
 */
export function checkResolvedAddress(hostname: string, address: string, privateOk: boolean): Refusal | undefined {
  const special = specialAddress(address);
  if (special === undefined || privateOk) return undefined;
  return refusal(
    403,
    'private-address',
    `${hostname} resolves to ${address}, ${special}. The proxy never forwards to loopback or private addresses unless a declared server names that address (or localhost) itself.`,
  );
}

/** `10 MB`, `512 bytes`: a limit as a reader reads it. */
function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : `${bytes} bytes`;
}

/** 413: the request body passed `max` bytes (declared, or counted as it streamed). */
export function bodyTooLargeRefusal(max: number): Refusal {
  return refusal(
    413,
    'body-too-large',
    `The request body is larger than ${sizeText(max)}, the most the proxy forwards. Send large uploads from a terminal snippet.`,
  );
}

/** 504: `origin` did not answer within `ms`. */
export function timeoutRefusal(origin: string, ms: number): Refusal {
  return refusal(
    504,
    'timeout',
    `${origin} did not answer within ${ms >= 1000 ? `${ms / 1000} seconds` : `${ms} ms`}, so the proxy stopped waiting.`,
  );
}

/** 502: the connection to `origin` failed (`code`: the system's error code, when known). */
export function unreachableRefusal(origin: string, code: string | undefined): Refusal {
  return refusal(
    502,
    'upstream-unreachable',
    `The proxy could not reach ${origin}${code === undefined ? '' : ` (${code})`}: the server may be down or the address wrong.`,
  );
}
