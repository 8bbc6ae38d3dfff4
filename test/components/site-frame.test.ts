// The site frame of <api-docs> (issue 17) in real Chromium: the top bar and its places at 1440×900 and
// 390×844, the colour-scheme toggle (remembered, switching computed colours), the tabs row's underline,
// "On this page" following the scroll, previous/next targets, the phone drawer's focus trap and Escape,
// docs.json navbar/footer/banner, and axe-core (colour contrast included) in light and dark.
import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, sendKeys, setViewport, writeFile } from '@web/test-runner-commands';
import 'axe-core/axe.min.js';
import '../../components/api-docs/api-docs.js';
import type { ApiDocs } from '../../components/api-docs/api-docs.element.js';
import { SCHEME_STORAGE_KEY } from '../../components/api-docs/site-theme.js';
import { after, afterEach, before, describe, it } from '../fixtures/endpoint/mocha.js';
import { q, qa, resetLocation, until, visit } from '../fixtures/site-element/helpers.js';
import { axeClean as axeCleanAt } from '../support/layout.js';

const DIR = '/.test-results/site-frame';
const BASE = '/site-frame';

const sections = ['Install', 'Configure', 'Authenticate', 'Send a request', 'Handle errors', 'Go further'];
const paragraph = 'A paragraph of text that fills the section so that the page is long enough to scroll. '.repeat(8);
const GUIDE = `---
title: The guide
description: A page with sections.
---

${sections.map((s, i) => `## ${s}\n\n${paragraph}\n\n${i % 2 === 0 ? `### Detail of ${s}\n\n${paragraph}\n` : ''}`).join('\n')}
`;

/** One listed operation, then 40 more in a second group: a sidebar taller than the screen. */
const SPEC = {
  openapi: '3.0.3',
  info: { title: 'Frame', version: '1' },
  servers: [{ url: 'https://api.example.test' }],
  paths: {
    '/items': { get: { summary: 'List items', tags: ['Items'], responses: { '200': { description: 'OK' } } } },
    ...Object.fromEntries(
      Array.from({ length: 40 }, (_, i) => [
        `/things/${i}`,
        { get: { summary: `Thing ${i}`, tags: ['Things'], responses: { '200': { description: 'OK' } } } },
      ]),
    ),
  },
};

const DOCS = {
  name: 'Frame Docs',
  theme: 'mint',
  colors: { primary: '#0d9373', light: '#55d7b1', dark: '#0a7a5f' },
  navbar: {
    links: [{ label: 'Blog', href: 'https://blog.example.test/' }],
    primary: { type: 'button', label: 'Dashboard', href: 'https://app.example.test/' },
  },
  footer: {
    socials: { github: 'https://github.com/acme/frame-docs', x: 'https://x.com/acme' },
    links: [{ header: 'Company', items: [{ label: 'About', href: 'https://example.test/about' }] }],
  },
  banner: { content: 'Version **2** is out', dismissible: true },
  navigation: {
    tabs: [
      { tab: 'Guides', groups: [{ group: 'Start here', pages: ['intro', 'guide'] }] },
      { tab: 'API', groups: [{ group: 'Reference', openapi: 'spec.json' }] },
      { tab: 'Modes', groups: [{ group: 'Layouts', pages: ['wide', 'center', 'custom'] }] },
    ],
  },
};

before(async () => {
  await writeFile({ path: `../..${DIR}/docs.json`, content: JSON.stringify(DOCS) });
  await writeFile({ path: `../..${DIR}/guide.mdx`, content: GUIDE });
  await writeFile({ path: `../..${DIR}/intro.mdx`, content: '---\ntitle: Intro\n---\n\nWelcome.\n' });
  await writeFile({ path: `../..${DIR}/spec.json`, content: JSON.stringify(SPEC) });
  for (const mode of ['wide', 'center', 'custom'])
    await writeFile({
      path: `../..${DIR}/${mode}.mdx`,
      content: `---\ntitle: ${mode}\nmode: ${mode}\n---\n\n## A section\n\n${paragraph}\n`,
    });
});

