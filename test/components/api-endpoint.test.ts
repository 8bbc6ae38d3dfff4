import { ContextProvider } from '@lit/context';
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { LitElement } from 'lit';
import { specContext } from '../../components/shared/contexts.js';
import { SKELETON_DELAY_MS } from '../../components/shared/skeleton.js';
import type { SpecState } from '../../components/shared/spec-controller.js';
import { afterEach, beforeEach, describe, it } from '../fixtures/endpoint/mocha.js';
import '../../components/api-endpoint/api-endpoint.js';
import '../../components/docs-config/docs-config.js';
import '../../components/param-field/param-field.js';
import '../../components/response-field/response-field.js';
import type { ApiEndpoint } from '../../components/api-endpoint/api-endpoint.element.js';
import type { DocsConfig } from '../../components/docs-config/docs-config.element.js';
import type { ApiSpecErrorEvent, ApiSpecLoadEvent } from '../../components/shared/events.js';
import { loadOpenApi } from '../../src/openapi/index.js';
import type { OpenApiSpec, ResolvedOperation } from '../../src/openapi/types.js';
import { partText, watchUncaught } from '../fixtures/endpoint/deep-query.js';

const FIX = '/test/fixtures/endpoint';

/** A stand-in for <api-docs>: provides whatever spec state a test sets. */
class TestSpecProvider extends LitElement {
  readonly provider = new ContextProvider(this, { context: specContext });
  override createRenderRoot(): HTMLElement {
    return this;
  }
}
customElements.define('test-spec-provider', TestSpecProvider);
const specs = {
  petstore: `${FIX}/petstore-3.0.json`,
  webhooks: `${FIX}/webhooks-3.1.yaml`,
  swagger: `${FIX}/swagger-2.0-petstore.yaml`,
};

function q<E extends Element = Element>(el: Element, selector: string): E | null {
  return el.shadowRoot?.querySelector<E>(selector) ?? null;
}

function qa(el: Element, selector: string): Element[] {
  return Array.from(el.shadowRoot?.querySelectorAll(selector) ?? []);
}

/** The location attribute a parameter's `<param-field>` carries. */
function paramFieldFor(el: Element, location: string, name: string): Element | undefined {
  return qa(el, `param-field[${location}]`).find((f) => f.getAttribute(location) === name);
}

async function assertRendersOperation(el: ApiEndpoint, spec: OpenApiSpec, op: ResolvedOperation): Promise<void> {
  const label = `${spec.url} ${op.id}`;
  expect(q(el, '[part="error"]'), `${label}: no error panel`).to.equal(null);
  expect(partText(el, 'method'), `${label}: method`).to.equal(op.method.toUpperCase());
  expect(partText(el, 'path'), `${label}: path`).to.equal(op.path);
  const title = partText(el, 'title') ?? '';
  expect(title, `${label}: title`).to.contain(op.summary?.trim() || `${op.method.toUpperCase()} ${op.path}`);
  for (const p of op.parameters) {
    expect(paramFieldFor(el, p.in, p.name), `${label}: param ${p.in} ${p.name}`).to.not.equal(undefined);
  }
  if (op.requestBody !== undefined && op.requestBody.content.length > 0) {
    expect(q(el, '[part="body"]'), `${label}: request body`).to.not.equal(null);
  }
  const tabs = qa(el, '[part="responses"] [role="tab"]').map((t) => t.textContent?.trim());
  expect(tabs, `${label}: responses`).to.deep.equal(op.responses.map((r) => r.status));
  if (op.deprecated) expect(q(el, '[part="deprecated"]'), `${label}: deprecated badge`).to.not.equal(null);
}

async function renderEveryOperation(url: string): Promise<number> {
  const spec = await loadOpenApi(new URL(url, location.href).href);
  const el = await fixture<ApiEndpoint>(html`<api-endpoint spec=${url}></api-endpoint>`);
  await el.updateComplete;
  expect(spec.operations.length).to.be.greaterThan(0);
  for (const summary of spec.operations) {
    el.operation = summary.id;
    await el.updateComplete;
    await assertRendersOperation(el, spec, await spec.resolveOperation(summary.id));
  }
  return spec.operations.length;
}

