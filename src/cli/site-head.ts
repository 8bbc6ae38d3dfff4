/**
 * What docs.json puts in every page's `<head>`: the favicon (one, or one per colour scheme) and
 * `seo.metatags`. Everything escaped; a page's own meta tag of the same name wins over the site's.
 */
import type { DocsConfig } from '../config/index.js';
import { escapeHtml } from '../escape-html.js';
import { faviconLinks } from '../theme/favicons.js';

/** A path written in docs.json (`/favicon.png`, `favicon.png`) under the site's base; URLs as written. */
export function siteUrl(path: string, base: string): string {
  return /^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//') ? path : `${base}${path.replace(/^\/+/, '')}`;
}

/** The favicon links (src/theme/favicons.ts) as HTML; none → an empty icon, so no request for /favicon.ico. */
export function faviconHead(config: Pick<DocsConfig, 'favicon' | 'faviconDark'>, base: string): string {
  const links = faviconLinks(config);
  if (links.length === 0) return '    <link rel="icon" href="data:," />\n';
  return links
    .map(
      (link) =>
        `    <link rel="icon" href="${escapeHtml(siteUrl(link.path, base))}"${link.type ? ` type="${link.type}"` : ''}${link.media ? ` media="${link.media}"` : ''} />\n`,
    )
    .join('');
}

/** `seo.metatags` minus the names the page sets itself; `og:`/`article:` as `property`. */
export function siteMetaTags(config: Pick<DocsConfig, 'seo'>, pageMeta?: Readonly<Record<string, string>>): string {
  return (config.seo?.metatags ?? [])
    .filter((tag) => pageMeta?.[tag.name] === undefined)
    .map((tag) => {
      const attr = /^(og|article):/.test(tag.name) ? 'property' : 'name';
      return `    <meta ${attr}="${escapeHtml(tag.name)}" content="${escapeHtml(tag.content)}" />\n`;
    })
    .join('');
}

/** Everything docs.json adds to a page's head, for ShellOptions.siteHead. */
export function siteHead(
  config: Pick<DocsConfig, 'favicon' | 'faviconDark' | 'seo'>,
  base: string,
  pageMeta?: Readonly<Record<string, string>>,
): string {
  return faviconHead(config, base) + siteMetaTags(config, pageMeta);
}

/** The project files docs.json names besides the logo: favicons, background images, self-hosted fonts. */
export function siteAssetPaths(config: DocsConfig): (string | undefined)[] {
  const fonts = [config.fonts, config.fonts?.heading, config.fonts?.body];
  return [
    config.favicon,
    config.faviconDark,
    config.background?.image?.light,
    config.background?.image?.dark,
    ...fonts.map((f) => f?.source),
  ];
}
