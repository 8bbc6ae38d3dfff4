// Expressions a page writes with literals only are read, never evaluated: template literals, arithmetic on numbers,
// `+` on texts, and the `export const` values of the page or of a snippet it imports, with member access. Anything
// else stays inert with a finding, as before.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseMdxPage } from '../../src/mdx/index.js';
import { SnippetFiles, readMdxPageWithSnippets } from '../../src/site/snippets.js';
import type { SiteReader } from '../../src/site/types.js';

function memoryReader(files: Record<string, string>): SiteReader {
  return {
    place: (path) => ({ url: `mem:/${path}` }),
    fileName: (url) => url.slice('mem:/'.length),
    readText: async (url) => {
      const text = files[url.slice('mem:/'.length)];
      if (text !== undefined) return text;
      const { FileMissingError } = await import('../../src/fetch-text.js');
      throw new FileMissingError({ severity: 'error', code: 'file/read', message: `${url} is not there` });
    },
    loadOpenApi: () => Promise.reject(new Error('not used')),
    loadAsyncApi: () => Promise.reject(new Error('not used')),
  };
}

const withSnippets = (text: string, files: Record<string, string> = {}) =>
  readMdxPageWithSnippets(text, 'p.mdx', 'p.mdx', new SnippetFiles(memoryReader(files)));

const codes = (page: { diagnostics: readonly { code: string }[] }): string[] => page.diagnostics.map((d) => d.code);

test('a template literal without expressions is its text, in the prose and in an attribute', () => {
  const page = parseMdxPage('Say {`hello`}.\n\n<Card title={`Start here`}>x</Card>\n', 'p.mdx');
  assert.match(page.html, /<p>Say hello\.<\/p>/);
  assert.match(page.html, /<span class="card-title">Start here<\/span>/);
  assert.deepEqual(codes(page), []);
});

test('arithmetic on literals is read: + - * / % ** on numbers, + on texts, unary minus', () => {
  const page = parseMdxPage(
    'A {2 + 3} B {10 - 4 * 2} C {7 / 2} D {7 % 4} E {2 ** 10} F {-(3 - 5)} G {"v" + 2} H {"a" + "b"}\n\n<CardGroup cols={1 + 2}>x</CardGroup>\n',
    'p.mdx',
  );
  assert.match(page.html, /A 5 B 2 C 3\.5 D 3 E 1024 F 2 G v2 H ab/);
  assert.match(page.html, /data-cols="3"/);
  assert.deepEqual(codes(page), []);
});

test('what is not arithmetic on literals stays inert, with a finding', () => {
  const page = parseMdxPage(
    'A {1 / 0} B {"a" - 1} C {true + 1} D {1 < 2} E {"x".repeat(3)} F {[1] + 1} G {x + 1}\n',
    'p.mdx',
  );
  assert.equal(page.html, '<p>A  B  C  D  E  F  G </p>');
  assert.equal(codes(page).filter((c) => c === 'mdx/expression').length, 7);
});

test("a page's own `export const` literals are substituted where `{name}` uses them, with member access", async () => {
  const page = await withSnippets(
    [
      'export const N = 3;',
      'export const site = { name: "Acme", limits: { rate: 100 } };',
      'export const DOUBLE = N * 2;',
      'export const tags = ["a", "b"];',
      '',
      'We have {N} plans, {DOUBLE} regions and {N * 10} seats at {site.name} ({site["limits"].rate} per minute).',
      '',
      '<Card title={`${site.name} v${N}`}>x</Card>',
      '',
      '<Update label="L" tags={tags}>y</Update>',
    ].join('\n'),
  );
  assert.match(page.html, /We have 3 plans, 6 regions and 30 seats at Acme \(100 per minute\)\./);
  assert.match(page.html, /<span class="card-title">Acme v3<\/span>/);
  assert.match(page.html, /<ul class="update-tags"><li>a<\/li><li>b<\/li><\/ul>/);
  assert.deepEqual(codes(page), []);
});

test('the `export const` values of an imported snippet are read the same way', async () => {
  const page = await withSnippets(
    'import { version, api } from "/snippets/vars.mdx";\n\nVersion {version}, next {version + 1}, at {api.host}.\n',
    { 'snippets/vars.mdx': 'export const version = 2;\nexport const api = { host: `api.example.com` };\n' },
  );
  assert.match(page.html, /Version 2, next 3, at api\.example\.com\./);
  assert.deepEqual(codes(page), []);
});

test('an export that is not made of literals is reported at its line and shows nothing; nothing runs', async () => {
  const page = await withSnippets(
    'export const a = 1;\nexport const b = a + fetch("/x");\nexport const c = {}.constructor;\n\n{a} {b} {c} {a.constructor}\n',
  );
  assert.equal(page.html.trim(), '<p>1   </p>');
  const exports = page.diagnostics.filter((d) => d.code === 'mdx/export');
  assert.deepEqual(
    exports.map((d) => d.line),
    [2, 3],
  );
});
