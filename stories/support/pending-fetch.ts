/**
 * Loading stories need a file that never arrives. Requests under `/__storybook-pending__/` are held
 * open (until aborted) instead of reaching the server; every other request goes through untouched.
 */
const PENDING_PREFIX = '/__storybook-pending__/';
export const PENDING_SPEC_URL = `${PENDING_PREFIX}openapi.json`;
export const PENDING_DOCS_URL = `${PENDING_PREFIX}docs.json`;
export const PENDING_ARAZZO_URL = `${PENDING_PREFIX}workflows.arazzo.yaml`;

let installed = false;

export function holdPendingRequests(): void {
  if (installed) return;
  installed = true;
  const realFetch = globalThis.fetch.bind(globalThis);
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = input instanceof Request ? input.url : String(input);
    if (!new URL(url, location.href).pathname.startsWith(PENDING_PREFIX)) return realFetch(input, init);
    return new Promise((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(init.signal?.reason), { once: true });
    });
  };
}
