import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { parseMdxPage } from '../../src/mdx/parse-mdx-page.js';
import { sanitizeMdxHtml } from '../../src/markdown/sanitize-mdx.js';
import { useNodeSanitizer } from '../../src/node/dom-window.js';

before(() => useNodeSanitizer());

const page = (text: string) => parseMdxPage(text, 'page.mdx');
const html = (text: string): string => page(text).html;
const codes = (text: string): string[] => page(text).diagnostics.map((d) => d.code);

test('Card with href is one link card with its icon, title, text, cta and arrow', () => {
  const out = html(
    '<Card title="Start" icon="rocket" href="https://a.test/x" cta="Read" horizontal>\n  Get **going**.\n</Card>',
  );
  assert.equal(
    out,
    '<a class="card card-horizontal" href="https://a.test/x"><span class="icon card-icon" data-icon="rocket" aria-hidden="true"></span>' +
      '<div class="card-text"><span class="card-title">Start</span><div class="card-body"><p>Get <strong>going</strong>.</p></div>' +
      '<span class="card-cta">Read<span class="card-arrow" aria-hidden="true">→</span></span></div></a>',
  );
});

test('Card without href is a plain box; arrow={false} hides the arrow; img is shown on top', () => {
  assert.equal(
    html('<Card title="Box" img="/shot.png">Text</Card>'),
    '<div class="card"><span class="card-image"><img src="/shot.png" alt="Box" loading="lazy"></span><div class="card-text"><span class="card-title">Box</span><div class="card-body">Text</div></div></div>',
  );
  assert.doesNotMatch(html('<Card title="x" href="https://a.test" arrow={false}>t</Card>'), /card-arrow/);
  assert.match(html('<Card title="x" href="/local" arrow>t</Card>'), /card-arrow/);
});

test('links inside a link card keep their text only: links never nest', () => {
  const out = html('<Card title="x" href="/a">\n  See [docs](/docs) and <a href="/b">b</a>.\n</Card>');
  assert.equal(out.match(/<a /g)?.length, 1);
  assert.match(out, /See docs and b\./);
});

test('CardGroup and Columns read cols={n} as a literal and become a grid of 1 to 4 columns', () => {
  assert.match(
    html('<CardGroup cols={3}>\n<Card title="a" />\n</CardGroup>'),
    /^<div class="card-group" data-cols="3">/,
  );
  assert.match(html('<Columns cols="1">\n<Card title="a" />\n</Columns>'), /^<div class="card-group" data-cols="1">/);
  assert.match(html('<Columns>\n<Card title="a" />\n</Columns>'), /^<div class="card-group" data-cols="2">/);
  assert.match(html('<Columns cols={9}>\n<Card title="a" />\n</Columns>'), /^<div class="card-group" data-cols="4">/);
  assert.deepEqual(codes('<CardGroup cols={2}>\n<Card title="a" />\n</CardGroup>'), []);
});

test('Steps become an ordered list numbered from 1, or on from stepNumber, with titleSize', () => {
  const out = html(
    '<Steps titleSize="h3">\n  <Step title="One">A</Step>\n  <Step title="Two" stepNumber={5}>B</Step>\n  <Step title="Three">C</Step>\n</Steps>',
  );
  assert.equal(
    out,
    '<ol class="steps">' +
      '<li class="step" value="1"><span class="step-number" aria-hidden="true">1</span><div class="step-body"><p class="step-title" data-size="h3">One</p>A</div></li>' +
      '<li class="step" value="5"><span class="step-number" aria-hidden="true">5</span><div class="step-body"><p class="step-title" data-size="h3">Two</p>B</div></li>' +
      '<li class="step" value="6"><span class="step-number" aria-hidden="true">6</span><div class="step-body"><p class="step-title" data-size="h3">Three</p>C</div></li>' +
      '</ol>',
  );
  // Nested Steps count on their own.
  assert.match(
    html(
      '<Steps>\n<Step title="a">\n<Steps>\n<Step title="x">y</Step>\n</Steps>\n</Step>\n<Step title="b">c</Step>\n</Steps>',
    ),
    /value="1".*value="1".*value="2"/,
  );
});

