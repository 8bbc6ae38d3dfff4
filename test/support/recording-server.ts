/**
 * A real HTTP server on 127.0.0.1 that records every request it receives, byte for byte: method,
 * raw path, query, headers, cookies and body. The request, snippet and playground tests send to
 * it and assert on what actually arrived.
 *
 *   const server = await startRecordingServer();
 *   await fetch(`${server.origin}/pets/1?x=1`);
 *   const got = server.requests[0];   // or: await server.next()
 *   await server.close();
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  readonly method: string;
  /** The request target exactly as sent: path and query, still percent-encoded. */
  readonly rawUrl: string;
  /** The part before `?`, still percent-encoded. */
  readonly rawPath: string;
  /** The part after `?` (without it), still percent-encoded; `''` when none. */
  readonly rawQuery: string;
  /** Query pairs decoded the way servers do (`+` is a space), in order. */
  readonly query: readonly [string, string][];
  /** Header names lower-cased; repeated headers joined with `, ` (Node's rule). */
  readonly headers: Readonly<Record<string, string>>;
  /** Name/value pairs exactly as received, in order. */
  readonly rawHeaders: readonly [string, string][];
  /** From the `Cookie` header, values as sent (not decoded). */
  readonly cookies: Readonly<Record<string, string>>;
  readonly body: Uint8Array;
  readonly bodyText: string;
}

export interface RecordingServer {
  readonly origin: string;
  readonly port: number;
  readonly requests: RecordedRequest[];
  /** Resolves with the next request to arrive (or the oldest one not yet taken by `next`). */
  next(): Promise<RecordedRequest>;
  clear(): void;
  close(): Promise<void>;
}

/** Answers a request itself; return true when it wrote the response. */
export type Responder = (
  request: RecordedRequest,
  res: ServerResponse,
  req: IncomingMessage,
) => boolean | Promise<boolean>;

export interface RecordingServerOptions {
  readonly respond?: Responder;
  /** Send permissive CORS headers and answer preflights (default true); off to act as a CORS-refusing origin. */
  readonly cors?: boolean;
}

function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) out[part.slice(0, eq).trim()] = part.slice(eq + 1).trim();
  }
  return out;
}

async function readBody(req: IncomingMessage): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

export async function record(req: IncomingMessage): Promise<RecordedRequest> {
  const rawUrl = req.url ?? '/';
  const q = rawUrl.indexOf('?');
  const rawPath = q === -1 ? rawUrl : rawUrl.slice(0, q);
  const rawQuery = q === -1 ? '' : rawUrl.slice(q + 1);
  const body = await readBody(req);
  const rawHeaders: [string, string][] = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2) rawHeaders.push([req.rawHeaders[i]!, req.rawHeaders[i + 1]!]);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return {
    method: req.method ?? 'GET',
    rawUrl,
    rawPath,
    rawQuery,
    query: [...new URLSearchParams(rawQuery)],
    headers,
    rawHeaders,
    cookies: parseCookies(headers['cookie']),
    body,
    bodyText: new TextDecoder().decode(body),
  };
}

export async function startRecordingServer(options: RecordingServerOptions = {}): Promise<RecordingServer> {
  const requests: RecordedRequest[] = [];
  const waiting: ((r: RecordedRequest) => void)[] = [];
  let taken = 0;
  const cors = options.cors ?? true;

  const server = createServer(async (req, res) => {
    try {
      if (cors) {
        res.setHeader('access-control-allow-origin', req.headers.origin ?? '*');
        res.setHeader('access-control-expose-headers', '*');
        if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
          res.setHeader(
            'access-control-allow-methods',
            'GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS, TRACE, QUERY, COPY, PURGE',
          );
          res.setHeader('access-control-allow-headers', req.headers['access-control-request-headers'] ?? '*');
          res.setHeader('access-control-max-age', '600');
          res.writeHead(204).end();
          return; // a preflight is the browser's, not the request under test: not recorded
        }
      }
      const recorded = await record(req);
      requests.push(recorded);
      const waiter = waiting.shift();
      if (waiter) {
        taken++;
        waiter(recorded);
      }
      if (options.respond && (await options.respond(recorded, res, req))) return;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ok: true, method: recorded.method, url: recorded.rawUrl }));
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    }
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    requests,
    next() {
      if (taken < requests.length) return Promise.resolve(requests[taken++]!);
      return new Promise((resolve) => waiting.push(resolve));
    },
    clear() {
      requests.length = 0;
      taken = 0;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

/** The parts of a `multipart/form-data` body, parsed by the platform's own parser (undici's). */
export async function multipartParts(
  request: RecordedRequest,
): Promise<{ name: string; value: string; filename?: string; type?: string; bytes?: Uint8Array }[]> {
  const form = await new Response(request.body as Uint8Array<ArrayBuffer>, {
    headers: { 'content-type': request.headers['content-type'] ?? '' },
  }).formData();
  const parts: { name: string; value: string; filename?: string; type?: string; bytes?: Uint8Array }[] = [];
  for (const [name, value] of form) {
    if (typeof value === 'string') parts.push({ name, value });
    else
      parts.push({
        name,
        value: '',
        filename: value.name,
        type: value.type,
        bytes: new Uint8Array(await value.arrayBuffer()),
      });
  }
  return parts;
}
