// docs mcp, driven by the MCP SDK's own client: over stdio (node bin/docs.mjs mcp <dir>) and over Streamable HTTP
// (--http), it lists its tools, searches, reads a page as Markdown and describes an operation; with --allow-calls an
// operation is a tool that reaches a real HTTP server on 127.0.0.1 (the one the spec declares), with the bearer
// token taken from the environment and never shown in the result; without the flag no call is possible.
import { strict as assert } from 'node:assert';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

const TOKEN = 'tok-7f3a9c-secret-value';
let dir: string;
let api: Server;
let apiPort: number;
const received: { method: string; url: string; authorization: string; body: string }[] = [];

before(async () => {
  // The API the docs describe: it answers with what it received, the credential included (as echo servers do).
  api = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const entry = {
        method: req.method ?? '',
        url: req.url ?? '',
        authorization: req.headers.authorization ?? '',
        body,
      };
      received.push(entry);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(entry));
    });
  });
  await new Promise<void>((done) => api.listen(0, '127.0.0.1', done));
  apiPort = (api.address() as { port: number }).port;
  dir = mkdtempSync(join(tmpdir(), 'docs-mcp-'));
  mkdirSync(join(dir, 'guides'));
  writeFileSync(
    join(dir, 'docs.json'),
    JSON.stringify({
      name: 'Widgets',
      description: 'The widget API.',
      navigation: {
        groups: [
          { group: 'Guides', pages: ['guides/start'] },
          { group: 'Reference', openapi: 'openapi.yaml' },
        ],
      },
    }),
  );
  writeFileSync(
    join(dir, 'guides/start.mdx'),
    '---\ntitle: Getting started\n---\n\nWidgets are counted in dozens.\n\n<Steps>\n  <Step title="Ask">Call the API.</Step>\n</Steps>\n',
  );
  writeFileSync(
    join(dir, 'openapi.yaml'),
    `openapi: 3.1.0
info: { title: Widgets, version: '1.0' }
servers: [{ url: 'http://127.0.0.1:${apiPort}/v1' }]
security: [{ bearer: [] }]
components:
  securitySchemes: { bearer: { type: http, scheme: bearer } }
paths:
  /widgets:
    get:
      operationId: listWidgets
      summary: List widgets
      parameters:
        - { name: limit, in: query, description: How many widgets to return., schema: { type: integer } }
      responses: { '200': { description: The widgets. } }
    post:
      operationId: createWidget
      summary: Create a widget
      requestBody:
        required: true
        content:
          application/json:
            schema: { type: object, required: [name], properties: { name: { type: string }, size: { type: integer } } }
      responses: { '201': { description: Created. } }
`,
  );
});

after(() => {
  api.close();
  rmSync(dir, { recursive: true, force: true });
});

const textOf = (result: unknown): string =>
  ((result as { content: { type: string; text: string }[] }).content ?? []).map((c) => c.text).join('\n');

async function stdioClient(...flags: string[]): Promise<Client> {
  const client = new Client({ name: 'test', version: '1.0.0' });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: ['bin/docs.mjs', 'mcp', dir, ...flags],
      env: { ...(process.env as Record<string, string>), WIDGET_TOKEN: TOKEN },
      stderr: 'ignore',
    }),
  );
  return client;
}

