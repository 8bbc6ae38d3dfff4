/**
 * `api-docs-elements/proxy`: the playground proxy for Node hosts (the `docs dev` server uses the
 * same handler), and as a fetch handler for edge runtimes (worker.ts is the Worker built from it). Forwards only to the servers a documentation site declares; see
 * docs/elements/proxy.mdx for the rules and a production example.
 */
export {
  createProxyHandler,
  DEFAULT_MAX_BODY_BYTES,
  DEFAULT_MAX_RESPONSE_BYTES,
  DEFAULT_TIMEOUT_MS,
} from './handler.js';
export type { LookupFunction, ProxyHandler, ProxyOptions } from './handler.js';
export { createFetchProxy } from './fetch-handler.js';
export type { FetchProxyHandler, FetchProxyOptions } from './fetch-handler.js';
export {
  COOKIE_HEADER,
  DEFAULT_PROXY_PATH,
  LOCATION_HEADER,
  PROXIED_HEADER,
  REFUSAL_HEADER,
  STRIPPED_HEADER,
  TARGET_HEADER,
  checkResolvedAddress,
  decideProxyTarget,
} from './policy.js';
export type { ProxyDecision, Refusal, RefusalCode } from './policy.js';
export { isPrivateHost, specialAddress } from './addresses.js';
export { expandServerUrl, loadAllowedServers, serversOfProject, serversOfSpec } from './servers.js';
