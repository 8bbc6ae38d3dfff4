import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseMdxPage } from '../../src/mdx/parse-mdx-page.js';
import { read } from '../fixtures/site/load-site.js';

const html = (text: string): string => parseMdxPage(text, 'page.mdx').html;
const codes = (text: string): string[] => parseMdxPage(text, 'page.mdx').diagnostics.map((d) => d.code);

test('markdown: headings with ids, emphasis, lists, code, tables, task items, quotes', () => {
  const out = html(
    '# Intro\n\nSome *soft* and **bold** `code` ~~old~~.\n\n- one\n- [x] done\n\n> quote\n\n| a | b |\n|:--|--:|\n| 1 | 2 |\n\n```ts\nconst a = 1 < 2;\n```\n',
  );
  assert.match(out, /<h1 id="intro">Intro<\/h1>/);
  assert.match(out, /<em>soft<\/em> and <strong>bold<\/strong> <code>code<\/code> <del>old<\/del>/);
  assert.match(out, /<ul><li>one<\/li><li><input type="checkbox" disabled checked> done<\/li><\/ul>/);
  assert.match(out, /<blockquote><p>quote<\/p><\/blockquote>/);
  assert.match(out, /<th data-align="left">a<\/th><th data-align="right">b<\/th>/);
  assert.match(out, /<pre data-language="ts"><code class="language-ts">const a = 1 &lt; 2;<\/code><\/pre>/);
});

test('headings get unique ids and are listed', () => {
  const page = parseMdxPage('## Errors\n\n## Errors\n\n### Rate *limits*');
  assert.deepEqual(page.headings, [
    { depth: 2, text: 'Errors', id: 'errors' },
    { depth: 2, text: 'Errors', id: 'errors-2' },
    { depth: 3, text: 'Rate limits', id: 'rate-limits' },
  ]);
});

test('links and images with safe URLs; reference links resolve', () => {
  const out = html(
    '[docs](https://example.test/a?b=1&c=2 "Docs") [mail](mailto:a@b.test) [rel](/guides/auth) [ref][r]\n\n![logo](/logo.png)\n\n[r]: https://example.test/r',
  );
  assert.match(out, /<a href="https:\/\/example.test\/a\?b=1&amp;c=2" title="Docs">docs<\/a>/);
  assert.match(out, /<a href="mailto:a@b.test">mail<\/a>/);
  assert.match(out, /<a href="\/guides\/auth">rel<\/a>/);
  assert.match(out, /<a href="https:\/\/example.test\/r">ref<\/a>/);
  assert.match(out, /<img src="\/logo.png" alt="logo" loading="lazy">/);
});

test('ParamField becomes <param-field> with every location and its attributes', () => {
  for (const location of ['path', 'query', 'header', 'cookie', 'body']) {
    const out = html(
      `<ParamField ${location}="id" type="string" required default="7" placeholder="abc" deprecated>\n  The **id**.\n</ParamField>`,
    );
    assert.equal(
      out,
      `<param-field ${location}="id" type="string" required default="7" placeholder="abc" deprecated><p>The <strong>id</strong>.</p></param-field>`,
    );
  }
});

test('ParamField reads literal expression values without evaluating them', () => {
  const out = html('<ParamField query="limit" type="integer" default={10} required={false} deprecated={true} />');
  assert.equal(out, '<param-field query="limit" type="integer" default="10" deprecated></param-field>');
});

test('ParamField needs exactly one location', () => {
  assert.deepEqual(codes('<ParamField type="string">x</ParamField>'), ['mdx/param-location']);
  assert.deepEqual(codes('<ParamField path="a" query="b">x</ParamField>'), ['mdx/param-location']);
});

test('ResponseField becomes <response-field>', () => {
  const out = html('<ResponseField name="id" type="string" required>\n  The id.\n</ResponseField>');
  assert.equal(out, '<response-field name="id" type="string" required><p>The id.</p></response-field>');
});

test('Expandable becomes a <details> nesting its fields', () => {
  const out = html(
    '<ResponseField name="user" type="object">\n  <Expandable title="properties" defaultOpen>\n    <ResponseField name="name" type="string">Name.</ResponseField>\n  </Expandable>\n</ResponseField>',
  );
  assert.equal(
    out,
    '<response-field name="user" type="object"><details class="expandable" open><summary>properties</summary><response-field name="name" type="string">Name.</response-field></details></response-field>',
  );
});