afterEach(async () => {
  resetLocation();
  localStorage.clear();
  await emulateMedia({ colorScheme: 'light' });
});
after(() => setViewport({ width: 800, height: 600 }));

async function site(slug = ''): Promise<ApiDocs> {
  history.replaceState(null, '', `${BASE}/${slug}`);
  const el = await fixture<ApiDocs>(html`<api-docs src=${`${DIR}/docs.json`} base=${BASE}></api-docs>`);
  await el.updateComplete;
  return el;
}

const box = (el: ApiDocs, selector: string): DOMRect => q(el, selector)!.getBoundingClientRect();
const colour = (el: ApiDocs, selector: string, prop: 'color' | 'backgroundColor' = 'color'): string =>
  getComputedStyle(q(el, selector)!)[prop];

/** axe-core on the element with colour contrast on; the contrast rule must have checked more than ten nodes. */
const axeClean = (el: ApiDocs, label: string): Promise<void> => axeCleanAt(el, label, 10);

describe('<api-docs> site frame: top bar', () => {
  it('at 1440×900: logo and name at the left, search in the middle with its shortcut, links, button and toggle at the right; tabs under it', async () => {
    await setViewport({ width: 1440, height: 900 });
    const el = await site('guide');
    const bar = box(el, '.topbar');
    const name = box(el, '[part="site-name"]');
    const search = box(el, '[part="search-button"]');
    const toggle = box(el, '[part="theme-toggle"]');
    const primary = box(el, '[part="navbar-primary"]');
    expect(q(el, '[part="site-name"]')!.textContent!.trim()).to.equal('Frame Docs');
    expect(name.left).to.be.lessThan(40);
    expect(Math.abs(search.left + search.width / 2 - 720), 'search centred').to.be.lessThan(80);
    expect(search.width).to.be.greaterThan(300);
    expect(q(el, '[part="search-button"] kbd')!.textContent).to.match(/⌘K|Ctrl K/);
    expect(toggle.right).to.be.greaterThan(1440 - 40);
    expect(primary.right).to.be.lessThan(toggle.left);
    expect(qa(el, '[part="navbar-link"]').map((a) => a.textContent!.trim())).to.deep.equal(['Blog']);
    expect(q(el, '[part="navbar-primary"]')!.getAttribute('href')).to.equal('https://app.example.test/');
    for (const part of [name, search, toggle, primary]) {
      expect(part.top).to.be.greaterThanOrEqual(bar.top);
      expect(part.bottom).to.be.lessThanOrEqual(bar.bottom);
    }
    const tabs = box(el, '[part="tabs"]');
    expect(tabs.top).to.be.greaterThanOrEqual(bar.bottom - 1);
    expect(tabs.left).to.be.lessThan(40);
    // The bar stays at the top while the page scrolls.
    window.scrollTo(0, 600);
    await until(() => window.scrollY > 0);
    expect(box(el, '.header').top).to.equal(0);
    window.scrollTo(0, 0);
    // The search field opens the quick filter.
    (q(el, '[part="search-button"]') as HTMLButtonElement).click();
    await el.updateComplete;
    expect((q(el, 'dialog') as HTMLDialogElement).open).to.equal(true);
  });

  it('at 390×844: menu button, name, search icon and toggle fit one row; links and the button leave it; nothing scrolls sideways', async () => {
    await setViewport({ width: 390, height: 844 });
    const el = await site('guide');
    const bar = box(el, '.topbar');
    const menu = box(el, '[part="menu-button"]');
    const search = box(el, '[part="search-button"]');
    const toggle = box(el, '[part="theme-toggle"]');
    expect(menu.left).to.be.lessThan(24);
    expect(menu.width).to.be.greaterThanOrEqual(24);
    expect(search.left).to.be.greaterThan(box(el, '[part="site-name"]').left);
    expect(toggle.right).to.be.lessThanOrEqual(390);
    for (const part of [menu, search, toggle]) expect(part.bottom).to.be.lessThanOrEqual(bar.bottom);
    expect(getComputedStyle(q(el, '[part="navbar-primary"]')!).display).to.equal('none');
    expect(getComputedStyle(q(el, '.search-label')!).display).to.equal('none');
    expect(getComputedStyle(q(el, '.toc-column')!).display).to.equal('none');
    expect(document.scrollingElement!.scrollWidth).to.be.at.most(390);
  });

  it('the tabs row underlines the active tab only, in the accent colour', async () => {
    await setViewport({ width: 1440, height: 900 });
    const el = await site('guide');
    const tabs = qa(el, '[part="tab"]');
    const underline = (t: Element): string => {
      const s = getComputedStyle(t);
      return s.borderBottomStyle === 'solid' && s.borderBottomColor !== 'rgba(0, 0, 0, 0)'
        ? s.borderBottomColor
        : 'none';
    };
    expect(tabs.map((t) => t.textContent!.trim())).to.deep.equal(['Guides', 'API', 'Modes']);
    expect(underline(tabs[0]!)).to.equal(getComputedStyle(tabs[0]!).color);
    expect(underline(tabs[1]!)).to.equal('none');
    (tabs[1] as HTMLAnchorElement).click();
    await el.updateComplete;
    expect(underline(qa(el, '[part="tab"]')[0]!)).to.equal('none');
    expect(underline(qa(el, '[part="tab"]')[1]!)).to.not.equal('none');
  });
});