async function docsTools(client: Client): Promise<void> {
  const search = textOf(await client.callTool({ name: 'search_docs', arguments: { query: 'limit' } }));
  assert.match(search, /^## List widgets \(GET \/widgets\)\nslug: /m, search);
  const guide = textOf(await client.callTool({ name: 'search_docs', arguments: { query: 'dozens' } }));
  assert.match(guide, /slug: guides\/start/);
  const page = textOf(await client.callTool({ name: 'get_page', arguments: { slug: 'guides/start' } }));
  assert.match(page, /^# Getting started\n\nWidgets are counted in dozens\.\n\n1\. \*\*Ask\*\*/);
  const list = textOf(await client.callTool({ name: 'list_operations', arguments: {} }));
  assert.match(list, /^GET \/widgets — List widgets \(operationId listWidgets\)/m);
  assert.match(list, /^POST \/widgets — Create a widget/m);
  const op = textOf(await client.callTool({ name: 'get_operation', arguments: { operation: 'POST /widgets' } }));
  assert.match(op, new RegExp(`^\`POST http://127\\.0\\.0\\.1:${apiPort}/v1/widgets\`$`, 'm'));
  assert.match(op, /- `name` \(string, required\)/);
  const schema = JSON.parse(/```json\n([\s\S]*?)\n```/.exec(op)![1]!) as {
    properties: Record<string, unknown>;
    required: string[];
  };
  assert.deepEqual(schema.required, ['body']);
  assert.deepEqual(Object.keys((schema.properties['body'] as { properties: object }).properties), ['name', 'size']);
  const missing = await client.callTool({ name: 'get_page', arguments: { slug: 'nope' } });
  assert.equal(missing.isError, true);
}

describe('docs mcp over stdio', () => {
  test('without --allow-calls: the documentation tools, and no operation can be called', async () => {
    const client = await stdioClient();
    try {
      const { tools } = await client.listTools();
      assert.deepEqual(tools.map((t) => t.name).sort(), [
        'get_operation',
        'get_page',
        'list_changes',
        'list_operations',
        'search_docs',
      ]);
      await docsTools(client);
      const before = received.length;
      const call = await client.callTool({ name: 'listWidgets', arguments: { query: { limit: 2 } } });
      assert.equal(call.isError, true);
      assert.match(textOf(call), /--allow-calls/);
      assert.equal(received.length, before, 'nothing reached the API');
    } finally {
      await client.close();
    }
  });

  test('with --allow-calls: each operation is a tool that calls the declared server; the token never shows', async () => {
    const client = await stdioClient('--allow-calls', '--bearer-env', 'WIDGET_TOKEN');
    try {
      const { tools } = await client.listTools();
      const create = tools.find((t) => t.name === 'createWidget');
      assert.ok(create, tools.map((t) => t.name).join(', '));
      assert.deepEqual(create.inputSchema.required, ['body']);
      const list = await client.callTool({ name: 'listWidgets', arguments: { query: { limit: 2 } } });
      const shown = textOf(list);
      assert.equal(list.isError, undefined, shown);
      assert.match(shown, /^GET http:\/\/127\.0\.0\.1:\d+\/v1\/widgets\?limit=2\n\nHTTP 200/);
      const last = received.at(-1)!;
      assert.equal(last.url, '/v1/widgets?limit=2');
      assert.equal(last.authorization, `Bearer ${TOKEN}`, 'the API got the token');
      assert.ok(!shown.includes(TOKEN), 'the token is not in the result');
      assert.match(shown, /Bearer <redacted>/);
      const made = await client.callTool({ name: 'createWidget', arguments: { body: { name: 'gear', size: 3 } } });
      assert.equal(JSON.parse(received.at(-1)!.body).name, 'gear', textOf(made));
      const incomplete = await client.callTool({ name: 'createWidget', arguments: {} });
      assert.equal(incomplete.isError, true);
    } finally {
      await client.close();
    }
  });
});

describe('docs mcp over Streamable HTTP', () => {
  test('--http serves the same tools on 127.0.0.1, and with --allow-calls calls the API', async () => {
    const child = spawn(
      process.execPath,
      ['bin/docs.mjs', 'mcp', dir, '--http', '0', '--allow-calls', '--bearer-env', 'WIDGET_TOKEN'],
      { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, WIDGET_TOKEN: TOKEN } },
    );
    try {
      const url = await new Promise<string>((done, fail) => {
        let out = '';
        child.stdout.on('data', (c: Buffer) => {
          out += c.toString();
          const m = /(http:\/\/127\.0\.0\.1:\d+\/mcp)/.exec(out);
          if (m) done(m[1]!);
        });
        child.once('exit', () => fail(new Error(`docs mcp --http exited: ${out}`)));
      });
      const client = new Client({ name: 'test', version: '1.0.0' });
      await client.connect(new StreamableHTTPClientTransport(new URL(url)));
      const { tools } = await client.listTools();
      assert.deepEqual(tools.map((t) => t.name).slice(5), ['listWidgets', 'createWidget']);
      await docsTools(client);
      const call = await client.callTool({ name: 'listWidgets', arguments: { query: { limit: 3 } } });
      assert.equal(received.at(-1)!.url, '/v1/widgets?limit=3');
      assert.equal(received.at(-1)!.authorization, `Bearer ${TOKEN}`);
      assert.ok(!textOf(call).includes(TOKEN));
      await client.close();
    } finally {
      child.kill();
    }
  });
});
