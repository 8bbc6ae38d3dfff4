/**
 * What docs.json puts in every page's `<head>`: the favicon (one, or one per colour scheme) and
 * `seo.metatags`. Everything escaped; a page's own meta tag of the same name wins over the site's.
 */
import type { DocsConfig } from '../config/index.js';
import { escapeHtml } from './html.js';

/** A path written in docs.json (`/favicon.png`, `favicon.png`) under the site's base; URLs as written. */
export function siteUrl(path: string, base: string): string {
  return /^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//') ? path : `${base}${path.replace(/^\/+/, '')}`;
}

const TYPES: Readonly<Record<string, string>> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  ico: 'image/x-icon',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

function iconLink(path: string, base: string, media?: string): string {
  const type = TYPES[/\.(\w+)(?:[?#].*)?$/.exec(path)?.[1]?.toLowerCase() ?? ''];
  return `    <link rel="icon" href="${escapeHtml(siteUrl(path, base))}"${type ? ` type="${type}"` : ''}${media ? ` media="${media}"` : ''} />\n`;
}

/** The favicon links: none → an empty icon (no request for /favicon.ico), else light and dark. */
export function faviconLinks(config: Pick<DocsConfig, 'favicon' | 'faviconDark'>, base: string): string {
  if (config.favicon === undefined) return '    <link rel="icon" href="data:," />\n';
  if (config.faviconDark === undefined || config.faviconDark === config.favicon) return iconLink(config.favicon, base);
  return (
    iconLink(config.favicon, base, '(prefers-color-scheme: light)') +
    iconLink(config.faviconDark, base, '(prefers-color-scheme: dark)')
  );
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
  return faviconLinks(config, base) + siteMetaTags(config, pageMeta);
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
