/**
 * Reading a component's attribute values once they are checked: plain text, a flag, a list of texts
 * (`tags={["New"]}`), or markup (`label={<><Icon icon="rocket" /> Launch</>}`, already rendered and escaped by
 * render-html.ts). Values a component did not get stay `undefined`.
 */
import { escapeText } from '../escape-html.js';

/** An element-valued prop as the page's own renderer made it: safe HTML, and its text for attribute contexts. */
export interface Markup {
  readonly kind: 'markup';
  readonly html: string;
  readonly text: string;
  /** The elements of a list of elements (`items={[<A />, <B />]}`), each as its own markup. */
  readonly items?: readonly Markup[];
}

/** What an accepted attribute holds: text (numbers are read as their text), a flag, a list of texts, or markup. */
export type ComponentValue = string | boolean | readonly string[] | Markup;

export type ComponentAttributes = Readonly<Record<string, ComponentValue>>;

export const isMarkup = (value: ComponentValue | undefined): value is Markup =>
  typeof value === 'object' && !Array.isArray(value) && (value as Markup).kind === 'markup';

/** The text of a value: text as given, markup as the text it shows (for `aria-label`, ids, `data-*`). */
export const str = (value: ComponentValue | undefined): string | undefined =>
  typeof value === 'string' ? value : isMarkup(value) ? value.text : undefined;

/** A value as HTML to show: text escaped, markup as rendered. */
export const rich = (value: ComponentValue | undefined): string | undefined =>
  isMarkup(value) ? value.html : typeof value === 'string' ? escapeText(value) : undefined;

export const flag = (value: ComponentValue | undefined): boolean => value === true;

export const list = (value: ComponentValue | undefined): readonly string[] =>
  Array.isArray(value)
    ? (value as readonly string[])
    : typeof value === 'string'
      ? [value]
      : isMarkup(value)
        ? (value.items ?? [value]).map((item) => item.text)
        : [];

/** A whole number from `cols={2}` or `cols="2"`, kept within [min, max]; otherwise `fallback`. */
export function whole(value: ComponentValue | undefined, min: number, max: number, fallback: number): number {
  const text = typeof value === 'string' ? value : undefined;
  if (text === undefined || !/^\d{1,4}$/.test(text)) return fallback;
  return Math.min(max, Math.max(min, Number(text)));
}
