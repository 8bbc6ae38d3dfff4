// Element-valued props (`label={<><Icon icon="rocket" /> Launch</>}`, `icon={<svg …/>}`, `items={[<A />, <B />]}`)
// are read from the estree the MDX parser built and rendered through the page's own renderer: the same components,
// escapes and findings, then the same sanitiser. Nothing in them is evaluated.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { parseMdxPage } from '../../src/mdx/index.js';
import { sanitizeMdxHtml } from '../../src/markdown/sanitize-mdx.js';
import { useNodeSanitizer } from '../../src/node/dom-window.js';

before(() => useNodeSanitizer());

const page = (mdx: string) => parseMdxPage(mdx, 'p.mdx');
const codes = (mdx: string): string[] => page(mdx).diagnostics.map((d) => `${d.code}@${d.line}:${d.column}`);

test('an Update label made of an Icon and text shows both; its id and aria-label are the text', () => {
  const { html, diagnostics } = page('<Update label={<><Icon icon="rocket" /> Launch</>}>\nBody.\n</Update>\n');
  assert.match(
    html,
    /^<section class="update" id="launch" aria-label="Launch"><div class="update-meta"><p class="update-label"><span class="icon icon-inline" data-icon="rocket" aria-hidden="true"><\/span> Launch<\/p><\/div>/,
  );
  assert.deepEqual(diagnostics, []);
});

test("JSX text follows JSX's rules: lines trimmed and joined by one space, spaces on one line kept", () => {
  const { html } = page('<Card title={<span>\n    Get\n    started <b>now</b>\n  </span>}>x</Card>\n');
  assert.match(html, /<span class="card-title"><span>Get started <b>now<\/b><\/span><\/span>/);
});

test('element-valued titles and descriptions of the Mintlify components are rendered, escaped', () => {
  const cases: [string, RegExp][] = [
    ['<Accordion title={<em>Why?</em>}>a</Accordion>', /<span class="accordion-title"><em>Why\?<\/em><\/span>/],
    [
      '<Steps><Step title={<>Run <code>npm i</code></>}>s</Step></Steps>',
      /<p class="step-title">Run <code>npm i<\/code><\/p>/,
    ],
    ['<Note title={<strong>Heads up</strong>}>n</Note>', /<p class="callout-title"><strong>Heads up<\/strong><\/p>/],
    [
      '<Update label="v2" description={<>a &lt; b {"<i>"}</>}>u</Update>',
      /<p class="update-description">a &lt; b &lt;i&gt;<\/p>/,
    ],
    ['<Frame caption={<a href="/x">Source</a>}>f</Frame>', /<figcaption><a href="\/x">Source<\/a><\/figcaption>/],
  ];
  for (const [mdx, expected] of cases) assert.match(page(mdx).html, expected, mdx);
});

test('an svg icon prop is drawn, with its presentation attributes only; scripts and handlers are left out', () => {
  // One line: MDX (so Mintlify too) ends an expression at a line that starts with a tag.
  const mdx =
    '<Card title="Fast" icon={<svg viewBox="0 0 24 24" strokeWidth={2} onLoad="alert(1)" style={{ color: "red" }}>' +
    '<script>alert(1)</script><path d="M4 12h16" stroke="currentColor" fill="url(#x)" onClick={() => alert(1)} />' +
    '<use href="https://evil.test/x.svg#a" /><foreignObject><div>html</div></foreignObject></svg>}>x</Card>';
  const { html, diagnostics } = page(mdx);
  assert.match(
    html,
    /<span class="icon card-icon" aria-hidden="true"><svg viewbox="0 0 24 24" stroke-width="2"><path d="M4 12h16" stroke="currentColor"><\/path><\/svg><\/span>/,
  );
  assert.doesNotMatch(html, /script|alert|onload|onclick|style|use|foreign|url\(/i);
  const found = diagnostics.map((d) => `${d.code}@${d.column}`);
  for (const expected of [
    'mdx/unsafe@67',
    'mdx/style@85',
    'mdx/unsafe@110',
    'mdx/unsafe@176',
    'mdx/unsafe@191',
    'mdx/unsafe@218',
    'mdx/unsafe@258',
  ])
    assert.ok(found.includes(expected), `${expected} in ${found.join(', ')}`);

  // The page's sanitiser keeps the drawing and the same attributes, and drops what src/mdx would never write.
  const clean = sanitizeMdxHtml(html);
  assert.match(
    clean,
    /<svg viewBox="0 0 24 24" stroke-width="2"><path d="M4 12h16" stroke="currentColor"><\/path><\/svg>/,
  );
  const hostile = sanitizeMdxHtml(
    '<span class="icon"><svg onload="alert(1)" viewBox="0 0 1 1"><script>alert(1)</script><a href="javascript:alert(1)"><path d="M0 0" fill="url(https://evil.test/p)" style="x" /></a><image href="https://evil.test/i.png" /><foreignObject><img src="x" onerror="alert(1)"></foreignObject></svg></span>',
  );
  assert.doesNotMatch(hostile, /onload|script|javascript|url\(|style|image|foreignObject|onerror|<img/i);
  assert.match(hostile, /<svg viewBox="0 0 1 1">/);
});

test('an svg written in the text of a page is drawn the same way', () => {
  const { html } = page('Logo: <svg width="16" height="16"><circle cx="8" cy="8" r="8" fill="#0d9373" /></svg>\n');
  assert.equal(
    html,
    '<p>Logo: <svg width="16" height="16"><circle cx="8" cy="8" r="8" fill="#0d9373"></circle></svg></p>',
  );
});

test('a list of elements is read as one markup; for a list attribute each element is a text', () => {
  const { html, diagnostics } = page('<Update label="v3" tags={[<b>New</b>, <i>Fixed</i>]}>u</Update>\n');
  assert.match(html, /<ul class="update-tags"><li>New<\/li><li>Fixed<\/li><\/ul>/);
  assert.deepEqual(diagnostics, []);
  assert.match(
    page('<Card title={[<b>A</b>, <i>B</i>]}>c</Card>').html,
    /<span class="card-title"><b>A<\/b> <i>B<\/i><\/span>/,
  );
});

test('inside an element-valued prop, components and expressions follow the page rules and are reported at their place', () => {
  assert.deepEqual(codes('<Card\n  title={<Unknown>t {user.name} {2 * 3}</Unknown>}>x</Card>'), [
    'mdx/unknown-component@2:10',
    'mdx/expression@2:21',
  ]);
  assert.match(page('<Card title={<>{2 * 3} items</>}>x</Card>').html, /<span class="card-title">6 items<\/span>/);
  // An element where a link or a flag is wanted is refused, as any other wrong kind of value.
  assert.deepEqual(codes('<Card title="t" href={<a />} horizontal={<b />}>x</Card>'), [
    'mdx/attribute@1:17',
    'mdx/attribute@1:30',
  ]);
});
