/** What every generator reads: the request flattened to a URL, wire headers and a body. */
import { bodyContentType, cookieHeader, jsonText, requestUrl, urlencodedText } from '../request/fetch.js';
import type { NameValue, RequestBody, RequestDescription } from '../request/types.js';

export interface SnippetRequest {
  readonly method: string;
  /** Server + path + query, percent-encoded exactly as the playground sends it. */
  readonly url: string;
  /** The request's headers plus `Content-Type` for the body (not for multipart: the client sets its boundary). */
  readonly headers: readonly NameValue[];
  /** `a=1; b=2`, or undefined. Languages running outside a browser send it as a `Cookie` header. */
  readonly cookie?: string;
  readonly body: RequestBody;
  /** The exact body text for json, text and urlencoded bodies. */
  readonly bodyText?: string;
}

/** `<API_KEY>` reads better than `%3CAPI_KEY%3E`: placeholders in the query are shown as written. */
function readablePlaceholders(desc: RequestDescription): RequestDescription {
  const inQuery = desc.secrets.filter((s) => s.placeholder && s.in === 'query');
  if (inQuery.length === 0) return desc;
  const query = desc.url.query.map((q) =>
    inQuery.some((s) => s.name === q.name && s.value === q.value) ? { ...q, value: decodeURIComponent(q.value) } : q,
  );
  return { ...desc, url: { ...desc.url, query } };
}

export function snippetRequest(original: RequestDescription, baseUrl?: string): SnippetRequest {
  const desc = readablePlaceholders(original);
  let url = requestUrl(desc);
  if (baseUrl && !/^[a-z][a-z0-9+.-]*:/i.test(url)) {
    const base = new URL(desc.url.server || '/', baseUrl);
    url = `${base.origin}${base.pathname.replace(/\/+$/, '')}${url.slice(desc.url.server.length)}`;
  }
  const headers = [...desc.headers];
  const type = bodyContentType(desc.body);
  if (type && !headers.some((h) => h.name.toLowerCase() === 'content-type'))
    headers.push({ name: 'Content-Type', value: type });
  const body = desc.body;
  const bodyText =
    body.kind === 'json'
      ? jsonText(body.value)
      : body.kind === 'text'
        ? body.text
        : body.kind === 'urlencoded'
          ? urlencodedText(body)
          : undefined;
  const cookie = cookieHeader(desc);
  return {
    method: desc.method,
    url,
    headers,
    body,
    ...(cookie ? { cookie } : {}),
    ...(bodyText !== undefined ? { bodyText } : {}),
  };
}

/** Headers with the cookie folded in as a `Cookie` header, for clients that are not browsers. */
export function headersWithCookie(req: SnippetRequest): NameValue[] {
  return req.cookie ? [...req.headers, { name: 'Cookie', value: req.cookie }] : [...req.headers];
}

/** A file's name as the snippet refers to it (a path in the reader's working directory). */
export function fileName(name: string): string {
  return name.split(/[\\/]/).pop() || 'file';
}
