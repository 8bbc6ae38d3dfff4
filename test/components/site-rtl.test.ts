// Right-to-left sites (issue 28) in real Chromium: under `<html dir="rtl" lang="ar">` the example site mirrors
// (sidebar at the right of the content, "On this page" at its left, the phone drawer from the right edge), nothing
// scrolls sideways, code, paths and field names stay left-to-right islands, axe-core finds nothing; the same page
// in a left-to-right document is the frame as it always was. `lang` on the element and a docs.json navigation
// language set the direction too; a `dir` on the element wins.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, setViewport, writeFile } from '@web/test-runner-commands';
import 'axe-core/axe.min.js';
import '../../components/api-docs/api-docs.js';
import '../../components/api-endpoint/api-endpoint.js';
import type { ApiDocs } from '../../components/api-docs/api-docs.element.js';
import { deepElements } from '../fixtures/endpoint/deep-query.js';
import { after, afterEach, describe, it } from '../fixtures/endpoint/mocha.js';
import { q, resetLocation, until, visit } from '../fixtures/site-element/helpers.js';
import { axeClean, box } from '../support/layout.js';

const root = document.documentElement;

function pageIn(dir: 'rtl' | 'ltr' | undefined, lang?: string): void {
  if (dir === undefined) root.removeAttribute('dir');
  else root.dir = dir;
  if (lang === undefined) root.removeAttribute('lang');
  else root.lang = lang;
}

afterEach(() => {
  pageIn(undefined);
  resetLocation();
});
after(() => setViewport({ width: 800, height: 600 }));

async function settled(el: ApiDocs): Promise<void> {
  await el.updateComplete;
  await until(() => deepElements(el).every((e) => !(e as { isLoading?: boolean }).isLoading));
  for (const child of deepElements(el)) await (child as { updateComplete?: Promise<unknown> }).updateComplete;
  // MDX code blocks are highlighted (and made focusable) after the page is drawn.
  await until(() =>
    [...el.shadowRoot!.querySelectorAll('.mdx-body pre')].every((pre) => pre.classList.contains('code-block')),
  );
}

/** Where the element's own box starts and ends (the test page has a margin). */
const edges = (el: Element): DOMRect => el.getBoundingClientRect();

async function exampleSite(slug: string): Promise<ApiDocs> {
  const el = await fixture<ApiDocs>(html`<api-docs src="/examples/docs/docs.json" base="/rtl"></api-docs>`);
  await el.updateComplete;
  await visit(el, slug);
  await settled(el);
  return el;
}

const direction = (node: Element): string => getComputedStyle(node).direction;
function noSidewaysScroll(): void {
  expect(document.scrollingElement!.scrollWidth, 'the page scrolls sideways').to.be.at.most(innerWidth);
}

