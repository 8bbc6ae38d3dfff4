import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, type TemplateResult } from 'lit';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
// The page that documents one-rule theming; its <style id="one-rule"> is applied below as it is.
import themingExample from '../examples/theming.html?raw';
import { PETSTORE } from './support/frames.js';

/** The text of examples/theming.html's one-rule stylesheet. */
function oneRule(): string {
  const page = new DOMParser().parseFromString(themingExample, 'text/html');
  const rule = page.getElementById('one-rule')?.textContent;
  if (!rule) throw new Error('examples/theming.html has no <style id="one-rule">');
  return rule;
}

/** A page's own stylesheet and a few elements under it. */
function page(css: string, body: TemplateResult): TemplateResult {
  return html`${unsafeHTML(`<style>${css}</style>`)}
    <div style="display: grid; gap: 1.5rem;">${body}</div>`;
}

const elements = html`<api-endpoint spec=${PETSTORE} operation="POST /pets"></api-endpoint>
  <api-snippets spec=${PETSTORE} operation="POST /pets" languages="curl,python"></api-snippets>
  <param-field query="limit" type="integer" default="20" required>How many pets to return.</param-field>`;

/**
 * How a page themes the elements: global `--api-*` tokens, per-element knobs, `::part()` rules, and
 * what a hostile page stylesheet cannot do. See docs/theming.mdx.
 */
const meta: Meta = {
  title: 'Theming/api-endpoint',
  component: 'api-endpoint',
};
export default meta;

type Story = StoryObj;

/** One rule (from examples/theming.html) changes the accent colour and the code font of every element. */
export const OneRule: Story = { render: () => page(oneRule(), elements) };

/** Knobs for one kind of element: `--<tag>-<token>` wins over `--api-<token>` there only. */
export const ElementKnobs: Story = {
  render: () =>
    page(
      `api-snippets { --api-snippets-radius: 0; --api-snippets-accent: #8a4100; }
       param-field { --param-field-font-mono: 'Courier New', monospace; --param-field-spacing: 1.25rem; }`,
      elements,
    ),
};

/** `::part()` rules style named regions: the method badge, section headings, the code block. */
export const Parts: Story = {
  render: () =>
    page(
      `api-endpoint::part(method) { border-radius: 0; letter-spacing: 0.08em; }
       api-endpoint::part(section-title) { text-transform: uppercase; font-size: 0.8em; letter-spacing: 0.06em; }
       api-snippets::part(code) { font-size: 0.95em; }
       param-field::part(name) { text-decoration: underline dotted; }`,
      elements,
    ),
};

/**
 * A careless page stylesheet around the elements (`all: unset` on everything, every button hidden,
 * odd inherited text settings): nothing changes inside them.
 */
export const HostilePageCss: Story = {
  render: () =>
    page(
      `.hostile, .hostile * { all: unset; }
       .hostile button { display: none !important; }
       .hostile { display: block; text-align: center; letter-spacing: 0.3em; text-transform: uppercase; white-space: nowrap; }`,
      html`<div class="hostile">${elements}</div>`,
    ),
};
