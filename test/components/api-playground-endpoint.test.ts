import { ContextProvider } from '@lit/context';
import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import '../../components/api-endpoint/api-endpoint.js';
import type { ApiEndpoint } from '../../components/api-endpoint/api-endpoint.element.js';
import type { ApiPlayground } from '../../components/api-playground/api-playground.element.js';
import { apiSettingsContext, userContext } from '../../components/shared/contexts.js';
import { defaultApiSettings, type ApiSettings, type PlaygroundDisplay } from '../../src/config/api-settings.js';
import { beforeEach, describe, it } from '../fixtures/endpoint/mocha.js';
import { fieldInput, q, qMaybe, sendAndSettle, type } from '../fixtures/playground/drive.js';
import { clearReceived, received, testServers, until } from '../fixtures/playground/helpers.js';

const SPEC = '/test/fixtures/playground/playground.json';

/** A stand-in for the site shell: provides api settings and the reader. */
class TestSiteProvider extends LitElement {
  readonly settings = new ContextProvider(this, { context: apiSettingsContext });
  readonly user = new ContextProvider(this, { context: userContext });
  override createRenderRoot(): HTMLElement {
    return this;
  }
}
customElements.define('test-site-provider', TestSiteProvider);

function settingsWith(display: PlaygroundDisplay, extra: Partial<ApiSettings['playground']> = {}): ApiSettings {
  return { ...defaultApiSettings, playground: { display, ...extra } };
}

async function endpoint(
  opts: {
    display?: PlaygroundDisplay;
    page?: PlaygroundDisplay;
    groups?: string;
    user?: { groups: string[] } | null;
    contextUser?: { groups: string[] } | null;
  } = {},
): Promise<ApiEndpoint> {
  const site = await fixture<TestSiteProvider>(html`<test-site-provider></test-site-provider>`);
  site.settings.setValue(settingsWith(opts.display ?? 'interactive'));
  if (opts.contextUser !== undefined) site.user.setValue(opts.contextUser);
  const el = document.createElement('api-endpoint');
  el.spec = SPEC;
  el.operation = 'GET /pets/{petId}';
  if (opts.page) el.playground = opts.page;
  if (opts.groups) el.setAttribute('groups', opts.groups);
  if (opts.user !== undefined) el.user = opts.user;
  site.append(el);
  await el.updateComplete;
  return el;
}

function mode(el: ApiEndpoint): 'interactive' | 'simple' | 'none' {
  const interactive = qMaybe(el, '[part="playground"] api-playground') !== null;
  const simple = qMaybe(el, '[part="simple"]') !== null;
  expect(interactive && simple, 'one mode at a time').to.equal(false);
  return interactive ? 'interactive' : simple ? 'simple' : 'none';
}

