/**
 * Issue 16, content: a code block's meta read as Mintlify documents it, math lifted out before MDX
 * reads its braces, media (video, frames of allowed video hosts only), and literal props in every
 * JavaScript spelling, never evaluated.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseCodeMeta } from '../../src/mdx/code-meta.js';
import { extractMath } from '../../src/mdx/math.js';
import { parseMdxPage } from '../../src/mdx/parse-mdx-page.js';
import { isAllowedEmbedUrl } from '../../src/markdown/urls.js';

const body = (mdx: string): string => parseMdxPage(mdx, 'page.mdx').html;

test('code meta: a bare filename or title="…", {1,3-4}, highlight=, focus=, flags and icon', () => {
  assert.deepEqual(parseCodeMeta('app.js {1,3-4} lines wrap expandable icon="js"'), {
    title: 'app.js',
    highlight: '1,3-4',
    icon: 'js',
    lines: true,
    wrap: true,
    expandable: true,
  });
  assert.deepEqual(parseCodeMeta('title="My file.ts" highlight={2, 5-6} focus={3} theme={null}'), {
    title: 'My file.ts',
    highlight: '2,5-6',
    focus: '3',
    lines: false,
    wrap: false,
    expandable: false,
  });
  assert.deepEqual(parseCodeMeta('cURL'), { title: 'cURL', lines: false, wrap: false, expandable: false });
  // Not line numbers: not a highlight (and never the title either).
  assert.equal(parseCodeMeta('{a,b}').highlight, undefined);
  assert.equal(parseCodeMeta(undefined).title, undefined);
});

test('a fenced block carries its meta as data fields the page reads', () => {
  assert.equal(
    body('```js app.js {1,3-4} lines wrap expandable icon="js"\nconst a = 1;\n```\n'),
    '<pre data-title="app.js" data-language="js" data-highlight="1,3-4" data-icon="js" data-lines data-wrap data-expandable><code class="language-js">const a = 1;</code></pre>',
  );
  // A hostile meta stays text in its attribute.
  assert.ok(body('```js "><img src=x onerror=alert(1)>\nx\n```\n').includes('data-title="&quot;&gt;&lt;img'));
});

test('math: $…$ inline, $$…$$ displayed, <Latex>, with braces MDX would read as expressions', () => {
  const page = parseMdxPage(
    'Euler: $e^{i\\pi} + 1 = 0$.\n\n$$\n\\frac{a}{b}\n$$\n\n<Latex>\\sqrt{2}</Latex>\n\nAfter {x}.\n',
    'math.mdx',
  );
  assert.ok(page.html.includes('<span class="math math-inline">e^{i\\pi} + 1 = 0</span>'), page.html);
  assert.ok(page.html.includes('<span class="math math-display">\\frac{a}{b}</span>'), page.html);
  assert.ok(page.html.includes('<span class="math math-inline">\\sqrt{2}</span>'), page.html);
  // Lines after the formula keep their numbers: the expression on line 9 is reported there.
  assert.deepEqual(
    page.diagnostics.map((d) => [d.code, d.line]),
    [['mdx/expression', 9]],
  );
});

test('math: prices, code spans, fences and frontmatter are not math', () => {
  for (const text of [
    'It costs $5 and $10.',
    'Run `echo $HOME$` now.',
    '```sh\necho $a$\n```',
    '---\ntitle: "$a$"\n---\nNo math.',
    'Escaped \\$x$ here.',
  ])
    assert.deepEqual(extractMath(text).math, [], text);
  assert.ok(!body('It costs $5 and $10.').includes('math'));
});

test('video renders with its flags; an iframe only from an allowed video host over https', () => {
  assert.equal(
    body('<video src="/demo.mp4" autoPlay muted loop playsInline controls />'),
    '<video src="/demo.mp4" controls autoplay muted loop playsinline></video>',
  );
  assert.ok(
    body('<iframe src="https://www.youtube.com/embed/abc" title="Demo" allowFullScreen />').startsWith(
      '<iframe src="https://www.youtube.com/embed/abc" title="Demo" allowfullscreen loading="lazy" sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"',
    ),
  );
  for (const src of [
    'https://evil.test/embed/abc',
    'http://www.youtube.com/embed/abc',
    'https://www.youtube.com/watch?v=abc',
    'https://www.youtube.com.evil.test/embed/x',
    'https://user@player.vimeo.com/video/1',
  ]) {
    // Another site's page is not framed: a link to it stands in its place, and the author is told.
    const page = parseMdxPage(`<iframe src="${src}" />`, 'page.mdx');
    assert.equal(page.html, `<p><a href="${src}">${src}</a></p>`, src);
    assert.ok(
      page.diagnostics.some((d) => d.code === 'mdx/unsafe'),
      src,
    );
  }
  const script = parseMdxPage('<iframe src="javascript:alert(1)" />', 'page.mdx');
  assert.equal(script.html, '');
  assert.ok(script.diagnostics.some((d) => d.code === 'mdx/unsafe'));
  for (const ok of [
    'https://player.vimeo.com/video/1',
    'https://www.loom.com/embed/x',
    'https://www.youtube-nocookie.com/embed/x',
  ])
    assert.ok(isAllowedEmbedUrl(ok), ok);
  // A video from plain http on another site becomes a link, never a fetch.
  assert.equal(
    body('<video src="http://other.test/v.mp4" />'),
    '<a href="http://other.test/v.mp4">http://other.test/v.mp4</a>',
  );
});

test('literal props in every JavaScript spelling; anything else is a diagnostic and inert', () => {
  const page = parseMdxPage(
    [
      '<CardGroup cols={3}>',
      '<Card title={`Template`} href={"/a"}>x</Card>',
      '</CardGroup>',
      '<Update label={"v1"} tags={["New Features", `Fixes`]}>u</Update>',
      '<Step stepNumber={-1} title="Neg">s</Step>',
      '<Card title={name}>y</Card>',
      '<Card title={`${x}`}>z</Card>',
      '<Update label="v2" tags={[a]}>w</Update>',
    ].join('\n\n'),
    'props.mdx',
  );
  assert.ok(page.html.includes('data-cols="3"'), page.html);
  assert.ok(page.html.includes('<span class="card-title">Template</span>'), page.html);
  assert.ok(page.html.includes('<li>New Features</li><li>Fixes</li>'), page.html);
  const expressions = page.diagnostics.filter((d) => d.code === 'mdx/expression').map((d) => d.line);
  assert.deepEqual(expressions, [11, 13, 15]);
});

test('HTML tables, literal text expressions, className and browser-specific frame attributes', () => {
  const page = parseMdxPage(
    [
      '<table>',
      '  <thead><tr><th style={{ textAlign: "center" }}>A</th></tr></thead>',
      '  <tbody><tr><td colSpan={2} className="x">1</td></tr></tbody>',
      '</table>',
      '',
      'Hello{" "}world {42}.',
      '',
      '<Icon icon="x" className="matrix-no" />',
      '',
      '<iframe src="https://www.loom.com/embed/x" webkitallowfullscreen mozallowfullscreen frameBorder="0" alt="v" />',
    ].join('\n'),
    'page.mdx',
  );
  assert.ok(
    page.html.startsWith(
      '<table><thead><tr><th>A</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table><p>Hello world 42.</p>',
    ),
    page.html,
  );
  assert.ok(page.html.includes('<iframe src="https://www.loom.com/embed/x" loading="lazy"'), page.html);
  // Only the inline style is reported: it is not applied.
  assert.deepEqual(
    page.diagnostics.map((d) => [d.code, d.line]),
    [['mdx/style', 2]],
  );
});

test('an object literal is read from the syntax tree, never run, and reported as the wrong kind of value', () => {
  const page = parseMdxPage('<Card title="T" icon={{ name: "x", n: -1 }}>x</Card>\n', 'page.mdx');
  assert.ok(page.html.includes('<span class="card-title">T</span>'));
  assert.deepEqual(
    page.diagnostics.map((d) => [d.code, d.message]),
    [
      [
        'mdx/attribute',
        '<Card>: `icon` takes text, a number, a flag or a list of texts, not "{\\"name\\":\\"x\\",\\"n\\":-1}"; left out.',
      ],
    ],
  );
});

test("a page's Markdown twin keeps its math as TeX", async () => {
  const { mdxToMarkdown } = await import('../../src/agents/mdx-markdown.js');
  const markdown = mdxToMarkdown('Euler: $e^{i\\pi} + 1 = 0$.\n\n$$\n\\frac{a}{b}\n$$\n\n<Latex>\\sqrt{2}</Latex>\n');
  assert.ok(markdown.includes('Euler: $e^{i\\pi} + 1 = 0$.'), markdown);
  assert.ok(markdown.includes('$$\n\\frac{a}{b}\n$$'), markdown);
  assert.ok(markdown.includes('\\sqrt{2}'), markdown);
  assert.ok(!markdown.includes('\uE000'), markdown);
});

test('layout-only HTML attributes (a header cell width, data-* markers) are read silently', () => {
  const page = parseMdxPage(
    '<table><tr><th width="30%">A</th></tr></table>\n\nSee <a href="#n" data-footnote-ref>1</a>.\n',
  );
  assert.deepEqual(page.diagnostics, []);
  assert.ok(page.html.includes('<th>A</th>') && page.html.includes('<a href="#n">1</a>'), page.html);
});
