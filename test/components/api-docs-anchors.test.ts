// A link to a parameter lands on it and stays there, on the example site (examples/docs) whose endpoint
// pages load the request example (snippets) after the reference is on screen, above the parameters on a
// narrow page. Each
// case opens a fresh page in a frame (the playground module is loaded once per document, so only a fresh
// document shows what a reader's first visit does) and measures where the field is once the page has
// settled, as a reader sees it.
import { expect } from '@open-wc/testing';
import type { LitElement } from 'lit';
import type { ApiDocs } from '../../components/api-docs/api-docs.element.js';
import type { FieldBase } from '../../components/shared/field-base.js';
import { afterEach, describe, it } from '../fixtures/fields/mocha.js';

const FIX = '/test/fixtures/anchors';
const LIST_USERS = 'api-reference/users/list-users';

let frameEl: HTMLIFrameElement | undefined;
const { before } = globalThis as unknown as { before: (body: () => Promise<void>) => void };

// The dev server compiles each module on first request: while it does, a cold first page can be slow
// enough for the playground to arrive before the parameters do, which hides what a reader sees.
before(async () => {
  const win = await openFrame(`${FIX}/endpoint.html`);
  for (let i = 0; i < 900 && !(await playgroundRendered(win)); i++) await new Promise((r) => setTimeout(r, 20));
  frameEl?.remove();
});

afterEach(() => {
  frameEl?.remove();
  frameEl = undefined;
});

/** Opens `src` in a 1100 × 700 frame and resolves with its window once it loaded. */
async function openFrame(src: string): Promise<Window> {
  frameEl = document.createElement('iframe');
  frameEl.style.cssText = 'width: 1100px; height: 700px; border: 0; display: block';
  const loaded = new Promise((resolve) => frameEl!.addEventListener('load', resolve, { once: true }));
  frameEl.src = src;
  document.body.append(frameEl);
  await loaded;
  return frameEl.contentWindow!;
}

/** Every element below `root`, through shadow roots. */
function* deep(root: ParentNode): Generator<Element> {
  for (const el of root.querySelectorAll('*')) {
    yield el;
    if (el.shadowRoot) yield* deep(el.shadowRoot);
  }
}

function findField(win: Window, anchor: string): FieldBase | undefined {
  for (const el of deep(win.document))
    if ((el.localName === 'param-field' || el.localName === 'response-field') && (el as FieldBase).anchorId === anchor)
      return el as FieldBase;
  return undefined;
}

/**
 * What loads late and can move the parameters, once loaded and rendered: the request example (snippets)
 * in the examples column, and any playground in the page's layout. The "Try it" panel's playground and
 * snippets (in <api-playground-panel>, a modal dialog: never in the page's layout) load only when "Try it"
 * is near, so they do not count.
 */
async function playgroundRendered(win: Window): Promise<boolean> {
  const parts = [...deep(win.document)].filter(
    (el) =>
      (el.localName === 'api-playground' || el.localName === 'api-snippets') &&
      el.closest('api-playground-panel') === null,
  );
  if (parts.length < 1 || parts.some((el) => !win.customElements.get(el.localName) || !el.shadowRoot)) return false;
  await Promise.all(parts.map((el) => (el as LitElement).updateComplete));
  return true;
}

/**
 * Waits until the field `anchor` names is rendered, the playground above it too, and the field has not
 * moved for half a second; then returns its box in the frame's viewport.
 */
async function settledBox(win: Window, anchor: string): Promise<DOMRect> {
  const started = performance.now();
  let last: number | undefined;
  let still = 0;
  while (performance.now() - started < 15000) {
    await new Promise((resolve) => win.requestAnimationFrame(resolve));
    const field = findField(win, anchor);
    if (!field || !(await playgroundRendered(win))) continue;
    const top = field.getBoundingClientRect().top;
    still = last !== undefined && Math.abs(top - last) < 1 ? still + 1 : 0;
    last = top;
    if (still >= 30) return field.getBoundingClientRect();
  }
  throw new Error(`#${anchor} never settled (the field is ${findField(win, anchor) ? 'rendered' : 'missing'})`);
}

