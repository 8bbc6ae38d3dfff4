import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { afterEach, describe, it } from '../fixtures/endpoint/mocha.js';
import '../../components/api-docs/api-docs.js';
import '../../components/api-endpoint/api-endpoint.js';
import '../../components/param-field/param-field.js';
import '../../components/response-field/response-field.js';
import type { ApiDocs } from '../../components/api-docs/api-docs.element.js';
import type { ApiNavigateEvent, ApiSpecErrorEvent } from '../../components/shared/events.js';
import {
  BASE,
  FIX,
  q,
  qa,
  resetLocation,
  sidebarGroup,
  sidebarLinks,
  sidebarSlugs,
  until,
  visit,
} from '../fixtures/site-element/helpers.js';

afterEach(resetLocation);

async function site(src = `${FIX}/docs.json`): Promise<ApiDocs> {
  const el = await fixture<ApiDocs>(html`<api-docs src=${src} base=${BASE}></api-docs>`);
  await el.updateComplete;
  return el;
}

describe('<api-docs> navigation rules', () => {
  it('loads docs.json, its specs and pages without problems and shows the first page', async () => {
    const el = await site();
    expect(el.diagnostics.filter((d) => d.severity !== 'info')).to.deep.equal([]);
    expect(q(el, '[part="diagnostics"]')).to.equal(null);
    expect(q(el, '.page')?.getAttribute('data-slug')).to.equal('quickstart');
    expect(q(el, '.page-title')?.textContent).to.equal('Quickstart');
    expect(q(el, '.page-description')?.textContent).to.equal('Make your first request.');
  });

  it('lists MDX pages in the order written, with sidebarTitle, and leaves hidden pages out', async () => {
    const el = await site();
    const links = sidebarLinks(sidebarGroup(el, 'Get started')!);
    expect(links.map((a) => a.getAttribute('data-slug'))).to.deep.equal([
      'quickstart',
      'guides/auth',
      'guides/pet-guide',
      'endpoints/create-user',
      'endpoints/get-user',
    ]);
    expect(links[1]!.querySelector('.nav-title')?.textContent).to.equal('Auth');
    expect(sidebarSlugs(el)).to.not.include('guides/hidden-page');
  });

  it('rule 1: a group with openapi and no pages gets every operation, grouped by tag in spec order', async () => {
    const el = await site();
    const group = sidebarGroup(el, 'Pets API')!;
    const tags = [...group.querySelectorAll(':scope > ul > li.group')].map((g) => g.getAttribute('data-group'));
    expect(tags).to.deep.equal(['Pets', 'Store']);
    expect(sidebarLinks(sidebarGroup(group, 'Pets')!).map((a) => a.getAttribute('data-slug'))).to.deep.equal([
      'api-reference/pets/list-pets',
      'guides/add-a-pet',
      'api-reference/pets/show-pet-by-id',
      'api-reference/pets/new-pet-arrived',
    ]);
    // x-hidden (DELETE /pets/{petId}) is built but not listed; x-excluded has no page at all.
    expect(sidebarSlugs(el)).to.not.include('api-reference/pets/delete-a-pet');
    expect(el.site!.navigation.pages.has('api-reference/pets/delete-a-pet')).to.equal(true);
    expect([...el.site!.navigation.pages.keys()].some((s) => s.includes('internal'))).to.equal(false);
    // Untagged operations follow the tag groups.
    expect(sidebarLinks(group).at(-1)?.getAttribute('data-slug')).to.equal('api-reference/get-health');
  });

  it('rule 2: a group with openapi and pages lists only those operations, with method badges', async () => {
    const el = await site();
    const group = sidebarGroup(el, 'Selected')!;
    const own = [...group.querySelectorAll(':scope > ul > li > a.nav-link')] as HTMLAnchorElement[];
    expect(own.map((a) => a.getAttribute('data-slug'))).to.deep.equal([
      'api-reference/pets/list-pets',
      'api-reference/pets/new-pet-arrived',
      'api-reference/owners/list-owners',
    ]);
    expect(own[0]!.querySelector('[part="nav-method"]')?.textContent).to.equal('GET');
    expect(own[1]!.querySelector('[part="nav-method"]')?.textContent).to.equal('HOOK');
  });

  it('rule 3: a nested group inherits openapi, and its own openapi overrides the parent one', async () => {
    const el = await site();
    const inherited = sidebarGroup(el, 'Inherited')!;
    expect(sidebarLinks(inherited).map((a) => a.getAttribute('data-slug'))).to.deep.equal([
      'api-reference/pets/show-pet-by-id',
    ]);
    const v2 = sidebarGroup(el, 'Version 2')!;
    expect(sidebarLinks(v2).map((a) => a.getAttribute('data-slug'))).to.deep.equal([
      'api-reference/pets/list-pets-v2',
      'api-reference/pets/delete-pet-v2',
    ]);
    await visit(el, 'api-reference/pets/delete-pet-v2');
    const endpoint = q(el, 'api-endpoint')!;
    expect(endpoint.getAttribute('spec')).to.match(/specs\/petstore-v2\.json$/);
    expect(endpoint.getAttribute('operation')).to.equal('DELETE /pets/{id}');
  });

  it('rule 4: "<spec-path> METHOD /path" references an operation of another spec without any MDX file', async () => {
    const el = await site();
    await visit(el, 'api-reference/owners/list-owners');
    const endpoint = q(el, 'api-endpoint')!;
    expect(endpoint.getAttribute('spec')).to.match(/specs\/petstore-v2\.json$/);
    expect(endpoint.getAttribute('operation')).to.equal('GET /owners');
    expect(endpoint.shadowRoot?.querySelector('[part="title"]')?.textContent).to.contain('List owners');
  });

  it('webhooks get pages from an OpenAPI 3.1 `webhooks` entry', async () => {
    const el = await site();
    await visit(el, 'api-reference/pets/new-pet-arrived');
    expect(q(el, 'api-endpoint')!.getAttribute('operation')).to.equal('WEBHOOK newPet');
  });

  it('tabs: a second spec in its own tab, shown when one of its pages is active', async () => {
    const el = await site();
    const tabs = qa(el, '[part="tab"]');
    expect(tabs.map((t) => t.textContent?.trim())).to.deep.equal(['API v2']);
    expect(sidebarGroup(el, 'Everything v2')).to.not.equal(undefined);
    (tabs[0] as HTMLAnchorElement).click();
    await el.updateComplete;
    expect(location.pathname).to.equal(`${BASE}/api-reference/pets/list-pets-v2`);
    expect(tabs[0]!.getAttribute('aria-current')).to.equal('true');
  });

  it('x-docs: href names the URL, metadata titles the page, marks it deprecated, content sits above the reference', async () => {
    const el = await site();
    const link = sidebarLinks(el.shadowRoot!).find((a) => a.dataset['slug'] === 'guides/add-a-pet')!;
    expect(link.querySelector('.nav-title')?.textContent).to.equal('Add');
    expect(link.querySelector('[part="nav-deprecated"]')).to.not.equal(null);
    await visit(el, 'guides/add-a-pet');
    expect(q(el, '[part="page-content"] strong')?.textContent).to.equal('this');
    const endpoint = q(el, 'api-endpoint')!;
    expect(endpoint.getAttribute('heading')).to.equal('Add a pet');
    expect(endpoint.getAttribute('playground')).to.equal('simple');
    expect(document.title).to.equal('Add a pet — Petstore docs');
  });

  it('x-hidden pages are routable by URL though not listed', async () => {
    const el = await site();
    await visit(el, 'api-reference/pets/delete-a-pet');
    expect(q(el, 'api-endpoint')!.getAttribute('operation')).to.equal('DELETE /pets/{petId}');
    await visit(el, 'guides/hidden-page');
    expect(q(el, '.page-title')?.textContent).to.equal('Hidden page');
  });

  it('collapsible groups: collapsed ones start closed, a click toggles, and the active page opens its group', async () => {
    const el = await site();
    const archive = sidebarGroup(el, 'Archive')!;
    const toggle = archive.querySelector<HTMLButtonElement>('[part="group-toggle"]')!;
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(sidebarLinks(archive)).to.have.length(0);
    toggle.click();
    await el.updateComplete;
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    expect(sidebarLinks(sidebarGroup(el, 'Archive')!)).to.have.length(1);
    const starter = sidebarGroup(el, 'Get started')!.querySelector<HTMLButtonElement>('[part="group-toggle"]')!;
    starter.click();
    await el.updateComplete;
    expect(sidebarLinks(sidebarGroup(el, 'Get started')!)).to.have.length(0);
  });

  it('an MDX page with openapi: the reference shows its title and description, then its body', async () => {
    const el = await site();
    await visit(el, 'guides/pet-guide');
    const body = q(el, '.mdx-body')!;
    const endpoint = q(el, 'api-endpoint')!;
    expect(body.textContent).to.contain('Written above the reference.');
    expect(body.parentElement).to.equal(endpoint);
    expect(endpoint.getAttribute('operation')).to.equal('GET /pets/{petId}');
    expect(q(el, '.page-description')).to.equal(null);
    expect(endpoint.shadowRoot?.querySelector('[part~="description"]')?.textContent?.trim()).to.equal(
      'A guide written above the generated reference.',
    );
  });

  it('MDX endpoint pages: a relative api gets api.mdx.server; a full URL ignores it; the body becomes the fields', async () => {
    const el = await site();
    await visit(el, 'endpoints/create-user');
    let endpoint = q(el, 'api-endpoint')!;
    expect(endpoint.getAttribute('api')).to.equal('POST /users');
    expect(endpoint.shadowRoot?.querySelector('[part="servers"]')?.textContent).to.contain(
      'https://api.example.test/v1',
    );
    expect(endpoint.querySelector('param-field[body="user"] param-field[body="name"]')).to.not.equal(null);
    expect(endpoint.querySelector('param-field[body="name"]')?.getAttribute('placeholder')).to.equal('Note: a name');
    expect(endpoint.querySelector('response-field[name="id"]')).to.not.equal(null);
    await visit(el, 'endpoints/get-user');
    endpoint = q(el, 'api-endpoint')!;
    expect(endpoint.getAttribute('api')).to.equal('GET https://users.example.test/users/{id}');
    const servers = endpoint.shadowRoot?.querySelector('[part="servers"]')?.textContent ?? '';
    expect(servers).to.contain('https://users.example.test');
    expect(servers).to.not.contain('api.example.test');
    expect(endpoint.getAttribute('playground')).to.equal('simple');
  });

  it('MDX components: callouts, and code groups and tabs as tablists named by their titles', async () => {
    const el = await site();
    expect(q(el, 'aside.callout.callout-note .callout-title')?.textContent).to.equal('Heads up');
    const names = (box: string): string[] => qa(el, `${box} [role="tab"]`).map((t) => t.textContent!);
    expect(names('.code-group')).to.deep.equal(['cURL', 'Node']);
    expect(names('.tabs')).to.deep.equal(['First', 'Second']);
    expect(qa(el, '.tabs > section.tab[role="tabpanel"]')).to.have.length(2);
  });
});

