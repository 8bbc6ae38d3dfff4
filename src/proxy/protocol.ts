/**
 * What the playground and the proxy agree on: header names, the default path, and the shape of a
 * refusal. No Node modules here, so the browser bundle can import it.
 */

export type RefusalCode =
  | 'proxy-off'
  | 'missing-target'
  | 'invalid-target'
  | 'bad-scheme'
  | 'credentials-in-url'
  | 'private-address'
  | 'undeclared-host'
  | 'undeclared-path'
  | 'method-not-allowed'
  | 'origin-not-allowed'
  | 'body-too-large'
  | 'timeout'
  | 'upstream-unreachable';

export interface Refusal {
  readonly status: number;
  readonly error: RefusalCode;
  readonly reason: string;
}

/** The header that carries the target URL: never the proxy's own URL, so no API key lands in its access log. */
export const TARGET_HEADER = 'x-docs-proxy-target';
/** Cookies the reader typed for the API (a page cannot set a `Cookie` header itself). */
export const COOKIE_HEADER = 'x-docs-proxy-cookie';
/** On every refusal: its code, so a client tells a refusal from the API's own 4xx. */
export const REFUSAL_HEADER = 'x-docs-proxy-refusal';
/** On a forwarded response: which headers the proxy removed (`set-cookie`). */
export const STRIPPED_HEADER = 'x-docs-proxy-stripped';
/** On a forwarded response (`1`): the answer is the API's, not the proxy's or a static host's. */
export const PROXIED_HEADER = 'x-docs-proxy';
/** A redirect's `Location`, renamed so the browser does not follow it through the proxy. */
export const LOCATION_HEADER = 'x-docs-proxy-location';
/** The path `docs dev` serves the proxy at, and the playground's default with `proxy: true`. */
export { DEFAULT_PLAYGROUND_PROXY as DEFAULT_PROXY_PATH } from '../config/api-settings.js';
