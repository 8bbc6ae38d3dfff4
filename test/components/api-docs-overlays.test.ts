// OpenAPI Overlays in the browser: `<api-docs src>` assembling a docs.json whose `api.openapi` entry has `overlays`
// applies them (a lazy chunk) before the endpoint page draws its operation; axe-core clean.
import { expect, fixture, html } from '@open-wc/testing';
import '../../components/api-docs/api-docs.js';
import '../../components/api-endpoint/api-endpoint.js';
import type { ApiDocs } from '../../components/api-docs/api-docs.element.js';
import { afterEach, describe, it } from '../fixtures/endpoint/mocha.js';
import { BASE, frames, q, resetLocation, visit } from '../fixtures/site-element/helpers.js';

afterEach(resetLocation);

const SRC = '/test/fixtures/site-overlay/docs.json';

async function endpointPage(config?: Record<string, unknown>): Promise<{ el: ApiDocs; text: () => string }> {
  const el = config
    ? await fixture<ApiDocs>(html`<api-docs src=${SRC} base=${BASE} theme="light" .config=${config}></api-docs>`)
    : await fixture<ApiDocs>(html`<api-docs src=${SRC} base=${BASE} theme="light"></api-docs>`);
  await el.updateComplete;
  await visit(el, 'pets');
  const endpoint = await frames(() => q(el, 'api-endpoint'));
  await frames(() => endpoint.shadowRoot?.querySelector('[part="title"]'));
  return { el, text: () => endpoint.shadowRoot?.textContent?.replace(/\s+/g, ' ') ?? '' };
}

/** Waits until the page says `wanted`, failing with what it says instead. */
async function shows(text: () => string, wanted: string): Promise<void> {
  await frames(() => text().includes(wanted)).catch(() => {
    throw new Error(`the page never said "${wanted}"; it says: ${text().slice(0, 400)}`);
  });
}

describe('<api-docs> with OpenAPI Overlays', () => {
  // First, so the spec's URL is memoised as written; the next test's Overlay must still win.
  it('without the Overlay the page shows the spec as written', async () => {
    const { text } = await endpointPage({
      name: 'Plain',
      api: { openapi: 'openapi.yaml' },
      navigation: { pages: ['pets'] },
    });
    await shows(text, 'Query parameters');
    expect(text()).not.to.contain('changed by an Overlay');
    expect(text()).not.to.contain('How many pets to return.');
  });

  it("the endpoint page shows the Overlay's summary, description and parameter text", async () => {
    const { el, text } = await endpointPage();
    await shows(text, 'Every pet in the shop, changed by an Overlay.');
    expect(text()).to.contain('How many pets to return.');
    await expect(el).to.be.accessible();
  });
});
