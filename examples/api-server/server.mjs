#!/usr/bin/env node
// The example API that examples/docs documents, so its playground works for real.
// node examples/api-server/server.mjs [port]   (or PORT=…; default 4010), on 127.0.0.1 only.
//
// Credentials (the same as in openapi.yaml): bearer `demo-token`, basic `demo` / `secret`,
// API key `demo-key` in the `x-api-key` header. Every route of openapi.yaml is here, plus the
// WebSocket echo of asyncapi.yaml at ws://127.0.0.1:<port>/ws/echo.
/* global Response, setInterval, clearInterval -- Node globals */
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { WebSocketServer } from 'ws';
import { makePng, makeWav, readVideo } from './media.mjs';

export const CREDENTIALS = { bearer: 'demo-token', basicUser: 'demo', basicPassword: 'secret', apiKey: 'demo-key' };
const MAX_UPLOAD = 5 * 1024 * 1024;
const MAX_JSON = 64 * 1024;

const media = { png: makePng(), wav: makeWav(), webm: readVideo() };

/** A fresh copy of the seed data per server, so tests do not see each other's users. */
function seedUsers() {
  return new Map([
    ['u_1', { id: 'u_1', name: 'Ada Lovelace', email: 'ada@example.com', role: 'admin' }],
    ['u_2', { id: 'u_2', name: 'Alan Turing', email: 'alan@example.com', role: 'member' }],
    ['u_3', { id: 'u_3', name: 'Grace Hopper', email: 'grace@example.com', role: 'member' }],
  ]);
}

/** Docs pages on 127.0.0.1 or localhost (any port) may call the API; DOCS_ORIGIN adds one more. */
function allowedOrigin(origin) {
  if (!origin) return undefined;
  if (process.env.DOCS_ORIGIN && origin === process.env.DOCS_ORIGIN) return origin;
  return /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(origin) ? origin : undefined;
}

function corsHeaders(req) {
  const origin = allowedOrigin(req.headers.origin);
  if (origin === undefined) return {};
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers': 'authorization, content-type, x-api-key, x-request-id',
    'access-control-expose-headers': 'x-request-id, content-length, content-type',
    'access-control-max-age': '600',
    vary: 'origin',
  };
}

/** Which scheme the request authenticated with, or why it did not. */
export function authenticate(headers) {
  const auth = headers.authorization ?? '';
  if (auth.startsWith('Bearer ')) {
    return auth.slice(7) === CREDENTIALS.bearer ? { ok: 'bearer' } : { error: 'The bearer token is not valid.' };
  }
  if (auth.startsWith('Basic ')) {
    const [user, ...rest] = Buffer.from(auth.slice(6), 'base64').toString('utf8').split(':');
    return user === CREDENTIALS.basicUser && rest.join(':') === CREDENTIALS.basicPassword
      ? { ok: 'basic' }
      : { error: 'The user name or password is wrong.' };
  }
  if (headers['x-api-key'] !== undefined) {
    return headers['x-api-key'] === CREDENTIALS.apiKey ? { ok: 'apiKey' } : { error: 'The API key is not valid.' };
  }
  return { error: 'Send credentials: a bearer token, basic auth, or an x-api-key header.' };
}

async function readBody(req, limit) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > limit) throw Object.assign(new Error(`The body is larger than ${limit} bytes.`), { status: 413 });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function validateNewUser(body) {
  const problems = [];
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return ['The body must be a JSON object.'];
  if (typeof body.name !== 'string' || body.name.trim() === '')
    problems.push('`name` is required (a non-empty string).');
  if (typeof body.email !== 'string' || !/^[^@\s]+@[^@\s]+$/.test(body.email))
    problems.push('`email` must be an email address.');
  if (body.role !== undefined && !['admin', 'member', 'guest'].includes(body.role))
    problems.push('`role` must be one of admin, member, guest.');
  return problems;
}

