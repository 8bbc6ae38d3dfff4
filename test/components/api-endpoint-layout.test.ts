// The endpoint page's reading layout (issue 17) in real Chromium at 1440×900 and 390×844, light and dark:
// the examples column right of the parameters and inside the first screen, staying in view while the
// reader scrolls to the last response; "Try it" opening the panel by mouse and by keyboard, Escape
// returning focus to the button, the inputs kept between openings; credentials kept across pages of an
// <api-docs> site; nothing wider than a phone; axe-core with colour contrast on each state.
import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, resetMouse, sendKeys, setViewport, writeFile } from '@web/test-runner-commands';
import 'axe-core/axe.min.js';
import '../../components/api-endpoint/api-endpoint.js';
import '../../components/api-docs/api-docs.js';
import type { ApiDocs } from '../../components/api-docs/api-docs.element.js';
import type { ApiEndpoint } from '../../components/api-endpoint/api-endpoint.element.js';
import type { ApiPlayground } from '../../components/api-playground/api-playground.element.js';
import { forgetTypedCredentials } from '../../components/api-playground/playground-credentials.js';
import { after, afterEach, before, describe, it } from '../fixtures/endpoint/mocha.js';
import { fieldInput, type } from '../fixtures/playground/drive.js';
import { until } from '../fixtures/playground/helpers.js';
import { sidebarSlugs } from '../fixtures/site-element/helpers.js';
import {
  axeClean,
  box,
  clickTryIt,
  escapeTryIt,
  expectNoSideScroll,
  expectPanelFillsScreen,
  tryItOpen as isOpen,
  tryItPanel as panel,
  sr,
} from '../support/layout.js';

const DIR = '/.test-results/endpoint-layout';
const BASE = '/endpoint-layout';

const query = Array.from({ length: 12 }, (_, i) => ({
  name: `filter${i}`,
  in: 'query',
  description: `Filter number ${i}: narrows the list of orders to those that match it.`,
  schema: { type: 'string', enum: ['a', 'b', 'c'], default: 'a' },
}));
const orderSchema = {
  type: 'object',
  required: ['id'],
  properties: {
    id: { type: 'string', example: 'ord_1' },
    total: { type: 'integer', minimum: 0, example: 42 },
    note: { type: 'string', maxLength: 200 },
  },
};
const responses = Object.fromEntries(
  ['200', '400', '401', '404', '429', '500'].map((status) => [
    status,
    {
      description: `Response ${status}.`,
      content: { 'application/json': { schema: orderSchema } },
    },
  ]),
);
const SPEC = {
  openapi: '3.0.3',
  info: { title: 'Orders', version: '1' },
  servers: [{ url: 'https://api.orders.example.test/v1' }],
  components: { securitySchemes: { token: { type: 'http', scheme: 'bearer' } } },
  security: [{ token: [] }],
  paths: {
    '/orders/{orderId}': {
      get: {
        summary: 'Get an order',
        description: 'Returns one order with its lines.',
        parameters: [{ name: 'orderId', in: 'path', required: true, schema: { type: 'string' } }, ...query],
        responses,
      },
    },
    '/orders': {
      get: { summary: 'List orders', responses: { '200': { description: 'OK' } } },
    },
  },
};
const DOCS = {
  name: 'Orders',
  navigation: { groups: [{ group: 'Orders', openapi: 'spec.json' }] },
};

before(async () => {
  await writeFile({ path: `../..${DIR}/spec.json`, content: JSON.stringify(SPEC) });
  await writeFile({ path: `../..${DIR}/docs.json`, content: JSON.stringify(DOCS) });
});
afterEach(async () => {
  forgetTypedCredentials();
  await emulateMedia({ colorScheme: 'light' });
  await resetMouse();
});
after(() => setViewport({ width: 800, height: 600 }));

async function page(theme: 'light' | 'dark' = 'light'): Promise<ApiEndpoint> {
  await emulateMedia({ colorScheme: theme });
  const el = await fixture<ApiEndpoint>(
    html`<api-endpoint spec=${`${DIR}/spec.json`} operation="GET /orders/{orderId}" no-validation></api-endpoint>`,
  );
  await el.updateComplete;
  // The request example: snippets, loaded with the page.
  await until(() => customElements.get('api-snippets') !== undefined, 'the snippets module');
  return el;
}

async function playgroundIn(el: ApiEndpoint): Promise<ApiPlayground> {
  const pg = sr(el, '[part~="try-panel"] api-playground') as ApiPlayground;
  await until(
    () => customElements.get('api-playground') !== undefined && pg.resolvedOperation !== undefined,
    'the playground',
  );
  await pg.updateComplete;
  return pg;
}