describe('<api-docs> in a right-to-left page', () => {
  it('at 1440 px the sidebar is at the right of the content and "On this page" at its left; code stays LTR', async function () {
    this.timeout(60_000);
    await setViewport({ width: 1440, height: 900 });
    pageIn('rtl', 'ar');
    const el = await exampleSite('guides/authentication');
    expect(direction(q(el, '.base')!)).to.equal('rtl');
    const sidebar = box(el, '[part="sidebar"]');
    const text = box(el, '.page-column');
    const toc = box(el, '[part="toc"]');
    expect(sidebar.left, 'sidebar right of the text').to.be.at.least(text.right);
    expect(sidebar.right).to.be.closeTo(edges(el).right, 2);
    expect(toc.right, '"On this page" left of the text').to.be.at.most(text.left);
    // The site name starts the top bar at the right, the colour-scheme toggle ends it at the left.
    expect(box(el, '[part="site-name"]').right).to.be.greaterThan(edges(el).right - 60);
    expect(box(el, '[part="theme-toggle"]').left).to.be.lessThan(edges(el).left + 60);
    const code = [...el.shadowRoot!.querySelectorAll('pre')];
    expect(code.length, 'the guide has code blocks').to.be.greaterThan(0);
    for (const pre of code) expect(direction(pre)).to.equal('ltr');
    // The current page's "On this page" bar and the nested groups' rule are on the start (right) side.
    const link = q(el, '[part="toc-link"]')!;
    expect(getComputedStyle(link).borderRightWidth).to.equal('1px');
    expect(getComputedStyle(link).borderLeftWidth).to.equal('0px');
    noSidewaysScroll();
    await axeClean(el, 'rtl guide', 10);
  });

  it('an endpoint page keeps its path, field names and examples left to right', async function () {
    this.timeout(60_000);
    await setViewport({ width: 1440, height: 900 });
    pageIn('rtl', 'ar');
    const el = await exampleSite('api-reference/users/get-user');
    const endpoint = (await until(() => el.shadowRoot!.querySelector('api-endpoint')))!;
    expect(endpoint, 'the endpoint page is on show').to.not.equal(undefined);
    const path = endpoint.shadowRoot!.querySelector('[part="path"]')!;
    expect(direction(path)).to.equal('ltr');
    expect(getComputedStyle(path).unicodeBidi).to.equal('isolate');
    // The path reads /users/{userId} from left to right: its parameter comes after /users/, at its right.
    const range = document.createRange();
    range.selectNodeContents(path);
    const text = range.getBoundingClientRect();
    const param = path.querySelector('.path-param')!.getBoundingClientRect();
    expect(path.textContent!.trim()).to.equal('/users/{userId}');
    expect(param.right).to.be.closeTo(text.right, 2);
    expect(param.left).to.be.greaterThan(text.left + 20);
    const names = deepElements(endpoint).filter((e) => e.matches('code.name'));
    expect(names.length).to.be.greaterThan(0);
    for (const name of names) expect(direction(name)).to.equal('ltr');
    const examples = deepElements(endpoint).filter((e) => e.localName === 'pre');
    expect(examples.length).to.be.greaterThan(0);
    for (const pre of examples) expect(direction(pre)).to.equal('ltr');
    // The reference column is at the right, the sticky examples at the left.
    const header = endpoint.shadowRoot!.querySelector('[part="header"]')!.getBoundingClientRect();
    const example = endpoint.shadowRoot!.querySelector('[part~="request-example"]')!.getBoundingClientRect();
    expect(example.right).to.be.at.most(header.left + 1);
    // The response tabs read from the right: ArrowLeft moves to the next status, ArrowRight back.
    const tabs = [...endpoint.shadowRoot!.querySelectorAll<HTMLElement>('[part~="response-example"] [role="tab"]')];
    expect(tabs.length).to.be.greaterThan(1);
    expect(tabs[1]!.getBoundingClientRect().right).to.be.at.most(tabs[0]!.getBoundingClientRect().left + 1);
    tabs[0]!.focus();
    await sendKeys({ press: 'ArrowLeft' });
    await until(() => tabs[1]!.getAttribute('aria-selected') === 'true');
    expect(tabs[1]!.getAttribute('aria-selected')).to.equal('true');
    await sendKeys({ press: 'ArrowRight' });
    await until(() => tabs[0]!.getAttribute('aria-selected') === 'true');
    expect(tabs[0]!.getAttribute('aria-selected')).to.equal('true');
    noSidewaysScroll();
    await axeClean(el, 'rtl endpoint', 10);
  });

  it('at 390 px the drawer opens from the right edge and nothing scrolls sideways', async function () {
    this.timeout(60_000);
    await setViewport({ width: 390, height: 844 });
    pageIn('rtl', 'ar');
    const el = await exampleSite('guides/authentication');
    noSidewaysScroll();
    (q(el, '[part="menu-button"]') as HTMLButtonElement).click();
    await el.updateComplete;
    const drawer = box(el, '[part="sidebar"]');
    expect(drawer.width).to.be.greaterThan(200);
    expect(drawer.right, 'drawer at the right edge').to.be.closeTo(innerWidth, 1);
    expect(drawer.left).to.be.greaterThan(0);
    // The menu button starts the top bar at the right.
    expect(box(el, '[part="menu-button"]').right).to.be.greaterThan(edges(el).right - 60);
    noSidewaysScroll();
    await axeClean(el, 'rtl drawer', 5);
  });

  it('the same page in a left-to-right document keeps the sidebar at the left and "On this page" at the right', async function () {
    this.timeout(60_000);
    await setViewport({ width: 1440, height: 900 });
    pageIn('ltr', 'en');
    const el = await exampleSite('guides/authentication');
    expect(direction(q(el, '.base')!)).to.equal('ltr');
    const sidebar = box(el, '[part="sidebar"]');
    const text = box(el, '.page-column');
    expect(sidebar.left).to.be.closeTo(edges(el).left, 2);
    expect(sidebar.right).to.be.at.most(text.left);
    expect(box(el, '[part="toc"]').left).to.be.at.least(text.right);
    await setViewport({ width: 390, height: 844 });
    (q(el, '[part="menu-button"]') as HTMLButtonElement).click();
    await el.updateComplete;
    expect(box(el, '[part="sidebar"]').left, 'drawer at the left edge').to.be.closeTo(0, 1);
  });
});

