/** A real HTTP server on 127.0.0.1 serving given files and recording every request (for the openapi tests). */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordingServer {
  readonly origin: string;
  readonly requests: string[];
  /** Files by path (`/spec.json`); a missing path answers 404. Mutable so a test can fix a file. */
  readonly files: Map<string, string>;
  close(): Promise<void>;
}

export async function startServer(files: Record<string, string>): Promise<RecordingServer> {
  const map = new Map(Object.entries(files));
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    requests.push(path);
    const body = map.get(path);
    if (body === undefined) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': path.endsWith('.json') ? 'application/json' : 'text/yaml' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    files: map,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
