/**
 * `docs dev [dir] [--port N]`: serves the site on 127.0.0.1, watches docs.json, the specs and the
 * MDX pages, and tells open pages over Server-Sent Events when something changed (`change`) and
 * what is wrong now (`diagnostics`), so they update in place and show an overlay while a file is broken.
 * Each change is loaded first without schema validation (pages update at once), then validated.
 * With `api.playground.proxy` on, it also serves the playground proxy at /__docs_proxy, forwarding
 * only to the servers the project declares as it is now.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, watch } from 'node:fs';
import type { FSWatcher } from 'node:fs';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { extname, relative, resolve, sep } from 'node:path';
import { clearAsyncApiCache } from '../asyncapi/index.js';
import { formatPlace } from '../diagnostics.js';
import type { Diagnostic } from '../diagnostics.js';
import { clearOpenApiCache } from '../openapi/index.js';
import { createProxyHandler, sendRefusal } from '../proxy/handler.js';
import { DEFAULT_PROXY_PATH, refusal } from '../proxy/policy.js';
import { serversOfProject } from '../proxy/servers.js';
import { UsageError, stringFlag } from './args.js';
import type { ParsedArgs } from './args.js';
import { chooseLanguage, navigationLanguage } from '../i18n/page-language.js';
import { ASSETS, normaliseBase, pageShell } from './html.js';
import { answerRedirectOr404 } from './dev-redirects.js';
import { siteHead } from './site-head.js';
import { LIVE_CLIENT } from './live-client.js';
import { IGNORE_FILES } from './ignore-rules.js';
import { ignoredFindings, publishedFiles } from './published-files.js';
import type { PublishedFiles } from './published-files.js';
import { siteFiles } from './site-files.js';
import { applyPageDates, pageDates } from './page-dates.js';
import { agentFiles, LLMS_FILE, LLMS_FULL_FILE } from './agent-files.js';
import { SEARCH_INDEX_FILE } from '../search/index.js';
import type { Io } from './io.js';
import { bundleDir, themesDir } from './package-root.js';
import { loadProject, relativeToCwd } from '../node/project.js';
import { changelogSettingFindings, withChangelogs } from './changelog.js';
import { changelogFiles, feedLinksOf } from './changelog-files.js';
import { projectComponentPages, renderIslands } from './project-components.js';
import type { LoadProjectOptions, Project } from '../node/project.js';
import { summaryLine, summarise } from './report.js';
import { fileInside, sendFile } from './static-files.js';
import { serveOAuthRedirect } from './oauth-redirect.js';
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

/** A file's content hash, or `missing`. */
function fingerprint(file: string): string {
  try {
    return createHash('sha1').update(readFileSync(file)).digest('hex');
  } catch {
    return 'missing';
  }
}

function uniqueFindings(list: readonly Diagnostic[]): Finding[] {
  const seen = new Set<string>();
  return list.map(toFinding).filter((f) => {
    const key = `${f.place}|${f.rule}|${f.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export interface DevServerOptions {
  port?: number;
  log?: (line: string) => void;
  /** Bounds of the playground proxy (defaults: 10 MB, 30 s). */
  proxyMaxBodyBytes?: number;
  proxyTimeoutMs?: number;
  /** Run the project's own React components (project-components.ts), rendered again on every reload. */
  projectComponents?: boolean;
}

/** Starts the dev server; resolves once it listens. */
export async function startDevServer(docsJson: string, options: DevServerOptions = {}): Promise<DevServer> {
  const site = new DevSite(docsJson, options);
  await site.start();
  const server = createServer((req, res) => {
    handleRequest(site, req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`docs dev: ${error instanceof Error ? error.message : String(error)}`);
    });
  });
  const changes = new ChangeQueue(site, options.log ?? (() => {}));
  const watcher = watchProject(site.root, (file) => changes.add(file));
  const port = await listen(server, options.port ?? 4321);
  const heartbeat = setInterval(() => {
    for (const res of site.clients) res.write(': keep-alive\n\n');
  }, 15_000);
  return {
    url: `http://127.0.0.1:${port}/`,
    server,
    close: async () => {
      clearInterval(heartbeat);
      watcher.close();
      for (const res of site.clients) res.end();
      await changes.stop();
      await new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      });
    },
  };
}

