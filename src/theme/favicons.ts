/**
 * The one favicon rule, for the pages `docs build` and `docs dev` write (src/cli/site-head.ts) and for
 * `<api-docs>` on any host page (components/api-docs/site-head.ts): docs.json's favicon, or a light and a dark
 * one that follow the reader's colour scheme, each with its image type.
 */
import type { DocsConfig } from '../config/index.js';

export interface FaviconLink {
  /**
   * A URL as docs.json writes it, or a path in the project folder without its leading `/` (`/fav.png` and
   * `fav.png` are the same file): each head resolves it against where the site is served.
   */
  readonly path: string;
  readonly type?: string;
  readonly media?: string;
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

function iconLink(written: string, media?: string): FaviconLink {
  const path = /^[a-z][a-z0-9+.-]*:/i.test(written) || written.startsWith('//') ? written : written.replace(/^\/+/, '');
  const type = TYPES[/\.(\w+)(?:[?#].*)?$/.exec(path)?.[1]?.toLowerCase() ?? ''];
  return { path, ...(type === undefined ? {} : { type }), ...(media === undefined ? {} : { media }) };
}

/** No favicon → none; one → one link; a different dark one → a light and a dark link, by media query. */
export function faviconLinks(config: Pick<DocsConfig, 'favicon' | 'faviconDark'>): readonly FaviconLink[] {
  if (config.favicon === undefined) return [];
  if (config.faviconDark === undefined || config.faviconDark === config.favicon) return [iconLink(config.favicon)];
  return [
    iconLink(config.favicon, '(prefers-color-scheme: light)'),
    iconLink(config.faviconDark, '(prefers-color-scheme: dark)'),
  ];
}
