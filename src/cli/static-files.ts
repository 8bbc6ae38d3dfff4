/** Serving files of a folder safely: no way out of it (`..`, encoded or not, symlinks), MIME types, no dotfiles. */
import { createReadStream, realpathSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname, resolve, sep } from 'node:path';

export const MIME: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.yaml': 'text/yaml; charset=utf-8',
  '.yml': 'text/yaml; charset=utf-8',
  '.mdx': 'text/markdown; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

/** The file under `root` that `relPath` (URL-decoded, `/`-separated) names, or undefined. */
export function fileInside(root: string, relPath: string): string | undefined {
  let path: string;
  try {
    path = decodeURIComponent(relPath);
  } catch {
    return undefined;
  }
  if (path.includes('\0') || path.split('/').some((part) => part.startsWith('.') && part !== '')) return undefined;
  const base = resolve(root);
  const file = resolve(base, `.${sep}${path}`);
  if (file !== base && !file.startsWith(base + sep)) return undefined;
  try {
    const real = realpathSync(file);
    const realRoot = realpathSync(base);
    if (!real.startsWith(realRoot + sep)) return undefined;
    return statSync(real).isFile() ? real : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sends a file, never from a stale cache: `no-store` by default; with `ifNoneMatch` (the request's
 * `If-None-Match`) the browser may keep it and ask each time, and an unchanged file costs a 304
 * (the library bundle, so a reload in `docs dev` does not download and compile it again).
 */
export function sendFile(res: ServerResponse, file: string, head = false, ifNoneMatch?: string): void {
  const stat = statSync(file);
  const etag = `"${stat.size.toString(36)}-${stat.mtimeMs.toString(36)}"`;
  const revalidate = ifNoneMatch !== undefined;
  if (revalidate && ifNoneMatch === etag) {
    res.writeHead(304, { etag, 'cache-control': 'no-cache' }).end();
    return;
  }
  res.writeHead(200, {
    'content-type': MIME[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'content-length': stat.size,
    'cache-control': revalidate ? 'no-cache' : 'no-store',
    ...(revalidate ? { etag } : {}),
    'x-content-type-options': 'nosniff',
  });
  if (head) res.end();
  else createReadStream(file).pipe(res);
}