describe('<api-docs> routing', () => {
  it('links change the URL under base, render the page, set document.title and fire api-navigate', async () => {
    const el = await site();
    const link = sidebarLinks(el.shadowRoot!).find((a) => a.dataset['slug'] === 'guides/auth')!;
    expect(link.getAttribute('href')).to.equal(`${BASE}/guides/auth`);
    setTimeout(() => link.click());
    const event = (await oneEvent(el, 'api-navigate')) as unknown as ApiNavigateEvent;
    expect(event.slug).to.equal('guides/auth');
    expect(event.title).to.equal('Authentication');
    await el.updateComplete;
    expect(location.pathname).to.equal(`${BASE}/guides/auth`);
    expect(q(el, '.page-title')?.textContent).to.equal('Authentication');
    expect(link.getAttribute('aria-current')).to.equal('page');
    expect(document.title).to.equal('Authentication — Petstore docs');
  });

  it('a click with a modifier key is left to the browser', async () => {
    const el = await site();
    const link = sidebarLinks(el.shadowRoot!).find((a) => a.dataset['slug'] === 'guides/auth')!;
    let prevented: boolean | undefined;
    const spy = (e: Event): void => {
      prevented = e.defaultPrevented;
      e.preventDefault(); // keep the test page where it is
    };
    document.addEventListener('click', spy);
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, ctrlKey: true }));
    document.removeEventListener('click', spy);
    expect(prevented).to.equal(false);
    expect(location.pathname).to.not.equal(`${BASE}/guides/auth`);
  });

  it('back and forward show the previous pages again', async () => {
    const el = await site();
    await visit(el, 'guides/auth');
    await visit(el, 'endpoints/get-user');
    const back = oneEvent(el, 'api-navigate');
    history.back();
    expect(((await back) as unknown as ApiNavigateEvent).slug).to.equal('guides/auth');
    await el.updateComplete;
    expect(q(el, '.page-title')?.textContent).to.equal('Authentication');
    const forward = oneEvent(el, 'api-navigate');
    history.forward();
    expect(((await forward) as unknown as ApiNavigateEvent).slug).to.equal('endpoints/get-user');
    await el.updateComplete;
    expect(q(el, 'api-endpoint')?.getAttribute('api')).to.contain('/users/{id}');
  });

  it('a deep link opens its page; previous and next links follow the reading order', async () => {
    history.replaceState(null, '', `${BASE}/guides/pet-guide`);
    const el = await site();
    expect(q(el, '.page')?.getAttribute('data-slug')).to.equal('guides/pet-guide');
    expect(document.title).to.equal('Fetching one pet — Petstore docs');
    expect(q(el, '.prev')?.getAttribute('href')).to.equal(`${BASE}/guides/auth`);
    expect(q(el, '.next')?.getAttribute('href')).to.equal(`${BASE}/endpoints/create-user`);
  });

  it('a deep link to a nested parameter anchor loads the page, expands the parents and scrolls to it', async () => {
    history.replaceState(null, '', `${BASE}/guides/add-a-pet#owner.address.city`);
    const el = await site();
    const endpoint = q(el, 'api-endpoint')!;
    const city = await until(() =>
      [...(endpoint.shadowRoot?.querySelectorAll('param-field') ?? [])]
        .flatMap((f) => [f, ...deepFields(f)])
        .find((f) => (f as unknown as { anchorId?: string }).anchorId === 'owner.address.city'),
    );
    expect(city, 'the nested field is rendered').to.not.equal(undefined);
    // It renders as its parents open; the scroll follows once the last one has.
    expect(await until(() => city!.hasAttribute('data-targeted')), 'the field is shown as the target').to.equal(true);
    const box = city!.getBoundingClientRect();
    expect(box.height).to.be.greaterThan(0);
    expect(box.top).to.be.lessThan(window.innerHeight);
    expect(box.bottom).to.be.greaterThan(0);
  });

  it('a deep link to an MDX page anchor opens the Expandable around it', async () => {
    history.replaceState(null, '', `${BASE}/endpoints/create-user#user.name`);
    const el = await site();
    const details = q(el, 'api-endpoint details.expandable') as HTMLDetailsElement;
    await until(() => details.open || undefined);
    expect(details.open).to.equal(true);
  });

  it('hash routing: #/<slug> links, deep links and anchors', async () => {
    history.replaceState(null, '', `${location.pathname}${location.search}#/guides/auth`);
    const el = await fixture<ApiDocs>(html`<api-docs src=${`${FIX}/docs.json`} routing="hash"></api-docs>`);
    await el.updateComplete;
    expect(q(el, '.page-title')?.textContent).to.equal('Authentication');
    const link = sidebarLinks(el.shadowRoot!).find((a) => a.dataset['slug'] === 'quickstart')!;
    expect(link.getAttribute('href')).to.equal('#/quickstart');
    link.click();
    await el.updateComplete;
    expect(location.hash).to.equal('#/quickstart');
    expect(q(el, '.page-title')?.textContent).to.equal('Quickstart');
    const back = oneEvent(el, 'api-navigate');
    history.back();
    await back;
    await el.updateComplete;
    expect(q(el, '.page-title')?.textContent).to.equal('Authentication');
  });

  it('an unknown route shows "page not found" with suggestions, never a blank page', async () => {
    history.replaceState(null, '', `${BASE}/guides/auht`);
    const el = await site();
    expect(q(el, '[part="not-found"] .page-title')?.textContent).to.equal('Page not found');
    const suggestions = qa(el, '.suggestions a').map((a) => a.getAttribute('href'));
    expect(suggestions).to.include(`${BASE}/guides/auth`);
    expect(document.title).to.equal('Page not found — Petstore docs');
  });

  it('the default base is the host page path without a known page slug', async () => {
    history.replaceState(null, '', `/some/host/guides/auth`);
    const el = await fixture<ApiDocs>(html`<api-docs src=${`${FIX}/docs.json`}></api-docs>`);
    await el.updateComplete;
    expect(q(el, '.page-title')?.textContent).to.equal('Authentication');
    expect(sidebarLinks(el.shadowRoot!)[0]!.getAttribute('href')).to.equal('/some/host/quickstart');
  });
});

