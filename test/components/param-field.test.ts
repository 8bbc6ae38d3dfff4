import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import '../../components/param-field/param-field.js';
import type { ParamField } from '../../components/param-field/param-field.js';
import { renderMarkdown } from '../../src/markdown/index.js';
import { hostile, merged, node, pet, resolveSchemaRef, user } from '../fixtures/fields/schemas.js';
import { describe, it } from '../fixtures/fields/mocha.js';

const $ = <T extends Element = HTMLElement>(el: Element, selector: string): T | null =>
  el.shadowRoot!.querySelector<T>(selector);
const text = (el: Element, selector: string): string => $(el, selector)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
/** Each `dt: dd` row of the details list as one line. */
const details = (el: Element): string =>
  [...el.shadowRoot!.querySelectorAll('[part=details] .row')]
    .map(
      (row) =>
        `${row.querySelector('dt')!.textContent}: ${row.querySelector('dd')!.textContent!.replace(/\s+/g, ' ').trim()}`,
    )
    .join('\n');
const nested = (el: Element): ParamField[] => [...el.shadowRoot!.querySelectorAll<ParamField>('param-field')];
const nestedNames = (el: Element): string[] => nested(el).map((child) => child.fieldName ?? '');

async function expand(el: ParamField): Promise<void> {
  $(el, '[part=toggle]')!.click();
  await el.updateComplete;
}