describe('<api-docs> site frame: colour scheme', () => {
  it('the toggle switches computed colours, is remembered across a reload, and "system" follows the reader', async () => {
    await setViewport({ width: 1440, height: 900 });
    let el = await site('guide');
    const background = (): string => colour(el, '.base', 'backgroundColor');
    expect(background()).to.equal('rgb(255, 255, 255)');
    (q(el, '[data-scheme="dark"]') as HTMLButtonElement).click();
    await el.updateComplete;
    expect(el.getAttribute('theme')).to.equal('dark');
    expect(background()).to.equal('rgb(13, 17, 23)');
    expect(q(el, '[data-scheme="dark"]')!.getAttribute('aria-pressed')).to.equal('true');
    expect(localStorage.getItem(SCHEME_STORAGE_KEY)).to.equal('dark');
    // A new visit keeps the choice.
    el.remove();
    el = await site('guide');
    expect(background()).to.equal('rgb(13, 17, 23)');
    // System: light or dark as the reader's system says.
    (q(el, '[data-scheme="system"]') as HTMLButtonElement).click();
    await el.updateComplete;
    expect(background()).to.equal('rgb(255, 255, 255)');
    await emulateMedia({ colorScheme: 'dark' });
    expect(background()).to.equal('rgb(13, 17, 23)');
  });

  it('appearance.strict keeps docs.json default and shows no toggle', async () => {
    const el = await fixture<ApiDocs>(
      html`<api-docs
        src=${`${DIR}/docs.json`}
        base=${BASE}
        .config=${{ ...DOCS, appearance: { default: 'dark', strict: true } }}
      ></api-docs>`,
    );
    localStorage.setItem(SCHEME_STORAGE_KEY, 'light');
    await el.updateComplete;
    expect(q(el, '[part="theme-toggle"]')).to.equal(null);
    expect(el.getAttribute('theme')).to.equal('dark');
  });
});

