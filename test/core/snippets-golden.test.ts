/**
 * Golden files for every language but the JavaScript family, curl and Python, for the shared
 * request matrix plus cases made of hostile strings and placeholders. `UPDATE_GOLDEN=1` writes
 * them; otherwise the test compares. Where a compiler or parser is installed, every snippet is
 * checked by it too: Java compiled by javac, Go parsed and format-checked by gofmt, Ruby by
 * `ruby -c`, PHP by `php -l`, C compiled by gcc against the real libcurl headers (or a
 * declaration-only stand-in when they are missing), Rust parsed by rustc; and a Rust program made
 * of hostile literals is run. (Go, Ruby, PHP and Java are also run by snippets-exec.test.ts.)
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { buildRequest } from '../../src/request/build.js';
import type { RequestDescription } from '../../src/request/types.js';
import { generateSnippet, isDiagnostic, type Snippet } from '../../src/snippets/index.js';
import { rustString } from '../../src/snippets/quote.js';
import { matrix, operation, param, type MatrixCase } from '../fixtures/request/operations.js';
import { SHARED } from '../support/shared-dir.js';

const GOLDEN_DIR = 'test/fixtures/snippets/golden';
const UPDATE = process.env.UPDATE_GOLDEN === '1';
const EXTENSIONS = {
  go: 'go',
  kotlin: 'kt',
  csharp: 'cs',
  php: 'php',
  ruby: 'rb',
  rust: 'rs',
  swift: 'swift',
  dart: 'dart',
  powershell: 'ps1',
  java: 'java',
  c: 'c',
  http: 'http',
} as const;
type GoldenLanguage = keyof typeof EXTENSIONS;

const vectors = (
  JSON.parse(readFileSync(`${SHARED}/corpus/xss/payloads/core-vectors.json`, 'utf8')) as { payload: string }[]
).map((v) => v.payload);
const extra = [
  '$(touch x)',
  '`id`',
  '${x}',
  '#{x}',
  '"""',
  "'''",
  '\\',
  '\\u000a',
  'a\nb\r\n',
  'ç🐈\u202e\u2028',
  '?\u003f=',
  '*/ /*',
];
const hostileStrings = [...vectors, ...extra];

/** Hostile strings as query names and values, a header value, JSON keys and values, and multipart fields. */
const hostileCases: MatrixCase[] = [
  {
    name: 'hostile query and JSON body',
    operation: operation({
      method: 'post',
      path: '/h/{id}',
      parameters: [
        param({ name: 'id', in: 'path' }),
        param({ name: 'X-Quote', in: 'header' }),
        ...hostileStrings.slice(0, 12).map((name) => param({ name, in: 'query' })),
      ],
      requestBody: { required: true, content: [{ mediaType: 'application/json', examples: [] }] },
    }),
    inputs: {
      params: {
        path: { id: hostileStrings[0] },
        header: { 'X-Quote': `'"$(id)\`\${x}#{x}\\ ?? */` },
        query: Object.fromEntries(
          hostileStrings.slice(0, 12).map((name, i) => [name, hostileStrings[(i + 20) % hostileStrings.length]]),
        ),
      },
      body: Object.fromEntries(hostileStrings.map((s, i) => [s, hostileStrings[(i + 5) % hostileStrings.length]])),
      credentials: [{ scheme: { kind: 'bearer', id: 'b' }, token: `'"$(x)\`` }],
    },
  },
  {
    name: 'hostile multipart and text',
    operation: operation({
      method: 'post',
      path: '/m',
      requestBody: { required: true, content: [{ mediaType: 'multipart/form-data', examples: [] }] },
    }),
    inputs: { body: Object.fromEntries(extra.map((s, i) => [s, extra[(i + 3) % extra.length]!.replace(/\0/g, '')])) },
  },
];

const cases = [...matrix, ...hostileCases];
const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function requestFor(c: MatrixCase): RequestDescription {
  const built = buildRequest(c.operation, c.inputs, { placeholders: true });
  assert.ok(built.ok, c.name);
  return built.request;
}

