import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../components/api-playground/api-playground.js';
import '../../components/api-endpoint/api-endpoint.js';
import type { ApiWebhookTest } from '../../components/api-playground/webhook-test.element.js';
import { beforeEach, describe, it } from '../fixtures/endpoint/mocha.js';
import { q, qMaybe } from '../fixtures/playground/drive.js';
import { until } from '../fixtures/playground/helpers.js';
import { checkReceived, checkServers, clearCheckReceived } from '../fixtures/check/servers.js';

const SPEC = '/test/fixtures/openapi/callbacks.yaml';
type Endpoint = HTMLElement & { updateComplete: Promise<unknown> };

async function endpoint(operation: string): Promise<Endpoint> {
  const el = await fixture<Endpoint>(html`<api-endpoint spec=${SPEC} operation=${operation}></api-endpoint>`);
  await el.updateComplete;
  return el;
}

// Hundreds of modules fill the default buffer of 250 entries before the tests run: keep the later ones.
performance.setResourceTimingBufferSize(100_000);
const callbacksLoaded = (): boolean =>
  performance.getEntriesByType('resource').some((e) => e.name.includes('/components/api-endpoint/endpoint-callbacks.'));

/** The field element whose page anchor is `id`. */
function fieldByAnchor(el: Element, id: string): (HTMLElement & { anchorId?: string }) | undefined {
  return [...el.shadowRoot!.querySelectorAll<HTMLElement & { anchorId?: string }>('param-field, response-field')].find(
    (f) => f.anchorId === id,
  );
}