/** The project as last loaded, what was found in it, and the pages listening for news of it. */
class DevSite {
  readonly root: string;
  readonly clients = new Set<ServerResponse>();
  findings: Finding[] = [];
  /** The diagnostics of the last load with schema validation. */
  validated: Diagnostic[] = [];
  siteName = 'API documentation';
  project: Project | undefined;
  readonly asyncApiCache: NonNullable<LoadProjectOptions['asyncApiCache']> = new Map();
  /** OpenAPI specs reused while their text is the same, so an MDX edit never parses or validates a spec again. */
  readonly openApiCache: NonNullable<LoadProjectOptions['openApiCache']> = new Map();
  readonly proxy: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  // The proxy's servers, worked out from the current project on first use after each reload.
  private servers: Promise<readonly string[]> | undefined;
  // What the site publishes (the only project files served), worked out on first request after each reload.
  private published: Promise<PublishedFiles> | undefined;
  // The site manifest and page bodies of the current project, made on first request after each reload.
  private generated: ReadonlyMap<string, string> | undefined;
  // The search index, llms.txt files and Markdown twins of the current project, made on first request after each reload.
  private agents: Promise<Map<string, string>> | undefined;
  /** The browser module of the project's components (`_islands/…`), with `--project-components`. */
  islandFiles: ReadonlyMap<string, string> = new Map();
  /** The changelogs' Markdown twins and Atom feeds (`changelog/<spec>.md`, `.xml`), as `docs build` writes them. */
  changelogFiles: ReadonlyMap<string, string> = new Map();
  /** The feeds every page's head links. */
  feeds: ReturnType<typeof feedLinksOf> = [];

  constructor(
    readonly docsJson: string,
    private readonly options: DevServerOptions,
  ) {
    this.root = resolve(docsJson, '..');
    this.proxy = createProxyHandler({
      allowedServers: () =>
        (this.servers ??= this.project === undefined ? Promise.resolve([]) : serversOfProject(this.project)),
      ...(options.proxyMaxBodyBytes === undefined ? {} : { maxBodyBytes: options.proxyMaxBodyBytes }),
      ...(options.proxyTimeoutMs === undefined ? {} : { timeoutMs: options.proxyTimeoutMs }),
    });
  }

  async start(): Promise<void> {
    this.validated = await this.reload(true);
    this.findings = this.validated.map(toFinding);
  }

  /** Loads the project again; `validate` adds each spec's schema validation (the slow part). */
  async reload(validate: boolean): Promise<Diagnostic[]> {
    clearOpenApiCache();
    clearAsyncApiCache();
    const loaded = await loadProject(this.docsJson, {
      validate,
      asyncApiCache: this.asyncApiCache,
      openApiCache: this.openApiCache,
      ...(this.options.projectComponents === true ? { projectComponents: true } : {}),
    });
    // The project's components run here only with the flag; their findings join the project's.
    const islands = this.options.projectComponents === true ? await renderIslands(loaded, '/') : undefined;
    this.islandFiles = islands?.files ?? new Map();
    // Each spec's changelog, as `docs build` makes it: its pages join the site, its marks the operation pages.
    const { project: withLogs, logs } = await withChangelogs(loaded, { base: '/', since: undefined });
    this.changelogFiles = changelogFiles(logs, '/');
    this.feeds = feedLinksOf(logs, '/');
    // "Last modified on" dates: one git call per reload, only when some page shows its date.
    this.project = applyPageDates(withLogs, await pageDates(withLogs));
    this.servers = undefined;
    this.published = undefined;
    this.generated = undefined;
    this.agents = undefined;
    this.siteName = loaded.config.name;
    const pages = this.options.projectComponents === true ? undefined : projectComponentPages(loaded);
    return [
      ...loaded.diagnostics,
      ...(await changelogSettingFindings(loaded)),
      ...ignoredFindings(loaded),
      ...(islands?.diagnostics ?? []),
      ...(pages === undefined ? [] : [pages]),
    ];
  }

