// docs.json `variables`: `{{name}}` in a page (text, frontmatter, code, attribute values) and in the snippets it
// imports becomes the value, always as text; an unknown name is a warning at file:line:col; no `variables`, no change.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseDocsConfig } from '../../src/config/index.js';
import { mdxToMarkdown } from '../../src/agents/mdx-markdown.js';
import { parseMdxPage } from '../../src/mdx/index.js';
import { SnippetFiles, readMdxPageWithSnippets } from '../../src/site/snippets.js';
import type { SiteReader } from '../../src/site/types.js';

const variables = { version: '2.0.0', 'api-url': 'https://api.example.com', product: 'Acme <b>API</b> {x}' };

const page = (mdx: string) => parseMdxPage(mdx, 'guides/p.mdx', { variables });

test('{{name}} in the text, inline code, a code block, a link and an attribute becomes its value', () => {
  const p = page(
    [
      'The current version is {{version}}. Make requests to {{api-url}}.',
      '',
      'Run `npm i acme@{{version}}` or:',
      '',
      '```bash',
      'curl {{ api-url }}/v1',
      '```',
      '',
      '[Reference]({{api-url}}/docs) and <Card title="{{product}}" href="{{api-url}}">x</Card>',
    ].join('\n'),
  );
  assert.match(p.html, /<p>The current version is 2\.0\.0\. Make requests to https:\/\/api\.example\.com\.<\/p>/);
  assert.match(p.html, /<code>npm i acme@2\.0\.0<\/code>/);
  assert.match(p.html, /<code class="language-bash">curl https:\/\/api\.example\.com\/v1<\/code>/);
  assert.match(p.html, /<a href="https:\/\/api\.example\.com\/docs">Reference<\/a>/);
  // A value is text: its `<` and `{` are never markup or an expression.
  assert.match(
    p.html,
    /<a class="card" href="https:\/\/api\.example\.com">.*<span class="card-title">Acme &lt;b&gt;API&lt;\/b&gt; \{x\}<\/span>/,
  );
  assert.deepEqual(p.diagnostics, []);
});

test('{{name}} in frontmatter values becomes its value', () => {
  const p = page('---\ntitle: "Version {{version}}"\ndescription: Calls go to {{api-url}}\n---\n\nBody.\n');
  assert.equal(p.frontmatter.title, 'Version 2.0.0');
  assert.equal(p.frontmatter.description, 'Calls go to https://api.example.com');
});

test('an unknown variable is shown as written, with a warning at its file, line and column', () => {
  const p = page('Intro.\n\nSee {{nope}} and {{version}}.\n');
  assert.match(p.html, /<p>See \{\{nope\}\} and 2\.0\.0\.<\/p>/);
  assert.deepEqual(
    p.diagnostics.map((d) => [d.code, d.severity, d.file, d.line, d.column]),
    [['mdx/variable', 'warning', 'guides/p.mdx', 3, 5]],
  );
  assert.match(p.diagnostics[0]!.message, /defines version, api-url, product/);
});

test('without docs.json variables, {{…}} is read as MDX as before', () => {
  const p = parseMdxPage('A {{version}} b.\n', 'p.mdx');
  assert.ok(p.diagnostics.some((d) => d.code === 'mdx/expression'));
  assert.ok(!p.diagnostics.some((d) => d.code === 'mdx/variable'));
});

test('snippets a page imports get the same variables', async () => {
  const files: Record<string, string> = { 'snippets/install.mdx': 'Install version {{version}}.\n' };
  const reader: SiteReader = {
    place: (path) => ({ url: `mem:/${path}` }),
    fileName: (url) => url.slice('mem:/'.length),
    readText: async (url) => files[url.slice('mem:/'.length)] ?? '',
    loadOpenApi: () => Promise.reject(new Error('not used')),
    loadAsyncApi: () => Promise.reject(new Error('not used')),
  };
  const snippets = new SnippetFiles(reader, undefined, variables);
  const text = "import Install from '/snippets/install.mdx';\n\n<Install />\n\nOn {{product}}.\n";
  const p = await readMdxPageWithSnippets(text, 'p.mdx', 'p.mdx', snippets, { variables });
  assert.match(p.html, /Install version 2\.0\.0\./);
  assert.match(p.html, /On Acme &lt;b&gt;API&lt;\/b&gt; \{x\}\./);
  assert.deepEqual(p.diagnostics, []);
});

test('docs.json variables: strings by name; a value that is not a string is an error at its line', () => {
  const ok = parseDocsConfig(JSON.stringify({ name: 'x', variables: { version: '2', 'api-url': 'u' } }), 'docs.json');
  assert.deepEqual(ok.config.variables, { version: '2', 'api-url': 'u' });
  assert.deepEqual(
    ok.diagnostics.filter((d) => d.pointer?.startsWith('/variables')),
    [],
  );
  const bad = parseDocsConfig('{\n  "name": "x",\n  "variables": {\n    "n": 3,\n    "a b": "c"\n  }\n}', 'docs.json');
  assert.deepEqual(
    bad.diagnostics.filter((d) => d.pointer?.startsWith('/variables')).map((d) => [d.severity, d.code, d.line]),
    [
      ['error', 'config/type', 4],
      ['warning', 'config/variable-name', 5],
    ],
  );
  assert.deepEqual(bad.config.variables, {});
});

test("the page's Markdown twin (for agents) has the values too", () => {
  const markdown = mdxToMarkdown('The current version is {{version}}.\n\n```bash\ncurl {{api-url}}\n```\n', variables);
  assert.equal(markdown, 'The current version is 2.0.0.\n\n```bash\ncurl https://api.example.com\n```\n');
});
