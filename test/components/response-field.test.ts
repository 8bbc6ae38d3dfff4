import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import '../../components/response-field/response-field.js';
import type { ResponseField } from '../../components/response-field/response-field.js';
import { renderMarkdown } from '../../src/markdown/index.js';
import { hostile, node, pet, resolveSchemaRef, user } from '../fixtures/fields/schemas.js';
import { describe, it, afterEach } from '../fixtures/fields/mocha.js';

const $ = <T extends Element = HTMLElement>(el: Element, selector: string): T | null =>
  el.shadowRoot!.querySelector<T>(selector);
const text = (el: Element, selector: string): string => $(el, selector)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const nested = (el: Element): ResponseField[] => [...el.shadowRoot!.querySelectorAll<ResponseField>('response-field')];
const nestedNames = (el: Element): string[] => nested(el).map((child) => child.name ?? '');

async function expand(el: ResponseField): Promise<void> {
  $(el, '[part=toggle]')!.click();
  await el.updateComplete;
}

describe('<response-field>', () => {
  describe('reflects attributes', () => {
    it('reflects name, required, deprecated, expanded and theme', async () => {
      const el = await fixture<ResponseField>(html`<response-field></response-field>`);
      el.name = 'id';
      el.required = true;
      el.deprecated = true;
      el.expanded = true;
      el.theme = 'light';
      await el.updateComplete;
      expect(el.getAttribute('name')).to.equal('id');
      expect(el.hasAttribute('required')).to.be.true;
      expect(el.hasAttribute('deprecated')).to.be.true;
      expect(el.hasAttribute('expanded')).to.be.true;
      expect(el.getAttribute('theme')).to.equal('light');
    });

    it('renders name, type, default and badges from attributes, with no location badge', async () => {
      const el = await fixture<ResponseField>(
        html`<response-field name="status" type="string" default="active" required deprecated
          >The status.</response-field
        >`,
      );
      expect(text(el, '[part=name]')).to.equal('status');
      expect(text(el, '[part=type]')).to.equal('string');
      expect([...el.shadowRoot!.querySelectorAll('.badge')].map((b) => b.getAttribute('data-kind'))).to.deep.equal([
        'required',
        'deprecated',
      ]);
      expect(text(el, '[part=details] dd')).to.equal('active');
      expect(el.anchorId).to.equal('response-status');
    });
  });

  describe('nested from schema', () => {
    it('expands lazily, keeps read-only fields and names anchors response-<path>', async () => {
      const el = await fixture<ResponseField>(html`<response-field name="user" .schema=${user}></response-field>`);
      expect(nested(el)).to.have.length(0);
      await expand(el);
      // Response direction: read-only `id` stays (write-only ones would go).
      expect(nestedNames(el)).to.deep.equal(['id', 'name', 'address', 'tags', 'role', 'pet', 'metadata', 'nickname']);
      const id = nested(el)[0]!;
      await id.updateComplete;
      expect(id.tagName).to.equal('RESPONSE-FIELD');
      expect(id.anchorId).to.equal('response-user.id');
      expect(text(id, '[part=badges]')).to.contain('read-only');
      const role = nested(el).find((c) => c.name === 'role')!;
      await role.updateComplete;
      expect(role.deprecated).to.be.true;
      expect(text(role, '[part=details]')).to.contain('"admin"').and.contain('"member"');
    });

    it('drops write-only properties', async () => {
      const schema = {
        type: 'object',
        properties: { password: { type: 'string', writeOnly: true }, email: { type: 'string' } },
      };
      const el = await fixture<ResponseField>(
        html`<response-field name="account" .schema=${schema} expanded></response-field>`,
      );
      expect(nestedNames(el)).to.deep.equal(['email']);
    });

    it('shows variants as tabs and circular markers with an expand button', async () => {
      const el = await fixture<ResponseField>(
        html`<response-field name="pet" .schema=${pet} expanded></response-field>`,
      );
      expect([...el.shadowRoot!.querySelectorAll('[part=tab]')].map((t) => t.textContent!.trim())).to.deep.equal([
        'Dog',
        'Cat',
      ]);
      ($(el, '[part=tab]:nth-child(2)') as HTMLButtonElement).click();
      await el.updateComplete;
      expect(nestedNames(el)).to.deep.equal(['petType', 'meow']);

      const head = await fixture<ResponseField>(
        html`<response-field name="head" .schema=${node} .resolver=${resolveSchemaRef}></response-field>`,
      );
      expect(text(head, '.circular')).to.contain('circular reference to Node');
      expect($(head, '.expand-ref')!.textContent).to.contain('Expand Node');
      $(head, '.expand-ref')!.click();
      await head.updateComplete;
      expect(nestedNames(head)).to.deep.equal(['value', 'next', 'children']);
      expect(nested(head)[0]!.anchorId).to.equal('response-head.value');
    });
  });

  describe('MDX-style nested children', () => {
    it('derives anchors from the closest field and shows children when expanded', async () => {
      const el = await fixture<ResponseField>(
        html`<response-field name="data" type="object">
          The data.
          <response-field name="items" type="array"
            ><response-field name="id" type="string"></response-field
          ></response-field>
        </response-field>`,
      );
      const items = el.querySelector<ResponseField>('response-field')!;
      const id = items.querySelector<ResponseField>('response-field')!;
      expect(items.anchorId).to.equal('response-data.items');
      expect(id.anchorId).to.equal('response-data.items.id');
      expect(items.getBoundingClientRect().height).to.equal(0);
      await expand(el);
      expect(items.getBoundingClientRect().height).to.be.greaterThan(0);
    });
  });

  describe('XSS', () => {
    it('renders hostile names, enums, defaults and descriptions as text', async () => {
      const schema = { type: 'string', enum: [hostile.value], default: hostile.name, description: hostile.description };
      const el = await fixture<ResponseField>(
        html`<response-field name=${hostile.name} .schema=${schema}></response-field>`,
      );
      expect(text(el, '[part=name]')).to.equal(hostile.name);
      expect(text(el, '[part=details]')).to.contain(JSON.stringify(hostile.value)).and.contain(hostile.name);
      // The description falls back to the schema's, through the sanitiser.
      const description = $(el, '[part=description]')!;
      expect(description.querySelector('script, [onerror], [onload], a[href^="javascript"]')).to.be.null;
      expect(el.shadowRoot!.querySelector('[onerror], [onload]')).to.be.null;

      const slotted = await fixture<ResponseField>(
        html`<response-field name="x">${unsafeHTML(renderMarkdown(hostile.description))}</response-field>`,
      );
      expect(slotted.querySelector('script, [onerror], [onload], a[href^="javascript"]')).to.be.null;
      expect((window as unknown as { __fieldXss?: number }).__fieldXss).to.be.undefined;
    });
  });

  describe('is accessible', () => {
    it('collapsed, expanded, with variants and with a circular marker', async () => {
      const el = await fixture<ResponseField>(
        html`<response-field name="user" .schema=${user} .resolver=${resolveSchemaRef}>A user.</response-field>`,
      );
      await expect(el).to.be.accessible();
      await expand(el);
      const petField = nested(el).find((c) => c.name === 'pet')!;
      await petField.updateComplete;
      await expand(petField);
      await expect(el).to.be.accessible();
      const head = await fixture<ResponseField>(
        html`<response-field name="head" .schema=${node} .resolver=${resolveSchemaRef}></response-field>`,
      );
      await expect(head).to.be.accessible();
    });
  });

  describe('exposes parts', () => {
    it('names each region', async () => {
      const el = await fixture<ResponseField>(
        html`<response-field name="pet" .schema=${pet} required expanded>Desc</response-field>`,
      );
      for (const part of [
        'base',
        'name',
        'type',
        'badges',
        'badge',
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
    });
  });

  describe('themes', () => {
    afterEach(() => emulateMedia({ colorScheme: 'light' }));

    it('follows prefers-color-scheme without a theme file, and theme="auto" too', async () => {
      const el = await fixture<ResponseField>(html`<response-field name="a"></response-field>`);
      const auto = await fixture<ResponseField>(html`<response-field name="b" theme="auto"></response-field>`);
      const light = await fixture<ResponseField>(html`<response-field name="c" theme="light"></response-field>`);
      const colour = (f: ResponseField) => getComputedStyle($(f, '[part=name]')!).color;
      expect(colour(el)).to.equal('rgb(31, 35, 40)');
      await emulateMedia({ colorScheme: 'dark' });
      expect(colour(el)).to.equal('rgb(230, 237, 243)');
      expect(colour(auto)).to.equal('rgb(230, 237, 243)');
      expect(colour(light)).to.equal('rgb(31, 35, 40)');
    });

    it('a page with light.css and data-theme="dark" with dark.css restyles every field', async () => {
      const links = ['light', 'dark'].map((name) =>
        Object.assign(document.createElement('link'), { rel: 'stylesheet', href: `/components/themes/${name}.css` }),
      );
      await Promise.all(
        links.map((link) => new Promise((resolve) => ((link.onload = resolve), document.head.append(link)))),
      );
      try {
        const wrapper = await fixture(html`<div data-theme="dark"><response-field name="a"></response-field></div>`);
        const field = wrapper.querySelector<ResponseField>('response-field')!;
        expect(getComputedStyle($(field, '[part=name]')!).color).to.equal('rgb(230, 237, 243)');
      } finally {
        links.forEach((link) => link.remove());
      }
    });
  });
});
