// Icons by name in real Chromium: the sidebar's group and page icons and the page's <Icon> and cards are drawn from
// Font Awesome Free (solid, regular, brands), Lucide and Tabler as docs.json `icons.library` names them, with the
// very path data of each package's own SVG file (fetched here from node_modules to compare), in currentColor, in
// the light and the dark theme, accessible; a Pro-only style is drawn as the free one; an unknown name is a neutral
// dot; nothing is fetched from another origin, and no whole icon set is loaded.
import { expect, fixture, html } from '@open-wc/testing';
import { writeFile } from '@web/test-runner-commands';
import '../../components/api-docs/api-docs.js';
import type { ApiDocs } from '../../components/api-docs/api-docs.element.js';
import { afterEach, before, describe, it } from '../fixtures/endpoint/mocha.js';
import { frames, q, resetLocation, until } from '../fixtures/site-element/helpers.js';

const DIR = '/.test-results/site-icons';
const BASE = '/site-icons';
const FA = '/node_modules/@fortawesome/fontawesome-free/svgs';
const LUCIDE = '/node_modules/lucide-static/icons';
const TABLER = '/node_modules/@tabler/icons/icons';

const docs = (library: string | undefined, groups: [string, string | object][]): string =>
  JSON.stringify({
    name: 'Icon Docs',
    ...(library === undefined ? {} : { icons: { library } }),
    navigation: {
      groups: groups.map(([group, icon], i) => ({ group, icon, pages: [i === 0 ? 'intro' : `more-${i}`] })),
    },
  });

before(async () => {
  const write = (name: string, content: string) => writeFile({ path: `../..${DIR}/${name}`, content });
  await write(
    'intro.mdx',
    '---\ntitle: Intro\nicon: house\n---\n\n<Icon icon="house" /> <Icon icon="zorblax-quuxify" />\n\n<Card title="Settings" icon="github">Tune it.</Card>\n',
  );
  for (const i of [1, 2, 3, 4, 5]) await write(`more-${i}.mdx`, `---\ntitle: More ${i}\n---\n\nMore.\n`);
  await write('more-1.mdx', '---\ntitle: More 1\nicon: bell\niconType: solid\n---\n\nMore.\n');
  await write(
    'fontawesome.json',
    docs(undefined, [
      ['Solid', 'network-wired'],
      ['Brands', 'discord'],
      ['Pro light', 'fa-light fa-bell'],
      ['Unknown', 'zorblax-quuxify'],
      ['Object', { name: 'bell', style: 'solid' }],
      ['Other library', { name: 'zap', library: 'lucide' }],
    ]),
  );
  await write('lucide.json', docs('lucide', [['Zap', 'zap']]));
  await write('tabler.json', docs('tabler', [['World', 'world']]));
});

afterEach(() => resetLocation());

async function site(file: string, theme: 'light' | 'dark'): Promise<ApiDocs> {
  history.replaceState(null, '', `${BASE}/intro`);
  const el = await fixture<ApiDocs>(html`<api-docs src=${`${DIR}/${file}`} base=${BASE} theme=${theme}></api-docs>`);
  await until(() => q(el, '.page') !== null);
  return el;
}

/** The path data of a package's SVG file (Tabler's outline files start with an invisible bounding square). */
async function packagePaths(url: string): Promise<string[]> {
  const text = await (await fetch(url)).text();
  const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
  return [...doc.querySelectorAll('path')]
    .filter((p) => p.getAttribute('stroke') !== 'none')
    .map((p) => p.getAttribute('d')!);
}

/** The svg the sidebar shows in the group titled `title`, once drawn (a path, not the dot's circle). */
async function groupIcon(el: ApiDocs, title: string): Promise<SVGSVGElement> {
  const svg = await until(() => {
    const found = el.shadowRoot!.querySelector<SVGSVGElement>(`li.group[data-group="${title}"] svg.group-icon`);
    return found?.querySelector('path') ? found : undefined;
  });
  return svg!;
}

const pathsOf = (svg: Element): string[] => [...svg.querySelectorAll('path')].map((p) => p.getAttribute('d')!);

/** Drawn in the text colour: filled (Font Awesome) or stroked (Lucide, Tabler) with the svg's computed colour. */
function paintedInTextColour(svg: SVGSVGElement, stroke: boolean): string {
  const colour = getComputedStyle(svg).color;
  const path = getComputedStyle(svg.querySelector('path')!);
  expect(stroke ? path.stroke : path.fill).to.equal(colour);
  expect(stroke ? path.fill : path.stroke).to.equal('none');
  return colour;
}