describe('<api-docs> site frame: guide pages', () => {
  it('"On this page" lists h2 and h3, and the highlighted entry follows the scroll', async () => {
    await setViewport({ width: 1440, height: 900 });
    const el = await site('guide');
    const links = qa(el, '[part="toc-link"]');
    expect(links.map((a) => a.textContent!.trim())).to.deep.equal(
      sections.flatMap((s, i) => (i % 2 === 0 ? [s, `Detail of ${s}`] : [s])),
    );
    expect(box(el, '.toc').left, 'at the right of the text').to.be.greaterThan(box(el, '.mdx-body').right);
    const current = (): string | undefined => q(el, '[part="toc-link"][aria-current]')?.textContent?.trim();
    expect(current()).to.equal('Install');
    for (const target of ['handle-errors', 'configure', 'go-further']) {
      q(el, `[id="${target}"]`)!.scrollIntoView({ block: 'start' });
      const heading = q(el, `[id="${target}"]`)!.textContent!.replace('#', '').trim();
      expect(await until(() => current() === heading), `${target}: ${current()}`).to.equal(true);
    }
    // Headings carry a # link to themselves.
    const anchor = q(el, '[id="configure"] .heading-anchor') as HTMLAnchorElement;
    expect(anchor.getAttribute('href')).to.equal(`${BASE}/guide#configure`);
    window.scrollTo(0, 0);
  });

  it('previous and next cards lead to the neighbouring pages; the footer and Edit link come from docs.json', async () => {
    await setViewport({ width: 1440, height: 900 });
    const el = await site('guide');
    expect(q(el, '.pager-card.prev')!.getAttribute('href')).to.equal(`${BASE}/intro`);
    expect(q(el, '.pager-card.next')!.getAttribute('href')).to.equal(`${BASE}/api-reference/items/list-items`);
    expect(q(el, '.pager-card.next .pager-title')!.textContent).to.equal('List items');
    expect(q(el, '[part="edit-link"]')!.getAttribute('href')).to.equal(
      'https://github.com/acme/frame-docs/edit/HEAD/guide.mdx',
    );
    expect(qa(el, '.footer-socials a').map((a) => a.textContent)).to.deep.equal(['GitHub', 'X']);
    expect(q(el, '.footer-header')!.textContent).to.equal('Company');
    (q(el, '.pager-card.next') as HTMLAnchorElement).click();
    await el.updateComplete;
    expect(location.pathname).to.equal(`${BASE}/api-reference/items/list-items`);
    expect(q(el, '.toc'), 'no table of contents on an endpoint page').to.equal(null);
  });

  it('the banner shows the Markdown, and a dismissed banner stays away on the next visit', async () => {
    let el = await site('guide');
    expect(q(el, '[part="banner"] strong')!.textContent).to.equal('2');
    (q(el, '[part="banner-dismiss"]') as HTMLButtonElement).click();
    await el.updateComplete;
    expect(q(el, '[part="banner"]')).to.equal(null);
    el.remove();
    el = await site('guide');
    expect(q(el, '[part="banner"]')).to.equal(null);
  });
});

describe('<api-docs> site frame: banner types', () => {
  it('a warning banner is amber with black text, a critical one red with white text', async () => {
    const colours: string[][] = [];
    for (const type of ['warning', 'critical']) {
      history.replaceState(null, '', `${BASE}/guide`);
      const el = await fixture<ApiDocs>(
        html`<api-docs src=${`${DIR}/docs.json`} base=${BASE} .config=${{ ...DOCS, banner: { content: 'Notice', type } }}></api-docs>`,
      );
      await el.updateComplete;
      colours.push([colour(el, '[part="banner"]', 'backgroundColor'), colour(el, '[part="banner"]')]);
      expect(q(el, '[part="banner-dismiss"]'), 'not dismissible unless docs.json says so').to.equal(null);
      el.remove();
    }
    expect(colours).to.deep.equal([
      ['rgb(251, 191, 36)', 'rgb(0, 0, 0)'],
      ['rgb(185, 28, 28)', 'rgb(255, 255, 255)'],
    ]);
  });
});

