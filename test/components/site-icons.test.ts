// Icons by name in real Chromium, from the one bundled set: the sidebar's group and page icons and the page's
// <Icon> and cards draw the same drawings, named as docs.json `icons.library` names them (Tabler's `world` and
// `home` here), an unknown name is a neutral dot, and nothing is fetched from another origin to draw them.
import { expect, fixture, html } from '@open-wc/testing';
import { writeFile } from '@web/test-runner-commands';
import '../../components/api-docs/api-docs.js';
import type { ApiDocs } from '../../components/api-docs/api-docs.element.js';
import { iconPath } from '../../src/icons/icon-set.js';
import { afterEach, before, describe, it } from '../fixtures/endpoint/mocha.js';
import { q, resetLocation, until } from '../fixtures/site-element/helpers.js';

const DIR = '/.test-results/site-icons';
const BASE = '/site-icons';

const docs = (library?: string): string =>
  JSON.stringify({
    name: 'Icon Docs',
    ...(library === undefined ? {} : { icons: { library } }),
    navigation: { groups: [{ group: 'Start', icon: 'world', pages: ['intro'] }] },
  });

before(async () => {
  const write = (name: string, content: string) => writeFile({ path: `../..${DIR}/${name}`, content });
  await write(
    'intro.mdx',
    '---\ntitle: Intro\nicon: home\n---\n\n<Icon icon="home" /> <Icon icon="flux-capacitor" />\n\n<Card title="Settings" icon="settings">Tune it.</Card>\n',
  );
  await write('tabler.json', docs('tabler'));
  await write('fontawesome.json', docs());
});

afterEach(() => resetLocation());

async function site(file: string): Promise<ApiDocs> {
  history.replaceState(null, '', `${BASE}/intro`);
  const el = await fixture<ApiDocs>(html`<api-docs src=${`${DIR}/${file}`} base=${BASE}></api-docs>`);
  await until(() => q(el, '.page') !== null);
  return el;
}

/** The drawing's path data of the svg inside `host` (a sidebar icon or a page's icon span), once drawn. */
async function drawn(el: ApiDocs, selector: string): Promise<string | undefined> {
  const path = await until(() => q(el, `${selector} path`) ?? q(el, `${selector}`)?.querySelector('path'));
  return path?.getAttribute('d') ?? undefined;
}

describe('<api-docs> icons from the bundled set', () => {
  it('icons.library tabler: the sidebar and the page draw Tabler names with the set’s drawings', async () => {
    const el = await site('tabler.json');
    expect(el.shadowRoot!.querySelector('.base')!.getAttribute('data-icon-library')).to.equal('tabler');
    expect(await drawn(el, 'svg.group-icon')).to.equal(iconPath('globe'));
    expect(await drawn(el, 'svg.nav-icon')).to.equal(iconPath('house'));
    const spans = await until(() => {
      const all = [...el.shadowRoot!.querySelectorAll<HTMLElement>('.page span.icon[data-drawn]')];
      return all.length >= 3 ? all : undefined;
    });
    expect(spans, 'three icons drawn').to.exist;
    const d = (name: string): string | null | undefined =>
      spans!
        .find((s) => s.dataset['icon'] === name)
        ?.querySelector('path')
        ?.getAttribute('d');
    expect(d('home')).to.equal(iconPath('house'));
    expect(d('settings')).to.equal(iconPath('gear'));
    expect(d('flux-capacitor')).to.equal(iconPath('neutral'));
    const box = spans!.find((s) => s.dataset['icon'] === 'home')!.getBoundingClientRect();
    expect(box.width).to.be.greaterThan(8);
    // Nothing from another origin was fetched to draw them (no icon font, no CDN).
    const foreign = performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((url) => new URL(url).origin !== location.origin);
    expect(foreign).to.deep.equal([]);
  });

  it('the default library (Font Awesome) still draws Tabler-only names it can map, in the sidebar too', async () => {
    const el = await site('fontawesome.json');
    expect(el.shadowRoot!.querySelector('.base')!.getAttribute('data-icon-library')).to.equal('fontawesome');
    expect(await drawn(el, 'svg.group-icon')).to.equal(iconPath('globe'));
  });
});