test('Accordion becomes details/summary with title and description; defaultOpen={true} opens it', () => {
  assert.equal(
    html(
      '<AccordionGroup>\n<Accordion title="Why?" description="The reason" defaultOpen={true}>\nBecause.\n</Accordion>\n</AccordionGroup>',
    ),
    '<div class="accordion-group"><details class="accordion" open><summary><span class="accordion-title">Why?</span><span class="accordion-description">The reason</span></summary><div class="accordion-body"><p>Because.</p></div></details></div>',
  );
  assert.doesNotMatch(html('<Accordion title="x">y</Accordion>'), / open/);
});

test('Frame keeps its image and shows caption and hint', () => {
  assert.equal(
    html('<Frame caption="The dashboard" hint="Look here">\n  <img src="/d.png" alt="Dashboard" />\n</Frame>'),
    '<p class="frame-hint">Look here</p><figure class="frame"><img src="/d.png" alt="Dashboard" loading="lazy"><figcaption>The dashboard</figcaption></figure>',
  );
});

test('Badge, Tooltip and Icon stay inside the sentence', () => {
  assert.equal(
    html('A <Badge>New</Badge> <Tooltip tip="Application programming interface">API</Tooltip> <Icon icon="flag" />.'),
    '<p>A <span class="badge">New</span> <span class="tooltip" tabindex="0">API<span class="tooltip-tip" role="tooltip"> (Application programming interface)</span></span> <span class="icon icon-inline" data-icon="flag" aria-hidden="true"></span>.</p>',
  );
  // An icon name that is not a plain name is not kept.
  assert.equal(html('<Icon icon="a b" />'), '');
});

test('Update reads tags={[…]} as a list and becomes a changelog entry', () => {
  assert.equal(
    html('<Update label="2024-10-01" description="v1.2" tags={["New Features", "Fixes"]}>\n  Shipped.\n</Update>'),
    '<section class="update" id="2024-10-01" aria-label="2024-10-01"><div class="update-meta"><p class="update-label">2024-10-01</p><p class="update-description">v1.2</p><ul class="update-tags"><li>New Features</li><li>Fixes</li></ul></div><div class="update-body"><p>Shipped.</p></div></section>',
  );
});

test('Tree, Tree.Folder and Tree.File become a nested list of folders that open', () => {
  assert.equal(
    html(
      '<Tree>\n  <Tree.Folder name="app" defaultOpen>\n    <Tree.File name="page.tsx" />\n  </Tree.Folder>\n  <Tree.File name="README.md" />\n</Tree>',
    ),
    '<ul class="tree"><li class="tree-folder"><details open><summary>app</summary><ul><li class="tree-file">page.tsx</li></ul></details></li><li class="tree-file">README.md</li></ul>',
  );
});

test('a Step or a tree entry on its own still sits in a list', () => {
  assert.match(html('<Step title="Alone">x</Step>'), /^<ol class="steps"><li class="step" value="1">/);
  assert.equal(html('<Tree.File name="a.txt" />'), '<ul class="tree"><li class="tree-file">a.txt</li></ul>');
});

test('Visibility shows content for humans and leaves out content for agents', () => {
  const out = html(
    '<Visibility for="humans">\nFor people.\n</Visibility>\n\n<Visibility for="agents">\nFor agents.\n</Visibility>',
  );
  assert.equal(out, '<div class="visibility"><p>For people.</p></div>');
});

