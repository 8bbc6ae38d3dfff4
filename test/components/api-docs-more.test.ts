// The site's MDX tabs and code groups, its favicon and logo, and the playground on its endpoint
// pages: several `api.mdx.server` entries to pick from, and a Send that reaches the real server.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../components/api-docs/api-docs.js';
import '../../components/api-endpoint/api-endpoint.js';
import '../../components/param-field/param-field.js';
import type { ApiDocs } from '../../components/api-docs/api-docs.element.js';
import type { ApiPlayground } from '../../components/api-playground/api-playground.element.js';
import { afterEach, beforeEach, describe, it } from '../fixtures/endpoint/mocha.js';
import { choose, fieldInput, q as pq, sendAndSettle, type } from '../fixtures/playground/drive.js';
import { clearReceived, received, testServers, until } from '../fixtures/playground/helpers.js';
import { BASE, FIX, q, qa, resetLocation, visit } from '../fixtures/site-element/helpers.js';
import { faviconHead } from '../../src/cli/site-head.js';

afterEach(resetLocation);

const SRC = `${FIX}/docs-more.json`;

async function site(config?: Record<string, unknown>, theme?: string): Promise<ApiDocs> {
  const el = await fixture<ApiDocs>(
    html`<api-docs src=${SRC} base=${BASE} theme=${theme ?? 'light'} .config=${config}></api-docs>`,
  );
  await el.updateComplete;
  return el;
}

describe('<api-docs> MDX tabs and code groups', () => {
  it('Tabs become a tablist: one panel shown, click and arrow keys switch, titles stay plain text', async () => {
    const el = await site();
    const list = q(el, '.tabs [role="tablist"]')!;
    const tabs = [...list.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    const panels = qa(el, '.tabs > [role="tabpanel"]') as HTMLElement[];
    expect(tabs.map((t) => t.textContent)).to.deep.equal([
      'First',
      '<img src=x onerror=window.__tabsHacked=1>',
      'Third',
    ]);
    expect(list.querySelector('img'), 'a title is never markup').to.equal(null);
    expect((window as { __tabsHacked?: unknown }).__tabsHacked).to.equal(undefined);
    const shown = (): string[] => panels.filter((p) => p.checkVisibility()).map((p) => p.textContent!.trim());
    expect(shown()).to.deep.equal(['One.']);
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).to.deep.equal(['true', 'false', 'false']);
    expect(tabs.map((t) => t.tabIndex)).to.deep.equal([0, -1, -1]);
    expect(panels[0]!.getAttribute('aria-labelledby')).to.equal(tabs[0]!.id);
    expect(tabs[0]!.getAttribute('aria-controls')).to.equal(panels[0]!.id);

    tabs[2]!.click();
    expect(shown()).to.deep.equal(['Three.']);
    expect(el.shadowRoot!.activeElement).to.equal(tabs[2]);

    await sendKeys({ press: 'ArrowRight' }); // wraps to the first
    expect(shown()).to.deep.equal(['One.']);
    expect(el.shadowRoot!.activeElement).to.equal(tabs[0]);
    await sendKeys({ press: 'ArrowLeft' });
    expect(shown()).to.deep.equal(['Three.']);
    await sendKeys({ press: 'Home' });
    expect(shown()).to.deep.equal(['One.']);
    await sendKeys({ press: 'End' });
    expect(shown()).to.deep.equal(['Three.']);
    expect(tabs[2]!.getAttribute('aria-selected')).to.equal('true');
  });

  it('a CodeGroup becomes tabs named by each block title', async () => {
    const el = await site();
    const group = q(el, '.code-group')!;
    const tabs = [...group.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    expect(tabs.map((t) => t.textContent)).to.deep.equal(['cURL', 'Node']);
    const visible = (): string[] =>
      [...group.querySelectorAll<HTMLElement>('pre')].filter((p) => p.checkVisibility()).map((p) => p.textContent!);
    expect(visible()).to.deep.equal(['curl https://api.example.test/v1/pets']);
    tabs[1]!.click();
    expect(visible()[0]).to.contain("await fetch('https://api.example.test/v1/pets');");
  });

  it('is accessible with tabs on the page', async () => {
    const el = await site();
    await expect(el).to.be.accessible();
  });
});

describe('<api-docs> favicon and logo', () => {
  const ours = (): HTMLLinkElement | null => document.head.querySelector('link[rel="icon"][data-api-docs]');

  it('docs.json favicon becomes the page icon (after the page own ones) and goes when the site does', async () => {
    const own = Object.assign(document.createElement('link'), { rel: 'icon', href: '/own.ico' });
    document.head.append(own);
    try {
      const el = await site();
      const link = ours();
      expect(link?.href).to.equal(new URL(`${FIX}/logo/icon.svg`, location.href).href);
      const icons = [...document.head.querySelectorAll('link[rel="icon"]')];
      expect(icons.at(-1), 'the last icon link wins').to.equal(link);
      el.remove();
      expect(ours()).to.equal(null);
      expect(own.isConnected).to.equal(true);
    } finally {
      own.remove();
    }
  });

  it('a light and a dark favicon make the links docs build writes; a built page keeps its own, adding none', async () => {
    const docs = (await (await fetch(SRC)).json()) as Record<string, unknown>;
    const favicon = { favicon: '/logo/light.svg', faviconDark: 'logo/dark.svg' };
    const config = { ...docs, favicon: { light: favicon.favicon, dark: favicon.faviconDark } };
    const shape = (links: readonly HTMLLinkElement[]): string[][] => links.map((l) => [l.href, l.type, l.media]);
    const built = new DOMParser().parseFromString(
      `<head>${faviconHead(favicon, new URL(`${FIX}/`, location.href).pathname)}</head>`,
      'text/html',
    );
    const builtLinks = [...built.head.querySelectorAll<HTMLLinkElement>('link[rel="icon"]')].map(
      (link) => document.importNode(link) as HTMLLinkElement,
    );
    const el = await site(config);
    const added = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="icon"][data-api-docs]')];
    expect(shape(added)).to.deep.equal(shape(builtLinks));
    expect(added.map((l) => l.media)).to.deep.equal(['(prefers-color-scheme: light)', '(prefers-color-scheme: dark)']);
    el.remove();
    expect(ours()).to.equal(null);
    document.head.append(...builtLinks);
    try {
      const again = await site(config);
      expect(ours(), 'the built links are already the site favicon').to.equal(null);
      expect([...document.head.querySelectorAll('link[rel="icon"]')].slice(-2)).to.deep.equal(builtLinks);
      again.remove();
    } finally {
      for (const link of builtLinks) link.remove();
    }
  });

  it('a { light, dark } logo shows the image of the theme; logo.href is where it links', async () => {
    const el = await site(undefined, 'light');
    const light = q<HTMLImageElement>(el, 'img.logo-light')!;
    const dark = q<HTMLImageElement>(el, 'img.logo-dark')!;
    expect(light.src).to.match(/\/logo\/light\.svg$/);
    expect(dark.src).to.match(/\/logo\/dark\.svg$/);
    const shown = (): boolean[] => [light, dark].map((img) => getComputedStyle(img).display !== 'none');
    expect(shown()).to.deep.equal([true, false]);
    el.setAttribute('theme', 'dark');
    await el.updateComplete;
    expect(shown()).to.deep.equal([false, true]);
    expect(q(el, '.site-name')?.getAttribute('href')).to.equal('https://example.test/home');
  });
});