describe('<api-docs> takes its direction from its language', () => {
  it('lang="ar" on the element mirrors it in a left-to-right page; its own dir="ltr" wins', async function () {
    this.timeout(60_000);
    await setViewport({ width: 1440, height: 900 });
    // A site without navigation languages: the element's language is the site's.
    const el = await fixture<ApiDocs>(
      html`<api-docs lang="ar" src="/examples/docs/docs.json" base="/rtl-lang"></api-docs>`,
    );
    await settled(el);
    const base = q(el, '.base')!;
    expect(direction(base)).to.equal('rtl');
    expect(box(el, '[part="sidebar"]').right).to.be.closeTo(edges(el).right, 2);
    el.setAttribute('dir', 'ltr');
    await el.updateComplete;
    expect(base.hasAttribute('dir')).to.equal(false);
    expect(direction(base)).to.equal('ltr');
    el.removeAttribute('dir');
    el.lang = 'en';
    await el.updateComplete;
    expect(direction(base)).to.equal('ltr');
  });

  it('a docs.json navigation language decides for its pages: Arabic ones are right to left, English ones left to right', async function () {
    this.timeout(60_000);
    await setViewport({ width: 1440, height: 900 });
    const el = await fixture<ApiDocs>(
      html`<api-docs src="/test/fixtures/site-rtl/docs.json" base="/rtl-nav"></api-docs>`,
    );
    await settled(el);
    await visit(el, 'ar/index');
    await settled(el);
    const base = q(el, '.base')!;
    expect([base.getAttribute('lang'), direction(base)]).to.deep.equal(['ar', 'rtl']);
    expect(box(el, '[part="sidebar"]').left).to.be.at.least(box(el, '.page-column').right);
    // Inline code in the Arabic text is an isolated left-to-right island.
    const inline = [...el.shadowRoot!.querySelectorAll('.mdx-body code')];
    expect(inline.map((c) => c.textContent)).to.include('x-api-key');
    for (const c of inline) expect([direction(c), getComputedStyle(c).unicodeBidi]).to.deep.equal(['ltr', 'isolate']);
    await visit(el, 'en/index');
    await settled(el);
    expect([base.getAttribute('lang'), direction(base)]).to.deep.equal(['en', 'ltr']);
    expect(box(el, '[part="sidebar"]').left).to.be.closeTo(edges(el).left, 2);
  });
});

describe('<api-docs> mixed-direction text', () => {
  it('breadcrumbs of English titles on an Arabic page read from the right, each title kept whole', async function () {
    this.timeout(60_000);
    const dir = '/.test-results/site-rtl';
    const docs = {
      name: 'متجر',
      styling: { eyebrows: 'breadcrumbs' },
      navigation: { tabs: [{ tab: 'API guides', groups: [{ group: 'Getting started', pages: ['intro'] }] }] },
    };
    await writeFile({ path: `../..${dir}/docs.json`, content: JSON.stringify(docs) });
    await writeFile({ path: `../..${dir}/intro.mdx`, content: '---\ntitle: مقدمة\n---\n\nنص.\n' });
    const el = await fixture<ApiDocs>(
      html`<api-docs lang="ar" src=${`${dir}/docs.json`} base="/rtl-crumbs"></api-docs>`,
    );
    await settled(el);
    const crumbs = [...q(el, '[part="breadcrumbs"]')!.querySelectorAll('bdi')];
    expect(crumbs.map((c) => c.textContent)).to.deep.equal(['API guides', 'Getting started']);
    // The first crumb starts the row at the right; inside each, the English words keep their order.
    expect(crumbs[0]!.getBoundingClientRect().left).to.be.greaterThan(crumbs[1]!.getBoundingClientRect().right);
  });
});
