// Mintlify's content components in an MDX page (issue 16): what a reader sees, on a wide screen and
// on a phone, and with the keyboard. The page is test/fixtures/site-mintlify/components.mdx.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../components/api-docs/api-docs.js';
import type { ApiDocs } from '../../components/api-docs/api-docs.element.js';
import { sanitizeMdxHtml } from '../../src/markdown/sanitize-mdx.js';
import { afterEach, describe, it } from '../fixtures/endpoint/mocha.js';
import { q, resetLocation, until } from '../fixtures/site-element/helpers.js';

afterEach(async () => {
  resetLocation();
  await setViewport({ width: 800, height: 600 });
});

async function site(): Promise<{ el: ApiDocs; body: HTMLElement }> {
  const el = await fixture<ApiDocs>(
    html`<api-docs src="/test/fixtures/site-mintlify/docs.json" base="/mintlify-components"></api-docs>`,
  );
  await el.updateComplete;
  const body = (await until(() => q<HTMLElement>(el, '.mdx-body .card-group') && q<HTMLElement>(el, '.mdx-body')))!;
  return { el, body };
}

/** The distinct left edges of the cards: one per column. */
function columns(body: HTMLElement): number {
  const lefts = [...body.querySelectorAll('.card-group > .card')].map((c) =>
    Math.round(c.getBoundingClientRect().left),
  );
  return new Set(lefts).size;
}

