/**
 * Runs the generated curl, python (requests), node, javascript and typescript snippets against a
 * recording server and checks that each sends the same request as the playground (toFetch via
 * Node's fetch): method, raw path, raw query, the headers that matter, and body bytes (multipart:
 * the parsed parts). Hostile strings from the XSS corpus go into parameter names and values.
 * Prints a table of language × case.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { transformSync } from 'esbuild';
import { promisify } from 'node:util';
import { isValidHeaderValue } from '../../src/request/encode.js';
import { buildRequest } from '../../src/request/build.js';
import { toFetch } from '../../src/request/fetch.js';
import type { RequestDescription } from '../../src/request/types.js';
import { generateSnippet, isDiagnostic } from '../../src/snippets/index.js';
import { BLOB, matrix, operation, param, PNG, type MatrixCase } from '../fixtures/request/operations.js';
import {
  multipartParts,
  startRecordingServer,
  type RecordedRequest,
  type RecordingServer,
} from '../support/recording-server.js';
import { SHARED } from '../support/shared-dir.js';

const run = promisify(execFile);
function stripTypes(file: string): string {
  const out = file.replace(/\.ts$/, '.typescript.mjs');
  writeFileSync(out, transformSync(readFileSync(file, 'utf8'), { loader: 'ts', format: 'esm' }).code);
  return out;
}

interface Runner {
  readonly language: string;
  /** Why it cannot run here, or undefined. */
  readonly skip?: string;
  /** Why one case cannot run in this language. */
  readonly skipCase?: (c: MatrixCase, desc: RequestDescription) => string | undefined;
  readonly file: string;
  readonly command: (file: string) => [string, string[]];
}

async function canImportRequests(): Promise<string | undefined> {
  try {
    await run('python3', ['-c', 'import requests']);
    return undefined;
  } catch {
    return 'python3 with the requests module is not installed (Debian: python3-requests)';
  }
}

function needsDocument(_c: MatrixCase, desc: RequestDescription): string | undefined {
  const b = desc.body;
  if (b.kind === 'binary' || (b.kind === 'multipart' && b.parts.some((p) => p.kind === 'file'))) {
    return 'the browser snippet reads the file from an <input type=file>, which Node has not got';
  }
  return undefined;
}

function hasNul(_c: MatrixCase, desc: RequestDescription): string | undefined {
  const b = desc.body;
  if (b.kind === 'multipart' && b.parts.some((p) => p.kind === 'text' && p.value.includes('\0'))) {
    return 'a NUL byte cannot be passed in a command-line argument';
  }
  return undefined;
}

/** One server per language, so the languages of a case can run at the same time. */
const servers = new Map<string, RecordingServer>();
let dir: string;
let runners: Runner[];
const table = new Map<string, Map<string, string>>();
const skipReasons = new Set<string>();

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'snippets-exec-'));
  writeFileSync(join(dir, PNG.name), PNG.bytes);
  writeFileSync(join(dir, BLOB.name), BLOB.bytes);
  const pythonSkip = await canImportRequests();
  runners = [
    {
      language: 'curl',
      file: 'snippet.sh',
      command: (f) => ['bash', [f]],
      skipCase: hasNul,
      ...(existsSync('/usr/bin/curl') ? {} : { skip: '/usr/bin/curl is not installed' }),
    },
    {
      language: 'python',
      file: 'snippet.py',
      command: (f) => ['python3', [f]],
      ...(pythonSkip ? { skip: pythonSkip } : {}),
    },
    { language: 'node', file: 'snippet.mjs', command: (f) => [process.execPath, [f]] },
    {
      language: 'javascript',
      file: 'snippet-browser.mjs',
      command: (f) => [process.execPath, [f]],
      skipCase: needsDocument,
    },
    // Type-stripped in process by esbuild (what tsx does), then run by node: much faster than tsx per run.
    { language: 'typescript', file: 'snippet.ts', command: (f) => [process.execPath, [stripTypes(f)]] },
  ];
  for (const r of runners) servers.set(r.language, await startRecordingServer());
});

after(async () => {
  for (const s of servers.values()) await s.close();
  rmSync(dir, { recursive: true, force: true });
  const languages = runners.map((r) => r.language);
  const rows = [...table.entries()].map(([name, cells]) => [name, ...languages.map((l) => cells.get(l) ?? '-')]);
  const header = ['case', ...languages];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ');
  console.log(['', line(header), widths.map((w) => '-'.repeat(w)).join('-|-'), ...rows.map(line), ''].join('\n'));
  for (const reason of skipReasons) console.log(`skipped ${reason}`);
});

/** What must be the same between the playground's request and a snippet's. */
async function wire(got: RecordedRequest, desc: RequestDescription, withCookie: boolean) {
  const names = new Set(desc.headers.map((h) => h.name.toLowerCase()));
  if (desc.body.kind !== 'none' && desc.body.kind !== 'multipart') names.add('content-type');
  if (withCookie && desc.cookies.length) names.add('cookie');
  const headers = Object.fromEntries([...names].sort().map((n) => [n, got.headers[n]]));
  const multipart = desc.body.kind === 'multipart';
  return {
    method: got.method,
    rawPath: got.rawPath,
    rawQuery: got.rawQuery,
    headers,
    contentType: multipart ? got.headers['content-type']?.split(';')[0] : undefined,
    body: multipart ? await multipartParts(got) : Buffer.from(got.body).toString('base64'),
  };
}

