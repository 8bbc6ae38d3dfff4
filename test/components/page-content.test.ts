// What pages and spec descriptions show (issue 14): list markers (item 4), images that fit the column
// and open full size (item 9), and media that loads only from the page's origin or over https (item 13).
// The site is written at run time, because it names the port of a recording server on another origin.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, writeFile } from '@web/test-runner-commands';
import '../../components/api-docs/api-docs.js';
import '../../components/api-endpoint/api-endpoint.js';
import '../../components/param-field/param-field.js';
import '../../components/response-field/response-field.js';
import type { ApiDocs } from '../../components/api-docs/api-docs.element.js';
import { deepQueryAll } from '../fixtures/endpoint/deep-query.js';
import { afterEach, before, describe, it } from '../fixtures/endpoint/mocha.js';
import { clearReceived, received, testServers } from '../fixtures/playground/helpers.js';
import { q, resetLocation, until, visit } from '../fixtures/site-element/helpers.js';

afterEach(resetLocation);

const DIR = '/.test-results/page-content';
const BANNER = '/test/fixtures/site-element/media/banner-4500x300.png';
/** A run-unique tag in every foreign URL, so requests of other tests never count. */
const RUN = `run${Date.now()}`;
let foreign = '';

function pageMdx(): string {
  const remote = foreign.replace(/^http:/, '');
  return `---
title: Content
---

Sources:

- The OpenAPI file
  - nested one
- The MDX pages
- docs.json

1. first
2. second

![Banner](${BANNER})

![Own origin](${location.origin}${BANNER}?own)

![Remote](${remote}/media/png?${RUN}-mdx-relative)

<img src="${foreign}/media/png?${RUN}-mdx-http" alt="Plain http" srcSet="${remote}/media/png?${RUN}-mdx-srcset 2x" />

<video src="${remote}/media/webm?${RUN}-mdx-video" poster="${remote}/media/png?${RUN}-mdx-poster"></video>

![Secure](https://127.0.0.1:1/secure.png)
`;
}

function spec(): unknown {
  const remote = foreign.replace(/^http:/, '');
  const description = [
    'Returns things.',
    '',
    '- alpha',
    '  - nested',
    '- beta',
    '',
    '1. one',
    '2. two',
    '',
    `![Spec banner](${BANNER})`,
    '',
    `![Spec remote](${remote}/media/png?${RUN}-spec-relative)`,
    '',
    `<img src="${foreign}/media/png?${RUN}-spec-http" alt="raw" srcset="${remote}/media/png?${RUN}-spec-srcset 2x">`,
    '',
    `<video src="${remote}/media/webm?${RUN}-spec-video" poster="${remote}/media/png?${RUN}-spec-poster"><source src="${remote}/media/webm?${RUN}-spec-source"></video>`,
    '',
    `<picture><source srcset="${remote}/media/png?${RUN}-spec-picture"><img src="/x.png" alt="p"></picture>`,
    '',
    '![Spec secure](https://127.0.0.1:1/secure.png)',
  ].join('\n');
  return {
    openapi: '3.0.3',
    info: { title: 'Things', version: '1' },
    paths: {
      '/things': {
        get: {
          operationId: 'listThings',
          summary: 'List things',
          description,
          'x-docs': { content: 'Above the reference:\n\n- red\n  - dark red\n- green\n\n1. one' },
          responses: { '200': { description: 'OK' } },
        },
      },
    },
  };
}

before(async () => {
  const { cors } = await testServers();
  foreign = cors;
  expect(new URL(foreign).origin).to.not.equal(location.origin);
  const docs = {
    name: 'Content',
    navigation: {
      tabs: [
        { tab: 'Guides', groups: [{ group: 'Pages', pages: ['content'] }] },
        { tab: 'API', groups: [{ group: 'Things', openapi: 'spec.json' }] },
      ],
    },
  };
  const dir = `../..${DIR}`;
  await writeFile({ path: `${dir}/docs.json`, content: JSON.stringify(docs) });
  await writeFile({ path: `${dir}/content.mdx`, content: pageMdx() });
  await writeFile({ path: `${dir}/spec.json`, content: JSON.stringify(spec()) });
});

async function site(): Promise<ApiDocs> {
  const el = await fixture<ApiDocs>(html`<api-docs src=${`${DIR}/docs.json`} base="/page-content"></api-docs>`);
  await el.updateComplete;
  return el;
}

async function operationPage(el: ApiDocs): Promise<ShadowRoot> {
  const slug = [...el.site!.navigation.pages.values()].find((p) => p.kind !== 'mdx')!.slug;
  await visit(el, slug);
  const endpoint = await until(() => q(el, 'api-endpoint'));
  await (endpoint as unknown as { updateComplete: Promise<unknown> }).updateComplete;
  const root = endpoint!.shadowRoot!;
  await until(() => root.querySelector('.markdown'));
  return root;
}

const markers = (items: Element[]): string[] => items.map((li) => getComputedStyle(li).listStyleType);

