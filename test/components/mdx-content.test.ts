// An MDX page's code blocks, math, diagrams, icons and media (issue 16), as a reader sees them in
// real Chromium: highlighted code with its title, line numbers, highlighted, added, removed and
// focused lines, a copy button without the notation comments, wrapping and "Show more"; MathML from
// temml; an SVG diagram from mermaid (a broken one keeps its source); drawn icons; players. The pages
// are test/fixtures/site-content/*.mdx.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../components/api-docs/api-docs.js';
// The script-tag bundle registers every element; this page's fields need theirs.
import '../../components/param-field/param-field.js';
import '../../components/response-field/response-field.js';
import type { ApiDocs } from '../../components/api-docs/api-docs.element.js';
import { mdxSettled } from '../../components/api-docs/mdx-enhance.js';
import { mathPolicy } from '../../src/markdown/math-policy.js';
import { isInertCss } from '../../src/markdown/diagram-policy.js';
import { sanitizeDiagramSvg } from '../../src/markdown/sanitize-mdx.js';
import { createSanitizer } from '../../src/markdown/sanitizer.js';
import { afterEach, describe, it } from '../fixtures/endpoint/mocha.js';
import { resetLocation, until, visit } from '../fixtures/site-element/helpers.js';

afterEach(() => resetLocation());

/** The site on page `slug`, once its body and every chunk it started are done. */
async function page(slug: string): Promise<{ el: ApiDocs; body: HTMLElement }> {
  const el = await fixture<ApiDocs>(
    html`<api-docs src="/test/fixtures/site-content/docs.json" base="/site-content"></api-docs>`,
  );
  await until(() => el.shadowRoot?.querySelector('.mdx-body'));
  if (slug !== 'content') await visit(el, slug);
  const body = (await until(() =>
    el.shadowRoot!.querySelector<HTMLElement>(`article[data-slug="${slug}"] .mdx-body`),
  ))!;
  await el.updateComplete;
  await mdxSettled();
  return { el, body };
}

/** Script files the page has fetched whose path contains `part`. */
const fetched = (part: string): string[] =>
  performance
    .getEntriesByType('resource')
    .map((e) => e.name)
    .filter((n) => n.includes(part));

const visible = (el: Element): boolean => el.checkVisibility({ opacityProperty: false });

