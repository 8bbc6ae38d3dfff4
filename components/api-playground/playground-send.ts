/**
 * Sends one RequestDescription with fetch: a cancel signal, a timeout, a hook for the host (the
 * cancelable `api-request-send` event), and failures explained in plain words. When fetch fails
 * without saying why (it never does, by design), a credential-free `no-cors` probe of the server's
 * origin tells a CORS refusal (the server answered) from a network error (it did not).
 * With a proxy (`api.playground.proxy`), requests to other origins go to it instead, the real URL
 * in a header (never in the proxy's URL), and its refusals are shown with the reason it gives.
 */
import {
  COOKIE_HEADER,
  PROXIED_HEADER,
  REFUSAL_HEADER,
  STRIPPED_HEADER,
  TARGET_HEADER,
} from '../../src/proxy/protocol.js';
import { cookieHeader, toFetch } from '../../src/request/fetch.js';
import type { RequestDescription } from '../../src/request/types.js';

export type FailureReason =
  | 'cancelled'
  | 'timeout'
  | 'cors'
  | 'network'
  | 'mixed-content'
  | 'host-cancelled'
  | 'redirect'
  | 'invalid-url'
  | 'proxy-refused'
  | 'proxy-missing';

export interface Failure {
  readonly reason: FailureReason;
  readonly title: string;
  /** Paragraphs of plain explanation. */
  readonly explanation: readonly string[];
}

export type SendOutcome =
  | {
      readonly kind: 'response';
      readonly response: Response;
      readonly url: string;
      /** Milliseconds until the response headers arrived. */
      readonly duration: number;
      readonly started: number;
      readonly omittedCookies: readonly { readonly name: string; readonly value: string }[];
      /** The proxy removed the API's `Set-Cookie`, so it never lands on the docs site. */
      readonly cookiesStripped?: boolean;
    }
  | { readonly kind: 'failure'; readonly failure: Failure; readonly url?: string };

export interface SendOptions {
  readonly baseUrl: string;
  readonly timeout: number;
  /** Aborted by the Cancel button. */
  readonly cancel: AbortSignal;
  /** Gives the host its say; false stops the request. */
  readonly beforeSend: (url: string, init: RequestInit & { headers: Headers }) => boolean;
  /** The proxy's URL (a path on this site, or absolute): requests to other origins go through it. */
  readonly proxy?: string;
}

/** The proxy URL to use for `url`, or undefined to send directly (no proxy, or the page's own origin). */
export function proxyFor(url: string, proxy: string | undefined): string | undefined {
  if (proxy === undefined || typeof location === 'undefined') return undefined;
  if (new URL(url).origin === location.origin) return undefined;
  return new URL(proxy, location.href).href;
}

class TimeoutSignal extends Error {}

export async function send(desc: RequestDescription, options: SendOptions): Promise<SendOutcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new TimeoutSignal('timeout')), options.timeout);
  const onCancel = (): void => controller.abort(new DOMException('Cancelled', 'AbortError'));
  options.cancel.addEventListener('abort', onCancel, { once: true });
  let url: string | undefined;
  try {
    const args = toFetch(desc, { baseUrl: options.baseUrl, signal: controller.signal, cookies: 'omit' });
    url = args.url;
    const init = args.init as RequestInit & { headers: Headers };
    // A redirect could carry an API key header to another origin (browsers drop only Authorization): not followed.
    if (desc.secrets.some((s) => !s.placeholder)) init.redirect = 'manual';
    if (!options.beforeSend(url, init)) {
      return {
        kind: 'failure',
        url,
        failure: {
          reason: 'host-cancelled',
          title: 'The page stopped this request',
          explanation: ['A script on this page cancelled the request before it was sent.'],
        },
      };
    }
    const via = proxyFor(url, options.proxy);
    let omittedCookies = args.omittedCookies;
    if (via !== undefined) {
      init.headers.set(TARGET_HEADER, url);
      // The proxy may send cookies, which a page cannot: it sets them upstream from this header.
      const cookie = cookieHeader(desc);
      if (cookie !== undefined) init.headers.set(COOKIE_HEADER, cookie);
      omittedCookies = [];
      init.credentials = 'omit';
    }
    const started = performance.now();
    let response: Response;
    try {
      response = await fetch(via ?? url, init);
    } catch (error) {
      if (via === undefined || controller.signal.aborted) throw error;
      return { kind: 'failure', url, failure: proxyMissing(via, 'did not answer') };
    }
    const duration = performance.now() - started;
    if (via !== undefined) {
      const refused = await proxyRefusal(response, via);
      if (refused !== undefined) return { kind: 'failure', url, failure: refused };
    }
    if (response.type === 'opaqueredirect') {
      return {
        kind: 'failure',
        url,
        failure: {
          reason: 'redirect',
          title: 'The server answered with a redirect',
          explanation: [
            'The playground does not follow redirects while it sends your credentials, so they can never reach a server you did not choose.',
            'Send the request to the address the redirect points to directly, or try without credentials to see where it leads.',
          ],
        },
      };
    }
    return {
      kind: 'response',
      response,
      url,
      duration,
      started,
      omittedCookies,
      ...(via === undefined
        ? {}
        : { cookiesStripped: /set-cookie/i.test(response.headers.get(STRIPPED_HEADER) ?? '') }),
    };
  } catch (error) {
    if (controller.signal.reason instanceof TimeoutSignal)
      return { kind: 'failure', ...(url ? { url } : {}), failure: timeoutFailure(options.timeout) };
    if (options.cancel.aborted)
      return {
        kind: 'failure',
        ...(url ? { url } : {}),
        failure: {
          reason: 'cancelled',
          title: 'Request cancelled',
          explanation: ['You cancelled the request before the server answered.'],
        },
      };
    if (url === undefined)
      return {
        kind: 'failure',
        failure: {
          reason: 'invalid-url',
          title: 'The request URL is not valid',
          explanation: [error instanceof Error ? error.message : String(error)],
        },
      };
    return { kind: 'failure', url, failure: await explainFetchError(url) };
  } finally {
    clearTimeout(timer);
    options.cancel.removeEventListener('abort', onCancel);
  }
}