describe('lists in pages and descriptions', () => {
  it('an MDX page shows bullets (circles when nested) and numbers, indented', async () => {
    const el = await site();
    const body = q(el, '.mdx-body')!;
    const ul = body.querySelector(':scope > ul')!;
    expect(markers([...ul.querySelectorAll(':scope > li')])).to.deep.equal(['disc', 'disc', 'disc']);
    expect(markers([...ul.querySelectorAll(':scope li li')])).to.deep.equal(['circle']);
    expect(markers([...body.querySelectorAll('ol > li')])).to.deep.equal(['decimal', 'decimal']);
    // The marker sits inside the column: the list is indented from the paragraph before it.
    const indent = ul.querySelector('li')!.getBoundingClientRect().left - body.getBoundingClientRect().left;
    expect(indent).to.be.greaterThan(10);
  });

  it('a spec description shows them too', async () => {
    const el = await site();
    const root = await operationPage(el);
    // x-docs content, above the reference, in the site's own page.
    const above = q(el, '.x-docs-content')!;
    expect(markers([...above.querySelectorAll(':scope > ul > li')])).to.deep.equal(['disc', 'disc']);
    expect(markers([...above.querySelectorAll(':scope li li')])).to.deep.equal(['circle']);
    expect(markers([...above.querySelectorAll('ol > li')])).to.deep.equal(['decimal']);
    // The operation's description, in <api-endpoint>.
    const description = root.querySelector('.markdown')!;
    expect(markers([...description.querySelectorAll(':scope > ul > li')])).to.deep.equal(['disc', 'disc']);
    expect(markers([...description.querySelectorAll('ul ul > li')])).to.deep.equal(['circle']);
    expect(markers([...description.querySelectorAll('ol > li')])).to.deep.equal(['decimal', 'decimal']);
  });

  it('the sidebar keeps its lists without markers', async () => {
    const el = await site();
    const items = [...el.shadowRoot!.querySelectorAll('[part="sidebar"] li')];
    expect(items.length).to.be.greaterThan(0);
    expect([...new Set(markers(items))]).to.deep.equal(['none']);
  });
});

async function loaded(img: HTMLImageElement): Promise<void> {
  img.loading = 'eager';
  await until(() => img.complete && img.naturalWidth > 0);
  expect(img.naturalWidth, img.src).to.equal(4500);
}

describe('images in pages and descriptions', () => {
  it('a 4,500 px image fits the column and keeps its ratio', async () => {
    const el = await site();
    const body = q(el, '.mdx-body')!;
    const img = body.querySelector<HTMLImageElement>(`img[src="${BANNER}"]`)!;
    await loaded(img);
    const box = img.getBoundingClientRect();
    const column = body.getBoundingClientRect();
    expect(box.width).to.be.at.most(column.width + 0.5);
    expect(box.width).to.be.greaterThan(100);
    expect(box.height / box.width).to.be.closeTo(300 / 4500, 0.01);
    expect(document.scrollingElement!.scrollWidth).to.be.at.most(innerWidth);
    // A spec description too.
    const root = await operationPage(el);
    const specImg = root.querySelector<HTMLImageElement>(`.markdown img[src="${BANNER}"]`)!;
    await loaded(specImg);
    const specBox = specImg.getBoundingClientRect();
    expect(specBox.width).to.be.at.most(root.querySelector('.markdown')!.getBoundingClientRect().width + 0.5);
    expect(specBox.height / specBox.width).to.be.closeTo(300 / 4500, 0.01);
  });

  it('a click opens it over the page, a click on it shows its actual size, Escape closes it', async () => {
    const el = await site();
    const img = q<HTMLImageElement>(el, `.mdx-body img[src="${BANNER}"]`)!;
    await loaded(img);
    const inColumn = img.getBoundingClientRect().width;
    expect(img.getAttribute('role')).to.equal('button');
    expect(img.getAttribute('aria-label')).to.equal('Enlarge image: Banner');
    img.click();
    // The dialog's code is a lazy chunk: the first opening waits for it.
    const dialog = (await until(() => q<HTMLDialogElement>(el, 'dialog.image-zoom')))!;
    expect(dialog.open).to.equal(true);
    expect(dialog.matches(':modal')).to.equal(true);
    expect(dialog.getAttribute('aria-label')).to.equal('Banner');
    expect(el.shadowRoot!.activeElement?.getAttribute('aria-label')).to.equal('Close');
    const big = dialog.querySelector<HTMLImageElement>('img')!;
    await until(() => big.complete && big.naturalWidth > 0);
    const fitted = big.getBoundingClientRect();
    expect(fitted.width).to.be.greaterThan(inColumn);
    expect(fitted.right).to.be.at.most(innerWidth + 0.5);
    big.click();
    await until(() => big.getBoundingClientRect().width === 4500);
    expect(big.getBoundingClientRect().height).to.equal(300);
    expect(dialog.scrollWidth).to.be.greaterThan(dialog.clientWidth);
    await sendKeys({ press: 'Escape' });
    await until(() => !dialog.isConnected);
    expect(q(el, 'dialog.image-zoom')).to.equal(null);
    expect(el.shadowRoot!.activeElement).to.equal(img);
    // From the keyboard, and the close button.
    await sendKeys({ press: 'Enter' });
    const again = (await until(() => q<HTMLDialogElement>(el, 'dialog.image-zoom')))!;
    expect(again.open).to.equal(true);
    q<HTMLButtonElement>(el, '.image-zoom-close')!.click();
    await until(() => !again.isConnected);
    expect(q(el, 'dialog.image-zoom')).to.equal(null);
  });

  it('a spec description image opens too, once, in the element that shows it', async () => {
    const el = await site();
    const root = await operationPage(el);
    const img = root.querySelector<HTMLImageElement>(`.markdown img[src="${BANNER}"]`)!;
    await loaded(img);
    img.click();
    await until(() => root.querySelector('dialog.image-zoom[open]'));
    expect(root.querySelectorAll('dialog.image-zoom[open]').length).to.equal(1);
    expect(deepQueryAll(el, 'dialog.image-zoom').length).to.equal(1);
    await sendKeys({ press: 'Escape' });
    await until(() => root.querySelector('dialog') === null);
  });

  it('is accessible with its zoomable images, open or not', async () => {
    const el = await site();
    await loaded(q<HTMLImageElement>(el, `.mdx-body img[src="${BANNER}"]`)!);
    await expect(el).to.be.accessible();
    q<HTMLImageElement>(el, `.mdx-body img[src="${BANNER}"]`)!.click();
    await until(() => q(el, 'dialog.image-zoom'));
    await expect(el).to.be.accessible();
    q<HTMLButtonElement>(el, '.image-zoom-close')!.click();
  });
});

