/**
 * Where the playground connects and with what: the server URL with its variables, the channel
 * address with its parameters, the binding's query, and credentials. Browsers cannot set headers on a
 * WebSocket handshake, so header credentials (bearer tokens, header API keys, basic) are offered as
 * subprotocols (`Sec-WebSocket-Protocol`). Pure functions: no DOM, no lit.
 */
import type { AsyncSecurityRequirement, AsyncSecurityScheme, AsyncServer, Channel } from '../../src/asyncapi/index.js';
import { base64Utf8 } from '../../src/auth/index.js';

/** How one scheme travels from a browser, or why it cannot. */
export type CredentialRoute =
  | { readonly via: 'query'; readonly name: string }
  | { readonly via: 'subprotocol'; readonly form: 'token' | 'key' | 'basic' }
  | { readonly via: 'unsupported'; readonly why: string };

export function routeFor(scheme: AsyncSecurityScheme): CredentialRoute {
  switch (scheme.type) {
    case 'httpApiKey':
      if (scheme.in === 'query' && scheme.name) return { via: 'query', name: scheme.name };
      if (scheme.in === 'header') return { via: 'subprotocol', form: 'key' };
      if (scheme.in === 'cookie') return { via: 'unsupported', why: 'the browser sends its own cookies for that host' };
      return { via: 'unsupported', why: 'the scheme names no place for the key' };
    case 'http':
      if (scheme.scheme === 'basic') return { via: 'subprotocol', form: 'basic' };
      return { via: 'subprotocol', form: 'token' };
    case 'oauth2':
    case 'openIdConnect':
      return { via: 'subprotocol', form: 'token' };
    default:
      return { via: 'unsupported', why: `${scheme.type} credentials cannot be sent from a browser` };
  }
}

/** What the reader typed for one scheme. */
export interface CredentialValue {
  readonly value?: string;
  readonly username?: string;
  readonly password?: string;
}

export interface ConnectInputs {
  readonly server: AsyncServer;
  readonly variables: Readonly<Record<string, string>>;
  readonly channel: Channel;
  readonly parameters: Readonly<Record<string, string>>;
  /** Values for the WebSocket binding's query properties. */
  readonly query: Readonly<Record<string, string>>;
  /** The security requirement chosen (schemes satisfied together), and what was typed per scheme key. */
  readonly requirement?: AsyncSecurityRequirement;
  readonly credentials: Readonly<Record<string, CredentialValue>>;
  /** Subprotocols offered before any credential (the `subprotocols` attribute). */
  readonly subprotocols: readonly string[];
}

export interface ConnectTarget {
  readonly url: string;
  readonly protocols: readonly string[];
  /** Why the connection cannot be opened as typed (empty when it can). */
  readonly problems: readonly string[];
}

/** `Sec-WebSocket-Protocol` values must be HTTP tokens (RFC 6455 §4.1). */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

function base64Url(text: string): string {
  return base64Utf8(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** `{name}` replaced by the given values, each URI-encoded; unknown names stay as written. */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>, encode = true): string {
  return template.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined || value === '') return whole;
    return encode ? encodeURIComponent(value) : value;
  });
}

/** `ws://host:port/path` with server variables filled (their defaults when not typed). */
export function serverUrl(server: AsyncServer, variables: Readonly<Record<string, string>> = {}): string {
  const filled: Record<string, string> = {};
  for (const [name, variable] of Object.entries(server.variables)) {
    const typed = variables[name];
    filled[name] = typed !== undefined && typed !== '' ? typed : (variable.default ?? '');
  }
  return fillTemplate(server.url, filled, false);
}

/** The server URL and the channel address joined by exactly one slash. */
export function joinAddress(base: string, address: string | null): string {
  if (address === null || address.trim() === '') return base;
  return `${base.replace(/\/+$/, '')}/${address.replace(/^\/+/, '')}`;
}

/** The address as a reader sees it in the simple view: server URL + address, parameters as `{name}`. */
export function displayUrl(server: AsyncServer | undefined, channel: Channel): string {
  const address = channel.address ?? '';
  return server === undefined ? address : joinAddress(server.url, channel.address);
}

export function connectTarget(inputs: ConnectInputs): ConnectTarget {
  const problems: string[] = [];
  const base = serverUrl(inputs.server, inputs.variables);
  const address = inputs.channel.address === null ? null : fillTemplate(inputs.channel.address, inputs.parameters);
  for (const p of inputs.channel.parameters) {
    const value = inputs.parameters[p.name] ?? '';
    if (value === '') problems.push(`Fill in the channel parameter "${p.name}".`);
  }
  let url: URL;
  try {
    url = new URL(joinAddress(base, address));
  } catch {
    return { url: joinAddress(base, address), protocols: [], problems: [...problems, `"${base}" is not a valid URL.`] };
  }
  if (url.protocol !== 'ws:' && url.protocol !== 'wss:')
    problems.push(`A browser cannot open ${url.protocol}// connections.`);
  for (const [name, value] of Object.entries(inputs.query)) if (value !== '') url.searchParams.set(name, value);
  const protocols = [...inputs.subprotocols];
  for (const { scheme } of inputs.requirement ?? []) {
    const route = routeFor(scheme);
    const typed = inputs.credentials[scheme.key] ?? {};
    if (route.via === 'query') {
      if (typed.value) url.searchParams.set(route.name, typed.value);
      else problems.push(`Fill in the ${scheme.key} key.`);
    } else if (route.via === 'subprotocol') {
      const value =
        route.form === 'basic'
          ? typed.username || typed.password
            ? base64Url(`${typed.username ?? ''}:${typed.password ?? ''}`)
            : ''
          : (typed.value ?? '');
      if (value === '') problems.push(`Fill in the ${scheme.key} credential.`);
      else protocols.push(value);
    }
  }
  for (const protocol of protocols) {
    if (!TOKEN.test(protocol))
      problems.push(
        'A credential has characters that cannot travel in Sec-WebSocket-Protocol (spaces, "/", "=", quotes, …).',
      );
  }
  if (new Set(protocols).size !== protocols.length)
    problems.push('Two subprotocols are the same; the browser refuses duplicates.');
  return { url: url.href, protocols, problems: [...new Set(problems)] };
}

/** The requirements that apply: the channel's operations' own security, else the server's. */
export function requirementsFor(
  channel: Channel,
  server: AsyncServer | undefined,
): readonly AsyncSecurityRequirement[] {
  const fromOperations = channel.operations.flatMap((o) => o.security);
  if (fromOperations.length > 0) return fromOperations;
  return server?.security ?? [];
}

/** A requirement as one label: `apiKey + bearer`. */
export function requirementLabel(requirement: AsyncSecurityRequirement): string {
  return requirement.map((r) => r.scheme.key).join(' + ');
}