describe('<api-docs> playground on endpoint pages', () => {
  beforeEach(clearReceived);

  async function serversSite(): Promise<ApiDocs> {
    const { cors } = await testServers();
    return site({
      name: 'Servers',
      api: { mdx: { server: [`${cors}/v1`, `${cors}/v2`] }, playground: { display: 'interactive' } },
      navigation: {
        groups: [
          { group: 'Hand-written', pages: ['more/get-user'] },
          { group: 'Generated', openapi: 'specs/no-servers.json' },
        ],
      },
    });
  }

  async function playgroundOn(el: ApiDocs): Promise<ApiPlayground> {
    await until(() => customElements.get('api-playground') !== undefined, 'the playground module', 15_000);
    const endpoint = q(el, 'api-endpoint')!;
    await (endpoint as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    // The endpoint draws its playground once the lazy module has defined it: look it up as it appears.
    const found = (): ApiPlayground | null =>
      endpoint.shadowRoot?.querySelector<ApiPlayground>('api-playground') ?? null;
    await until(() => found()?.shadowRoot?.querySelector('[part="send"]') != null, 'the playground form');
    const pg = found()!;
    await pg.updateComplete;
    return pg;
  }

  it('an MDX endpoint page offers every api.mdx.server; the chosen one receives the request', async () => {
    const { cors } = await testServers();
    const el = await serversSite();
    const pg = await playgroundOn(el);
    const select = pg.shadowRoot!.querySelector<HTMLSelectElement>('select#server')!;
    expect([...select.options].map((o) => o.textContent!.trim())).to.deep.equal([`${cors}/v1`, `${cors}/v2`]);
    await choose(pg, select, `${cors}/v2`);
    await type(pg, fieldInput(pg, 'id'), '7');
    expect(pq<HTMLButtonElement>(pg, '[part="send"]').textContent?.trim()).to.match(/^Send/);
    await sendAndSettle(pg);
    const got = await received('cors');
    expect(got.map((r) => `${r.method} ${r.rawPath}`)).to.deep.equal(['GET /v2/users/7']);
    expect(pq(pg, '[part="status"]').textContent).to.contain('200');
  });

  it("with no api.mdx.auth and no page authMethod, the spec's own security asks for its credential and sends it", async () => {
    const { cors } = await testServers();
    const el = await site({
      name: 'Secured',
      api: { mdx: { server: `${cors}/v1` }, playground: { display: 'interactive' } },
      navigation: { groups: [{ group: 'Generated', openapi: 'specs/secured.json' }] },
    });
    await visit(el, 'api-reference/me/get-me');
    const pg = await playgroundOn(el);
    const token = pg.shadowRoot!.querySelector<HTMLInputElement>('[part="auth"] input[type="password"]');
    expect(token, 'a bearer token input from the spec').to.exist;
    expect(token!.placeholder).to.equal('<ACCESS_TOKEN>');
    await type(pg, token!, 'secret-1');
    await sendAndSettle(pg);
    const [got] = await received('cors');
    expect(got!.headers['authorization']).to.equal('Bearer secret-1');
  });

  it('a generated operation page without servers: inputs, the server picker and Send work against the test server', async () => {
    const { cors } = await testServers();
    const el = await serversSite();
    await visit(el, 'api-reference/items/get-item');
    const pg = await playgroundOn(el);
    const input = fieldInput(pg, 'itemId');
    expect(input.required || input.getAttribute('aria-required') === 'true', 'path parameters are required').to.equal(
      true,
    );
    await type(pg, input, 'box-1');
    await sendAndSettle(pg);
    expect((await received('cors')).map((r) => r.rawPath)).to.deep.equal(['/v1/items/box-1']);
    expect(pq(pg, '[part="status"]').textContent).to.contain('200');
    expect(
      [...pg.shadowRoot!.querySelectorAll<HTMLOptionElement>('select#server option')].map((o) => o.value),
    ).to.deep.equal([`${cors}/v1`, `${cors}/v2`]);
  });
});
