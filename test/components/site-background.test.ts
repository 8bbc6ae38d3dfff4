// docs.json `background` in real Chromium: the page colour per scheme, the image from the site's origin
// (one from plain http: elsewhere is never used), and the decoration behind the top of the page.
import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, writeFile } from '@web/test-runner-commands';
import '../../components/api-docs/api-docs.js';
import type { ApiDocs } from '../../components/api-docs/api-docs.element.js';
import { afterEach, before, describe, it } from '../fixtures/endpoint/mocha.js';
import { q, resetLocation, until } from '../fixtures/site-element/helpers.js';

const DIR = '/.test-results/site-background';
const BASE = '/site-background';

const docs = (background: unknown, styling?: unknown): string =>
  JSON.stringify({
    name: 'Background Docs',
    background,
    ...(styling === undefined ? {} : { styling }),
    navigation: { tabs: [{ tab: 'Guides', groups: [{ group: 'Start', pages: ['intro'] }] }] },
  });

before(async () => {
  await writeFile({ path: `../..${DIR}/intro.mdx`, content: '---\ntitle: Intro\n---\n\nWelcome.\n' });
  await writeFile({
    path: `../..${DIR}/docs.json`,
    content: docs({
      color: { light: '#fdfcf7', dark: '#0b1020' },
      image: { light: '/bg/light.png' },
      decoration: 'grid',
    }),
  });
  await writeFile({
    path: `../..${DIR}/section.json`,
    content: docs(undefined, { eyebrows: 'section' }),
  });
  await writeFile({
    path: `../..${DIR}/breadcrumbs.json`,
    content: docs(undefined, { eyebrows: 'breadcrumbs' }),
  });
  await writeFile({
    path: `../..${DIR}/elsewhere.json`,
    content: docs({ image: { light: 'http://elsewhere.example/bg.png' }, decoration: 'gradient' }),
  });
});

afterEach(async () => {
  resetLocation();
  localStorage.clear();
  await emulateMedia({ colorScheme: 'light' });
});

async function site(file: string): Promise<{ el: ApiDocs; base: HTMLElement }> {
  history.replaceState(null, '', `${BASE}/intro`);
  const el = await fixture<ApiDocs>(html`<api-docs src=${`${DIR}/${file}`} base=${BASE}></api-docs>`);
  await until(() => q(el, '.base[style]') !== null && q(el, '.page') !== null);
  return { el, base: q(el, '.base')! as HTMLElement };
}

describe('<api-docs> docs.json background', () => {
  it('paints the page in the light colour, with the image and the grid', async () => {
    const { base } = await site('docs.json');
    const style = getComputedStyle(base);
    expect(style.backgroundColor).to.equal('rgb(253, 252, 247)');
    expect(style.backgroundImage).to.contain(`url("${location.origin}/bg/light.png")`);
    expect(style.backgroundImage).to.contain('linear-gradient');
    expect(base.dataset['decoration']).to.equal('grid');
  });

  it('switches to the dark colour with the dark scheme, keeping the one image for both', async () => {
    await emulateMedia({ colorScheme: 'dark' });
    const { el, base } = await site('docs.json');
    el.setAttribute('theme', 'dark');
    await el.updateComplete;
    const style = getComputedStyle(base);
    expect(style.backgroundColor).to.equal('rgb(11, 16, 32)');
    expect(style.backgroundImage).to.contain('/bg/light.png');
  });

  it('never uses an image from plain http: on another origin; the gradient still shows', async () => {
    const { base } = await site('elsewhere.json');
    const style = getComputedStyle(base);
    expect(style.backgroundImage).not.to.contain('elsewhere.example');
    expect(style.backgroundImage).to.contain('radial-gradient');
  });

  it('styling.eyebrows: only the section by default (as on Mintlify) and with "section", the path with "breadcrumbs"', async () => {
    const byDefault = await site('docs.json');
    expect(q(byDefault.el, '[part="breadcrumbs"]')!.textContent).to.equal('Start');
    const section = await site('section.json');
    expect(q(section.el, '[part="breadcrumbs"]')!.textContent).to.equal('Start');
    const full = await site('breadcrumbs.json');
    expect(q(full.el, '[part="breadcrumbs"]')!.textContent).to.equal('Guides › Start');
  });
});
