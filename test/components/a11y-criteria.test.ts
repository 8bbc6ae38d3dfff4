// WCAG 2.2 AA checks that back docs/accessibility.mdx, in real Chromium on an <api-docs> site's endpoint
// page and its open "Try it" panel after a response: every interactive control a target of at least
// 24×24 CSS px or spaced as 2.5.8 allows; every control reached by Tab showing a focus indicator; with
// prefers-reduced-motion no transition or animation longer than 0.01 s; the response arriving inside a
// live region; the panel's controls named as a list says (Chromium's accessibility tree); and a guide with
// the search dialog open measured for target size and motion. Controls are gathered through every open shadow
// root, as a reader's browser sees them.
import { expect, fixture, html } from '@open-wc/testing';
import { a11ySnapshot, emulateMedia, sendKeys, setViewport, writeFile } from '@web/test-runner-commands';
import '../../components/api-docs/api-docs.js';
import '../../components/api-endpoint/api-endpoint.js';
import type { ApiDocs } from '../../components/api-docs/api-docs.element.js';
import type { ApiPlayground } from '../../components/api-playground/api-playground.element.js';
import { forgetTypedCredentials } from '../../components/api-playground/playground-credentials.js';
import { after, afterEach, before, describe, it } from '../fixtures/endpoint/mocha.js';
import { testServers, until } from '../fixtures/playground/helpers.js';
import { resetLocation, sidebarSlugs, visit } from '../fixtures/site-element/helpers.js';
import { sr, tryItOpen, tryItPanel } from '../support/layout.js';

const DIR = '/.test-results/a11y-criteria';
const BASE = '/a11y-criteria';

const DOCS = {
  name: 'Criteria',
  navbar: { links: [{ label: 'Blog', href: 'https://blog.example.test/' }] },
  navigation: {
    groups: [
      { group: 'Start', pages: ['intro'] },
      { group: 'Reference', openapi: 'spec.json' },
    ],
  },
};

async function spec(): Promise<object> {
  return {
    openapi: '3.0.3',
    info: { title: 'Criteria', version: '1' },
    servers: [{ url: (await testServers()).cors }],
    paths: {
      '/json': {
        get: {
          summary: 'Read the greeting',
          parameters: [
            { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1 } },
            { name: 'mode', in: 'query', schema: { type: 'string', enum: ['short', 'long'] } },
            { name: 'verbose', in: 'query', schema: { type: 'boolean' } },
          ],
          responses: {
            '200': {
              description: 'OK',
              content: {
                'application/json': {
                  schema: { type: 'object', properties: { hello: { type: 'string' }, list: { type: 'array' } } },
                },
              },
            },
            '404': { description: 'Not found' },
          },
        },
      },
    },
  };
}

before(async () => {
  await writeFile({ path: `../..${DIR}/docs.json`, content: JSON.stringify(DOCS) });
  await writeFile({ path: `../..${DIR}/intro.mdx`, content: '---\ntitle: Intro\n---\n\nWelcome.\n' });
  await writeFile({ path: `../..${DIR}/spec.json`, content: JSON.stringify(await spec()) });
});
afterEach(async () => {
  resetLocation();
  forgetTypedCredentials();
  await emulateMedia({ reducedMotion: 'no-preference', colorScheme: 'light' });
});
after(() => setViewport({ width: 800, height: 600 }));

/** Every element under `root`, through open shadow roots (slotted light DOM is reached from its host). */
function deep(root: Element | ShadowRoot): Element[] {
  const out: Element[] = [];
  const walk = (node: Element | ShadowRoot): void => {
    for (const child of node.children) {
      out.push(child);
      if (child.shadowRoot) walk(child.shadowRoot);
      walk(child);
    }
  };
  walk(root);
  if (root instanceof Element && root.shadowRoot) walk(root.shadowRoot);
  return out;
}

const CONTROL =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="tab"], [role="button"], [role="option"], [role="menuitem"], [tabindex]:not([tabindex="-1"])';

/** Interactive controls drawn on screen (a size, not hidden by visibility). */
function controls(root: Element): Element[] {
  return deep(root).filter((e) => {
    if (!e.matches(CONTROL)) return false;
    const r = e.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(e).visibility !== 'hidden';
  });
}