for (const theme of ['light', 'dark'] as const) {
  describe(`<api-endpoint> reading layout, ${theme}`, () => {
    it('at 1440×900: the request and first response example are right of the parameters, in the first screen', async () => {
      await setViewport({ width: 1440, height: 900 });
      const el = await page(theme);
      window.scrollTo(0, 0);
      const params = box(el, '[part~="params"]');
      const request = box(el, '[part~="request-example"]');
      const response = box(el, '[part~="response-example"]');
      expect(request.left, 'request example right of the parameters').to.be.at.least(params.right);
      expect(response.left, 'response example right of the parameters').to.be.at.least(params.right);
      expect(request.top, 'request example in the first screen').to.be.within(0, 900 - 40);
      expect(response.top, 'response example in the first screen').to.be.within(0, 900 - 40);
      expect(response.top, 'response under the request').to.be.at.least(request.bottom - 1);
      await axeClean(el, `${theme} 1440 reading`);
    });

    it('at 1440×900: the examples stay in view while the reader scrolls to the last response', async () => {
      await setViewport({ width: 1440, height: 900 });
      const el = await page(theme);
      sr(el, '[part~="responses"]').scrollIntoView({ block: 'end' });
      await new Promise((r) => requestAnimationFrame(r));
      expect(window.scrollY, 'the page scrolled').to.be.greaterThan(300);
      const examples = box(el, '[part~="examples"]');
      expect(examples.top, 'examples top in view').to.be.within(0, 100);
      expect(examples.bottom, 'examples bottom in view').to.be.within(100, 900);
      window.scrollTo(0, 0);
    });

    it('"Try it" opens the panel with one click; Escape closes it and focus returns to the button', async () => {
      await setViewport({ width: 1440, height: 900 });
      const el = await page(theme);
      window.scrollTo(0, 0);
      await clickTryIt(el);
      expect(panel(el).matches(':modal'), 'a modal dialog').to.equal(true);
      const pg = await playgroundIn(el);
      const dialog = panel(el).getBoundingClientRect();
      expect(dialog.width, 'a wide panel').to.be.greaterThan(1000);
      // Inputs on one side, the live request and response on the other.
      const form = pg.shadowRoot!.querySelector('form')!.getBoundingClientRect();
      const request = pg.querySelector('api-snippets')!.getBoundingClientRect();
      expect(request.left, 'live request right of the inputs').to.be.at.least(form.right);
      await axeClean(el, `${theme} panel open`);
      await escapeTryIt(el);
    });

    it('"Try it" opens with the keyboard, and keeps the inputs when it closes and opens again', async () => {
      await setViewport({ width: 1440, height: 900 });
      const el = await page(theme);
      sr(el, '[part~="try-it"]').focus();
      await sendKeys({ press: 'Enter' });
      await until(() => isOpen(el), 'the panel, by Enter');
      const pg = await playgroundIn(el);
      await type(pg, fieldInput(pg, 'orderId'), 'ord_42');
      const token = pg.shadowRoot!.querySelector<HTMLInputElement>('.scheme input[type="password"]')!;
      await type(pg, token, 'secret-token');
      await escapeTryIt(el);
      await sendKeys({ press: 'Space' });
      await until(() => isOpen(el), 'the panel, by Space');
      await pg.updateComplete;
      expect(fieldInput(pg, 'orderId').value, 'the parameter kept').to.equal('ord_42');
      expect(pg.shadowRoot!.querySelector<HTMLInputElement>('.scheme input[type="password"]')!.value).to.equal(
        'secret-token',
      );
      // The request example beside the reference follows what was typed.
      const code = (): string =>
        sr(el, '[part~="request-example"] api-snippets').shadowRoot?.querySelector('[part="code"]')?.textContent ?? '';
      await until(() => code().includes('ord_42'), 'the request example with the typed value');
      panel(el).close();
    });

    it('at 390×844: one column, nothing overflows, and the panel fills the screen', async () => {
      await setViewport({ width: 390, height: 844 });
      const el = await page(theme);
      expectNoSideScroll();
      const params = box(el, '[part~="params"]');
      const request = box(el, '[part~="request-example"]');
      expect(request.bottom, 'examples above the parameters').to.be.at.most(params.top);
      expect(request.right, 'examples inside the screen').to.be.at.most(390);
      await axeClean(el, `${theme} 390 reading`);
      sr(el, '[part~="try-it"]').click();
      await until(() => isOpen(el), 'the panel');
      const pg = await playgroundIn(el);
      expectPanelFillsScreen(el, pg, 390, 844);
      await axeClean(el, `${theme} 390 panel`);
      panel(el).close();
    });
  });
}

