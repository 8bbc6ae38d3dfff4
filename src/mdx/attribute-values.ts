/**
 * Reading a component's attribute values once they are checked: plain text, a flag, or a list of
 * texts (`tags={["New"]}`). Values a component did not get stay `undefined`.
 */

/** What an accepted attribute holds: text (numbers are read as their text), a flag, or a list of texts. */
export type ComponentValue = string | boolean | readonly string[];

export type ComponentAttributes = Readonly<Record<string, ComponentValue>>;

export const str = (value: ComponentValue | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;

export const flag = (value: ComponentValue | undefined): boolean => value === true;

export const list = (value: ComponentValue | undefined): readonly string[] =>
  Array.isArray(value) ? (value as readonly string[]) : typeof value === 'string' ? [value] : [];

/** A whole number from `cols={2}` or `cols="2"`, kept within [min, max]; otherwise `fallback`. */
export function whole(value: ComponentValue | undefined, min: number, max: number, fallback: number): number {
  const text = str(value);
  if (text === undefined || !/^\d{1,4}$/.test(text)) return fallback;
  return Math.min(max, Math.max(min, Number(text)));
}