/** A link inside a run of text (2.5.8's inline exception): its block holds more text than the link. */
function inlineLink(e: Element): boolean {
  if (e.localName !== 'a') return false;
  const block = e.parentElement?.closest('p, li, td, dd, blockquote');
  return (
    block !== null &&
    block !== undefined &&
    (block.textContent ?? '').trim().length > (e.textContent ?? '').trim().length
  );
}

const describeControl = (e: Element, r: DOMRect): string =>
  `<${e.localName}${e.getAttribute('part') ? ` part="${e.getAttribute('part')}"` : ''}${e.className && typeof e.className === 'string' ? ` class="${e.className}"` : ''}> "${(e.getAttribute('aria-label') ?? e.textContent ?? '').trim().slice(0, 30)}" ${Math.round(r.width)}×${Math.round(r.height)}`;

/**
 * WCAG 2.2 2.5.8: each control is at least 24×24, or a 24 px circle centred on it meets no other control
 * (nor another undersized control's circle); links inside text are exempt. Returns the controls that fail.
 */
function targetFailures(root: Element): string[] {
  const all = controls(root).map((e) => [e, e.getBoundingClientRect()] as const);
  const small = all.filter(([e, r]) => (r.width < 24 || r.height < 24) && !inlineLink(e));
  const centre = (r: DOMRect): [number, number] => [r.x + r.width / 2, r.y + r.height / 2];
  const nearest = (x: number, y: number, r: DOMRect): number => {
    const dx = Math.max(r.left - x, 0, x - r.right);
    const dy = Math.max(r.top - y, 0, y - r.bottom);
    return Math.hypot(dx, dy);
  };
  return small
    .filter(([e, r]) => {
      const [x, y] = centre(r);
      return all.some(([other, o]) => {
        if (other === e || other.contains(e) || e.contains(other)) return false;
        const otherSmall = small.some(([s]) => s === other);
        // Another undersized target: the two circles must not overlap; a full-size one: not inside this circle.
        if (otherSmall) {
          const [ox, oy] = centre(o);
          return Math.hypot(ox - x, oy - y) < 24;
        }
        return nearest(x, y, o) < 12;
      });
    })
    .map(([e, r]) => describeControl(e, r));
}

/** The focused element, through shadow roots. */
function deepActive(): Element | null {
  let a: Element | null = document.activeElement;
  while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
  return a;
}

/** A visible focus indicator on the element or the nearest of its own wrappers (an outline or a box shadow). */
function showsFocus(e: Element): boolean {
  const marked = (x: Element): boolean => {
    const s = getComputedStyle(x);
    const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0;
    return outline || (s.boxShadow !== 'none' && s.boxShadow !== '');
  };
  return marked(e);
}

/**
 * Presses Tab up to `presses` times from where focus is; at each stop inside `scope`, the control must
 * show focus. Returns the stops (described) and the ones without an indicator.
 */
async function tabWalk(scope: Element, presses: number): Promise<{ stops: number; bare: string[] }> {
  const bare: string[] = [];
  let stops = 0;
  for (let i = 0; i < presses; i++) {
    await sendKeys({ press: 'Tab' });
    const a = deepActive();
    if (!a || !deep(scope).includes(a)) continue;
    stops++;
    if (!showsFocus(a)) bare.push(describeControl(a, a.getBoundingClientRect()));
  }
  return { stops, bare };
}

function seconds(list: string): number[] {
  return list.split(',').map((t) => (t.trim().endsWith('ms') ? parseFloat(t) / 1000 : parseFloat(t)));
}

/** Elements under `root` whose transition or animation lasts longer than 0.01 s. */
function moving(root: Element): string[] {
  return deep(root).flatMap((e) => {
    const s = getComputedStyle(e);
    const transition = s.transitionProperty !== 'none' && seconds(s.transitionDuration).some((d) => d > 0.01);
    const animation = s.animationName !== 'none' && seconds(s.animationDuration).some((d) => d > 0.01);
    return transition || animation
      ? [
          `${describeControl(e, e.getBoundingClientRect())} transition ${s.transitionDuration} animation ${s.animationName} ${s.animationDuration}`,
        ]
      : [];
  });
}