describe('<api-docs> site frame: sidebar', () => {
  it('scrolls on its own and opens with the current page in view', async () => {
    await setViewport({ width: 1440, height: 900 });
    const el = await site('api-reference/things/thing-39');
    const sidebar = q(el, '[part="sidebar"]') as HTMLElement;
    expect(getComputedStyle(sidebar).position).to.equal('sticky');
    expect(sidebar.scrollHeight).to.be.greaterThan(sidebar.clientHeight);
    const link = q(el, '.nav-link[aria-current="page"]')!;
    expect(link.textContent).to.contain('Thing 39');
    const inView = (): boolean => {
      const s = sidebar.getBoundingClientRect();
      const l = link.getBoundingClientRect();
      return l.top >= s.top && l.bottom <= s.bottom;
    };
    expect(inView(), 'the current page is in view').to.equal(true);
    expect(window.scrollY, 'the page itself did not scroll').to.equal(0);
  });

  it('stays under the header, at full height, while a long page scrolls', async () => {
    await setViewport({ width: 1440, height: 900 });
    const el = await site('guide');
    const sidebar = q(el, '[part="sidebar"]') as HTMLElement;
    window.scrollTo(0, 800);
    await until(() => window.scrollY === 800);
    const header = box(el, '.header');
    expect(header.top).to.equal(0);
    expect(Math.round(sidebar.getBoundingClientRect().top)).to.equal(Math.round(header.bottom));
    expect(Math.round(sidebar.getBoundingClientRect().bottom)).to.equal(900);
    window.scrollTo(0, 0);
  });

  it('group headings, method pills and the current page marked', async () => {
    await setViewport({ width: 1440, height: 900 });
    const el = await site('api-reference/items/list-items');
    const heading = q(el, '.groups > .group > .group-toggle')!;
    expect(getComputedStyle(heading).fontWeight).to.equal('600');
    const pill = q(el, '.nav-link[aria-current="page"] [part="nav-method"]')!;
    expect(pill.textContent).to.equal('GET');
    expect(getComputedStyle(pill).backgroundColor).to.not.equal('rgba(0, 0, 0, 0)');
    const current = q(el, '.nav-link[aria-current="page"]')!;
    expect(getComputedStyle(current).color).to.equal(getComputedStyle(q(el, '[part="tab"][aria-current]')!).color);
  });
});

describe('<api-docs> site frame: looks', () => {
  it('docs.json theme picks the look: linden sets headings in the code font, maple rounds the cards more', async () => {
    await setViewport({ width: 1440, height: 900 });
    const make = async (theme: string): Promise<ApiDocs> => {
      const el = await fixture<ApiDocs>(
        html`<api-docs src=${`${DIR}/docs.json`} base=${BASE} .config=${{ ...DOCS, theme }}></api-docs>`,
      );
      await el.updateComplete;
      return el;
    };
    history.replaceState(null, '', `${BASE}/guide`);
    const mint = await make('mint');
    const linden = await make('linden');
    const maple = await make('maple');
    const willow = await make('willow');
    expect([mint, linden, maple, willow].map((e) => q(e, '.base')!.getAttribute('data-look'))).to.deep.equal([
      'mint',
      'linden',
      'maple',
      'mint',
    ]);
    const font = (e: ApiDocs): string => getComputedStyle(q(e, '.page-title')!).fontFamily;
    expect(font(linden)).to.not.equal(font(mint));
    expect(font(linden)).to.match(/mono/i);
    const radius = (e: ApiDocs): number => parseFloat(getComputedStyle(q(e, '.pager-card')!).borderTopLeftRadius);
    expect(radius(maple)).to.be.greaterThan(radius(mint));
    expect(radius(linden)).to.be.lessThan(radius(mint));
  });
});

describe('<api-docs> site frame: page modes', () => {
  it('frontmatter mode: wide drops the table of contents for a wider text, center and custom drop the sidebar', async () => {
    await setViewport({ width: 1440, height: 900 });
    const el = await site('guide');
    const width = (): number => box(el, '.page-column').width;
    const sidebarShown = (): boolean => getComputedStyle(q(el, '[part="sidebar"]')!).display !== 'none';
    const normal = width();
    expect(q(el, '.toc')).to.not.equal(null);
    await visit(el, 'wide');
    expect(q(el, '.toc')).to.equal(null);
    expect(width()).to.be.greaterThan(normal + 100);
    expect(sidebarShown()).to.equal(true);
    await visit(el, 'center');
    expect(sidebarShown()).to.equal(false);
    expect(Math.abs(box(el, '.page-column').left + width() / 2 - 720)).to.be.lessThan(30);
    await visit(el, 'custom');
    expect(sidebarShown()).to.equal(false);
    expect(width()).to.be.greaterThan(1300);
  });
});