test('RequestExample, ResponseExample and CodeGroup become tagged code groups', () => {
  for (const [name, kind] of [
    ['RequestExample', 'request-example'],
    ['ResponseExample', 'response-example'],
    ['CodeGroup', 'code-group'],
  ]) {
    const out = html(
      `<${name}>\n\n\`\`\`bash cURL\ncurl https://a.test\n\`\`\`\n\n\`\`\`python\nrequests.get("https://a.test")\n\`\`\`\n\n</${name}>`,
    );
    assert.equal(
      out,
      `<div class="code-group" data-kind="${kind}"><pre data-title="cURL" data-language="bash"><code class="language-bash">curl https://a.test</code></pre><pre data-language="python"><code class="language-python">requests.get("https://a.test")</code></pre></div>`,
    );
  }
});

test('Tabs and Tab become a tab list of titled sections', () => {
  const out = html('<Tabs>\n  <Tab title="First">One</Tab>\n  <Tab title="Second">Two</Tab>\n</Tabs>');
  assert.equal(
    out,
    '<div class="tabs"><section class="tab" data-title="First" aria-label="First">One</section><section class="tab" data-title="Second" aria-label="Second">Two</section></div>',
  );
});

test('each callout becomes an aside with role note, never wrapped in a paragraph', () => {
  const icons: Record<string, string> = {
    Note: 'circle-info',
    Tip: 'lightbulb',
    Info: 'circle-info',
    Warning: 'triangle-exclamation',
    Check: 'circle-check',
    Danger: 'circle-exclamation',
  };
  for (const [name, icon] of Object.entries(icons)) {
    assert.equal(
      html(`<${name}>Mind the **gap**.</${name}>`),
      `<aside class="callout callout-${name.toLowerCase()}" role="note"><span class="icon callout-icon" data-icon="${icon}" aria-hidden="true"></span><div class="callout-content">Mind the <strong>gap</strong>.</div></aside>`,
    );
  }
  assert.equal(
    html('<Warning title="Careful">\n  Text.\n</Warning>'),
    '<aside class="callout callout-warning" role="note"><span class="icon callout-icon" data-icon="triangle-exclamation" aria-hidden="true"></span><div class="callout-content"><p class="callout-title">Careful</p><p>Text.</p></div></aside>',
  );
  // Callout takes its own icon and colour; a colour that is not one is left out.
  assert.equal(
    html('<Callout icon="key" color="#FFC107" iconType="regular">Custom</Callout>'),
    '<aside class="callout callout-callout" role="note" data-color="#FFC107"><span class="icon callout-icon" data-icon="key" aria-hidden="true"></span><div class="callout-content">Custom</div></aside>',
  );
  assert.ok(!html('<Callout color="red;background:url(x)">C</Callout>').includes('data-color'));
});

test('a lower-case tag that is no HTML element a page may use shows its content, with its own warning', () => {
  const page = parseMdxPage(
    'Intro\n\n<warning>This guide is **still** being written</warning>\n\n<gizmo>G</gizmo>',
    'p.mdx',
  );
  assert.equal(page.html, '<p>Intro</p><p>This guide is <strong>still</strong> being written</p><p>G</p>');
  assert.deepEqual(
    page.diagnostics.map((d) => [d.code, d.line]),
    [
      ['mdx/unknown-element', 3],
      ['mdx/unknown-element', 5],
    ],
  );
  assert.match(
    page.diagnostics[0]!.message,
    /^<warning> is not an HTML element .* Did you mean <Warning> \(a component\)\?$/,
  );
  assert.doesNotMatch(page.diagnostics[1]!.message, /Did you mean/);
});

test('an unknown component is reported with its line and its content shown without it', () => {
  const page = parseMdxPage('Intro\n\n<Widget title="x">\n  Inside\n</Widget>', 'p.mdx');
  assert.equal(page.html, '<p>Intro</p><p>Inside</p>');
  assert.deepEqual(
    page.diagnostics.map((d) => [d.code, d.line, d.file]),
    [['mdx/unknown-component', 3, 'p.mdx']],
  );
});

test('attributes a component does not accept are reported and dropped', () => {
  const page = parseMdxPage('<ResponseField name="a" colour="red">x</ResponseField>');
  assert.equal(page.html, '<response-field name="a">x</response-field>');
  assert.equal(page.diagnostics[0]?.code, 'mdx/attribute');
});

test('the fixture endpoint page renders its fields and example', () => {
  const page = parseMdxPage(read('pages/endpoints/create-user.mdx'), 'endpoints/create-user.mdx');
  assert.deepEqual(page.diagnostics, []);
  assert.match(
    page.html,
    /^<param-field body="name" type="string" required placeholder="Ada"><p>The user’?'?s name.<\/p><\/param-field><response-field name="id"/,
  );
  assert.match(page.html, /<div class="code-group" data-kind="request-example"><pre data-title="cURL"/);
});
