/**
 * Fenced code blocks inside components keep their language, title and lines, whether the fence is
 * indented with the component's children or not, with or without blank lines around it; a code
 * component that holds text instead (a fence collapsed onto the tag's line) is a warning at its line.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { parseMdxPage } from '../../src/mdx/parse-mdx-page.js';

const FENCE = "```bash cURL\ncurl -H 'x-api-key: k' https://a.test/users/u_1\n```";
const CODE =
  '<pre data-title="cURL" data-language="bash"><code class="language-bash">curl -H \'x-api-key: k\' https://a.test/users/u_1</code></pre>';

const indent = (text: string, by: string): string =>
  text
    .split('\n')
    .map((l) => by + l)
    .join('\n');

const layouts: Record<string, (fence: string) => string> = {
  'flush, no blank lines': (f) => `\n${f}\n`,
  'flush, blank lines': (f) => `\n\n${f}\n\n`,
  'indented two spaces': (f) => `\n${indent(f, '  ')}\n`,
  'indented four spaces, blank lines': (f) => `\n\n${indent(f, '    ')}\n\n`,
};

for (const [name, kind] of [
  ['RequestExample', 'request-example'],
  ['ResponseExample', 'response-example'],
  ['CodeGroup', 'code-group'],
] as const) {
  for (const [layout, wrap] of Object.entries(layouts)) {
    test(`<${name}>, fence ${layout}: a code block with its language and title`, () => {
      const page = parseMdxPage(`Intro.\n\n<${name}>${wrap(FENCE)}</${name}>\n`, 'page.mdx');
      assert.ok(page.html.includes(`<div class="code-group" data-kind="${kind}">${CODE}</div>`), page.html);
      assert.deepEqual(page.diagnostics, []);
    });
  }
}

for (const [layout, wrap] of Object.entries(layouts)) {
  test(`<Tabs><Tab>, fence ${layout}: a code block with its language and title`, () => {
    const tab = `<Tab title="Shell">${wrap(FENCE)}</Tab>`;
    const page = parseMdxPage(`<Tabs>\n  ${tab.split('\n').join('\n  ')}\n</Tabs>\n`, 'page.mdx');
    assert.ok(
      page.html.includes(`<section class="tab" data-title="Shell" aria-label="Shell">${CODE}</section>`),
      page.html,
    );
    assert.deepEqual(page.diagnostics, []);
  });
}

test('a multi-line block inside an indented component keeps its lines, without the indentation', () => {
  const page = parseMdxPage('<ResponseExample>\n  ```json 200\n  {\n    "a": 1\n  }\n  ```\n</ResponseExample>\n');
  assert.ok(page.html.includes('<code class="language-json">{\n  "a": 1\n}</code>'), page.html);
});

test('a fence collapsed onto the tag line is a warning naming the file and line', () => {
  const text = '---\ntitle: T\n---\n\n<RequestExample>```bash cURL curl https://a.test ```</RequestExample>\n';
  const page = parseMdxPage(text, 'endpoints/user.mdx');
  assert.deepEqual(
    page.diagnostics.map((d) => [d.code, d.severity, d.file, d.line]),
    [['mdx/code-block', 'warning', 'endpoints/user.mdx', 5]],
  );
  assert.match(page.diagnostics[0]!.message, /<RequestExample> holds text \("bash cURL curl https:\/\/a.test"\)/);
});

test('text beside code blocks in a <CodeGroup> is a warning; code blocks alone are not', () => {
  const page = parseMdxPage('<CodeGroup>\n\n```js A\na()\n```\n\nSome words.\n\n</CodeGroup>\n', 'p.mdx');
  assert.deepEqual(
    page.diagnostics.map((d) => [d.code, d.line]),
    [['mdx/code-block', 7]],
  );
});

test('the example user-summary page renders its cURL request as a code block with its title', () => {
  const page = parseMdxPage(readFileSync('examples/docs/endpoints/user-summary.mdx', 'utf8'));
  assert.match(
    page.html,
    /<div class="code-group" data-kind="request-example"><pre data-title="cURL" data-language="bash"><code class="language-bash">curl -H 'x-api-key: demo-key'/,
  );
  assert.deepEqual(page.diagnostics, []);
});
