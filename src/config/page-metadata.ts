/**
 * The per-page options shared by MDX frontmatter and the `x-docs.metadata` operation extension,
 * read from either source with the same rules and the same messages.
 */
import { AUTH_METHODS, PLAYGROUND_DISPLAYS } from './api-settings.js';
import type { AuthMethod, PlaygroundDisplay } from './api-settings.js';
import { isJsonObject } from './config-reader.js';
import type { ConfigReader, JsonObject } from './config-reader.js';

/** Mintlify's page layouts (`mode`); `assistant` is known but not honoured (read as `default`). */
export const PAGE_MODES = ['default', 'wide', 'custom', 'center', 'frame'] as const;
export type PageMode = (typeof PAGE_MODES)[number];

/** Font Awesome styles Mintlify's `iconType` takes. */
export const ICON_TYPES = ['regular', 'solid', 'light', 'thin', 'sharp-solid', 'duotone', 'brands'] as const;

/** `authMethod` on a page may also be `none`: no credential on that page. */
export type PageAuthMethod = AuthMethod | 'none';
export const PAGE_AUTH_METHODS: readonly PageAuthMethod[] = [...AUTH_METHODS, 'none'];

export interface PageMetadata {
  readonly title?: string;
  /** A shorter title for the sidebar. */
  readonly sidebarTitle?: string;
  readonly description?: string;
  readonly deprecated?: boolean;
  /** Overrides `api.playground.display` for this page. */
  readonly playground?: PlaygroundDisplay;
  /** Overrides `api.mdx.auth.method` for this page. */
  readonly authMethod?: PageAuthMethod;
  /** Reader groups: with `playground: auth`, who sees the playground; otherwise who sees the page. */
  readonly groups?: readonly string[];
  /** With site auth configured: the page is visible to anonymous readers too. */
  readonly public?: boolean;
  /** Built and reachable by URL, but left out of the navigation. */
  readonly hidden?: boolean;
  /** The sidebar icon's name (or an image path or URL). */
  readonly icon?: string;
  /** The Font Awesome style of `icon`. */
  readonly iconType?: (typeof ICON_TYPES)[number];
  /** A short label beside the page's title in the sidebar (`NEW`, `BETA`). */
  readonly tag?: string;
  /** The page's layout (the frame lays it out). */
  readonly mode?: PageMode;
  /** Kept out of search engines (and the sitemap). */
  readonly noindex?: boolean;
  /** Words search finds the page by, beyond its text. */
  readonly keywords?: readonly string[];
  /** The version (of a `versions` switcher) the page belongs to. */
  readonly version?: string;
  /** An external link: the page is a link in the sidebar, not a page. */
  readonly url?: string;
  /** `og:*` and `twitter:*` meta tags for the page's head, as written. */
  readonly meta?: Readonly<Record<string, string>>;
  /** `searchable: false`: the page is built and listed but kept out of the search index. */
  readonly searchable?: boolean;
  /** A search ranking multiplier (Mintlify's `boost`): over the one its navigation group gives. */
  readonly boost?: number;
  /** `hideFooterPagination: true`: no previous / next links under the page. */
  readonly hideFooterPagination?: boolean;
  /** `timestamp`: show (or not) the page's last-modified date, over docs.json `metadata.timestamp`. */
  readonly timestamp?: boolean;
  /** `lastUpdatedDate`: the date shown as last modified, over the one of the file's last commit (ISO 8601). */
  readonly lastUpdatedDate?: string;
  /** `related`: the "Related topics" links under the page (`false`: none), unsafe links left out. */
  readonly related?: false | readonly RelatedLink[];
  /** `authors`, as written: Mintlify's documentation (2026) names no such field, so nothing shows it. */
  readonly authors?: unknown;
}

/** One "Related topics" link: a path on the site (`/guides/auth`) or an http(s) URL, with the label the page gave. */
export interface RelatedLink {
  readonly href: string;
  readonly title?: string;
}

