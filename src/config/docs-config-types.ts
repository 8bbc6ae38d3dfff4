/**
 * The shape of a whole `docs.json`, after reading: every field the documentation site uses.
 * `schemas/docs.schema.json` describes the same shape for editors; a test keeps the two in step.
 */
import type { ApiSettings } from './api-settings.js';
import type { BannerConfig, FooterConfig, NavbarConfig } from './chrome-types.js';
import type { NavigationConfig } from './navigation-types.js';

export type * from './navigation-types.js';

/** A logo: one image, or one per colour scheme. */
export type LogoConfig = string | { readonly light: string; readonly dark?: string; readonly href?: string };

/** Colours as CSS colour strings; they feed the `--api-*` tokens. */
export interface ColorsConfig {
  readonly primary?: string;
  readonly light?: string;
  readonly dark?: string;
}

/**
 * How the site learns who the reader is (needed by `playground: auth`, `groups` and `public`).
 * - `userUrl`: the site fetches this URL (same origin, with cookies) and expects
 *   `{ "groups": ["admin", …] }` for a signed-in reader, or 401/404/`null` for an anonymous one.
 * - `provider: "host"`: the host page sets `<api-docs>.user` itself.
 * - `loginUrl`: where a "Sign in" link points when a page needs a signed-in reader.
 */
export interface SiteAuthConfig {
  readonly userUrl?: string;
  readonly provider?: 'host';
  readonly loginUrl?: string;
}

export interface DocsConfig extends SiteFieldsConfig {
  /** The `$schema` the file names, kept so tools can round-trip it. */
  readonly $schema?: string;
  readonly name: string;
  readonly description?: string;
  readonly logo?: LogoConfig;
  /** The favicon (Mintlify's `favicon` string, or its `favicon.light`). */
  readonly favicon?: string;
  /** `favicon.dark`: the favicon while the reader's scheme is dark. */
  readonly faviconDark?: string;
  readonly colors: ColorsConfig;
  readonly navigation: NavigationConfig;
  readonly api: ApiSettings;
  /** Absent: the site has no reader identity; every page and playground is for everyone. */
  readonly auth?: SiteAuthConfig;
  /** `variables`: the text each `{{name}}` in a page stands for (src/mdx/variables.ts substitutes them). */
  readonly variables?: Readonly<Record<string, string>>;
}

/** Mintlify's layout themes; this library draws one frame and varies it only lightly by theme. */
export type ThemeName = 'mint' | 'maple' | 'palm' | 'willow' | 'linden' | 'almond' | 'aspen' | 'sequoia' | 'luma';

/** One font: a family name, and for a self-hosted font its file (`source`) and `format`. */
export interface FontConfig {
  readonly family?: string;
  /** CSS font weight (variable fonts take values such as 550). */
  readonly weight?: number;
  /** A path in the project or an https: URL of the font file. */
  readonly source?: string;
  readonly format?: 'woff' | 'woff2';
}

/** `fonts`: one font for everything, optionally overridden for headings and body text. */
export interface FontsConfig extends FontConfig {
  readonly heading?: FontConfig;
  readonly body?: FontConfig;
}

export interface AppearanceConfig {
  /** The scheme a first-time reader sees: their system's, or forced light or dark. */
  readonly default: 'system' | 'light' | 'dark';
  /** True: no light/dark toggle; the reader keeps `default`. */
  readonly strict: boolean;
}

export interface BackgroundConfig {
  /** A background image (path or https: URL), one per scheme when `dark` is given. */
  readonly image?: { readonly light: string; readonly dark?: string };
  readonly decoration?: 'gradient' | 'grid' | 'windows';
  /** Page background colours per scheme. */
  readonly color?: { readonly light?: string; readonly dark?: string };
}

export interface StylingConfig {
  /** What shows above a page title: its section (group) name (the default, as on Mintlify), or the breadcrumbs. */
  readonly eyebrows?: 'section' | 'breadcrumbs';
  /** Code block colours: `system` follows the scheme, `dark` is always dark, or a Shiki theme name per scheme. */
  readonly codeblocks?: 'system' | 'dark' | { readonly light: string; readonly dark: string };
  readonly latex?: boolean;
}

export interface IconsConfig {
  /** The icon set icon names come from. */
  readonly library: 'fontawesome' | 'lucide' | 'tabler';
}

export type {
  BannerConfig,
  FooterConfig,
  FooterLinkColumn,
  FooterSocial,
  NavbarConfig,
  NavbarLink,
  NavbarPrimary,
} from './chrome-types.js';

/** The page actions this library offers: copy the page as Markdown, open its Markdown twin. */
export type ContextualOptionId = 'copy' | 'view';

/** A custom contextual menu entry; `href` may hold `$page` / `$path` placeholders. */
export interface ContextualCustomOption {
  readonly title: string;
  readonly description: string;
  readonly icon?: string;
  readonly href: string;
}

export interface ContextualConfig {
  /** Only the options this library honours, in the order written; the others were warned about. */
  readonly options: readonly (ContextualOptionId | ContextualCustomOption)[];
  readonly display: 'header' | 'toc';
}

/** One redirect. `source` may hold `:name` parameters (and a trailing `*`) that `destination` reuses. */
export interface RedirectConfig {
  readonly source: string;
  readonly destination: string;
  /** True (the default): 308 in `docs dev` and `301` in `_redirects`; false: 307 / 302. */
  readonly permanent: boolean;
}

export interface SeoConfig {
  /** `<meta name|property="key" content="value">` on every page, in the order written. */
  readonly metatags: readonly { readonly name: string; readonly content: string }[];
  /** `navigable`: pages outside the navigation are `noindex`; `all`: every page may be indexed. */
  readonly indexing: 'navigable' | 'all';
  /** `seo.trailingSlash`: built links and canonical URLs end in `/` (`/guides/setup/`). */
  readonly trailingSlash?: boolean;
  /** `seo.paths`: meta tags for every page under a folder (longer paths win over shorter ones and `metatags`). */
  readonly paths?: readonly { readonly path: string; readonly metatags: SeoConfig['metatags'] }[];
}

export interface SearchConfig {
  /** The search field's placeholder. */
  readonly prompt?: string;
}

export interface NotFoundConfig {
  /** True (the default): an unknown path sends the reader to the home page. */
  readonly redirect: boolean;
  readonly title?: string;
  readonly description?: string;
}

/** The root fields of docs.json besides name, navigation, api and auth (issue 16). */
export interface SiteFieldsConfig {
  readonly theme?: ThemeName;
  readonly fonts?: FontsConfig;
  readonly appearance?: AppearanceConfig;
  readonly background?: BackgroundConfig;
  readonly styling?: StylingConfig;
  readonly icons?: IconsConfig;
  readonly navbar?: NavbarConfig;
  readonly footer?: FooterConfig;
  readonly banner?: BannerConfig;
  readonly contextual?: ContextualConfig;
  readonly redirects?: readonly RedirectConfig[];
  readonly seo?: SeoConfig;
  readonly search?: SearchConfig;
  readonly errors?: { readonly notFound: NotFoundConfig };
  /** `metadata.timestamp`: every page shows the date it was last modified. */
  readonly metadata?: { readonly timestamp: boolean };
  /** Root `public`: with site `auth`, whether pages are visible to anonymous readers by default. */
  readonly public?: boolean;
}
