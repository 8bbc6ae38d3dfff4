// docs.json navigation in every Mintlify shape, in real Chromium: tabs, anchors, dropdowns, versions, languages,
// products, global anchors, external hrefs and openapi inherited from a tab, an anchor and a version. Each shape:
// what the reader sees (switchers, tab row, anchors, sidebar), where its choices lead, and axe-core clean.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../components/api-docs/api-docs.js';
import type { ApiDocs } from '../../components/api-docs/api-docs.element.js';
import { afterEach, describe, it } from '../fixtures/endpoint/mocha.js';
import { BASE, q, qa, resetLocation, sidebarSlugs, visit } from '../fixtures/site-element/helpers.js';

afterEach(resetLocation);

const SRC = '/test/fixtures/site-nav/docs.json';

async function site(navigation: Record<string, unknown>): Promise<ApiDocs> {
  const config = { name: 'Navigation shapes', navigation };
  const el = await fixture<ApiDocs>(
    html`<api-docs src=${SRC} base=${BASE} theme="light" .config=${config}></api-docs>`,
  );
  await el.updateComplete;
  return el;
}

const texts = (els: Element[]): string[] => els.map((e) => e.textContent!.replace(/\s+/g, ' ').trim());
const pageTitle = (el: ApiDocs): string => q(el, '[part="page-title"]')?.textContent?.trim() ?? '';
const hrefOf = (a: Element | undefined | null): string => (a as HTMLAnchorElement | null)?.getAttribute('href') ?? '';
const currentSlug = (): string => location.pathname.slice(`${BASE}/`.length);

