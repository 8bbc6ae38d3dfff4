/**
 * Snippets and playground describe the same request (issue 14, item 2): on a page whose
 * `authMethod` is `none` no snippet, in any language, carries a credential, while a page with auth
 * keeps its placeholder. Asserted on the code each tab shows, as a reader sees it.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../components/api-docs/api-docs.js';
import '../../components/api-endpoint/api-endpoint.js';
import type { ApiDocs } from '../../components/api-docs/api-docs.element.js';
import type { ApiPlayground } from '../../components/api-playground/api-playground.element.js';
import { LANGUAGES } from '../../src/snippets/index.js';
import { afterEach, describe, it } from '../fixtures/endpoint/mocha.js';
import { BASE, FIX, resetLocation, visit } from '../fixtures/site-element/helpers.js';
import { until } from '../fixtures/playground/helpers.js';

afterEach(resetLocation);

const ALL_LANGUAGES = Object.keys(LANGUAGES);
const CREDENTIAL = /x-api-key|<API_KEY>|authorization|<ACCESS_TOKEN>|<USERNAME>|<PASSWORD>/i;

function config(): Record<string, unknown> {
  return {
    name: 'Snippet auth',
    api: {
      mdx: { server: 'https://api.example.test', auth: { method: 'key', name: 'x-api-key' } },
      playground: { display: 'interactive' },
      examples: { languages: ALL_LANGUAGES },
    },
    navigation: { groups: [{ group: 'Endpoints', pages: ['snippet-auth/ping', 'snippet-auth/keyed'] }] },
  };
}

/** Polls each frame until `find` returns something. */
async function found<T>(find: () => T | null | undefined, what: string, timeout = 15_000): Promise<T> {
  let value: T | null | undefined;
  await until(() => (value = find()) !== null && value !== undefined, what, timeout);
  return value!;
}

function shadow(el: Element | null | undefined, selector: string): Element | null {
  return el?.shadowRoot?.querySelector(selector) ?? null;
}

/** Each language's code, read by choosing it (tab or menu) as a reader would; also waits until the playground's inputs reached the snippets. */
async function snippetCodes(host: Element, languages: readonly string[]): Promise<Record<string, string>> {
  const snippets = await found(() => shadow(host, 'api-snippets'), 'the snippets');
  // The Try it panel, with its playground, is drawn once the playground's code is here (Try it on screen loads it).
  const playground = (await found(() => shadow(host, 'api-playground'), 'the playground')) as ApiPlayground;
  await until(
    () => customElements.get('api-snippets') !== undefined && playground.resolvedOperation !== undefined,
    'the playground',
    15_000,
  );
  await until(() => (snippets as HTMLElement & { inputs?: unknown }).inputs !== undefined, 'the playground inputs');
  await (snippets as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
  const root = snippets.shadowRoot!;
  const settle = (): Promise<unknown> =>
    (snippets as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
  const menu = root.querySelector<HTMLButtonElement>('[part="language-button"]');
  // The endpoint's request example picks languages from a menu (picker="menu"); elsewhere tabs.
  const keys: string[] = [];
  if (menu) {
    menu.click();
    await settle();
    keys.push(...[...root.querySelectorAll<HTMLElement>('[role="option"]')].map((o) => o.dataset['key']!));
    menu.click();
    await settle();
  } else keys.push(...[...root.querySelectorAll<HTMLElement>('[part="tab"]')].map((t) => t.dataset['key']!));
  expect(keys).to.include.members(languages);
  const out: Record<string, string> = {};
  for (const [i, key] of keys.entries()) {
    if (menu) {
      menu.click();
      await settle();
      root.querySelectorAll<HTMLElement>('[role="option"]')[i]!.click();
    } else root.querySelectorAll<HTMLElement>('[part="tab"]')[i]!.click();
    await settle();
    out[key] = root.querySelector('[part="code"]')!.textContent!;
  }
  return out;
}

async function endpointOf(el: ApiDocs, slug: string): Promise<Element> {
  await visit(el, slug);
  return found(() => shadow(el, 'api-endpoint'), `the endpoint of ${slug}`);
}

describe('<api-snippets> follow the page authMethod, as the playground does', () => {
  it('authMethod none: no snippet in any language carries a credential; a page with auth keeps it', async () => {
    const el = await fixture<ApiDocs>(
      html`<api-docs src=${`${FIX}/docs.json`} base=${BASE} .config=${config()}></api-docs>`,
    );
    await el.updateComplete;

    const ping = await endpointOf(el, 'snippet-auth/ping');
    expect(shadow(shadow(ping, 'api-playground'), '[part="auth"]'), 'the playground asks for no credential').to.equal(
      null,
    );
    const none = await snippetCodes(ping, ALL_LANGUAGES);
    for (const [language, code] of Object.entries(none)) {
      expect(code, `${language} snippet`).to.contain('/ping');
      expect(code, `${language} snippet`).to.not.match(CREDENTIAL);
    }

    const keyed = await endpointOf(el, 'snippet-auth/keyed');
    const withKey = await snippetCodes(keyed, ALL_LANGUAGES);
    for (const [language, code] of Object.entries(withKey)) {
      expect(code, `${language} snippet`).to.contain('<API_KEY>');
      expect(code, `${language} snippet`).to.match(/x-api-key/i);
    }
  });

  it('<api-endpoint> with auth-method="none" over the spec security: no credential in any snippet', async () => {
    const el = await fixture(html`<api-endpoint spec="/test/fixtures/playground/playground.json" operation="GET /basic"
      auth-method="none"></api-endpoint>`);
    const codes = await snippetCodes(el, ['curl', 'python', 'javascript']);
    for (const [language, code] of Object.entries(codes)) expect(code, `${language} snippet`).to.not.match(CREDENTIAL);
  });
});
