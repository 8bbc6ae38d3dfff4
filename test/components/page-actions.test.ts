// The "Copy page" menu on every page, in real Chromium on the example site: it sits at the top right of the page,
// copies the page as Markdown (an endpoint page's parameters included; MDX components in their Markdown meaning),
// opens by keyboard (ArrowDown focuses the first item, arrows move, Escape closes and gives focus back), offers the
// spec to download on an operation page, and is axe-clean open.
import { expect, fixture, html } from '@open-wc/testing';
import { afterEach, describe, it } from '../fixtures/endpoint/mocha.js';
import '../../components/api-docs/api-docs.js';
import type { ApiDocs } from '../../components/api-docs/api-docs.element.js';
import { BASE, frames, resetLocation } from '../fixtures/site-element/helpers.js';
import { recordClipboard } from '../fixtures/clipboard.js';

afterEach(resetLocation);

async function pageWithActions(
  slug: string,
): Promise<{ el: ApiDocs; actions: HTMLElement & { shadowRoot: ShadowRoot } }> {
  history.replaceState(null, '', `${BASE}/${slug}`);
  const el = await fixture<ApiDocs>(html`<api-docs src="/examples/docs/docs.json" base=${BASE}></api-docs>`);
  await el.updateComplete;
  const actions = await frames(() => {
    const found = el.shadowRoot!.querySelector('api-page-actions');
    return found?.shadowRoot?.querySelector('[part="button"]') ? found : undefined;
  });
  return { el, actions: actions as HTMLElement & { shadowRoot: ShadowRoot } };
}

describe('Copy page menu', () => {
  it('sits at the top right of the page and copies an endpoint page as Markdown with its parameters', async () => {
    const { el, actions } = await pageWithActions('api-reference/users/list-users');
    const page = el.shadowRoot!.querySelector('.page')!.getBoundingClientRect();
    const box = actions.getBoundingClientRect();
    expect(box.width).to.be.greaterThan(40);
    expect(Math.abs(box.right - page.right)).to.be.lessThan(2);
    expect(box.top - page.top).to.be.lessThan(40);
    const clip = recordClipboard();
    try {
      (actions.shadowRoot.querySelector('[part="button"]') as HTMLButtonElement).click();
      await frames(() => clip.written.length > 0);
      const md = clip.written[0]!;
      expect(md.startsWith('# List users\n')).to.equal(true);
      expect(md).to.include('`GET http://127.0.0.1:4010/users`');
      expect(md).to.match(/\| `limit` \| integer \|/);
      await frames(() => actions.shadowRoot.querySelector('[role="status"]')?.textContent === 'Copied as Markdown');
    } finally {
      clip.restore();
    }
  });

  it('copies a guide page with its callout as a blockquote', async () => {
    const { actions } = await pageWithActions('introduction');
    const clip = recordClipboard();
    try {
      (actions.shadowRoot.querySelector('[part="button"]') as HTMLButtonElement).click();
      await frames(() => clip.written.length > 0);
      expect(clip.written[0]).to.match(/^> \*\*Note:\*\* Start the example API first/m);
      expect(clip.written[0]).to.not.include('<Note>');
    } finally {
      clip.restore();
    }
  });

  it('opens by keyboard, moves with arrows, offers the spec, closes on Escape; axe-clean open', async () => {
    const { actions } = await pageWithActions('api-reference/users/list-users');
    const root = actions.shadowRoot;
    const menuButton = root.querySelector<HTMLButtonElement>('[part="menu-button"]')!;
    menuButton.focus();
    menuButton.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    const menu = await frames(() => root.querySelector('[role="menu"]'));
    expect(menuButton.getAttribute('aria-expanded')).to.equal('true');
    const items = [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')];
    expect(items.map((i) => i.querySelector('.item-label')?.textContent)).to.deep.equal([
      'Copy page',
      'Download the spec',
    ]);
    expect(root.activeElement).to.equal(items[0]);
    const download = items[1] as HTMLAnchorElement;
    expect(new URL(download.href).pathname).to.equal('/examples/docs/openapi.yaml');
    expect(download.getAttribute('download')).to.equal('openapi.yaml');
    menu.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    expect(root.activeElement).to.equal(items[1]);
    menu.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    expect(root.activeElement).to.equal(items[0]);
    await expect(actions).to.be.accessible();
    menu.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await frames(() => root.querySelector('[role="menu"]') === null);
    expect(root.activeElement).to.equal(menuButton);
    expect(menuButton.getAttribute('aria-expanded')).to.equal('false');
  });
});