describe('api-endpoint playground modes', () => {
  beforeEach(clearReceived);

  it('does not load the playground until a page shows one', async () => {
    const el = await endpoint({ display: 'none' });
    expect(mode(el)).to.equal('none');
    expect(customElements.get('api-playground'), 'playground module not loaded').to.equal(undefined);
    expect(customElements.get('api-response'), 'response module not loaded').to.equal(undefined);
    const shown = await endpoint({ display: 'interactive' });
    // Not drawn before its code is here: the page's first render holds the "Try it" button and no panel.
    expect(mode(shown), 'no panel before the playground is asked for').to.equal('none');
    expect(qMaybe(shown, '[part~="try-panel"]'), 'no panel yet').to.equal(null);
    // Fetched when "Try it" comes on screen, is hovered or focused; the panel is drawn once it is here.
    q<HTMLElement>(shown, '[part~="try-it"]').focus();
    await until(() => customElements.get('api-playground') !== undefined, 'the playground module');
    await until(() => mode(shown) === 'interactive', 'the panel, once the playground is here');
    expect(customElements.get('api-response'), 'response module waits for a response').to.equal(undefined);
  });

  it('interactive (the default) shows the playground with snippets next to it', async () => {
    const el = await endpoint();
    expect(mode(el)).to.equal('interactive');
    expect(q(el, '[part="playground"]').querySelector('api-snippets')).to.exist;
    const pg = q<ApiPlayground>(el, 'api-playground');
    await until(() => pg.resolvedOperation !== undefined, 'the operation');
    expect(pg.resolvedOperation!.id).to.equal('GET /pets/{petId}');
    await expect(el).to.be.accessible();
  });

  it('passes the playground inputs to the snippets', async () => {
    const el = await endpoint();
    const pg = q<ApiPlayground>(el, 'api-playground');
    await until(
      () => customElements.get('api-playground') !== undefined && pg.resolvedOperation !== undefined,
      'the playground',
    );
    await pg.updateComplete;
    await type(pg, fieldInput(pg, 'petId'), 'rex');
    await el.updateComplete;
    const snippets = q(el, 'api-snippets') as HTMLElement & {
      inputs?: { params?: { path?: Record<string, unknown> } };
    };
    expect(snippets.inputs?.params?.path).to.deep.equal({ petId: 'rex' });
  });

  it('simple shows the method and the full URL to copy, and no playground', async () => {
    const el = await endpoint({ display: 'simple' });
    expect(mode(el)).to.equal('simple');
    expect(q(el, '[part="simple-url"]').textContent).to.equal('https://api.example.com/v1/pets/{petId}');
    expect(q(el, '[part="simple"]').textContent).to.contain('GET');
    expect(q(el, '[part="simple"] [part="copy-button"]').getAttribute('aria-label')).to.equal('Copy endpoint URL');
    await expect(el).to.be.accessible();
  });

  it('none shows nothing', async () => {
    expect(mode(await endpoint({ display: 'none' }))).to.equal('none');
  });

  it('a page value overrides the global one', async () => {
    expect(mode(await endpoint({ display: 'none', page: 'interactive' }))).to.equal('interactive');
    expect(mode(await endpoint({ display: 'interactive', page: 'simple' }))).to.equal('simple');
    expect(mode(await endpoint({ display: 'simple', page: 'none' }))).to.equal('none');
    const el = await fixture<ApiEndpoint>(
      html`<api-endpoint spec=${SPEC} operation="GET /json" playground="simple"></api-endpoint>`,
    );
    expect(mode(el), 'attribute, no settings').to.equal('simple');
  });

  it('auth shows the playground only to signed-in readers in the page groups', async () => {
    expect(mode(await endpoint({ display: 'auth' })), 'anonymous').to.equal('none');
    expect(mode(await endpoint({ display: 'auth', user: null })), 'anonymous (property)').to.equal('none');
    expect(mode(await endpoint({ display: 'auth', user: { groups: [] } })), 'signed in, no page groups').to.equal(
      'interactive',
    );
    expect(
      mode(await endpoint({ page: 'auth', groups: 'staff, beta', user: { groups: ['beta'] } })),
      'in a group',
    ).to.equal('interactive');
    expect(
      mode(await endpoint({ page: 'auth', groups: 'staff beta', user: { groups: ['guest'] } })),
      'in no group',
    ).to.equal('none');
    expect(
      mode(await endpoint({ page: 'auth', groups: 'staff', contextUser: { groups: ['staff'] } })),
      'reader from context',
    ).to.equal('interactive');
    expect(
      mode(await endpoint({ page: 'auth', contextUser: null, user: { groups: [] } })),
      'context says anonymous',
    ).to.equal('none');
  });

  it('an MDX-style endpoint gets a playground that sends to its full URL', async () => {
    const { cors } = await testServers();
    const el = await fixture<ApiEndpoint>(html`<api-endpoint api=${`GET ${cors}/items/{itemId}`}></api-endpoint>`);
    const pg = q<ApiPlayground>(el, 'api-playground');
    await until(
      () => customElements.get('api-playground') !== undefined && pg.resolvedOperation !== undefined,
      'the playground',
    );
    await pg.updateComplete;
    await type(pg, fieldInput(pg, 'itemId'), 'a/b');
    await sendAndSettle(pg);
    expect((await received())[0]!.rawPath).to.equal('/items/a%2Fb');
    await expect(el).to.be.accessible();
  });

  it("an MDX page's <RequestExample> blocks replace the generated snippets for their languages", async () => {
    const { cors } = await testServers();
    // What the MDX renderer makes of <RequestExample> with two fenced blocks.
    const el = await fixture<ApiEndpoint>(html`<api-endpoint api=${`GET ${cors}/reports`}>
      <div class="code-group" data-kind="request-example">
        <pre data-language="bash" data-title="cURL"><code class="language-bash">curl --fail ${cors}/reports</code></pre>
        <pre data-language="python" data-title="SDK"><code class="language-python">client.reports.list()</code></pre>
      </div>
    </api-endpoint>`);
    const snippets = q(el, 'api-snippets') as HTMLElement & { updateComplete: Promise<unknown> };
    await until(() => customElements.get('api-snippets') !== undefined, 'the snippets module');
    await until(() => (snippets.shadowRoot?.querySelectorAll('[role="tab"]').length ?? 0) > 0, 'the snippet tabs');
    await snippets.updateComplete;
    const tabs = [...snippets.shadowRoot!.querySelectorAll<HTMLElement>('[role="tab"]')];
    const shown = (): string => snippets.shadowRoot!.querySelector('[part="code"] pre')!.textContent!;
    expect(tabs.map((t) => t.textContent!.trim())).to.include.members(['cURL', 'SDK']);
    tabs.find((t) => t.textContent!.trim() === 'cURL')!.click();
    await snippets.updateComplete;
    expect(shown()).to.equal(`curl --fail ${cors}/reports`);
    tabs.find((t) => t.textContent!.trim() === 'SDK')!.click();
    await snippets.updateComplete;
    expect(shown()).to.equal('client.reports.list()');
  });

  it("a page on its own honours the operation's x-docs.metadata unless its attributes say otherwise", async () => {
    const XDOCS = '/test/fixtures/endpoint/x-docs.json';
    const get = await fixture<ApiEndpoint>(html`<api-endpoint spec=${XDOCS} operation="GET /reports"></api-endpoint>`);
    await get.updateComplete;
    expect(mode(get), 'x-docs playground: simple').to.equal('simple');
    expect(q(get, '[part="title"]').textContent!.trim(), 'x-docs title').to.equal('Every report');

    const post = await fixture<ApiEndpoint>(
      html`<api-endpoint spec=${XDOCS} operation="POST /reports"></api-endpoint>`,
    );
    await post.updateComplete;
    expect(mode(post), 'auth with groups, anonymous reader').to.equal('none');
    post.user = { groups: ['staff'] };
    await post.updateComplete;
    expect(mode(post), 'a reader in the staff group').to.equal('interactive');

    const attr = await fixture<ApiEndpoint>(
      html`<api-endpoint spec=${XDOCS} operation="GET /reports" playground="none" heading="Mine"></api-endpoint>`,
    );
    await attr.updateComplete;
    expect(mode(attr), 'the attribute wins').to.equal('none');
    expect(q(attr, '[part="title"]').textContent!.trim()).to.equal('Mine');

    const wrong = await fixture<ApiEndpoint>(
      html`<api-endpoint spec=${XDOCS} operation="DELETE /reports"></api-endpoint>`,
    );
    await wrong.updateComplete;
    expect(mode(wrong), 'a wrong value is ignored').to.equal('interactive');
  });

  it("an MDX page's <param-field>s become the playground's inputs, and what the reader fills is sent", async () => {
    const { cors } = await testServers();
    const el = await fixture<ApiEndpoint>(html`<api-endpoint api=${`POST ${cors}/teams/{teamId}/members`}>
      <param-field path="teamId" type="integer" required>The team.</param-field>
      <param-field query="notify" type="boolean" default="true">Send an email.</param-field>
      <param-field query="tags" type="string[]">Labels.</param-field>
      <param-field header="X-Request-Id" placeholder="req-123">Idempotency key.</param-field>
      <param-field body="email" type="string" required>The member's address.</param-field>
      <param-field body="profile" type="object">
        <param-field body="name" type="string">Shown name.</param-field>
        <param-field body="age" type="integer">Age.</param-field>
      </param-field>
      <response-field name="id" type="string">The new member.</response-field>
    </api-endpoint>`);
    const pg = q<ApiPlayground>(el, 'api-playground');
    await until(
      () => customElements.get('api-playground') !== undefined && pg.resolvedOperation !== undefined,
      'the playground',
    );
    await pg.updateComplete;
    const names = [...pg.shadowRoot!.querySelectorAll<HTMLElement>('.field[data-name]')].map(
      (f) => `${f.dataset['where'] ?? ''}:${f.dataset['name']!}`,
    );
    expect(names).to.include.members(['path:teamId', 'query:notify', 'query:tags', 'header:X-Request-Id']);
    expect(
      names.some((n) => n.endsWith(':id')),
      'response fields are not inputs',
    ).to.equal(false);
    expect(fieldInput(pg, 'teamId').type, 'an integer input').to.equal('number');
    expect(fieldInput(pg, 'X-Request-Id').placeholder).to.equal('req-123');

    await type(pg, fieldInput(pg, 'teamId'), '42');
    await type(pg, fieldInput(pg, 'X-Request-Id'), 'req-9');
    const body = q<HTMLTextAreaElement>(pg, '[part="body"] textarea');
    await type(pg, body, JSON.stringify({ email: 'ada@example.com', profile: { name: 'Ada', age: 36 } }));
    await sendAndSettle(pg);
    const [got] = await received();
    expect(got!.method).to.equal('POST');
    expect(got!.rawPath).to.equal('/teams/42/members');
    expect(got!.headers['x-request-id']).to.equal('req-9');
    expect(got!.headers['content-type']).to.match(/^application\/json/);
    expect(JSON.parse(got!.bodyText)).to.deep.equal({ email: 'ada@example.com', profile: { name: 'Ada', age: 36 } });

    // The page's fields change (an author edits the page in docs dev): the inputs follow.
    el.querySelector('param-field[query="tags"]')!.setAttribute('query', 'labels');
    await until(() => pg.shadowRoot!.querySelector('.field[data-name="labels"]') !== null, 'the renamed input');
    await expect(el).to.be.accessible();
  });
});
