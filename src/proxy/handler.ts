/**
 * The proxy as a Node `(req, res)` handler: `docs dev` mounts it at /__docs_proxy, and a production
 * host mounts it beside the static site `docs build` writes. The browser sends the API request to
 * it with the real URL in the `X-Docs-Proxy-Target` header; the handler checks the target against
 * the declared servers (and each resolved address, so DNS cannot point a declared name at this
 * machine), drops the docs site's cookies and the hop-by-hop headers, bounds the body size and the
 * time, and passes the answer back without `Set-Cookie`. A refusal is a JSON `{ error, reason }`.
 */
import { lookup as dnsLookup } from 'node:dns';
import type { LookupAddress, LookupOptions } from 'node:dns';
import { request as httpRequest } from 'node:http';
import type {
  ClientRequest,
  IncomingHttpHeaders,
  IncomingMessage,
  OutgoingHttpHeaders,
  ServerResponse,
} from 'node:http';
import { request as httpsRequest } from 'node:https';
import { limitsOf, type CommonProxyOptions } from './options.js';
import { connectionTokens, forwardsRequestHeader, passedResponseHeader } from './headers.js';
import {
  COOKIE_HEADER,
  PROXIED_HEADER,
  REFUSAL_HEADER,
  STRIPPED_HEADER,
  TARGET_HEADER,
  bodyTooLargeRefusal,
  checkResolvedAddress,
  decideProxyTarget,
  refusal,
  timeoutRefusal,
  unreachableRefusal,
  type Refusal,
} from './policy.js';

/** `dns.lookup`'s shape, as `http.request` calls it. */
export type LookupFunction = (
  hostname: string,
  options: LookupOptions,
  callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
) => void;

export interface ProxyOptions extends CommonProxyOptions {
  /** Name resolution (default `dns.lookup`); each address it returns is checked. */
  readonly lookup?: LookupFunction;
}

export type ProxyHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export { DEFAULT_MAX_BODY_BYTES, DEFAULT_MAX_RESPONSE_BYTES, DEFAULT_TIMEOUT_MS } from './options.js';

const REFUSED_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function upstreamHeaders(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const tokens = connectionTokens(first(headers['connection']));
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && forwardsRequestHeader(name, tokens)) out[name] = value;
  }
  const cookie = first(headers[COOKIE_HEADER]);
  if (cookie !== undefined && cookie !== '') out['cookie'] = cookie;
  // Node's parser has already refused a request whose Content-Length and Transfer-Encoding disagree.
  const length = first(headers['content-length']);
  if (length !== undefined) out['content-length'] = length;
  return out;
}

/** CORS headers for an allowed cross-origin docs site; undefined for same-origin (or a refused origin). */
function corsFor(req: IncomingMessage, allowed: readonly string[] | undefined): OutgoingHttpHeaders | undefined {
  const origin = first(req.headers['origin']);
  if (origin === undefined || allowed === undefined || !allowed.includes(origin)) return undefined;
  return { 'access-control-allow-origin': origin, 'access-control-expose-headers': '*', vary: 'Origin' };
}

/** Answers with a refusal: its status, `{ error, reason }` as JSON, and the refusal header. */
export function sendRefusal(res: ServerResponse, r: Refusal, extra: OutgoingHttpHeaders = {}): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = JSON.stringify({ error: r.error, reason: r.reason });
  res.writeHead(r.status, {
    ...extra,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    [REFUSAL_HEADER]: r.error,
  });
  res.end(body);
}

/** The declared body is larger than `max` (a chunked body is counted as it streams instead). */
function declaredTooLarge(req: IncomingMessage, max: number): boolean {
  const declared = Number(first(req.headers['content-length']) ?? NaN);
  return Number.isFinite(declared) && declared > max;
}

/** After a 413, swallow what the client still sends (so it reads the answer), up to a bound. */
function discardRest(req: IncomingMessage, max: number): void {
  let extra = 0;
  req.on('data', (chunk: Buffer) => {
    extra += chunk.length;
    if (extra > max * 4) req.destroy();
  });
  req.resume();
}