test('Panel, Tile, Banner, Color, View and Prompt render their content', () => {
  assert.equal(html('<Panel>\nSide.\n</Panel>'), '<div class="panel"><p>Side.</p></div>');
  assert.equal(
    html(
      '<Tile href="/x" title="X" description="About x">\n  <img src="/l.svg" className="block dark:hidden" />\n  <img src="/d.svg" className="hidden dark:block" />\n</Tile>',
    ),
    '<a class="card tile" href="/x"><div class="tile-preview"><img src="/l.svg" loading="lazy" class="light-only"><img src="/d.svg" loading="lazy" class="dark-only"></div><span class="card-title">X</span><span class="tile-description">About x</span></a>',
  );
  assert.equal(html('<Banner>\nHello.\n</Banner>'), '<aside class="content-banner" role="note"><p>Hello.</p></aside>');
  assert.match(
    html('<Color variant="compact">\n  <Color.Item name="blue" value="#3B82F6" />\n</Color>'),
    /<div class="color-group"><span class="color-item"><span class="color-swatch" data-color="#3B82F6" aria-hidden="true"><\/span><span class="color-name">blue<\/span><code>#3B82F6<\/code><\/span><\/div>/,
  );
  assert.equal(
    html('<View title="Python">\nUse pip.\n</View>'),
    '<section class="view" aria-label="Python"><p>Use pip.</p></section>',
  );
  assert.equal(
    html('<Prompt description="Ask the assistant">\nWrite a test.\n</Prompt>'),
    '<div class="prompt"><p class="prompt-description">Ask the assistant</p><div class="prompt-text"><p>Write a test.</p></div></div>',
  );
});

test('none of these components is reported as unknown', () => {
  const names = [
    'Card',
    'CardGroup',
    'Columns',
    'Steps',
    'Step',
    'Accordion',
    'AccordionGroup',
    'Frame',
    'Badge',
    'Tooltip',
    'Update',
    'Tree',
    'Tree.Folder',
    'Tree.File',
    'Panel',
    'Tile',
    'Banner',
    'Color',
    'Color.Row',
    'Color.Item',
    'Visibility',
    'View',
    'Prompt',
    'Icon',
  ];
  for (const name of names) assert.deepEqual(codes(`<${name}>\nx\n</${name}>`), [], name);
});

test('literal props: strings, numbers, booleans, templates and lists of them are read, never evaluated', () => {
  assert.match(html('<Columns cols={`3`}>\n<Card title="a" />\n</Columns>'), /data-cols="3"/);
  assert.match(
    html("<Accordion title={'Quoted'} defaultOpen={false}>x</Accordion>"),
    /<details class="accordion"><summary><span class="accordion-title">Quoted</,
  );
  assert.match(html('<Update label="l" tags={[`a`, 2]}>x</Update>'), /<li>a<\/li><li>2<\/li>/);
});

test('a non-literal prop stays inert: reported with its line and left out', () => {
  for (const expression of [
    'cols={n}',
    'cols={alert(1)}',
    'cols={n + 1}',
    'cols={1 < 2}',
    'cols={`${x}`}',
    'cols={[...a]}',
  ]) {
    const result = page(`Intro\n\n<Columns ${expression}>\n<Card title="a" />\n</Columns>`);
    assert.match(result.html, /<div class="card-group" data-cols="2">/, expression);
    assert.deepEqual(
      result.diagnostics.map((d) => [d.code, d.line]),
      [['mdx/expression', 3]],
      expression,
    );
  }
  const tags = page('<Update label="l" tags={[{ a: 1 }]}>x</Update>');
  assert.doesNotMatch(tags.html, /update-tags/);
  // A list of objects is a literal, read but not a list of texts: the wrong kind of value.
  assert.equal(tags.diagnostics[0]?.code, 'mdx/attribute');
  // A string where a list is wanted is a list of one; a flag where text is wanted is refused.
  assert.match(html('<Update label="l" tags="One">x</Update>'), /<li>One<\/li>/);
  assert.deepEqual(codes('<Card title>x</Card>'), ['mdx/attribute']);
});

// Issue 26: attributes and components Mintlify documents (its own docs project, components/*.mdx).

test('Card type="…" takes a callout kind: the card is tinted and shows that callout icon unless it names one', () => {
  assert.equal(
    html('<Card title="Careful" type="warning">Text</Card>'),
    '<div class="card card-warning"><span class="icon card-icon" data-icon="triangle-exclamation" aria-hidden="true"></span>' +
      '<div class="card-text"><span class="card-title">Careful</span><div class="card-body">Text</div></div></div>',
  );
  assert.match(html('<Card title="x" type="tip" icon="rocket">t</Card>'), /class="card card-tip".*data-icon="rocket"/);
  // A kind Mintlify does not list is no class at all.
  assert.match(html('<Card title="x" type="fancy">t</Card>'), /^<div class="card">/);
  assert.deepEqual(codes('<Card title="x" type="note">t</Card>'), []);
});

