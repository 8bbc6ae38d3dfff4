// What a reader sees of Mintlify snippets and page fields in <api-docs> (assembled in the browser from docs.json):
// a snippet's content inlined with its props and imported values, a React component's children shown and never run,
// the sidebar's tag and external link page, and the page's layout mode on its body.
import { expect, fixture, html } from '@open-wc/testing';
import '../../components/api-docs/api-docs.js';
import type { ApiDocs } from '../../components/api-docs/api-docs.element.js';
import { afterEach, describe, it } from '../fixtures/endpoint/mocha.js';
import { BASE, q, resetLocation, sidebarLinks, until, visit } from '../fixtures/site-element/helpers.js';

afterEach(resetLocation);

async function site(): Promise<ApiDocs> {
  const el = await fixture<ApiDocs>(
    html`<api-docs src="/test/fixtures/site-snippets/docs.json" base=${BASE} theme="light"></api-docs>`,
  );
  await el.updateComplete;
  return el;
}

describe('<api-docs> with snippets and Mintlify page fields', () => {
  it('shows a snippet where the page uses it, with its props and imported values', async () => {
    const el = await site();
    await visit(el, 'guides/start');
    const body = q<HTMLElement>(el, '.mdx-body')!;
    expect(body.textContent).to.contain('Welcome to Acme Cloud.');
    const heading = body.querySelector('h2')!;
    expect(heading.textContent!.replace('#', '').trim()).to.equal('Install with npm'); // the heading's anchor is a #
    expect(heading.checkVisibility()).to.equal(true);
    const step = body.querySelector('.steps li, ol li')!;
    expect(step.textContent).to.contain('Run npm to add it.');
    expect(body.textContent).to.not.contain('{tool}');
    expect(body.textContent).to.not.contain('import');
    await expect(el).to.be.accessible();
  });

  it('a React component is never run: its children show, no button, no handler', async () => {
    const el = await site();
    await visit(el, 'guides/custom');
    const body = q<HTMLElement>(el, '.mdx-body')!;
    expect(body.querySelector('strong')?.textContent).to.equal('children');
    expect(body.textContent).to.contain("The counter's children.");
    expect(body.querySelector('button, [onclick]')).to.equal(null);
  });

  it('the sidebar shows the tag, and the external link page links out in a new tab', async () => {
    const el = await site();
    await visit(el, 'guides/start');
    const links = sidebarLinks(el.shadowRoot!);
    const start = links.find((a) => a.dataset['slug'] === 'guides/start')!;
    const tag = start.querySelector<HTMLElement>('.nav-tag')!;
    expect(tag.textContent).to.equal('NEW');
    expect(tag.checkVisibility()).to.equal(true);
    const npm = links.find((a) => a.dataset['slug'] === 'guides/npm')!;
    expect(npm.getAttribute('href')).to.equal('https://www.npmjs.com/package/api-docs-elements');
    expect(npm.target).to.equal('_blank');
    expect(npm.rel).to.equal('noopener');
    expect(npm.textContent).to.contain('npm package');
  });

  it('an openapi-schema page shows the schema as fields, nested ones behind their toggle', async () => {
    const el = await site();
    await visit(el, 'guides/pet-schema');
    expect(q(el, '.mdx-body')!.textContent).to.contain('Every pet the shop knows.');
    const schema = q<HTMLElement>(el, 'api-schema')!;
    expect(schema.getAttribute('schema')).to.equal('Pet');
    const fields = await until(() => {
      const list = [...(schema.shadowRoot?.querySelectorAll('response-field') ?? [])];
      return list.length > 0 ? list : undefined;
    });
    expect(fields?.map((f) => f.getAttribute('name'))).to.deep.equal(['id', 'name', 'owner']);
    expect(schema.shadowRoot!.querySelector('[part="description"]')!.textContent).to.contain('A pet in the shop.');
    const id = fields![0]!;
    await (id as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
    expect(id.hasAttribute('required')).to.equal(true);
    expect(id.textContent).to.contain("The pet's id."); // the description is slotted
    const owner = fields![2]! as HTMLElement & { updateComplete: Promise<unknown> };
    await owner.updateComplete;
    const toggle = owner.shadowRoot!.querySelector<HTMLButtonElement>('[part="toggle"]')!;
    toggle.click();
    await owner.updateComplete;
    const email = await until(() => owner.shadowRoot!.querySelector('response-field[name="email"]'));
    expect(email, 'the nested field shows after the toggle').to.not.equal(undefined);
    await expect(el).to.be.accessible();
  });

  it("the page's mode reaches its body as data-mode", async () => {
    const el = await site();
    await visit(el, 'guides/wide');
    expect(q(el, '.mdx-body')!.getAttribute('data-mode')).to.equal('wide');
    await visit(el, 'guides/start');
    expect(q(el, '.mdx-body')!.getAttribute('data-mode')).to.equal('default');
  });
});