  broadcast(event: string, data: unknown): void {
    const frame = `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
    for (const res of this.clients) res.write(frame);
  }

  /** The site manifest or a page body made from the project, by its path without the leading slash. */
  generatedFile(path: string): string | undefined {
    return this.project === undefined ? undefined : (this.generated ??= siteFiles(this.project)).get(path);
  }

  /** The search index, `llms.txt`, `llms-full.txt` or a page's Markdown twin, by its path without the leading slash. */
  async agentFile(path: string): Promise<string | undefined> {
    if (this.project === undefined) return undefined;
    const made = (this.agents ??= agentFiles(this.project, { base: '/' }).catch(() => new Map<string, string>()));
    return (await made).get(path);
  }

  /** The same files `docs build` publishes, nothing else of the project (package.json, notes, ignored files). */
  async publishedFile(path: string): Promise<string | undefined> {
    return this.project === undefined
      ? undefined
      : (await (this.published ??= publishedFiles(this.project))).fileAt(path);
  }
}

async function handleRequest(site: DevSite, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
  if (path === DEFAULT_PROXY_PATH) return serveProxy(site, req, res);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  const head = req.method === 'HEAD';
  if (path === `/${ASSETS}/events`) return serveEvents(site, req, res);
  if (path === `/${ASSETS}/live.js`) {
    res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
    res.end(head ? undefined : LIVE_CLIENT);
    return;
  }
  if (path.startsWith(`/${ASSETS}/`)) return serveAsset(path.slice(ASSETS.length + 2), req, res, head);
  const island = site.islandFiles.get(path.slice(1));
  if (island !== undefined) {
    res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
    res.end(head ? undefined : island);
    return;
  }
  const made = site.generatedFile(path.slice(1));
  if (made !== undefined) {
    // The version of the file: it changes only when the file does (an MDX edit changes only its page's).
    const etag = `"${createHash('sha1').update(made).digest('base64url').slice(0, 16)}"`;
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', etag });
    res.end(head ? undefined : made);
    return;
  }
  const changelog = site.changelogFiles.get(path.slice(1));
  if (changelog !== undefined) {
    const type = path.endsWith('.xml') ? 'application/atom+xml; charset=utf-8' : 'text/markdown; charset=utf-8';
    res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' });
    res.end(head ? undefined : changelog);
    return;
  }
  if (await serveAgentFile(site, req, res, path, head)) return;
  const file = await site.publishedFile(path.slice(1));
  if (file !== undefined) return sendFile(res, file, head);
  if (serveOAuthRedirect(path, res, head)) return;
  if (extname(path) !== '' && !path.endsWith('/')) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  if (site.project !== undefined && answerRedirectOr404(site.project, path, res)) return;
  // Any page URL gets the site's page, so history routing and deep links work.
  const html = pageShell({
    base: normaliseBase('/'),
    siteName: site.siteName,
    // The page's language, as docs build writes it (an unknown path: the default language's).
    ...(site.project === undefined
      ? {}
      : { lang: chooseLanguage(navigationLanguage(site.project.navigation.tree, path.replace(/^\/+|\/+$/g, ''))) }),
    ...(site.project === undefined ? {} : { siteHead: siteHead(site.project.config, '/') }),
    ...(site.feeds.length === 0 ? {} : { feeds: site.feeds }),
    tail: `    <script type="module" src="/${ASSETS}/live.js"></script>\n`,
  });
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', vary: 'accept' });
  res.end(head ? undefined : html);
}

const AGENT_TYPES: Readonly<Record<string, string>> = {
  '.json': 'application/json; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * The search index, llms.txt files and Markdown twins; a page URL asked for with `Accept: text/markdown` gets its
 * twin. True when it answered.
 */
async function serveAgentFile(
  site: DevSite,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  head: boolean,
): Promise<boolean> {
  const wantsMarkdown = extname(path) === '' && /\btext\/markdown\b/i.test(req.headers.accept ?? '');
  const slug = path.replace(/^\/+|\/+$/g, '');
  const name = wantsMarkdown ? `${slug === '' ? 'index' : slug}.md` : path.slice(1);
  // Only these paths wait for the files to be made (the first time after a reload), never a page or a spec.
  if (![SEARCH_INDEX_FILE, LLMS_FILE, LLMS_FULL_FILE].includes(name) && !name.endsWith('.md')) return false;
  const text = await site.agentFile(name);
  if (text === undefined) return false;
  res.writeHead(200, {
    'content-type': AGENT_TYPES[extname(name)] ?? 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    vary: 'accept',
  });
  res.end(head ? undefined : text);
  return true;
}

/** The Server-Sent Events stream: the current findings at once, then every news the site broadcasts. */
function serveEvents(site: DevSite, req: IncomingMessage, res: ServerResponse): void {
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
  });
  res.write(`event: diagnostics\ndata: ${JSON.stringify({ findings: site.findings })}\n\n`);
  site.clients.add(res);
  req.on('close', () => site.clients.delete(res));
}

/** The library bundle and themes, under `/<ASSETS>/`. */
async function serveAsset(rest: string, req: IncomingMessage, res: ServerResponse, head: boolean): Promise<void> {
  const file = rest.startsWith('themes/') ? fileInside(themesDir(), rest.slice(7)) : fileInside(bundleDir(), rest);
  if (file !== undefined) return sendFile(res, file, head, req.headers['if-none-match'] ?? '');
  res
    .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
    .end(existsSync(bundleDir()) ? 'Not found' : 'The library bundle is not built: run `npm run build`.');
}

async function serveProxy(site: DevSite, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (site.project?.config.api.playground.proxy !== undefined) return site.proxy(req, res);
  sendRefusal(
    res,
    refusal(
      404,
      'proxy-off',
      'The playground proxy is off: set `api.playground.proxy` to true in docs.json to send requests through it.',
    ),
  );
}

/**
 * Watches the project folder (new MDX files count too); editors that replace files are seen as renames.
 * Calls `onChange` with each docs.json, spec, MDX page or ignore file touched.
 */
function watchProject(root: string, onChange: (file: string) => void): FSWatcher {
  const onEvent = (file: string): void => {
    // An ignore file changes what is published and what is found: it counts as a change too.
    const ignoreFile = (IGNORE_FILES as readonly string[]).includes(relative(root, file));
    if (!ignoreFile && !WATCHED.has(extname(file).toLowerCase())) return;
    if (!ignoreFile && file.split(sep).some((part) => part.startsWith('.') || part === 'node_modules')) return;
    onChange(file);
  };
  try {
    return watch(root, { recursive: true }, (_type, name) => name && onEvent(resolve(root, name.toString())));
  } catch {
    return watch(root, (_type, name) => name && onEvent(resolve(root, name.toString())));
  }
}

/** Files changed, gathered for a moment, then reloaded once: quickly first, then with validation. */
class ChangeQueue {
  private readonly pending = new Set<string>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<void> = Promise.resolve();
  private flushes = 0;
  private readonly seen = new Map<string, string>();
  /** Files changed since the last validation: their old findings no longer hold. */
  private readonly unvalidated = new Set<string>();
  /** Files changed since the last `change` event: the next one names them. */
  private readonly unannounced = new Set<string>();

  constructor(
    private readonly site: DevSite,
    private readonly log: (line: string) => void,
  ) {}

  add(file: string): void {
    this.pending.add(file);
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.flush(), DEBOUNCE_MS);
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    await this.running;
  }

  private flush(): void {
    // Editors and the watcher often report one save twice: a file whose bytes are as last seen is no change.
    const changed = [...this.pending].filter((file) => {
      const now = fingerprint(file);
      const same = this.seen.get(file) === now;
      this.seen.set(file, now);
      return !same;
    });
    this.pending.clear();
    if (changed.length === 0 && this.unannounced.size === 0) return;
    const generation = ++this.flushes;
    this.dropStaleAsyncApi(changed);
    this.running = this.running.then(() => this.reload(changed, generation));
  }

  /** A cached AsyncAPI spec is stale when a file it may reference changed: anything but a known root. */
  private dropStaleAsyncApi(changed: readonly string[]): void {
    const { site } = this;
    const roots = new Set([
      resolve(site.docsJson),
      ...(site.project?.openapi ?? []).map((s) => s.file),
      ...site.asyncApiCache.keys(),
    ]);
    if (changed.some((f) => /\.(json|ya?ml)$/i.test(f) && !roots.has(f))) {
      site.asyncApiCache.clear();
      site.openApiCache.clear();
    }
  }

  /** Another edit came while this one loaded: it will validate, and its pages should not wait for this one. */
  private overtaken(generation: number): boolean {
    return generation !== this.flushes || this.pending.size > 0;
  }

  private async reload(changedNow: readonly string[], generation: number): Promise<void> {
    const { site } = this;
    // With the files of loads that were overtaken before they announced anything.
    for (const file of changedNow) this.unannounced.add(file);
    const changed = [...this.unannounced];
    const names = changed.map((f) => relativeToCwd(f));
    const brokenIn = (list: readonly Diagnostic[]): boolean =>
      list.some((d) => d.severity === 'error' && d.file !== undefined && names.includes(d.file));
    // First without schema validation, so open pages update at once. Until validation ends, the
    // validation findings of the OpenAPI files that did not change stay as they were.
    const specsBefore = new Set([...site.openApiCache.values()].map((entry) => entry.spec));
    const quick = await site.reload(false);
    const brokenHere = brokenIn(quick);
    const touched = touchedPages(site, changed);
    const reused = (site.project?.openapi ?? []).filter((s) => s.spec !== undefined && specsBefore.has(s.spec)).length;
    for (const name of names) this.unvalidated.add(name);
    const specs = new Set((site.project?.openapi ?? []).map((s) => relativeToCwd(s.file)));
    const kept = site.validated.filter(
      (d) => d.file !== undefined && specs.has(d.file) && !this.unvalidated.has(d.file),
    );
    site.findings = uniqueFindings([...quick, ...kept]);
    // Edits still coming (a burst, an editor saving many files): the last load announces them all, once.
    if (this.overtaken(generation)) return;
    site.broadcast('diagnostics', { findings: site.findings });
    if (!brokenHere) {
      site.broadcast('change', {
        files: changed.map((f) => relative(site.root, f).split(sep).join('/')),
        pages: touched,
      });
      this.unannounced.clear();
    }
    const result = await site.reload(true);
    // Files changed while it ran: what it read may be newer than what pages were told; the next run reports.
    if (this.overtaken(generation)) return;
    this.unvalidated.clear();
    site.validated = result;
    const before = JSON.stringify(site.findings);
    site.findings = result.map(toFinding);
    if (JSON.stringify(site.findings) !== before) site.broadcast('diagnostics', { findings: site.findings });
    this.log(
      `${brokenHere || brokenIn(result) ? 'broken' : 'changed'}: ${names.join(', ')} (${summaryLine(summarise(result, 0)).replace(/ in .*$/, '')}; ${touched.length} ${touched.length === 1 ? 'page' : 'pages'} rebuilt, ${reused} unchanged ${reused === 1 ? 'spec' : 'specs'} reused)`,
    );
  }
}

/** The pages whose own MDX source is among `changed` (absolute paths): the only page files an MDX edit rebuilds. */
function touchedPages(site: DevSite, changed: readonly string[]): string[] {
  const files = new Set(changed.map((f) => relative(site.root, f).split(sep).join('/')));
  const slugs: string[] = [];
  for (const [slug, page] of site.project?.navigation.pages ?? [])
    if (page.kind === 'mdx' && files.has(page.file)) slugs.push(slug);
  return slugs;
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
  const projectComponents = args.flags.get('project-components') === true;
  const dev = await startDevServer(target.docsJson, {
    port,
    log: (line) => io.out(`${line}\n`),
    ...(projectComponents ? { projectComponents } : {}),
  });
  io.out(`docs dev: ${dev.url}\nWatching ${relativeToCwd(resolve(target.docsJson, '..'))} (Ctrl-C to stop)\n`);
  const stop = (): void => {
    void dev.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return new Promise<number>(() => {}); // runs until stopped
}