test('attributes Mintlify does not document keep their finding: Card newTab, ParamField optional, Frame type', () => {
  assert.deepEqual(codes('<Card title="x" href="/a" newTab>t</Card>'), ['mdx/attribute']);
  assert.doesNotMatch(html('<Card title="x" href="/a" newTab>t</Card>'), /target/);
  assert.deepEqual(codes('<ParamField query="q" type="string" optional>t</ParamField>'), ['mdx/attribute']);
  assert.deepEqual(codes('<ResponseField name="q" type="string" optional>t</ResponseField>'), ['mdx/attribute']);
  assert.deepEqual(codes('<Frame type="glass">t</Frame>'), ['mdx/attribute']);
  assert.deepEqual(codes('<Note type="info">t</Note>'), ['mdx/attribute']);
});

test('Column is a cell of Columns holding any content', () => {
  assert.equal(
    html('<Columns cols={2}>\n<Column>\n\n**Install**\n\n</Column>\n<Column>Use</Column>\n</Columns>'),
    '<div class="card-group" data-cols="2"><div class="column"><p><strong>Install</strong></p></div><div class="column">Use</div></div>',
  );
  assert.deepEqual(codes('<Columns>\n<Column>x</Column>\n</Columns>'), []);
});

test('FileTree is Tree; a Markdown list inside either is the tree', () => {
  assert.equal(
    html('<FileTree>\n\n- docs/\n  - index.mdx\n- docs.config.ts\n\n</FileTree>'),
    '<ul class="tree tree-list"><li>docs/<ul><li>index.mdx</li></ul></li><li>docs.config.ts</li></ul>',
  );
  assert.equal(
    html('<FileTree>\n<Tree.File name="a.ts" />\n</FileTree>'),
    '<ul class="tree"><li class="tree-file">a.ts</li></ul>',
  );
  assert.deepEqual(codes('<FileTree>\n\n- a\n\n</FileTree>'), []);
});

test('Tree.Folder and Tree.File highlight mark the active item', () => {
  assert.equal(
    html(
      '<Tree>\n<Tree.Folder name="app" highlight defaultOpen>\n<Tree.File name="page.tsx" highlight />\n<Tree.File name="x.ts" />\n</Tree.Folder>\n</Tree>',
    ),
    '<ul class="tree"><li class="tree-folder tree-highlight" aria-current="true"><details open><summary>app</summary><ul>' +
      '<li class="tree-file tree-highlight" aria-current="true">page.tsx</li><li class="tree-file">x.ts</li></ul></details></li></ul>',
  );
});

test('GitHub.Repo is a link card to the repository, from a slug or a github.com address; anything else shows nothing', () => {
  const card =
    '<a class="card card-horizontal github-repo" data-variant="inset" href="https://github.com/mintlify/docs">' +
    '<span class="icon card-icon" data-icon="github" aria-hidden="true"></span><div class="card-text">' +
    '<span class="card-title">mintlify/docs</span><span class="card-body">github.com</span></div></a>';
  assert.equal(html('<GitHub.Repo repo="mintlify/docs" />'), card);
  assert.equal(html('<GitHub.Repo repo="https://github.com/mintlify/docs" variant="inset" />'), card);
  assert.match(html('<GitHub.Repo repo="mintlify/docs" variant="flat" className="my-4" />'), /data-variant="flat"/);
  assert.equal(html('<GitHub.Repo repo="https://evil.test/a/b" />'), '');
  assert.equal(html('<GitHub.Repo repo="a/b/../../c" />'), '');
  assert.deepEqual(codes('<GitHub.Repo repo="mintlify/docs" variant="flat" className="my-4" />'), []);
});

