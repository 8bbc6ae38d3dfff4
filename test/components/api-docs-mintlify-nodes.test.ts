// The navigation fields Mintlify added in 2026, in real Chromium: tag badges, a hidden page (built and routable,
// not listed), `expanded` groups, a graphql / sdk tab's page, a language's own navbar, `hideFooterPagination`
// and `seo.trailingSlash` links. Each: what the reader sees, and axe-core clean.
import { expect, fixture, html } from '@open-wc/testing';
import '../../components/api-docs/api-docs.js';
import type { ApiDocs } from '../../components/api-docs/api-docs.element.js';
import { afterEach, describe, it } from '../fixtures/endpoint/mocha.js';
import { BASE, q, qa, resetLocation, sidebarGroup, sidebarSlugs, visit } from '../fixtures/site-element/helpers.js';

afterEach(resetLocation);

const SRC = '/test/fixtures/site-mintlify-nodes/docs.json';

async function site(config: Record<string, unknown>): Promise<ApiDocs> {
  const full = { name: 'Mintlify nodes', theme: 'mint', ...config };
  const el = await fixture<ApiDocs>(html`<api-docs src=${SRC} base=${BASE} theme="light" .config=${full}></api-docs>`);
  await el.updateComplete;
  return el;
}

const text = (e: Element | null | undefined): string => e?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const pageTitle = (el: ApiDocs): string => text(q(el, '[part="page-title"]'));

describe('<api-docs> Mintlify 2026 navigation fields', () => {
  it('tag: a badge beside a tab, a group and a page; align: end places a tab at the end of the row', async () => {
    const el = await site({
      navigation: {
        tabs: [
          { tab: 'Guides', tag: 'NEW', groups: [{ group: 'Start', tag: 'v2', pages: ['index', 'tagged'] }] },
          { tab: 'More', align: 'end', pages: ['nested'] },
        ],
      },
    });
    const tabs = qa(el, '[part="tab"]');
    // align: "end" puts the tab at the end of the row.
    const row = q(el, '[part="tabs"]')!.getBoundingClientRect();
    const end = tabs[1]!.closest('li')!.getBoundingClientRect();
    expect(Math.abs(row.right - end.right), 'the end tab sits at the end of the row').to.be.below(2);
    expect(end.left - tabs[0]!.getBoundingClientRect().right).to.be.above(40);
    expect(text(tabs[0]!.querySelector('[part="nav-tag"]'))).to.equal('NEW');
    expect(tabs[1]!.querySelector('[part="nav-tag"]')).to.equal(null);
    expect(text(sidebarGroup(el, 'Start')!.querySelector('.group-toggle [part="nav-tag"]'))).to.equal('v2');
    const tagged = qa(el, 'a.nav-link').find((a) => (a as HTMLElement).dataset['slug'] === 'tagged')!;
    expect(text(tagged.querySelector('[part="nav-tag"]'))).to.equal('BETA');
    await expect(el).to.be.accessible();
  });

  it('hidden: a hidden page and a hidden group are not listed, yet their pages open by URL', async () => {
    const el = await site({
      navigation: {
        groups: [
          { group: 'Start', pages: ['index', 'secret'] },
          { group: 'Internal', hidden: true, pages: ['nested'] },
        ],
      },
    });
    expect(sidebarSlugs(el)).to.deep.equal(['index']);
    expect(sidebarGroup(el, 'Internal')).to.equal(undefined);
    await visit(el, 'secret');
    expect(pageTitle(el)).to.equal('Secret');
    await visit(el, 'nested');
    expect(pageTitle(el)).to.equal('Nested');
    await expect(el).to.be.accessible();
  });

  it('expanded: a nested group with expanded true starts open, with expanded false closed', async () => {
    const el = await site({
      navigation: {
        groups: [
          {
            group: 'Start',
            pages: [
              'index',
              { group: 'Open', expanded: true, pages: ['tagged'] },
              { group: 'Closed', expanded: false, pages: ['nested'] },
            ],
          },
        ],
      },
    });
    const toggle = (title: string): Element => sidebarGroup(el, title)!.querySelector('.group-toggle')!;
    expect(toggle('Open').getAttribute('aria-expanded')).to.equal('true');
    expect(toggle('Closed').getAttribute('aria-expanded')).to.equal('false');
    expect(sidebarSlugs(el)).to.deep.equal(['index', 'tagged']);
    await expect(el).to.be.accessible();
  });

  it('a group titled "" lists its pages without a heading', async () => {
    const el = await site({ navigation: { groups: [{ group: '', pages: ['index', 'tagged'] }] } });
    expect(sidebarSlugs(el)).to.deep.equal(['index', 'tagged']);
    expect(qa(el, '.group-toggle')).to.have.length(0);
    await expect(el).to.be.accessible();
  });

  it('graphql and sdk tabs: each opens a page saying that reference is not rendered here yet', async () => {
    const el = await site({
      navigation: {
        tabs: [
          { tab: 'Guides', pages: ['index'] },
          { tab: 'GraphQL', graphql: 'schema.graphql' },
          { tab: 'SDK', sdk: { format: 'typedoc', source: 'sdk.json' } },
        ],
      },
    });
    expect(qa(el, '[part="tab"]').map(text)).to.deep.equal(['Guides', 'GraphQL', 'SDK']);
    (qa(el, '[part="tab"]')[1] as HTMLAnchorElement).click();
    await el.updateComplete;
    await new Promise((resolve) => setTimeout(resolve, 0));
    await el.updateComplete;
    expect(pageTitle(el)).to.equal('GraphQL');
    expect(text(q(el, '[part="content"]'))).to.contain('This GraphQL reference is not rendered here yet');
    expect(text(q(el, '[part="content"]'))).to.contain('schema.graphql');
    await visit(el, 'reference-not-rendered/sdk-sdk');
    expect(text(q(el, '[part="content"]'))).to.contain('SDK documentation artifact (typedoc)');
    expect(q(el, '[part="problems"], .problems')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('languages: each language shows its own navbar links', async () => {
    const el = await site({
      navbar: { links: [{ label: 'Site link', href: '/site' }] },
      navigation: {
        languages: [
          { language: 'en', navbar: { links: [{ label: 'Blog', href: '/blog' }] }, pages: ['index'] },
          { language: 'fr', navbar: { links: [{ label: 'Blogue', href: '/fr/blog' }] }, pages: ['fr/index'] },
        ],
      },
    });
    const links = (): string[] => qa(el, '[part="navbar-link"]').map(text);
    expect(links()).to.deep.equal(['Blog']);
    await visit(el, 'fr/index');
    expect(pageTitle(el)).to.equal('Bienvenue');
    expect(links()).to.deep.equal(['Blogue']);
    await expect(el).to.be.accessible();
  });

  it('hideFooterPagination hides the previous and next cards; trailingSlash ends every page link in /', async () => {
    const el = await site({
      seo: { trailingSlash: true },
      navigation: { groups: [{ group: 'Start', pages: ['index', 'alone', 'tagged'] }] },
    });
    expect(qa(el, 'a.nav-link').map((a) => a.getAttribute('href'))).to.deep.equal([
      `${BASE}/index/`,
      `${BASE}/alone/`,
      `${BASE}/tagged/`,
    ]);
    await visit(el, 'index');
    expect(qa(el, '[part="pager-card"]')).to.have.length(1);
    await visit(el, 'alone');
    expect(pageTitle(el)).to.equal('Alone');
    expect(qa(el, '[part="pager-card"]')).to.have.length(0);
    await expect(el).to.be.accessible();
  });
});
