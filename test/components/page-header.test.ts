// The page header row in real Chromium on the example site: on every page kind (guide, OpenAPI endpoint, MDX
// endpoint, channel) and at desktop and phone widths, the "Copy page" menu sits in the header row at the right
// edge of the page, beside the title (or, where the page's element draws the title, beside the eyebrow), never
// over the title, never breaking a word of it, and never in the element below.
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { afterEach, describe, it } from '../fixtures/endpoint/mocha.js';
import '../../components/api-docs/api-docs.js';
import '../../components/api-endpoint/api-endpoint.js';
import '../../components/api-channel/api-channel.js';
import type { ApiDocs } from '../../components/api-docs/api-docs.element.js';
import { BASE, frames, resetLocation } from '../fixtures/site-element/helpers.js';

afterEach(async () => {
  resetLocation();
  await setViewport({ width: 800, height: 600 });
});

async function open(slug: string): Promise<{ el: ApiDocs; root: ShadowRoot; actions: HTMLElement }> {
  history.replaceState(null, '', `${BASE}/${slug}`);
  const el = await fixture<ApiDocs>(html`<api-docs src="/examples/docs/docs.json" base=${BASE}></api-docs>`);
  const actions = await frames(() => {
    const found = el.shadowRoot!.querySelector<HTMLElement>('api-page-actions');
    return found?.shadowRoot?.querySelector('[part="button"]') ? found : undefined;
  });
  return { el, root: el.shadowRoot!, actions };
}

/** Words of `el`'s text that the browser broke across two lines. */
function brokenWords(el: Element): string[] {
  const broken: string[] = [];
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode(); text !== null; text = walker.nextNode()) {
    for (const match of (text.textContent ?? '').matchAll(/\S+/g)) {
      const range = document.createRange();
      range.setStart(text, match.index);
      range.setEnd(text, match.index + match[0].length);
      const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
      if (tops.size > 1) broken.push(match[0]);
    }
  }
  return broken;
}

const overlapsVertically = (a: DOMRect, b: DOMRect): boolean => a.top < b.bottom && b.top < a.bottom;

const PAGES = [
  { slug: 'guides/authentication', drawn: true },
  { slug: 'introduction', drawn: true },
  { slug: 'api-reference/users/list-users', drawn: false, element: 'api-endpoint' },
  { slug: 'endpoints/ping', drawn: false, element: 'api-endpoint' },
  { slug: 'realtime/echo', drawn: false, element: 'api-channel' },
];

for (const width of [1440, 390]) {
  describe(`Copy page menu in the header row at ${width} px`, () => {
    for (const { slug, drawn, element } of PAGES) {
      it(`${slug}: beside the ${drawn ? 'title' : 'eyebrow'}, at the page's right edge`, async () => {
        await setViewport({ width, height: 900 });
        const { root, actions } = await open(slug);
        const row = actions.parentElement!;
        expect(row.classList.contains('page-header'), 'in the header row').to.equal(true);
        const page = root.querySelector('.page')!.getBoundingClientRect();
        const box = actions.getBoundingClientRect();
        expect(box.width).to.be.greaterThan(40);
        expect(Math.abs(box.right - page.right), 'at the right edge').to.be.lessThan(2);
        const beside = row.firstElementChild!;
        if (drawn) expect(beside.localName).to.equal('h1');
        const besideBox = beside.getBoundingClientRect();
        expect(overlapsVertically(box, besideBox), 'on the same row').to.equal(true);
        expect(besideBox.right, 'never over it').to.be.at.most(box.left + 0.5);
        if (drawn) expect(brokenWords(beside), 'no word of the title broken').to.deep.equal([]);
        if (element !== undefined) {
          const below = await frames(() => root.querySelector(element));
          expect(box.bottom, `above <${element}>`).to.be.at.most(below.getBoundingClientRect().top + 0.5);
        }
      });
    }
  });
}