async function serversOf(option: ProxyOptions['allowedServers']): Promise<readonly string[]> {
  return typeof option === 'function' ? await option() : option;
}

/** The bounds one handler applies, its options with their defaults filled in. */
interface Limits {
  readonly maxBody: number;
  readonly maxResponse: number;
  readonly timeoutMs: number;
  readonly maxDurationMs: number;
  readonly lookup: LookupFunction;
}

/** One request the policy allowed, ready to send upstream. */
interface Job {
  readonly url: URL;
  readonly privateOk: boolean;
  readonly method: string;
  readonly cors: OutgoingHttpHeaders | undefined;
  readonly refuse: (r: Refusal) => void;
}

export function createProxyHandler(options: ProxyOptions): ProxyHandler {
  const limits: Limits = {
    ...limitsOf(options),
    lookup: options.lookup ?? (dnsLookup as unknown as LookupFunction),
  };

  return async (req, res) => {
    const cors = corsFor(req, options.allowedOrigins);
    const refuse = (r: Refusal): void => sendRefusal(res, r, cors);
    const origin = first(req.headers['origin']);
    const site = first(req.headers['sec-fetch-site']);
    if (origin !== undefined && (site === 'cross-site' || site === 'same-site') && cors === undefined)
      return refuse(
        refusal(
          403,
          'origin-not-allowed',
          `Pages on ${origin} may not use this proxy; its allowedOrigins does not list them.`,
        ),
      );
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined)
      return answerPreflight(req, res, cors, refuse);
    const decision = await decideRequest(req, options);
    if ('refusal' in decision) return refuse(decision.refusal);
    if (declaredTooLarge(req, limits.maxBody)) {
      discardRest(req, limits.maxBody);
      res.shouldKeepAlive = false;
      return refuse(bodyTooLargeRefusal(limits.maxBody));
    }
    return forward(req, res, { ...decision, cors, refuse }, limits);
  };
}

/** A CORS preflight: allowed for the listed origins only. */
function answerPreflight(
  req: IncomingMessage,
  res: ServerResponse,
  cors: OutgoingHttpHeaders | undefined,
  refuse: (r: Refusal) => void,
): void {
  if (cors === undefined)
    return refuse(refusal(403, 'origin-not-allowed', 'This proxy answers only pages of its own site.'));
  res.writeHead(204, {
    ...cors,
    'access-control-allow-methods': first(req.headers['access-control-request-method']) ?? 'GET',
    'access-control-allow-headers': first(req.headers['access-control-request-headers']) ?? '',
    'access-control-max-age': '600',
  });
  res.end();
}

/** The target header, the method and the declared servers: where to send the request, or why not. */
async function decideRequest(
  req: IncomingMessage,
  options: ProxyOptions,
): Promise<{ refusal: Refusal } | { url: URL; privateOk: boolean; method: string }> {
  const target = first(req.headers[TARGET_HEADER]);
  if (target === undefined || target.trim() === '')
    return {
      refusal: refusal(
        400,
        'missing-target',
        `The proxy forwards a request to the URL in its ${TARGET_HEADER} header, and this request has none.`,
      ),
    };
  const method = (req.method ?? 'GET').toUpperCase();
  if (REFUSED_METHODS.has(method))
    return { refusal: refusal(405, 'method-not-allowed', `The proxy does not forward ${method} requests.`) };
  const decision = decideProxyTarget(target, await serversOf(options.allowedServers));
  if (!decision.allowed) return { refusal: decision.refusal };
  return { url: decision.url, privateOk: decision.privateOk, method };
}

/** Name resolution that fails when an address is one the policy refuses; `noted` hears each address's verdict. */
function checkedLookup(
  base: LookupFunction,
  privateOk: boolean,
  noted: (refused: Refusal | undefined) => void,
): LookupFunction {
  return (hostname, lookupOptions, callback) =>
    base(hostname, lookupOptions, (error, address, family) => {
      if (error) return callback(error, address, family);
      const list = Array.isArray(address) ? address : [{ address, family: family ?? 4 }];
      for (const entry of list) {
        const refused = checkResolvedAddress(hostname, entry.address, privateOk);
        noted(refused);
        if (refused !== undefined)
          return callback(Object.assign(new Error(refused.reason), { code: 'EDOCSPROXYPRIVATE' }), address, family);
      }
      callback(null, address, family);
    });
}

