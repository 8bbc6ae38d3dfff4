/**
 * The playground proxy as a Cloudflare Worker (or any runtime with module workers): `export default
 * { fetch }`. Built to dist/proxy-worker/worker.js by scripts/build.mjs; deploying it is described in
 * docs/deploy.mdx. Configured by the worker's environment (vars or secrets):
 *
 * - `DOCS_PROXY_SERVERS` (required): the servers the site declares, a JSON array or a list separated
 *   by spaces, commas or new lines (print them with `loadAllowedServers` of `api-docs-elements/proxy`);
 * - `DOCS_PROXY_ALLOWED_ORIGINS`: the origins of the docs site (the worker is another origin, so CORS);
 * - `DOCS_PROXY_TIMEOUT_MS`, `DOCS_PROXY_MAX_DURATION_MS`, `DOCS_PROXY_MAX_BODY_BYTES`,
 *   `DOCS_PROXY_MAX_RESPONSE_BYTES`: the limits (defaults 30 s, 10 min, 10 MB, 50 MB).
 */
import { createFetchProxy, type FetchProxyHandler, type FetchProxyOptions } from './fetch-handler.js';

export interface ProxyWorkerEnv {
  readonly DOCS_PROXY_SERVERS?: string | readonly string[];
  readonly DOCS_PROXY_ALLOWED_ORIGINS?: string | readonly string[];
  readonly DOCS_PROXY_TIMEOUT_MS?: string;
  readonly DOCS_PROXY_MAX_DURATION_MS?: string;
  readonly DOCS_PROXY_MAX_BODY_BYTES?: string;
  readonly DOCS_PROXY_MAX_RESPONSE_BYTES?: string;
}

/** A list from a binding: already a list, a JSON array, or words separated by spaces, commas or lines. */
export function listOf(value: string | readonly string[] | undefined): string[] {
  if (value === undefined) return [];
  if (typeof value !== 'string') return [...value];
  const text = value.trim();
  if (text.startsWith('[')) {
    const parsed = JSON.parse(text) as unknown;
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  }
  return text.split(/[\s,]+/).filter(Boolean);
}

function numberOf(value: string | undefined): number | undefined {
  const n = value === undefined ? NaN : Number(value);
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

/** The proxy options a worker environment describes. */
export function optionsFromEnv(env: ProxyWorkerEnv): FetchProxyOptions {
  const limits = {
    maxBodyBytes: numberOf(env.DOCS_PROXY_MAX_BODY_BYTES),
    maxResponseBytes: numberOf(env.DOCS_PROXY_MAX_RESPONSE_BYTES),
    timeoutMs: numberOf(env.DOCS_PROXY_TIMEOUT_MS),
    maxDurationMs: numberOf(env.DOCS_PROXY_MAX_DURATION_MS),
  };
  return {
    allowedServers: listOf(env.DOCS_PROXY_SERVERS),
    allowedOrigins: listOf(env.DOCS_PROXY_ALLOWED_ORIGINS),
    ...Object.fromEntries(Object.entries(limits).filter(([, v]) => v !== undefined)),
  };
}

// One handler per environment object (a worker isolate sees the same one on every request).
const handlers = new WeakMap<object, FetchProxyHandler>();

export default {
  fetch(request: Request, env: ProxyWorkerEnv = {}): Promise<Response> {
    let handler = handlers.get(env);
    if (handler === undefined) {
      handler = createFetchProxy(optionsFromEnv(env));
      handlers.set(env, handler);
    }
    return handler(request);
  },
};