describe('<api-docs> site frame: fonts', () => {
  it('docs.json fonts: the family leads the text font; a font file of the site is declared, one elsewhere is not fetched', async () => {
    const config = (source: string): Record<string, unknown> => ({
      ...DOCS,
      fonts: { family: 'Frame Sans', source, format: 'woff2', heading: { family: 'Frame Display' } },
    });
    let el = await fixture<ApiDocs>(
      html`<api-docs src=${`${DIR}/docs.json`} base=${BASE} .config=${config('fonts/frame-sans.woff2')}></api-docs>`,
    );
    await el.updateComplete;
    expect(getComputedStyle(q(el, '.mdx-body, .page')!).fontFamily).to.match(/^"Frame Sans", system-ui/);
    expect(getComputedStyle(q(el, '.page-title')!).fontFamily).to.match(/^"Frame Display"/);
    const face = document.head.querySelector('style[data-api-docs="fonts"]')!;
    expect(face.textContent).to.contain(
      `font-family: 'Frame Sans'; src: url("${location.origin}${DIR}/fonts/frame-sans.woff2") format('woff2')`,
    );
    el.remove();
    expect(document.head.querySelector('style[data-api-docs="fonts"]'), 'removed with the site').to.equal(null);
    el = await fixture<ApiDocs>(
      html`<api-docs src=${`${DIR}/docs.json`} base=${BASE} .config=${config('https://fonts.example.test/x.woff2')}></api-docs>`,
    );
    await el.updateComplete;
    expect(document.head.querySelector('style[data-api-docs="fonts"]')).to.equal(null);
    el.remove();
  });
});

describe('<api-docs> site frame: phone drawer', () => {
  it('the menu opens the sidebar as a drawer; Tab stays inside, Escape closes it and focus returns to the button', async () => {
    await setViewport({ width: 390, height: 844 });
    const el = await site('guide');
    const button = q(el, '[part="menu-button"]') as HTMLButtonElement;
    button.focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    const sidebar = q(el, '[part="sidebar"]')!;
    expect(getComputedStyle(sidebar).position).to.equal('fixed');
    expect(sidebar.getBoundingClientRect().left).to.equal(0);
    const inside = (): boolean => sidebar.contains(el.shadowRoot!.activeElement);
    expect(inside(), 'focus moved into the drawer').to.equal(true);
    for (let i = 0; i < 8; i++) {
      await sendKeys({ press: 'Tab' });
      expect(inside(), `Tab ${i}`).to.equal(true);
    }
    await sendKeys({ down: 'Shift' });
    for (let i = 0; i < 3; i++) {
      await sendKeys({ press: 'Tab' });
      expect(inside(), `Shift+Tab ${i}`).to.equal(true);
    }
    await sendKeys({ up: 'Shift' });
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect(getComputedStyle(sidebar).display).to.equal('none');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(el.shadowRoot!.activeElement).to.equal(button);
    expect(document.scrollingElement!.scrollWidth).to.be.at.most(390);
  });
});

describe('<api-docs> site frame: accessibility', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`axe-core with colour contrast, ${scheme}: guide, endpoint page, open drawer`, async function () {
      this.timeout(60_000);
      await emulateMedia({ colorScheme: scheme });
      await setViewport({ width: 1440, height: 900 });
      const el = await site('guide');
      await axeClean(el, `${scheme} guide`);
      await visit(el, 'api-reference/items/list-items');
      await axeClean(el, `${scheme} endpoint`);
      await setViewport({ width: 390, height: 844 });
      (q(el, '[part="menu-button"]') as HTMLButtonElement).click();
      await el.updateComplete;
      await axeClean(el, `${scheme} drawer`);
    });
  }

  it('prefers-reduced-motion turns the transitions of the frame off', async () => {
    const el = await site('guide');
    const duration = (): string => getComputedStyle(q(el, '.pager-card')!).transitionDuration;
    expect(duration()).to.not.equal('0s');
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      expect(duration()).to.equal('0s');
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  it('controls of the frame are at least 24×24 px', async () => {
    await setViewport({ width: 1440, height: 900 });
    const el = await site('guide');
    const small = qa(el, '.header button, .header a, .banner button, .nav-link, .toc-link, .pager-card')
      .map((c) => [c, c.getBoundingClientRect()] as const)
      .filter(([, r]) => r.width > 0 && (r.width < 24 || r.height < 24))
      .map(([c, r]) => `${c.className} ${Math.round(r.width)}×${Math.round(r.height)}`);
    expect(small).to.deep.equal([]);
  });
});