async function endpointPage(): Promise<ApiDocs> {
  history.replaceState(null, '', `${BASE}/intro`);
  const el = await fixture<ApiDocs>(html`<api-docs src=${`${DIR}/docs.json`} base=${BASE}></api-docs>`);
  await el.updateComplete;
  await until(() => sidebarSlugs(el).some((s) => s !== 'intro'), 'the operation in the sidebar');
  await visit(
    el,
    sidebarSlugs(el).find((s) => s !== 'intro')!,
  );
  await until(() => endpointIn(el) !== undefined, 'the endpoint page');
  return el;
}

function endpointIn(el: ApiDocs): Element | undefined {
  return deep(el.shadowRoot!).find(
    (e) => e.localName === 'api-endpoint' && e.shadowRoot?.querySelector('[part~="try-it"]'),
  );
}

/** Opens "Try it", sends with the keyboard, and waits for the response to be shown. */
async function panelAfterResponse(el: ApiDocs): Promise<{ endpoint: Element; pg: ApiPlayground }> {
  const endpoint = endpointIn(el)!;
  // By the keyboard, as a reader without a mouse opens it.
  sr(endpoint, '[part~="try-it"]').focus();
  await sendKeys({ press: 'Enter' });
  await until(
    () => endpoint.shadowRoot!.querySelector('[part~="try-panel"]') !== null && tryItOpen(endpoint),
    'the panel, by Enter',
  );
  const pg = sr(endpoint, '[part~="try-panel"] api-playground') as ApiPlayground;
  await until(
    () => customElements.get('api-playground') !== undefined && pg.resolvedOperation !== undefined,
    'the playground',
  );
  await pg.updateComplete;
  (pg.shadowRoot!.querySelector('[part="send"]') as HTMLButtonElement).focus();
  await sendKeys({ press: 'Enter' });
  await until(
    () =>
      pg.shadowRoot!.querySelector('[part="result"] api-response') !== null &&
      (pg.shadowRoot!.querySelector('[part="result"]')?.textContent ?? '').includes('200'),
    'the response, with status 200',
  );
  return { endpoint, pg };
}

for (const width of [1440, 390] as const) {
  describe(`WCAG 2.2 on an endpoint page at ${width} px`, () => {
    it('2.5.8 target size: every control of the page and of the open Try it panel is 24×24 px or spaced', async function () {
      this.timeout(60_000);
      await setViewport({ width, height: width === 1440 ? 900 : 844 });
      const el = await endpointPage();
      const page = controls(el);
      expect(page.length, 'controls measured on the page').to.be.greaterThan(10);
      expect(targetFailures(el), 'endpoint page').to.deep.equal([]);
      const { endpoint } = await panelAfterResponse(el);
      const panel = sr(endpoint, '[part~="try-panel"]');
      expect(controls(panel).length, 'controls measured in the panel').to.be.greaterThan(5);
      expect(targetFailures(panel), 'Try it panel after a response').to.deep.equal([]);
      tryItPanel(endpoint).close();
    });
  });
}