const REFUSAL_TITLES: Readonly<Record<string, string>> = {
  'undeclared-host': 'The docs proxy does not forward to this server',
  'undeclared-path': 'The docs proxy does not forward to this path',
  'private-address': 'The docs proxy does not forward to private addresses',
  'body-too-large': 'The request body is too large for the docs proxy',
  timeout: 'The request timed out at the docs proxy',
  'upstream-unreachable': 'The docs proxy could not reach the server',
};

/** The proxy's own answer (a refusal, or a page that is no proxy at all), else undefined for the API's answer. */
async function proxyRefusal(response: Response, via: string): Promise<Failure | undefined> {
  const code = response.headers.get(REFUSAL_HEADER);
  if (code === null)
    return response.headers.has(PROXIED_HEADER) ? undefined : proxyMissing(via, `answered ${response.status}`);
  let reason = '';
  try {
    reason = String(((await response.json()) as { reason?: unknown }).reason ?? '');
  } catch {
    // The code alone still says what happened.
  }
  return {
    reason: 'proxy-refused',
    title: REFUSAL_TITLES[code] ?? 'The docs proxy refused this request',
    explanation: [
      reason || `The proxy refused the request (${code}).`,
      'The proxy keeps this documentation from being used to reach other hosts; a snippet run from a terminal is not limited this way.',
    ],
  };
}

function proxyMissing(via: string, what: string): Failure {
  return {
    reason: 'proxy-missing',
    title: 'The docs proxy is not running',
    explanation: [
      `This site sends playground requests through its proxy at ${via}, which ${what} without being the proxy.`,
      'Run the site with `docs dev`, or mount the handler from api-docs-elements/proxy at that path on the host; until then, use a snippet.',
    ],
  };
}

function timeoutFailure(timeout: number): Failure {
  return {
    reason: 'timeout',
    title: 'The request timed out',
    explanation: [
      `The server did not answer within ${timeout >= 1000 ? `${timeout / 1000} seconds` : `${timeout} ms`}, so the playground stopped waiting.`,
      'The server may be slow or overloaded, or the request may be one that takes long; try again, or check the server.',
    ],
  };
}

/** Does anything answer at the URL's origin? A `no-cors` GET that carries nothing of the reader's. */
async function serverAnswers(url: string): Promise<boolean> {
  try {
    const origin = new URL(url).origin;
    await fetch(`${origin}/`, {
      mode: 'no-cors',
      credentials: 'omit',
      cache: 'no-store',
      signal: AbortSignal.timeout(5000),
    });
    return true;
  } catch {
    return false;
  }
}

export async function explainFetchError(url: string): Promise<Failure> {
  const target = new URL(url);
  const page = typeof location === 'undefined' ? undefined : location;
  if (
    page?.protocol === 'https:' &&
    target.protocol === 'http:' &&
    !/^(localhost|127\.0\.0\.1|\[::1\])$/.test(target.hostname)
  ) {
    return {
      reason: 'mixed-content',
      title: 'The browser blocked an insecure request',
      explanation: [
        `This page is served over HTTPS, and browsers do not let it call ${target.origin} over plain HTTP.`,
        'Choose an https:// server, or use a snippet from a terminal.',
      ],
    };
  }
  if (await serverAnswers(url)) {
    return {
      reason: 'cors',
      title: `${target.origin} did not allow this request from this page (CORS)`,
      explanation: [
        `The server answered, but the browser hid its response: a page on ${page?.origin ?? 'this site'} may read responses from another origin only when that server allows it. This rule is called Cross-Origin Resource Sharing (CORS).`,
        `To allow it, the API must answer with the header Access-Control-Allow-Origin: ${page?.origin ?? '<this site>'} (or *), and answer the browser's preflight OPTIONS request with Access-Control-Allow-Methods and Access-Control-Allow-Headers listing the method and headers this request uses.`,
        'Until then, copy a snippet and run it from a terminal, where CORS does not apply.',
      ],
    };
  }
  return {
    reason: 'network',
    title: `Could not reach ${target.origin}`,
    explanation: [
      'The request did not get an answer: the server may be down, the address may be wrong, or your network, a proxy or a browser extension may be blocking it.',
      'Check the server URL and variables above, and that the server is running.',
    ],
  };
}