export function createApiServer() {
  const users = seedUsers();
  let nextId = users.size + 1;

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const cors = corsHeaders(req);
    const requestId = req.headers['x-request-id'];
    const send = (status, body, headers = {}) => {
      const isBuffer = Buffer.isBuffer(body);
      const payload = isBuffer ? body : body === undefined ? '' : JSON.stringify(body, null, 2);
      res.writeHead(status, {
        ...cors,
        ...(isBuffer || body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' }),
        ...(typeof requestId === 'string' ? { 'x-request-id': requestId } : {}),
        'cache-control': 'no-store',
        ...headers,
      });
      res.end(req.method === 'HEAD' ? undefined : payload);
    };
    const problem = (status, title, detail) => send(status, { status, title, detail });
    const requireAuth = () => {
      const result = authenticate(req.headers);
      if (result.ok) return true;
      problem(401, 'Unauthorized', result.error);
      return false;
    };

    try {
      if (req.method === 'OPTIONS') return send(204, undefined);
      const route = `${req.method} ${url.pathname}`;
      const userMatch = /^\/users\/([^/]+)$/.exec(url.pathname);

      if (route === 'GET /ping') return send(200, { pong: true, time: new Date().toISOString() });
      if (route === 'GET /status')
        return send(200, { status: 'ok', uptimeSeconds: Math.round(process.uptime()), users: users.size });

      if (route === 'GET /users') {
        if (!requireAuth()) return;
        const limit = url.searchParams.has('limit') ? Number(url.searchParams.get('limit')) : 20;
        if (!Number.isInteger(limit) || limit < 1 || limit > 100)
          return problem(400, 'Bad Request', '`limit` must be a whole number from 1 to 100.');
        const q = (url.searchParams.get('q') ?? '').toLowerCase();
        const found = [...users.values()].filter((u) => q === '' || u.name.toLowerCase().includes(q));
        return send(200, { data: found.slice(0, limit), total: found.length });
      }
      if (req.method === 'GET' && userMatch) {
        if (!requireAuth()) return;
        const user = users.get(decodeURIComponent(userMatch[1]));
        return user
          ? send(200, user)
          : problem(404, 'Not Found', `There is no user "${decodeURIComponent(userMatch[1])}".`);
      }
      if (route === 'POST /users') {
        if (!requireAuth()) return;
        if (!/^application\/json\b/.test(req.headers['content-type'] ?? ''))
          return problem(415, 'Unsupported Media Type', 'Send the new user as application/json.');
        let body;
        try {
          body = JSON.parse((await readBody(req, MAX_JSON)).toString('utf8'));
        } catch (error) {
          if (error.status) throw error;
          return problem(400, 'Bad Request', 'The body is not valid JSON.');
        }
        const problems = validateNewUser(body);
        if (problems.length > 0) return send(422, { status: 422, title: 'Unprocessable Entity', problems });
        const user = { id: `u_${nextId++}`, name: body.name.trim(), email: body.email, role: body.role ?? 'member' };
        users.set(user.id, user);
        return send(201, user, { location: `/users/${user.id}` });
      }

      if (route === 'GET /media/image.png' || route === 'HEAD /media/image.png')
        return send(200, media.png, { 'content-type': 'image/png' });
      if (route === 'GET /media/audio.wav' || route === 'HEAD /media/audio.wav')
        return send(200, media.wav, { 'content-type': 'audio/wav' });
      if (route === 'GET /media/video.webm' || route === 'HEAD /media/video.webm')
        return send(200, media.webm, { 'content-type': 'video/webm' });

      if (route === 'GET /events') return streamEvents(req, res, url, cors);

      if (route === 'POST /files') {
        if (!requireAuth()) return;
        const type = req.headers['content-type'] ?? '';
        if (!/^multipart\/form-data\b/.test(type))
          return problem(415, 'Unsupported Media Type', 'Upload the file as multipart/form-data with a `file` field.');
        const raw = await readBody(req, MAX_UPLOAD);
        let form;
        try {
          form = await new Response(raw, { headers: { 'content-type': type } }).formData();
        } catch {
          return problem(400, 'Bad Request', 'The multipart body could not be read.');
        }
        const file = form.get('file');
        if (file === null || typeof file === 'string')
          return problem(400, 'Bad Request', 'The form has no `file` field with a file in it.');
        const bytes = Buffer.from(await file.arrayBuffer());
        return send(201, {
          name: file.name,
          type: file.type || 'application/octet-stream',
          size: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          description: typeof form.get('description') === 'string' ? form.get('description') : null,
        });
      }

      return problem(404, 'Not Found', `No route for ${req.method} ${url.pathname}.`);
    } catch (error) {
      if (res.headersSent) return res.destroy();
      return problem(
        error.status ?? 500,
        error.status === 413 ? 'Payload Too Large' : 'Internal Server Error',
        error.message,
      );
    }
  });

  // WebSocket echo (asyncapi.yaml): every text frame comes back as { echo, receivedAt }.
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== '/ws/echo') {
      socket.end('HTTP/1.1 404 Not Found\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      ws.send(JSON.stringify({ type: 'welcome', message: 'Send any text; it comes back.' }));
      ws.on('message', (data, isBinary) => {
        if (isBinary) {
          ws.send(data, { binary: true });
          return;
        }
        const text = data.toString('utf8');
        let parsed = text;
        try {
          parsed = JSON.parse(text);
        } catch {
          // plain text is echoed as a string
        }
        ws.send(JSON.stringify({ type: 'echo', echo: parsed, receivedAt: new Date().toISOString() }));
      });
    });
  });
  server.on('close', () => {
    for (const client of wss.clients) client.terminate();
    wss.close();
  });
  return server;
}

/** `count` `tick` events, one every `interval` ms, then `done`; stops when the reader leaves. */
function streamEvents(req, res, url, cors) {
  const count = Math.min(Math.max(Number(url.searchParams.get('count') ?? 5) || 5, 1), 50);
  const interval = Math.min(Math.max(Number(url.searchParams.get('interval') ?? 300) || 300, 10), 5000);
  res.writeHead(200, {
    ...cors,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
  });
  let sent = 0;
  const timer = setInterval(() => {
    sent++;
    res.write(
      `id: ${sent}\nevent: tick\ndata: ${JSON.stringify({ n: sent, of: count, at: new Date().toISOString() })}\n\n`,
    );
    if (sent >= count) {
      clearInterval(timer);
      res.end(`event: done\ndata: {"sent":${sent}}\n\n`);
    }
  }, interval);
  req.on('close', () => clearInterval(timer));
}

/** Listens on 127.0.0.1; resolves to the port. */
export function listenOn(server, port) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve(server.address().port);
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.argv[2] ?? process.env.PORT ?? 4010);
  const server = createApiServer();
  try {
    const actual = await listenOn(server, port);
    console.log(`example API: http://127.0.0.1:${actual}/  (WebSocket echo: ws://127.0.0.1:${actual}/ws/echo)`);
  } catch (error) {
    console.error(
      error.code === 'EADDRINUSE'
        ? `Port ${port} is in use. Stop what uses it, or run with another port: PORT=4011 node examples/api-server/server.mjs (and change the servers in examples/docs).`
        : `The example API could not start: ${error.message}`,
    );
    process.exit(1);
  }
  const stop = () => {
    server.close();
    server.closeAllConnections();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
