/**
 * The example project (examples/docs, what `npm start` serves) in `<api-docs>`: every tab has a
 * route of its own and the tab bar follows the page shown; the hand-written request example is a
 * code block with its title; endpoint and channel pages read method and path, title, description,
 * then the page's body.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { afterEach, describe, it } from '../fixtures/endpoint/mocha.js';
import '../../components/api-docs/api-docs.js';
import '../../components/api-endpoint/api-endpoint.js';
import '../../components/param-field/param-field.js';
import '../../components/response-field/response-field.js';
import type { ApiDocs } from '../../components/api-docs/api-docs.element.js';
import { BASE, q, qa, resetLocation, until, visit } from '../fixtures/site-element/helpers.js';

afterEach(resetLocation);

const SRC = '/examples/docs/docs.json';

async function site(): Promise<ApiDocs> {
  const el = await fixture<ApiDocs>(html`<api-docs src=${SRC} base=${BASE}></api-docs>`);
  await el.updateComplete;
  return el;
}

const tabs = (el: ApiDocs): HTMLAnchorElement[] => qa(el, '[part="tab"]') as HTMLAnchorElement[];
const current = (el: ApiDocs): string[] =>
  tabs(el)
    .filter((t) => t.hasAttribute('aria-current'))
    .map((t) => t.textContent!.trim());
const shownSlug = (el: ApiDocs): string | null | undefined => q(el, '.page')?.getAttribute('data-slug');

describe('<api-docs> example site: tabs', () => {
  it('each tab links to its own first page; clicking it changes the URL, the page and the current tab', async () => {
    const el = await site();
    const firstPages: Record<string, string> = {
      Guides: 'introduction',
      'API reference': 'api-reference/users/list-users',
      'Every endpoint': 'every-endpoint/api-reference/users/list-users',
    };
    expect(tabs(el).map((t) => t.textContent!.trim())).to.deep.equal(Object.keys(firstPages));
    expect(new Set(tabs(el).map((t) => t.getAttribute('href'))).size).to.equal(3);
    for (const name of ['Every endpoint', 'API reference', 'Guides', 'Every endpoint']) {
      tabs(el)
        .find((t) => t.textContent!.trim() === name)!
        .click();
      await el.updateComplete;
      expect(location.pathname, name).to.equal(`${BASE}/${firstPages[name]}`);
      expect(shownSlug(el), name).to.equal(firstPages[name]);
      expect(current(el), name).to.deep.equal([name]);
      // The selected styling is on that tab alone.
      const accent = getComputedStyle(tabs(el).find((t) => t.hasAttribute('aria-current'))!).color;
      const weights = tabs(el).map((t) => [getComputedStyle(t).fontWeight, getComputedStyle(t).color === accent]);
      expect(weights, name).to.deep.equal(
        tabs(el).map((t) => (t.textContent!.trim() === name ? ['600', true] : ['400', false])),
      );
    }
    // The sidebar shows the groups of the tab on show, generated ones for "Every endpoint".
    const groups = qa(el, '.groups > li.group').map((g) => g.getAttribute('data-group'));
    expect(groups).to.deep.equal(['Generated from openapi.yaml', 'Generated from asyncapi.yaml']);
    // The eyebrow is the page's section (Mintlify's default), the group it sits in.
    expect(q(el, '[part="breadcrumbs"]')?.textContent).to.equal('Users');
  });

  it('a page listed in two tabs: each route keeps its tab current, also on a fresh load of a deep link', async () => {
    history.replaceState(null, '', `${BASE}/every-endpoint/api-reference/users/get-user`);
    let el = await site();
    expect(shownSlug(el)).to.equal('every-endpoint/api-reference/users/get-user');
    expect(current(el)).to.deep.equal(['Every endpoint']);
    expect(q(el, '[part="nav-link"][aria-current="page"]')?.getAttribute('data-slug')).to.equal(
      'every-endpoint/api-reference/users/get-user',
    );
    expect(q(el, 'api-endpoint')?.getAttribute('operation')).to.equal('GET /users/{userId}');

    el.remove();
    history.replaceState(null, '', `${BASE}/api-reference/users/get-user`);
    el = await site();
    expect(shownSlug(el)).to.equal('api-reference/users/get-user');
    expect(current(el)).to.deep.equal(['API reference']);

    await visit(el, 'api-reference/channels/echo');
    expect(current(el)).to.deep.equal(['Every endpoint']);
    history.back();
    await until(() => shownSlug(el) === 'api-reference/users/get-user');
    await el.updateComplete;
    expect(current(el)).to.deep.equal(['API reference']);
  });
});

describe('<api-docs> example site: MDX endpoint pages', () => {
  it('user-summary: the <RequestExample> is a bash code block titled cURL, not a line of text', async () => {
    const el = await site();
    await visit(el, 'endpoints/user-summary');
    const group = q(el, 'api-endpoint .code-group[data-kind="request-example"]')!;
    expect(group, 'the request example').to.not.equal(null);
    const code = group.querySelector<HTMLElement>('pre[data-title="cURL"] > code.language-bash')!;
    expect(code, 'a bash code block').to.not.equal(null);
    expect(code.textContent).to.equal("curl -H 'x-api-key: demo-key' http://127.0.0.1:4010/users/u_1");
    // One block: its title is written above it (two or more become tabs named by their titles).
    expect(getComputedStyle(code.parentElement!, '::before').content).to.equal('"cURL"');
    expect(getComputedStyle(code.parentElement!).fontFamily).to.match(/mono/i);
    expect(code.getBoundingClientRect().height).to.be.greaterThan(0);
    expect(group.textContent).to.not.contain('```');
  });

  /** Tops of the given boxes, in that order; each must be below the one before. */
  function expectInOrder(boxes: Record<string, Element | null | undefined>): void {
    const tops = Object.entries(boxes).map(([name, box]) => {
      expect(box, name).to.not.equal(null);
      expect(box, name).to.not.equal(undefined);
      const rect = box!.getBoundingClientRect();
      expect(rect.height, `${name} is shown`).to.be.greaterThan(0);
      return [name, Math.round(rect.top)] as const;
    });
    const sorted = [...tops].sort((a, b) => a[1] - b[1]);
    expect(
      tops.map(([n]) => n),
      JSON.stringify(tops),
    ).to.deep.equal(sorted.map(([n]) => n));
    for (let i = 1; i < tops.length; i++) expect(tops[i]![1], JSON.stringify(tops)).to.be.greaterThan(tops[i - 1]![1]);
  }

  for (const [slug, firstText] of [
    ['endpoints/user-summary', 'Looks up one user.'],
    ['endpoints/ping', 'Answers at once'],
  ] as const) {
    it(`${slug}: method and path, title, description, then the body`, async () => {
      await setViewport({ width: 1200, height: 900 });
      const el = await site();
      await visit(el, slug);
      const endpoint = q(el, 'api-endpoint')!;
      const part = (name: string): Element | null | undefined =>
        endpoint.shadowRoot?.querySelector(`[part~="${name}"]`);
      const body = [...endpoint.children].find((c) => c.textContent?.includes(firstText));
      // Method and path share the header's first line.
      const [method, path] = [part('method')!, part('path')!].map((e) => e.getBoundingClientRect());
      expect(Math.abs(method!.top + method!.height / 2 - (path!.top + path!.height / 2))).to.be.lessThan(4);
      expectInOrder({
        'method and path': part('method'),
        title: part('title'),
        description: part('description'),
        body,
      });
      expect(q(el, '.page-description')).to.equal(null);
    });
  }

  it('realtime/echo (WebSocket): address, title, description, then the body', async () => {
    await setViewport({ width: 1200, height: 900 });
    const el = await site();
    await visit(el, 'realtime/echo');
    const channel = q(el, 'api-channel')!;
    const part = (name: string): Element | null | undefined => channel.shadowRoot?.querySelector(`[part~="${name}"]`);
    await until(() => part('title'));
    expect(part('title')?.textContent?.trim()).to.equal('Echo WebSocket');
    expect(part('description')?.textContent?.trim()).to.equal('A WebSocket channel from asyncapi.yaml.');
    expectInOrder({
      address: part('address'),
      title: part('title'),
      description: part('description'),
      body: q(el, 'api-channel > .mdx-body'),
      servers: part('servers'),
    });
  });
});

describe('<api-docs> example site: quick filter', () => {
  it('finds a page listed in two tabs once, at its first route', async () => {
    const el = await site();
    document.body.dispatchEvent(
      new KeyboardEvent('keydown', { key: '/', bubbles: true, composed: true, cancelable: true }),
    );
    await el.updateComplete;
    const input = (q(el, 'dialog') as HTMLDialogElement).querySelector('input')!;
    input.value = 'list users';
    input.dispatchEvent(new Event('input'));
    await el.updateComplete;
    // Results come with the lazily loaded index, grouped by page (a page may offer several hits).
    await until(() => q(el, '.search-group'));
    const found = [...new Set(qa(el, '[role="option"]').map((o) => o.getAttribute('data-slug')!))];
    expect(found[0]).to.equal('api-reference/users/list-users');
    expect(found.filter((slug) => slug.includes('list-users'))).to.deep.equal(['api-reference/users/list-users']);
  });
});
