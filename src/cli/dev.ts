/**
 * `docs dev [dir] [--port N]`: serves the site on 127.0.0.1, watches docs.json, the specs and the
 * MDX pages, and tells open pages over Server-Sent Events when something changed (`change`) and
 * what is wrong now (`diagnostics`), so they update in place and show an overlay while a file is broken.
 */
import { existsSync, watch } from 'node:fs';
import type { FSWatcher } from 'node:fs';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { extname, relative, resolve, sep } from 'node:path';
import { clearAsyncApiCache } from '../asyncapi/index.js';
import { formatPlace } from '../diagnostics.js';
import type { Diagnostic } from '../diagnostics.js';
import { clearOpenApiCache } from '../openapi/index.js';
import { UsageError, stringFlag } from './args.js';
import type { ParsedArgs } from './args.js';
import { ASSETS, normaliseBase, pageShell } from './html.js';
import { LIVE_CLIENT } from './live-client.js';
import type { Io } from './main.js';
import { bundleDir, themesDir } from './package-root.js';
import { loadProject, relativeToCwd } from './project.js';
import { summaryLine, summarise } from './report.js';
import { fileInside, sendFile } from './static-files.js';
import { resolveTarget } from './target.js';

const WATCHED = new Set(['.json', '.yaml', '.yml', '.mdx', '.md']);
const DEBOUNCE_MS = 80;

export interface DevServer {
  readonly url: string;
  readonly server: Server;
  close(): Promise<void>;
}

interface Finding {
  readonly place: string;
  readonly severity: string;
  readonly message: string;
  readonly rule: string;
}

const toFinding = (d: Diagnostic): Finding => ({
  place: formatPlace(d),
  severity: d.severity,
  message: d.message,
  rule: d.code,
});

/** Starts the dev server; resolves once it listens. */
export async function startDevServer(
  docsJson: string,
  options: { port?: number; log?: (line: string) => void } = {},
): Promise<DevServer> {
  const root = resolve(docsJson, '..');
  const log = options.log ?? (() => {});
  const clients = new Set<ServerResponse>();
  let findings: Finding[] = [];
  let siteName = 'API documentation';

  const broadcast = (event: string, data: unknown): void => {
    const frame = `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
    for (const res of clients) res.write(frame);
  };

  const check = async (): Promise<Diagnostic[]> => {
    clearOpenApiCache();
    clearAsyncApiCache();
    const project = await loadProject(docsJson, { validate: true });
    siteName = project.config.name;
    return [...project.diagnostics];
  };
  findings = (await check()).map(toFinding);

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`docs dev: ${error instanceof Error ? error.message : String(error)}`);
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const path = url.pathname;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const head = req.method === 'HEAD';
    if (path === `/${ASSETS}/events`) {
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
      });
      res.write(`event: diagnostics\ndata: ${JSON.stringify({ findings })}\n\n`);
      clients.add(res);
      req.on('close', () => clients.delete(res));
      return;
    }
    if (path === `/${ASSETS}/live.js`) {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
      res.end(head ? undefined : LIVE_CLIENT);
      return;
    }
    if (path.startsWith(`/${ASSETS}/`)) {
      const rest = path.slice(ASSETS.length + 2);
      const file = rest.startsWith('themes/') ? fileInside(themesDir(), rest.slice(7)) : fileInside(bundleDir(), rest);
      if (file !== undefined) return sendFile(res, file, head);
      res
        .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
        .end(existsSync(bundleDir()) ? 'Not found' : 'The library bundle is not built: run `npm run build`.');
      return;
    }
    const file = fileInside(root, path.slice(1));
    if (file !== undefined) return sendFile(res, file, head);
    if (extname(path) !== '' && !path.endsWith('/')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    // Any page URL gets the site's page, so history routing and deep links work.
    const html = pageShell({
      base: normaliseBase('/'),
      siteName,
      tail: `    <script type="module" src="/${ASSETS}/live.js"></script>\n`,
    });
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(head ? undefined : html);
  }

  // Watch the project folder (new MDX files count too); editors that replace files are seen as renames.
  const pending = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();
  const flush = (): void => {
    const changed = [...pending];
    pending.clear();
    running = running.then(async () => {
      const diagnostics = await check();
      findings = diagnostics.map(toFinding);
      const names = changed.map((f) => relativeToCwd(f));
      const brokenHere = diagnostics.some(
        (d) => d.severity === 'error' && d.file !== undefined && names.includes(d.file),
      );
      broadcast('diagnostics', { findings });
      if (!brokenHere) broadcast('change', { files: changed.map((f) => relative(root, f).split(sep).join('/')) });
      log(
        `${brokenHere ? 'broken' : 'changed'}: ${names.join(', ')} (${summaryLine(summarise(diagnostics, 0)).replace(/ in .*$/, '')})`,
      );
    });
  };
  const onEvent = (file: string): void => {
    if (!WATCHED.has(extname(file).toLowerCase())) return;
    if (file.split(sep).some((part) => part.startsWith('.') || part === 'node_modules')) return;
    pending.add(file);
    clearTimeout(timer);
    timer = setTimeout(flush, DEBOUNCE_MS);
  };
  let watcher: FSWatcher;
  try {
    watcher = watch(root, { recursive: true }, (_type, name) => name && onEvent(resolve(root, name.toString())));
  } catch {
    watcher = watch(root, (_type, name) => name && onEvent(resolve(root, name.toString())));
  }

  const port = await listen(server, options.port ?? 4321);
  const heartbeat = setInterval(() => {
    for (const res of clients) res.write(': keep-alive\n\n');
  }, 15_000);
  return {
    url: `http://127.0.0.1:${port}/`,
    server,
    close: async () => {
      clearInterval(heartbeat);
      clearTimeout(timer);
      watcher.close();
      for (const res of clients) res.end();
      await running;
      await new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      });
    },
  };
}

