// A 20,000-operation site in real Chromium (test/support/huge-spec.mjs, served by test/support/huge-spec-plugin.mjs):
// the sidebar generated from the spec is windowed, so only the rows on screen are in the DOM (fewer than 500 of
// 20,200); each row says where it sits in the tree (aria-level, aria-setsize, aria-posinset); scrolling to the end
// shows the last operation and clicking it opens its page; ↓ and End move the focus row by row and to the end; the
// active page's row is scrolled into view; axe-core finds nothing.
import { expect } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../components/api-docs/api-docs.js';
import type { ApiDocs } from '../../components/api-docs/api-docs.element.js';
import { after, before, describe, it } from '../fixtures/endpoint/mocha.js';
import { BASE, frames, q, qa, resetLocation } from '../fixtures/site-element/helpers.js';

const OPERATIONS = 20000;
const ROW_PX = 32;
let el: ApiDocs;

const rows = (): HTMLElement[] => qa(el, 'ul.groups.virtual > li.vrow') as HTMLElement[];
const sidebar = (): HTMLElement => q<HTMLElement>(el, '.sidebar')!;
const currentSlug = (): string => decodeURIComponent(location.pathname.slice(`${BASE}/`.length));
const focusedRow = (): HTMLElement | null =>
  ((el.shadowRoot!.activeElement as HTMLElement | null)?.closest('li.vrow') as HTMLElement | null) ?? null;
const inSidebarView = (node: Element): boolean => {
  const box = sidebar().getBoundingClientRect();
  const at = node.getBoundingClientRect();
  return at.top >= box.top - 1 && at.bottom <= box.bottom + 1;
};

describe('<api-docs> over a 20,000-operation spec', function () {
  before(async function () {
    this.timeout(120_000);
    await setViewport({ width: 1280, height: 900 });
    // Not a fixture(): those are removed after each test, and this site is loaded once for all of them.
    el = document.createElement('api-docs') as ApiDocs;
    el.setAttribute('src', `/__huge/${OPERATIONS}/docs.json`);
    el.setAttribute('base', BASE);
    el.setAttribute('theme', 'light');
    document.body.append(el);
    await frames(() => rows().length > 0, 6000);
    await el.updateComplete;
  });
  after(async () => {
    el?.remove();
    resetLocation();
    await setViewport({ width: 800, height: 600 });
  });

  it('renders only the rows on screen, each with its place in the tree', () => {
    const order = el.site!.navigation.order;
    expect(order.length).to.equal(OPERATIONS);
    const list = q<HTMLElement>(el, 'ul.groups.virtual')!;
    // 200 tag groups, open, and their 20,000 pages: the list is as tall as all of them.
    expect(list.getBoundingClientRect().height).to.equal((OPERATIONS + 200) * ROW_PX);
    expect(rows().length).to.be.greaterThan(10).and.lessThan(500);
    const [first, second] = rows();
    expect(first!.querySelector('button.group-toggle')?.getAttribute('aria-expanded')).to.equal('true');
    expect([
      first!.getAttribute('aria-level'),
      first!.getAttribute('aria-setsize'),
      first!.getAttribute('aria-posinset'),
    ]).to.deep.equal(['1', '200', '1']);
    expect([
      second!.getAttribute('aria-level'),
      second!.getAttribute('aria-setsize'),
      second!.getAttribute('aria-posinset'),
    ]).to.deep.equal(['2', '100', '1']);
    expect(second!.querySelector('a.nav-link')?.getAttribute('data-slug')).to.equal(order[0]);
  });

  it('scrolling to the end shows the last operation; clicking it opens its page', async () => {
    const last = el.site!.navigation.order.at(-1)!;
    sidebar().scrollTop = sidebar().scrollHeight;
    const link = await frames(() => q<HTMLAnchorElement>(el, `a.nav-link[data-slug="${CSS.escape(last)}"]`));
    expect(rows().length).to.be.lessThan(500);
    expect(inSidebarView(link), 'the last row is on screen').to.equal(true);
    link.click();
    await el.updateComplete;
    expect(currentSlug()).to.equal(last);
    const title = await frames(() => q(el, '[part="page-title"]')?.textContent?.trim());
    expect(title).to.equal(el.site!.navigation.pages.get(last)!.title);
    expect(q(el, `a.nav-link[aria-current="page"]`)?.getAttribute('data-slug')).to.equal(last);
  });

  it('the active page is scrolled into view when the page changes', async () => {
    const middle = el.site!.navigation.order[10_037]!;
    el.navigate(middle);
    await el.updateComplete;
    const link = await frames(() => q(el, `a.nav-link[aria-current="page"][data-slug="${CSS.escape(middle)}"]`));
    await frames(() => inSidebarView(link));
    expect(rows().length).to.be.lessThan(500);
  });

  it('↓ moves to the next row, End to the last, Home to the first; the focused row is always in the DOM', async () => {
    const start = rows().find((r) => inSidebarView(r) && r.querySelector('a.nav-link'))!;
    start.querySelector<HTMLElement>('a.nav-link')!.focus();
    const index = Number(start.dataset['index']);
    await sendKeys({ press: 'ArrowDown' });
    expect(Number(focusedRow()?.dataset['index'])).to.equal(index + 1);
    await sendKeys({ press: 'End' });
    const end = focusedRow()!;
    expect(Number(end.dataset['index'])).to.equal(OPERATIONS + 200 - 1);
    expect(end.querySelector('a')?.getAttribute('data-slug')).to.equal(el.site!.navigation.order.at(-1));
    await frames(() => inSidebarView(end));
    await sendKeys({ press: 'Home' });
    expect(Number(focusedRow()?.dataset['index'])).to.equal(0);
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(focusedRow()?.querySelector('button')?.getAttribute('aria-expanded'), 'Enter toggles the group').to.equal(
      'false',
    );
    // The first group closed: its 100 rows are gone from the list.
    expect(q<HTMLElement>(el, 'ul.groups.virtual')!.getBoundingClientRect().height).to.equal(
      (OPERATIONS + 100) * ROW_PX,
    );
    expect(rows().length).to.be.lessThan(500);
  });

  it('on a phone, the drawer holds the same windowed list: the end of it is reached by scrolling the drawer', async () => {
    await setViewport({ width: 390, height: 800 });
    await el.updateComplete;
    q<HTMLButtonElement>(el, '[part="menu-button"]')!.click();
    await el.updateComplete;
    await frames(() => sidebar().getBoundingClientRect().width > 0 && rows().some((r) => inSidebarView(r)));
    expect(rows().length).to.be.lessThan(500);
    const last = el.site!.navigation.order.at(-1)!;
    sidebar().scrollTop = sidebar().scrollHeight;
    const link = await frames(() => q(el, `a.nav-link[data-slug="${CSS.escape(last)}"]`));
    await frames(() => inSidebarView(link));
    expect(rows().length).to.be.lessThan(500);
    await sendKeys({ press: 'Escape' });
    await setViewport({ width: 1280, height: 900 });
  });

  it('is accessible (axe-core)', async function () {
    this.timeout(60_000);
    resetLocation();
    await expect(el).to.be.accessible();
  });
});