function describeFor(c: MatrixCase, port: number): RequestDescription {
  const result = buildRequest(c.operation, { ...c.inputs, serverVariables: { port: String(port) } });
  assert.ok(result.ok, JSON.stringify(result.problems));
  return result.request;
}

async function runOne(c: MatrixCase, runner: Runner, cells: Map<string, string>): Promise<void> {
  const target = servers.get(runner.language)!;
  const desc = describeFor(c, target.port);
  const reason = runner.skip ?? runner.skipCase?.(c, desc);
  if (reason) {
    cells.set(runner.language, 'skip');
    skipReasons.add(`${runner.language}, ${c.name}: ${reason}`);
    return;
  }
  target.clear();
  const { url, init } = toFetch(desc, { cookies: 'header' });
  await (await fetch(url, init)).arrayBuffer();
  const reference = await target.next();

  const snippet = generateSnippet(desc, runner.language, { revealSecrets: true });
  assert.ok(!isDiagnostic(snippet));
  const file = join(dir, runner.file);
  writeFileSync(file, snippet.code);
  try {
    const [cmd, args] = runner.command(file);
    await run(cmd, args, { cwd: dir, timeout: 20_000 });
  } catch (error) {
    cells.set(runner.language, 'ERROR');
    assert.fail(
      `${runner.language} snippet for "${c.name}" failed to run: ${String(error)}\n--- snippet ---\n${snippet.code}`,
    );
  }
  const got = await target.next();
  const browser = runner.language === 'javascript';
  try {
    assert.deepEqual(
      await wire(got, desc, !browser),
      await wire(reference, desc, !browser),
      `${runner.language}: ${c.name}`,
    );
    cells.set(runner.language, 'same');
  } catch (error) {
    cells.set(runner.language, 'DIFF');
    throw new Error(`${(error as Error).message.slice(0, 3000)}\n--- snippet ---\n${snippet.code.slice(0, 3000)}`);
  }
}

async function check(c: MatrixCase) {
  const cells = new Map<string, string>();
  table.set(c.name, cells);
  const results = await Promise.allSettled(runners.map((runner) => runOne(c, runner, cells)));
  const failures = results
    .filter((r): r is PromiseRejectedResult => r.status === 'rejected')
    .map((r) => String(r.reason?.message ?? r.reason));
  assert.deepEqual(failures, []);
}

for (const c of matrix) test(`snippets send what the playground sends: ${c.name}`, () => check(c));

// Hostile strings from the shared XSS corpus, as parameter names and values, JSON keys and values,
// form fields and (where HTTP allows) header values.
const vectors: string[] = (
  JSON.parse(readFileSync(`${SHARED}/corpus/xss/payloads/core-vectors.json`, 'utf8')) as { payload: string }[]
).map((v) => v.payload);
const extra = [
  '$(touch pwned)',
  '`touch pwned`',
  "'; touch pwned; '",
  '${process.exit(3)}',
  '#{exit 3}',
  '"""\'\'\'',
  '\\',
  'a\r\nb',
  'ç日本🐈\u202e',
];
const hostile = [...vectors, ...extra];
const CHUNK = 41;
for (let i = 0; i < hostile.length; i += CHUNK) {
  const chunk = hostile.slice(i, i + CHUNK);
  const query = Object.fromEntries(chunk.map((v, j) => [v, chunk[(j + 1) % chunk.length]]));
  const headerValue = chunk.find((v) => isValidHeaderValue(v)) ?? 'plain';
  const queryOp = operation({
    method: 'post',
    path: '/hostile/{id}',
    parameters: [
      param({ name: 'id', in: 'path' }),
      ...chunk.map((name) => param({ name, in: 'query' })),
      param({ name: 'X-Hostile', in: 'header' }),
    ],
    requestBody: { required: true, content: [{ mediaType: 'application/json', examples: [] }] },
  });
  test(`hostile strings ${i + 1}–${i + chunk.length} in names, values, headers and a JSON body`, () =>
    check({
      name: `hostile ${i + 1}-${i + chunk.length} (query, json)`,
      operation: queryOp,
      inputs: {
        params: { path: { id: chunk[0] }, query, header: { 'X-Hostile': headerValue } },
        body: { ...query, list: chunk },
      },
    }));
  const formOp = operation({
    method: 'post',
    path: '/form',
    requestBody: { required: true, content: [{ mediaType: 'multipart/form-data', examples: [] }] },
  });
  const urlOp = operation({
    method: 'post',
    path: '/form',
    requestBody: { required: true, content: [{ mediaType: 'application/x-www-form-urlencoded', examples: [] }] },
  });
  // Multipart field names are kept plain (each client escapes quotes in names its own way); values are hostile.
  const fields = Object.fromEntries(chunk.map((v, j) => [`field${j}`, v]));
  test(`hostile strings ${i + 1}–${i + chunk.length} in multipart and urlencoded fields`, async () => {
    await check({
      name: `hostile ${i + 1}-${i + chunk.length} (multipart)`,
      operation: formOp,
      inputs: { body: fields },
    });
    await check({
      name: `hostile ${i + 1}-${i + chunk.length} (urlencoded)`,
      operation: urlOp,
      inputs: { body: query },
    });
  });
}