describe('<api-endpoint> playground modes in the new layout', () => {
  it('simple: no Try it, the copyable URL stays; none: no Try it', async () => {
    const simple = await fixture<ApiEndpoint>(
      html`<api-endpoint spec=${`${DIR}/spec.json`} operation="GET /orders" playground="simple"></api-endpoint>`,
    );
    await simple.updateComplete;
    expect(simple.shadowRoot!.querySelector('[part~="try-it"]')).to.equal(null);
    expect(sr(simple, '[part="simple-url"]').textContent).to.equal('https://api.orders.example.test/v1/orders');
    const none = await fixture<ApiEndpoint>(
      html`<api-endpoint spec=${`${DIR}/spec.json`} operation="GET /orders" playground="none"></api-endpoint>`,
    );
    await none.updateComplete;
    expect(none.shadowRoot!.querySelector('[part~="try-it"]')).to.equal(null);
    expect(none.shadowRoot!.querySelector('[part~="try-panel"]')).to.equal(null);
  });

  it('playground-layout="inline": the form in the page, no panel', async () => {
    const el = await fixture<ApiEndpoint>(
      html`<api-endpoint spec=${`${DIR}/spec.json`} operation="GET /orders" playground-layout="inline"></api-endpoint>`,
    );
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part~="try-it"]')).to.equal(null);
    expect(el.shadowRoot!.querySelector('[part~="try-panel"]')).to.equal(null);
    expect(sr(el, '[part="playground"]').querySelector('api-playground')).to.not.equal(null);
  });

  it("an MDX page's RequestExample and ResponseExample take the examples column, right of its fields", async () => {
    await setViewport({ width: 1440, height: 900 });
    const el = await fixture<ApiEndpoint>(html`<api-endpoint api="POST https://api.orders.example.test/orders">
      <param-field body="total" type="integer" required>The total.</param-field>
      <div class="code-group" data-kind="request-example">
        <pre data-language="bash" data-title="cURL"><code>curl -X POST https://api.orders.example.test/orders</code></pre>
      </div>
      <div class="code-group" data-kind="response-example">
        <pre data-language="json" data-title="200"><code>{"id": "ord_1"}</code></pre>
      </div>
    </api-endpoint>`);
    await el.updateComplete;
    const slot = sr(el, 'slot[name="examples"]') as HTMLSlotElement;
    expect(slot.assignedElements().map((e) => e.getAttribute('data-kind'))).to.deep.equal([
      'request-example',
      'response-example',
    ]);
    expect(el.shadowRoot!.querySelector('[part~="request-example"]'), 'no generated request example').to.equal(null);
    const field = el.querySelector('param-field')!.getBoundingClientRect();
    for (const block of slot.assignedElements()) {
      const rect = block.getBoundingClientRect();
      expect(rect.left, `${block.getAttribute('data-kind')} right of the fields`).to.be.at.least(field.right);
      expect(rect.top).to.be.within(0, 900);
    }
    await setViewport({ width: 800, height: 600 });
  });

  it('path parameters are marked in the path', async () => {
    const el = await page();
    expect([...el.shadowRoot!.querySelectorAll('[part="path"] .path-param')].map((s) => s.textContent)).to.deep.equal([
      '{orderId}',
    ]);
  });
});

describe('<api-docs>: credentials typed once stay for the visit', () => {
  it('a token typed on one endpoint page is filled in on the next page, without storage', async () => {
    await setViewport({ width: 1440, height: 900 });
    history.replaceState(null, '', `${BASE}/`);
    const site = await fixture<ApiDocs>(html`<api-docs src=${`${DIR}/docs.json`} base=${BASE}></api-docs>`);
    await site.updateComplete;
    const endpoint = async (): Promise<ApiEndpoint> => {
      let found: ApiEndpoint | null = null;
      await until(() => (found = site.shadowRoot!.querySelector('api-endpoint')) !== null, 'an endpoint page');
      await found!.updateComplete;
      return found!;
    };
    await until(() => sidebarSlugs(site).length === 2, 'the sidebar');
    const [getOne, list] = [/get-an-order/, /list-orders/].map((re) => sidebarSlugs(site).find((s) => re.test(s))!);
    expect([getOne, list], sidebarSlugs(site).join(' ')).to.not.include(undefined);
    site.navigate(getOne!);
    await site.updateComplete;
    const first = await endpoint();
    await until(() => first.operation === 'GET /orders/{orderId}', 'the first endpoint');
    await first.updateComplete;
    await first.openPlayground();
    let pg = await playgroundIn(first);
    await type(pg, pg.shadowRoot!.querySelector<HTMLInputElement>('.scheme input[type="password"]')!, 'typed-once');
    panel(first).close();

    site.navigate(list!);
    await site.updateComplete;
    let second: ApiEndpoint | undefined;
    await until(
      () => (second = site.shadowRoot!.querySelector('api-endpoint') ?? undefined)?.operation === 'GET /orders',
      'the second page',
    );
    await second!.updateComplete;
    await second!.openPlayground();
    pg = await playgroundIn(second!);
    const token = pg.shadowRoot!.querySelector<HTMLInputElement>('.scheme input[type="password"]')!;
    expect(token.value, 'the token typed on the first page').to.equal('typed-once');
    expect(JSON.stringify({ ...localStorage }), 'nothing stored').to.not.contain('typed-once');
    panel(second!).close();
    history.replaceState(null, '', '/');
  });
});
