// The navigation and frontmatter fields a reader now sees (issue #26), in real Chromium: a group root page's
// directory as cards and as an accordion list, "Related topics", "Last modified on <date>" in the site's language
// (and not with `timestamp: false`), a group's `public` with site auth, and `mode: assistant` as the default layout.
// Each: what the reader sees, and axe-core clean.
import { expect, fixture, html } from '@open-wc/testing';
import '../../components/api-docs/api-docs.js';
import type { ApiDocs } from '../../components/api-docs/api-docs.element.js';
import { afterEach, describe, it } from '../fixtures/endpoint/mocha.js';
import { BASE, q, resetLocation, sidebarSlugs, visit } from '../fixtures/site-element/helpers.js';

afterEach(resetLocation);

const SRC = '/test/fixtures/site-nav-meta/docs.json';

async function site(config?: Record<string, unknown>): Promise<ApiDocs> {
  const el = await fixture<ApiDocs>(
    config === undefined
      ? html`<api-docs src=${SRC} base=${BASE} theme="light"></api-docs>`
      : html`<api-docs src=${SRC} base=${BASE} theme="light" .config=${config}></api-docs>`,
  );
  await el.updateComplete;
  return el;
}

const text = (e: Element | null | undefined): string => e?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

describe('<api-docs> navigation and page metadata (issue #26)', () => {
  it('directory: card: a root page shows its group’s pages and nested groups as cards under its content', async () => {
    const el = await site();
    await visit(el, 'guides/index');
    const directory = q(el, '[part="directory"]')!;
    expect(directory.getAttribute('data-layout')).to.equal('card');
    // Under the page's content, not above it.
    const body = q(el, '[part="page-body"]')!;
    expect(directory.getBoundingClientRect().top).to.be.above(body.getBoundingClientRect().bottom - 1);
    const cards = [...directory.querySelectorAll<HTMLAnchorElement>('a.card')];
    expect(cards.map((c) => text(c.querySelector('.card-title')))).to.deep.equal(['Alpha', 'Beta', 'Deeper']);
    expect(cards.map((c) => c.getAttribute('href'))).to.deep.equal([
      `${BASE}/guides/alpha`,
      `${BASE}/guides/beta`,
      `${BASE}/guides/deeper/index`,
    ]);
    expect(text(cards[0]!.querySelector('.card-body'))).to.equal('The first steps, one at a time.');
    // Two cards a row, bordered like the MDX Card grid.
    const [a, b] = cards.map((c) => c.getBoundingClientRect());
    expect(Math.abs(a!.top - b!.top)).to.be.below(2);
    expect(getComputedStyle(cards[0]!).borderTopStyle).to.equal('solid');
    cards[1]!.click();
    await el.updateComplete;
    expect(text(q(el, '[part="page-title"]'))).to.equal('Beta');
    await expect(el).to.be.accessible();
  });

  it('directory: accordion: the pages as a list, each nested group a section that opens', async () => {
    const el = await site();
    await visit(el, 'help/index');
    const directory = q(el, '[part="directory"]')!;
    expect(directory.getAttribute('data-layout')).to.equal('accordion');
    expect([...directory.querySelectorAll(':scope > .directory-list a')].map(text)).to.deep.equal(['FAQ']);
    const sections = [...directory.querySelectorAll<HTMLDetailsElement>('details.accordion')];
    expect(sections.map((s) => text(s.querySelector('.accordion-title')))).to.deep.equal(['Topics', 'No listing']);
    expect(sections[0]!.open).to.equal(false);
    sections[0]!.querySelector('summary')!.click();
    expect(sections[0]!.open).to.equal(true);
    const links = [...sections[0]!.querySelectorAll('a')];
    expect(links.map(text)).to.deep.equal(['Billing', 'Limits']);
    expect(links[1]!.getBoundingClientRect().height).to.be.above(0);
    await expect(el).to.be.accessible();
    await visit(el, 'help/quiet');
    expect(q(el, '[part="directory"]'), '`directory: none` lists nothing').to.equal(null);
  });

  it('timestamp: "Last modified on" with the date, in UTC; timestamp: false shows none', async () => {
    const el = await site();
    await visit(el, 'guides/index');
    const line = q(el, '[part="last-modified"]')!;
    expect(text(line)).to.equal('Last modified on March 4, 2025');
    expect(line.querySelector('time')!.getAttribute('datetime')).to.equal('2025-03-04T00:00:00.000Z');
    await visit(el, 'help/index');
    expect(text(q(el, '[part="last-modified"]'))).to.equal('Last modified on December 31, 2024');
    await visit(el, 'guides/beta');
    expect(q(el, '[part="last-modified"]')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('timestamp: the date is written in the site’s language', async () => {
    const docs = await (await fetch(SRC)).json();
    const el = await site({
      ...docs,
      navigation: {
        languages: [{ language: 'fr', groups: [{ group: 'Aide', root: 'help/index', pages: ['help/faq'] }] }],
      },
    });
    await visit(el, 'help/index');
    expect(text(q(el, '[part="last-modified"] time'))).to.equal('31 décembre 2024');
  });

  it('related: the page’s "Related topics", with its labels or the linked page’s title; external links open apart', async () => {
    const el = await site();
    await visit(el, 'guides/alpha');
    const related = q(el, '[part="related"]')!;
    expect(text(related.querySelector('.related-title'))).to.equal('Related topics');
    const links = [...related.querySelectorAll('a')];
    expect(links.map(text)).to.deep.equal(['Beta', 'Deeper reading', 'OAuth 2.0']);
    expect(links.map((a) => a.getAttribute('href'))).to.deep.equal([
      `${BASE}/guides/beta`,
      `${BASE}/guides/deeper/index`,
      'https://oauth.net/2/',
    ]);
    expect(links[2]!.getAttribute('target')).to.equal('_blank');
    expect(links[0]!.getAttribute('target')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('public: with site auth, an anonymous reader sees the pages of a public group, and no other', async () => {
    const docs = await (await fetch(SRC)).json();
    const el = await fixture<ApiDocs>(
      html`<api-docs src=${SRC} base=${BASE} theme="light" .config=${{ ...docs, auth: { provider: 'host' } }} .user=${null}></api-docs>`,
    );
    await el.updateComplete;
    expect(sidebarSlugs(el)).to.deep.equal(['search/grouped']);
    await visit(el, 'search/own-boost');
    expect(q(el, '[part="restricted"]'), '`public: false` on the page wins').to.not.equal(null);
    await expect(el).to.be.accessible();
  });

  it('mode: assistant: the page has the default layout (title, body, outline column)', async () => {
    const el = await site();
    await visit(el, 'guides/deeper/gamma');
    expect(text(q(el, '[part="page-title"]'))).to.equal('Gamma');
    expect(q(el, '.base')!.getAttribute('data-mode')).to.equal('default');
    expect(q(el, '[part="page-body"]')!.getAttribute('data-mode')).to.equal('default');
    expect(q(el, '.sidebar')!.getBoundingClientRect().width).to.be.above(100);
  });
});
