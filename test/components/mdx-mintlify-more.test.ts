// Mintlify components and attributes its documentation lists (issue 26), as a reader sees them: the columns of
// <Columns>, a card with a callout's type, a file tree from a Markdown list, a highlighted tree entry, a GitHub
// repository card. The page is test/fixtures/site-mintlify-more/more.mdx.
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../components/api-docs/api-docs.js';
import type { ApiDocs } from '../../components/api-docs/api-docs.element.js';
import { afterEach, describe, it } from '../fixtures/endpoint/mocha.js';
import { q, resetLocation, until } from '../fixtures/site-element/helpers.js';

afterEach(async () => {
  resetLocation();
  await setViewport({ width: 800, height: 600 });
});

async function site(): Promise<{ el: ApiDocs; body: HTMLElement }> {
  const el = await fixture<ApiDocs>(
    html`<api-docs src="/test/fixtures/site-mintlify-more/docs.json" base="/mintlify-more"></api-docs>`,
  );
  await el.updateComplete;
  const body = (await until(() => q<HTMLElement>(el, '.mdx-body .github-repo') && q<HTMLElement>(el, '.mdx-body')))!;
  return { el, body };
}

describe('Mintlify components from its documentation', () => {
  it('columns sit side by side on a wide screen; the card, trees and repository card show; axe finds nothing', async () => {
    await setViewport({ width: 1280, height: 900 });
    const { el, body } = await site();
    const cols = [...body.querySelectorAll<HTMLElement>('.card-group > .column')];
    expect(cols.map((c) => c.querySelector('strong')!.textContent)).to.deep.equal(['Installation', 'Usage']);
    const [a, b] = cols.map((c) => c.getBoundingClientRect());
    expect(a!.top).to.equal(b!.top);
    expect(a!.right).to.be.at.most(b!.left);

    // A card with a callout's type is tinted and carries that callout's icon.
    const card = body.querySelector<HTMLElement>('.card.card-warning')!;
    expect(card.querySelector('.card-icon')!.getAttribute('data-icon')).to.equal('triangle-exclamation');
    expect(getComputedStyle(card).backgroundColor).to.not.equal(
      getComputedStyle(body.querySelector('.column')!).backgroundColor,
    );

    // The Markdown list inside <FileTree> is the tree, without bullets.
    const list = body.querySelector<HTMLUListElement>('ul.tree.tree-list')!;
    expect([...list.querySelectorAll('li')].map((li) => li.firstChild!.textContent!.trim())).to.deep.equal([
      'docs/',
      'index.mdx',
      'docs.json',
    ]);
    expect(getComputedStyle(list.querySelector('li')!).listStyleType).to.equal('none');

    // The highlighted entries are marked for assistive technology and drawn in the accent.
    const active = [...body.querySelectorAll('[aria-current="true"]')].map((e) => e.textContent!.trim());
    expect(active).to.have.length(2);
    expect(active[1]).to.equal('page.tsx');
    const file = body.querySelector<HTMLElement>('.tree-file.tree-highlight')!;
    const plain = body.querySelector<HTMLElement>('.tree-file:not(.tree-highlight)')!;
    expect(getComputedStyle(file).color).to.not.equal(getComputedStyle(plain).color);

    // The repository card is a link to github.com with its name.
    const repo = body.querySelector<HTMLAnchorElement>('a.github-repo')!;
    expect(repo.href).to.equal('https://github.com/mintlify/docs');
    expect(repo.textContent).to.contain('mintlify/docs');
    expect(body.querySelector<HTMLDetailsElement>('details.expandable')!.open).to.equal(true);

    await expect(el).to.be.accessible();

    // On a phone the columns stack.
    await setViewport({ width: 390, height: 800 });
    await until(() => cols[0]!.getBoundingClientRect().top !== cols[1]!.getBoundingClientRect().top);
    expect(cols[0]!.getBoundingClientRect().bottom).to.be.at.most(cols[1]!.getBoundingClientRect().top);
  });
});