describe('MDX content in real Chromium', () => {
  // First in the file, before any page with code, math or a diagram has loaded their chunks.
  it('a page with no code, math, diagram or icon loads none of their chunks', async () => {
    // The dev server's hundreds of modules fill the resource timing buffer: empty it and make room.
    performance.clearResourceTimings();
    performance.setResourceTimingBufferSize(5000);
    // A site whose only page is plain, so no other page starts a chunk first.
    const el = await fixture<ApiDocs>(
      html`<api-docs src="/test/fixtures/site-content-plain/docs.json" base="/site-content-plain"></api-docs>`,
    );
    const body = (await until(() => el.shadowRoot!.querySelector<HTMLElement>('.mdx-body')))!;
    await el.updateComplete;
    await mdxSettled();
    expect(body.textContent).to.contain('A page with no code');
    for (const chunk of ['mdx-code', 'mdx-math', 'mdx-mermaid', 'mdx-icons', '/mermaid/', '/temml/'])
      expect(fetched(chunk), chunk).to.deep.equal([]);
  });

  it('a code block is highlighted, titled, numbered, with its highlighted, added and removed lines', async () => {
    const { el, body } = await page('content');
    const pre = body.querySelector<HTMLElement>('pre[data-title="app.js"]')!;
    await until(() => pre.classList.contains('code-block'));
    expect(pre.querySelector('.code-header')!.textContent).to.equal('app.js');
    const lines = [...pre.querySelectorAll<HTMLElement>('.line')];
    expect(lines.map((l) => l.textContent!.trimEnd())).to.deep.equal([
      'const a = 1;',
      'const b = 2;',
      'const c = 3;',
      'const d = 4;',
    ]);
    // Tokens coloured by the theme's variables: a keyword is not the plain text colour.
    const keyword = lines[0]!.querySelector('span')!;
    expect(getComputedStyle(keyword).color).to.not.equal(getComputedStyle(pre.querySelector('code')!).color);
    // {2} highlights the second line; the notation comments mark the third as added, the fourth removed.
    expect(lines[1]!.classList.contains('highlighted')).to.equal(true);
    expect(getComputedStyle(lines[1]!).backgroundColor).to.not.equal('rgba(0, 0, 0, 0)');
    expect(getComputedStyle(lines[0]!).backgroundColor).to.equal('rgba(0, 0, 0, 0)');
    expect(lines[2]!.matches('.diff.add')).to.equal(true);
    expect(lines[3]!.matches('.diff.remove')).to.equal(true);
    expect(getComputedStyle(lines[2]!, '::before').content).to.not.equal('none');
    // `lines`: numbers before each line, counted by CSS.
    const number = getComputedStyle(lines[0]!, '::before');
    expect(number.content).to.contain('counter');
    expect(pre.textContent).to.not.contain('[!code');
    await expect(el).to.be.accessible();
  });

  it('the copy button copies the code without the notation comments, by keyboard', async () => {
    const { el, body } = await page('content');
    const pre = body.querySelector<HTMLElement>('pre[data-title="app.js"]')!;
    const button = (await until(() => pre.querySelector<HTMLButtonElement>('button.code-copy')))!;
    const copied: string[] = [];
    const clipboard = navigator.clipboard;
    const original = clipboard.writeText.bind(clipboard);
    clipboard.writeText = async (text: string) => void copied.push(text);
    try {
      button.focus();
      expect(el.shadowRoot!.activeElement).to.equal(button);
      await sendKeys({ press: 'Enter' });
      await until(() => button.textContent === 'Copied');
    } finally {
      clipboard.writeText = original;
    }
    expect(copied).to.deep.equal(['const a = 1;\nconst b = 2;\nconst c = 3;\nconst d = 4;']);
    expect(button.textContent).to.equal('Copied');
  });

  it('focus notation marks its line; wrap wraps; expandable collapses behind "Show more"', async () => {
    const { body } = await page('content');
    const focus = body.querySelector<HTMLElement>('pre[data-title="focus.py"]')!;
    await until(() => focus.classList.contains('has-focused'));
    const [first, second] = [...focus.querySelectorAll<HTMLElement>('.line')];
    expect(second!.classList.contains('focused')).to.equal(true);
    expect(second!.textContent!.trimEnd()).to.equal('    return 1');
    expect(getComputedStyle(second!).boxShadow).to.contain('inset');
    expect(getComputedStyle(first!).boxShadow).to.equal('none');

    const json = body.querySelector<HTMLElement>('pre[data-expandable]')!;
    await until(() => json.classList.contains('code-block'));
    expect(getComputedStyle(json.querySelector('code')!).whiteSpace).to.equal('pre-wrap');
    const button = json.nextElementSibling as HTMLButtonElement;
    expect(button.textContent).to.equal('Show more');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    const collapsed = json.getBoundingClientRect().height;
    button.focus();
    await sendKeys({ press: 'Enter' });
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    expect(button.textContent).to.equal('Show less');
    expect(json.getBoundingClientRect().height).to.be.above(collapsed + 50);
  });

  it('a CodeGroup with dropdown is a menu of its blocks, working by keyboard', async () => {
    const { el, body } = await page('content');
    const group = body.querySelector<HTMLElement>('.code-group[data-dropdown]')!;
    const select = group.querySelector<HTMLSelectElement>('select.code-select')!;
    expect([...select.options].map((o) => o.textContent)).to.deep.equal(['cURL', 'Python']);
    const [curl, python] = [...group.querySelectorAll<HTMLElement>(':scope > pre')];
    expect(visible(curl!)).to.equal(true);
    expect(visible(python!)).to.equal(false);
    select.focus();
    await sendKeys({ press: 'ArrowDown' });
    await until(() => visible(python!));
    expect(visible(python!)).to.equal(true);
    expect(visible(curl!)).to.equal(false);
    expect(el.shadowRoot!.activeElement).to.equal(select);
  });

  it('math is MathML: inline in the sentence, displayed on a line of its own', async () => {
    const { el, body } = await page('content');
    const inline = (await until(() => body.querySelector('.math-inline math')))!;
    expect(inline.namespaceURI).to.equal('http://www.w3.org/1998/Math/MathML');
    expect(inline.closest('p')!.textContent).to.contain('holds');
    expect(inline.getBoundingClientRect().width).to.be.above(30);
    const display = body.querySelector('.math-display math')!;
    expect(display.querySelector('mfrac')).to.not.equal(null);
    expect(display.querySelector('msqrt')).to.not.equal(null);
    const box = display.getBoundingClientRect();
    const line = display.closest('.math-display')!.getBoundingClientRect();
    // Centred on its own line.
    expect(Math.abs(box.left - line.left - (line.right - box.right))).to.be.below(4);
    // No script, link or style came through with it.
    expect(body.querySelector('.math [href], .math [style], .math script')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('a mermaid block becomes an SVG diagram, drawn again when the site turns dark; one mermaid cannot read keeps its source', async () => {
    const { el, body } = await page('content');
    const figure = (await until(() => body.querySelector<HTMLElement>('figure.diagram')))!;
    const svg = figure.querySelector('svg')!;
    expect(svg.textContent).to.contain('Start').and.contain('Ship');
    expect(svg.getBoundingClientRect().width).to.be.above(50);
    expect(svg.getAttribute('aria-label')).to.equal('Diagram (graph)');
    expect(svg.querySelector('foreignObject, a, script, image')).to.equal(null);
    for (const node of svg.querySelectorAll('*'))
      for (const attr of node.attributes) expect(attr.name, node.nodeName).to.not.match(/^on/i);
    // The site switched to dark: the diagram is drawn again in mermaid's dark colours.
    const fill = (): string =>
      getComputedStyle(body.querySelector('figure.diagram .node rect, figure.diagram .node polygon')!).fill;
    const light = fill();
    el.setAttribute('theme', 'dark');
    await until(() => body.querySelector('figure.diagram .node') !== null && fill() !== light);
    expect(fill()).to.not.equal(light);
    const broken = body.querySelector<HTMLElement>('pre[data-diagram-error]')!;
    expect(broken.textContent).to.contain('this is not a diagram');
    expect(visible(broken)).to.equal(true);
  });

  it('icons are drawn from the bundled set in their size and colour; an unknown name gets a neutral glyph', async () => {
    const { body } = await page('content');
    const rocket = (await until(() => body.querySelector<HTMLElement>('.icon[data-icon="rocket"][data-drawn]')))!;
    const path = rocket.querySelector('svg path')!;
    expect(path.getAttribute('d')!.length).to.be.above(20);
    expect(Math.round(rocket.getBoundingClientRect().width)).to.equal(24);
    expect(getComputedStyle(rocket).color).to.equal('rgb(13, 147, 115)');
    const unknown = body.querySelector<HTMLElement>('.icon[data-icon="no-such-icon-anywhere"]')!;
    expect(unknown.querySelector('svg path')!.getAttribute('d')).to.not.equal(path.getAttribute('d'));
    expect(unknown.getBoundingClientRect().width).to.be.above(8);
    // A tab's icon is drawn in its button.
    const tab = body.querySelector('.tabs [role="tab"]')!;
    expect(tab.querySelector('.icon svg')).to.not.equal(null);
    expect(tab.textContent).to.equal('First');
  });

  it('a custom Callout takes its colour and icon; Danger has its own', async () => {
    const { body } = await page('content');
    const custom = body.querySelector<HTMLElement>('aside.callout-callout')!;
    await until(() => custom.querySelector('.callout-icon svg'));
    expect(getComputedStyle(custom).borderLeftColor).to.equal('rgb(255, 193, 7)');
    expect(getComputedStyle(custom.querySelector('.callout-icon')!).color).to.equal('rgb(255, 193, 7)');
    const danger = body.querySelector<HTMLElement>('aside.callout-danger')!;
    expect(danger.querySelector('.callout-icon svg')).to.not.equal(null);
    expect(danger.getAttribute('role')).to.equal('note');
    expect(getComputedStyle(danger).borderLeftColor).to.not.equal(getComputedStyle(custom).borderLeftColor);
  });

  it("a tooltip's link is reachable with Tab while its tip shows", async () => {
    const { el, body } = await page('content');
    const tooltip = body.querySelector<HTMLElement>('.tooltip')!;
    const tip = tooltip.querySelector<HTMLElement>('.tooltip-tip')!;
    expect(tip.getBoundingClientRect().width).to.be.at.most(1);
    tooltip.focus();
    expect(tip.getBoundingClientRect().width).to.be.above(20);
    await sendKeys({ press: 'Tab' });
    const link = tip.querySelector('a')!;
    expect(el.shadowRoot!.activeElement).to.equal(link);
    expect(link.textContent).to.equal('Read more');
    expect(tip.getBoundingClientRect().width).to.be.above(20);
  });

  it('a video plays with its controls; a YouTube player is framed in a sandbox; a wide picture fits the column', async () => {
    const { body } = await page('media');
    const video = body.querySelector('video')!;
    expect(video.controls).to.equal(true);
    expect(video.muted).to.equal(true);
    expect(video.loop).to.equal(true);
    const frame = body.querySelector('iframe')!;
    expect(frame.src).to.equal('https://www.youtube.com/embed/abc');
    expect(frame.getAttribute('sandbox')).to.equal('allow-scripts allow-same-origin allow-presentation allow-popups');
    expect(frame.getBoundingClientRect().width).to.be.at.most(body.getBoundingClientRect().width + 1);
    const img = (await until(() => {
      const i = body.querySelector('img');
      return i !== null && i.complete && i.naturalWidth > 0 ? i : undefined;
    }))!;
    expect(img.naturalWidth).to.equal(3000);
    expect(img.getBoundingClientRect().width).to.be.at.most(body.getBoundingClientRect().width + 1);
  });

  it('the math and diagram sanitisers keep drawings and drop links, handlers, HTML and loads', () => {
    const math = createSanitizer(mathPolicy)(
      '<math display="block"><mi href="javascript:alert(1)" style="color:red" onclick="x" class="c">x</mi>' +
        '<mtext><img src="x" onerror="alert(1)">t</mtext><mfrac><mn>1</mn><mn>2</mn></mfrac></math>',
    );
    expect(math).to.contain('<mfrac><mn>1</mn><mn>2</mn></mfrac>').and.contain('display="block"');
    for (const bad of ['href', 'style', 'onclick', 'class', '<img', 'onerror']) expect(math, bad).to.not.contain(bad);
    const svg = sanitizeDiagramSvg(
      '<svg xmlns="http://www.w3.org/2000/svg"><a href="https://evil.test"><text>t</text></a>' +
        '<foreignObject><div>html</div></foreignObject><rect style="fill:url(https://evil.test/x)" onclick="x"/>' +
        '<path marker-end="url(#arrow)" d="M0 0L1 1"/><use href="https://evil.test/#x"/><image href="https://evil.test/i.png"/></svg>',
    );
    expect(svg).to.contain('<text>t</text>').and.contain('marker-end="url(#arrow)"');
    for (const bad of ['evil.test', 'foreignObject', '<div', 'onclick', '<a', '<use', '<image'])
      expect(svg, bad).to.not.contain(bad);
    expect(isInertCss('#d .node rect { fill: #fff; }')).to.equal(true);
    for (const css of [
      '@import url(x);',
      'a { background: url(https://x) }',
      'a{b:u\\72l(x)}',
      'a { background: url( "x") }',
    ])
      expect(isInertCss(css), css).to.equal(false);
  });

  it('ParamField in every location, with pre and post labels beside the name; ResponseField too', async () => {
    const { el, body } = await page('fields');
    await customElements.whenDefined('param-field');
    await customElements.whenDefined('response-field');
    const fields = [...body.querySelectorAll('param-field')];
    await Promise.all(fields.map((f) => (f as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete));
    const badges = fields.map((f) => f.shadowRoot!.querySelector('.badge')!.textContent);
    expect(badges).to.deep.equal(['query', 'path', 'body', 'header', 'cookie']);
    const first = fields[0]!.shadowRoot!;
    const [pre, post] = [...first.querySelectorAll<HTMLElement>('.label')];
    const name = first.querySelector('.name')!.getBoundingClientRect();
    expect(pre!.textContent).to.equal('beta');
    expect(post!.textContent).to.equal('max 100');
    expect(pre!.getBoundingClientRect().right).to.be.at.most(name.left);
    expect(post!.getBoundingClientRect().left).to.be.at.least(name.right);
    const response = body.querySelector('response-field')!;
    await (response as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
    expect(response.shadowRoot!.querySelector('.label')!.textContent).to.equal('read-only');
    await expect(el).to.be.accessible();
  });

  it('card colour and layout, step icon and title size, accordion icon, expandable, badges, tree, colour, view, tile', async () => {
    const { el, body } = await page('components');
    const horizontal = body.querySelector<HTMLAnchorElement>('a.card.card-horizontal')!;
    const icon = (await until(() => horizontal.querySelector<HTMLElement>('.card-icon[data-drawn]')))!;
    expect(getComputedStyle(icon).color).to.equal('rgb(13, 147, 115)');
    // Horizontal: the icon beside the text, not above it.
    const text = horizontal.querySelector('.card-text')!.getBoundingClientRect();
    expect(icon.getBoundingClientRect().right).to.be.at.most(text.left);
    expect(Math.abs(icon.getBoundingClientRect().top - text.top)).to.be.below(12);
    const pictured = [...body.querySelectorAll('.card')].find((c) => c.textContent!.includes('Pictured'))!;
    const img = pictured.querySelector('img')!;
    expect(img.getBoundingClientRect().width).to.be.at.most(pictured.getBoundingClientRect().width);

    const [launch, land] = [...body.querySelectorAll('ol.steps > li')];
    expect(launch!.querySelector('.step-number .icon svg')).to.not.equal(null);
    expect(land!.querySelector('.step-number')!.textContent).to.equal('2');
    expect(launch!.querySelector('.step-title')!.getAttribute('data-size')).to.equal('h3');

    const accordion = body.querySelector<HTMLDetailsElement>('details.accordion')!;
    expect(accordion.open).to.equal(true);
    expect(accordion.querySelector('summary .icon svg')).to.not.equal(null);

    const expandable = body.querySelector<HTMLDetailsElement>('details.expandable')!;
    expect(expandable.open).to.equal(false);
    expandable.querySelector('summary')!.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => expandable.open);
    expect(expandable.querySelector('response-field')!.checkVisibility()).to.equal(true);

    const [live, removed] = [...body.querySelectorAll<HTMLElement>('.badge')];
    expect(getComputedStyle(live!).borderRadius).to.not.equal(getComputedStyle(removed!).borderRadius);
    expect(getComputedStyle(live!).color).to.not.equal(getComputedStyle(removed!).color);

    // A folder that does not open is a plain name over its files.
    const folder = body.querySelector('.tree-folder')!;
    expect(folder.querySelector('details')).to.equal(null);
    expect(folder.querySelector('.tree-folder-name')!.textContent).to.equal('fixed');
    expect(folder.querySelector('.tree-file')!.textContent).to.equal('readme.md');

    const swatch = body.querySelector<HTMLElement>('.color-swatch')!;
    expect(getComputedStyle(swatch).backgroundColor).to.equal('rgb(13, 147, 115)');
    expect(body.querySelector('section.view')!.getAttribute('aria-label')).to.equal('Python');
    // A tile: its preview above its title; of its two pictures, the one for the site's scheme shows.
    const tile = body.querySelector<HTMLAnchorElement>('a.card.tile')!;
    expect(tile.textContent).to.contain('A tile').and.contain('Tiles link too.');
    const [lightPicture, darkPicture] = [...tile.querySelectorAll('img')];
    expect(tile.querySelector('.tile-preview')!.getBoundingClientRect().bottom).to.be.at.most(
      tile.querySelector('.card-title')!.getBoundingClientRect().top,
    );
    await expect(el).to.be.accessible();
    el.setAttribute('theme', 'light');
    await el.updateComplete;
    expect([visible(lightPicture!), visible(darkPicture!)]).to.deep.equal([true, false]);
    el.setAttribute('theme', 'dark');
    await el.updateComplete;
    expect([visible(lightPicture!), visible(darkPicture!)]).to.deep.equal([false, true]);
  });

  it('tabs open on defaultTabIndex and follow a tab of the same title chosen elsewhere, unless sync={false}', async () => {
    const { body } = await page('components');
    const boxes = [...body.querySelectorAll<HTMLElement>('div.tabs[data-tabbed]')].filter((b) =>
      b.textContent!.includes('npm install'),
    );
    const shown = (): string[] => boxes.map((b) => b.querySelector('[role="tab"][aria-selected="true"]')!.textContent!);
    expect(shown()).to.deep.equal(['yarn', 'npm', 'npm']);
    // Choosing npm in the first box: the second already shows npm, the third too.
    const [npm] = [...boxes[0]!.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    npm!.focus();
    await sendKeys({ press: 'Enter' });
    expect(shown()).to.deep.equal(['npm', 'npm', 'npm']);
    // Then yarn by the arrow key: the second box follows; the third keeps its own.
    await sendKeys({ press: 'ArrowRight' });
    expect(shown()).to.deep.equal(['yarn', 'yarn', 'npm']);
    expect(boxes[1]!.querySelector('[role="tabpanel"]:not([hidden])')!.textContent).to.contain('yarn add two');
  });

  it("a Prompt's copy button copies its text", async () => {
    const { body } = await page('components');
    const prompt = body.querySelector<HTMLElement>('.prompt')!;
    const button = (await until(() => prompt.querySelector<HTMLButtonElement>('button.code-copy')))!;
    expect(button.getAttribute('aria-label')).to.equal('Copy prompt');
    const copied: string[] = [];
    const clipboard = navigator.clipboard;
    const original = clipboard.writeText.bind(clipboard);
    clipboard.writeText = async (text: string) => void copied.push(text);
    try {
      button.click();
      await until(() => button.textContent === 'Copied');
    } finally {
      clipboard.writeText = original;
    }
    expect(copied).to.deep.equal(['Write a test for the login flow.']);
  });
});
