// Theming of every element, rendered from real fixtures in Chromium: the page's `--api-*` tokens and
// per-element knobs reach the right inner region, `::part()` rules style the named region only,
// `theme="light|dark|auto"` switches colours (auto follows the emulated `prefers-color-scheme`), an
// aggressive page reset leaves every element's layout and buttons intact, and no element's styles
// reach its light-DOM neighbours.
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import type { LitElement } from 'lit';
import '../../components/register-all.js';
import { coreTokenDescriptions, darkTokens, lightTokens, type TokenName } from '../../components/themes/tokens.js';
import { afterEach, describe, it } from '../fixtures/endpoint/mocha.js';
import { resetLocation } from '../fixtures/site-element/helpers.js';
import {
  addPageStyle,
  AGGRESSIVE_RESET,
  controlStyles,
  deepElements,
  find,
  layoutOf,
  LEAK_PROBE,
  leakProps,
  rgb,
  settle,
  visibleButtons,
} from '../fixtures/theming/page.js';
import { CASES, mount, type ThemingCase } from '../fixtures/theming/cases.js';

const PROBE = 'rgb(1, 2, 3)';
const OTHER = 'rgb(4, 5, 6)';

afterEach(async () => {
  document.querySelectorAll('[data-theming-test]').forEach((node) => node.remove());
  resetLocation();
  await emulateMedia({ colorScheme: 'light' });
});

interface ManifestElement {
  readonly tagName?: string;
  readonly cssParts?: readonly { name: string }[];
  readonly cssProperties?: readonly { name: string }[];
}

let manifest: Promise<ManifestElement[]> | undefined;

/** The element's entry in custom-elements.json (what Storybook and the element pages of docs/ show). */
async function manifestEntry(tag: string): Promise<ManifestElement> {
  manifest ??= fetch('/custom-elements.json')
    .then((r) => r.json())
    .then((m: { modules: { declarations?: ManifestElement[] }[] }) =>
      m.modules.flatMap((mod) => mod.declarations ?? []),
    );
  const found = (await manifest).find((d) => d.tagName === tag);
  if (found === undefined) throw new Error(`<${tag}> is not in custom-elements.json`);
  return found;
}

/** A computed style property of a region found by a deep path inside `el`. */
function styleOf(el: Element, path: string, prop: string): string {
  return getComputedStyle(find(el, path)).getPropertyValue(prop);
}

