/**
 * docs.json `$ref` includes in the browser (`<api-docs src>`, `<docs-config src>`), and the readable error state of
 * a docs.json that is not JSON or has the wrong types.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { afterEach, describe, it } from '../fixtures/endpoint/mocha.js';
import '../../components/api-docs/api-docs.js';
import '../../components/docs-config/docs-config.js';
import type { ApiDocs } from '../../components/api-docs/api-docs.element.js';
import type { DocsConfig } from '../../components/docs-config/docs-config.element.js';
import { BASE, FIX, q, resetLocation, sidebarSlugs } from '../fixtures/site-element/helpers.js';

afterEach(resetLocation);

const INCLUDES = '/test/fixtures/site-includes';

async function site(src: string): Promise<ApiDocs> {
  const el = await fixture<ApiDocs>(html`<api-docs src=${src} base=${BASE}></api-docs>`);
  await el.updateComplete;
  return el;
}

function fetched(path: string): boolean {
  return performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname === path);
}

describe('<api-docs> docs.json with $ref includes', () => {
  it('builds the navigation from nested, relative includes, a list spliced into a list, keys beside $ref winning', async () => {
    const el = await site(`${INCLUDES}/docs.json`);
    expect(sidebarSlugs(el)).to.deep.equal(['index', 'setup', 'usage', 'last', 'guides/auth']);
    const groups = [...el.shadowRoot!.querySelectorAll('li.group')].map((g) => g.getAttribute('data-group'));
    expect(groups).to.deep.equal(['Get started', 'Guides, renamed beside the $ref']);
    expect(q(el, '.page-title')?.textContent).to.equal('index');
    await expect(el).to.be.accessible();
  });

  it('a finding about an included value names the included file, line and column', async () => {
    const el = await site(`${INCLUDES}/docs.json`);
    const bad = el.diagnostics.find((d) => d.code === 'config/type');
    expect(bad?.file).to.equal('config/groups/guides.json');
    expect([bad?.line, bad?.column]).to.deep.equal([3, 28]);
  });

  it('a circular include is refused at its $ref; the rest of the site renders', async () => {
    const el = await site(`${INCLUDES}/docs-circular.json`);
    const loop = el.diagnostics.find((d) => d.code === 'config/include-circular');
    expect(loop?.file).to.equal('config/loop-b.json');
    expect([loop?.line, loop?.column]).to.deep.equal([3, 24]);
    expect(loop?.message).to.contain('config/loop-a.json → config/loop-b.json → config/loop-a.json');
    expect(sidebarSlugs(el)).to.include.members(['index', 'usage']);
  });

  it('an include outside docs.json’s folder is refused and never fetched', async () => {
    const el = await site(`${INCLUDES}/docs-outside.json`);
    const outside = el.diagnostics.find((d) => d.code === 'config/include-outside');
    expect(outside?.file).to.equal(`${INCLUDES}/docs-outside.json`);
    expect([outside?.line, outside?.column]).to.deep.equal([6, 9]);
    expect(fetched(`${FIX}/docs.json`), 'the file outside was fetched').to.equal(false);
    expect(sidebarSlugs(el)).to.deep.equal(['index']);
  });
});

describe('<docs-config> docs.json with $ref includes', () => {
  it('reads the api settings from the included file', async () => {
    const el = await fixture<DocsConfig>(html`<docs-config src=${`${INCLUDES}/docs-api.json`}></docs-config>`);
    await el.updateComplete;
    expect(el.settings?.playground.display).to.equal('simple');
    expect(el.settings?.examples.languages).to.deep.equal(['python']);
    const bad = el.diagnostics.find((d) => d.code === 'config/enum');
    expect(bad?.file).to.equal('config/api.json');
    expect(bad?.line).to.equal(3);
  });
});

describe('<api-docs> a broken docs.json shows readers why', () => {
  it('not JSON: the cause, the file and its line, not an empty site', async () => {
    const el = await site(`${FIX}/docs-bad-json.json`);
    const panel = q(el, 'main [part="error"]');
    expect(panel, 'an error panel in the page').to.not.equal(null);
    expect(panel!.getAttribute('role')).to.equal('alert');
    expect(panel!.textContent).to.contain('is not valid JSON');
    expect(panel!.querySelector('.error-place')?.textContent).to.match(/docs-bad-json\.json:4:1$/);
    expect(el.shadowRoot!.textContent).to.not.contain('no pages yet');
    await expect(el).to.be.accessible();
  });

  it('wrong types: the field, the file and its line', async () => {
    const el = await site(`${FIX}/docs-wrong-types.json`);
    const panel = q(el, 'main [part="error"]');
    expect(panel?.textContent).to.contain('`navigation.groups` must be a list');
    expect(panel!.querySelector('.error-place')?.textContent).to.match(/docs-wrong-types\.json:3:\d+$/);
    await expect(el).to.be.accessible();
  });
});
