// Snippets are inlined statically: `import X from '/snippets/x.mdx'` then `<X prop="…" />`, exported literals as
// `{x}`, nested snippets, relative paths and paths without an extension; a missing file, a cycle and a package
// import are findings at file:line:col; a component written in JavaScript is never run and shows its children.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readTextFromFileOrUrl } from '../../src/node/read-text.js';
import { parseMdxPage } from '../../src/mdx/index.js';
import { MAX_SNIPPET_DEPTH, SnippetFiles, readMdxPageWithSnippets, snippetPath } from '../../src/site/snippets.js';
import type { SiteReader } from '../../src/site/types.js';
import type { Diagnostic } from '../../src/diagnostics.js';

const ROOT = resolve('test/fixtures/snippets');

/** Reads the fixture project from disk and counts what it reads. */
function diskReader(root = ROOT, reads: string[] = []): SiteReader {
  return {
    place: (path) => ({ url: pathToFileURL(resolve(root, path)).href }),
    fileName: (url) => relative(root, fileURLToPath(url)),
    readText: (url) => {
      reads.push(relative(root, fileURLToPath(url)));
      return readTextFromFileOrUrl(url);
    },
    loadOpenApi: () => Promise.reject(new Error('not used')),
    loadAsyncApi: () => Promise.reject(new Error('not used')),
  };
}

/** A reader over texts in memory. */
function memoryReader(files: Record<string, string>): SiteReader {
  return {
    place: (path) => ({ url: `mem:/${path}` }),
    fileName: (url) => url.slice('mem:/'.length),
    readText: async (url) => {
      const text = files[url.slice('mem:/'.length)];
      if (text === undefined) {
        const { FileMissingError } = await import('../../src/fetch-text.js');
        throw new FileMissingError({ severity: 'error', code: 'file/read', message: `${url} is not there` });
      }
      return text;
    },
    loadOpenApi: () => Promise.reject(new Error('not used')),
    loadAsyncApi: () => Promise.reject(new Error('not used')),
  };
}

async function page(path: string, files = new SnippetFiles(diskReader())) {
  return readMdxPageWithSnippets(readFileSync(resolve(ROOT, path), 'utf8'), path, path, files);
}

const place = (d: Diagnostic): string => `${d.file}:${d.line ?? ''}:${d.column ?? ''} ${d.severity} ${d.code}`;

test('a snippet is inlined where it is used, its props and exported values substituted', async () => {
  const intro = await page('guides/intro.mdx');
  assert.match(intro.html, /<h1 id="welcome-to-acme-api">Welcome to Acme API<\/h1>/);
  assert.match(intro.html, /My keyword of the day is bananas\./);
  assert.match(intro.html, /<aside class="callout callout-note"[^>]*>[\s\S]*A note from the snippet\./);
  // `/snippets/plain` has no extension: the `.md` file is found.
  assert.match(intro.html, /A plain Markdown snippet, <strong>bold<\/strong>\./);
  assert.match(intro.html, /The limit is 600 requests a minute\./);
  assert.ok(
    intro.headings.some((h) => h.text === 'A snippet heading'),
    'a snippet heading is in the page outline',
  );
  assert.deepEqual([...(intro.snippets ?? [])].sort(), [
    'snippets/greeting.mdx',
    'snippets/plain.md',
    'snippets/variables.mdx',
  ]);
  assert.deepEqual(
    intro.diagnostics.map((d) => `${place(d)} ${d.message.includes('`export const computed`')}`),
    ['snippets/variables.mdx:3:1 warning mdx/export true'],
  );
});

test('relative imports and nested snippets: props pass down, `{children}` shows the usage children', async () => {
  const relativePage = await page('guides/relative.mdx');
  assert.match(relativePage.html, /<p>Outer for Ada: Text given as children\.<\/p>/);
  assert.match(relativePage.html, /<p>Inner greets Ada\.<\/p>/);
  assert.deepEqual(relativePage.diagnostics, []);
});

test('a missing snippet and a cycle are errors at the import; the rest of the page renders', async () => {
  const broken = await page('guides/broken.mdx');
  assert.match(broken.html, /<p>Before\.<\/p><p>Loop A\.<\/p><p>Loop B\.<\/p><p>After\.<\/p>/);
  assert.deepEqual(broken.diagnostics.map(place), [
    'guides/broken.mdx:5:1 error mdx/import',
    'snippets/loop-b.mdx:1:1 error mdx/import',
  ]);
  assert.match(broken.diagnostics[0]!.message, /`\/snippets\/missing\.mdx` does not exist/);
  assert.match(broken.diagnostics[1]!.message, /snippets\/loop-a\.mdx → snippets\/loop-b\.mdx → snippets\/loop-a\.mdx/);
});

