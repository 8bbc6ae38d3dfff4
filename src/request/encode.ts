/**
 * Percent-encoding and the OpenAPI parameter styles (OAS 3.1 §4.8.12.4): `simple`, `label` and
 * `matrix` for paths, `form`, `spaceDelimited`, `pipeDelimited` and `deepObject` for queries,
 * `simple` for headers and `form` for cookies. Values are primitives, arrays or flat objects.
 */
import type { EncodedPair } from './types.js';

/** Replaces lone surrogates, which `encodeURIComponent` would throw on, by U+FFFD. */
function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/** RFC 3986 strict: only unreserved characters stay as they are; everything else is `%XX` of UTF-8. */
export function encodeStrict(text: string): string {
  return encodeURIComponent(wellFormed(text)).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * `allowReserved: true`: RFC 3986 reserved characters stay literal, except the ones that would
 * change the query's structure (`#`, `&`, `=`, `+`) and `[`, `]`, `'`, which are always encoded.
 */
export function encodeAllowReserved(text: string): string {
  // `[`, `]` and `'` stay encoded: browsers' URL parser encodes `'` in a query and common HTTP clients
  // (Python's urllib3) encode the brackets, so a snippet could never send what the playground sends.
  return encodeStrict(text).replace(/%(3A|2F|3F|40|21|24|28|29|2A|2C|3B)/g, (m) => decodeURIComponent(m));
}

/** A parameter value as text: strings as they are, numbers and booleans as written, anything else as JSON. */
export function scalarText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value) ?? '';
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array);
}

/** True when a value counts as "not given" (the playground's empty inputs). */
export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

type Enc = (text: string) => string;

/** A path parameter's replacement text for `{name}`, percent-encoded (a `/` in a value becomes `%2F`). */
export function serializePath(name: string, value: unknown, style = 'simple', explode = false): string {
  const enc: Enc = encodeStrict;
  const prefix = style === 'label' ? '.' : style === 'matrix' ? `;${enc(name)}=` : '';
  if (Array.isArray(value)) {
    const items = value.map((v) => enc(scalarText(v)));
    if (style === 'label') return '.' + items.join(explode ? '.' : ',');
    if (style === 'matrix') return explode ? items.map((i) => `;${enc(name)}=${i}`).join('') : prefix + items.join(',');
    return items.join(',');
  }
  if (isPlainObject(value)) {
    const entries = Object.entries(value).map(([k, v]) => [enc(k), enc(scalarText(v))] as const);
    if (explode) {
      const sep = style === 'label' ? '.' : style === 'matrix' ? ';' : ',';
      const body = entries.map(([k, v]) => `${k}=${v}`).join(sep);
      return style === 'simple' ? body : sep + body;
    }
    return prefix + entries.flat().join(',');
  }
  return prefix + enc(scalarText(value));
}

/** A query parameter as encoded pairs, by its style and explode (OpenAPI defaults: `form`, explode true). */
export function serializeQuery(
  name: string,
  value: unknown,
  style = 'form',
  explode = style === 'form',
  allowReserved = false,
): EncodedPair[] {
  const enc: Enc = allowReserved ? encodeAllowReserved : encodeStrict;
  const key = encodeStrict(name);
  const joiner = style === 'spaceDelimited' ? '%20' : style === 'pipeDelimited' ? '%7C' : ',';
  if (Array.isArray(value)) {
    const items = value.map((v) => enc(scalarText(v)));
    if (explode || style === 'deepObject') return items.map((v) => ({ name: key, value: v }));
    return [{ name: key, value: items.join(joiner) }];
  }
  if (isPlainObject(value)) {
    if (style === 'deepObject') return deepObjectPairs(key, value, enc);
    const entries = Object.entries(value);
    if (explode) return entries.map(([k, v]) => ({ name: encodeStrict(k), value: enc(scalarText(v)) }));
    return [{ name: key, value: entries.map(([k, v]) => `${enc(k)}${joiner}${enc(scalarText(v))}`).join(joiner) }];
  }
  return [{ name: key, value: enc(scalarText(value)) }];
}

/**
 * `color%5BR%5D=100&color%5BG%5D=200`, i.e. `color[R]=100`: the brackets are percent-encoded
 * because RFC 3986 does not allow them raw in a query and clients disagree (Python's requests
 * encodes them, fetch and curl do not), so sending them encoded keeps every client byte-identical.
 * Servers decode both forms alike. Nested objects go one bracket deeper (a common extension).
 */
function deepObjectPairs(prefix: string, value: Record<string, unknown>, enc: Enc): EncodedPair[] {
  const out: EncodedPair[] = [];
  for (const [k, v] of Object.entries(value)) {
    const name = `${prefix}%5B${encodeStrict(k)}%5D`;
    if (isPlainObject(v)) out.push(...deepObjectPairs(name, v, enc));
    else if (Array.isArray(v)) for (const item of v) out.push({ name, value: enc(scalarText(item)) });
    else out.push({ name, value: enc(scalarText(v)) });
  }
  return out;
}

/** A header parameter's value (`simple` style, no percent-encoding: headers carry text as is). */
export function serializeHeader(value: unknown, explode = false): string {
  if (Array.isArray(value)) return value.map(scalarText).join(',');
  if (isPlainObject(value)) {
    const entries = Object.entries(value).map(([k, v]) => [k, scalarText(v)] as const);
    return explode ? entries.map(([k, v]) => `${k}=${v}`).join(',') : entries.flat().join(',');
  }
  return scalarText(value);
}

/**
 * Cookie pairs (`form` style). Values are percent-encoded, since a raw `;`, `,`, space or quote
 * would end the cookie early; the name is encoded the same way.
 */
export function serializeCookie(name: string, value: unknown, explode = true): { name: string; value: string }[] {
  const key = encodeStrict(name);
  if (Array.isArray(value)) {
    const items = value.map((v) => encodeStrict(scalarText(v)));
    return explode ? items.map((v) => ({ name: key, value: v })) : [{ name: key, value: items.join(',') }];
  }
  if (isPlainObject(value)) {
    const entries = Object.entries(value).map(([k, v]) => [encodeStrict(k), encodeStrict(scalarText(v))] as const);
    if (explode) return entries.map(([k, v]) => ({ name: k, value: v }));
    return [{ name: key, value: entries.flat().join(',') }];
  }
  return [{ name: key, value: encodeStrict(scalarText(value)) }];
}

/** A header value fetch and every HTTP client accept: visible ASCII, spaces and tabs. */
export function isValidHeaderValue(value: string): boolean {
  return /^[\t\x20-\x7E]*$/.test(value);
}

/** An RFC 9110 token, the only thing a header name may be. */
export function isValidHeaderName(name: string): boolean {
  return /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name);
}