for (const theme of ['light', 'dark'] as const) {
  describe(`<api-docs> icons, ${theme} theme`, () => {
    it('Font Awesome (the default): solid, regular and brands drawings, the package’s paths, filled', async () => {
      const el = await site('fontawesome.json', theme);
      const solid = await groupIcon(el, 'Solid');
      expect(pathsOf(solid)).to.deep.equal(await packagePaths(`${FA}/solid/network-wired.svg`));
      expect(solid.getAttribute('viewBox')).to.equal('0 0 576 512');
      paintedInTextColour(solid, false);
      expect(pathsOf(await groupIcon(el, 'Brands'))).to.deep.equal(await packagePaths(`${FA}/brands/discord.svg`));
      // Pro's light style is drawn as the free regular bell; a page icon with no style is regular where free has it.
      expect(pathsOf(await groupIcon(el, 'Pro light'))).to.deep.equal(await packagePaths(`${FA}/regular/bell.svg`));
      const page = await until(() => {
        const svg = el.shadowRoot!.querySelector<SVGSVGElement>('a.nav-link[data-slug="intro"] svg.nav-icon');
        return svg?.querySelector('path') ? svg : undefined;
      });
      expect(pathsOf(page!)).to.deep.equal(await packagePaths(`${FA}/regular/house.svg`));
      // A page's frontmatter iconType draws its sidebar icon in that style.
      // (Its frontmatter is read in the background: the icon shows once it is.)
      const styled = await frames(() =>
        el.shadowRoot!.querySelector('a.nav-link[data-slug="more-1"] svg.nav-icon path')?.closest('svg'),
      );
      expect(pathsOf(styled)).to.deep.equal(await packagePaths(`${FA}/solid/bell.svg`));
      // The object form: its own style, its own library (a Lucide icon, stroked, in a Font Awesome site).
      expect(pathsOf(await groupIcon(el, 'Object'))).to.deep.equal(await packagePaths(`${FA}/solid/bell.svg`));
      const zap = await groupIcon(el, 'Other library');
      expect(pathsOf(zap)).to.deep.equal(await packagePaths(`${LUCIDE}/zap.svg`));
      paintedInTextColour(zap, true);
      // An unknown name: the neutral dot, never an empty box.
      const unknown = el.shadowRoot!.querySelector('li.group[data-group="Unknown"] svg.group-icon')!;
      await el.updateComplete;
      expect(unknown.querySelector('circle')).to.exist;
      // The page's own icons: the same drawings (a card's brand icon too).
      const spans = await until(() => {
        const all = [...el.shadowRoot!.querySelectorAll<HTMLElement>('.page span.icon[data-drawn]')];
        return all.length >= 3 && all.every((s) => s.querySelector('path')) ? all : undefined;
      });
      const span = (name: string): Element => spans!.find((s) => s.dataset['icon'] === name)!.querySelector('svg')!;
      expect(pathsOf(span('house'))).to.deep.equal(await packagePaths(`${FA}/regular/house.svg`));
      expect(pathsOf(span('github'))).to.deep.equal(await packagePaths(`${FA}/brands/github.svg`));
      expect(span('house').getBoundingClientRect().width).to.be.greaterThan(8);
      await expect(el).to.be.accessible();
      // Nothing from another origin (no icon font, no CDN), and only the data chunks holding these names.
      const resources = performance.getEntriesByType('resource').map((e) => e.name);
      expect(resources.filter((url) => new URL(url).origin !== location.origin)).to.deep.equal([]);
      expect(resources.filter((url) => /\/src\/icons\/data\/fontawesome-\d+/.test(url)).length).to.be.below(12);
    });

    it('Lucide: the package’s paths, stroked 2 units wide with round ends', async () => {
      const el = await site('lucide.json', theme);
      const zap = await groupIcon(el, 'Zap');
      expect(pathsOf(zap)).to.deep.equal(await packagePaths(`${LUCIDE}/zap.svg`));
      expect(zap.getAttribute('viewBox')).to.equal('0 0 24 24');
      expect(zap.getAttribute('stroke-width')).to.equal('2');
      expect(zap.getAttribute('stroke-linecap')).to.equal('round');
      paintedInTextColour(zap, true);
      const page = await until(() => el.shadowRoot!.querySelector('a.nav-link[data-slug="intro"] svg.nav-icon path'));
      expect(pathsOf(page!.parentElement!)).to.deep.equal(await packagePaths(`${LUCIDE}/house.svg`));
      await expect(el).to.be.accessible();
    });

    it('Tabler: the package’s outline paths, stroked; its brand icons by their plain names', async () => {
      const el = await site('tabler.json', theme);
      const world = await groupIcon(el, 'World');
      expect(pathsOf(world)).to.deep.equal(await packagePaths(`${TABLER}/outline/world.svg`));
      paintedInTextColour(world, true);
      const card = await until(() => el.shadowRoot!.querySelector('.page span.icon[data-icon="github"] svg path'));
      expect(pathsOf(card!.parentElement!)).to.deep.equal(await packagePaths(`${TABLER}/outline/brand-github.svg`));
      await expect(el).to.be.accessible();
    });
  });
}

describe('<api-docs> icons follow the theme', () => {
  it('the same icon takes the text colour of each theme', async () => {
    const colours: string[] = [];
    for (const theme of ['light', 'dark'] as const) {
      const el = await site('tabler.json', theme);
      colours.push(getComputedStyle(await groupIcon(el, 'World')).color);
    }
    expect(colours[0]).to.not.equal(colours[1]);
  });
});
