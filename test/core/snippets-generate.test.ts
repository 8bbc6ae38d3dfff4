/** Language names and aliases, unknown languages, masking, and hostile strings staying inside one literal. */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import vm from 'node:vm';
import { buildRequest } from '../../src/request/build.js';
import type { RequestDescription } from '../../src/request/types.js';
import { generateSnippet, isDiagnostic, LANGUAGES, resolveLanguage, type Snippet } from '../../src/snippets/index.js';
import { cString, javaString, jsString, pyString, shString } from '../../src/snippets/quote.js';
import { matrix } from '../fixtures/request/operations.js';
import { SHARED } from '../support/shared-dir.js';

function desc(name: string, credentials = false): RequestDescription {
  const c = matrix.find((m) => m.name === name)!;
  const result = buildRequest(c.operation, credentials ? c.inputs : { ...c.inputs }, { placeholders: true });
  assert.ok(result.ok);
  return result.request;
}

const hostile: string[] = [
  ...(JSON.parse(readFileSync(`${SHARED}/corpus/xss/payloads/core-vectors.json`, 'utf8')) as { payload: string }[]).map(
    (v) => v.payload,
  ),
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
  '\0',
];

test('every alias from the issue resolves; unknown names are a diagnostic', () => {
  const aliases: Record<string, string> = {
    curl: 'curl',
    bash: 'curl',
    shell: 'curl',
    sh: 'curl',
    python: 'python',
    py: 'python',
    javascript: 'javascript',
    js: 'javascript',
    node: 'node',
    typescript: 'typescript',
    ts: 'typescript',
    go: 'go',
    java: 'java',
    kotlin: 'kotlin',
    csharp: 'csharp',
    'C#': 'csharp',
    dotnet: 'csharp',
    php: 'php',
    ruby: 'ruby',
    rb: 'ruby',
    rust: 'rust',
    rs: 'rust',
    swift: 'swift',
    dart: 'dart',
    powershell: 'powershell',
    c: 'c',
    http: 'http',
  };
  for (const [name, canonical] of Object.entries(aliases)) assert.equal(resolveLanguage(name), canonical, name);
  const unknown = generateSnippet(desc('bearer'), 'cobol');
  assert.ok(isDiagnostic(unknown));
  assert.equal(unknown.code, 'snippets/unknown-language');
  assert.match(unknown.message, /"cobol"/);
});

test('every language produces a non-empty snippet for every matrix case', () => {
  for (const c of matrix) {
    for (const language of Object.keys(LANGUAGES)) {
      const s = generateSnippet(desc(c.name), language) as Snippet;
      assert.ok(!isDiagnostic(s) && s.code.trim().length > 0, `${language}: ${c.name}`);
    }
  }
  const axios = generateSnippet(desc('bearer'), 'node', { variant: 'axios' }) as Snippet;
  assert.equal(axios.label, 'Node.js (axios)');
  assert.match(axios.code, /axios\.request/);
});

test('typed credentials are masked unless revealed; placeholders stay readable', () => {
  const c = matrix.find((m) => m.name === 'bearer')!;
  const typed = buildRequest(c.operation, {
    credentials: [{ scheme: { kind: 'bearer', id: 'b' }, token: 'sk_live_1234567890abcdef' }],
  });
  assert.ok(typed.ok);
  const masked = (generateSnippet(typed.request, 'curl') as Snippet).code;
  assert.ok(!masked.includes('1234567890'));
  assert.match(masked, /Bearer sk_l\*{8}cdef/);
  assert.match(
    (generateSnippet(typed.request, 'curl', { revealSecrets: true }) as Snippet).code,
    /sk_live_1234567890abcdef/,
  );
  const placeholder = buildRequest(
    c.operation,
    { credentials: [{ scheme: { kind: 'bearer', id: 'b' } }] },
    { placeholders: true },
  );
  assert.ok(placeholder.ok);
  assert.match((generateSnippet(placeholder.request, 'python') as Snippet).code, /Bearer <ACCESS_TOKEN>/);
});

