// The generated framework types, checked by each framework's own checker: the example apps pass
// (tsc for React, vue-tsc for Vue, svelte-check for Svelte), and fixtures with a misspelled attribute,
// a wrong property type or a wrong event field fail on exactly the marked lines, so the types are
// neither `any` nor broken (a missing module would fail other lines too). Plain TypeScript is checked
// the same way against the DOM's maps (`querySelector`, `addEventListener`).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, test } from 'node:test';
import { ensureDist } from './dist.js';

const FIXTURES = join('test', 'hosts', 'fixtures');
const bin = {
  tsc: join('node_modules', 'typescript', 'bin', 'tsc'),
  vueTsc: join('node_modules', 'vue-tsc', 'bin', 'vue-tsc.js'),
  svelteCheck: join('node_modules', 'svelte-check', 'bin', 'svelte-check'),
};

interface Finding {
  file: string;
  line: number;
  message: string;
}

interface Checked {
  status: number | null;
  findings: Finding[];
  output: string;
}

function run(script: string, args: string[]): { status: number | null; output: string } {
  const res = spawnSync(process.execPath, [script, ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return { status: res.status, output: `${res.stdout}${res.stderr}` };
}

/** tsc and vue-tsc: `file(line,col): error TS1234: message`. */
function tscStyle(script: string, project: string): Checked {
  const { status, output } = run(script, ['-p', project, '--pretty', 'false']);
  const findings: Finding[] = [];
  for (const text of output.split('\n')) {
    const m = /^(.+?)\((\d+),\d+\): error (TS\d+: .*)$/.exec(text);
    if (m) findings.push({ file: m[1]!, line: Number(m[2]), message: m[3]! });
    else if (text.startsWith('  ') && findings.length > 0) findings.at(-1)!.message += ` ${text.trim()}`; // its details
  }
  return { status, findings, output };
}

/** svelte-check's machine output: `<time> ERROR "file" line:col "message"`. */
function svelteCheck(workspace: string): Checked {
  const { status, output } = run(bin.svelteCheck, [
    '--workspace',
    workspace,
    '--tsconfig',
    './tsconfig.json',
    '--output',
    'machine',
    '--fail-on-warnings',
  ]);
  const findings = [...output.matchAll(/^\d+ (?:ERROR|WARNING) "(.+?)" (\d+):\d+ "(.*)"$/gm)].map((m) => ({
    file: m[1]!,
    line: Number(m[2]),
    message: m[3]!.replaceAll('\\"', '"'), // the machine output escapes quotes
  }));
  return { status, findings, output };
}

/** Lines of a fixture marked `error: <what>`, with what the error must mention. */
function expectedErrors(file: string): Map<number, string> {
  const lines = readFileSync(file, 'utf8').split('\n');
  const out = new Map<number, string>();
  lines.forEach((text, i) => {
    const mark = /error: (\S+)/.exec(text);
    if (mark && !text.startsWith('//') && !text.startsWith('<!--')) out.set(i + 1, mark[1]!);
  });
  return out;
}

/** What each marked word means in a checker's message. */
const MEANS: Record<string, RegExp> = {
  operaton: /'"?operaton"?' does not exist/,
  number: /Type 'number' is not assignable to type '(Reader|string)'/,
  '"blue"': /Type '"blue"' is not assignable/,
  statuss: /Property 'statuss' does not exist on type 'ApiResponseEvent'/,
  string: /Type 'string' is not assignable to type 'readonly string\[\]'/,
  anchor: /Property 'toFixed' does not exist on type 'string'/,
};

function assertFailsExactlyOnMarkedLines(checked: Checked, file: string): void {
  assert.notEqual(checked.status, 0, `the checker accepted ${file}, which has type errors:\n${checked.output}`);
  const expected = expectedErrors(file);
  assert.ok(expected.size >= 4, `${file} marks too few errors`);
  const found = new Map<number, string[]>();
  for (const f of checked.findings) {
    assert.ok(
      f.file.endsWith(file.split('/').at(-1)!),
      `an error outside the fixture: ${f.file}:${f.line} ${f.message}`,
    );
    found.set(f.line, [...(found.get(f.line) ?? []), f.message]);
  }
  assert.deepEqual(
    [...found.keys()].sort((a, b) => a - b),
    [...expected.keys()].sort((a, b) => a - b),
    `errors on other lines than marked:\n${checked.output}`,
  );
  for (const [line, word] of expected) {
    const pattern = MEANS[word];
    assert.ok(pattern, `no meaning for the mark "${word}"`);
    assert.ok(
      found.get(line)!.some((message) => pattern.test(message)),
      `${file}:${line} fails for another reason: ${found.get(line)!.join(' / ')}`,
    );
  }
}

before(ensureDist);

test('React: the app passes tsc with the generated JSX types; misspellings and wrong types fail', () => {
  const app = tscStyle(bin.tsc, 'examples/hosts/react/tsconfig.json');
  assert.equal(app.status, 0, app.output);
  assertFailsExactlyOnMarkedLines(tscStyle(bin.tsc, join(FIXTURES, 'react')), join(FIXTURES, 'react', 'Bad.tsx'));
});

test('Vue: the app passes vue-tsc with the generated GlobalComponents; misspellings and wrong types fail', () => {
  const app = tscStyle(bin.vueTsc, 'examples/hosts/vue/tsconfig.json');
  assert.equal(app.status, 0, app.output);
  assertFailsExactlyOnMarkedLines(tscStyle(bin.vueTsc, join(FIXTURES, 'vue')), join(FIXTURES, 'vue', 'Bad.vue'));
});

test('Svelte: the app passes svelte-check with the generated element types; misspellings and wrong types fail', () => {
  const app = svelteCheck('examples/hosts/svelte');
  assert.equal(app.status, 0, app.output);
  assert.match(app.output, /COMPLETED \d+ FILES 0 ERRORS 0 WARNINGS/);
  assertFailsExactlyOnMarkedLines(svelteCheck(join(FIXTURES, 'svelte')), join(FIXTURES, 'svelte', 'Bad.svelte'));
});

test('plain TypeScript: querySelector and addEventListener know the tags and the api-* events', () => {
  assertFailsExactlyOnMarkedLines(tscStyle(bin.tsc, join(FIXTURES, 'plain')), join(FIXTURES, 'plain', 'bad.ts'));
});