describe('api-endpoint shows the callbacks an operation declares', () => {
  beforeEach(clearCheckReceived);

  // First in the file: nothing has asked for the callbacks chunk yet.
  it('an operation without callbacks has no Callbacks section and does not load its code', async () => {
    const el = await endpoint('GET /pets');
    await until(() => qMaybe(el, '[part="responses"]') !== null, 'the responses');
    await new Promise((r) => setTimeout(r, 50));
    expect(qMaybe(el, '[part="callbacks"]')).to.equal(null);
    expect(callbacksLoaded()).to.equal(false);
  });

  it('lists each callback operation after the responses: method, name, expression, payload and responses', async () => {
    const el = await endpoint('POST /subscriptions');
    await until(() => qMaybe(el, '[part="callbacks"]') !== null, 'the Callbacks section');
    expect(callbacksLoaded()).to.equal(true);
    const section = q(el, '[part="callbacks"]');
    const responses = q(el, '.reference > [part="responses"]');
    expect(responses.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
    const items = [...section.querySelectorAll<HTMLDetailsElement>('details[part="callback"]')];
    expect(items.map((d) => d.id)).to.deep.equal([
      'callback-petAdopted-post',
      'callback-statusChanged-put',
      'callback-statusChanged-notify',
    ]);
    const summary = items[0]!.querySelector('summary')!;
    expect(summary.querySelector('[part="method"]')!.textContent!.trim()).to.equal('POST');
    expect(summary.textContent).to.contain('petAdopted');
    expect(summary.querySelector('code')!.textContent).to.equal('{$request.body#/callbackUrl}');
    const notify = items[2]!.querySelector('summary')!;
    expect(notify.querySelector('[part="method"]')!.textContent!.trim()).to.equal('NOTIFY');
    expect(notify.querySelector('[part="deprecated"]')).to.not.equal(null);

    expect(items[0]!.open).to.equal(false);
    summary.focus();
    await sendKeys({ press: 'Enter' });
    expect(items[0]!.open, 'Enter on the summary opens it').to.equal(true);
    const body = items[0]!.querySelector('[part="body"]')!;
    expect(body.getAttribute('aria-label')).to.equal('petAdopted POST payload');
    expect(body.textContent).to.contain('Payload');
    expect(items[0]!.textContent).to.contain('Sent to your callback URL when a pet is adopted.');
    const statuses = [...items[0]!.querySelectorAll('[part="responses"] [role="tab"]')].map((t) =>
      t.textContent!.trim(),
    );
    expect(statuses).to.deep.equal(['200', '410']);
    for (const item of items) item.open = true;
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });

  it("gives the callbacks' fields anchors of their own, apart from the operation's", async () => {
    const el = await endpoint('POST /subscriptions');
    await until(() => qMaybe(el, '[part="callbacks"]') !== null, 'the Callbacks section');
    await until(() => fieldByAnchor(el, 'callback-petAdopted-post.event') !== undefined, 'the payload field anchors');
    expect(fieldByAnchor(el, 'callbackUrl'), "the operation's own body field").to.not.equal(undefined);
    expect(fieldByAnchor(el, 'callback-petAdopted-post.pet')).to.not.equal(undefined);
    expect(fieldByAnchor(el, 'callback-petAdopted-post.X-Signature')).to.not.equal(undefined);
    expect(fieldByAnchor(el, 'callback-statusChanged-put.status')).to.not.equal(undefined);
    const ids = [...el.shadowRoot!.querySelectorAll('[id]')].map((e) => e.id);
    expect(new Set(ids).size, `duplicate ids: ${ids.join(' ')}`).to.equal(ids.length);
  });

  it('a link to a field of a callback opens that callback only', async () => {
    const before = location.href;
    history.replaceState(null, '', '#callback-statusChanged-put.status');
    try {
      const el = await endpoint('POST /subscriptions');
      await until(() => qMaybe(el, '[part="callbacks"]') !== null, 'the Callbacks section');
      const open = [...el.shadowRoot!.querySelectorAll<HTMLDetailsElement>('details[part="callback"]')]
        .filter((d) => d.open)
        .map((d) => d.id);
      expect(open).to.deep.equal(['callback-statusChanged-put']);
    } finally {
      history.replaceState(null, '', before);
    }
  });

  it("sends a callback's test event, composed from its example and headers, to a receiver", async () => {
    const el = await endpoint('POST /subscriptions');
    await until(() => qMaybe(el, '#callback-petAdopted-post api-webhook-test') !== null, 'the test event panel');
    const details = q<HTMLDetailsElement>(el, '#callback-petAdopted-post');
    details.open = true;
    const panel = q<ApiWebhookTest>(el, '#callback-petAdopted-post api-webhook-test');
    await until(() => panel.shadowRoot?.querySelector('[part="payload"]') !== null, 'the payload');
    await panel.updateComplete;
    const payload = q<HTMLTextAreaElement>(panel, '[part="payload"]').value;
    expect(JSON.parse(payload)).to.deep.equal({ event: 'pet.adopted', pet: { id: 7, name: 'Rex' } });
    expect(q<HTMLTextAreaElement>(panel, '[part="headers-input"]').value).to.equal(
      'Content-Type: application/json\nX-Signature: t=1,v1=abc',
    );
    const { receiver } = await checkServers();
    const input = q<HTMLInputElement>(panel, '[part="receiver"]');
    input.value = `${receiver}/callbacks/adopted`;
    input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    await panel.updateComplete;
    q<HTMLButtonElement>(panel, '[part="send"]').click();
    await until(() => qMaybe(panel, '[part="status"]') !== null, "the receiver's answer");
    expect(q(panel, '[part="status"]').textContent).to.contain('202');
    const got = await checkReceived('receiver');
    expect(got).to.have.length(1);
    expect(got[0]!.method).to.equal('POST');
    expect(got[0]!.rawPath).to.equal('/callbacks/adopted');
    expect(got[0]!.bodyText).to.equal(payload);
    expect(got[0]!.headers['x-signature']).to.equal('t=1,v1=abc');
    await expect(el).to.be.accessible();
  });
});

describe('method badges of OpenAPI 3.2 methods', () => {
  const FEATURES = '/test/fixtures/openapi-32/features.yaml';
  for (const theme of ['light', 'dark'] as const) {
    it(`QUERY has a colour of its own and a custom method a neutral one, readable in the ${theme} theme`, async () => {
      const badge = async (operation: string): Promise<string> => {
        const el = await fixture<Endpoint>(
          html`<api-endpoint theme=${theme} spec=${FEATURES} operation=${operation}></api-endpoint>`,
        );
        await until(() => qMaybe(el, '[part="method"]') !== null, 'the method badge');
        await expect(el).to.be.accessible(); // colour contrast included
        return getComputedStyle(q(el, '[part="method"]')).backgroundColor;
      };
      const colours = [
        await badge('QUERY /search'),
        await badge('COPY /documents/{id}'),
        await badge('GET /filter'),
        await badge('PURGE /documents/{id}'),
      ];
      expect(new Set(colours.slice(0, 3)).size, colours.join(' ')).to.equal(3);
      expect(colours[3], 'every custom method shares the neutral colour').to.equal(colours[1]);
    });
  }
});