/** Listens on 127.0.0.1 at `port`, or the next free one (port 0: any). */
async function listen(server: Server, port: number): Promise<number> {
  for (let candidate = port; candidate < port + 50; candidate++) {
    const ok = await new Promise<boolean>((done, fail) => {
      const onError = (error: NodeJS.ErrnoException): void => {
        server.off('listening', onListening);
        if (error.code === 'EADDRINUSE' || error.code === 'EACCES') done(false);
        else fail(error);
      };
      const onListening = (): void => {
        server.off('error', onError);
        done(true);
      };
      server.once('error', onError);
      server.once('listening', onListening);
      server.listen(candidate, '127.0.0.1');
    });
    if (ok) return (server.address() as { port: number }).port;
    if (port === 0) break;
  }
  throw new Error(`No free port from ${port} on 127.0.0.1.`);
}

export async function devCommand(args: ParsedArgs, io: Io): Promise<number> {
  if (args.positionals.length > 1) throw new UsageError('dev takes one project folder.');
  const portFlag = stringFlag(args, 'port');
  const port = portFlag === undefined ? 4321 : Number(portFlag);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new UsageError(`--port must be a port number, not "${portFlag}".`);
  const target = resolveTarget(args.positionals[0] ?? '.', { projectOnly: true });
  if (target.kind !== 'project') throw new UsageError('dev needs a project folder.');
  if (!existsSync(bundleDir()))
    io.err('docs dev: the library bundle (dist/cdn) is missing; run `npm run build` first.\n');
  const dev = await startDevServer(target.docsJson, { port, log: (line) => io.out(`${line}\n`) });
  io.out(`docs dev: ${dev.url}\nWatching ${relativeToCwd(resolve(target.docsJson, '..'))} (Ctrl-C to stop)\n`);
  const stop = (): void => {
    void dev.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return new Promise<number>(() => {}); // runs until stopped
}
