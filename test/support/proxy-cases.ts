/**
 * The playground proxy's cases, one table for both runtimes: test/cli/proxy-cases.test.ts runs each
 * against `docs dev` (Node) and against the worker build on workerd (miniflare). The upstream is a
 * real server on 127.0.0.1 that echoes what reached it (the request id, Host, headers, body size), so
 * a case can say what the API saw as well as what the playground was answered.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** What the API saw of one request (the echo's JSON body). */
export interface Echo {
  readonly id: string | null;
  readonly method: string;
  readonly path: string;
  readonly host: string;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly bytes: number;
}

export interface Upstream {
  readonly port: number;
  readonly origin: string;
  /** Every request that arrived, in order (path and request id). */
  readonly seen: { path: string; id: string | null }[];
  /** Requests whose socket closed before their answer ended (the proxy passed an abort on). */
  readonly closedEarly: string[];
  close(): Promise<void>;
}

const CHUNK = Buffer.alloc(64 * 1024, 'x');

/** Streams `total` bytes without holding them (one 64 KB buffer written again and again). */
function streamBytes(res: ServerResponse, total: number): void {
  let left = total;
  const pump = (): void => {
    while (left > 0) {
      const n = Math.min(left, CHUNK.length);
      left -= n;
      if (!res.write(n === CHUNK.length ? CHUNK : CHUNK.subarray(0, n))) return void res.once('drain', pump);
    }
    res.end();
  };
  pump();
}

function answer(req: IncomingMessage, res: ServerResponse, path: string, url: URL, bytes: number): void {
  const id = (req.headers['x-request-id'] as string | undefined) ?? null;
  if (path === '/v1/redirect') {
    res.writeHead(302, { location: 'http://evil.example.test/steal' }).end();
  } else if (path === '/v1/cookie') {
    res.writeHead(200, { 'set-cookie': 'api_session=1; Path=/', 'content-type': 'text/plain' }).end('ok');
  } else if (path === '/v1/hang') {
    // Never answers: the proxy must give up.
  } else if (path === '/v1/drip') {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.write('first');
    // …then silence: the proxy must cut it off.
  } else if (path === '/v1/big') {
    res.writeHead(200, { 'content-type': 'application/octet-stream' });
    streamBytes(res, Number(url.searchParams.get('bytes') ?? 1024));
  } else if (path === '/v1/sse') {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
    const count = Number(url.searchParams.get('events') ?? 5);
    let sent = 0;
    const timer = setInterval(() => {
      res.write(`id: ${sent}\ndata: ${JSON.stringify({ id, n: sent })}\n\n`);
      if (++sent === count) {
        clearInterval(timer);
        res.end();
      }
    }, 20);
    res.on('close', () => clearInterval(timer));
  } else {
    const echo: Echo = {
      id,
      method: req.method ?? 'GET',
      path,
      host: req.headers.host ?? '',
      headers: req.headers,
      bytes,
    };
    res.writeHead(200, { 'content-type': 'application/json', 'x-request-id': id ?? '' }).end(JSON.stringify(echo));
  }
}