describe('<api-docs> navigation shapes', () => {
  it('tabs: a row of tabs under the top bar; a tab opens its first page and the sidebar shows its groups', async () => {
    const el = await site({
      tabs: [
        { tab: 'Guides', groups: [{ group: 'Start', pages: ['guides/intro', 'guides/more'] }] },
        { tab: 'Shared', pages: ['shared'] },
      ],
    });
    expect(texts(qa(el, '[part="tab"]'))).to.deep.equal(['Guides', 'Shared']);
    expect(q(el, '[part="tab"][aria-current="true"]')?.textContent?.trim()).to.equal('Guides');
    expect(sidebarSlugs(el)).to.deep.equal(['guides/intro', 'guides/more']);
    (qa(el, '[part="tab"]')[1] as HTMLAnchorElement).click();
    await el.updateComplete;
    expect(currentSlug()).to.equal('shared');
    expect(sidebarSlugs(el), 'loose pages, listed without a heading').to.deep.equal(['shared']);
    expect(qa(el, '.group-toggle')).to.have.length(0);
    await expect(el).to.be.accessible();
  });

  it('anchors: links with icons at the top of the sidebar; an external one is a plain link', async () => {
    const el = await site({
      anchors: [
        { anchor: 'Guides', icon: 'book', groups: [{ group: 'Start', pages: ['guides/intro'] }] },
        { anchor: 'Shared', icon: 'rocket', pages: ['shared'] },
        { anchor: 'Community', icon: 'users', href: 'https://community.example.test/' },
      ],
    });
    const anchors = qa(el, '[part="anchor"]');
    expect(texts(anchors)).to.deep.equal(['Guides', 'Shared', 'Community']);
    expect(anchors[0]!.getAttribute('aria-current')).to.equal('true');
    expect(hrefOf(anchors[1])).to.equal(`${BASE}/shared`);
    expect(hrefOf(anchors[2])).to.equal('https://community.example.test/');
    expect(anchors[2]!.getAttribute('rel')).to.equal('noopener');
    expect(anchors[0]!.querySelector('svg, img, .anchor-icon'), 'the icon is drawn').to.not.equal(null);
    (anchors[1] as HTMLAnchorElement).click();
    await el.updateComplete;
    expect(sidebarSlugs(el)).to.deep.equal(['shared']);
    expect(q(el, '[part="anchor"][aria-current="true"]')?.textContent?.trim()).to.equal('Shared');
    await expect(el).to.be.accessible();
  });

  it('dropdowns: a menu showing the current one opens the list; a choice opens its first page', async () => {
    const el = await site({
      dropdowns: [
        { dropdown: 'Guides', description: 'How to', groups: [{ group: 'Start', pages: ['guides/intro'] }] },
        { dropdown: 'Reference', description: 'Every field', pages: ['shared'] },
      ],
    });
    const menu = q<HTMLDetailsElement>(el, '[part="dropdown-switcher"]')!;
    const summary = menu.querySelector('summary')!;
    expect(summary.textContent!.trim()).to.equal('Guides');
    expect(menu.open).to.equal(false);
    summary.focus();
    await sendKeys({ press: 'Enter' });
    expect(menu.open, 'the keyboard opens it').to.equal(true);
    const items = [...menu.querySelectorAll('[part="switcher-item"]')];
    expect(texts(items)).to.deep.equal(['Guides How to', 'Reference Every field']);
    await expect(el).to.be.accessible();
    (items[1] as HTMLAnchorElement).click();
    await el.updateComplete;
    expect(currentSlug()).to.equal('shared');
    expect(q(el, '[part="dropdown-summary"]')!.textContent!.trim()).to.equal('Reference');
  });

  it('versions: a select shows the default version; switching keeps the equivalent page, else the first', async () => {
    const el = await site({
      versions: [
        { version: 'v1', groups: [{ group: 'Docs', pages: ['v1/overview', 'v1/setup'] }] },
        {
          version: 'v2',
          default: true,
          tabs: [
            { tab: 'Docs', groups: [{ group: 'Docs', pages: ['v2/overview', 'v2/setup', 'v2/only-new'] }] },
            { tab: 'API', openapi: 'specs/petstore-v2.json' },
          ],
        },
      ],
    });
    const select = (): HTMLSelectElement => q<HTMLSelectElement>(el, '[part="version-select"]')!;
    expect(pageTitle(el)).to.equal('overview (v2/overview)', 'the home page is the default version’s first');
    expect(select().selectedOptions[0]!.textContent!.trim()).to.equal('v2');
    expect(q(el, `label[for="${select().id}"]`)?.textContent).to.equal('Version');
    expect(texts(qa(el, '[part="tab"]'))).to.deep.equal(['Docs', 'API']);
    await visit(el, 'v2/setup');
    select().focus();
    await sendKeys({ press: 'ArrowUp' });
    await el.updateComplete;
    expect(currentSlug(), 'v2/setup ↔ v1/setup').to.equal('v1/setup');
    expect(pageTitle(el)).to.equal('setup (v1/setup)');
    expect(select().selectedOptions[0]!.textContent!.trim()).to.equal('v1');
    expect(qa(el, '[part="tab"]'), 'v1 has no tabs').to.have.length(0);
    expect(sidebarSlugs(el)).to.deep.equal(['v1/overview', 'v1/setup']);
    await expect(el).to.be.accessible();
    await visit(el, 'v2/only-new');
    select().selectedIndex = 0;
    select().dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(currentSlug(), 'no equivalent: the version’s first page').to.equal('v1/overview');
  });

  it('languages: a select named in each language; switching keeps the equivalent page', async () => {
    const el = await site({
      languages: [
        { language: 'en', groups: [{ group: 'Start', pages: ['en/index', 'en/start'] }] },
        { language: 'fr', groups: [{ group: 'Démarrer', pages: ['fr/index', 'fr/start'] }] },
      ],
    });
    const select = (): HTMLSelectElement => q<HTMLSelectElement>(el, '[part="language-select"]')!;
    expect([...select().options].map((o) => [o.textContent!.trim(), o.lang])).to.deep.equal([
      ['English', 'en'],
      ['Français', 'fr'],
    ]);
    await visit(el, 'en/start');
    select().focus();
    await sendKeys({ press: 'ArrowDown' });
    await el.updateComplete;
    expect(currentSlug()).to.equal('fr/start');
    expect(sidebarSlugs(el)).to.deep.equal(['fr/index', 'fr/start']);
    await expect(el).to.be.accessible();
  });

  it('products: a product menu with descriptions; each product has its own sidebar', async () => {
    const el = await site({
      products: [
        {
          product: 'Guides',
          icon: 'book',
          description: 'Learn',
          groups: [{ group: 'Start', pages: ['guides/intro'] }],
        },
        { product: 'Pets API', icon: 'code', description: 'Reference', openapi: 'specs/petstore.json' },
      ],
    });
    const menu = q<HTMLDetailsElement>(el, '[part="product-switcher"]')!;
    expect(menu.querySelector('summary')!.textContent!.trim()).to.equal('Guides');
    const items = [...menu.querySelectorAll<HTMLAnchorElement>('[part="switcher-item"]')];
    expect(texts(items)).to.deep.equal(['Guides Learn', 'Pets API Reference']);
    menu.open = true;
    await expect(el).to.be.accessible();
    items[1]!.click();
    await el.updateComplete;
    expect(currentSlug()).to.equal('api-reference/pets/list-pets');
    expect(sidebarSlugs(el)).to.include('api-reference/store/get-inventory');
    expect(sidebarSlugs(el)).to.not.include('guides/intro');
  });

  it('global anchors and tabs show on every page beside the divisions’ own', async () => {
    const el = await site({
      global: {
        anchors: [{ anchor: 'Status', icon: 'globe', href: 'https://status.example.test/' }],
        tabs: [{ tab: 'Blog', href: 'https://blog.example.test/' }],
      },
      tabs: [
        { tab: 'Guides', pages: ['guides/intro'] },
        { tab: 'Shared', pages: ['shared'] },
      ],
    });
    expect(texts(qa(el, '[part="tab"]'))).to.deep.equal(['Guides', 'Shared', 'Blog']);
    expect(hrefOf(qa(el, '[part="tab"]')[2])).to.equal('https://blog.example.test/');
    expect(texts(qa(el, '[part="anchor"]'))).to.deep.equal(['Status']);
    await visit(el, 'shared');
    expect(texts(qa(el, '[part="anchor"]'))).to.deep.equal(['Status']);
    expect(hrefOf(q(el, '[part="anchor"]'))).to.equal('https://status.example.test/');
    await expect(el).to.be.accessible();
  });

  it('a tab menu: its items as a menu under the tab, each with its own sidebar', async () => {
    const el = await site({
      tabs: [
        {
          tab: 'Docs',
          menu: [
            { item: 'Guides', icon: 'book', pages: ['guides/intro', 'guides/more'] },
            { item: 'Shared', pages: ['shared'] },
          ],
        },
      ],
    });
    const menu = q<HTMLDetailsElement>(el, '[part="item-switcher"]')!;
    expect(menu.querySelector('summary')!.textContent!.trim()).to.equal('Guides');
    expect(sidebarSlugs(el)).to.deep.equal(['guides/intro', 'guides/more']);
    (menu.querySelectorAll('[part="switcher-item"]')[1] as HTMLAnchorElement).click();
    await el.updateComplete;
    expect(sidebarSlugs(el)).to.deep.equal(['shared']);
    await expect(el).to.be.accessible();
  });

  it('external hrefs: a tab or dropdown that is a link leads off the site and has no pages', async () => {
    const el = await site({
      tabs: [
        {
          tab: 'Docs',
          dropdowns: [
            { dropdown: 'Guides', pages: ['guides/intro'] },
            { dropdown: 'Changelog', href: 'https://changes.example.test/' },
          ],
        },
        { tab: 'GitHub', href: 'https://github.example.test/org' },
      ],
    });
    expect(hrefOf(qa(el, '[part="tab"]')[1])).to.equal('https://github.example.test/org');
    const items = qa(el, '[part="dropdown-switcher"] [part="switcher-item"]');
    expect(hrefOf(items[1])).to.equal('https://changes.example.test/');
    expect(items[1]!.getAttribute('rel')).to.equal('noopener');
    expect(el.site!.navigation.pages.size).to.equal(1);
    await expect(el).to.be.accessible();
  });

  it('openapi on a version, a tab and an anchor is inherited by the operation entries and groups inside', async () => {
    const el = await site({
      versions: [
        { version: 'v1', openapi: 'specs/petstore.json', groups: [{ group: 'Pets', pages: ['GET /pets'] }] },
        {
          version: 'v2',
          tabs: [
            {
              tab: 'API',
              openapi: 'specs/petstore-v2.json',
              anchors: [
                { anchor: 'Read', groups: [{ group: 'Read', pages: ['GET /pets'] }] },
                {
                  anchor: 'Owners',
                  openapi: 'specs/petstore.json',
                  groups: [{ group: 'Health', pages: ['GET /health'] }],
                },
              ],
            },
          ],
        },
      ],
    });
    expect(el.diagnostics.filter((d) => d.severity === 'error')).to.deep.equal([]);
    const pages = [...el.site!.navigation.pages.values()].map((p) => [p.slug, p.kind === 'openapi' ? p.spec : '']);
    expect(pages.map((p) => p[1])).to.deep.equal([
      'specs/petstore.json',
      'specs/petstore-v2.json',
      'specs/petstore.json',
    ]);
    await visit(el, pages[1]![0]!);
    expect(q(el, 'api-endpoint')).to.not.equal(null);
    expect(q<HTMLSelectElement>(el, '[part="version-select"]')!.selectedOptions[0]!.textContent!.trim()).to.equal('v2');
    expect(texts(qa(el, '[part="anchor"]'))).to.deep.equal(['Read', 'Owners']);
    await expect(el).to.be.accessible();
  });
});
