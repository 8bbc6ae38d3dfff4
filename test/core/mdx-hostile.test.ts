import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import type { Diagnostic } from '../../src/diagnostics.js';
import { parseMdxPage } from '../../src/mdx/parse-mdx-page.js';

/** The tags the MDX renderer may emit; anything else in the output is a hole. */
const EMITTED = new Set(
  'p h1 h2 h3 h4 h5 h6 hr blockquote ul ol li input pre code em strong del br a img span sup section table thead tbody tr th td param-field response-field details summary div aside b i u s sub kbd mark small figure figcaption video source iframe svg g path circle ellipse line polyline polygon rect'.split(
    ' ',
  ),
);

function decode(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * Nothing in the HTML can run: every `<` of page text is escaped, so each tag below is one the
 * renderer wrote; none may be a script, carry an event handler, or point at a script URL.
 */
function assertInert(html: string, label: string): void {
  assert.doesNotMatch(html, /<script/i, `${label}: <script in ${html}`);
  for (const [tag] of html.matchAll(/<[^>]*>/g)) {
    const head = /^<\/?([a-z0-9-]+)/i.exec(tag);
    const name = head?.[1]?.toLowerCase();
    assert.ok(name !== undefined && EMITTED.has(name), `${label}: unexpected tag ${tag}`);
    // Read the attributes one by one: values are quoted with every `"` escaped, so this is exact.
    let rest = tag.slice(head![0].length, -1);
    while (rest.trim() !== '') {
      const attr = /^\s+([^\s="'>/]+)(?:="([^"]*)")?/.exec(rest);
      assert.ok(attr, `${label}: unreadable attributes in ${tag}`);
      const [whole, attrName, value] = attr;
      assert.doesNotMatch(attrName!, /^on/i, `${label}: event handler in ${tag}`);
      if ((attrName === 'href' || attrName === 'src') && value !== undefined) {
        const url = decode(value)
          .replace(/[\u0000-\u0020]/g, '')
          .toLowerCase();
        assert.doesNotMatch(url, /^(javascript|vbscript|data):/, `${label}: script URL in ${tag}`);
      }
      rest = rest.slice(whole.length);
    }
  }
}

/** The strict form for single payloads: the literal strings the brief names are absent. */
function assertNoExecutableText(html: string, label: string): void {
  assertInert(html, label);
  assert.doesNotMatch(html, / on\w+=/i, `${label}: on…= in ${html}`);
  assert.doesNotMatch(html, /javascript:/i, `${label}: javascript: in ${html}`);
}

function reported(diagnostics: readonly Diagnostic[], code: string, line: number): void {
  assert.ok(
    diagnostics.some((d) => d.code === code && d.line === line),
    `expected ${code} on line ${line}; got ${JSON.stringify(diagnostics.map((d) => [d.code, d.line]))}`,
  );
}

const cases: [string, string, string, number][] = [
  // label, MDX, diagnostic code, line
  ['text expression', 'Hello {alert(1)} world', 'mdx/expression', 1],
  ['flow expression', 'a\n\n{document.cookie}\n', 'mdx/expression', 3],
  ['attribute expression', '<ParamField path="id" type={window.x = alert(1)}>x</ParamField>', 'mdx/expression', 1],
  ['spread attribute', 'x\n\n<ParamField path="id" {...{onClick: alert}}>x</ParamField>', 'mdx/expression', 3],
  ['import', 'import { Evil } from "https://evil.test/x.js"\n\n# Title', 'mdx/esm', 1],
  ['export', '# T\n\nexport const x = alert(1)\n', 'mdx/esm', 3],
  ['onClick on a component', '<Note onClick="alert(1)">Hi</Note>', 'mdx/unsafe', 1],
  ['onerror on an img element', 'a\n\n<img src="/x.png" onError="alert(1)" />', 'mdx/unsafe', 3],
  ['onclick in lower case on an unknown tag', '<div onclick="alert(1)">x</div>', 'mdx/unsafe', 1],
  ['javascript: markdown link', 'See [here](javascript:alert(1)).', 'mdx/unsafe', 1],
  ['JaVaScRiPt: link', '[x](JaVaScRiPt:alert(1))', 'mdx/unsafe', 1],
  ['entity-encoded javascript: link', '[x](&#106;avascript:alert(1))', 'mdx/unsafe', 1],
  ['javascript: reference link', '[x][1]\n\n[1]: javascript:alert(1)', 'mdx/unsafe', 1],
  ['javascript: href on <a>', '<a href="javascript:alert(1)">x</a>', 'mdx/unsafe', 1],
  ['javascript: href with a tab', '<a href="java\tscript:alert(1)">x</a>', 'mdx/unsafe', 1],
  ['data: image source', '![x](data:image/svg+xml,<svg onload=alert(1)>)', 'mdx/unsafe', 1],
  ['script element', 'a\n\n<script>alert(1)</script>', 'mdx/unsafe', 3],
  ['inline script', 'Hi <script>alert(1)</script> there', 'mdx/unsafe', 1],
  ['script with src', '<script src="https://evil.test/x.js" />', 'mdx/unsafe', 1],
  ['iframe', '<iframe src="javascript:alert(1)" />', 'mdx/unsafe', 1],
  ['style', '<style>{`body{background:url(javascript:alert(1))}`}</style>', 'mdx/unsafe', 1],
  ['raw HTML with unquoted handler', 'a\n\n<img src=x onerror=alert(3)>\n', 'mdx/syntax', 3],
  ['HTML comment', 'a <!-- <script>alert(1)</script> --> b', 'mdx/syntax', 1],
  ['broken expression', 'a {alert(1)', 'mdx/syntax', 1],
  ['svg with onload', '<svg onload="alert(1)"><circle /></svg>', 'mdx/unsafe', 1],
  ['javascript: href on a Card', 'a\n\n<Card title="x" href="javascript:alert(1)">y</Card>', 'mdx/unsafe', 3],
  ['data: img on a Card', '<Card title="x" img="data:image/svg+xml,<svg onload=alert(1)>">y</Card>', 'mdx/unsafe', 1],
  ['call in Columns cols', '<Columns cols={alert(1)}>\n<Card title="x" />\n</Columns>', 'mdx/expression', 1],
  [
    'getter in Update tags',
    '<Update label="l" tags={[{ get a() { return alert(1) } }]}>x</Update>',
    'mdx/expression',
    1,
  ],
  ['onClick on a Tooltip', 'A <Tooltip tip="t" onClick="alert(1)">b</Tooltip>', 'mdx/unsafe', 1],
  ['javascript: href on a Tile', '<Tile href="javascript:alert(1)" title="x" />', 'mdx/unsafe', 1],
];

for (const [label, mdx, code, line] of cases) {
  test(`hostile MDX: ${label} renders inert and is reported`, () => {
    const page = parseMdxPage(mdx, 'evil.mdx');
    assertNoExecutableText(page.html, label);
    reported(page.diagnostics, code, line);
    assert.ok(page.diagnostics.every((d) => d.file === 'evil.mdx'));
  });
}

test('hostile frontmatter: an alias bomb is refused, the body still renders', () => {
  const bomb = [
    'a: &a ["x","x","x","x","x","x","x","x","x"]',
    'b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]',
    'c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]',
    'd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]',
    'title: [*d,*d,*d,*d,*d,*d,*d,*d,*d]',
  ].join('\n');
  const page = parseMdxPage(`---\n${bomb}\n---\n\nBody`, 'evil.mdx');
  reported(page.diagnostics, 'frontmatter/aliases', 2);
  assert.deepEqual(page.frontmatter, {});
  assert.equal(page.html, '<p>Body</p>');
});

test('hostile frontmatter: the corpus YAML alias bomb as frontmatter is refused', () => {
  const yaml = readFileSync(
    new URL(
      '../../../shared/corpus/xss/from-peer-test-suites/openapi3-examples-malicious/yamlbomb.yaml',
      import.meta.url,
    ),
    'utf8',
  );
  const page = parseMdxPage(`---\n${yaml}\n---\n\nBody`, 'evil.mdx');
  assert.ok(
    page.diagnostics.some((d) => d.severity === 'warning' && d.code.startsWith('frontmatter/')),
    JSON.stringify(page.diagnostics),
  );
  assert.equal(page.html, '<p>Body</p>');
});

test('hostile frontmatter: custom tags are errors and never construct anything', () => {
  const page = parseMdxPage(
    '---\ntitle: !!js/function "function(){alert(1)}"\ndescription: !!python/object:os.system ["id"]\ngroups: !foo [a]\n---\n\nBody',
    'evil.mdx',
  );
  for (const line of [2, 3, 4]) reported(page.diagnostics, 'frontmatter/tag', line);
  assert.equal(typeof page.frontmatter.title === 'string' || page.frontmatter.title === undefined, true);
  assertNoExecutableText(page.html, 'custom tags');
});

test('hostile frontmatter: a recursive alias does not loop', () => {
  const page = parseMdxPage('---\ngroups: &g [*g]\n---\n\nBody', 'evil.mdx');
  assert.deepEqual(page.frontmatter.groups ?? [], []);
  assert.ok(page.diagnostics.length > 0);
});

test('hostile frontmatter: oversized frontmatter is ignored with an error', () => {
  const page = parseMdxPage(`---\ntitle: ${'x'.repeat(70_000)}\n---\n\nBody`, 'evil.mdx');
  reported(page.diagnostics, 'frontmatter/too-large', 2);
});

test('script in frontmatter values stays data: it never reaches the HTML', () => {
  const page = parseMdxPage('---\ntitle: "<script>alert(1)</script>"\n---\n\n# {frontmatter.title}', 'evil.mdx');
  assert.equal(page.frontmatter.title, '<script>alert(1)</script>');
  assertNoExecutableText(page.html, 'frontmatter title');
});

test('attribute values are escaped, so they cannot leave their quotes', () => {
  const page = parseMdxPage(
    '<ParamField path={"x\\" onmouseover=\\"alert(1)"} type=\'a"><script>alert(1)</script>\'>y</ParamField>',
  );
  assertInert(page.html, 'attribute breakout');
  assert.match(page.html, /path="x&quot; onmouseover=&quot;alert\(1\)"/);
  assert.match(page.html, /type="a&quot;&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt;"/);
});

test('code blocks keep hostile code as escaped text', () => {
  const page = parseMdxPage('```html\n<script>alert(1)</script>\n```');
  assert.equal(
    page.html,
    '<pre data-language="html"><code class="language-html">&lt;script&gt;alert(1)&lt;/script&gt;</code></pre>',
  );
});

// The corpus' curated XSS vectors (markdown, text and URL contexts), each placed in a page.
type Vector = { id: number; payload: string; contexts: string[] };
const vectors = JSON.parse(
  readFileSync(new URL('../../../shared/corpus/xss/payloads/core-vectors.json', import.meta.url), 'utf8'),
) as Vector[];

test(`corpus core vectors (${vectors.length}) in prose, in a link and in an attribute render inert`, () => {
  for (const { id, payload, contexts } of vectors) {
    const placements = [
      `Intro\n\n${payload}\n\nOutro`,
      `<Note>\n${payload}\n</Note>`,
      `<ResponseField name=${JSON.stringify(payload)} type="x">d</ResponseField>`,
      `<Card title=${JSON.stringify(payload)} cta=${JSON.stringify(payload)}>\n${payload}\n</Card>`,
      `<Update label=${JSON.stringify(payload)} tags={[${JSON.stringify(payload)}]}>d</Update>`,
      `A <Tooltip tip=${JSON.stringify(payload)}>b</Tooltip>`,
    ];
    if (contexts.includes('url'))
      placements.push(`[link](${payload.replace(/\n/g, '')})`, `<a href=${JSON.stringify(payload)}>x</a>`);
    for (const mdx of placements) {
      const page = parseMdxPage(mdx, `vector-${id}.mdx`);
      assertInert(page.html, `vector ${id}`);
    }
  }
});

test('corpus core vectors that carry markup or script URLs are reported', () => {
  const silent: number[] = [];
  for (const { id, payload, contexts } of vectors) {
    const mdx = contexts.includes('url') ? `[link](${payload.replace(/\n/g, '')})` : `Intro\n\n${payload}`;
    const page = parseMdxPage(mdx, `vector-${id}.mdx`);
    const carriesMarkup = /<[a-z!/?]|\{|(javascript|vbscript|data):/i.test(payload.replace(/\s/g, ''));
    // Code blocks show code as escaped text by design; look at everything else.
    const prose = page.html.replace(/<pre[\s\S]*?<\/pre>/g, '');
    if (
      carriesMarkup &&
      page.diagnostics.length === 0 &&
      /javascript:|vbscript:|<script|&lt;script|\son\w+=/i.test(prose)
    )
      silent.push(id);
  }
  assert.deepEqual(silent, [], 'vectors whose script text reached the output without a diagnostic');
});
