/**
 * The shape of a whole `docs.json`, after reading: every field the documentation site uses.
 * `schemas/docs.schema.json` describes the same shape for editors; a test keeps the two in step.
 */
import type { ApiSettings } from './api-settings.js';

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

/**
 * One `pages[]` entry, as written:
 * - `"quickstart"`: an MDX page (the path without its extension);
 * - `"GET /pets/{id}"`: an operation of the nearest enclosing `openapi`;
 * - `"specs/v2.json GET /pets"`: an operation of the named spec;
 * - `"webhook newPet"` or `"specs/v2.json webhook newPet"`: an OpenAPI 3.1 webhook;
 * - a nested group object.
 */
export type PageEntry = string | GroupConfig;

export interface GroupConfig {
  readonly group: string;
  readonly pages?: readonly PageEntry[];
  /** Path or URL of an OpenAPI file; inherited by nested groups and operation entries. */
  readonly openapi?: string;
  /** Path or URL of an AsyncAPI file; passed through to the pages for the AsyncAPI layer. */
  readonly asyncapi?: string;
  /** A short icon name shown beside the group title (rendered by the site, never as HTML). */
  readonly icon?: string;
  /** The group starts collapsed in the sidebar. */
  readonly collapsed?: boolean;
}

export interface TabConfig {
  readonly tab: string;
  readonly groups: readonly GroupConfig[];
  /** Default OpenAPI file for every group of this tab (one spec per tab, such as one per API version). */
  readonly openapi?: string;
  readonly asyncapi?: string;
}

export interface NavigationConfig {
  readonly tabs: readonly TabConfig[];
  /** Groups outside any tab; the site shows them before the tabs' groups. */
  readonly groups: readonly GroupConfig[];
}

export interface DocsConfig {
  /** The `$schema` the file names, kept so tools can round-trip it. */
  readonly $schema?: string;
  readonly name: string;
  readonly description?: string;
  readonly logo?: LogoConfig;
  readonly favicon?: string;
  readonly colors: ColorsConfig;
  readonly navigation: NavigationConfig;
  readonly api: ApiSettings;
  /** Absent: the site has no reader identity; every page and playground is for everyone. */
  readonly auth?: SiteAuthConfig;
}
