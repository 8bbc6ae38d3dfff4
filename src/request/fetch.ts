/**
 * A RequestDescription as arguments for `fetch(url, init)`. Works with the browser's fetch and
 * Node's (undici), both of which have FormData, Blob and URLSearchParams built in.
 */
import type { RequestBody, RequestDescription } from './types.js';

/**
 * The body's exact text for JSON: `JSON.stringify` indented by two spaces. Snippets embed or
 * reproduce these same bytes (Python's `json.dumps(indent=2, ensure_ascii=False)` matches), and
 * the indentation keeps the embedded text readable.
 */
export function jsonText(value: unknown): string {
  return JSON.stringify(value, null, 2) ?? 'null';
}

/** `name=value&…` as `application/x-www-form-urlencoded` (the WHATWG serializer: space as `+`). */
export function urlencodedText(body: Extract<RequestBody, { kind: 'urlencoded' }>): string {
  const params = new URLSearchParams();
  for (const pair of body.pairs) params.append(pair.name, pair.value);
  return params.toString();
}

/** The query string, including its `?`, or `''`. */
export function queryString(desc: RequestDescription): string {
  if (desc.url.query.length === 0) return '';
  return '?' + desc.url.query.map((pair) => (pair.bare ? pair.name : `${pair.name}=${pair.value}`)).join('&');
}

/** The full URL as written in snippets: server + path + query (relative when the server is). */
export function requestUrl(desc: RequestDescription): string {
  return `${desc.url.server}${desc.url.path}${queryString(desc)}`;
}

/**
 * The request's absolute URL: `requestUrl`, with a relative server resolved against `baseUrl` (the
 * spec's URL or the page's). Not to be confused with src/source-url.ts, which names a spec by URL.
 */
export function absoluteRequestUrl(desc: RequestDescription, baseUrl?: string): string {
  const url = requestUrl(desc);
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
  if (!baseUrl) throw new TypeError(`The server URL "${desc.url.server}" is relative; give a base URL to resolve it.`);
  // Keep the path and query bytes exactly as encoded: resolve only the origin and base path.
  const base = new URL(desc.url.server || '/', baseUrl);
  return `${base.origin}${base.pathname.replace(/\/+$/, '')}${desc.url.path}${queryString(desc)}`;
}

/** The `Content-Type` header this body is sent with, or undefined (none, or multipart whose boundary fetch sets). */
export function bodyContentType(body: RequestBody): string | undefined {
  if (body.kind === 'none' || body.kind === 'multipart') return undefined;
  if (body.kind === 'binary') return body.contentType || body.file.type || 'application/octet-stream';
  return body.contentType;
}

/** The `Cookie` header value (`a=1; b=2`), or undefined. */
export function cookieHeader(desc: RequestDescription): string | undefined {
  if (desc.cookies.length === 0) return undefined;
  return desc.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

export interface ToFetchOptions {
  /** Resolves a relative server URL. */
  readonly baseUrl?: string;
  /**
   * How cookies travel. `Cookie` is a forbidden header name in browsers: fetch silently drops it,
   * and a page cannot set cookies for another origin either. So in a browser (`omit`, the
   * default when `document` exists) cookie parameters are not sent and are returned in
   * `omittedCookies` for the playground to explain; in Node, Deno or a proxy (`header`, the
   * default elsewhere) they go in a `cookie` header.
   */
  readonly cookies?: 'header' | 'omit';
  readonly signal?: AbortSignal;
}

export interface FetchArgs {
  readonly url: string;
  readonly init: RequestInit;
  readonly omittedCookies: readonly { readonly name: string; readonly value: string }[];
}

function toBodyInit(body: RequestBody): BodyInit | undefined {
  switch (body.kind) {
    case 'none':
      return undefined;
    case 'json':
      return jsonText(body.value);
    case 'text':
      return body.text;
    case 'urlencoded':
      return urlencodedText(body);
    case 'multipart': {
      const form = new FormData();
      for (const part of body.parts) {
        if (part.kind === 'file') {
          form.append(
            part.name,
            new Blob([part.file.bytes as Uint8Array<ArrayBuffer>], { type: part.file.type }),
            part.file.name,
          );
        } else if (part.contentType) {
          form.append(part.name, new Blob([part.value], { type: part.contentType }));
        } else {
          form.append(part.name, part.value);
        }
      }
      return form;
    }
    case 'binary':
      return new Blob([body.file.bytes as Uint8Array<ArrayBuffer>], { type: bodyContentType(body) ?? '' });
  }
}

export function toFetch(desc: RequestDescription, options: ToFetchOptions = {}): FetchArgs {
  const headers = new Headers();
  for (const header of desc.headers) headers.append(header.name, header.value);
  const contentType = bodyContentType(desc.body);
  if (contentType && !headers.has('content-type')) headers.set('content-type', contentType);

  const cookieMode = options.cookies ?? (!('document' in globalThis) ? 'header' : 'omit');
  const cookie = cookieHeader(desc);
  if (cookie && cookieMode === 'header') headers.set('cookie', cookie);

  const body = toBodyInit(desc.body);
  const init: RequestInit = {
    method: desc.method,
    headers,
    ...(body === undefined ? {} : { body }),
    ...(options.signal ? { signal: options.signal } : {}),
    // The reader's own cookies may go to the page's origin (fetch's default), never to another one.
    credentials: 'same-origin',
    redirect: 'follow',
  };
  return {
    url: absoluteRequestUrl(desc, options.baseUrl),
    init,
    omittedCookies: cookieMode === 'omit' ? desc.cookies : [],
  };
}
