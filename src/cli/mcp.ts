/**
 * `docs mcp [dir] [--http PORT] [--allow-calls] [--bearer-env VAR] [--basic-env VAR] [--api-key-env VAR]`: a Model
 * Context Protocol server (the official TypeScript SDK) over stdio, or Streamable HTTP on 127.0.0.1 with `--http`,
 * exposing the documentation: `search_docs`, `get_page`, `list_operations`, `get_operation`, `list_changes` (the
 * changelog, src/cli/mcp-changes.ts); and with
 * `--allow-calls`, one tool per operation that calls the API's declared servers (src/cli/mcp-calls.ts).
 */
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import { loadProject } from '../node/project.js';
import { serversOfProject } from '../proxy/servers.js';
import { stringFlag, UsageError } from './args.js';
import type { ParsedArgs } from './args.js';
import type { Io } from './io.js';
import { callOperation, operationInputSchema } from './mcp-calls.js';
import type { EnvCredentials } from './mcp-calls.js';
import { bounded, McpDocs, searchText } from './mcp-docs.js';
import { packageVersion } from './package-root.js';
import { resolveTarget } from './target.js';
import { projectChangelogs, type BuiltChangelog } from './changelog.js';
import { LIST_CHANGES_TOOL, listChanges } from './mcp-changes.js';
import { GitHistoryError } from '../node/git-history.js';

export interface McpOptions {
  readonly allowCalls: boolean;
  readonly env: EnvCredentials;
  /** `--changelog-since <ref>`: `list_changes` reads the specs' git history since the ref. */
  readonly changelogSince?: string;
}

const text = (value: string, isError = false): CallToolResult => ({
  content: [{ type: 'text', text: value }],
  ...(isError ? { isError: true } : {}),
});

const DOC_TOOLS: Tool[] = [
  {
    name: 'search_docs',
    description:
      "Full-text search of the documentation: guides, operations, parameters and fields. Returns pages, best first, with matching snippets and each page's slug for get_page.",
    inputSchema: {
      type: 'object',
      properties: {
        query: { type: 'string', description: 'Words to look for.' },
        limit: { type: 'integer', minimum: 1, maximum: 50 },
      },
      required: ['query'],
    },
  },
  {
    name: 'get_page',
    description:
      'One documentation page as Markdown, by its slug (from search_docs or list_operations; empty for the home page).',
    inputSchema: { type: 'object', properties: { slug: { type: 'string' } }, required: ['slug'] },
  },
  {
    name: 'list_operations',
    description: 'Every API operation of the documentation: method, path, summary, operationId and page slug.',
    inputSchema: {
      type: 'object',
      properties: {
        filter: { type: 'string', description: 'Only operations whose line contains this text (case-insensitive).' },
      },
    },
  },
  {
    name: 'get_operation',
    description:
      'One operation as Markdown (URL, authorization, parameters, body, responses, a curl example) with the JSON Schema of its request. `operation` is "METHOD /path" or an operationId.',
    inputSchema: { type: 'object', properties: { operation: { type: 'string' } }, required: ['operation'] },
  },
  LIST_CHANGES_TOOL,
];

/** An MCP server over the documentation of a loaded project. */
export function createMcpServer(docs: McpDocs, options: McpOptions): Server {
  const server = new Server({ name: 'docs', version: packageVersion() }, { capabilities: { tools: {} } });
  let allowed: Promise<string[]> | undefined;
  // The changelog is computed when an agent first asks for it.
  let changelogs: Promise<BuiltChangelog[]> | undefined;
  const changes = (): Promise<BuiltChangelog[]> =>
    (changelogs ??= projectChangelogs(docs.project, {
      base: '/',
      ...(options.changelogSince === undefined ? {} : { since: options.changelogSince }),
    }).then((r) => r.logs));
  server.setRequestHandler(ListToolsRequestSchema, async () => {
    if (!options.allowCalls) return { tools: DOC_TOOLS };
    const tools: Tool[] = [...DOC_TOOLS];
    for (const op of docs.operations) {
      const resolved = await op.spec.resolveOperation(op.summary.id).catch(() => undefined);
      if (resolved === undefined) continue;
      const line = [op.summary.summary, `${op.summary.method.toUpperCase()} ${op.summary.path}`]
        .filter(Boolean)
        .join(' — ');
      tools.push({
        name: op.tool,
        description: `Calls ${line}. ${(op.summary.description ?? '').slice(0, 300)}`.trim(),
        inputSchema: operationInputSchema(resolved) as Tool['inputSchema'],
      });
    }
    return { tools };
  });
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const args = (request.params.arguments ?? {}) as Record<string, unknown>;
    const name = request.params.name;
    switch (name) {
      case 'search_docs': {
        const limit = typeof args['limit'] === 'number' ? args['limit'] : 10;
        return text(searchText(await docs.search(String(args['query'] ?? ''), limit)));
      }
      case 'get_page': {
        const page = await docs.page(String(args['slug'] ?? ''));
        return page === undefined
          ? text(`There is no page "${String(args['slug'])}". Use search_docs to find one.`, true)
          : text(bounded(page));
      }
      case 'list_operations': {
        const filter = String(args['filter'] ?? '').toLowerCase();
        const lines = docs.operations
          .map((op) => {
            const s = op.summary;
            return `${s.method.toUpperCase()} ${s.path}${s.summary ? ` — ${s.summary}` : ''}${s.operationId ? ` (operationId ${s.operationId})` : ''}${op.slug ? ` [page: ${op.slug}]` : ''}`;
          })
          .filter((line) => filter === '' || line.toLowerCase().includes(filter));
        return text(bounded(lines.length === 0 ? 'No operation matches.' : lines.join('\n')));
      }
      case 'list_changes': {
        try {
          return text(bounded(listChanges(await changes(), args)));
        } catch (error) {
          if (error instanceof GitHistoryError) return text(error.message, true);
          throw error;
        }
      }
      case 'get_operation': {
        const op = docs.find(String(args['operation'] ?? ''));
        if (op === undefined)
          return text(`There is no operation "${String(args['operation'])}". Use list_operations.`, true);
        return text((await docs.describe(op)).markdown);
      }
      default: {
        const op = options.allowCalls ? docs.operations.find((o) => o.tool === name) : undefined;
        if (op === undefined)
          return text(
            options.allowCalls
              ? `There is no tool "${name}".`
              : `There is no tool "${name}": calling the API needs docs mcp --allow-calls.`,
            true,
          );
        const resolved = await op.spec.resolveOperation(op.summary.id);
        const result = await callOperation(resolved, op.spec, args, {
          allowedServers: await (allowed ??= serversOfProject(docs.project)),
          env: options.env,
        });
        return text(result.text, !result.ok);
      }
    }
  });
  return server;
}