function describeCase(c: ThemingCase): void {
  describe(`<${c.tag}>`, () => {
    it(`--api-${c.token.name} on the element recolours ${c.token.region}, and so does --${c.tag}-${c.token.name}`, async () => {
      const el = await mount(c);
      const before = styleOf(el, c.token.region, c.token.prop);
      expect(before, 'the probe colour is not the default').to.not.equal(PROBE);
      const rule = addPageStyle(`${c.tag} { --api-${c.token.name}: ${PROBE}; }`);
      await settle(el);
      expect(styleOf(el, c.token.region, c.token.prop)).to.equal(PROBE);
      rule.remove();
      addPageStyle(`${c.tag} { --${c.tag}-${c.token.name}: ${OTHER}; }`);
      await settle(el);
      expect(styleOf(el, c.token.region, c.token.prop)).to.equal(OTHER);
    });

    if (c.nested !== undefined) {
      const nested = c.nested;
      it(`--api-${nested.name} on the element reaches the element nested in it (${nested.region})`, async () => {
        const el = await mount(c);
        expect(styleOf(el, nested.region, nested.prop)).to.not.equal(PROBE);
        addPageStyle(`${c.tag} { --api-${nested.name}: ${PROBE}; }`);
        await settle(el);
        expect(styleOf(el, nested.region, nested.prop)).to.equal(PROBE);
      });
    }

    it(`--api-font-mono on the element sets the code font of ${c.mono}`, async () => {
      const el = await mount(c);
      expect(styleOf(el, c.mono, 'font-family')).to.not.contain('Courier New');
      addPageStyle(`${c.tag} { --api-font-mono: 'Courier New', monospace; }`);
      await settle(el);
      expect(styleOf(el, c.mono, 'font-family')).to.equal('"Courier New", monospace');
    });

    it(`::part(${c.part.name}) styles ${c.part.name} and nothing else`, async () => {
      const el = await mount(c);
      // Every other region, at any depth: same-named parts of nested elements are not exported.
      const others = deepElements(el).filter(
        (p) =>
          p.hasAttribute('part') &&
          !(p.getRootNode() === el.shadowRoot && p.getAttribute('part')!.split(/\s+/).includes(c.part.name)),
      );
      expect(others.length, 'other parts to compare with').to.be.greaterThan(0);
      addPageStyle(`${c.tag}::part(${c.part.name}) { outline: 3px dashed ${PROBE}; }`);
      await settle(el);
      const region = find(el, c.part.region);
      expect(getComputedStyle(region).outlineColor).to.equal(PROBE);
      expect(getComputedStyle(region).outlineStyle).to.equal('dashed');
      for (const other of others)
        expect(getComputedStyle(other).outlineStyle, other.getAttribute('part')!).to.not.equal('dashed');
    });

    it('theme="dark", theme="light" and theme="auto" (following prefers-color-scheme) switch its colours', async () => {
      const { region, prop, token } = c.surface;
      const el = await mount(c);
      const target = c.themeTarget?.(el) ?? el;
      const light = rgb(lightTokens[token]);
      const dark = rgb(darkTokens[token]);
      expect(light).to.not.equal(dark);

      target.setAttribute('theme', 'dark');
      await settle(el);
      expect(styleOf(el, region, prop), 'theme="dark"').to.equal(dark);

      await emulateMedia({ colorScheme: 'dark' });
      target.setAttribute('theme', 'light');
      await settle(el);
      expect(styleOf(el, region, prop), 'theme="light" on a dark-preferring reader').to.equal(light);

      target.setAttribute('theme', 'auto');
      await settle(el);
      expect(styleOf(el, region, prop), 'theme="auto", dark preferred').to.equal(dark);
      await emulateMedia({ colorScheme: 'light' });
      await settle(el);
      expect(styleOf(el, region, prop), 'theme="auto", light preferred').to.equal(light);
    });

    it('keeps its layout, fonts and buttons under an aggressive page reset', async () => {
      const el = await mount(c);
      // The layout at rest: parts that finish after the first render (an icon set, highlighting) may still change it.
      let layout = layoutOf(el);
      for (let i = 0; i < 20; i++) {
        await settle(el);
        const again = layoutOf(el);
        if (JSON.stringify(again) === JSON.stringify(layout)) break;
        layout = again;
      }
      const buttons = visibleButtons(el);
      expect(buttons.length, 'buttons to watch').to.be.greaterThan(0);
      const font = getComputedStyle(find(el, c.text)).fontFamily;
      addPageStyle(AGGRESSIVE_RESET);
      await settle(el);
      for (const { button, width, height, label } of buttons) {
        expect(button.checkVisibility(), `${label} is visible`).to.equal(true);
        const box = button.getBoundingClientRect();
        expect([Math.round(box.width), Math.round(box.height)], `${label} keeps its size`).to.deep.equal([
          width,
          height,
        ]);
      }
      expect(getComputedStyle(find(el, c.text)).fontFamily, `the font of ${c.text}`).to.equal(font);
      expect(layoutOf(el)).to.deep.equal(layout);
    });

    it('custom-elements.json documents every part it (and each element in it) renders, and its theme knobs', async () => {
      const el = await mount(c);
      // A private element of the site (the Copy page menu) is not in the manifest; its parts are documented only
      // when it hands them to the page with exportparts, since a page's ::part() cannot reach them otherwise.
      const isPrivate = (e: Element): boolean => e.localName === 'api-page-actions' && !e.hasAttribute('exportparts');
      const hosts = [
        el,
        ...deepElements(el).filter((e) => e.shadowRoot !== null && e.localName.includes('-') && !isPrivate(e)),
      ];
      for (const host of hosts) {
        const documented = new Set(((await manifestEntry(host.localName)).cssParts ?? []).map((p) => p.name));
        const rendered = new Set<string>();
        for (const node of host.shadowRoot?.querySelectorAll('[part], [exportparts]') ?? []) {
          node
            .getAttribute('part')
            ?.split(/\s+/)
            .filter(Boolean)
            .forEach((p) => rendered.add(p));
          node
            .getAttribute('exportparts')
            ?.split(',')
            .forEach((pair) => rendered.add(pair.split(':').pop()!.trim()));
        }
        const missing = [...rendered].filter((p) => !documented.has(p));
        expect(missing, `parts of <${host.localName}> missing from its @csspart docs`).to.deep.equal([]);
      }
      const declaration = await manifestEntry(c.tag);
      const properties = new Set((declaration.cssProperties ?? []).map((p) => p.name));
      const knobs = Object.keys(coreTokenDescriptions).map((t) => `--${c.tag}-${t}`);
      expect(
        knobs.filter((k) => !properties.has(k)),
        'undocumented knobs',
      ).to.deep.equal([]);
    });

    it('does not style its light-DOM neighbours', async () => {
      const el = await mount(c, { withProbe: true });
      const probe = el.parentElement!.querySelector<HTMLElement>('.leak-probe')!;
      const control = await controlStyles(LEAK_PROBE);
      for (const [selector, expected] of control) {
        const node = probe.matches(selector) ? probe : probe.querySelector(selector);
        expect(node, selector).to.not.equal(null);
        expect(leakProps(node!), selector).to.deep.equal(expected);
      }
    });
  });
}

