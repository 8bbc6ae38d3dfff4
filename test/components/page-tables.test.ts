// A table in a page (MDX, or markdown in a description) keeps its short columns readable: a cell breaks
// between words before it breaks inside one, so a long description beside it does not squeeze an
// attribute name to a few letters a line (as on the element pages of docs/). A table that then needs more
// room than the column scrolls in its own box; the page never widens (site-narrow.test.ts).
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport, writeFile } from '@web/test-runner-commands';
import '../../components/api-docs/api-docs.js';
import type { ApiDocs } from '../../components/api-docs/api-docs.element.js';
import { after, afterEach, describe, it } from '../fixtures/endpoint/mocha.js';
import { resetLocation, until } from '../fixtures/site-element/helpers.js';

afterEach(resetLocation);
after(() => setViewport({ width: 800, height: 600 }));

const DESCRIPTION = 'A long description that goes on and on, '.repeat(8).trim();

const PAGE = `---
title: Attributes
---

| Attribute | Type | Default | Description |
| --- | --- | --- | --- |
| \`placeholder\` | \`string \\| undefined\` | \`false\` | ${DESCRIPTION} |
| \`deprecated\` | \`boolean\` | \`false\` | ${DESCRIPTION} |
`;

describe('<api-docs> tables in pages', () => {
  it('a name in a short column stays on one line beside a long description', async () => {
    await setViewport({ width: 1280, height: 800 });
    const dir = '/.test-results/page-tables';
    const docs = { name: 'Tables', navigation: { groups: [{ group: 'Reference', pages: ['attributes'] }] } };
    await writeFile({ path: `../..${dir}/docs.json`, content: JSON.stringify(docs) });
    await writeFile({ path: `../..${dir}/attributes.mdx`, content: PAGE });
    const el = await fixture<ApiDocs>(html`<api-docs src=${`${dir}/docs.json`} base="/page-tables"></api-docs>`);
    await el.updateComplete;
    const table = await until(() => el.shadowRoot!.querySelector('.mdx-body table'));
    /** How many lines the element's text is drawn on. */
    const lines = (node: Element): number => {
      const range = document.createRange();
      range.selectNodeContents(node);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    };
    for (const name of ['placeholder', 'deprecated', 'false']) {
      const code = [...table!.querySelectorAll('td code')].find((c) => c.textContent === name)!;
      expect(lines(code), `"${name}" is drawn on ${lines(code)} lines`).to.equal(1);
    }
    const header = [...table!.querySelectorAll('th')].find((th) => th.textContent === 'Attribute')!;
    expect(lines(header), 'the "Attribute" header on one line').to.equal(1);
    const page = document.scrollingElement!.scrollWidth;
    expect(page, 'the page does not widen').to.be.at.most(innerWidth);
  });
});
