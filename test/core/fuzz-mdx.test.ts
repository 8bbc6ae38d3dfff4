// Fuzzing MDX pages: the project's MDX fixtures and docs pages, mutated at the text level (XSS
// payloads from ../shared/corpus/xss/payloads/ inserted anywhere, frontmatter broken, bytes truncated,
// lines duplicated), then parsed and rendered to HTML and through the MDX sanitiser. Parsing reports
// problems as diagnostics and never throws; nothing hangs; the HTML can run nothing.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { before } from 'node:test';
import fc from 'fast-check';
import { sanitizeMdxHtml } from '../../src/markdown/index.js';
import { parseMdxPage } from '../../src/mdx/parse-mdx-page.js';
import { useNodeSanitizer } from '../../src/node/dom-window.js';
import { assertInertHtml, fuzzRun, seedFiles, xssPayloads } from '../support/fuzz.js';

let seeds: { file: string; text: string }[] = [];
const payloads = xssPayloads();
const WRAPPERS = [
  (p: string) => p,
  (p: string) => `<Card title="${p}" href="${p}">${p}</Card>`,
  (p: string) => `<Note>${p}</Note>`,
  (p: string) => `[x](${p})`,
  (p: string) => `![${p}](${p})`,
  (p: string) => `\`\`\`js\n${p}\n\`\`\``,
  (p: string) => `{${JSON.stringify(p)}}`,
  (p: string) => `<ParamField path="${p}" type="string">${p}</ParamField>`,
  (p: string) => `<a href="${p}">x</a>`,
  (p: string) => `---\ntitle: ${p}\n---\n`,
];

before(async () => {
  await useNodeSanitizer();
  const files = [...seedFiles('test/fixtures', /\.mdx$/, 30_000), ...seedFiles('docs', /\.mdx$/, 30_000)];
  seeds = files.map((file) => ({ file, text: readFileSync(file, 'utf8') }));
});

const editArb = fc.oneof(
  fc.record({
    kind: fc.constant('payload' as const),
    at: fc.double({ min: 0, max: 1, noNaN: true }),
    payload: fc.nat(),
    wrap: fc.nat({ max: WRAPPERS.length - 1 }),
  }),
  fc.record({ kind: fc.constant('truncate' as const), keep: fc.double({ min: 0, max: 1, noNaN: true }) }),
  fc.record({ kind: fc.constant('duplicate-line' as const), at: fc.nat() }),
  fc.record({
    kind: fc.constant('insert' as const),
    at: fc.double({ min: 0, max: 1, noNaN: true }),
    text: fc.constantFrom(
      '---\n',
      '{',
      '}',
      '<',
      '</Card>',
      '<Steps>',
      '`',
      '```',
      '\t',
      ': :',
      '\0',
      '$$',
      '\\',
      'import x from "y"\n',
      'export const a = 1\n',
    ),
  }),
  fc.record({
    kind: fc.constant('random' as const),
    at: fc.double({ min: 0, max: 1, noNaN: true }),
    text: fc.string({ maxLength: 20 }),
  }),
);
type Edit = typeof editArb extends fc.Arbitrary<infer T> ? T : never;

function apply(text: string, edits: readonly Edit[]): string {
  for (const e of edits) {
    if (e.kind === 'truncate') text = text.slice(0, Math.floor(text.length * e.keep));
    else if (e.kind === 'duplicate-line') {
      const lines = text.split('\n');
      const i = e.at % Math.max(1, lines.length);
      lines.splice(i, 0, lines[i] ?? '');
      text = lines.join('\n');
    } else {
      const at = Math.floor(text.length * e.at);
      const insert = e.kind === 'payload' ? WRAPPERS[e.wrap]!(payloads[e.payload % payloads.length]!) : e.text;
      text = `${text.slice(0, at)}${insert}${text.slice(at)}`;
    }
  }
  return text;
}

fuzzRun('mutated MDX pages parse and render to inert HTML without an uncaught exception', {
  name: 'mdx',
  share: 0.25,
  seeds: () => seeds,
  minSeeds: 11,
  cases: (n) => fc.record({ seed: fc.nat({ max: n - 1 }), edits: fc.array(editArb, { minLength: 1, maxLength: 4 }) }),
  describe: (c) => JSON.stringify(c.edits).slice(0, 400),
  boundMs: 5_000,
  check: ({ text }, c, label) => {
    const page = parseMdxPage(apply(text, c.edits), 'page.mdx');
    assert.ok(Array.isArray(page.diagnostics), label);
    assertInertHtml(sanitizeMdxHtml(page.html), `${label} (sanitised)`);
  },
});