/** Streamable HTTP on 127.0.0.1 (stateless: one server per request), at `/mcp`. */
async function serveHttp(
  docs: McpDocs,
  options: McpOptions,
  port: number,
): Promise<{ url: string; close(): Promise<void> }> {
  const http = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (new URL(req.url ?? '/', 'http://127.0.0.1').pathname !== '/mcp') {
      res.writeHead(404).end();
      return;
    }
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableDnsRebindingProtection: true,
      allowedHosts: [
        `127.0.0.1:${(http.address() as { port: number }).port}`,
        `localhost:${(http.address() as { port: number }).port}`,
      ],
    });
    const server = createMcpServer(docs, options);
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    server
      .connect(transport)
      .then(() => transport.handleRequest(req, res))
      .catch(() => {
        if (!res.headersSent) res.writeHead(500).end();
      });
  });
  await new Promise<void>((done) => http.listen(port, '127.0.0.1', done));
  const bound = (http.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${bound}/mcp`,
    close: () => new Promise<void>((done) => http.close(() => done())),
  };
}

function envCredentials(args: ParsedArgs): EnvCredentials {
  const read = (flag: string): string | undefined => {
    const name = stringFlag(args, flag);
    if (name === undefined) return undefined;
    const value = process.env[name];
    if (value === undefined || value === '')
      throw new UsageError(`--${flag} names ${name}, which is not set in the environment.`);
    return value;
  };
  const bearer = read('bearer-env');
  const basic = read('basic-env');
  const apiKey = read('api-key-env');
  return {
    ...(bearer === undefined ? {} : { bearer }),
    ...(basic === undefined ? {} : { basic }),
    ...(apiKey === undefined ? {} : { apiKey }),
  };
}

export async function mcpCommand(args: ParsedArgs, io: Io): Promise<number> {
  if (args.positionals.length > 1) throw new UsageError('mcp takes one project folder.');
  const target = resolveTarget(args.positionals[0] ?? '.', { projectOnly: true });
  if (target.kind !== 'project') throw new UsageError('mcp needs a project folder.');
  const allowCalls = args.flags.has('allow-calls');
  const env = envCredentials(args);
  if (!allowCalls && Object.keys(env).length > 0) throw new UsageError('credentials are used only with --allow-calls.');
  const httpPort = stringFlag(args, 'http');
  if (httpPort !== undefined && !/^\d{1,5}$/.test(httpPort))
    throw new UsageError(`--http must be a port number, not "${httpPort}".`);
  const project = await loadProject(target.docsJson);
  const docs = new McpDocs(project);
  const since = stringFlag(args, 'changelog-since');
  const options = { allowCalls, env, ...(since === undefined ? {} : { changelogSince: since }) };
  if (httpPort !== undefined) {
    const served = await serveHttp(docs, options, Number(httpPort));
    io.out(`docs mcp: ${served.url} (Streamable HTTP; Ctrl-C to stop)\n`);
    process.once('SIGINT', () => void served.close().then(() => process.exit(0)));
    process.once('SIGTERM', () => void served.close().then(() => process.exit(0)));
    return new Promise<number>(() => {});
  }
  // stdout carries the protocol: nothing else may be written to it.
  const server = createMcpServer(docs, options);
  await server.connect(new StdioServerTransport());
  io.err(
    `docs mcp: serving ${project.navigation.pages.size} pages over stdio${allowCalls ? ', API calls allowed' : ''}\n`,
  );
  return new Promise<number>((done) => {
    server.onclose = () => done(0);
  });
}
