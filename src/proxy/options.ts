/** What both proxy handlers (handler.ts for Node, fetch-handler.ts for fetch runtimes) are configured with, and the defaults. */

export const DEFAULT_MAX_BODY_BYTES = 10 * 1024 * 1024;
export const DEFAULT_MAX_RESPONSE_BYTES = 50 * 1024 * 1024;
export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_MAX_DURATION_MS = 10 * 60_000;

export interface CommonProxyOptions {
  /** Absolute server URLs the proxy may forward under; a function is asked on every request (the site may change). */
  readonly allowedServers: readonly string[] | (() => readonly string[] | Promise<readonly string[]>);
  /** Largest request body forwarded (default 10 MB), counted as it streams; larger ones get 413. */
  readonly maxBodyBytes?: number;
  /** Largest response body passed back (default 50 MB); the answer is cut off beyond it. */
  readonly maxResponseBytes?: number;
  /**
   * Milliseconds the API may take to answer (default 30 000; 504 when it has not), and the longest
   * silence while its body streams (the answer is cut off after it; an event stream's keep-alives count).
   */
  readonly timeoutMs?: number;
  /** Milliseconds one exchange may last in all, streams included (default 10 minutes); cut off after it. */
  readonly maxDurationMs?: number;
  /** Origins of docs sites that may use this proxy from another origin (CORS). Default: same origin only. */
  readonly allowedOrigins?: readonly string[];
}

/** The limits with their defaults filled in. */
export function limitsOf(options: CommonProxyOptions): {
  maxBody: number;
  maxResponse: number;
  timeoutMs: number;
  maxDurationMs: number;
} {
  return {
    maxBody: options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
    maxResponse: options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxDurationMs: options.maxDurationMs ?? DEFAULT_MAX_DURATION_MS,
  };
}
