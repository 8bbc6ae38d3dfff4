/**
 * The one URL policy for everything a spec, docs.json, frontmatter or page links to: the markdown and
 * MDX sanitisers, the MDX renderer and the docs.json reader all ask here. Plain string checks, no DOM,
 * so it runs anywhere.
 *
 * - `safeUrl` (spec URL fields: externalDocs, contact, license, server URLs, logos): http, https and
 *   relative URLs (paths, `?query`, `#fragment`, and protocol-relative `//host/…`, which the page's own
 *   http(s) scheme completes). Anything with another scheme — `javascript:`, `data:`, `vbscript:`,
 *   `file:`, `mailto:` — is refused.
 * - Links in rendered markdown and MDX (`isSafeLinkUrl`): the same, plus `mailto:` and `tel:`, because
 *   GFM turns e-mail addresses into mailto links and neither runs anything.
 * - Images in rendered markdown and MDX (`isSafeImageUrl`): http, https and relative only (no `data:`:
 *   an SVG data URL can carry script).
 * - Media that loads by itself (images in pages and descriptions, `isLoadableMediaUrl`): only from the
 *   page's own origin or over https, so a page never fetches from a foreign host in the clear. Anything
 *   else is shown as a link to it instead (`mediaLinkText`).
 *
 * Browsers ignore tabs, newlines and leading control characters or spaces in a URL (`java\tscript:`
 * is `javascript:`), so they are removed before the scheme is read. A leading backslash is read as
 * `//host` by browsers, and character references (`&#58;`) are decoded before the URL is used: both
 * are refused.
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

export const WEB_SCHEMES: readonly string[] = ['http', 'https'];
export const LINK_SCHEMES: readonly string[] = ['http', 'https', 'mailto', 'tel'];
/** The site frame's links (navbar, footer, socials): web pages and e-mail. */
export const FRAME_LINK_SCHEMES: readonly string[] = ['http', 'https', 'mailto'];

/** Whether `url` may become an `href` or `src`: a relative reference, or one of `allowed` schemes. */
export function isSafeUrl(url: string, allowed: readonly string[] = WEB_SCHEMES): boolean {
  const cleaned = url.replace(ignoredByBrowsers, '');
  if (cleaned.startsWith('\\')) return false;
  // `&#58;` and friends are decoded by the HTML parser before the URL is used; refuse them in raw strings.
  if (/&#|&colon;/i.test(cleaned)) return false;
  const scheme = urlScheme(url);
  return scheme === '' ? true : allowed.includes(scheme);
}

/** Whether `url` names another host without a scheme (`//host`, or `/\\host` as browsers read it). */
export function isProtocolRelative(url: string): boolean {
  return /^[\\/]{2}/.test(url.replace(ignoredByBrowsers, ''));
}

/** The URL, trimmed, when it is http(s) or relative; otherwise undefined. For spec URL fields shown as links. */
export function safeUrl(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  const trimmed = url.trim();
  if (trimmed === '') return undefined;
  return isSafeUrl(trimmed) ? trimmed : undefined;
}

export function isSafeLinkUrl(url: string): boolean {
  return isSafeUrl(url, LINK_SCHEMES);
}

export function isSafeImageUrl(url: string): boolean {
  return isSafeUrl(url, WEB_SCHEMES);
}

/** True for an absolute http(s) URL (including `//host`), which opens in a new tab. */
export function isExternalUrl(url: string): boolean {
  const cleaned = url.replace(ignoredByBrowsers, '');
  const scheme = urlScheme(cleaned);
  return scheme === 'http' || scheme === 'https' || /^[\\/]{2}/.test(cleaned);
}

/**
 * True when media at `url` (already accepted by `isSafeImageUrl`) may load by itself on a page at
 * `pageOrigin`: a relative path, an `https:` URL, or an absolute URL of the page's own origin. A
 * protocol-relative `//host/…` takes the page's scheme, so on an `http:` page it is plain http to a
 * foreign host. Without a page origin (`docs build`, where the site's origin is not known yet) only
 * relative and `https:` URLs load.
 */
export function isLoadableMediaUrl(url: string, pageOrigin: string | undefined): boolean {
  const cleaned = url.replace(ignoredByBrowsers, '');
  const scheme = urlScheme(cleaned);
  if (scheme === 'https') return true;
  if (scheme === '' && !/^[\\/]{2}/.test(cleaned)) return true;
  const base = pageOrigin !== undefined && /^https?:\/\/[^/]+$/.test(pageOrigin) ? pageOrigin : undefined;
  if (base === undefined) return false;
  try {
    const resolved = new URL(cleaned, base);
    return resolved.protocol === 'https:' || resolved.origin === base;
  } catch {
    return false;
  }
}

/** What a link stands for media that is not loaded: its description, then the URL it would come from. */
export function mediaLinkText(url: string, alt: string): string {
  const label = alt.replace(/\s+/g, ' ').trim();
  return label === '' ? url : `${label} (${url})`;
}

/** Video hosts whose players a page may embed in an `<iframe>`, each with the path its players live under. */
const EMBED_HOSTS: Readonly<Record<string, string>> = {
  'www.youtube.com': '/embed/',
  'youtube.com': '/embed/',
  'www.youtube-nocookie.com': '/embed/',
  'youtube-nocookie.com': '/embed/',
  'player.vimeo.com': '/video/',
  'www.loom.com': '/embed/',
};

/**
 * True when `url` is an https player of an allowed video host (YouTube, Vimeo, Loom): the only
 * frames a page may show. No credentials, no port, no other path.
 */
export function isAllowedEmbedUrl(url: string): boolean {
  if (!isSafeUrl(url) || urlScheme(url) !== 'https') return false;
  try {
    const parsed = new URL(url.replace(ignoredByBrowsers, ''));
    const path = EMBED_HOSTS[parsed.hostname];
    return (
      parsed.protocol === 'https:' &&
      parsed.port === '' &&
      parsed.username === '' &&
      parsed.password === '' &&
      path !== undefined &&
      parsed.pathname.startsWith(path)
    );
  } catch {
    return false;
  }
}
