/**
 * The API of test/fixtures/arazzo-run/pets.openapi.yaml on a real recording server, for the workflow tests (Node
 * and, bundled by workflow-server-plugin.mjs, Chromium), plus a second recording server standing for "another
 * origin", which nothing may reach. Routes, under /v1:
 *   POST /login       → 200 { token: "tok-<username>" }; password "wrong" → 401; username "redirect" → 307 to `other`
 *   POST /pets        → 201 { id: "pet-7", name } with `Authorization: Bearer tok-…`, else 401
 *   GET  /pets/{id}   → 200 { id, name } for a created pet, else 404
 *   GET  /status      → 503 { state: "starting" } for the first two calls since the last clear, then 200 "ready"
 */
import type { ServerResponse } from 'node:http';
import { startRecordingServer, type RecordingServer } from './recording-server.js';

export interface PetsApi {
  readonly api: RecordingServer;
  readonly other: RecordingServer;
  close(): Promise<void>;
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): true {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
  return true;
}

export async function startPetsApi(): Promise<PetsApi> {
  const other = await startRecordingServer();
  const pets = new Map<string, string>();
  // The status route counts the server's own requests, so it needs the server it belongs to.
  const self: { server?: RecordingServer } = {};
  const api = await startRecordingServer({
    respond: (request, res) => {
      const path = request.rawPath;
      const body = (): Record<string, unknown> => {
        try {
          return JSON.parse(request.bodyText) as Record<string, unknown>;
        } catch {
          return {};
        }
      };
      const authorized = /^Bearer tok-/.test(request.headers['authorization'] ?? '');
      if (request.method === 'POST' && path === '/v1/login') {
        const { username, password } = body();
        if (username === 'redirect') return json(res, 307, {}, { location: `${other.origin}/v1/login` });
        if (password === 'wrong') return json(res, 401, { error: 'bad credentials' });
        return json(res, 200, { token: `tok-${String(username)}` });
      }
      if (request.method === 'POST' && path === '/v1/pets') {
        if (!authorized) return json(res, 401, { error: 'log in first' });
        const name = String(body().name ?? '');
        pets.set('pet-7', name);
        return json(res, 201, { id: 'pet-7', name });
      }
      const pet = /^\/v1\/pets\/([^/]+)$/.exec(path);
      if (request.method === 'GET' && pet !== null) {
        const name = pets.get(decodeURIComponent(pet[1]!));
        if (!authorized) return json(res, 401, { error: 'log in first' });
        return name === undefined ? json(res, 404, { error: 'no such pet' }) : json(res, 200, { id: pet[1], name });
      }
      if (request.method === 'GET' && path === '/v1/status') {
        const calls = self.server!.requests.filter((r) => r.rawPath === '/v1/status').length;
        return calls <= 2 ? json(res, 503, { state: 'starting' }) : json(res, 200, { state: 'ready' });
      }
      return false;
    },
  });
  self.server = api;
  return {
    api,
    other,
    close: async () => {
      await Promise.all([api.close(), other.close()]);
    },
  };
}
