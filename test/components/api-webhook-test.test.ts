import { expect, fixture, html } from '@open-wc/testing';
import '../../components/api-playground/api-playground.js';
import '../../components/api-endpoint/api-endpoint.js';
import type { ApiWebhookTest } from '../../components/api-playground/webhook-test.element.js';
import { beforeEach, describe, it } from '../fixtures/endpoint/mocha.js';
import { q, qMaybe } from '../fixtures/playground/drive.js';
import { until } from '../fixtures/playground/helpers.js';
import { checkReceived, checkServers, clearCheckReceived } from '../fixtures/check/servers.js';

const SPEC = '/test/fixtures/check/checked-api.yaml';

async function tester(): Promise<ApiWebhookTest> {
  const el = await fixture<ApiWebhookTest>(
    html`<api-webhook-test spec=${SPEC} operation="WEBHOOK petAdopted" timeout="10000"></api-webhook-test>`,
  );
  await until(() => el.resolvedOperation !== undefined, 'the webhook');
  await el.updateComplete;
  return el;
}

async function fill(el: ApiWebhookTest, part: string, value: string): Promise<void> {
  const input = q<HTMLInputElement | HTMLTextAreaElement>(el, `[part="${part}"]`);
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  await el.updateComplete;
}

describe("api-webhook-test sends a test event to the reader's receiver", () => {
  beforeEach(clearCheckReceived);

  it("composes the payload from the example, sends the edited event, and shows the receiver's answer", async () => {
    const el = await tester();
    const payload = q<HTMLTextAreaElement>(el, '[part="payload"]');
    expect(JSON.parse(payload.value)).to.deep.equal({ event: 'pet.adopted', pet: { id: 7, name: 'Rex', tag: 'dog' } });
    expect(q<HTMLTextAreaElement>(el, '[part="headers-input"]').value).to.equal('Content-Type: application/json');
    await expect(el).to.be.accessible();

    const { receiver } = await checkServers();
    await fill(el, 'receiver', `${receiver}/hooks/pets?src=docs`);
    const edited = JSON.stringify({ event: 'pet.adopted', pet: { id: 8, name: 'Fido' } }, null, 2);
    await fill(el, 'payload', edited);
    await fill(el, 'headers-input', 'Content-Type: application/json\nX-Signature: t=1,v1=abc');
    q<HTMLButtonElement>(el, '[part="send"]').click();
    await until(() => qMaybe(el, '[part="status"]') !== null, "the receiver's answer");
    expect(q(el, '[part="status"]').textContent).to.contain('202');
    const got = await checkReceived('receiver');
    expect(got).to.have.length(1);
    expect(got[0]!.method).to.equal('POST');
    expect(got[0]!.rawPath).to.equal('/hooks/pets');
    expect(got[0]!.bodyText).to.equal(edited);
    expect(got[0]!.headers['content-type']).to.equal('application/json');
    expect(got[0]!.headers['x-signature']).to.equal('t=1,v1=abc');
    const response = q(el, 'api-response');
    await until(() => response.shadowRoot!.textContent!.includes('received'), "the receiver's body");
    await expect(el).to.be.accessible();
  });

  it('refuses a receiver URL that is not http(s), and sends nothing', async () => {
    const el = await tester();
    await fill(el, 'receiver', 'javascript:alert(1)');
    q<HTMLButtonElement>(el, '[part="send"]').click();
    await el.updateComplete;
    expect(q(el, '[part="problems"]').textContent).to.contain('must start with http:// or https://');
    expect(await checkReceived('receiver')).to.deep.equal([]);
    await expect(el).to.be.accessible();
  });

  it('explains a receiver that nothing answers at, and offers the event as curl', async () => {
    const el = await tester();
    await fill(el, 'receiver', 'http://127.0.0.1:9/hook');
    q<HTMLButtonElement>(el, '[part="send"]').click();
    await until(() => qMaybe(el, '[part="failure"]') !== null, 'the failure');
    expect(q(el, '[part="failure"]').textContent).to.contain('Could not reach http://127.0.0.1:9');
    const curl = q(el, '[part="curl"] pre').textContent!;
    expect(curl)
      .to.contain("curl -X POST 'http://127.0.0.1:9/hook'")
      .and.contain("-H 'Content-Type: application/json'")
      .and.contain('pet.adopted');
    await expect(el).to.be.accessible();
  });

  it('explains a webhook the spec does not have', async () => {
    const el = await fixture<ApiWebhookTest>(
      html`<api-webhook-test spec=${SPEC} operation="WEBHOOK nowhere"></api-webhook-test>`,
    );
    await until(() => (el.shadowRoot?.textContent ?? '').includes('No test event can be composed'), 'the error panel');
    await expect(el).to.be.accessible();
  });

  it('is on a webhook page of <api-endpoint>', async () => {
    const el = await fixture<HTMLElement & { updateComplete: Promise<unknown> }>(
      html`<api-endpoint spec=${SPEC} operation="WEBHOOK petAdopted"></api-endpoint>`,
    );
    await until(() => el.shadowRoot!.querySelector('api-webhook-test') !== null, 'the test event panel');
    const panel = el.shadowRoot!.querySelector<ApiWebhookTest>('api-webhook-test')!;
    await until(() => panel.shadowRoot?.querySelector('[part="payload"]') !== null, 'the payload');
    expect(el.shadowRoot!.textContent).to.contain('Send a test event');
    await expect(el).to.be.accessible();
  });
});
