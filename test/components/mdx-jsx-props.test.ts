// Element-valued props in a real page: an Update label made of an Icon and text, a Card icon drawn from an inline
// svg (its handlers and script gone), both through the page's sanitiser, and the page accessible.
import { expect, fixture, html } from '@open-wc/testing';
import '../../components/api-docs/api-docs.js';
import type { ApiDocs } from '../../components/api-docs/api-docs.element.js';
import { afterEach, describe, it } from '../fixtures/endpoint/mocha.js';
import { q, resetLocation, until } from '../fixtures/site-element/helpers.js';

afterEach(() => resetLocation());

async function site(): Promise<{ el: ApiDocs; body: HTMLElement }> {
  const el = await fixture<ApiDocs>(
    html`<api-docs src="/test/fixtures/site-jsx-props/docs.json" base="/jsx-props"></api-docs>`,
  );
  await el.updateComplete;
  const body = (await until(() => q<HTMLElement>(el, '.mdx-body .card') && q<HTMLElement>(el, '.mdx-body')))!;
  return { el, body };
}

describe('element-valued props in an MDX page', () => {
  it('an Update label shows its Icon drawn beside its text, and the description keeps its markup', async () => {
    const { el, body } = await site();
    const label = body.querySelector('section.update .update-label')!;
    expect(label.textContent!.trim()).to.equal('Launch');
    const icon = label.querySelector<HTMLElement>('span.icon[data-icon="rocket"]')!;
    await until(() => icon.querySelector('svg'));
    expect(icon.querySelector('svg')).to.not.equal(null);
    expect(icon.getBoundingClientRect().width).to.be.greaterThan(0);
    expect(body.querySelector('section.update')!.getAttribute('aria-label')).to.equal('Launch');
    expect(body.querySelector('section.update')!.id).to.equal('launch');
    expect(body.querySelector('.update-description strong')!.textContent).to.equal('first');
    await expect(el).to.be.accessible();
  });

  it('a Card icon written as an svg is drawn without its script or event handlers', async () => {
    const { el, body } = await site();
    const card = body.querySelector('.card')!;
    expect(card.querySelector('.card-title')!.innerHTML).to.equal('Fast <code>v2</code>');
    const svg = card.querySelector<SVGSVGElement>('.card-icon svg')!;
    expect(svg.namespaceURI).to.equal('http://www.w3.org/2000/svg');
    expect(svg.getAttribute('viewBox')).to.equal('0 0 24 24');
    const path = svg.querySelector('path')!;
    expect(path.getAttribute('stroke-width')).to.equal('2');
    expect(svg.getBoundingClientRect().width).to.be.greaterThan(0);
    for (const node of [svg, path]) for (const attr of node.getAttributeNames()) expect(attr).to.not.match(/^on/i);
    expect(body.querySelector('script')).to.equal(null);
    expect(body.innerHTML).to.not.contain('alert');
    await expect(el).to.be.accessible();
  });
});