const byTag = (tag: string): ThemingCase => CASES.find((c) => c.tag === tag)!;

describe('theming', () => {
  for (const c of CASES) describeCase(c);

  it('the one-rule example (examples/theming.html) changes the accent and the code font of every element', async () => {
    const page = new DOMParser().parseFromString(await (await fetch('/examples/theming.html')).text(), 'text/html');
    const rule = page.getElementById('one-rule')?.textContent ?? '';
    const accent = /--api-accent:\s*(#[0-9a-f]{6})/i.exec(rule)?.[1];
    expect(accent, 'the example sets --api-accent').to.be.a('string');
    addPageStyle(rule);
    for (const tag of ['api-endpoint', 'api-snippets', 'api-playground']) {
      const c = byTag(tag);
      const el = await mount(c);
      expect(styleOf(el, c.token.region, c.token.prop), `${tag}: accent`).to.equal(rgb(accent!));
      expect(styleOf(el, c.mono, 'font-family'), `${tag}: code font`).to.contain('JetBrains Mono');
    }
  });

  it('--api-code-background and --api-code-foreground recolour every code block', async () => {
    addPageStyle(`:root { --api-code-background: ${PROBE}; --api-code-foreground: ${OTHER}; }`);
    for (const tag of ['api-endpoint', 'api-response', 'api-snippets']) {
      const el = await mount(byTag(tag));
      expect(styleOf(el, '[part~="code"]', 'background-color'), `${tag}: background`).to.equal(PROBE);
      const text = find(el, '[part~="code"]').querySelector('pre') ?? find(el, '[part~="code"]');
      expect(getComputedStyle(text).color, `${tag}: text`).to.equal(OTHER);
    }
  });

  it('the leak check notices a page rule that reaches the probe (so it can fail)', async () => {
    const el = await mount(byTag('param-field'), { withProbe: true });
    const probe = el.parentElement!.querySelector('.leak-probe')!;
    addPageStyle('.leak-probe .badge { border-radius: 999px; }');
    const control = await controlStyles(LEAK_PROBE);
    expect(leakProps(probe.querySelector('span')!)).to.not.deep.equal(control.get('span'));
  });

  it("<docs-config> passes the page's own text styles to its children", async () => {
    addPageStyle(`.page-text { font-family: 'Courier New', monospace; color: ${PROBE}; font-size: 13px; }`);
    const box = document.createElement('div');
    box.dataset['themingTest'] = '';
    box.className = 'page-text';
    box.innerHTML = `<docs-config src="/test/fixtures/docs/docs.json"><p>Page content</p></docs-config>`;
    document.body.append(box);
    const config = box.querySelector<LitElement>('docs-config')!;
    await config.updateComplete;
    const p = getComputedStyle(box.querySelector('p')!);
    expect([p.fontFamily, p.color, p.fontSize]).to.deep.equal(['"Courier New", monospace', PROBE, '13px']);
  });

  it('docs.json colors.primary colours the site and what it embeds; --api-docs-accent still wins over it', async () => {
    const c = CASES.find((x) => x.tag === 'api-docs')!;
    const el = (await mount(c, { primary: PROBE })) as LitElement;
    expect(styleOf(el, c.token.region, c.token.prop), 'the site chrome').to.equal(PROBE);
    addPageStyle(`api-docs { --api-accent: ${OTHER}; }`);
    await settle(el);
    expect(styleOf(el, c.token.region, c.token.prop), 'a theme file cannot undo the brand colour').to.equal(PROBE);
    addPageStyle(`api-docs { --api-docs-accent: rgb(7, 8, 9); }`);
    await settle(el);
    expect(styleOf(el, c.token.region, c.token.prop)).to.equal('rgb(7, 8, 9)');
  });
});

// light.css and dark.css are made from token-values.ts (test/core/theme-css.test.ts); the Theming page of the
// documentation (docs/theming.mdx) must list them all.
describe('the token files', () => {
  const names = Object.keys(lightTokens) as TokenName[];
  it('the Theming page documents every --api-* token', async () => {
    const text = await (await fetch('/docs/theming.mdx')).text();
    const missing = names.filter((n) => !text.includes(`--api-${n}`));
    expect(missing).to.deep.equal([]);
  });
});
