/**
 * Runs the generated curl, python (requests), node, javascript, typescript, go, ruby, php and java
 * snippets against a recording server and checks that each sends the same request as the
 * playground (toFetch via Node's fetch): method, raw path, raw query, the headers that matter, and
 * body bytes (multipart: the parsed parts). Hostile strings from the XSS corpus go into parameter
 * names and values. A language whose toolchain is missing is skipped with the reason (.ci/run
 * installs them all). Prints a table of language × case.
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
import { openapi32Cases } from '../fixtures/openapi-32/cases.js';
import {
  multipartParts,
  startRecordingServer,
  type RecordedRequest,
  type RecordingServer,
} from '../support/recording-server.js';
import { goString, phpString, rbString } from '../../src/snippets/quote.js';
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
  readonly env?: NodeJS.ProcessEnv;
  /** Compilers get longer than interpreters on a busy two-core machine. */
  readonly timeout?: number;
  /** Work done once before the first case (such as filling Go's build cache). */
  ready?: Promise<void>;
}

/** Undefined when `command args` runs, else why the language is skipped. */
async function missing(command: string, args: string[], why: string): Promise<string | undefined> {
  try {
    await run(command, args, { timeout: 60_000 });
    return undefined;
  } catch {
    return why;
  }
}

/** Undefined when gcc can build and link a libcurl program, else why C is skipped. */
async function canBuildC(): Promise<string | undefined> {
  const probe = join(dir, 'probe.c');
  writeFileSync(probe, '#include <curl/curl.h>\nint main(void) { curl_easy_cleanup(curl_easy_init()); return 0; }\n');
  return missing(
    'gcc',
    ['-o', join(dir, 'probe'), probe, '-lcurl'],
    'gcc with the libcurl headers is not installed (Debian: gcc, libcurl4-openssl-dev)',
  );
}

/** A program importing every package the Go snippets use, built once so each case only compiles its own file. */
const GO_WARM_UP = `package main

import (
	"bytes"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"net/textproto"
	"os"
	"path/filepath"
	"strings"
)

var _ = []any{bytes.NewReader, fmt.Println, io.ReadAll, multipart.NewWriter, http.NewRequest, textproto.MIMEHeader{}, os.ReadFile, filepath.Base, strings.NewReader}

func main() {}
`;

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

/** Builds GO_WARM_UP once; the promise is awaited by the first Go case (and handled now, so a failure is reported there). */
function warmUpGo(env: NodeJS.ProcessEnv): Promise<void> {
  writeFileSync(join(dir, 'warm-up.go'), GO_WARM_UP);
  const ready = run('go', ['build', '-o', join(dir, 'warm-up'), 'warm-up.go'], {
    cwd: dir,
    env,
    timeout: 300_000,
  }).then(() => undefined);
  ready.catch(() => undefined);
  return ready;
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
  const [pythonSkip, goSkip, rubySkip, phpSkip, javaSkip, cSkip] = await Promise.all([
    missing(
      'python3',
      ['-c', 'import requests'],
      'python3 with the requests module is not installed (Debian: python3-requests)',
    ),
    missing('go', ['version'], 'go is not installed (Debian: golang-go)'),
    missing('ruby', ['-e', 'require "net/http"'], 'ruby is not installed (Debian: ruby)'),
    missing('php', ['-r', 'curl_init();'], 'php with the curl extension is not installed (Debian: php-cli, php-curl)'),
    missing('java', ['-version'], 'java 11+ is not installed (Debian: default-jdk-headless)'),
    canBuildC(),
  ]);
  // Go keeps its build cache and module path inside the test's directory, not in the user's home.
  const goEnv = {
    ...process.env,
    GOCACHE: join(dir, 'go-cache'),
    GOPATH: join(dir, 'go-path'),
    GOFLAGS: '',
    CGO_ENABLED: '0',
    GOTELEMETRY: 'off',
  };
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
    {
      language: 'go',
      file: 'snippet.go',
      command: (f) => ['go', ['run', f]],
      env: goEnv,
      timeout: 90_000,
      ...(goSkip ? { skip: goSkip } : { ready: warmUpGo(goEnv) }),
    },
    {
      language: 'ruby',
      file: 'snippet.rb',
      command: (f) => ['ruby', [f]],
      ...(rubySkip ? { skip: rubySkip } : {}),
    },
    {
      language: 'php',
      file: 'snippet.php',
      command: (f) => ['php', [f]],
      ...(phpSkip ? { skip: phpSkip } : {}),
    },
    // Single-file source launch (JDK 11+): the file holds `public class Main`.
    {
      language: 'java',
      file: 'Main.java',
      command: (f) => ['java', [f]],
      timeout: 60_000,
      ...(javaSkip ? { skip: javaSkip } : {}),
    },
    {
      language: 'c',
      file: 'snippet.c',
      command: (f) => ['bash', ['-c', 'gcc -std=c11 -Wall -Werror -o "$1.out" "$1" -lcurl && "$1.out"', 'cc', f]],
      timeout: 60_000,
      ...(cSkip ? { skip: cSkip } : {}),
    },
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
    await runner.ready;
    const [cmd, args] = runner.command(file);
    await run(cmd, args, { cwd: dir, timeout: runner.timeout ?? 20_000, ...(runner.env ? { env: runner.env } : {}) });
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
// OpenAPI 3.2: QUERY with a body, custom methods, querystrings (test/fixtures/openapi-32/cases.ts).
test('snippets send what the playground sends: OpenAPI 3.2 cases', async () => {
  for (const c of await openapi32Cases()) await check(c);
});

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

// Each hostile string (and a NUL) as one literal in a program that prints the literal's bytes.
const literalPrograms: Record<string, (values: string[]) => string> = {
  go: (v) =>
    `package main\n\nimport "fmt"\n\nfunc main() {\n\tfor _, v := range []string{${v.map(goString).join(', ')}} {\n\t\tfmt.Printf("%x\\n", v)\n\t}\n}\n`,
  ruby: (v) => `[${v.map(rbString).join(', ')}].each { |v| puts v.unpack1("H*") }\n`,
  php: (v) => `<?php\nforeach ([${v.map(phpString).join(', ')}] as $v) echo bin2hex($v), "\\n";\n`,
};
for (const [language, program] of Object.entries(literalPrograms)) {
  test(`${language}: hostile strings are one literal each, holding the exact bytes`, async (t) => {
    const runner = runners.find((r) => r.language === language)!;
    if (runner.skip) return t.skip(runner.skip);
    const values = [...hostile, '\0'];
    const file = join(dir, `literals-${runner.file}`);
    writeFileSync(file, program(values));
    await runner.ready;
    const [cmd, args] = runner.command(file);
    const { stdout } = await run(cmd, args, { cwd: dir, timeout: runner.timeout ?? 20_000, env: runner.env });
    assert.deepEqual(
      stdout.trimEnd().split('\n'),
      values.map((v) => Buffer.from(v, 'utf8').toString('hex')),
    );
  });
}