describe('WCAG 2.2 on an endpoint page: focus, motion and status', () => {
  it('2.4.7 focus visible: each control Tab reaches on the page and in the panel shows an outline or a ring', async function () {
    this.timeout(60_000);
    await setViewport({ width: 1440, height: 900 });
    const el = await endpointPage();
    (document.activeElement as HTMLElement | null)?.blur();
    const page = await tabWalk(el, 40);
    expect(page.stops, 'Tab stops on the page').to.be.greaterThan(10);
    expect(page.bare, 'page controls without a focus indicator').to.deep.equal([]);
    const { endpoint } = await panelAfterResponse(el);
    const panel = await tabWalk(sr(endpoint, '[part~="try-panel"]'), 30);
    expect(panel.stops, 'Tab stops in the panel').to.be.greaterThan(5);
    expect(panel.bare, 'panel controls without a focus indicator').to.deep.equal([]);
    tryItPanel(endpoint).close();
  });

  it('2.3.3 / reduced motion: with prefers-reduced-motion no part of the frame, page or panel moves longer than 0.01 s', async function () {
    this.timeout(60_000);
    await setViewport({ width: 390, height: 844 });
    const el = await endpointPage();
    const { endpoint } = await panelAfterResponse(el);
    const panel = sr(endpoint, '[part~="try-panel"]');
    const before = moving(el).length + moving(panel).length;
    expect(before, 'something animates without the preference (else the check proves nothing)').to.be.greaterThan(0);
    await emulateMedia({ reducedMotion: 'reduce' });
    expect(moving(el), 'frame and page').to.deep.equal([]);
    expect(moving(panel), 'panel').to.deep.equal([]);
    tryItPanel(endpoint).close();
  });

  it('4.1.3 status messages: the response arrives inside a polite live region of the playground', async function () {
    this.timeout(60_000);
    await setViewport({ width: 1440, height: 900 });
    const el = await endpointPage();
    const { endpoint, pg } = await panelAfterResponse(el);
    const region = pg.shadowRoot!.querySelector('[part="result"]')!;
    expect(region.getAttribute('aria-live')).to.equal('polite');
    const response = deep(pg).find((e) => e.localName === 'api-response')!;
    expect(region.contains(response), 'the response inside the region').to.equal(true);
    expect(region.textContent, 'the status read out with it').to.include('200');
    tryItPanel(endpoint).close();
  });
});

interface AxNode {
  role: string;
  name?: string;
  children?: AxNode[];
}

/** Roles a reader operates, with the names Chromium's accessibility tree gives them, in tree order. */
function namedControls(node: AxNode): string[] {
  const roles = new Set(['button', 'link', 'textbox', 'combobox', 'checkbox', 'spinbutton', 'tab', 'radio', 'switch']);
  const own = roles.has(node.role) ? [`${node.role}: ${node.name ?? ''}`] : [];
  return [...own, ...(node.children ?? []).flatMap(namedControls)];
}

describe('WCAG 2.2 on an endpoint page: screen-reader names', () => {
  it('4.1.2 name, role: the controls of the open Try it panel after a response have the names of the list', async function () {
    this.timeout(60_000);
    await setViewport({ width: 1440, height: 900 });
    const el = await endpointPage();
    const { endpoint } = await panelAfterResponse(el);
    const tree = (await a11ySnapshot({})) as unknown as AxNode;
    // The modal panel makes the rest of the page inert, so the tree holds only the panel's controls.
    expect(namedControls(tree)).to.deep.equal([
      'button: Close',
      'textbox: Base URL',
      'button: Copy link to limit',
      'spinbutton: limit',
      'button: Copy link to mode',
      'combobox: mode',
      'button: Copy link to verbose',
      'combobox: verbose',
      'button: Send',
      'tab: cURL',
      'tab: Python',
      'tab: JavaScript',
      'button: Copy cURL code',
    ]);
    tryItPanel(endpoint).close();
  });
});

describe('WCAG 2.2 on a guide page with search open', () => {
  it('2.5.8 target size and reduced motion: the guide, and the search dialog with results, opened by "/"', async function () {
    this.timeout(60_000);
    await setViewport({ width: 1440, height: 900 });
    history.replaceState(null, '', `${BASE}/intro`);
    const el = await fixture<ApiDocs>(html`<api-docs src=${`${DIR}/docs.json`} base=${BASE}></api-docs>`);
    await el.updateComplete;
    await until(() => el.shadowRoot!.querySelector('.mdx-body, .page') !== null, 'the guide');
    expect(targetFailures(el), 'guide page').to.deep.equal([]);
    (document.activeElement as HTMLElement | null)?.blur();
    await sendKeys({ press: '/' });
    await until(() => el.shadowRoot!.querySelector('dialog input') !== null, 'the search dialog');
    await sendKeys({ type: 'greeting' });
    await until(() => el.shadowRoot!.querySelectorAll('[role="option"]').length > 0, 'a search result');
    const dialog = el.shadowRoot!.querySelector('dialog')!;
    expect(controls(dialog).length, 'controls measured in search').to.be.greaterThan(1);
    expect(targetFailures(dialog), 'search with results').to.deep.equal([]);
    await emulateMedia({ reducedMotion: 'reduce' });
    expect(moving(el), 'guide and search under reduced motion').to.deep.equal([]);
  });
});
