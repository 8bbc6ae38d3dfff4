/**
 * Sends one RequestDescription with fetch: a cancel signal, a timeout, a hook for the host (the
 * cancelable `api-request-send` event), and failures explained in plain words. When fetch fails
 * without saying why (it never does, by design), a credential-free `no-cors` probe of the server's
 * origin tells a CORS refusal (the server answered) from a network error (it did not).
 * With a proxy (`api.playground.proxy`), requests to other origins go to it instead, the real URL
 * in a header (never in the proxy's URL), and its refusals are shown with the reason it gives.
 */
import { msg, str } from '@lit/localize';
import {
  COOKIE_HEADER,
  PROXIED_HEADER,
  REFUSAL_HEADER,
  STRIPPED_HEADER,
  TARGET_HEADER,
} from '../../src/proxy/protocol.js';
import { cookieHeader, toFetch } from '../../src/request/fetch.js';
import { formatDuration } from '../shared/intl-format.js';
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
          title: msg('The page stopped this request', { id: 'send.host-cancelled' }),
          explanation: [
            msg('A script on this page cancelled the request before it was sent.', { id: 'send.host-cancelled-why' }),
          ],
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
      return { kind: 'failure', url, failure: proxyMissing(via, msg('did not answer', { id: 'send.proxy-silent' })) };
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
          title: msg('The server answered with a redirect', { id: 'send.redirect' }),
          explanation: [
            msg(
              'The playground does not follow redirects while it sends your credentials, so they can never reach a server you did not choose.',
              { id: 'send.redirect-why' },
            ),
            msg(
              'Send the request to the address the redirect points to directly, or try without credentials to see where it leads.',
              { id: 'send.redirect-do' },
            ),
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
          title: msg('Request cancelled', { id: 'send.cancelled' }),
          explanation: [msg('You cancelled the request before the server answered.', { id: 'send.cancelled-why' })],
        },
      };
    if (url === undefined)
      return {
        kind: 'failure',
        failure: {
          reason: 'invalid-url',
          title: msg('The request URL is not valid', { id: 'send.invalid-url' }),
          explanation: [error instanceof Error ? error.message : String(error)],
        },
      };
    return { kind: 'failure', url, failure: await explainFetchError(url) };
  } finally {
    clearTimeout(timer);
    options.cancel.removeEventListener('abort', onCancel);
  }
}

/** Read when a refusal is explained, so that it is in the reader's language of that moment. */
function refusalTitle(code: string): string {
  const titles: Readonly<Record<string, string>> = {
    'undeclared-host': msg('The docs proxy does not forward to this server', { id: 'send.proxy-host' }),
    'undeclared-path': msg('The docs proxy does not forward to this path', { id: 'send.proxy-path' }),
    'private-address': msg('The docs proxy does not forward to private addresses', { id: 'send.proxy-private' }),
    'body-too-large': msg('The request body is too large for the docs proxy', { id: 'send.proxy-body' }),
    timeout: msg('The request timed out at the docs proxy', { id: 'send.proxy-timeout' }),
    'upstream-unreachable': msg('The docs proxy could not reach the server', { id: 'send.proxy-unreachable' }),
  };
  return titles[code] ?? msg('The docs proxy refused this request', { id: 'send.proxy-refused' });
}

/** The proxy's own answer (a refusal, or a page that is no proxy at all), else undefined for the API's answer. */
async function proxyRefusal(response: Response, via: string): Promise<Failure | undefined> {
  const code = response.headers.get(REFUSAL_HEADER);
  if (code === null)
    return response.headers.has(PROXIED_HEADER)
      ? undefined
      : proxyMissing(via, msg(str`answered ${response.status}`, { id: 'send.proxy-answered' }));
  let reason = '';
  try {
    reason = String(((await response.json()) as { reason?: unknown }).reason ?? '');
  } catch {
    // The code alone still says what happened.
  }
  return {
    reason: 'proxy-refused',
    title: refusalTitle(code),
    explanation: [
      reason || msg(str`The proxy refused the request (${code}).`, { id: 'send.proxy-code' }),
      msg(
        'The proxy keeps this documentation from being used to reach other hosts; a snippet run from a terminal is not limited this way.',
        { id: 'send.proxy-why' },
      ),
    ],
  };
}

function proxyMissing(via: string, what: string): Failure {
  return {
    reason: 'proxy-missing',
    title: msg('The docs proxy is not running', { id: 'send.proxy-missing' }),
    explanation: [
      msg(
        str`This site sends playground requests through its proxy at ${via}, which ${what} without being the proxy.`,
        { id: 'send.proxy-missing-why' },
      ),
      msg(
        'Run the site with `docs dev`, or mount the handler from api-docs-elements/proxy at that path on the host; until then, use a snippet.',
        { id: 'send.proxy-missing-do' },
      ),
    ],
  };
}

function timeoutFailure(timeout: number): Failure {
  return {
    reason: 'timeout',
    title: msg('The request timed out', { id: 'send.timeout' }),
    explanation: [
      msg(str`The server did not answer within ${formatDuration(timeout)}, so the playground stopped waiting.`, {
        id: 'send.timeout-why',
      }),
      msg(
        'The server may be slow or overloaded, or the request may be one that takes long; try again, or check the server.',
        { id: 'send.timeout-do' },
      ),
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
      title: msg('The browser blocked an insecure request', { id: 'send.mixed' }),
      explanation: [
        msg(str`This page is served over HTTPS, and browsers do not let it call ${target.origin} over plain HTTP.`, {
          id: 'send.mixed-why',
        }),
        msg('Choose an https:// server, or use a snippet from a terminal.', { id: 'send.mixed-do' }),
      ],
    };
  }
  if (await serverAnswers(url)) {
    const here = page?.origin ?? msg('this site', { id: 'send.this-site' });
    return {
      reason: 'cors',
      title: msg(str`${target.origin} did not allow this request from this page (CORS)`, { id: 'send.cors' }),
      explanation: [
        msg(
          str`The server answered, but the browser hid its response: a page on ${here} may read responses from another origin only when that server allows it. This rule is called Cross-Origin Resource Sharing (CORS).`,
          { id: 'send.cors-why' },
        ),
        msg(
          str`To allow it, the API must answer with the header Access-Control-Allow-Origin: ${page?.origin ?? '*'} (or *), and answer the browser's preflight OPTIONS request with Access-Control-Allow-Methods and Access-Control-Allow-Headers listing the method and headers this request uses.`,
          { id: 'send.cors-do' },
        ),
        msg('Until then, copy a snippet and run it from a terminal, where CORS does not apply.', {
          id: 'send.cors-until',
        }),
      ],
    };
  }
  return {
    reason: 'network',
    title: msg(str`Could not reach ${target.origin}`, { id: 'send.network' }),
    explanation: [
      msg(
        'The request did not get an answer: the server may be down, the address may be wrong, or your network, a proxy or a browser extension may be blocking it.',
        { id: 'send.network-why' },
      ),
      msg('Check the server URL and variables above, and that the server is running.', { id: 'send.network-do' }),
    ],
  };
}
