/**
 * Readers of single docs.json values that several objects share: links, image paths and colours that end up in
 * `href`, `src` or CSS, checked so that nothing a config writes can run.
 */
import { type ConfigReader, dottedPath } from './config-reader.js';
import { isSafeUrl } from '../markdown/urls.js';

/** A CSS colour that is safe inside a custom property: hex, a name, or a colour function of plain tokens. */
export function isPlainColor(color: string): boolean {
  return /^(#[0-9a-fA-F]{3,8}|[a-zA-Z]+|(rgb|rgba|hsl|hsla|oklch|oklab|lab|lch)\([0-9a-zA-Z.,%\s/+-]*\))$/.test(color);
}

/**
 * A string that ends up in `src` or `href`: a relative path or an http(s) URL, never `javascript:`. Mintlify accepts
 * any URL there, so another scheme is a warning (the site cannot publish it safely), and the value is left out.
 */
export function readSafeUrl(r: ConfigReader, value: unknown, pointer: string): string | undefined {
  const url = r.string(value, pointer);
  if (url === undefined || isSafeUrl(url)) return url;
  r.report(
    'warning',
    'config/url',
    pointer,
    `\`${dottedPath(pointer)}\` must be a relative path or an http(s) URL to be shown; got ${JSON.stringify(url)}, which is left out.`,
  );
  return undefined;
}

/** A link target: what readSafeUrl accepts, plus `mailto:` addresses. */
export function readLink(r: ConfigReader, value: unknown, pointer: string): string | undefined {
  if (typeof value === 'string' && /^mailto:[^\s<>"']+$/i.test(value.trim())) return value.trim();
  return readSafeUrl(r, value, pointer);
}

export function readColor(r: ConfigReader, value: unknown, pointer: string): string | undefined {
  const color = r.string(value, pointer);
  if (color === undefined || isPlainColor(color)) return color;
  r.report(
    'error',
    'config/color',
    pointer,
    `\`${dottedPath(pointer)}\` must be a CSS colour such as "#0d9373"; got ${JSON.stringify(color)}.`,
  );
  return undefined;
}

/** The object without its undefined fields. */
export const defined = <T extends object>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
