// Site search in real Chromium on the example site (a bare <api-docs src>, so the index is built in the page):
// "welcome" (a word of a guide) and "limit" (a query parameter) find their pages, grouped by page, with the
// matched word in a <mark>; arrows move, Enter opens the page, Escape closes; a query acted on is offered again
// as a recent search; axe-core finds nothing with results shown.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { afterEach, describe, it } from '../fixtures/endpoint/mocha.js';
import '../../components/api-docs/api-docs.js';
import type { ApiDocs } from '../../components/api-docs/api-docs.element.js';
import { BASE, frames, q, qa, resetLocation } from '../fixtures/site-element/helpers.js';

afterEach(() => {
  resetLocation();
  localStorage.removeItem('api-docs-recent-searches');
});

async function openSearch(): Promise<{ el: ApiDocs; input: HTMLInputElement }> {
  const el = await fixture<ApiDocs>(html`<api-docs src="/examples/docs/docs.json" base=${BASE}></api-docs>`);
  await el.updateComplete;
  document.body.dispatchEvent(
    new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true, composed: true, cancelable: true }),
  );
  await el.updateComplete;
  const input = q<HTMLInputElement>(el, 'dialog input')!;
  expect(el.shadowRoot!.activeElement).to.equal(input);
  return { el, input };
}

async function type(el: ApiDocs, input: HTMLInputElement, text: string): Promise<void> {
  input.value = text;
  input.dispatchEvent(new Event('input'));
  await el.updateComplete;
  // The index is ready when the results are grouped by page, or it found nothing; not while it loads (the titles
  // alone may already have found nothing).
  await frames(() => {
    const statuses = qa(el, '.search-empty[role="status"]').map((s) => s.textContent ?? '');
    if (statuses.some((t) => t.startsWith('Loading'))) return false;
    return q(el, '.search-group') ?? statuses.some((t) => t.startsWith('Nothing'));
  });
}

const options = (el: ApiDocs): HTMLElement[] => qa(el, '[role="option"]') as HTMLElement[];

describe('site search', () => {
  it('"welcome" and "limit" find their pages, with the matched word marked', async () => {
    const { el, input } = await openSearch();
    await type(el, input, 'welcome');
    expect(options(el)[0]!.dataset['slug']).to.equal('realtime/echo');
    const mark = options(el)[0]!.querySelector('mark')!;
    expect(mark.textContent!.toLowerCase()).to.equal('welcome');
    expect(getComputedStyle(mark).backgroundColor).to.not.equal('rgba(0, 0, 0, 0)');
    await type(el, input, 'limit');
    const first = options(el)[0]!;
    expect(first.dataset['slug']).to.equal('api-reference/users/list-users');
    expect([...first.querySelectorAll('mark')].map((m) => m.textContent)).to.include('limit');
    // Grouped: each page once, titled, with its hits under it.
    const groups = qa(el, '.search-results > [role="group"]');
    const titles = groups.map((g) => g.getAttribute('aria-label'));
    expect(new Set(titles).size).to.equal(titles.length);
    expect(titles[0]).to.equal('List users');
  });

  it('snippets are text: markup in a query or a page stays text', async () => {
    const { el, input } = await openSearch();
    await type(el, input, '<img src=x onerror=alert(1)> limit');
    expect(q(el, 'dialog img')).to.equal(null);
  });

  it('arrows move, Enter opens the page and remembers the query, Escape closes', async () => {
    const { el, input } = await openSearch();
    await type(el, input, 'users');
    const count = options(el).length;
    expect(count).to.be.greaterThan(1);
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    await el.updateComplete;
    expect(input.getAttribute('aria-activedescendant')).to.equal('search-option-1');
    expect(q(el, '#search-option-1')!.getAttribute('aria-selected')).to.equal('true');
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp', bubbles: true }));
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp', bubbles: true }));
    await el.updateComplete;
    expect(input.getAttribute('aria-activedescendant')).to.equal(`search-option-${count - 1}`);
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    await el.updateComplete;
    const chosen = q<HTMLElement>(el, '#search-option-0')!.dataset['slug'];
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await el.updateComplete;
    expect(q(el, 'dialog')).to.equal(null);
    await frames(() => q(el, '.page')?.getAttribute('data-slug') === chosen);
    // Opened again: the query is a recent search; Enter runs it.
    document.body.dispatchEvent(
      new KeyboardEvent('keydown', { key: '/', bubbles: true, composed: true, cancelable: true }),
    );
    await el.updateComplete;
    await frames(() => q(el, '[data-query]'));
    const recent = options(el).map((o) => o.dataset['query']);
    expect(recent).to.deep.equal(['users']);
    const box = q<HTMLInputElement>(el, 'dialog input')!;
    box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await el.updateComplete;
    expect(box.value).to.equal('users');
    await frames(() => q(el, '.search-group'));
    const dialog = q<HTMLDialogElement>(el, 'dialog')!;
    const closed = oneEvent(dialog, 'close');
    dialog.close(); // what Escape does
    await closed;
    await el.updateComplete;
    expect(q(el, 'dialog')).to.equal(null);
  });

  it('a click on a section hit opens the page at that heading', async () => {
    const { el, input } = await openSearch();
    await type(el, input, 'try it');
    const hit = options(el).find((o) => o.dataset['anchor'] !== undefined);
    expect(hit, 'a hit inside a section').to.not.equal(undefined);
    hit!.click();
    await el.updateComplete;
    await frames(() => q(el, '.page')?.getAttribute('data-slug') === hit!.dataset['slug']);
    expect(location.hash).to.equal(`#${hit!.dataset['anchor']}`);
  });

  it('is accessible with results shown', async () => {
    const { el, input } = await openSearch();
    await type(el, input, 'limit');
    await expect(el).to.be.accessible();
  });
});
