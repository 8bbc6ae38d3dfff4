/**
 * The rule for every URL the playground's OAuth code talks to (authorization, token, device, metadata):
 * `https:`, or `http:` on a loopback host. Loaded with the OAuth chunk, not up front.
 */
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** True for 127.0.0.1, localhost and [::1]: plain http is allowed there (development). */
export function isLoopback(url: URL): boolean {
  return LOOPBACK.has(url.hostname);
}

export type EndpointCheck = { readonly ok: true; readonly url: URL } | { readonly ok: false; readonly message: string };

/**
 * Whether the playground may talk to an authorization, token or device endpoint: `https:`, or `http:`
 * on a loopback host; never `javascript:`, `data:` or anything else. `base` resolves relative URLs.
 */
export function checkEndpoint(what: string, value: string | undefined, base?: string): EndpointCheck {
  if (value === undefined || value === '') return { ok: false, message: `The ${what} URL is missing.` };
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return { ok: false, message: `The ${what} URL "${value}" is not a valid URL.` };
  }
  if (url.protocol === 'https:') return { ok: true, url };
  if (url.protocol === 'http:') {
    if (isLoopback(url)) return { ok: true, url };
    return {
      ok: false,
      message: `The ${what} URL ${url.origin} uses http: on a host that is not this machine; tokens and codes would travel unencrypted, so it is refused (use https:).`,
    };
  }
  return {
    ok: false,
    message: `The ${what} URL uses ${url.protocol} which is not allowed; only https: (or http: on 127.0.0.1, localhost or [::1]) is.`,
  };
}
