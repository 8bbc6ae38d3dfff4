// docs.json `styling.codeblocks` in real Chromium: `dark` keeps code blocks dark on a light page (MDX code and
// an endpoint's snippets alike), a Shiki theme per scheme paints code in that theme's colours and follows the
// scheme, and `system` (the default) leaves code in the page's scheme.
import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, setViewport, writeFile } from '@web/test-runner-commands';
import '../../components/api-docs/api-docs.js';
import '../../components/api-endpoint/api-endpoint.js';
import type { ApiDocs } from '../../components/api-docs/api-docs.element.js';
import { afterEach, before, describe, it } from '../fixtures/endpoint/mocha.js';
import { q, resetLocation, until } from '../fixtures/site-element/helpers.js';

const DIR = '/.test-results/site-codeblocks';
const BASE = '/site-codeblocks';

const spec = {
  openapi: '3.1.0',
  info: { title: 'Pets', version: '1' },
  servers: [{ url: 'https://api.example.test' }],
  paths: {
    '/pets': { get: { operationId: 'listPets', summary: 'List pets', responses: { '200': { description: 'OK' } } } },
  },
};

const docs = (codeblocks?: unknown): string =>
  JSON.stringify({
    name: 'Code Docs',
    ...(codeblocks === undefined ? {} : { styling: { codeblocks } }),
    navigation: {
      groups: [
        { group: 'Start', pages: ['intro'] },
        { group: 'API', openapi: 'pets.json' },
      ],
    },
  });

before(async () => {
  const write = (name: string, content: string) => writeFile({ path: `../..${DIR}/${name}`, content });
  await write('intro.mdx', '---\ntitle: Intro\n---\n\n```js\nconst answer = 42; // the answer\n```\n');
  await write('pets.json', JSON.stringify(spec));
  await write('system.json', docs());
  await write('dark.json', docs('dark'));
  await write('themes.json', docs({ theme: { light: 'github-light', dark: 'dracula' } }));
});

afterEach(async () => {
  resetLocation();
  await setViewport({ width: 800, height: 600 });
  localStorage.clear();
  await emulateMedia({ colorScheme: 'light' });
});

async function site(file: string, slug = 'intro'): Promise<ApiDocs> {
  history.replaceState(null, '', `${BASE}/${slug}`);
  return fixture<ApiDocs>(html`<api-docs src=${`${DIR}/${file}`} base=${BASE}></api-docs>`);
}

/** The MDX code block once shiki has painted it: its frame and its keyword token. */
async function mdxCode(el: ApiDocs): Promise<{ pre: HTMLElement; keyword: HTMLElement }> {
  const pre = await until(() => q<HTMLElement>(el, 'pre.code-block'));
  expect(pre, 'highlighted MDX code').to.exist;
  const keyword = [...pre!.querySelectorAll<HTMLElement>('span')].find((s) => s.textContent === 'const');
  expect(keyword, 'the const keyword').to.exist;
  return { pre: pre!, keyword: keyword! };
}

/** The first code of the endpoint page's snippets (inside the endpoint's and the snippets' shadow roots). */
async function snippetCode(el: ApiDocs): Promise<HTMLElement> {
  const find = (root: Document | ShadowRoot | Element): HTMLElement | undefined => {
    const scope = root instanceof Element ? root.shadowRoot : root;
    if (scope === null) return undefined;
    const own = scope.querySelector<HTMLElement>('pre.shiki');
    if (own !== null && root instanceof Element && root.localName === 'api-snippets') return own;
    for (const child of scope.querySelectorAll('*')) {
      const found = child.shadowRoot === null ? undefined : find(child);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  let pre: HTMLElement | undefined;
  // The endpoint, its snippets and the highlighter are lazy chunks: allow a few rounds.
  for (let round = 0; round < 5 && pre === undefined; round++) pre = await until(() => find(el));
  expect(pre, 'a snippet').to.exist;
  return pre!;
}

const background = (node: Element): string => getComputedStyle(node).backgroundColor;

describe('<api-docs> docs.json styling.codeblocks', () => {
  it('system (the default): code follows the page scheme', async () => {
    const el = await site('system.json');
    const { pre } = await mdxCode(el);
    expect(background(pre)).to.equal('rgb(246, 248, 250)');
  });

  it('dark: MDX code and endpoint snippets are dark on a light page', async () => {
    const el = await site('dark.json');
    expect(el.getAttribute('theme') ?? 'auto').to.not.equal('dark');
    const { pre, keyword } = await mdxCode(el);
    expect(background(pre)).to.equal('rgb(21, 27, 35)');
    expect(getComputedStyle(keyword).color).to.equal('rgb(255, 123, 114)');
    const link = await until(() =>
      [...el.shadowRoot!.querySelectorAll<HTMLAnchorElement>('a.nav-link')].find((a) =>
        /List pets/.test(a.textContent ?? ''),
      ),
    );
    expect(link, 'the endpoint in the sidebar').to.exist;
    // Wide enough for the examples column beside the reference.
    await setViewport({ width: 1440, height: 900 });
    const endpoint = await site('dark.json', link!.dataset['slug']);
    const snippet = await snippetCode(endpoint);
    // The snippet's code part carries the code colours.
    expect(background(snippet.closest('.code')!)).to.equal('rgb(21, 27, 35)');
    expect(getComputedStyle(snippet.closest('.code')!).color).to.equal('rgb(230, 237, 243)');
  });

  it('a theme per scheme: github-light on the light page, dracula on the dark one', async () => {
    const el = await site('themes.json');
    let code = await mdxCode(el);
    await until(() => background(code.pre) === 'rgb(255, 255, 255)');
    expect(background(code.pre)).to.equal('rgb(255, 255, 255)');
    expect(getComputedStyle(code.keyword).color).to.equal('rgb(215, 58, 73)');
    el.setAttribute('theme', 'dark');
    await el.updateComplete;
    code = await mdxCode(el);
    expect(background(code.pre)).to.equal('rgb(40, 42, 54)');
    expect(getComputedStyle(code.keyword).color).to.equal('rgb(255, 121, 198)');
  });

  it('a theme per scheme follows the system scheme when the reader chose system', async () => {
    await emulateMedia({ colorScheme: 'dark' });
    const el = await site('themes.json');
    const { pre } = await mdxCode(el);
    await until(() => background(pre) === 'rgb(40, 42, 54)');
    expect(background(pre)).to.equal('rgb(40, 42, 54)');
  });
});
