/** `<api-docs src>` without a build: a page written as `.md` is fetched after its `.mdx` 404s; an `.mdx` file wins. */
import { expect, fixture, html } from '@open-wc/testing';
import { afterEach, describe, it } from '../fixtures/endpoint/mocha.js';
import '../../components/api-docs/api-docs.js';
import type { ApiDocs } from '../../components/api-docs/api-docs.element.js';
import { BASE, q, resetLocation, until, visit } from '../fixtures/site-element/helpers.js';

afterEach(resetLocation);

const SRC = '/test/fixtures/md-pages/docs.json';

async function site(): Promise<ApiDocs> {
  const el = await fixture<ApiDocs>(html`<api-docs src=${SRC} base=${BASE}></api-docs>`);
  await el.updateComplete;
  return el;
}

const body = (el: ApiDocs): string => q(el, '.mdx-body')?.innerHTML ?? '';

describe('<api-docs> and .md pages', () => {
  it('shows an .md page with its frontmatter title, its Markdown and its components', async () => {
    const el = await site();
    await visit(el, 'guides/plain');
    await until(() => body(el).includes('bold'));
    expect(q(el, '.page-title')?.textContent).to.equal('Plain Markdown');
    expect(q(el, '.mdx-body strong')?.textContent).to.equal('bold');
    expect(body(el)).to.contain('A callout inside an .md page.');
    expect(el.diagnostics.filter((d) => d.severity !== 'info')).to.deep.equal([]);
  });

  it('shows the .mdx file of a page that has both', async () => {
    const el = await site();
    await visit(el, 'guides/both');
    await until(() => body(el).includes('wins'));
    expect(q(el, '.page-title')?.textContent).to.equal('Both (mdx)');
    expect(body(el)).to.contain('The MDX file wins.');
    expect(body(el)).not.to.contain('shadowed');
  });
});