describe('<api-docs> quick filter', () => {
  it('opens on "/", finds by title, path and method, moves with arrows and opens with Enter', async () => {
    const el = await site();
    document.body.dispatchEvent(
      new KeyboardEvent('keydown', { key: '/', bubbles: true, composed: true, cancelable: true }),
    );
    await el.updateComplete;
    const dialog = q(el, 'dialog') as HTMLDialogElement;
    expect(dialog.open).to.equal(true);
    const input = dialog.querySelector('input')!;
    expect(el.shadowRoot!.activeElement).to.equal(input);
    // The full-text index loads with the results panel: results come once it is there (grouped by page).
    const type = async (text: string): Promise<string[]> => {
      input.value = text;
      input.dispatchEvent(new Event('input'));
      await el.updateComplete;
      await until(() => q(el, '.search-group') ?? q(el, '.search-empty')?.textContent?.startsWith('Nothing'));
      return qa(el, '[role="option"]').map((o) => o.getAttribute('data-slug')!);
    };
    expect((await type('owners'))[0]).to.equal('api-reference/owners/list-owners');
    expect((await type('delete'))[0]).to.equal('api-reference/pets/delete-pet-v2');
    expect(await type('/pets/{petId}')).to.include('api-reference/pets/show-pet-by-id');
    const pets = await type('pets get');
    expect(pets.length).to.be.greaterThan(1);
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    await el.updateComplete;
    expect(input.getAttribute('aria-activedescendant')).to.equal('search-option-1');
    expect(q(el, '#search-option-1')?.getAttribute('aria-selected')).to.equal('true');
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await el.updateComplete;
    expect(q(el, 'dialog')).to.equal(null);
    expect(q(el, '.page')?.getAttribute('data-slug')).to.equal(pets[1]);
  });

  it('opens on Ctrl+K and closes on Escape', async () => {
    const el = await site();
    document.body.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true, composed: true, cancelable: true }),
    );
    await el.updateComplete;
    const dialog = q(el, 'dialog') as HTMLDialogElement;
    expect(dialog.open).to.equal(true);
    const closed = oneEvent(dialog, 'close');
    dialog.close(); // what Escape does
    await closed;
    await el.updateComplete;
    expect(q(el, 'dialog')).to.equal(null);
    expect(el.shadowRoot!.activeElement).to.equal(q(el, '[part="search-button"]'));
  });
  it('the search button opens it and a click on an option opens that page', async () => {
    const el = await site();
    (q(el, '[part="search-button"]') as HTMLButtonElement).click();
    await el.updateComplete;
    const input = q(el, 'dialog input') as HTMLInputElement;
    input.value = 'owners';
    input.dispatchEvent(new Event('input'));
    await el.updateComplete;
    ((await until(() => q(el, '.search-group [role="option"]'))) as HTMLElement).click();
    await el.updateComplete;
    expect(q(el, 'dialog')).to.equal(null);
    expect(location.pathname).to.equal(`${BASE}/api-reference/owners/list-owners`);
  });
});

