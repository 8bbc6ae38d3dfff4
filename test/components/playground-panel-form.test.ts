// Inside the "Try it" panel, <api-playground>'s form reads like a try-it panel, not a form in a form
// (issue 17): each fieldset a flat section (no box, the legend a heading over a rule) and each field a
// compact row, its name left of its control, once the form is wide enough; stacked on a phone. Labels
// and groups stay: every control keeps its accessible name, axe-core clean.
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport, writeFile } from '@web/test-runner-commands';
import 'axe-core/axe.min.js';
import '../../components/api-endpoint/api-endpoint.js';
import type { ApiEndpoint } from '../../components/api-endpoint/api-endpoint.element.js';
import type { ApiPlayground } from '../../components/api-playground/api-playground.element.js';
import { after, before, describe, it } from '../fixtures/endpoint/mocha.js';
import { until } from '../fixtures/playground/helpers.js';

const DIR = '/.test-results/playground-panel-form';
const SPEC = {
  openapi: '3.0.3',
  info: { title: 'Orders', version: '1' },
  servers: [{ url: 'https://api.orders.example.test/v1' }],
  paths: {
    '/orders/{orderId}': {
      get: {
        summary: 'Get an order',
        parameters: [
          { name: 'orderId', in: 'path', required: true, schema: { type: 'string' } },
          { name: 'expand', in: 'query', schema: { type: 'string', enum: ['lines', 'customer'] } },
        ],
        responses: { '200': { description: 'OK' } },
      },
    },
  },
};

before(() => writeFile({ path: `../..${DIR}/spec.json`, content: JSON.stringify(SPEC) }));
after(() => setViewport({ width: 800, height: 600 }));

async function openPanel(): Promise<ApiPlayground> {
  const el = await fixture<ApiEndpoint>(
    html`<api-endpoint spec=${`${DIR}/spec.json`} operation="GET /orders/{orderId}" no-validation></api-endpoint>`,
  );
  await el.updateComplete;
  el.shadowRoot!.querySelector<HTMLElement>('[part~="try-it"]')!.click();
  // The panel is drawn once the playground's code is here (the click fetches it when nothing did before).
  const found = (): ApiPlayground | null => el.shadowRoot!.querySelector('[part~="try-panel"] api-playground');
  await until(
    () => customElements.get('api-playground') !== undefined && found()?.shadowRoot?.querySelector('form') != null,
    'the playground in the panel',
  );
  const pg = found()!;
  const panel = el.shadowRoot!.querySelector('[part~="try-panel"]')!;
  await until(() => panel.shadowRoot?.querySelector('dialog')?.open === true, 'the panel open');
  await pg.updateComplete;
  return pg;
}

const rect = (e: Element): DOMRect => e.getBoundingClientRect();

describe('<api-playground> in the Try it panel', () => {
  it('at 1440: flat sections under headings, each field a row with its name left of its control', async () => {
    await setViewport({ width: 1440, height: 900 });
    const pg = await openPanel();
    const groups = Array.from(pg.shadowRoot!.querySelectorAll<HTMLFieldSetElement>('fieldset.group'));
    expect(groups.length, 'server and parameter sections').to.be.at.least(2);
    for (const group of groups) {
      const style = getComputedStyle(group);
      expect(style.borderTopWidth, 'no box').to.equal('0px');
      expect(style.paddingLeft, 'no inset').to.equal('0px');
      const legend = group.querySelector('legend')!;
      expect(getComputedStyle(legend).borderBottomStyle, 'a rule under the heading').to.equal('solid');
      expect(rect(legend).width).to.be.closeTo(rect(group).width, 1);
    }
    for (const name of ['orderId', 'expand']) {
      const field = pg.shadowRoot!.querySelector(`.field[data-name="${name}"]`)!;
      const label = rect(field.querySelector('.field-label')!);
      const control = field.querySelector<HTMLInputElement | HTMLSelectElement>('input, select')!;
      expect(rect(control).left, `${name}: control right of its name`).to.be.at.least(label.right);
      expect(rect(control).top, `${name}: one row`).to.be.below(label.bottom);
      expect(control.labels?.[0]?.textContent?.trim(), `${name}: still labelled`).to.equal(name);
    }
    await expect(pg).to.be.accessible();
  });

  it('at 390: the fields stack (name over control) and nothing is wider than the screen', async () => {
    await setViewport({ width: 390, height: 844 });
    const pg = await openPanel();
    const field = pg.shadowRoot!.querySelector('.field[data-name="orderId"]')!;
    const label = rect(field.querySelector('.field-label')!);
    const control = rect(field.querySelector('input')!);
    expect(control.top, 'control under its name').to.be.at.least(label.bottom - 1);
    expect(pg.scrollWidth).to.be.at.most(pg.clientWidth + 1);
  });
});