export const PAGE_METADATA_FIELDS = [
  'title',
  'sidebarTitle',
  'description',
  'deprecated',
  'playground',
  'authMethod',
  'groups',
  'public',
  'hidden',
  'icon',
  'iconType',
  'tag',
  'mode',
  'noindex',
  'keywords',
  'version',
  'url',
  'searchable',
  'boost',
  'hideFooterPagination',
  'timestamp',
  'lastUpdatedDate',
  'related',
  'authors',
] as const;

/** Meta tags a page may set for its head (Mintlify's SEO fields): any `og:*` or `twitter:*`, and these. */
export function isMetaField(key: string): boolean {
  return /^(og|twitter|article):[\w:.-]+$/.test(key) || key === 'robots' || key === 'googlebot' || key === 'canonical';
}

/**
 * Page fields Mintlify documents that this library does not honour, each with the plain-words reason given when a
 * page sets one.
 */
export const NOT_HONOURED_PAGE_FIELDS: Readonly<Record<string, string>> = {
  hideApiMarker: 'the method badge of an API page stays in the sidebar',
  contextual: 'a per-page contextual menu is not available; the site-wide one (docs.json `contextual`) applies',
};

/** Reads the page-metadata fields of `object`; other fields are the caller's business. */
export function readPageMetadata(r: ConfigReader, object: JsonObject, pointer: string): PageMetadata {
  const at = (key: string): string => `${pointer}/${key}`;
  const out: Record<string, unknown> = {};
  // YAML reads `version: 1.0` as a number; it names a version all the same.
  if (typeof object['version'] === 'number') out['version'] = String(object['version']);
  for (const key of ['title', 'sidebarTitle', 'description', 'icon', 'tag', 'version'] as const) {
    if (key === 'version' && out['version'] !== undefined) continue;
    const text = r.string(object[key], at(key));
    if (text !== undefined) out[key] = text;
  }
  for (const key of [
    'deprecated',
    'public',
    'hidden',
    'noindex',
    'searchable',
    'hideFooterPagination',
    'timestamp',
  ] as const) {
    const flag = r.boolean(object[key], at(key));
    if (flag !== undefined) out[key] = flag;
  }
  const playground = r.oneOf(object['playground'], at('playground'), PLAYGROUND_DISPLAYS);
  if (playground !== undefined) out['playground'] = playground;
  const authMethod = r.oneOf(object['authMethod'], at('authMethod'), PAGE_AUTH_METHODS);
  if (authMethod !== undefined) out['authMethod'] = authMethod;
  const groups = r.strings(object['groups'], at('groups'));
  if (groups !== undefined) out['groups'] = groups;
  Object.assign(out, readMintlifyFields(r, object, pointer), readMintlifyExtras(r, object, pointer));
  return out as PageMetadata;
}

/** `boost`, `lastUpdatedDate`, `related` and `authors`, with Mintlify's types. */
function readMintlifyExtras(r: ConfigReader, object: JsonObject, pointer: string): Partial<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  const boost = object['boost'];
  if (typeof boost === 'number' && Number.isFinite(boost) && boost > 0) out['boost'] = boost;
  else if (boost !== undefined)
    r.report(
      'warning',
      'frontmatter/type',
      `${pointer}/boost`,
      '`boost` must be a positive number (a ranking multiplier); it is left out.',
    );
  const date = readDate(r, object['lastUpdatedDate'], `${pointer}/lastUpdatedDate`);
  if (date !== undefined) out['lastUpdatedDate'] = date;
  const related = readRelated(r, object['related'], `${pointer}/related`);
  if (related !== undefined) out['related'] = related;
  if (object['authors'] !== undefined) out['authors'] = object['authors'];
  return out;
}