describe('remote media in pages and specs', () => {
  /** Everything the foreign recording server received for this run. */
  async function foreignHits(): Promise<string[]> {
    return (await received('cors')).map((r) => r.rawUrl).filter((url) => url.includes(RUN));
  }

  async function settle(root: ParentNode): Promise<void> {
    for (const img of root.querySelectorAll('img')) img.loading = 'eager';
    // Long enough for a fetch to 127.0.0.1 to arrive, had one been started.
    await new Promise((r) => setTimeout(r, 400));
  }

  it('an MDX page loads its own and https images, and shows foreign plain-http ones as links', async () => {
    await clearReceived();
    const el = await site();
    const body = q(el, '.mdx-body')!;
    await settle(body);
    expect(await foreignHits()).to.deep.equal([]);
    const remote = `${foreign.replace(/^http:/, '')}/media/png?${RUN}-mdx-relative`;
    const link = body.querySelector<HTMLAnchorElement>(`a[href="${remote}"]`)!;
    expect(link.textContent).to.equal(`Remote (${remote})`);
    const plain = body.querySelector<HTMLAnchorElement>(`a[href="${foreign}/media/png?${RUN}-mdx-http"]`)!;
    expect(plain.textContent).to.equal(`Plain http (${foreign}/media/png?${RUN}-mdx-http)`);
    expect(body.querySelector('video, source, [srcset], [poster]')).to.equal(null);
    // An https image stays an image (its host is not reached in this test: a closed port).
    expect(body.querySelector('img[src="https://127.0.0.1:1/secure.png"]')).to.not.equal(null);
    // Same origin, relative or absolute: loaded.
    await loaded(body.querySelector<HTMLImageElement>(`img[src="${BANNER}"]`)!);
    await loaded(body.querySelector<HTMLImageElement>(`img[src="${location.origin}${BANNER}?own"]`)!);
    // The author is told why.
    const told = el.diagnostics.filter((d) => d.code === 'mdx/media-origin').map((d) => d.line);
    // The two images and the video (a link to it, never a player that would fetch it).
    expect(told).to.have.length(3);
  });

  it('a spec description does the same, and never loads foreign srcset, poster or source', async () => {
    await clearReceived();
    const el = await site();
    const root = await operationPage(el);
    const description = root.querySelector('.markdown')!;
    await settle(description);
    expect(await foreignHits()).to.deep.equal([]);
    const remote = `${foreign.replace(/^http:/, '')}/media/png?${RUN}-spec-relative`;
    const link = description.querySelector<HTMLAnchorElement>(`a[href="${remote}"]`)!;
    expect(link.textContent).to.equal(`Spec remote (${remote})`);
    expect(link.target).to.equal('_blank');
    const raw = description.querySelector<HTMLAnchorElement>(`a[href="${foreign}/media/png?${RUN}-spec-http"]`)!;
    expect(raw.textContent).to.equal(`raw (${foreign}/media/png?${RUN}-spec-http)`);
    expect(description.querySelector('video, source, picture, [srcset], [poster]')).to.equal(null);
    expect(description.querySelector('img[src="https://127.0.0.1:1/secure.png"]')).to.not.equal(null);
    await loaded(description.querySelector<HTMLImageElement>(`img[src="${BANNER}"]`)!);
  });
});
