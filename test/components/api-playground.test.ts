import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../components/api-playground/api-playground.js';
import type { ApiPlayground } from '../../components/api-playground/api-playground.element.js';
import { forgetTypedCredentials } from '../../components/api-playground/playground-credentials.js';
import type { ApiInputsChangeEvent, ApiRequestSendEvent, ApiResponseEvent } from '../../components/shared/events.js';
import { defaultApiSettings, type ApiSettings } from '../../src/config/api-settings.js';
import { afterEach, beforeEach, describe, it } from '../fixtures/endpoint/mocha.js';
import {
  choose,
  fieldInput,
  pickFiles,
  q,
  qMaybe,
  responseBody,
  sendAndSettle,
  type,
} from '../fixtures/playground/drive.js';
import {
  bytesOf,
  clearReceived,
  metadataLoaded,
  received,
  releaseGate,
  testServers,
  until,
} from '../fixtures/playground/helpers.js';

const SPEC = '/test/fixtures/playground/playground.json';

async function playground(
  operation: string,
  server?: string,
  extra: { settings?: ApiSettings; timeout?: number; authMethod?: string } = {},
): Promise<ApiPlayground> {
  const origin = server ?? (await testServers()).cors;
  const el = await fixture<ApiPlayground>(html`<api-playground spec=${SPEC} operation=${operation} server=${origin}
    timeout=${extra.timeout ?? 10_000} auth-method=${extra.authMethod ?? ''} .settings=${extra.settings}></api-playground>`);
  if (!extra.authMethod) el.removeAttribute('auth-method');
  await until(() => el.resolvedOperation !== undefined, 'the operation');
  await el.updateComplete;
  return el;
}

async function secret(el: ApiPlayground, label: string, value: string): Promise<void> {
  const input = [...el.shadowRoot!.querySelectorAll<HTMLInputElement>('[part="auth"] input')].find(
    (i) => i.labels?.[0]?.textContent?.trim() === label,
  );
  if (!input) throw new Error(`No credential input ${label}`);
  await type(el, input, value);
}

