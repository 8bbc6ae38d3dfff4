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
  /** A search ranking multiplier (Mintlify's `boost`), kept with the page. */
  readonly boost?: number;
  /** `hideFooterPagination: true`: no previous / next links under the page. */
  readonly hideFooterPagination?: boolean;
  /** `timestamp`: show (or not) the page's last-modified date, over docs.json `metadata.timestamp`. */
  readonly timestamp?: boolean;
  /** `related`: pages to suggest (`false` turns suggestions off), as written. */
  readonly related?: false | readonly (string | Readonly<Record<string, string>>)[];
  /** `authors`, as written (Mintlify shows them on changelog-style pages). */
  readonly authors?: unknown;
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
  lastUpdatedDate: 'the "Last modified" date is not shown',
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

/** `boost`, `related` and `authors`: kept as written when they have Mintlify's types. */
function readMintlifyExtras(r: ConfigReader, object: JsonObject, pointer: string): Partial<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  const boost = object['boost'];
  if (typeof boost === 'number' && Number.isFinite(boost)) out['boost'] = boost;
  else if (boost !== undefined)
    r.report(
      'warning',
      'frontmatter/type',
      `${pointer}/boost`,
      '`boost` must be a number (a ranking multiplier); it is left out.',
    );
  const related = object['related'];
  if (related === false || (Array.isArray(related) && related.every((e) => typeof e === 'string' || isJsonObject(e))))
    out['related'] = related;
  else if (related !== undefined)
    r.report(
      'warning',
      'frontmatter/type',
      `${pointer}/related`,
      '`related` must be false or a list of pages; it is left out.',
    );
  if (object['authors'] !== undefined) out['authors'] = object['authors'];
  return out;
}

/** `iconType`, `mode`, `keywords`, `url` and the meta tags, with Mintlify's spellings. */
function readMintlifyFields(r: ConfigReader, object: JsonObject, pointer: string): Partial<Record<string, unknown>> {
  const at = (key: string): string => `${pointer}/${key}`;
  const out: Record<string, unknown> = {};
  const iconType = r.oneOf(object['iconType'], at('iconType'), ICON_TYPES);
  if (iconType !== undefined) out['iconType'] = iconType;
  if (object['mode'] === 'assistant') {
    r.report(
      'warning',
      'frontmatter/not-supported',
      at('mode'),
      '`mode: assistant` (a full-page chat with the hosted assistant) is not available in a self-hosted site; the page uses the default layout.',
    );
  } else {
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
