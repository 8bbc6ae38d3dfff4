/**
 * OpenAPI 3.2 in real Chromium (test/fixtures/openapi-32/features.yaml): each new part rendered by
 * <api-endpoint> (QUERY and custom-method badges, the query string with its media type and serialized
 * example, a request body from components.mediaTypes, response summary, server name) and sent by
 * <api-playground> to a recording server on 127.0.0.1, checked there byte for byte.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../components/api-docs/api-docs.js';
import type { ApiDocs } from '../../components/api-docs/api-docs.element.js';
import '../../components/api-endpoint/api-endpoint.js';
import '../../components/api-playground/api-playground.js';
import '../../components/param-field/param-field.js';
import '../../components/response-field/response-field.js';
import type { ApiEndpoint } from '../../components/api-endpoint/api-endpoint.element.js';
import type { ApiPlayground } from '../../components/api-playground/api-playground.element.js';
import { loadOpenApi } from '../../src/openapi/index.js';
import { partText, watchUncaught } from '../fixtures/endpoint/deep-query.js';
import { afterEach, beforeEach, describe, it } from '../fixtures/endpoint/mocha.js';
import { BASE, resetLocation, sidebarSlugs, visit } from '../fixtures/site-element/helpers.js';
import { fieldInput, q, sendAndSettle, type } from '../fixtures/playground/drive.js';
import { clearReceived, received, testServers, until } from '../fixtures/playground/helpers.js';

const SPEC = '/test/fixtures/openapi-32/features.yaml';

async function endpoint(operation: string): Promise<ApiEndpoint> {
  const el = await fixture<ApiEndpoint>(html`<api-endpoint spec=${SPEC} operation=${operation}></api-endpoint>`);
  await waitUntil(() => partText(el, 'method') !== undefined, `${operation} rendered`, { timeout: 10_000 });
  await el.updateComplete;
  return el;
}

/** Text of an element and every shadow root below it. */
function deepText(node: Element): string {
  const own = node.shadowRoot ? [...node.shadowRoot.querySelectorAll('*')].map((n) => deepText(n)).join(' ') : '';
  return `${node.textContent ?? ''} ${own}`;
}

function all(el: Element, selector: string): Element[] {
  return [...(el.shadowRoot?.querySelectorAll(selector) ?? [])];
}

async function playground(operation: string): Promise<ApiPlayground> {
  const origin = (await testServers()).cors;
  const el = await fixture<ApiPlayground>(
    html`<api-playground spec=${SPEC} operation=${operation} server=${origin} timeout="10000"></api-playground>`,
  );
  await until(() => el.resolvedOperation !== undefined, 'the operation');
  await el.updateComplete;
  return el;
}

