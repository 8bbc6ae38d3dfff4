/**
 * Building HTML strings by hand: every text and attribute value passes through these escapes,
 * so nothing from a page can open a tag or leave an attribute.
 */
import { escapeHtml } from '../escape-html.js';

/** An attribute value: a string, `true` for a present boolean attribute, or absent. */
export type AttributeValue = string | boolean | undefined;

/**
 * ` name="value"` pairs, in the order given. Names come from this library's own tables,
 * never from the page; they are still checked, as a last guard.
 */
export function attributes(values: Readonly<Record<string, AttributeValue>>): string {
  let out = '';
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === false) continue;
    if (!/^[a-z][a-z0-9-]*$/.test(name) || /^on/i.test(name)) throw new Error(`Refusing attribute name ${name}`);
    out += value === true ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`;
  }
  return out;
}

export function element(tag: string, attrs: Readonly<Record<string, AttributeValue>>, inner: string): string {
  return `<${tag}${attributes(attrs)}>${inner}</${tag}>`;
}