function snippetsOf(language: GoldenLanguage): { c: MatrixCase; code: string }[] {
  return cases.map((c) => {
    const s = generateSnippet(requestFor(c), language, { revealSecrets: true });
    assert.ok(!isDiagnostic(s), `${language}: ${c.name}`);
    return { c, code: (s as Snippet).code };
  });
}

const work = mkdtempSync(join(tmpdir(), 'snippets-golden-'));
after(() => rmSync(work, { recursive: true, force: true }));

function hasTool(command: string, args: string[]): boolean {
  try {
    execFileSync(command, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function compile(command: string, args: string[]): void {
  try {
    execFileSync(command, args, { stdio: 'pipe', cwd: work });
  } catch (error) {
    const e = error as { stderr?: Buffer; stdout?: Buffer };
    assert.fail(`${command} failed:\n${String(e.stderr ?? '')}${String(e.stdout ?? '')}`.slice(0, 4000));
  }
}

for (const language of Object.keys(EXTENSIONS) as GoldenLanguage[]) {
  test(`${language}: snippets match their golden files`, () => {
    const missing: string[] = [];
    for (const { c, code } of snippetsOf(language)) {
      const file = join(GOLDEN_DIR, language, `${slug(c.name)}.${EXTENSIONS[language]}`);
      if (UPDATE) {
        mkdirSync(join(GOLDEN_DIR, language), { recursive: true });
        writeFileSync(file, code);
      } else if (!existsSync(file)) {
        missing.push(file);
      } else {
        assert.equal(code, readFileSync(file, 'utf8'), `${file} differs (UPDATE_GOLDEN=1 rewrites it after review)`);
      }
    }
    assert.deepEqual(missing, [], 'golden files missing: run with UPDATE_GOLDEN=1 once and review them');
  });
}

test(
  'java: every snippet compiles with javac',
  { skip: !hasTool('javac', ['-version']) && 'javac is not installed' },
  () => {
    // Each snippet is a program with `public class Main`; renamed so they compile side by side.
    const files = snippetsOf('java').map(({ code }, i) => {
      const name = `Snippet${i}`;
      assert.match(code, /^public class Main \{$/m);
      writeFileSync(join(work, `${name}.java`), code.replace(/^public class Main \{$/m, `public class ${name} {`));
      return `${name}.java`;
    });
    compile('javac', ['-encoding', 'UTF-8', '-Xlint:all', '-Werror', '-d', join(work, 'classes'), ...files]);
  },
);

test(
  'go: every snippet parses and is gofmt-formatted',
  { skip: !hasTool('go', ['version']) && 'go is not installed (Debian: golang-go)' },
  () => {
    mkdirSync(join(work, 'go'), { recursive: true });
    const files = snippetsOf('go').map(({ code }, i) => {
      const file = join(work, 'go', `snippet${i}.go`);
      writeFileSync(file, code);
      return file;
    });
    // -l lists files whose formatting gofmt would change; -e reports every syntax error.
    const listed = execFileSync('gofmt', ['-l', '-e', ...files], { encoding: 'utf8', cwd: work }).trim();
    assert.equal(listed, '', 'gofmt would reformat these snippets');
  },
);

test('ruby: every snippet passes ruby -c', { skip: !hasTool('ruby', ['--version']) && 'ruby is not installed' }, () => {
  snippetsOf('ruby').forEach(({ code }, i) => {
    writeFileSync(join(work, `snippet${i}.rb`), code);
    compile('ruby', ['-c', `snippet${i}.rb`]);
  });
});

test('php: every snippet passes php -l', { skip: !hasTool('php', ['--version']) && 'php is not installed' }, () => {
  snippetsOf('php').forEach(({ code }, i) => {
    writeFileSync(join(work, `snippet${i}.php`), code);
    compile('php', ['-l', `snippet${i}.php`]);
  });
});

test(
  'rust: every snippet parses as Rust items',
  { skip: !hasTool('rustc', ['--version']) && 'rustc is not installed' },
  () => {
    // `$i:item` makes rustc parse each snippet fully (syntax and literals) without resolving reqwest.
    const source = [
      'macro_rules! parse_items { ($($i:item)*) => {} }',
      ...snippetsOf('rust').map(({ code }) => `parse_items! {\n${code}\n}`),
    ].join('\n');
    writeFileSync(join(work, 'snippets.rs'), source);
    compile('rustc', [
      '--edition',
      '2021',
      '--crate-type',
      'lib',
      '--emit=metadata',
      '-o',
      join(work, 'snippets.rmeta'),
      'snippets.rs',
    ]);
  },
);

test(
  'rust: hostile string literals compile to the exact bytes',
  { skip: !hasTool('rustc', ['--version']) && 'rustc is not installed' },
  () => {
    const values = [...hostileStrings, '\0'];
    const source = `const V: &[&str] = &[${values.map(rustString).join(', ')}];
fn main() { for s in V { for b in s.bytes() { print!("{:02x}", b); } println!(); } }\n`;
    writeFileSync(join(work, 'literals.rs'), source);
    compile('rustc', ['--edition', '2021', '-o', join(work, 'literals'), 'literals.rs']);
    const lines = execFileSync(join(work, 'literals'), { encoding: 'utf8' }).trimEnd().split('\n');
    assert.deepEqual(
      lines,
      values.map((v) => Buffer.from(v, 'utf8').toString('hex')),
    );
  },
);

/** Declarations only: the libcurl API the C snippets use, so gcc can type-check them. */
const CURL_H = `#ifndef CURL_STUB_H
#define CURL_STUB_H
#include <stddef.h>
typedef void CURL;
typedef struct curl_mime curl_mime;
typedef struct curl_mimepart curl_mimepart;
struct curl_slist { char *data; struct curl_slist *next; };
typedef enum { CURLE_OK = 0 } CURLcode;
typedef enum { CURLOPT_URL = 10002, CURLOPT_POSTFIELDS = 10015, CURLOPT_HTTPHEADER = 10023, CURLOPT_CUSTOMREQUEST = 10036,
  CURLOPT_POSTFIELDSIZE = 60, CURLOPT_MIMEPOST = 10269, CURLOPT_COOKIE = 10022 } CURLoption;
#define CURL_ZERO_TERMINATED ((size_t) -1)
CURL *curl_easy_init(void);
CURLcode curl_easy_setopt(CURL *curl, CURLoption option, ...);
CURLcode curl_easy_perform(CURL *curl);
void curl_easy_cleanup(CURL *curl);
struct curl_slist *curl_slist_append(struct curl_slist *list, const char *data);
void curl_slist_free_all(struct curl_slist *list);
curl_mime *curl_mime_init(CURL *easy);
curl_mimepart *curl_mime_addpart(curl_mime *mime);
CURLcode curl_mime_name(curl_mimepart *part, const char *name);
CURLcode curl_mime_data(curl_mimepart *part, const char *data, size_t datasize);
CURLcode curl_mime_filedata(curl_mimepart *part, const char *filename);
CURLcode curl_mime_type(curl_mimepart *part, const char *mimetype);
void curl_mime_free(curl_mime *mime);
#endif
`;

/** True when gcc finds the real libcurl headers (Debian: libcurl4-openssl-dev). */
function hasCurlHeaders(): boolean {
  try {
    execFileSync('gcc', ['-fsyntax-only', '-x', 'c', '-'], { input: '#include <curl/curl.h>\n', stdio: 'pipe' });
    return true;
  } catch {
    return false;
  }
}

test(
  'c: every snippet type-checks with gcc against the libcurl headers',
  { skip: !hasTool('gcc', ['--version']) && 'gcc is not installed' },
  (t) => {
    // The real headers when installed; otherwise a declaration-only stand-in, said so in the output.
    const real = hasCurlHeaders();
    if (!real) {
      t.diagnostic('libcurl headers are not installed (libcurl4-openssl-dev): checking against declarations only');
      mkdirSync(join(work, 'include', 'curl'), { recursive: true });
      writeFileSync(join(work, 'include', 'curl', 'curl.h'), CURL_H);
    }
    const files = snippetsOf('c').map(({ code }, i) => {
      writeFileSync(join(work, `snippet${i}.c`), code);
      return `snippet${i}.c`;
    });
    compile('gcc', [
      '-std=c11',
      '-fsyntax-only',
      '-Wall',
      '-Wextra',
      '-Werror',
      ...(real ? [] : ['-I', join(work, 'include')]),
      ...files,
    ]);
  },
);
