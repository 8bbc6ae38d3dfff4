/**
 * One element drawn on a host's server (Next, Nuxt, SvelteKit, Astro, a plain Node server): its tag with the
 * attributes and properties given, its shadow root as declarative shadow DOM, and the host's own light DOM children.
 * The element is marked `defer-hydration`: in the browser the bundle sees the mark and hydrates it in place
 * (components/shared/hydratable-element.ts), so its first render adopts the server's DOM instead of drawing it again.
 */
import { html, type TemplateResult } from 'lit';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import type { ServerMarkup, ServerStyles } from '../../src/site/server-page.js';
import { draw } from './draw.js';
import { escapeHtml } from '../../src/escape-html.js';
import './server-elements.js';

export interface ElementInput {
  /** Attributes by name; `true` is a present boolean attribute, `false` and undefined leave it out. */
  readonly attributes?: Readonly<Record<string, string | number | boolean | undefined>>;
  /** Properties by name (objects: an operation slice, a schema), set before the element draws. */
  readonly properties?: Readonly<Record<string, unknown>>;
  /**
   * The element's light DOM children: HTML the host built (not sanitised: never pass a reader's text), or elements
   * drawn the same way (`<param-field>`s of an MDX-style `<api-endpoint>`), in order.
   */
  readonly light?: string | readonly (string | ElementChild)[];
  /** How its shadow roots get their stylesheets (default: inline). */
  readonly styles?: ServerStyles;
}

/** A light DOM child drawn by the server too. */
export interface ElementChild extends Omit<ElementInput, 'styles'> {
  readonly tag: string;
}

const NAME = /^[a-z][a-z0-9-]*$/;

function checkedName(name: string, what: string): string {
  if (!NAME.test(name)) throw new TypeError(`renderElement: ${what} "${name}" is not a valid name.`);
  return name;
}

/** A template of one tag: static attributes in its text (names checked, values escaped), properties as bindings. */
function elementTemplate(tag: string, input: Omit<ElementInput, 'styles'>): TemplateResult {
  if (customElements.get(checkedName(tag, 'tag')) === undefined) {
    throw new TypeError(`renderElement: <${tag}> is not an element this package draws on the server.`);
  }
  let open = `<${tag} defer-hydration`;
  for (const [name, value] of Object.entries(input.attributes ?? {})) {
    if (value === undefined || value === false) continue;
    open +=
      value === true
        ? ` ${checkedName(name, 'attribute')}`
        : ` ${checkedName(name, 'attribute')}="${escapeHtml(String(value))}"`;
  }
  const strings = [open];
  const values: unknown[] = [];
  for (const [name, value] of Object.entries(input.properties ?? {})) {
    strings[strings.length - 1] += ` .${checkedName(name, 'property')}=`;
    values.push(value);
    strings.push('');
  }
  strings[strings.length - 1] += '>';
  const light = typeof input.light === 'string' ? [input.light] : (input.light ?? []);
  values.push(
    light.map((child) => (typeof child === 'string' ? unsafeHTML(child) : elementTemplate(child.tag, child))),
  );
  strings.push(`</${tag}>`);
  // What a tagged template literal would pass, built from the checked names (as lit/static-html builds its own).
  return html(Object.assign([...strings], { raw: [...strings] }) as unknown as TemplateStringsArray, ...values);
}

export function renderElement(tag: string, input: ElementInput = {}): Promise<ServerMarkup> {
  return draw(elementTemplate(tag, input), { styles: input.styles ?? { mode: 'inline' }, hydratable: true });
}