test('Update rss={{ title, description }} is read without a finding and not shown in the page', () => {
  const text = '<Update label="2024-10-01" rss={{ title: "Weekly", description: "Faster builds" }}>Body</Update>';
  assert.deepEqual(codes(text), []);
  assert.doesNotMatch(html(text), /Weekly|Faster/);
  // Text is not an object, but Mintlify's prop is one: a text `rss` is read as before.
  assert.deepEqual(codes('<Update label="x" rss="Weekly">b</Update>'), []);
  // An object where a text is wanted still says so.
  assert.deepEqual(codes('<Update label={{ a: "b" }}>b</Update>'), ['mdx/attribute']);
});

test('Color.Item value={{ light, dark }} shows each colour in its own scheme', () => {
  assert.equal(
    html('<Color variant="compact">\n<Color.Item name="bg" value={{ light: "#F9FAFB", dark: "#0A0A0A" }} />\n</Color>'),
    '<div class="color-group"><span class="color-item"><span class="color-swatch light-only" data-color="#F9FAFB" aria-hidden="true"></span>' +
      '<span class="color-swatch dark-only" data-color="#0A0A0A" aria-hidden="true"></span><span class="color-name">bg</span>' +
      '<code class="light-only">#F9FAFB</code><code class="dark-only">#0A0A0A</code></span></div>',
  );
  assert.deepEqual(codes('<Color.Item name="x" value={{ light: "#fff", dark: "#000" }} />'), []);
});

test('a flag written as the text "True" or "false" (as Mintlify\'s own pages do) is that flag', () => {
  assert.match(html('<Expandable title="p" defaultOpen="True">x</Expandable>'), /<details class="expandable" open>/);
  assert.match(html('<Expandable title="p" defaultOpen="false">x</Expandable>'), /<details class="expandable">/);
  assert.deepEqual(codes('<Expandable title="p" defaultOpen="True">x</Expandable>'), []);
  assert.deepEqual(codes('<Expandable title="p" defaultOpen="yes">x</Expandable>'), ['mdx/attribute']);
});

test('Accordion id is its anchor; an id with other characters is left out', () => {
  assert.match(html('<Accordion title="A" id="setup">x</Accordion>'), /^<details class="accordion" id="setup">/);
  assert.match(html('<Accordion title="A" id="a b">x</Accordion>'), /^<details class="accordion">/);
});

test('the page sanitiser keeps what these components write, and nothing like it that they would not', () => {
  const out = html(
    [
      '<Card title="c" type="danger">t</Card>',
      '<Columns cols={2}>\n<Column>a</Column>\n</Columns>',
      '<GitHub.Repo repo="mintlify/docs" variant="flat" />',
      '<FileTree>\n\n- a/\n  - b\n\n</FileTree>',
      '<Tree>\n<Tree.File name="x" highlight />\n</Tree>',
      '<Accordion title="A" id="setup">x</Accordion>',
    ].join('\n\n'),
  );
  // The sanitiser's own addition: a link to another site opens in a new tab.
  assert.equal(sanitizeMdxHtml(out).replace(' target="_blank" rel="noopener noreferrer"', ''), out);
  const hostile = sanitizeMdxHtml(
    '<a class="card github-repo" data-variant="x" href="javascript:alert(1)">r</a><li aria-current="page">x</li><details id="a b"></details>',
  );
  assert.doesNotMatch(hostile, /data-variant|javascript|aria-current|id=/);
});

test('Icon src shows a picture as the icon, only from the site itself or over https', () => {
  assert.equal(
    html('A <Icon src="/images/my-icon.svg" size={20} /> b'),
    '<p>A <img class="icon icon-inline" src="/images/my-icon.svg" alt="" width="20" height="20" loading="lazy"> b</p>',
  );
  assert.match(
    html('<Icon src="https://cdn.test/i.png" />'),
    /<img class="icon icon-inline" src="https:\/\/cdn\.test\/i\.png"/,
  );
  assert.deepEqual(codes('A <Icon src="http://cdn.test/i.png" /> b'), ['mdx/media-origin']);
  assert.doesNotMatch(html('A <Icon src="http://cdn.test/i.png" /> b'), /img/);
  assert.deepEqual(codes('A <Icon src="javascript:alert(1)" /> b'), ['mdx/unsafe']);
});