describe('OpenAPI 3.2', () => {
  let uncaught: ReturnType<typeof watchUncaught>;
  beforeEach(async () => {
    uncaught = watchUncaught();
    await clearReceived();
  });
  afterEach(() => {
    uncaught.stop();
    expect(uncaught.errors, 'no uncaught exception').to.deep.equal([]);
  });

  describe('rendered by <api-endpoint>', () => {
    it('renders every operation of the fixture, QUERY and custom methods with their badge', async () => {
      const spec = await loadOpenApi(new URL(SPEC, location.href).href);
      const el = await endpoint('QUERY /search');
      for (const op of spec.operations) {
        el.operation = op.id;
        await el.updateComplete;
        await waitUntil(() => partText(el, 'path') === op.path && partText(el, 'method') === op.id.split(' ')[0]);
        expect(partText(el, 'title')).to.contain(op.summary);
        expect(el.shadowRoot!.querySelector('[part="error"]')).to.equal(null);
      }
      el.operation = 'COPY /documents/{id}';
      await el.updateComplete;
      await waitUntil(() => partText(el, 'method') === 'COPY');
      const badge = el.shadowRoot!.querySelector('[part="method"]')!;
      expect(badge.getBoundingClientRect().width, 'the badge is shown').to.be.greaterThan(10);
      expect(all(el, 'param-field[header]').map((f) => f.getAttribute('header'))).to.include('Destination');
      // The endpoint's snippets show the custom method as written.
      await waitUntil(() => deepText(el).includes('--request COPY'), 'the curl snippet', { timeout: 10_000 });
      await expect(el).to.be.accessible();
    });

    it('QUERY: the request body from components.mediaTypes, the response summary and the server name', async () => {
      const el = await endpoint('QUERY /search');
      expect(partText(el, 'method')).to.equal('QUERY');
      await waitUntil(() => el.shadowRoot!.querySelector('[part="body"]') !== null, 'the request body');
      const body = el.shadowRoot!.querySelector('[part="body"]')!;
      const names = [...body.querySelectorAll('param-field')].map((f) => f.getAttribute('body'));
      expect(names).to.include.members(['text', 'limit']);
      expect(partText(el, 'response-summary')).to.equal('The matches');
      expect(partText(el, 'server-name')).to.equal('Recording server');
      await expect(el).to.be.accessible();
    });

    it('in: querystring: one "Query string" group with its media type and serialized example', async () => {
      const el = await endpoint('GET /filter');
      const group = el.shadowRoot!.querySelector('.param-group[data-location="querystring"]');
      expect(group, 'a querystring group').to.not.equal(null);
      expect(group!.querySelector('h3')!.textContent).to.equal('Query string');
      expect(partText(el, 'querystring')).to.contain('application/json');
      expect(partText(el, 'querystring-example')).to.equal(
        '?%7B%22owner%22%3A%22me%22%2C%22tags%22%3A%5B%22draft%22%2C%22shared%22%5D%7D',
      );
      expect(group!.querySelector('param-field[query="selector"]')).to.not.equal(null);
      await expect(el).to.be.accessible();
    });
  });

  describe("the corpus's 3.2 documents", () => {
    const CORPUS = '/__shared/corpus/openapi';
    it('every operation of cafe.yaml (Redoc) and the learn-openapis tags example renders', async () => {
      for (const url of [
        `${CORPUS}/redoc-fixtures/demo/cafe.yaml`,
        `${CORPUS}/learn-openapis/v3.2/3.2-tags-example.yaml`,
      ]) {
        const spec = await loadOpenApi(new URL(url, location.href).href);
        expect(spec.sourceVersion).to.equal('3.2');
        const el = await fixture<ApiEndpoint>(html`<api-endpoint spec=${url}></api-endpoint>`);
        for (const op of spec.operations) {
          el.operation = op.id;
          await el.updateComplete;
          await waitUntil(() => partText(el, 'path') === op.path, `${url} ${op.id}`);
          expect(el.shadowRoot!.querySelector('[part="error"]'), `${url} ${op.id}`).to.equal(null);
        }
        el.remove();
      }
    });

    it("cafe.yaml's dataValue examples fill the request body and the response example", async () => {
      const el = await fixture<ApiEndpoint>(
        html`<api-endpoint spec=${`${CORPUS}/redoc-fixtures/demo/cafe.yaml`} operation="createOrder"></api-endpoint>`,
      );
      await waitUntil(() => deepText(el).includes('ord_01h1s5z6vf2mm1mz3hevnn9va7'), 'the response example', {
        timeout: 15_000,
      });
      expect(deepText(el)).to.contain('No sugar!');
    });
  });

  describe('in a site (<api-docs>)', () => {
    afterEach(resetLocation);

    it('tags: summaries title the groups, parent nests them, QUERY and COPY pages carry their badge', async () => {
      const el = await fixture<ApiDocs>(
        html`<api-docs src="/test/fixtures/openapi-32/docs.json" base=${BASE} theme="light"></api-docs>`,
      );
      await waitUntil(() => sidebarSlugs(el).length === 6, 'the sidebar', { timeout: 15_000 });
      const root = el.shadowRoot!;
      const groups = [...root.querySelectorAll('li.group')].map((g) => [
        g.getAttribute('data-group'),
        g.getAttribute('data-depth'),
      ]);
      expect(groups).to.deep.equal([
        ['API', '0'],
        ['Search', '1'],
        ['Documents', '1'],
        ['Copies', '2'],
      ]);
      const copies = root.querySelector('li.group[data-group="Copies"]')!;
      expect(copies.parentElement!.closest('li.group')!.getAttribute('data-group')).to.equal('Documents');
      const badges = [...root.querySelectorAll('[part~="nav-method"]')].map((b) => b.textContent!.trim());
      expect(badges).to.deep.equal(['QUERY', 'GET', 'GET', 'GET', 'COPY', 'PURGE']);
      const copyLink = root.querySelector('a[data-slug="api-reference/copies/copy-document"]')!;
      expect(copyLink.querySelector('[part~="nav-tag"]')?.textContent, 'the kind: badge tag').to.equal('Beta');
      await visit(el, 'api-reference/copies/copy-document');
      await waitUntil(() => root.textContent!.includes('Copy a document') || deepText(el).includes('Copy a document'));
      await expect(el).to.be.accessible();
    });
  });

  describe('validated in the browser with the 3.2 schema', () => {
    it('the fixture has no findings; a document breaking 3.2 rules gets the warning note', async () => {
      const spec = await loadOpenApi(new URL(SPEC, location.href).href);
      expect(await spec.validate()).to.deep.equal([]);
      const el = await fixture<ApiEndpoint>(
        html`<api-endpoint spec="/test/fixtures/openapi-32/invalid.yaml" operation="GET /things"></api-endpoint>`,
      );
      await waitUntil(() => el.shadowRoot!.querySelector('[part="warnings"]') !== null, 'the validation note', {
        timeout: 15_000,
      });
      const text = partText(el, 'warnings') ?? '';
      expect(text).to.contain('Bad=Header');
      expect(text).to.match(/parameters/);
    });
  });

  describe('sent by <api-playground> and received as specified', () => {
    it('QUERY with a JSON body', async () => {
      const el = await playground('QUERY /search');
      await type(el, q<HTMLTextAreaElement>(el, '#body-text'), '{"text": "a & b", "limit": 2}');
      await sendAndSettle(el);
      const [got] = await received();
      expect(got!.method).to.equal('QUERY');
      expect(got!.rawPath).to.equal('/search');
      expect(got!.headers['content-type']).to.equal('application/json');
      expect(JSON.parse(got!.bodyText)).to.deep.equal({ text: 'a & b', limit: 2 });
      expect(q(el, '[part="status"]').textContent).to.equal('200 OK');
    });

    it('a custom method (COPY) with its path and header parameters', async () => {
      const el = await playground('COPY /documents/{id}');
      await type(el, fieldInput(el, 'id'), 'doc 1');
      await type(el, fieldInput(el, 'Destination'), '/documents/doc-2');
      await sendAndSettle(el);
      const [got] = await received();
      expect(got!.method).to.equal('COPY');
      expect(got!.rawPath).to.equal('/documents/doc%201');
      expect(got!.headers['destination']).to.equal('/documents/doc-2');
    });

    it('a JSON query string typed in its one editor', async () => {
      const el = await playground('GET /filter');
      const editor = fieldInput<HTMLTextAreaElement>(el, 'selector', 'querystring');
      expect(editor.localName).to.equal('textarea');
      expect(editor.placeholder, 'the example, decoded, as the placeholder').to.contain('"owner": "me"');
      await expect(el).to.be.accessible();
      await type(el, editor, '{\n  "owner": "me & you",\n  "tags": ["x"]\n}');
      await sendAndSettle(el);
      const [got] = await received();
      expect(got!.method).to.equal('GET');
      expect(got!.rawQuery).to.equal(encodeURIComponent('{"owner":"me & you","tags":["x"]}'));
    });

    it('a form-encoded query string, re-encoded pair by pair', async () => {
      const el = await playground('GET /list');
      const editor = fieldInput<HTMLTextAreaElement>(el, 'form', 'querystring');
      expect(editor.placeholder).to.equal('page=2&sort=title asc');
      await type(el, editor, 'page=3&sort=title asc&q=a%26b');
      await sendAndSettle(el);
      const [got] = await received();
      expect(got!.rawQuery).to.equal('page=3&sort=title%20asc&q=a%26b');
      expect(got!.query).to.deep.equal([
        ['page', '3'],
        ['sort', 'title asc'],
        ['q', 'a&b'],
      ]);
    });

    it('an invalid JSON query string is named before anything is sent', async () => {
      const el = await playground('GET /filter');
      await type(el, fieldInput<HTMLTextAreaElement>(el, 'selector', 'querystring'), '{"owner": ');
      await sendAndSettle(el);
      expect(await received()).to.deep.equal([]);
      expect(el.shadowRoot!.querySelector('.field[data-where="querystring"] .field-error')?.textContent).to.contain(
        'JSON',
      );
    });
  });
});