describe('api-endpoint', () => {
  let uncaught: ReturnType<typeof watchUncaught>;
  beforeEach(() => {
    uncaught = watchUncaught();
  });
  afterEach(() => {
    uncaught.stop();
    expect(uncaught.errors, 'no uncaught exception').to.deep.equal([]);
  });

  describe('renders every operation', () => {
    it('of Petstore (OpenAPI 3.0)', async () => {
      expect(await renderEveryOperation(specs.petstore)).to.equal(19);
    });

    it('of a 3.1 spec with webhooks and 2020-12 keywords', async () => {
      const count = await renderEveryOperation(specs.webhooks);
      expect(count).to.equal(5);
    });

    it('of a Swagger 2.0 spec (upgraded)', async () => {
      expect(await renderEveryOperation(specs.swagger)).to.be.greaterThan(2);
    });
  });

  describe('renders standalone', () => {
    it('shows method, path, title, description, params, body and responses', async () => {
      const el = await fixture<ApiEndpoint>(
        html`<api-endpoint spec=${specs.webhooks} operation="POST /plants"></api-endpoint>`,
      );
      await el.updateComplete;
      expect(partText(el, 'method')).to.equal('POST');
      expect(partText(el, 'path')).to.equal('/plants');
      expect(partText(el, 'title')).to.equal('Add a plant');
      // Two media types → tabs; the JSON one lists the top-level properties as body fields.
      const bodyTabs = qa(el, '[part="body"] [role="tab"]').map((t) => t.textContent?.trim());
      expect(bodyTabs).to.deep.equal(['application/json', 'multipart/form-data']);
      expect(paramFieldFor(el, 'body', 'name')?.hasAttribute('required')).to.equal(true);
      expect(paramFieldFor(el, 'body', 'kind')).to.not.equal(undefined);
      // Switching the media type shows the form's fields.
      (qa(el, '[part="body"] [role="tab"]')[1] as HTMLElement).click();
      await el.updateComplete;
      expect(paramFieldFor(el, 'body', 'photo')).to.not.equal(undefined);
      // Responses: 201 first, with a response-field per property; the given example in the examples column.
      const resp = q(el, '[part="response"]');
      expect(resp?.getAttribute('data-status')).to.equal('201');
      expect(qa(el, '[part="response"] response-field').map((f) => f.getAttribute('name'))).to.include.members([
        'id',
        'name',
      ]);
      expect(q(el, '[part="response-example"] [part="code"]')?.textContent).to.contain('"Fern"');
    });

    it('groups parameters by location and generates an example from the schema', async () => {
      const el = await fixture<ApiEndpoint>(
        html`<api-endpoint spec=${specs.webhooks} operation="listPlants"></api-endpoint>`,
      );
      await el.updateComplete;
      const groups = qa(el, '.param-group').map((g) => g.getAttribute('data-location'));
      expect(groups).to.deep.equal(['query', 'header', 'cookie']);
      expect(paramFieldFor(el, 'query', 'limit')?.getAttribute('default')).to.equal('20');
      expect(paramFieldFor(el, 'query', 'limit')?.getAttribute('type')).to.be.a('string');
      const code = q(el, '[part="response-example"] [part="code"]')?.textContent ?? '';
      expect(code.trim().startsWith('['), 'a generated array example').to.equal(true);
      expect(qa(el, '[part="response"] response-field').map((f) => f.getAttribute('name'))).to.include('X-Total');
    });

    it('shows the servers as links only for http(s), with variables filled in', async () => {
      const el = await fixture<ApiEndpoint>(
        html`<api-endpoint spec=${specs.webhooks} operation="GET /plants"></api-endpoint>`,
      );
      await el.updateComplete;
      const link = q<HTMLAnchorElement>(el, '[part="servers"] a');
      expect(link?.href).to.equal('https://eu.plants.example.com/v1');
      expect(link?.textContent).to.equal('https://{region}.plants.example.com/v1');
    });

    it('shows the full URL with url="full", and copies it', async () => {
      const el = await fixture<ApiEndpoint>(
        html`<api-endpoint spec=${specs.webhooks} operation="GET /plants/{plantId}" url="full"></api-endpoint>`,
      );
      await el.updateComplete;
      expect(partText(el, 'path')).to.equal('https://eu.plants.example.com/v1/plants/{plantId}');
      const button = q<HTMLButtonElement>(el, '[part="copy-button"]');
      expect(button?.getAttribute('aria-label')).to.equal('Copy URL');
      el.url = undefined;
      await el.updateComplete;
      expect(partText(el, 'path')).to.equal('/plants/{plantId}');
    });

    it('tolerates a trailing slash and a lower-case method', async () => {
      const el = await fixture<ApiEndpoint>(
        html`<api-endpoint spec=${specs.petstore} operation="get /pet/{petId}/"></api-endpoint>`,
      );
      await el.updateComplete;
      expect(partText(el, 'path')).to.equal('/pet/{petId}');
    });

    it('shows a webhook with its badge', async () => {
      const el = await fixture<ApiEndpoint>(
        html`<api-endpoint spec=${specs.webhooks} operation="WEBHOOK newPlant"></api-endpoint>`,
      );
      await el.updateComplete;
      expect(partText(el, 'path')).to.equal('newPlant');
      expect(q(el, '.badge-webhook')).to.not.equal(null);
    });

    it('switches response tabs with the arrow keys', async () => {
      const el = await fixture<ApiEndpoint>(
        html`<api-endpoint spec=${specs.webhooks} operation="GET /plants"></api-endpoint>`,
      );
      await el.updateComplete;
      const list = q<HTMLElement>(el, '[part="responses"] [role="tablist"]');
      list?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
      await el.updateComplete;
      expect(q(el, '[part="response"]')?.getAttribute('data-status')).to.equal('default');
    });
  });

  describe('renders in MDX style from children alone', () => {
    it('with a full URL (the server is ignored)', async () => {
      const el = await fixture<ApiEndpoint>(
        html`<api-endpoint api="GET https://api.example.com/users/{id}" server="https://ignored.example.com">
          <param-field path="id" type="string" required>The user id</param-field>
          <response-field name="email" type="string" required>Their address</response-field>
          <param-field query="expand" type="boolean">Expand relations</param-field>
        </api-endpoint>`,
      );
      await el.updateComplete;
      expect(partText(el, 'method')).to.equal('GET');
      expect(partText(el, 'path')).to.equal('/users/{id}');
      expect(partText(el, 'title')).to.equal('GET /users/{id}');
      const slots = qa(el, 'slot');
      const byName = (name: string | null) => slots.find((s) => s.getAttribute('name') === name) as HTMLSlotElement;
      expect(
        byName(null)
          .assignedElements()
          .map((e) => e.getAttribute('path') ?? e.getAttribute('query')),
      ).to.deep.equal(['id', 'expand']);
      expect(
        byName('response')
          .assignedElements()
          .map((e) => e.getAttribute('name')),
      ).to.deep.equal(['email']);
      expect(q(el, '.response-children')?.hasAttribute('hidden')).to.equal(false);
      el.url = 'full';
      await el.updateComplete;
      expect(partText(el, 'path')).to.equal('https://api.example.com/users/{id}');
    });

    it('with a relative path and a server', async () => {
      const el = await fixture<ApiEndpoint>(
        html`<api-endpoint api="POST /users" server="https://api.example.com/" url="full" heading="Create a user">
          <param-field body="name" type="string" required>Full name</param-field>
        </api-endpoint>`,
      );
      await el.updateComplete;
      expect(partText(el, 'path')).to.equal('https://api.example.com/users');
      expect(partText(el, 'title')).to.equal('Create a user');
      expect(q(el, '.response-children')?.hasAttribute('hidden')).to.equal(true);
      // Children added later are placed too.
      const field = document.createElement('response-field');
      field.setAttribute('name', 'id');
      el.append(field);
      await new Promise((r) => requestAnimationFrame(r));
      await el.updateComplete;
      expect(q(el, '.response-children')?.hasAttribute('hidden')).to.equal(false);
    });

    it('reports a malformed api attribute', async () => {
      const el = document.createElement('api-endpoint');
      el.setAttribute('api', 'FETCH users');
      const event = oneEvent(el, 'api-spec-error') as Promise<ApiSpecErrorEvent>;
      document.body.append(el);
      const { diagnostics } = await event;
      expect(diagnostics[0]?.message).to.contain('METHOD /path');
      expect(q(el, '[part="error"]')?.getAttribute('role')).to.equal('alert');
      el.remove();
    });
  });

  describe('renders from context', () => {
    it('uses api settings from <docs-config>: playground.url full shows the full URL, mdx.server fills MDX paths', async () => {
      const wrapper = await fixture<DocsConfig>(
        html`<docs-config src="/test/fixtures/docs/docs.json">
          <api-endpoint spec=${specs.petstore} operation="GET /pet/{petId}"></api-endpoint>
          <api-endpoint api="DELETE /keys/{key}"></api-endpoint>
        </docs-config>`,
      );
      await wrapper.updateComplete;
      const [fromSpec, fromMdx] = Array.from(wrapper.querySelectorAll('api-endpoint'));
      await fromSpec!.updateComplete;
      await fromMdx!.updateComplete;
      expect(partText(fromSpec!, 'path')).to.match(/^https?:\/\/.+\/pet\/\{petId\}$/);
      expect(partText(fromMdx!, 'path')).to.equal('https://api.example.com/v2/keys/{key}');
    });

    it('shows only the path when the config does not ask for full URLs', async () => {
      const wrapper = await fixture<DocsConfig>(
        html`<docs-config src="/test/fixtures/docs/docs-path-only.json">
          <api-endpoint spec=${specs.petstore} operation="GET /pet/{petId}"></api-endpoint>
        </docs-config>`,
      );
      await wrapper.updateComplete;
      const el = wrapper.querySelector('api-endpoint')!;
      await el.updateComplete;
      expect(partText(el, 'path')).to.equal('/pet/{petId}');
    });
  });

  describe('states', () => {
    it('shows a hint when nothing is named, and lists operations when only the spec is', async () => {
      const empty = await fixture<ApiEndpoint>(html`<api-endpoint></api-endpoint>`);
      expect(q(empty, '[part="empty"]')?.textContent).to.contain('operation=');
      const onlySpec = await fixture<ApiEndpoint>(html`<api-endpoint spec=${specs.webhooks}></api-endpoint>`);
      await onlySpec.updateComplete;
      expect(q(onlySpec, '[part="empty"]')?.textContent).to.contain('GET /plants');
    });

    it('goes straight to the page when the spec loads within the skeleton delay', async () => {
      const el = document.createElement('api-endpoint');
      el.spec = `${specs.petstore}?fast-load`;
      el.operation = 'PUT /pet';
      const started = performance.now();
      document.body.append(el);
      let lines = 0;
      const observer = new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof Element)
              lines += node.querySelectorAll('.skeleton-line').length + (node.matches('.skeleton-line') ? 1 : 0);
      });
      observer.observe(el.shadowRoot!, { childList: true, subtree: true });
      await el.updateComplete;
      const took = performance.now() - started;
      observer.disconnect();
      el.remove();
      expect(partText(el, 'title')).to.equal('Update an existing pet.');
      // Only meaningful when the load was fast; on a starved machine the lines are right to show.
      if (took < SKELETON_DELAY_MS) expect(lines, `loaded in ${Math.round(took)} ms`).to.equal(0);
    });

    it('is busy with a skeleton while a provided spec loads, then renders from context', async () => {
      const host = await fixture<TestSpecProvider>(
        html`<test-spec-provider><api-endpoint operation="GET /plants"></api-endpoint></test-spec-provider>`,
      );
      const el = host.querySelector('api-endpoint')!;
      host.provider.setValue({ status: 'loading', errors: [] } satisfies SpecState);
      await el.updateComplete;
      expect(q(el, '[part="base"]')?.getAttribute('aria-busy')).to.equal('true');
      const skeleton = q(el, '[part="skeleton"]');
      expect(skeleton?.getAttribute('role')).to.equal('status');
      expect(skeleton?.getAttribute('aria-label')).to.equal('Loading the API description');
      // The pulsing lines wait SKELETON_DELAY_MS, so a fast load never flashes them.
      const shownAt = performance.now();
      expect(el.shadowRoot!.querySelectorAll('.skeleton-line')).to.have.length(0);
      await waitUntil(() => el.shadowRoot!.querySelectorAll('.skeleton-line').length === 3, 'lines appear', {
        timeout: 2000,
      });
      expect(performance.now() - shownAt).to.be.at.least(SKELETON_DELAY_MS - 20);
      await expect(el).to.be.accessible();
      const url = new URL(specs.webhooks, location.href).href;
      const spec = await loadOpenApi(url);
      host.provider.setValue({ status: 'ready', url, spec, errors: [] } satisfies SpecState);
      await el.updateComplete;
      expect(q(el, '[part="base"]')?.getAttribute('aria-busy')).to.equal('false');
      expect(partText(el, 'title')).to.equal('List plants');
      host.provider.setValue({
        status: 'error',
        url,
        errors: [{ severity: 'error', code: 'x', message: 'Provider failed', file: url }],
      } satisfies SpecState);
      await el.updateComplete;
      expect(q(el, '[part="error"]')?.textContent).to.contain('Provider failed');
    });
  });

  describe('emits events', () => {
    it('api-spec-load when it loads its spec', async () => {
      const el = document.createElement('api-endpoint');
      el.spec = `${specs.swagger}?event`;
      el.operation = 'findPets';
      const event = oneEvent(el, 'api-spec-load') as Promise<ApiSpecLoadEvent>;
      document.body.append(el);
      const loaded = await event;
      expect(loaded.url).to.contain('swagger-2.0-petstore.yaml');
      expect(loaded.bubbles && loaded.composed).to.equal(true);
      el.remove();
    });
  });

  describe('broken input shows the error panel and fires api-spec-error', () => {
    const cases: { name: string; spec: string; operation: string; expect: RegExp; place: RegExp }[] = [
      {
        name: 'invalid JSON',
        spec: `${FIX}/invalid.json`,
        operation: 'GET /a',
        expect: /json/i,
        place: /invalid\.json(:\d+:\d+|#)/,
      },
      {
        name: 'invalid YAML',
        spec: `${FIX}/invalid.yaml`,
        operation: 'GET /a',
        expect: /yaml/i,
        place: /invalid\.yaml(:\d+:\d+|#)/,
      },
      {
        name: 'an unknown operation',
        spec: specs.petstore,
        operation: 'GET /pets/{id}',
        expect: /GET \/pets\/\{id\}/,
        place: /petstore-3\.0\.json/,
      },
      { name: 'a 404 URL', spec: `${FIX}/missing.json`, operation: 'GET /a', expect: /404/, place: /missing\.json/ },
      {
        name: 'a closed port',
        spec: 'http://127.0.0.1:9/openapi.json',
        operation: 'GET /a',
        expect: /could not load/i,
        place: /127\.0\.0\.1:9/,
      },
    ];
    for (const c of cases) {
      it(c.name, async () => {
        const el = document.createElement('api-endpoint');
        el.spec = c.spec;
        el.operation = c.operation;
        const event = oneEvent(el, 'api-spec-error') as Promise<ApiSpecErrorEvent>;
        document.body.append(el);
        const { diagnostics } = await event;
        await el.updateComplete;
        expect(diagnostics.length).to.be.greaterThan(0);
        const panel = q(el, '[part="error"]');
        expect(panel?.getAttribute('role')).to.equal('alert');
        const text = panel?.textContent?.replace(/\s+/g, ' ') ?? '';
        expect(text, 'names the problem').to.match(c.expect);
        expect(text, 'names the place').to.match(c.place);
        el.remove();
      });
    }

    it('a spec that fails to load shows the panel even without an operation', async () => {
      const el = await fixture<ApiEndpoint>(html`<api-endpoint spec=${`${FIX}/invalid.yaml`}></api-endpoint>`);
      await el.updateComplete;
      expect(q(el, '[part="error"]')?.textContent).to.match(/invalid\.yaml:\d+:\d+/);
    });

    it('an unresolvable $ref: the page still renders and the problem is named with its place', async () => {
      const el = document.createElement('api-endpoint');
      el.spec = `${FIX}/unresolvable-ref.json`;
      el.operation = 'GET /things';
      const errored = new Promise<ApiSpecErrorEvent | undefined>((resolve) =>
        el.addEventListener('api-spec-error', resolve, { once: true }),
      );
      document.body.append(el);
      await el.updateComplete;
      const panel = q(el, '[part="error"]');
      const note = q(el, '[part="warnings"]');
      // Either the operation renders with a warning naming the ref, or the whole page is the error panel.
      const text = (panel ?? note)?.textContent?.replace(/\s+/g, ' ') ?? '';
      expect(text).to.contain('DoesNotExist');
      expect(text).to.match(/unresolvable-ref\.json/);
      if (panel) expect((await errored)?.diagnostics.length).to.be.greaterThan(0);
      el.remove();
    });
  });

  describe('background validation', () => {
    /** Waits up to `ms` for the validation note; null when it never shows. */
    async function note(el: ApiEndpoint, ms: number): Promise<Element | null> {
      for (let waited = 0; waited < ms; waited += 100) {
        const found = q(el, '[part="warnings"]');
        if (found !== null) return found;
        await new Promise((r) => setTimeout(r, 100));
      }
      return null;
    }

    it('shows what the spec validation found, after the first render', async () => {
      const el = await fixture<ApiEndpoint>(
        html`<api-endpoint spec=${`${FIX}/validation-findings.yaml`} operation="GET /things/{id}"></api-endpoint>`,
      );
      await el.updateComplete;
      expect((await note(el, 15000))?.textContent).to.match(/getThing|id/);
    });

    it('no-validation: no validation and no note (a site whose author saw the findings in the CLI)', async () => {
      const el = await fixture<ApiEndpoint>(
        html`<api-endpoint
          no-validation
          spec=${`${FIX}/validation-findings.yaml`}
          operation="GET /things/{id}"
        ></api-endpoint>`,
      );
      await el.updateComplete;
      expect(q(el, '[part="title"]')).to.not.equal(null);
      expect(await note(el, 6000)).to.equal(null);
    });
  });

  describe('is accessible', () => {
    it('loaded', async () => {
      const el = await fixture<ApiEndpoint>(
        html`<api-endpoint spec=${specs.webhooks} operation="POST /plants"></api-endpoint>`,
      );
      await el.updateComplete;
      await expect(el).to.be.accessible();
    });

    it('loaded, dark theme', async () => {
      const el = await fixture<ApiEndpoint>(
        html`<api-endpoint theme="dark" spec=${specs.petstore} operation="PUT /pet"></api-endpoint>`,
      );
      await el.updateComplete;
      await expect(el).to.be.accessible();
    });

    it('MDX style', async () => {
      const el = await fixture<ApiEndpoint>(
        html`<api-endpoint api="POST /users" server="https://api.example.com">
          <param-field body="name" type="string" required>Full name</param-field>
          <response-field name="id" type="string">The new id</response-field>
        </api-endpoint>`,
      );
      await el.updateComplete;
      await expect(el).to.be.accessible();
    });

    it('error', async () => {
      const el = await fixture<ApiEndpoint>(
        html`<api-endpoint spec=${`${FIX}/invalid.json`} operation="GET /a"></api-endpoint>`,
      );
      await el.updateComplete;
      expect(q(el, '[part="error"]')).to.not.equal(null);
      await expect(el).to.be.accessible();
    });

    it('empty', async () => {
      const el = await fixture<ApiEndpoint>(html`<api-endpoint></api-endpoint>`);
      await expect(el).to.be.accessible();
    });
  });

  describe('reflects attributes and exposes parts', () => {
    it('reflects its properties', async () => {
      const el = await fixture<ApiEndpoint>(html`<api-endpoint></api-endpoint>`);
      el.operation = 'GET /x';
      el.theme = 'dark';
      el.url = 'full';
      await el.updateComplete;
      expect(el.getAttribute('operation')).to.equal('GET /x');
      expect(el.getAttribute('theme')).to.equal('dark');
      expect(el.getAttribute('url')).to.equal('full');
    });

    it('exposes the documented parts', async () => {
      const el = await fixture<ApiEndpoint>(
        html`<api-endpoint spec=${specs.webhooks} operation="POST /plants"></api-endpoint>`,
      );
      await el.updateComplete;
      for (const part of [
        'base',
        'header',
        'method',
        'path',
        'copy-button',
        'title',
        'servers',
        'body',
        'responses',
        'response',
        'tabs',
        'tab',
        'status',
        'code',
      ]) {
        expect(q(el, `[part~="${part}"]`), part).to.not.equal(null);
      }
    });
  });
});