/** On screen, as the link promises: the field's header inside the viewport, the page scrolled to it. */
function expectOnScreen(win: Window, box: DOMRect, what: string): void {
  expect(box.height, `${what} has a size`).to.be.greaterThan(0);
  expect(box.top, `${what}'s top (scrollY ${win.scrollY})`).to.be.within(0, win.innerHeight - 40);
  expect(win.scrollY, 'the page scrolled').to.be.greaterThan(0);
}

/** Waits until the frame's site rendered a page with fields. */
async function siteRendered(win: Window, anchor: string): Promise<ApiDocs> {
  for (let i = 0; i < 600 && !findField(win, anchor); i++) await new Promise((r) => win.requestAnimationFrame(r));
  expect(findField(win, anchor), 'the page rendered').to.not.equal(undefined);
  return win.document.querySelector('api-docs') as ApiDocs;
}

describe('<api-docs>: a link to a parameter lands on it', () => {
  it('a fresh load of a page with #q scrolls to the q parameter and keeps it there while the playground loads', async () => {
    const win = await openFrame(`${FIX}/site.html?route=/anchor-site/${LIST_USERS}#q`);
    expectOnScreen(win, await settledBox(win, 'q'), 'q');
    expect(win.location.pathname).to.equal(`/anchor-site/${LIST_USERS}`);
  });

  it('with hash routing, a fresh load of #/<page>#q does the same', async () => {
    const win = await openFrame(`${FIX}/site.html?routing=hash#/${LIST_USERS}#q`);
    expectOnScreen(win, await settledBox(win, 'q'), 'q');
  });

  it('a nested response field is expanded and scrolled to', async () => {
    const win = await openFrame(`${FIX}/site.html?route=/anchor-site/${LIST_USERS}#response-data.email`);
    expectOnScreen(win, await settledBox(win, 'response-data.email'), 'response-data.email');
    expect(findField(win, 'response-data')?.expanded).to.equal(true);
  });

  it('a hash set once the page rendered scrolls to the field', async () => {
    const win = await openFrame(`${FIX}/site.html?route=/anchor-site/${LIST_USERS}`);
    await siteRendered(win, 'q');
    win.location.hash = '#q';
    expectOnScreen(win, await settledBox(win, 'q'), 'q');
  });

  it('a link from another page to a parameter lands on it', async () => {
    const win = await openFrame(`${FIX}/site.html?route=/anchor-site/introduction`);
    await win.customElements.whenDefined('api-docs'); // a lazy chunk of the script-tag bundle
    const site = win.document.querySelector('api-docs') as ApiDocs;
    await site.updateComplete;
    site.navigate(LIST_USERS, 'q');
    expectOnScreen(win, await settledBox(win, 'q'), 'q');
    expect(win.location.hash).to.equal('#q');
  });
});

describe('<api-endpoint> on a plain page', () => {
  it('#q in the URL scrolls to the parameter and keeps it there while the playground loads', async () => {
    const win = await openFrame(`${FIX}/endpoint.html#q`);
    expectOnScreen(win, await settledBox(win, 'q'), 'q');
  });

  it('a router that pushes a URL with #q (no hashchange) and then renders the endpoint lands on q', async () => {
    const win = await openFrame(`${FIX}/endpoint.html`);
    const first = win.document.querySelector('api-endpoint') as LitElement;
    await first.updateComplete;
    expect(findField(win, 'q'), 'the first page rendered').to.not.equal(undefined);
    // What a single-page app's router does: a new history entry, then the new page's elements.
    win.history.pushState(null, '', `${win.location.pathname}?page=users#q`);
    first.replaceWith(first.cloneNode());
    expectOnScreen(win, await settledBox(win, 'q'), 'q');
  });
});
