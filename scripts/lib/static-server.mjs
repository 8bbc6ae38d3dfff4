// A small static file server on 127.0.0.1 for `npm start` and `npm run bench`: several mounted
// folders, correct MIME types, no way out of a folder (`..`, encoded or not, and symlinks are checked
// after resolving), and the next free port when the asked one is busy.
import { createReadStream, realpathSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';

export const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.yaml': 'text/yaml; charset=utf-8',
  '.yml': 'text/yaml; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.mdx': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

/**
 * Maps a URL path to a file inside one of the mounts, or undefined when it is outside all of them.
 * @param {Record<string, string>} mounts URL prefix (ending in `/`) → folder; the longest prefix wins.
 */
export function resolveInMounts(mounts, urlPath) {
  let path;
  try {
    path = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (path.includes('\0')) return undefined;
  const prefix = Object.keys(mounts)
    .sort((a, b) => b.length - a.length)
    .find((p) => path.startsWith(p));
  if (prefix === undefined) return undefined;
  const root = resolve(mounts[prefix]);
  let file = resolve(root, `.${sep}${path.slice(prefix.length)}`);
  if (file !== root && !file.startsWith(root + sep)) return undefined;
  try {
    if (statSync(file).isDirectory()) file = join(file, 'index.html');
    const real = realpathSync(file);
    const realRoot = realpathSync(root);
    if (real !== realRoot && !real.startsWith(realRoot + sep)) return undefined;
    return statSync(real).isFile() ? real : undefined;
  } catch {
    return undefined;
  }
}

/** @param {Record<string, string>} mounts */
export function createStaticServer(mounts, { log = false } = {}) {
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const file = resolveInMounts(mounts, url.pathname);
    if (log) console.log(`${req.method} ${url.pathname} ${file ? 200 : 404}`);
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const { size } = statSync(file);
    res.writeHead(200, {
      'content-type': MIME[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'content-length': size,
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  });
}

/** Listens on 127.0.0.1 at `port`, or the next free one above it; resolves to the port used. */
export async function listen(server, port, { tries = 50 } = {}) {
  for (let candidate = port; candidate < port + tries; candidate++) {
    const ok = await new Promise((done, fail) => {
      const onError = (error) => {
        server.off('listening', onListening);
        if (error.code === 'EADDRINUSE' || error.code === 'EACCES') done(false);
        else fail(error);
      };
      const onListening = () => {
        server.off('error', onError);
        done(true);
      };
      server.once('error', onError);
      server.once('listening', onListening);
      server.listen(candidate, '127.0.0.1');
    });
    if (ok) return server.address().port;
    if (port === 0) break;
  }
  throw new Error(`no free port from ${port} to ${port + tries - 1} on 127.0.0.1`);
}
