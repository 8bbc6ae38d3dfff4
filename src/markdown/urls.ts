/**
 * URL policy for everything a spec or page links to. Plain string checks, no DOM, so it runs anywhere.
 *
 * - `safeUrl` (spec URL fields: externalDocs, contact, license, server URLs, logos): http, https and
 *   relative URLs (paths, `?query`, `#fragment`, and protocol-relative `//host/…`, which the page's own
 *   http(s) scheme completes). Anything with another scheme — `javascript:`, `data:`, `vbscript:`,
 *   `file:`, `mailto:` — is refused.
 * - Links in rendered markdown (`isSafeLinkUrl`): the same, plus `mailto:`, because GFM turns e-mail
 *   addresses into mailto links and they run nothing.
 * - Images in rendered markdown (`isSafeImageUrl`): http, https and relative only (no `data:`: an SVG
 *   data URL can carry script).
 *
 * Browsers ignore tabs, newlines and leading control characters or spaces in a URL (`java\tscript:`
 * is `javascript:`), so they are removed before the scheme is read.
 */

const ignoredByBrowsers = /[\u0000-\u0020\u007f-\u009f]/g;
const schemePattern = /^([a-z][a-z0-9+.-]*):/i;

/** The scheme in lower case (`https`), `''` for a relative URL. */
export function urlScheme(url: string): string {
  // Controls and spaces are removed everywhere: stricter than a browser, never looser.
  const cleaned = url.replace(ignoredByBrowsers, '');
  const match = schemePattern.exec(cleaned);
  return match ? (match[1] as string).toLowerCase() : '';
}

function hasAllowedScheme(url: string, allowed: readonly string[]): boolean {
  const cleaned = url.replace(ignoredByBrowsers, '');
  // `&#58;` and friends are decoded by the HTML parser before the URL is used; refuse them in raw strings.
  if (/&#|&colon;/i.test(cleaned)) return false;
  const scheme = urlScheme(url);
  return scheme === '' ? true : allowed.includes(scheme);
}

/** The URL, trimmed, when it is http(s) or relative; otherwise undefined. For spec URL fields shown as links. */
export function safeUrl(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  const trimmed = url.trim();
  if (trimmed === '') return undefined;
  return hasAllowedScheme(trimmed, ['http', 'https']) ? trimmed : undefined;
}

export function isSafeLinkUrl(url: string): boolean {
  return hasAllowedScheme(url, ['http', 'https', 'mailto']);
}

export function isSafeImageUrl(url: string): boolean {
  return hasAllowedScheme(url, ['http', 'https']);
}

/** True for an absolute http(s) URL (including `//host`), which opens in a new tab. */
export function isExternalUrl(url: string): boolean {
  const cleaned = url.replace(ignoredByBrowsers, '');
  const scheme = urlScheme(cleaned);
  return scheme === 'http' || scheme === 'https' || /^[\\/]{2}/.test(cleaned);
}