test('a component written in JavaScript is not run: its usage shows its children, one warning per component', async () => {
  const custom = await page('guides/custom.mdx');
  assert.equal(custom.html, '<p>Shown instead of the counter.</p><p>A glossary term in a sentence.</p>');
  const warnings = custom.diagnostics.filter((d) => d.code === 'mdx/custom-component');
  assert.deepEqual(warnings.map(place), [
    'components/counter.jsx:: warning mdx/custom-component',
    'snippets/glossary.mdx:1:1 warning mdx/custom-component',
  ]);
  for (const w of warnings) {
    assert.match(w.message, /runs as React on Mintlify; a self-hosted site does not execute project code/);
    assert.match(w.message, /children are shown/);
  }
  const pkg = custom.diagnostics.find((d) => d.code === 'mdx/import');
  assert.equal(pkg && place(pkg), 'guides/custom.mdx:7:1 warning mdx/import');
  assert.match(pkg!.message, /`react` is not a file of the project \(a package/);
});

test('each snippet file is read once for the whole site, whatever page imports it', async () => {
  const reads: string[] = [];
  const files = new SnippetFiles(diskReader(ROOT, reads));
  await page('guides/intro.mdx', files);
  await page('guides/broken.mdx', files);
  await page('guides/broken.mdx', files);
  assert.equal(reads.length, new Set(reads).size);
  assert.deepEqual([...files.used].sort(), [
    'snippets/greeting.mdx',
    'snippets/loop-a.mdx',
    'snippets/loop-b.mdx',
    'snippets/plain.md',
    'snippets/variables.mdx',
  ]);
});

test('import paths: absolute from the root, relative to the file, never out of the project, packages apart', () => {
  assert.equal(snippetPath('/snippets/a.mdx', 'guides/x.mdx'), 'snippets/a.mdx');
  assert.equal(snippetPath('./a.mdx', 'guides/x.mdx'), 'guides/a.mdx');
  assert.equal(snippetPath('../snippets/a', 'guides/deep/x.mdx'), 'guides/snippets/a');
  assert.equal(snippetPath('../../a.mdx', 'guides/x.mdx'), undefined);
  assert.equal(snippetPath('/../etc/passwd', 'x.mdx'), undefined);
  assert.equal(snippetPath('react', 'x.mdx'), undefined);
  for (const hostile of [
    '/\\evil.test/x.mdx',
    '/%2e%2e/x.mdx',
    '/snippets/a.mdx?x',
    'https://evil.test/x.mdx',
    '/c:/x.mdx',
  ])
    assert.equal(snippetPath(hostile, 'guides/x.mdx'), undefined, hostile);
});

test(`snippets nested deeper than ${MAX_SNIPPET_DEPTH} stop with a finding, not a hang`, async () => {
  const files: Record<string, string> = {};
  for (let i = 0; i < MAX_SNIPPET_DEPTH + 4; i++)
    files[`s/${i}.mdx`] = `import N from './${i + 1}.mdx';\n\nLevel ${i}.\n\n<N />\n`;
  const text = "import S from '/s/0.mdx';\n\n<S />\n";
  const parsed = await readMdxPageWithSnippets(text, 'p.mdx', 'p.mdx', new SnippetFiles(memoryReader(files)));
  assert.match(parsed.html, /Level 0\./);
  assert.doesNotMatch(parsed.html, new RegExp(`Level ${MAX_SNIPPET_DEPTH + 2}\\.`));
  assert.ok(parsed.diagnostics.some((d) => /nested more than/.test(d.message)));
});

test('nothing in a snippet is evaluated: expressions that are not names of literals stay out', async () => {
  const files = {
    'snippets/x.mdx':
      'export const a = "<script>alert(1)</script>";\nexport const f = fetch("/x");\n\n{a} {f} {a.constructor} {globalThis.x}\n',
  };
  const text = 'import X from \'/snippets/x.mdx\';\n\n<X onClick="alert(1)" />\n';
  const parsed = await readMdxPageWithSnippets(text, 'p.mdx', 'p.mdx', new SnippetFiles(memoryReader(files)));
  assert.equal(parsed.html.replace(/\s+/g, ' '), '<p>&lt;script&gt;alert(1)&lt;/script&gt; </p>');
  assert.ok(parsed.diagnostics.some((d) => d.code === 'mdx/unsafe' && /onClick/.test(d.message)));
});

test('without the loader a page reports its imports as before', () => {
  const parsed = parseMdxPage("import X from '/snippets/x.mdx';\n\n<X />\n", 'p.mdx');
  assert.ok(parsed.diagnostics.some((d) => d.code === 'mdx/esm'));
});

test("a snippet's formulas are its own: `$…$` in a snippet is math, not an expression", async () => {
  const files = { 'snippets/m.mdx': 'Energy: $E = mc^{2}$.\n' };
  const text = "import M from '/snippets/m.mdx';\n\nThe page has $a_{1}$ too.\n\n<M />\n";
  const parsed = await readMdxPageWithSnippets(text, 'p.mdx', 'p.mdx', new SnippetFiles(memoryReader(files)));
  assert.match(parsed.html, /<span class="math math-inline">a_\{1\}<\/span>/);
  assert.match(parsed.html, /Energy: <span class="math math-inline">E = mc\^\{2\}<\/span>\./);
  assert.deepEqual(parsed.diagnostics, []);
});

test('<Snippet file="…" />, the earlier way to reuse a snippet, inlines the file from snippets/ like an import', async () => {
  const files = new SnippetFiles(
    memoryReader({
      'snippets/draft.mdx': 'This page is a **draft**.\n\n<Snippet file="nested/sign.mdx" />\n',
      'snippets/nested/sign.mdx': 'Signed by the docs team.\n',
      'shared/root.mdx': 'From the project root.\n',
    }),
  );
  const text = [
    '# Reports',
    '',
    '<Snippet file="draft.mdx" />',
    '',
    '<Snippet file="/shared/root.mdx" />',
    '',
    '<Snippet file="gone.mdx" />',
    '',
    'After.',
  ].join('\n');
  const p = await readMdxPageWithSnippets(text, 'reports.mdx', 'reports.mdx', files);
  assert.match(p.html, /<p>This page is a <strong>draft<\/strong>\.<\/p><p>Signed by the docs team\.<\/p>/);
  assert.match(p.html, /<p>From the project root\.<\/p>/);
  assert.match(p.html, /<p>After\.<\/p>$/);
  assert.doesNotMatch(p.html, /gone|Snippet/);
  assert.deepEqual(p.diagnostics.map(place), ['reports.mdx:7:1 warning mdx/import']);
  assert.match(p.diagnostics[0]!.message, /`\/snippets\/gone\.mdx` does not exist/);
  assert.deepEqual([...(p.snippets ?? [])].sort(), [
    'shared/root.mdx',
    'snippets/draft.mdx',
    'snippets/nested/sign.mdx',
  ]);
});

test('an imported component named Snippet is the import, not the earlier snippet tag', async () => {
  const files = new SnippetFiles(
    memoryReader({ 'snippets/mine.mdx': 'Mine: {file}.\n', 'snippets/x.mdx': 'Not this one.\n' }),
  );
  const text = 'import Snippet from \'/snippets/mine.mdx\';\n\n<Snippet file="x.mdx" />\n';
  const p = await readMdxPageWithSnippets(text, 'a.mdx', 'a.mdx', files);
  assert.match(p.html, /<p>Mine: x\.mdx\.<\/p>/);
  assert.doesNotMatch(p.html, /Not this one/);
});

test('<Snippet file="…" /> not in snippets/ is looked for in _snippets/, the folder Mintlify used before', async () => {
  const files = new SnippetFiles(
    memoryReader({
      '_snippets/star.mdx': 'Star us on GitHub.\n',
      'snippets/both.mdx': 'From snippets/.\n',
      '_snippets/both.mdx': 'From _snippets/.\n',
    }),
  );
  const text = '<Snippet file="star.mdx" />\n\n<Snippet file="both.mdx" />\n\n<Snippet file="gone.mdx" />\n';
  const p = await readMdxPageWithSnippets(text, 'a.mdx', 'a.mdx', files);
  assert.match(p.html, /<p>Star us on GitHub\.<\/p><p>From snippets\/\.<\/p>/);
  assert.doesNotMatch(p.html, /From _snippets/);
  assert.deepEqual(p.diagnostics.map(place), ['a.mdx:5:1 warning mdx/import']);
  assert.match(p.diagnostics[0]!.message, /looked for snippets\/gone\.mdx and _snippets\/gone\.mdx/);
  assert.deepEqual([...(p.snippets ?? [])].sort(), ['_snippets/star.mdx', 'snippets/both.mdx']);
});