/**
 * Sends the request upstream, its body streamed (counted against the limit, never held whole), and
 * streams the answer back. Stops at the first of: the API not answering in time (504), a body over
 * the limit (413), the socket connecting to an address the policy refuses, the client going away
 * (the upstream request is destroyed, so the API sees its socket close), silence or the duration limit.
 */
function forward(req: IncomingMessage, res: ServerResponse, job: Job, limits: Limits): Promise<void> {
  const { url, refuse } = job;
  let failure: Refusal | undefined;
  const lookup = checkedLookup(limits.lookup, job.privateOk, (r) => (failure ??= r));
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;

  return new Promise<void>((done) => {
    const upstream = send(url, { method: job.method, headers: upstreamHeaders(req.headers), lookup, agent: false });
    const stop = (why: Refusal): void => {
      failure ??= why;
      upstream.destroy();
    };
    let timer = setTimeout(() => stop(timeoutRefusal(url.origin, limits.timeoutMs)), limits.timeoutMs);
    const deadline = setTimeout(() => {
      stop(timeoutRefusal(url.origin, limits.maxDurationMs));
      res.destroy();
    }, limits.maxDurationMs);
    const finish = (): void => {
      clearTimeout(timer);
      clearTimeout(deadline);
      done();
    };
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
      finish();
    });
    upstream.on('socket', (socket) =>
      // The address actually connected to, whatever resolved it: a second guard against DNS rebinding.
      socket.once('connect', () => {
        const refused = checkResolvedAddress(url.hostname, socket.remoteAddress ?? '', job.privateOk);
        if (refused !== undefined) stop(refused);
      }),
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (failure?.error === 'body-too-large') discardRest(req, limits.maxBody);
      refuse(failure ?? unreachableRefusal(url.origin, error.code));
      finish();
    });
    upstream.on('response', (answer) => {
      passBack(answer, res, job.cors);
      const cut = (): void => {
        upstream.destroy();
        res.destroy();
      };
      // From now on the timer measures silence: each chunk restarts it.
      clearTimeout(timer);
      timer = setTimeout(cut, limits.timeoutMs);
      let size = 0;
      answer.on('data', (chunk: Buffer) => {
        timer.refresh();
        size += chunk.length;
        if (size > limits.maxResponse) cut();
      });
      answer.pipe(res);
      answer.on('end', finish);
      answer.on('error', () => {
        res.destroy();
        finish();
      });
    });
    streamBody(req, upstream, limits.maxBody, () => {
      res.shouldKeepAlive = false;
      stop(bodyTooLargeRefusal(limits.maxBody));
    });
  });
}

/** Pipes the request body upstream, counting it; `over` when it passes `max`. */
function streamBody(req: IncomingMessage, upstream: ClientRequest, max: number, over: () => void): void {
  let size = 0;
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > max) {
      req.unpipe(upstream);
      over();
    }
  });
  req.pipe(upstream);
}

/** Writes the API's status and headers, less the per-connection ones and its cookies (named in a header of ours). */
function passBack(answer: IncomingMessage, res: ServerResponse, cors: OutgoingHttpHeaders | undefined): void {
  const headers: OutgoingHttpHeaders = { ...cors };
  const tokens = connectionTokens(first(answer.headers['connection']));
  for (const [name, value] of Object.entries(answer.headers)) {
    const passed = value === undefined ? undefined : passedResponseHeader(name, tokens);
    if (passed !== undefined) headers[passed] = value;
  }
  if (answer.headers['set-cookie'] !== undefined) headers[STRIPPED_HEADER] = 'set-cookie';
  headers[PROXIED_HEADER] = '1';
  res.writeHead(answer.statusCode ?? 502, answer.statusMessage, headers);
}