/** Starts the echoing upstream on 127.0.0.1. */
export async function startUpstream(): Promise<Upstream> {
  const seen: Upstream['seen'] = [];
  const closedEarly: string[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://upstream');
    const id = (req.headers['x-request-id'] as string | undefined) ?? null;
    seen.push({ path: url.pathname, id });
    res.on('close', () => {
      if (!res.writableFinished) closedEarly.push(id ?? url.pathname);
    });
    let bytes = 0;
    req.on('data', (chunk: Buffer) => (bytes += chunk.length));
    req.on('end', () => answer(req, res, url.pathname, url, bytes));
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    seen,
    closedEarly,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Waits for `condition`, checking every 10 ms; fails after `ms` with `what`. */
export async function until(condition: () => boolean, what: string, ms = 10_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > ms) throw new Error(`still waiting after ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** The proxy's limits in both runtimes' test setups. */
export const LIMITS = { maxBodyBytes: 1024 * 1024, timeoutMs: 600 };
export const ALLOWED_ORIGIN = 'https://docs.example.test';

/** The servers the site declares: the upstream's /v1, and a port nothing listens on. */
export const declaredServers = (upstream: Upstream): string[] => [`${upstream.origin}/v1`, 'http://127.0.0.1:1/'];

export interface ProxyRequest {
  readonly method: string;
  /** The X-Docs-Proxy-Target header (`{up}` is the upstream's origin), or none. */
  readonly target?: string;
  readonly headers?: Record<string, string>;
  /** A body of this many bytes, sent with its Content-Length or, with `chunked`, streamed without. */
  readonly bodyBytes?: number;
  readonly chunked?: boolean;
}

export interface ProxyAnswer {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
}

export interface ProxyCase {
  readonly name: string;
  readonly request: ProxyRequest;
  /** The status the playground gets, and the refusal code (the `error` of its JSON body) when refused. */
  readonly status: number;
  readonly refusal?: string;
  /** How many requests the upstream gets (default: 1 when forwarded, 0 when refused). */
  readonly upstreamRequests?: number;
  /** Further checks of the answer and of what the API saw. */
  readonly check?: (answer: ProxyAnswer, echo: Echo | undefined, upstream: Upstream) => void;
}

/** GETs of a target the proxy refuses without asking the API: name, target, status, refusal code. */
const REFUSED_GETS: readonly (readonly [string, string, number, string])[] = [
  ['refuses an undeclared host', 'http://evil.example.test/v1/items', 403, 'undeclared-host'],
  ['refuses a path outside the declared server', '{up}/admin', 403, 'undeclared-path'],
  ['refuses the cloud metadata address', 'http://169.254.169.254/latest/meta-data/', 403, 'private-address'],
  [
    'refuses localhost by another name than the declared one',
    'http://localhost:{port}/v1/items',
    403,
    'private-address',
  ],
  ['refuses an IPv4-mapped IPv6 loopback', 'http://[::ffff:127.0.0.1]:{port}/v1/items', 403, 'private-address'],
  ['refuses credentials in the URL', 'http://user:pw@127.0.0.1:{port}/v1/items', 400, 'credentials-in-url'],
  ['refuses a file: URL', 'file:///etc/passwd', 400, 'bad-scheme'],
];

const refusedGet = ([name, target, status, refusal]: (typeof REFUSED_GETS)[number]): ProxyCase => ({
  name,
  request: { method: 'GET', target },
  status,
  refusal,
});

export const CASES: readonly ProxyCase[] = [
  {
    name: 'forwards a declared request and its id comes back',
    request: { method: 'GET', target: '{up}/v1/items?x=1', headers: { 'x-request-id': 'case-1' } },
    status: 200,
    check: (a, echo) => {
      if (echo?.id !== 'case-1' || echo.path !== '/v1/items') throw new Error(`echo ${a.text}`);
    },
  },
  {
    name: 'forwards a body of the declared size',
    request: { method: 'POST', target: '{up}/v1/items', bodyBytes: 300_000 },
    status: 200,
    check: (_a, echo) => {
      if (echo?.bytes !== 300_000) throw new Error(`the API got ${echo?.bytes} bytes`);
    },
  },
  ...REFUSED_GETS.map(refusedGet),
  {
    name: 'refuses a request without a target, whatever X-Forwarded-Host says',
    request: {
      method: 'GET',
      headers: { 'x-forwarded-host': 'evil.example.test', forwarded: 'host=evil.example.test' },
    },
    status: 400,
    refusal: 'missing-target',
  },
  {
    name: 'Host, Forwarded and X-Forwarded-* never reach the API; its Host is the declared one',
    request: {
      method: 'GET',
      target: '{up}/v1/items',
      headers: {
        forwarded: 'for=10.0.0.1;host=evil.example.test;proto=https',
        'x-forwarded-for': '10.0.0.1',
        'x-forwarded-host': 'evil.example.test',
        'x-forwarded-proto': 'https',
        'x-real-ip': '10.0.0.1',
        via: '1.1 evil',
      },
    },
    status: 200,
    check: (_a, echo, up) => {
      const leaked = [
        'forwarded',
        'x-forwarded-for',
        'x-forwarded-host',
        'x-forwarded-proto',
        'x-real-ip',
        'via',
      ].filter((h) => echo?.headers[h] !== undefined);
      if (leaked.length > 0) throw new Error(`the API saw ${leaked.join(', ')}`);
      if (echo?.host !== `127.0.0.1:${up.port}`) throw new Error(`the API saw Host ${echo?.host}`);
    },
  },
  {
    name: 'does not follow a redirect to an undeclared host: the Location is renamed',
    request: { method: 'GET', target: '{up}/v1/redirect' },
    status: 302,
    check: (a) => {
      if (a.headers.get('location') !== null) throw new Error('a Location reached the browser');
      if (a.headers.get('x-docs-proxy-location') !== 'http://evil.example.test/steal')
        throw new Error(`x-docs-proxy-location ${a.headers.get('x-docs-proxy-location')}`);
    },
  },
  {
    name: 'the API cannot set cookies on the docs site',
    request: { method: 'GET', target: '{up}/v1/cookie' },
    status: 200,
    check: (a) => {
      if (a.headers.get('set-cookie') !== null) throw new Error('Set-Cookie passed');
      if (a.headers.get('x-docs-proxy-stripped') !== 'set-cookie') throw new Error('not told of the stripped cookie');
    },
  },
  {
    name: "the docs site's cookies stay behind; the reader's API cookie goes",
    request: {
      method: 'GET',
      target: '{up}/v1/items',
      headers: { cookie: 'docs_session=secret', 'x-docs-proxy-cookie': 'api=1' },
    },
    status: 200,
    check: (_a, echo) => {
      if (echo?.headers['cookie'] !== 'api=1') throw new Error(`the API saw cookie ${String(echo?.headers['cookie'])}`);
    },
  },
  {
    name: 'refuses a declared body over the limit',
    request: { method: 'POST', target: '{up}/v1/items', bodyBytes: LIMITS.maxBodyBytes + 1 },
    status: 413,
    refusal: 'body-too-large',
  },
  {
    name: 'refuses a streamed body once it passes the limit',
    request: { method: 'POST', target: '{up}/v1/items', bodyBytes: LIMITS.maxBodyBytes * 3, chunked: true },
    status: 413,
    refusal: 'body-too-large',
    upstreamRequests: -1, // the API may have seen the start of it
  },
  {
    name: 'gives up on an upstream that never answers',
    request: { method: 'GET', target: '{up}/v1/hang' },
    status: 504,
    refusal: 'timeout',
    upstreamRequests: 1,
  },
  {
    name: 'says when a declared server is down',
    request: { method: 'GET', target: 'http://127.0.0.1:1/x' },
    status: 502,
    refusal: 'upstream-unreachable',
  },
  {
    name: 'a page of another site may not use it',
    request: {
      method: 'GET',
      target: '{up}/v1/items',
      headers: { origin: 'https://evil.example.test', 'sec-fetch-site': 'cross-site' },
    },
    status: 403,
    refusal: 'origin-not-allowed',
  },
];

/** The target with the upstream's origin and port filled in. */
export function targetOf(request: ProxyRequest, upstream: Upstream): string | undefined {
  return request.target?.replace('{up}', upstream.origin).replace('{port}', String(upstream.port));
}

/** A body of `bytes` bytes, as a stream of 64 KB chunks (so a chunked one is never whole in memory). */
export function bodyStream(bytes: number): ReadableStream<Uint8Array> {
  let left = bytes;
  return new ReadableStream({
    pull(controller) {
      if (left <= 0) return controller.close();
      const n = Math.min(left, CHUNK.length);
      left -= n;
      controller.enqueue(new Uint8Array(CHUNK.subarray(0, n)));
    },
  });
}

/** Checks one answer against its case. */
export function checkCase(c: ProxyCase, answer: ProxyAnswer, upstream: Upstream, before: number): void {
  const refusalCode = answer.headers.get('x-docs-proxy-refusal');
  let json: { error?: string; reason?: string } | undefined;
  try {
    json = JSON.parse(answer.text) as typeof json;
  } catch {
    json = undefined;
  }
  if (answer.status !== c.status)
    throw new Error(`${c.name}: status ${answer.status}, not ${c.status}: ${answer.text.slice(0, 300)}`);
  if (c.refusal !== undefined) {
    if (json?.error !== c.refusal || refusalCode !== c.refusal)
      throw new Error(`${c.name}: refusal ${json?.error}/${refusalCode}, not ${c.refusal}`);
    if (typeof json.reason !== 'string' || json.reason.length < 20) throw new Error(`${c.name}: no reason given`);
  }
  const expected = c.upstreamRequests ?? (c.refusal === undefined ? 1 : 0);
  const got = upstream.seen.length - before;
  if (expected >= 0 && got !== expected)
    throw new Error(`${c.name}: the upstream got ${got} requests, not ${expected}`);
  const echo =
    answer.headers.get('content-type')?.startsWith('application/json') && c.refusal === undefined
      ? (json as unknown as Echo)
      : undefined;
  c.check?.(answer, echo, upstream);
}