test('JavaScript literals evaluate back to the exact string', () => {
  for (const s of hostile)
    assert.equal(
      vm.runInNewContext(jsString(s)),
      s.replace(/[\uD800-\uDFFF]/g, (c) => c),
    );
});

test('Python literals evaluate back to the exact string', () => {
  const program = `import json,sys\nvalues = [${hostile.map(pyString).join(', ')}]\nsys.stdout.write(json.dumps(values))`;
  assert.deepEqual(JSON.parse(execFileSync('python3', ['-c', program], { encoding: 'utf8' })), hostile);
});

test('shell words reach a program as the exact bytes', () => {
  const noNul = hostile.filter((s) => !s.includes('\0'));
  const script = `printf '%s\\0' ${noNul.map(shString).join(' ')}`;
  const out = execFileSync('bash', ['-c', script], { encoding: 'utf8' });
  assert.deepEqual(out.split('\0').slice(0, -1), noNul);
});

test('Java and C literals compile and hold the exact string (javac / gcc, where installed)', (t) => {
  let javac = true;
  try {
    execFileSync('javac', ['-version'], { stdio: 'ignore' });
  } catch {
    javac = false;
  }
  if (!javac) t.skip('javac is not installed');
  else {
    const dir = execFileSync('mktemp', ['-d'], { encoding: 'utf8' }).trim();
    const source = `public class Q { public static void main(String[] a) throws Exception { String[] v = { ${hostile.map(javaString).join(', ')} };
      StringBuilder b = new StringBuilder(); for (String s : v) { for (char ch : s.toCharArray()) b.append(String.format("%04x", (int) ch)); b.append(' '); }
      System.out.print(b); } }`;
    execFileSync('bash', ['-c', `cat > ${dir}/Q.java`], { input: source });
    execFileSync('javac', ['-encoding', 'UTF-8', '-d', dir, `${dir}/Q.java`]);
    const hex = execFileSync('java', ['-cp', dir, 'Q'], { encoding: 'utf8' }).trim().split(' ');
    const expected = hostile.map((s) =>
      [...s]
        .flatMap((ch) => ch.split(''))
        .map((u) => u.charCodeAt(0).toString(16).padStart(4, '0'))
        .join(''),
    );
    assert.deepEqual(
      hex.map((h) => h),
      expected,
    );
  }
  const cSource = `#include <stdio.h>\nint main(void){ const char *v[] = { ${hostile
    .filter((s) => !s.includes('\0'))
    .map(cString)
    .join(
      ', ',
    )} }; for (unsigned i = 0; i < sizeof v / sizeof *v; i++) { fputs(v[i], stdout); putchar(0); } return 0; }`;
  const dir = execFileSync('mktemp', ['-d'], { encoding: 'utf8' }).trim();
  execFileSync('bash', ['-c', `cat > ${dir}/q.c && gcc -std=c11 -o ${dir}/q ${dir}/q.c`], { input: cSource });
  const out = execFileSync(`${dir}/q`, { encoding: 'utf8' });
  assert.deepEqual(
    out.split('\0').slice(0, -1),
    hostile.filter((s) => !s.includes('\0')),
  );
});

test('curl snippets quote hostile header values and bodies as single words', () => {
  const d: RequestDescription = {
    method: 'POST',
    url: { server: 'http://127.0.0.1:9', path: '/x', query: [] },
    headers: [{ name: 'X-A', value: `'; touch pwned; echo '$(id)\`` }],
    cookies: [],
    body: { kind: 'text', contentType: 'text/plain', text: hostile.join('|') },
    secrets: [],
  };
  const code = (generateSnippet(d, 'curl') as Snippet).code;
  // Replace curl by a program that prints its arguments: each must arrive whole.
  const out = execFileSync('bash', ['-c', `curl() { printf '%s\\0' "$@"; }\n${code}`], { encoding: 'utf8' });
  const args = out.split('\0');
  assert.ok(args.includes(`X-A: '; touch pwned; echo '$(id)\``));
  assert.ok(args.includes(hostile.join('|').replace(/\0/g, '')) || args.some((a) => a.startsWith(hostile[0]!)));
});