describe('api-playground', () => {
  beforeEach(async () => {
    await clearReceived();
    localStorage.clear();
  });
  afterEach(() => localStorage.clear());

  describe('sends what the spec describes', () => {
    it('percent-encodes path parameters, repeats query arrays, sends headers and the bearer token', async () => {
      const el = await playground('GET /pets/{petId}');
      await expect(el).to.be.accessible();
      await type(el, fieldInput(el, 'petId'), 'a b/ü?');
      const tags = q(el, '.field[data-name="tags"]');
      const add = tags.querySelector<HTMLButtonElement>('button.add')!;
      add.click();
      await el.updateComplete;
      add.click();
      await el.updateComplete;
      const items = tags.querySelectorAll<HTMLInputElement>('.array-item input');
      await type(el, items[0]!, 'x');
      await type(el, items[1]!, 'y z&');
      await type(el, fieldInput(el, 'limit'), '5');
      await choose(el, fieldInput<HTMLSelectElement>(el, 'status'), 'sold');
      await choose(el, fieldInput<HTMLSelectElement>(el, 'verbose'), 'true');
      await type(el, fieldInput(el, 'X-Trace'), 'trace-9');
      await type(el, fieldInput(el, 'session'), 'abc');
      await secret(el, 'Token', 'tok-123');
      await expect(el).to.be.accessible();
      const sent = oneEvent(el, 'api-response') as Promise<ApiResponseEvent>;
      await sendAndSettle(el);
      expect((await sent).status).to.equal(200);
      const [got] = await received();
      expect(got!.method).to.equal('GET');
      expect(got!.rawPath).to.equal('/pets/a%20b%2F%C3%BC%3F');
      expect(got!.rawQuery).to.equal('tags=x&tags=y%20z%26&limit=5&status=sold&verbose=true');
      expect(got!.headers['x-trace']).to.equal('trace-9');
      expect(got!.headers['authorization']).to.equal('Bearer tok-123');
      // Browsers never let a page send cookies to another site: the playground says so instead.
      expect(got!.headers['cookie']).to.equal(undefined);
      expect(q(el, '[part="cookie-note"]').textContent).to.contain('session');
      expect(q(el, '[part="status"]').textContent).to.equal('200 OK');
      await responseBody(el);
      await expect(el).to.be.accessible();
    });

    it('sends the JSON body with the API key header, prefilled from the example', async () => {
      const el = await playground('POST /pets');
      const editor = q<HTMLTextAreaElement>(el, '#body-text');
      expect(JSON.parse(editor.value)).to.deep.equal({ name: 'Rex', age: 3, tags: ['good'] });
      await secret(el, 'X-API-Key', 'key-42');
      await sendAndSettle(el);
      const [got] = await received();
      expect(got!.headers['content-type']).to.equal('application/json');
      expect(got!.headers['x-api-key']).to.equal('key-42');
      expect(JSON.parse(got!.bodyText)).to.deep.equal({ name: 'Rex', age: 3, tags: ['good'] });
    });

    it('checks the JSON body against the schema and says where it fails, without sending', async () => {
      const el = await playground('POST /pets');
      await type(el, q<HTMLTextAreaElement>(el, '#body-text'), JSON.stringify({ age: -1, kind: 'fish', tags: [1] }));
      await sendAndSettle(el);
      const messages = [...el.shadowRoot!.querySelectorAll('#body-errors li')].map((li) => li.textContent);
      expect(messages).to.deep.equal([
        'name is required',
        'age must be at least 0',
        'kind must be one of "cat", "dog"',
        'tags[0] must be a string, not number',
      ]);
      expect(q(el, '#body-text').getAttribute('aria-invalid')).to.equal('true');
      await type(el, q<HTMLTextAreaElement>(el, '#body-text'), '{"name": ');
      await sendAndSettle(el);
      expect(q(el, '#body-errors').textContent).to.contain('not valid JSON');
      await expect(el).to.be.accessible();
      expect(await received()).to.have.length(0);
    });

    it('sends urlencoded fields, and checks each field where it is', async () => {
      const el = await playground('POST /forms');
      await type(el, fieldInput(el, 'count', 'body'), '11');
      await sendAndSettle(el);
      expect(q(el, '.field[data-name="name"] .field-error').textContent).to.equal('is required');
      expect(q(el, '.field[data-name="count"] .field-error').textContent).to.equal('must be at most 10');
      await type(el, fieldInput(el, 'name', 'body'), 'Rex & Co');
      await type(el, fieldInput(el, 'count', 'body'), '3');
      const colors = q(el, '.field[data-name="colors"]');
      colors.querySelector<HTMLButtonElement>('button.add')!.click();
      await el.updateComplete;
      colors.querySelector<HTMLButtonElement>('button.add')!.click();
      await el.updateComplete;
      const items = colors.querySelectorAll<HTMLInputElement>('.array-item input');
      await type(el, items[0]!, 'red');
      await type(el, items[1]!, 'blue');
      // Remove works too: add a third and take it away.
      colors.querySelector<HTMLButtonElement>('button.add')!.click();
      await el.updateComplete;
      colors.querySelectorAll<HTMLButtonElement>('.array-item button')[2]!.click();
      await el.updateComplete;
      await sendAndSettle(el);
      const [got] = await received();
      expect(got!.headers['content-type']).to.equal('application/x-www-form-urlencoded');
      expect(got!.bodyText).to.equal('name=Rex+%26+Co&count=3&colors=red&colors=blue');
    });

    it('sends multipart fields with a file', async () => {
      const el = await playground('POST /upload');
      await type(el, fieldInput(el, 'title', 'body'), 'My photo');
      await pickFiles(el, fieldInput(el, 'file', 'body'), [
        new File([new Uint8Array([1, 2, 3, 250])], 'photo.png', { type: 'image/png' }),
      ]);
      await sendAndSettle(el);
      const [got] = await received();
      expect(got!.headers['content-type']).to.match(/^multipart\/form-data; boundary=/);
      const parts = got!.parts!;
      expect(parts.map((p) => p.name)).to.deep.equal(['title', 'file']);
      expect(parts[0]!.value).to.equal('My photo');
      expect(parts[1]!.filename).to.equal('photo.png');
      expect(parts[1]!.type).to.equal('image/png');
      expect([...bytesOf(parts[1]!.bytes!)]).to.deep.equal([1, 2, 3, 250]);
    });

    it('sends a binary body from a file', async () => {
      const el = await playground('PUT /blob');
      await pickFiles(el, q<HTMLInputElement>(el, '#body-file'), [new File([new Uint8Array([0, 255, 7])], 'data.bin')]);
      await sendAndSettle(el);
      const [got] = await received();
      expect(got!.method).to.equal('PUT');
      expect(got!.headers['content-type']).to.equal('application/octet-stream');
      expect([...bytesOf(got!.bodyBase64)]).to.deep.equal([0, 255, 7]);
    });

    it('sends basic credentials as RFC 7617 says, UTF-8 included', async () => {
      const el = await playground('GET /basic');
      await secret(el, 'User name', 'zoë');
      await secret(el, 'Password', 'p:ss');
      await sendAndSettle(el);
      const [got] = await received();
      const expected = btoa(String.fromCharCode(...new TextEncoder().encode('zoë:p:ss')));
      expect(got!.headers['authorization']).to.equal(`Basic ${expected}`);
    });

    it('offers each security alternative and sends a query API key when chosen', async () => {
      const el = await playground('GET /either');
      await choose(el, q<HTMLSelectElement>(el, '#auth-option'), 'API key api_key (query)');
      await secret(el, 'api_key', 'k y');
      await sendAndSettle(el);
      const [got] = await received();
      expect(got!.rawQuery).to.equal('api_key=k%20y');
      expect(got!.headers['authorization']).to.equal(undefined);
    });

    it('uses the page authMethod over the spec security (none removes credentials)', async () => {
      const el = await playground('GET /basic', undefined, { authMethod: 'none' });
      expect(qMaybe(el, '[part="auth"]')).to.equal(null);
      const keyed = await playground('GET /basic', undefined, {
        authMethod: 'key',
        settings: { ...defaultApiSettings, mdx: { servers: [], auth: { method: 'key', name: 'X-Docs-Key' } } },
      });
      await secret(keyed, 'X-Docs-Key', 'dk');
      await sendAndSettle(keyed);
      const [got] = await received();
      expect(got!.headers['x-docs-key']).to.equal('dk');
    });

    it('lets the host add headers or stop the request through api-request-send', async () => {
      const el = await playground('GET /json');
      const add = (e: ApiRequestSendEvent): void => e.headers.set('X-Host', 'yes');
      el.addEventListener('api-request-send', add);
      await sendAndSettle(el);
      el.removeEventListener('api-request-send', add);
      expect((await received())[0]!.headers['x-host']).to.equal('yes');
      await clearReceived();
      const stop = (e: Event): void => e.preventDefault();
      el.addEventListener('api-request-send', stop);
      await sendAndSettle(el);
      expect(q(el, '[part="failure"]').dataset['reason']).to.equal('host-cancelled');
      expect(await received()).to.have.length(0);
    });

    it('reports the inputs with api-inputs-change', async () => {
      const el = await playground('GET /pets/{petId}');
      const changed = oneEvent(el, 'api-inputs-change') as Promise<ApiInputsChangeEvent>;
      await type(el, fieldInput(el, 'petId'), '7');
      const { inputs } = await changed;
      expect(inputs.params?.path).to.deep.equal({ petId: '7' });
      expect(inputs.server).to.equal((await testServers()).cors);
    });

    it('prefills parameters from examples and defaults with api.examples.prefill', async () => {
      const settings: ApiSettings = {
        ...defaultApiSettings,
        examples: { ...defaultApiSettings.examples, prefill: true },
      };
      const el = await playground('GET /pets/{petId}', undefined, { settings });
      expect(fieldInput(el, 'petId').value).to.equal('p-1');
      expect(fieldInput(el, 'limit').value).to.equal('10');
      expect([...q(el, '.field[data-name="tags"]').querySelectorAll('input')].map((i) => i.value)).to.deep.equal([
        'a',
        'b',
      ]);
      const plain = await playground('GET /pets/{petId}');
      expect(fieldInput(plain, 'petId').value).to.equal('');
      expect(fieldInput(plain, 'petId').placeholder).to.equal('p-1');
      expect(q(plain, '.field[data-name="petId"] .badge[data-kind="required"]')).to.exist;
    });

    it('picks among the spec servers and fills server variables', async () => {
      const el = await fixture<ApiPlayground>(
        html`<api-playground spec=${SPEC} operation="GET /json"></api-playground>`,
      );
      await until(() => el.resolvedOperation !== undefined, 'operation');
      await el.updateComplete;
      const variable = q<HTMLSelectElement>(el, '#server-var-0');
      expect(variable.value).to.equal('v1');
      await choose(el, variable, 'v2');
      expect(el.requestInputs?.serverVariables).to.deep.equal({ version: 'v2' });
    });
  });

  describe("starts credentials from the spec's x-default (Mintlify)", () => {
    it('fills the API key and bearer fields and sends them; what the reader types wins', async () => {
      forgetTypedCredentials(); // earlier tests typed for the same origin and scheme, which would win
      const origin = (await testServers()).cors;
      const spec = '/test/fixtures/playground/x-default.json';
      const el = await fixture<ApiPlayground>(
        html`<api-playground spec=${spec} operation="GET /pets" server=${origin}></api-playground>`,
      );
      await until(() => el.resolvedOperation !== undefined, 'the operation');
      await el.updateComplete;
      const keyInput = [...el.shadowRoot!.querySelectorAll<HTMLInputElement>('[part="auth"] input')].find(
        (i) => i.labels?.[0]?.textContent?.trim() === 'X-API-Key',
      )!;
      expect(keyInput.value).to.equal('demo-key');
      await expect(el).to.be.accessible();
      await sendAndSettle(el);
      expect((await received())[0]!.headers['x-api-key']).to.equal('demo-key');
      await clearReceived();
      await secret(el, 'X-API-Key', 'mine');
      await sendAndSettle(el);
      expect((await received())[0]!.headers['x-api-key']).to.equal('mine');

      const bearer = await fixture<ApiPlayground>(
        html`<api-playground spec=${spec} operation="GET /pets/{petId}" server=${origin}></api-playground>`,
      );
      await until(() => bearer.resolvedOperation !== undefined, 'the operation');
      await bearer.updateComplete;
      await clearReceived();
      await type(bearer, fieldInput(bearer, 'petId'), '7');
      await sendAndSettle(bearer);
      expect((await received())[0]!.headers['authorization']).to.equal('Bearer demo-token');
    });
  });

  describe('remembers credentials only when asked', () => {
    it('keeps them per API origin and scheme, restores them, and forgets them', async () => {
      const { cors } = await testServers();
      const el = await playground('GET /pets/{petId}');
      await secret(el, 'Token', 'in-memory');
      expect(Object.keys(localStorage)).to.have.length(0);
      const box = q<HTMLInputElement>(el, '.remember input[type="checkbox"]');
      box.click();
      await el.updateComplete;
      const keys = Object.keys(localStorage);
      expect(keys).to.deep.equal([`api-docs-elements:credentials:${cors}:bearerAuth:bearer`]);
      expect(JSON.parse(localStorage.getItem(keys[0]!)!)).to.deep.equal({ token: 'in-memory' });
      expect(location.href).to.not.contain('in-memory');
      const again = await playground('GET /pets/{petId}');
      expect(q<HTMLInputElement>(again, '[part="auth"] input[type="password"]').value).to.equal('in-memory');
      q<HTMLButtonElement>(again, '.remember button').click();
      await again.updateComplete;
      expect(Object.keys(localStorage)).to.have.length(0);
      expect(q<HTMLInputElement>(again, '[part="auth"] input[type="password"]').value).to.equal('');
    });
  });

  describe('shows the response by its media type', () => {
    it('shows an image, audio and video from the API', async () => {
      const el = await playground('GET /media/{kind}');
      const kind = fieldInput<HTMLSelectElement>(el, 'kind');
      await choose(el, kind, 'png');
      await sendAndSettle(el);
      const img = q<HTMLImageElement>(await responseBody(el), 'img');
      await img.decode();
      expect(img.naturalWidth).to.be.greaterThan(0);
      await expect(el).to.be.accessible();
      for (const [label, selector] of [
        ['wav', 'audio'],
        ['mp4', 'video'],
        ['webm', 'video'],
      ] as const) {
        await choose(el, kind, label);
        await sendAndSettle(el);
        const media = q<HTMLMediaElement>(await responseBody(el), selector);
        await metadataLoaded(media);
        expect(media.duration, label).to.be.greaterThan(0);
      }
    });

    it('shows status, time, size and headers, and highlighted JSON', async () => {
      const el = await playground('GET /json');
      await sendAndSettle(el);
      const response = await responseBody(el);
      expect(q(el, '[part="status"]').textContent).to.equal('200 OK');
      expect(q(el, '[part="time"]').textContent).to.match(/\d+ ms/);
      expect(q(el, '[part="size"]').textContent).to.equal('30 B');
      expect(q(el, '[part="headers"]').textContent).to.contain('content-type').and.contain('application/json');
      await until(() => qMaybe(response, '.shiki') !== null, 'highlighting');
      expect(q(response, '.highlighted').textContent).to.contain('"hello": "world"');
      await expect(el).to.be.accessible();
    });

    it('streams server-sent events into the page as they arrive', async () => {
      const el = await playground('GET /sse');
      const gate = `pg-${Math.random()}`;
      await type(el, fieldInput(el, 'gate'), gate);
      q<HTMLButtonElement>(el, '[part="send"]').click();
      await until(() => qMaybe(el, 'api-response') !== null, 'the stream');
      const response = q(el, 'api-response');
      await until(() => response.shadowRoot!.querySelectorAll('[part="event"]').length === 1, 'the first event');
      expect(response.shadowRoot!.querySelector('[part="event"]')!.textContent).to.contain('first event');
      await releaseGate(gate);
      await until(() => response.shadowRoot!.querySelectorAll('[part="event"]').length === 2, 'the second event');
    });
  });

  describe('explains failures', () => {
    it('explains a cancelled request', async () => {
      const el = await playground('GET /slow-headers');
      q<HTMLButtonElement>(el, '[part="send"]').click();
      await el.updateComplete;
      await await received().then(() => until(() => qMaybe(el, '[part="cancel"]') !== null, 'cancel button'));
      q<HTMLButtonElement>(el, '[part="cancel"]').click();
      await until(() => qMaybe(el, '[part="failure"]') !== null, 'the failure');
      expect(q(el, '[part="failure"]').dataset['reason']).to.equal('cancelled');
      expect(q(el, '[part="failure"]').textContent).to.contain('You cancelled');
    });

    it('explains a timeout', async () => {
      const el = await playground('GET /slow-headers', undefined, { timeout: 300 });
      await sendAndSettle(el);
      expect(q(el, '[part="failure"]').dataset['reason']).to.equal('timeout');
      expect(q(el, '[part="failure"]').textContent).to.contain('did not answer within 300 ms');
      await expect(el).to.be.accessible();
    });

    it('explains a CORS refusal, and the other origin never sees the credential', async () => {
      const { plain } = await testServers();
      const el = await playground('POST /pets', plain);
      await secret(el, 'X-API-Key', 'secret-for-cors');
      await sendAndSettle(el);
      const failure = q(el, '[part="failure"]');
      expect(failure.dataset['reason']).to.equal('cors');
      expect(failure.textContent)
        .to.contain('Cross-Origin Resource Sharing')
        .and.contain('Access-Control-Allow-Origin');
      await expect(el).to.be.accessible();
      for (const got of await received('plain')) expect(JSON.stringify(got)).to.not.contain('secret-for-cors');
    });

    it('explains a network error', async () => {
      const { dead } = await testServers();
      const el = await playground('GET /json', dead);
      await sendAndSettle(el);
      expect(q(el, '[part="failure"]').dataset['reason']).to.equal('network');
      expect(q(el, '[part="failure"]').textContent).to.contain('Could not reach');
    });

    it('explains an incomplete URL when a path parameter is empty, and sends nothing', async () => {
      const el = await playground('GET /pets/{petId}');
      await sendAndSettle(el);
      const problems = q(el, '[part="problems"]');
      expect(problems.textContent).to.contain('The request URL is not complete').and.contain('petId');
      expect(problems.querySelector('li')!.dataset['code']).to.equal('param/missing-path');
      expect(q(el, '.field[data-name="petId"] .field-error').textContent).to.contain(
        'Fill in the path parameter petId',
      );
      await expect(el).to.be.accessible();
      expect(await received()).to.have.length(0);
    });

    it('never follows a redirect with credentials to another origin', async () => {
      const { plain } = await testServers();
      const el = await playground('GET /redirect');
      await type(el, fieldInput(el, 'to'), `${plain}/stolen`);
      await secret(el, 'X-API-Key', 'redirect-secret');
      await sendAndSettle(el);
      expect(q(el, '[part="failure"]').dataset['reason']).to.equal('redirect');
      expect((await received())[0]!.headers['x-api-key']).to.equal('redirect-secret');
      expect(await received('plain')).to.have.length(0);
    });
  });
});
