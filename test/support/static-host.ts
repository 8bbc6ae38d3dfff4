// What any static host does with a built site, for the Chromium tests of `docs build`: the file, a folder's
// index.html, else 404.html with status 404. Everything under `base`; `hold` may delay or replace an answer.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import type { Page } from 'puppeteer-core';
import { MIME } from '../../src/cli/static-files.js';

export interface StaticHostOptions {
  /** The path the site is served under, starting and ending with `/` (default `/`). */
  readonly base?: string;
  /** Answers a request itself (return true), or lets the host answer it; `send` answers as the host would. */
  readonly intercept?: (path: string, res: ServerResponse, send: () => void) => boolean;
}

export function staticHost(root: string, options: StaticHostOptions = {}): Server {
  const base = options.base ?? '/';
  return createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const send = (): void => sendFile(root, path.startsWith(base) ? path.slice(base.length) : undefined, res);
    if (options.intercept?.(path, res, send) !== true) send();
  });
}

function sendFile(root: string, inside: string | undefined, res: ServerResponse): void {
  let file = inside === undefined ? undefined : normalize(join(root, inside));
  if (file !== undefined && !file.startsWith(root + sep) && file !== root) file = undefined;
  if (file !== undefined && existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  const found = file !== undefined && existsSync(file);
  const sent = found ? file! : join(root, '404.html');
  res.writeHead(found ? 200 : 404, { 'content-type': MIME[extname(sent)] ?? 'application/octet-stream' });
  createReadStream(sent).pipe(res);
}

/** Listens on an ephemeral port of 127.0.0.1 and gives the origin. */
export async function listenLocal(server: Server): Promise<string> {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Collects what would show in the console as a problem: errors, uncaught exceptions, failed requests. */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`exception: ${String(e)}`));
  page.on('requestfailed', (r) => problems.push(`failed: ${r.url()} ${r.failure()?.errorText ?? ''}`));
  page.on('response', (r) => r.status() >= 400 && problems.push(`${r.status()}: ${r.url()}`));
  return problems;
}