/** A date-only value or an ISO 8601 timestamp, as written. */
function readDate(r: ConfigReader, value: unknown, pointer: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value.trim()) && !Number.isNaN(Date.parse(value)))
    return value.trim();
  r.report(
    'warning',
    'frontmatter/type',
    pointer,
    '`lastUpdatedDate` must be a date (`2026-08-13`) or an ISO 8601 timestamp; it is left out.',
  );
  return undefined;
}

/** A site path (`/guides/auth`, `guides/auth`) or an http(s) URL; anything else (`javascript:`, `//host`) is not. */
function relatedHref(link: string): string | undefined {
  const href = link.trim();
  if (/^https?:\/\/[^/]/i.test(href)) return href;
  if (href === '' || href.startsWith('//') || /^[a-z][a-z0-9+.-]*:/i.test(href)) return undefined;
  return href;
}

/** `related`: `false`, or a list of links and `Title: link` objects (Mintlify's related-pages shapes). */
function readRelated(r: ConfigReader, value: unknown, pointer: string): false | RelatedLink[] | undefined {
  if (value === undefined || value === false) return value;
  if (!Array.isArray(value)) {
    r.report('warning', 'frontmatter/type', pointer, '`related` must be false or a list of pages; it is left out.');
    return undefined;
  }
  const links: RelatedLink[] = [];
  value.forEach((entry: unknown, i) => {
    const pairs: [string | undefined, unknown][] =
      typeof entry === 'string' ? [[undefined, entry]] : isJsonObject(entry) ? Object.entries(entry) : [];
    if (pairs.length === 0)
      r.report('warning', 'frontmatter/type', `${pointer}/${i}`, '`related` entries are links or `Title: link`.');
    for (const [title, link] of pairs) {
      const href = typeof link === 'string' ? relatedHref(link) : undefined;
      if (href === undefined) {
        r.report(
          'warning',
          'frontmatter/url',
          `${pointer}/${i}`,
          `A related page must be a path on the site or an http(s) URL; got ${JSON.stringify(link)}, which is left out.`,
        );
        continue;
      }
      links.push(title === undefined ? { href } : { href, title });
    }
  });
  return links;
}

/** `iconType`, `mode`, `keywords`, `url` and the meta tags, with Mintlify's spellings. */
function readMintlifyFields(r: ConfigReader, object: JsonObject, pointer: string): Partial<Record<string, unknown>> {
  const at = (key: string): string => `${pointer}/${key}`;
  const out: Record<string, unknown> = {};
  const iconType = r.oneOf(object['iconType'], at('iconType'), ICON_TYPES);
  if (iconType !== undefined) out['iconType'] = iconType;
  // `assistant` is a full-page chat with Mintlify's hosted assistant, which a self-hosted site has not: the page
  // keeps the default layout, without a finding (nothing the author can fix).
  if (object['mode'] !== 'assistant') {
    const mode = r.oneOf(object['mode'], at('mode'), PAGE_MODES);
    if (mode !== undefined) out['mode'] = mode;
  }
  // Mintlify takes `keywords` as a list or one text.
  const keywords =
    typeof object['keywords'] === 'string' ? [object['keywords']] : r.strings(object['keywords'], at('keywords'));
  if (keywords !== undefined) out['keywords'] = keywords;
  const url = r.string(object['url'], at('url'));
  if (url !== undefined) {
    if (/^(https?:|mailto:)/i.test(url) || url.startsWith('/')) out['url'] = url;
    else
      r.report(
        'warning',
        'frontmatter/url',
        at('url'),
        `\`url\` must be an https:, http: or mailto: link or a path starting with / to be followed; got ${JSON.stringify(url)}, which is left out.`,
      );
  }
  const meta: Record<string, string> = {};
  for (const [key, value] of Object.entries(object)) {
    if (!isMetaField(key)) continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') meta[key] = String(value);
    else
      r.report(
        'warning',
        'frontmatter/meta',
        at(key),
        `\`${key}\` must be a text (the meta tag's content); it is left out.`,
      );
  }
  if (Object.keys(meta).length > 0) out['meta'] = meta;
  return out;
}
