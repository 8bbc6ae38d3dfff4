/**
 * OpenAPI 3.2 `in: querystring`: one parameter that is the whole query string, described by its
 * media type. `application/x-www-form-urlencoded` becomes `name=value` pairs (an object's fields, or
 * the text the reader typed, re-encoded pair by pair); any other type (`application/json`, …) is its
 * text, percent-encoded as one piece with no `=` (the 3.2 spec's own example sends `?%7B%22…`).
 */
import { encodeStrict, scalarText } from './encode.js';
import type { EncodedPair } from './types.js';

/** The media type a querystring parameter names, defaulting to the form encoding. */
export function querystringMediaType(contentType: string | undefined): string {
  return contentType ?? 'application/x-www-form-urlencoded';
}

export function isFormQuerystring(contentType: string | undefined): boolean {
  return /^application\/x-www-form-urlencoded\b/i.test(querystringMediaType(contentType));
}

/** `a=1&b=x y` typed by a reader (or a `serializedValue`), decoded leniently: `+` is a space, bad escapes stay. */
function decodeFormPart(text: string): string {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

function formPairs(value: unknown): EncodedPair[] {
  if (typeof value === 'string') {
    const text = value.trim().replace(/^\?/, '');
    if (text === '') return [];
    return text.split('&').flatMap((part) => {
      if (part === '') return [];
      const cut = part.indexOf('=');
      const name = cut === -1 ? part : part.slice(0, cut);
      const raw = cut === -1 ? '' : part.slice(cut + 1);
      return [{ name: encodeStrict(decodeFormPart(name)), value: encodeStrict(decodeFormPart(raw)) }];
    });
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([name, item]) =>
    (Array.isArray(item) ? item : [item]).map((v) => ({
      name: encodeStrict(name),
      value: encodeStrict(typeof v === 'object' && v !== null ? JSON.stringify(v) : scalarText(v)),
    })),
  );
}

/**
 * The whole query string for one querystring parameter. `value` is the reader's text (JSON as typed,
 * or `a=1&b=2`), or data (an example's `dataValue`), serialized by the media type.
 */
export function serializeQuerystring(value: unknown, contentType: string | undefined): EncodedPair[] {
  if (isFormQuerystring(contentType)) return formPairs(value);
  let text: string;
  if (typeof value === 'string') {
    text = value.trim();
    if (/json/i.test(querystringMediaType(contentType))) text = compactJson(text);
  } else text = JSON.stringify(value) ?? '';
  return text === '' ? [] : [{ name: encodeStrict(text), value: '', bare: true }];
}

/**
 * The text a querystring editor starts with (or shows as its placeholder): an example's
 * `serializedValue` decoded, else its value written in the media type's form (`a=1&b=2`, or JSON).
 */
export function querystringText(
  example: unknown,
  serialized: string | undefined,
  contentType: string | undefined,
): string | undefined {
  const form = isFormQuerystring(contentType);
  if (serialized !== undefined) {
    const text = serialized.replace(/^\?/, '');
    if (form) return text;
    const decoded = safeDecode(text);
    if (!/json/i.test(querystringMediaType(contentType))) return decoded;
    try {
      return JSON.stringify(JSON.parse(decoded), null, 2);
    } catch {
      return decoded;
    }
  }
  if (example === undefined) return undefined;
  if (typeof example === 'string') return example;
  if (!form) return JSON.stringify(example, null, 2);
  return formPairs(example)
    .map((p) => `${decodeFormPart(p.name)}=${decodeFormPart(p.value)}`)
    .join('&');
}

/** JSON text without the editor's indentation; an already percent-encoded text (a `serializedValue`) is decoded first. */
function compactJson(text: string): string {
  for (const candidate of [text, safeDecode(text)]) {
    try {
      return JSON.stringify(JSON.parse(candidate));
    } catch {
      // try the next reading
    }
  }
  return text; // sent as typed
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