describe('<param-field>', () => {
  describe('reflects attributes', () => {
    it('reflects required, deprecated, expanded, theme and the location attribute', async () => {
      const el = await fixture<ParamField>(html`<param-field query="limit"></param-field>`);
      el.required = true;
      el.deprecated = true;
      el.expanded = true;
      el.theme = 'dark';
      el.placeholder = '10';
      await el.updateComplete;
      expect(el.hasAttribute('required')).to.be.true;
      expect(el.hasAttribute('deprecated')).to.be.true;
      expect(el.hasAttribute('expanded')).to.be.true;
      expect(el.getAttribute('theme')).to.equal('dark');
      expect(el.getAttribute('placeholder')).to.equal('10');
      el.required = false;
      await el.updateComplete;
      expect(el.hasAttribute('required')).to.be.false;
    });

    it('reads type, default, placeholder and booleans from attributes', async () => {
      const el = await fixture<ParamField>(
        html`<param-field header="X-Api-Key" type="string" default="abc" placeholder="&lt;key&gt;" required deprecated
          >The key.</param-field
        >`,
      );
      expect(el.required).to.be.true;
      expect(el.deprecated).to.be.true;
      expect(text(el, '[part=name]')).to.equal('X-Api-Key');
      expect(text(el, '[part=type]')).to.equal('string');
      expect(text(el, '[part=badges]')).to.contain('header').and.contain('required').and.contain('deprecated');
      expect(details(el)).to.contain('Default: abc').and.contain('Placeholder: <key>');
      const slot = $<HTMLSlotElement>(el, '[part=description] slot')!;
      expect(
        slot
          .assignedNodes()
          .map((n) => n.textContent)
          .join(''),
      ).to.equal('The key.');
    });
  });

  describe('location attributes', () => {
    for (const location of ['path', 'query', 'header', 'cookie', 'body'] as const) {
      it(`${location}="name" gives the name, the location and the anchor`, async () => {
        const el = await fixture<ParamField>(`<param-field ${location}="petId" type="string"></param-field>`);
        expect(el.location).to.equal(location);
        expect(el.fieldName).to.equal('petId');
        expect(text(el, '[part=name]')).to.equal('petId');
        expect(text(el, '.badge[data-kind]')).to.equal(location);
        expect(el.anchorId).to.equal('petId');
      });
    }

    it('shows no location badge on nested fields', async () => {
      const el = await fixture<ParamField>(html`<param-field body="user" .schema=${user}></param-field>`);
      await expand(el);
      const child = nested(el)[0]!;
      await child.updateComplete;
      expect($(child, '.badge[data-kind=body]')).to.be.null;
    });
  });

  describe('renders a schema', () => {
    it('shows type, badges, default, constraints, allowed values and examples', async () => {
      const schema = {
        type: 'string',
        format: 'date',
        readOnly: true,
        default: '2024-01-01',
        minLength: 10,
        enum: ['2024-01-01', '2025-01-01', null],
        examples: ['2024-06-01'],
        description: 'Falls back to the **schema**.',
      } as const;
      const el = await fixture<ParamField>(html`<param-field query="since" .schema=${schema}></param-field>`);
      expect(text(el, '[part=type]')).to.equal('enum<string> | null');
      expect(text(el, '[part=badges]')).to.contain('read-only').and.contain('nullable');
      const facts = details(el);
      expect(facts).to.contain('Default: 2024-01-01');
      expect(facts).to.contain('length >= 10').and.contain('format: date');
      expect(facts).to.contain('Allowed values: "2024-01-01" "2025-01-01" null');
      expect(facts).to.contain('Example: "2024-06-01"');
      expect($(el, '[part=description] strong')?.textContent).to.equal('schema');
    });

    it('does not repeat a format the type already shows', async () => {
      const schema = { type: 'integer', format: 'int64', minimum: 1 } as const;
      const el = await fixture<ParamField>(html`<param-field query="id" .schema=${schema}></param-field>`);
      expect(text(el, '[part=type]')).to.equal('integer<int64>');
      expect(details(el)).to.contain('>= 1').and.not.contain('format');
      const typed = await fixture<ParamField>(html`<param-field query="id" type="id" .schema=${schema}></param-field>`);
      expect(details(typed)).to.contain('format: int64');
    });

    it('prefers the type attribute and slotted description over the schema', async () => {
      const el = await fixture<ParamField>(
        html`<param-field query="q" type="custom" .schema=${{ type: 'string', description: 'from schema' }}
          >from slot</param-field
        >`,
      );
      expect(text(el, '[part=type]')).to.equal('custom');
      expect(text(el, '[part=description]')).to.not.contain('from schema');
    });
  });

  describe('nested from schema', () => {
    it('renders children lazily and expands and collapses them', async () => {
      const el = await fixture<ParamField>(
        html`<param-field body="user" .schema=${user} .resolver=${resolveSchemaRef}></param-field>`,
      );
      const toggle = $(el, '[part=toggle]')!;
      expect(toggle.tagName).to.equal('BUTTON');
      expect(toggle.getAttribute('aria-expanded')).to.equal('false');
      expect(toggle.getAttribute('aria-controls')).to.equal('children');
      expect($(el, '#children')!.hidden).to.be.true;
      expect(nested(el)).to.have.length(0);

      await expand(el);
      expect(el.expanded).to.be.true;
      expect(toggle.getAttribute('aria-expanded')).to.equal('true');
      expect(toggle.textContent).to.contain('Hide child attributes');
      // Request direction: the read-only `id` is left out.
      expect(nestedNames(el)).to.deep.equal(['name', 'address', 'tags', 'role', 'pet', 'metadata', 'nickname']);
      const name = nested(el)[0]!;
      expect(name.required).to.be.true;
      expect(name.getAttribute('anchor-parent')).to.equal('user');
      expect(name.getAttribute('body')).to.equal('name');
      await name.updateComplete;
      expect(name.querySelector('strong')?.textContent).to.equal('name');
      // Grandchildren wait for their own expansion.
      const address = nested(el)[1]!;
      await address.updateComplete;
      expect(nested(address)).to.have.length(0);
      await expand(address);
      expect(nestedNames(address)).to.deep.equal(['city', 'zip']);

      await expand(el);
      expect(el.expanded).to.be.false;
      expect($(el, '#children')!.hidden).to.be.true;
      expect(nested(el)).to.have.length(0);
    });

    it('lists array items’ properties and additionalProperties', async () => {
      const el = await fixture<ParamField>(html`<param-field body="user" .schema=${user} expanded></param-field>`);
      const [tags] = nested(el).filter((c) => c.fieldName === 'tags');
      await tags!.updateComplete;
      expect(text(tags!, '[part=type]')).to.equal('array<object>');
      await expand(tags!);
      expect(nestedNames(tags!)).to.deep.equal(['label']);
      const [metadata] = nested(el).filter((c) => c.fieldName === 'metadata');
      await metadata!.updateComplete;
      await expand(metadata!);
      expect(nestedNames(metadata!)).to.deep.equal(['additionalProperties']);
    });

    it('shows oneOf variants as a keyboard-operable tablist', async () => {
      const el = await fixture<ParamField>(html`<param-field body="pet" .schema=${pet} expanded></param-field>`);
      const tablist = $(el, '[role=tablist]')!;
      expect(tablist.getAttribute('part')).to.equal('tabs');
      expect(tablist.getAttribute('aria-label')).to.contain('One of');
      const tabs = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role=tab]')];
      expect(tabs.map((t) => t.textContent!.trim())).to.deep.equal(['Dog', 'Cat']);
      expect(tabs.map((t) => t.getAttribute('aria-selected'))).to.deep.equal(['true', 'false']);
      expect(tabs.map((t) => t.tabIndex)).to.deep.equal([0, -1]);
      expect(details(el)).to.contain('Discriminator: petType');
      expect(nestedNames(el)).to.deep.equal(['petType', 'bark']);

      tabs[0]!.focus();
      await sendKeys({ press: 'ArrowRight' });
      await el.updateComplete;
      await el.updateComplete;
      const after = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role=tab]')];
      expect(after[1]!.getAttribute('aria-selected')).to.equal('true');
      expect(el.shadowRoot!.activeElement).to.equal(after[1]);
      expect($(el, '[role=tabpanel]')!.getAttribute('aria-labelledby')).to.equal('tab-1');
      expect(nestedNames(el)).to.deep.equal(['petType', 'meow']);

      await sendKeys({ press: 'Home' });
      await el.updateComplete;
      expect(nestedNames(el)).to.deep.equal(['petType', 'bark']);
      await sendKeys({ press: 'ArrowLeft' });
      await el.updateComplete;
      expect(nestedNames(el)).to.deep.equal(['petType', 'meow']);
    });

    it('merges allOf', async () => {
      const el = await fixture<ParamField>(html`<param-field body="merged" .schema=${merged} expanded></param-field>`);
      expect(nestedNames(el)).to.deep.equal(['a', 'b']);
      expect(nested(el).map((c) => c.required)).to.deep.equal([false, true]);
    });

    it('shows a circular marker that expands through the resolver', async () => {
      const el = await fixture<ParamField>(
        html`<param-field body="head" .schema=${node} .resolver=${resolveSchemaRef}></param-field>`,
      );
      expect(text(el, '[part=type]')).to.equal('Node');
      expect(text(el, '.circular')).to.contain('circular reference to Node');
      expect($(el, '[part=toggle]')).to.be.null;
      $(el, '.expand-ref')!.click();
      await el.updateComplete;
      expect($(el, '.circular')).to.be.null;
      expect(el.expanded).to.be.true;
      expect(nestedNames(el)).to.deep.equal(['value', 'next', 'children']);
      // The next level is again a marker, expanded only on demand.
      const next = nested(el)[1]!;
      await next.updateComplete;
      expect(text(next, '.circular')).to.contain('circular reference to Node');
      const children = nested(el)[2]!;
      await children.updateComplete;
      expect(text(children, '[part=type]')).to.equal('Node[]');
      $(children, '.expand-ref')!.click();
      await children.updateComplete;
      expect(nestedNames(children)).to.deep.equal(['value', 'next', 'children']);
    });

    it('shows a marker without an expand button when there is no resolver', async () => {
      const el = await fixture<ParamField>(html`<param-field body="head" .schema=${node}></param-field>`);
      expect(text(el, '.circular')).to.contain('circular reference to Node');
      expect($(el, '.expand-ref')).to.be.null;
    });
  });

  describe('MDX-style nested children', () => {
    it('shows nested <param-field> children in the expandable region', async () => {
      const el = await fixture<ParamField>(
        html`<param-field body="user" type="object">
          <p>The user.</p>
          <param-field body="name" type="string" required>Their name.</param-field>
          <param-field body="address" type="object">
            <param-field body="city" type="string"></param-field>
          </param-field>
        </param-field>`,
      );
      const [name, address] = [...el.querySelectorAll<ParamField>(':scope > param-field')];
      const city = address!.querySelector<ParamField>('param-field')!;
      expect(name!.anchorId).to.equal('user.name');
      expect(city.anchorId).to.equal('user.address.city');
      const description = $<HTMLSlotElement>(el, '.description-slot')!;
      expect(description.assignedElements().map((n) => n.tagName)).to.deep.equal(['P']);
      expect(name!.assignedSlot).to.be.null;
      expect($(el, '[part=toggle]')).to.exist;
      await expand(el);
      expect(name!.assignedSlot).to.equal($(el, '.children-slot'));
      expect(name!.getBoundingClientRect().height).to.be.greaterThan(0);
      await expect(el).to.be.accessible();
    });
  });

  describe('XSS', () => {
    it('renders hostile names, values and descriptions inert', async () => {
      const schema = {
        type: 'string',
        enum: [hostile.value],
        default: hostile.value,
        examples: [hostile.value],
        title: hostile.name,
      };
      const el = await fixture<ParamField>(
        html`<param-field
          query=${hostile.name}
          type=${hostile.value}
          default=${hostile.value}
          placeholder=${hostile.value}
          .schema=${schema}
          >${unsafeHTML(renderMarkdown(hostile.description))}</param-field
        >`,
      );
      expect(text(el, '[part=name]')).to.equal(hostile.name);
      expect(details(el)).to.contain(hostile.value);
      const all = [el, ...el.shadowRoot!.querySelectorAll('*')];
      expect(el.shadowRoot!.querySelector('img, svg[onload], script')).to.be.null;
      expect(el.querySelector('[onerror], [onload], script, a[href^="javascript"]')).to.be.null;
      expect(all.some((n) => n.hasAttribute('onerror'))).to.be.false;
      expect((window as unknown as { __fieldXss?: number }).__fieldXss).to.be.undefined;
    });
  });

  describe('XSS corpus', () => {
    it('keeps every payload of the shared corpus inert in names, values and descriptions', async () => {
      const vectors = (await (await fetch('/__shared/corpus/xss/payloads/core-vectors.json')).json()) as {
        payload: string;
      }[];
      expect(vectors.length).to.be.greaterThan(50);
      const fired: string[] = [];
      const saved = { alert: window.alert, confirm: window.confirm, prompt: window.prompt, eval: window.eval };
      Object.assign(window, {
        alert: () => fired.push('alert'),
        confirm: () => fired.push('confirm'),
        prompt: () => fired.push('prompt'),
        eval: () => fired.push('eval'),
      });
      try {
        const wrapper = await fixture(
          html`<div>
            ${vectors.map(
              ({ payload }) =>
                html`<param-field
                  query=${payload}
                  type=${payload}
                  default=${payload}
                  placeholder=${payload}
                  expanded
                  .schema=${{ type: 'object', enum: [payload], examples: [payload], title: payload, properties: { [payload]: { description: payload } } }}
                  >${unsafeHTML(renderMarkdown(payload))}</param-field
                >`,
            )}
          </div>`,
        );
        const fields = [...wrapper.querySelectorAll<ParamField>('param-field')];
        await Promise.all(fields.map((f) => f.updateComplete));
        await Promise.all(fields.flatMap((f) => nested(f).map((c) => c.updateComplete)));
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const everything = (root: ParentNode): Element[] =>
          [...root.querySelectorAll('*')].flatMap((el) => [el, ...(el.shadowRoot ? everything(el.shadowRoot) : [])]);
        const all = everything(wrapper);
        expect(all.filter((el) => el.tagName === 'SCRIPT')).to.have.length(0);
        expect(
          all.filter((el) => [...el.attributes].some((a) => /^on/i.test(a.name))).map((el) => el.outerHTML),
        ).to.deep.equal([]);
        expect(
          all.filter((el) => /^\s*(javascript|vbscript|data):/i.test(el.getAttribute('href') ?? '')),
        ).to.have.length(0);
        fields.forEach((field, i) => expect(field.fieldName).to.equal(vectors[i]!.payload));
        expect(fired).to.deep.equal([]);
      } finally {
        Object.assign(window, saved);
      }
    });
  });

  describe('is accessible', () => {
    it('collapsed and expanded', async () => {
      const el = await fixture<ParamField>(
        html`<param-field body="user" required .schema=${user} .resolver=${resolveSchemaRef}>A user.</param-field>`,
      );
      await expect(el).to.be.accessible();
      await expand(el);
      await Promise.all(nested(el).map((c) => c.updateComplete));
      await expect(el).to.be.accessible();
      const petField = nested(el).find((c) => c.fieldName === 'pet')!;
      await expand(petField);
      await expect(el).to.be.accessible();
    });

    it('in the dark theme', async () => {
      const el = await fixture<ParamField>(
        html`<param-field
          query="limit"
          theme="dark"
          required
          deprecated
          .schema=${{ type: 'integer', default: 10 }}
        ></param-field>`,
      );
      await expect(el).to.be.accessible();
    });
  });

  describe('exposes parts', () => {
    it('names every region and forwards nested parts', async () => {
      const el = await fixture<ParamField>(html`<param-field body="pet" .schema=${pet} expanded>Desc</param-field>`);
      for (const part of [
        'base',
        'name',
        'type',
        'badges',
        'description',
        'details',
        'children',
        'toggle',
        'anchor',
        'tabs',
        'tab',
      ]) {
        expect($(el, `[part~=${part}]`), part).to.exist;
      }
      const child = nested(el)[0]!;
      expect(child.getAttribute('exportparts')).to.contain('name:child__name').and.contain('child__name:child__name');
    });
  });

  describe('themes', () => {
    it('theme="dark" sets its own tokens; page tokens apply otherwise', async () => {
      const wrapper = await fixture<HTMLDivElement>(
        html`<div style="--api-text: rgb(1, 2, 3)">
          <param-field query="a"></param-field><param-field query="b" theme="dark"></param-field>
        </div>`,
      );
      const [plain, dark] = [...wrapper.querySelectorAll<ParamField>('param-field')];
      await plain!.updateComplete;
      await dark!.updateComplete;
      expect(getComputedStyle($(plain!, '[part=name]')!).color).to.equal('rgb(1, 2, 3)');
      expect(getComputedStyle($(dark!, '[part=name]')!).color).to.equal('rgb(230, 237, 243)');
    });

    it('--param-field-* knobs win over --api-* tokens', async () => {
      const el = await fixture<ParamField>(
        html`<param-field query="a" style="--api-text: rgb(1, 2, 3); --param-field-text: rgb(4, 5, 6)"></param-field>`,
      );
      expect(getComputedStyle($(el, '[part=name]')!).color).to.equal('rgb(4, 5, 6)');
    });
  });
});