describe('Mintlify components in an MDX page', () => {
  it('cards are links laid out in cols columns on a wide screen and one column on a phone', async () => {
    await setViewport({ width: 1440, height: 900 });
    const { el, body } = await site();
    const cards = [...body.querySelectorAll<HTMLAnchorElement>('.card-group > a.card')];
    expect(cards.map((a) => a.getAttribute('href'))).to.deep.equal([
      '/components',
      'https://example.test/guides',
      'https://example.test/api',
    ]);
    expect(cards[0]!.textContent).to.contain('Quickstart').and.contain('Get running in minutes.');
    expect(columns(body)).to.equal(3);
    const widths = cards.map((c) => Math.round(c.getBoundingClientRect().width));
    expect(Math.max(...widths) - Math.min(...widths)).to.be.at.most(1);
    // The external card shows its call to action with an arrow.
    expect(cards[2]!.querySelector('.card-cta')!.textContent).to.equal('Open→');
    await expect(el).to.be.accessible();

    await setViewport({ width: 390, height: 800 });
    await until(() => columns(body) === 1);
    expect(columns(body)).to.equal(1);
    const group = body.querySelector('.card-group')!.getBoundingClientRect();
    for (const card of cards) expect(Math.round(card.getBoundingClientRect().width)).to.equal(Math.round(group.width));
  });

  it('steps show their numbers beside their titles, counting on from stepNumber', async () => {
    const { body } = await site();
    const steps = [...body.querySelectorAll('ol.steps > li')];
    expect(steps.map((s) => s.querySelector('.step-number')!.textContent)).to.deep.equal(['1', '2', '7']);
    expect(steps.map((s) => (s as HTMLLIElement).value)).to.deep.equal([1, 2, 7]);
    expect(steps.map((s) => s.querySelector('.step-title')!.textContent)).to.deep.equal([
      'Install',
      'Configure',
      'Deploy',
    ]);
    const number = steps[0]!.querySelector('.step-number')!.getBoundingClientRect();
    const title = steps[0]!.querySelector('.step-title')!.getBoundingClientRect();
    expect(number.right).to.be.at.most(title.left);
    expect(getComputedStyle(steps[0]!).listStyleType).to.equal('none');
  });

  it('an accordion opens with Enter and shows its answer', async () => {
    const { el, body } = await site();
    const details = body.querySelector<HTMLDetailsElement>('details.accordion')!;
    const answer = details.querySelector<HTMLElement>('.accordion-body')!;
    expect(details.open).to.equal(false);
    expect(answer.checkVisibility()).to.equal(false);
    details.querySelector('summary')!.focus();
    expect(el.shadowRoot!.activeElement).to.equal(details.querySelector('summary'));
    await sendKeys({ press: 'Enter' });
    await until(() => details.open);
    expect(details.open).to.equal(true);
    expect(answer.checkVisibility()).to.equal(true);
    expect(answer.getBoundingClientRect().height).to.be.above(0);
    expect(answer.textContent).to.contain('Yes, for open source.');
    expect(details.querySelector('.accordion-description')!.textContent).to.equal('Pricing');
  });

  it('agents-only content is not on the page; content for humans is', async () => {
    const { body } = await site();
    expect(body.textContent).to.contain('Shown to readers.');
    expect(body.textContent).to.not.contain('Agents-only instructions.');
  });

  it("a tooltip's text is read by assistive technology and shown on keyboard focus", async () => {
    const { el, body } = await site();
    const tooltip = body.querySelector<HTMLElement>('.tooltip')!;
    const tip = tooltip.querySelector<HTMLElement>('[role="tooltip"]')!;
    expect(tip.textContent).to.contain('Application programming interface');
    // Visually hidden until focused, but present (not display:none), so a screen reader reads it.
    expect(getComputedStyle(tip).display).to.not.equal('none');
    expect(tip.getBoundingClientRect().width).to.be.at.most(1);
    tooltip.focus();
    expect(el.shadowRoot!.activeElement).to.equal(tooltip);
    expect(tip.getBoundingClientRect().width).to.be.above(20);
  });

  it('frame, badge, update, tree, panel, banner and prompt show their content', async () => {
    const { el, body } = await site();
    const frame = body.querySelector('figure.frame')!;
    expect(frame.querySelector('img')!.getAttribute('alt')).to.equal('Dashboard');
    expect(frame.querySelector('figcaption')!.textContent).to.equal('The dashboard');
    expect(body.querySelector('p .badge')!.textContent).to.equal('Stable');
    expect(body.querySelector('p .icon')!.getAttribute('aria-hidden')).to.equal('true');
    expect([...body.querySelectorAll('.update-tags li')].map((li) => li.textContent)).to.deep.equal(['New Features']);
    expect(body.querySelector('section.update')!.getAttribute('aria-label')).to.equal('2024-10-01');
    expect(body.querySelector('section.update')!.id).to.equal('2024-10-01');
    const folder = body.querySelector<HTMLDetailsElement>('.tree-folder > details')!;
    expect(folder.open).to.equal(true);
    expect(folder.querySelector('.tree-file')!.textContent).to.equal('page.tsx');
    expect(body.querySelector('.panel')!.textContent).to.contain('Side notes.');
    expect(body.querySelector('aside.content-banner')!.textContent).to.contain('Version 2 is out.');
    expect(body.querySelector('.prompt-text')!.textContent).to.contain('Write a test for the login flow.');
    // No "unknown component" diagnostics for the page.
    expect(q(el, '.diagnostics')?.textContent ?? '').to.not.contain('is not a component');
    await expect(el).to.be.accessible();
  });

  it("the page sanitiser keeps the components' own attributes and drops look-alikes", () => {
    const kept = sanitizeMdxHtml(
      '<div class="card-group" data-cols="3"><a class="card" href="/a">x</a></div><ol class="steps"><li class="step" value="7">s</li></ol>' +
        '<span class="tooltip" tabindex="0">t<span class="tooltip-tip" role="tooltip">tip</span></span><span class="icon" data-icon="rocket" aria-hidden="true"></span>' +
        '<figure class="frame"><figcaption>c</figcaption></figure><p class="step-title" data-size="h3">T</p>',
    );
    expect(kept).to.contain('data-cols="3"').and.contain('value="7"').and.contain('tabindex="0"');
    expect(kept).to.contain('role="tooltip"').and.contain('data-icon="rocket"').and.contain('aria-hidden="true"');
    expect(kept).to.contain('<figcaption>c</figcaption>').and.contain('data-size="h3"');
    const dropped = sanitizeMdxHtml(
      '<div class="card-group evil" data-cols="99" onclick="alert(1)">a</div><li value="1e9">b</li>' +
        '<span tabindex="5" role="button" aria-hidden="false" data-icon="a b" style="color:red">c</span>' +
        '<figure onmouseover="alert(1)"><figcaption onclick="alert(1)">d</figcaption></figure><p data-size="h1">e</p>',
    );
    for (const bad of [
      'evil',
      'data-cols',
      'onclick',
      'value=',
      'tabindex',
      'role=',
      'aria-hidden',
      'data-icon',
      'style',
      'onmouseover',
      'data-size',
    ])
      expect(dropped, bad).to.not.contain(bad);
    expect(dropped).to.contain('<figure><figcaption>d</figcaption></figure>');
  });
});
