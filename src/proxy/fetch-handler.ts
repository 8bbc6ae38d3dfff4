/**
 * The proxy as a standard fetch handler, `(Request) => Promise<Response>`, for runtimes without
 * Node's `http` module: Cloudflare Workers (worker.ts), Deno, Bun, service workers of a host. Same
 * rules as the Node handler (policy.ts, headers.ts): only declared servers, no private or loopback
 * address no server names, no cookies of the docs site, redirects not followed, the body streamed
 * and bounded both ways, time bounded. It cannot see which address a name resolves to; on an edge
 * runtime the request leaves from the provider's network, never the network the docs are written in.
 */
import { connectionTokens, forwardsRequestHeader, passedResponseHeader } from './headers.js';
import { limitsOf, type CommonProxyOptions } from './options.js';
import {
  bodyTooLargeRefusal,
  decideProxyTarget,
  refusal,
  timeoutRefusal,
  unreachableRefusal,
  type Refusal,
} from './policy.js';
import { COOKIE_HEADER, PROXIED_HEADER, REFUSAL_HEADER, STRIPPED_HEADER, TARGET_HEADER } from './protocol.js';

export interface FetchProxyOptions extends CommonProxyOptions {
  /** The fetch to send with (default `globalThis.fetch`). */
  readonly fetch?: typeof fetch;
}

export type FetchProxyHandler = (request: Request) => Promise<Response>;

const REFUSED_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);

function refusalResponse(r: Refusal, cors: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ error: r.error, reason: r.reason }), {
    status: r.status,
    headers: {
      ...cors,
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      [REFUSAL_HEADER]: r.error,
    },
  });
}

/** A stream that passes bytes through, counting them; `tick` on each chunk, `over` once past `max`. */
function counted(max: number, over: () => Error, tick: () => void = () => {}): TransformStream<Uint8Array, Uint8Array> {
  let size = 0;
  return new TransformStream({
    transform(chunk, controller) {
      tick();
      size += chunk.byteLength;
      if (size > max) controller.error(over());
      else controller.enqueue(chunk);
    },
  });
}

function upstreamHeaders(headers: Headers): Headers {
  const tokens = connectionTokens(headers.get('connection'));
  const out = new Headers();
  headers.forEach((value, name) => {
    if (forwardsRequestHeader(name, tokens)) out.set(name, value);
  });
  const cookie = headers.get(COOKIE_HEADER);
  if (cookie !== null && cookie !== '') out.set('cookie', cookie);
  return out;
}

function passedHeaders(answer: Response, cors: Record<string, string>): Headers {
  const tokens = connectionTokens(answer.headers.get('connection'));
  const out = new Headers(cors);
  answer.headers.forEach((value, name) => {
    const passed = passedResponseHeader(name, tokens);
    if (passed !== undefined) out.append(passed, value);
  });
  if (answer.headers.has('set-cookie')) out.set(STRIPPED_HEADER, 'set-cookie');
  out.set(PROXIED_HEADER, '1');
  return out;
}

interface Settings {
  readonly maxBody: number;
  readonly maxResponse: number;
  readonly timeoutMs: number;
  readonly maxDurationMs: number;
  readonly send: typeof fetch;
}

export function createFetchProxy(options: FetchProxyOptions): FetchProxyHandler {
  const settings: Settings = {
    ...limitsOf(options),
    send: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
  };
  return async (request) => {
    const origin = request.headers.get('origin');
    const cors: Record<string, string> =
      origin !== null && options.allowedOrigins?.includes(origin) === true
        ? { 'access-control-allow-origin': origin, 'access-control-expose-headers': '*', vary: 'Origin' }
        : {};
    const site = request.headers.get('sec-fetch-site');
    const crossSite = origin !== null && (site === 'cross-site' || site === 'same-site');
    if (crossSite && cors['access-control-allow-origin'] === undefined)
      return refusalResponse(
        refusal(
          403,
          'origin-not-allowed',
          `Pages on ${origin} may not use this proxy; its allowedOrigins does not list them.`,
        ),
      );
    if (request.method === 'OPTIONS' && request.headers.has('access-control-request-method'))
      return preflight(request, cors);
    const target = request.headers.get(TARGET_HEADER);
    if (target === null || target.trim() === '')
      return refusalResponse(
        refusal(
          400,
          'missing-target',
          `The proxy forwards a request to the URL in its ${TARGET_HEADER} header, and this request has none.`,
        ),
        cors,
      );
    const method = request.method.toUpperCase();
    if (REFUSED_METHODS.has(method))
      return refusalResponse(
        refusal(405, 'method-not-allowed', `The proxy does not forward ${method} requests.`),
        cors,
      );
    const servers =
      typeof options.allowedServers === 'function' ? await options.allowedServers() : options.allowedServers;
    const decision = decideProxyTarget(target, servers);
    if (!decision.allowed) return refusalResponse(decision.refusal, cors);
    const declared = Number(request.headers.get('content-length') ?? NaN);
    if (Number.isFinite(declared) && declared > settings.maxBody)
      return refusalResponse(bodyTooLargeRefusal(settings.maxBody), cors);
    return forward(request, decision.url, cors, settings);
  };
}