describe('<api-docs> chrome', () => {
  it('the mobile layout hides the sidebar behind a menu button below 800px', async () => {
    const el = await site();
    const sidebar = q(el, '[part="sidebar"]')!;
    const button = q(el, '[part="menu-button"]') as HTMLButtonElement;
    try {
      await setViewport({ width: 1200, height: 800 });
      expect(getComputedStyle(button).display).to.equal('none');
      expect(getComputedStyle(sidebar).display).to.equal('block');
      await setViewport({ width: 600, height: 800 });
      expect(getComputedStyle(sidebar).display).to.equal('none');
      expect(getComputedStyle(button).display).to.not.equal('none');
      expect(button.getAttribute('aria-controls')).to.equal('sidebar');
      expect(button.getAttribute('aria-expanded')).to.equal('false');
      button.click();
      await el.updateComplete;
      expect(button.getAttribute('aria-expanded')).to.equal('true');
      expect(getComputedStyle(sidebar).display).to.equal('block');
      // Choosing a page closes the menu again.
      sidebarLinks(el.shadowRoot!)
        .find((a) => a.dataset['slug'] === 'guides/auth')!
        .click();
      await el.updateComplete;
      expect(getComputedStyle(sidebar).display).to.equal('none');
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('follows the theme attribute', async () => {
    const el = await site();
    el.setAttribute('theme', 'dark');
    await el.updateComplete;
    const bg = getComputedStyle(q(el, '.base')!).backgroundColor;
    el.setAttribute('theme', 'light');
    await el.updateComplete;
    expect(getComputedStyle(q(el, '.base')!).backgroundColor).to.not.equal(bg);
    expect(getComputedStyle(q(el, '.base')!).backgroundColor).to.equal('rgb(255, 255, 255)');
  });

  it('is accessible: the chrome with an MDX page, and a generated operation page', async () => {
    const el = await site();
    await expect(el).to.be.accessible();
    await visit(el, 'guides/add-a-pet');
    await expect(el).to.be.accessible();
  });
});

function deepFields(root: Element): Element[] {
  const out: Element[] = [];
  for (const child of [
    ...(root.shadowRoot?.querySelectorAll('param-field') ?? []),
    ...root.querySelectorAll('param-field'),
  ]) {
    out.push(child, ...deepFields(child));
  }
  return out;
}

export type { ApiSpecErrorEvent };
