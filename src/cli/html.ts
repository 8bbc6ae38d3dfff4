/** The HTML page that hosts `<api-docs>`, for `docs dev` and each page of `docs build`. Everything is escaped. */
import { directionOf } from '../i18n/direction.js';
import { DEFAULT_LANGUAGE } from '../i18n/page-language.js';
import { MANIFEST_FILE } from '../site/index.js';
import { themeHead } from './theme-styles.js';
import { escapeHtml } from '../escape-html.js';

/** The URL folder (under the site's base) that holds the bundle, its chunks and the themes. */
export const ASSETS = 'api-docs-assets';

/** The script a page loads, under ASSETS: the whole bundle, or a built page's bootstrap (`docs build --islands`). */
export const BUNDLE_SCRIPT = 'api-docs-elements.js';
export const ISLANDS_SCRIPT = 'islands/api-docs-islands.js';

export interface ShellOptions {
  /** The site's base path, starting and ending with `/`. */
  readonly base: string;
  readonly siteName: string;
  /** The page's language (src/i18n/page-language.ts); `<html lang dir>` follow it. Default: English. */
  readonly lang?: string;
  readonly title?: string;
  readonly description?: string;
  /** Already-escaped HTML shown inside `<api-docs>` until the element renders (and to readers without JavaScript). */
  readonly fallback?: string;
  /** The whole `<api-docs>` element, already drawn on the server (src/cli/prerender.ts); replaces `fallback`. */
  readonly element?: string;
  /** Extra already-safe HTML at the end of the body (the live-reload script in dev). */
  readonly tail?: string;
  readonly canonical?: string;
  /** The page's own meta tags from its frontmatter (`og:*`, `twitter:*`, `robots`), as written. */
  readonly pageMeta?: Readonly<Record<string, string>>;
  /** The page's frontmatter `noindex` (or `hidden`): search engines are asked to leave it out. */
  readonly noindex?: boolean;
  /** The site's favicon links and `seo.metatags` (src/cli/site-head.ts), already escaped. */
  readonly siteHead?: string;
  /** Preload links for the element stylesheets the page's shadow roots link (src/cli/shadow-styles.ts). */
  readonly preloads?: string;
  /** The site's Atom feeds (each spec's changelog), linked from every page so feed readers find them. */
  readonly feeds?: readonly { readonly title: string; readonly href: string }[];
  /**
   * `islands`: the page loads the bootstrap that wakes the server's drawing in place (components/islands/) instead of
   * the bundle that draws it again; only for a page whose `element` the server drew. The bootstrap blocks rendering
   * (it is small, and runs as soon as the page is parsed): the first frame that shows the page has working controls.
   */
  readonly script?: 'bundle' | 'islands';
}

/** A page's frontmatter meta tags: `og:` and `article:` ones as `property`, the others as `name`. */
function pageMetaTags(options: ShellOptions): string {
  const tags = Object.entries(options.pageMeta ?? {}).map(([key, content]) => {
    const attr = /^(og|article):/.test(key) ? 'property' : 'name';
    return `    <meta ${attr}="${escapeHtml(key)}" content="${escapeHtml(content)}" />\n`;
  });
  const robots = options.noindex === true && options.pageMeta?.['robots'] === undefined;
  return (robots ? '    <meta name="robots" content="noindex" />\n' : '') + tags.join('');
}

function feedLinks(options: ShellOptions): string {
  return (options.feeds ?? [])
    .map(
      ({ title, href }) =>
        `    <link rel="alternate" type="application/atom+xml" title="${escapeHtml(title)}" href="${escapeHtml(href)}" />\n`,
    )
    .join('');
}

export function pageShell(options: ShellOptions): string {
  const { base } = options;
  const title = options.title === undefined ? options.siteName : `${options.title} · ${options.siteName}`;
  const asset = (path: string): string => escapeHtml(`${base}${ASSETS}/${path}`);
  const lang = options.lang ?? DEFAULT_LANGUAGE;
  return `<!doctype html>
<html lang="${escapeHtml(lang)}" dir="${directionOf(lang)}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(title)}</title>
${options.description === undefined ? '' : `    <meta name="description" content="${escapeHtml(options.description)}" />\n`}${options.canonical === undefined ? '' : `    <link rel="canonical" href="${escapeHtml(options.canonical)}" />\n`}${options.siteHead ?? '    <link rel="icon" href="data:," />\n'}${feedLinks(options)}${pageMetaTags(options)}${options.preloads ?? ''}${themeHead(asset)}    ${options.script === 'islands' ? `<script type="module" blocking="render" src="${asset(ISLANDS_SCRIPT)}"></script>` : `<script type="module" src="${asset(BUNDLE_SCRIPT)}"></script>`}
    <style>
      body { margin: 0; font-family: var(--api-font-sans, system-ui, sans-serif); }
${options.element === undefined ? '      api-docs:not(:defined) { display: block; max-width: 60rem; margin: 0 auto; padding: 1rem 1.5rem; }' : '      api-docs { display: block; }'}
    </style>
  </head>
  <body>
    ${options.element ?? `<api-docs src="${escapeHtml(`${base}docs.json`)}" manifest="${escapeHtml(`${base}${MANIFEST_FILE}`)}" base="${escapeHtml(base)}">${options.fallback ?? ''}</api-docs>`}
${options.tail ?? ''}  </body>
</html>
`;
}

/** `/docs` → `/docs/`; empty → `/`. */
export function normaliseBase(base: string | undefined): string {
  let b = (base ?? '/').trim();
  if (!b.startsWith('/')) b = `/${b}`;
  if (!b.endsWith('/')) b = `${b}/`;
  return b.replace(/\/{2,}/g, '/');
}