function preflight(request: Request, cors: Record<string, string>): Response {
  if (cors['access-control-allow-origin'] === undefined)
    return refusalResponse(refusal(403, 'origin-not-allowed', 'This proxy answers only pages of its own site.'));
  return new Response(null, {
    status: 204,
    headers: {
      ...cors,
      'access-control-allow-methods': request.headers.get('access-control-request-method') ?? 'GET',
      'access-control-allow-headers': request.headers.get('access-control-request-headers') ?? '',
      'access-control-max-age': '600',
    },
  });
}

/** Sends upstream and streams the answer back; the first of timeout, size limit or the client leaving stops it. */
async function forward(
  request: Request,
  url: URL,
  cors: Record<string, string>,
  settings: Settings,
): Promise<Response> {
  const controller = new AbortController();
  let failure: Refusal | undefined;
  const stop = (why: Refusal | undefined): void => {
    failure ??= why;
    controller.abort();
  };
  request.signal?.addEventListener('abort', () => stop(undefined));
  let timer = setTimeout(() => stop(timeoutRefusal(url.origin, settings.timeoutMs)), settings.timeoutMs);
  const deadline = setTimeout(() => stop(timeoutRefusal(url.origin, settings.maxDurationMs)), settings.maxDurationMs);
  const hasBody = request.body !== null && request.method !== 'GET' && request.method !== 'HEAD';
  const body = hasBody
    ? request.body!.pipeThrough(
        counted(settings.maxBody, () => {
          stop(bodyTooLargeRefusal(settings.maxBody));
          return new Error('too large');
        }),
      )
    : null;
  let answer: Response;
  try {
    answer = await settings.send(url.href, {
      method: request.method,
      headers: upstreamHeaders(request.headers),
      body,
      redirect: 'manual',
      signal: controller.signal,
      ...(body === null ? {} : { duplex: 'half' }),
    } as RequestInit);
  } catch (error) {
    clearTimeout(timer);
    clearTimeout(deadline);
    const code = (error as { cause?: { code?: string } }).cause?.code;
    return refusalResponse(failure ?? unreachableRefusal(url.origin, code), cors);
  }
  // From now on the timer measures silence: each chunk restarts it.
  clearTimeout(timer);
  timer = setTimeout(() => controller.abort(), settings.timeoutMs);
  const done = (): void => {
    clearTimeout(timer);
    clearTimeout(deadline);
  };
  const over = (): Error => {
    controller.abort();
    return new Error('response too large');
  };
  const limit = counted(settings.maxResponse, over, () => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(), settings.timeoutMs);
  });
  if (answer.body === null) done();
  const streamed = answer.body === null ? null : endWith(answer.body.pipeThrough(limit), done, controller);
  return new Response(streamed, {
    status: answer.status,
    statusText: answer.statusText,
    headers: passedHeaders(answer, cors),
  });
}

/**
 * `stream`, calling `done` once it ends, fails or is cancelled. The client going away aborts
 * `upstream`; `upstream` aborted (silence, the duration or size limit) fails the stream, so the
 * client sees an incomplete answer rather than a short one that looks whole.
 */
function endWith(
  stream: ReadableStream<Uint8Array>,
  done: () => void,
  upstream: AbortController,
): ReadableStream<Uint8Array> {
  const reader = stream.getReader();
  return new ReadableStream({
    start(controller) {
      upstream.signal.addEventListener('abort', () => {
        done();
        try {
          controller.error(new Error('The proxy cut the answer off.'));
        } catch {
          // Already closed or cancelled.
        }
        reader.cancel().catch(() => {});
      });
    },
    async pull(controller) {
      try {
        const { value, done: ended } = await reader.read();
        if (ended) {
          done();
          controller.close();
        } else controller.enqueue(value);
      } catch (error) {
        done();
        controller.error(error);
      }
    },
    cancel(reason) {
      done();
      upstream.abort();
      return reader.cancel(reason);
    },
  });
}
