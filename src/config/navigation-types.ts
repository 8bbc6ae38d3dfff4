/**
 * docs.json `navigation`, after reading: every shape Mintlify documents, nested in any order.
 * A level of the navigation holds divisions (products, languages, versions, dropdowns, tabs, anchors,
 * a tab's menu items), groups and pages; a division holds a level of its own, or is an external link.
 * `openapi` / `asyncapi` / `arazzo` may sit on any node and are inherited by everything under it.
 */

/** One OpenAPI or AsyncAPI file as written: a path (relative to docs.json, or `/` for the project root) or a URL. */
import type { LanguageChrome } from './chrome-types.js';
import type { IconFields } from './icon-ref.js';

/** Mintlify's `directory`: how a node's group root pages list their child pages (inherited by everything under it). */
export type DirectoryLayout = 'none' | 'accordion' | 'card';

/**
 * The fields every navigation node may have (tabs, anchors, groups, …), as Mintlify documents them in 2026:
 * an icon, a badge, hidden from the navigation, public with site auth, opened or closed, kept out of search.
 */
export interface NodeFields extends IconFields {
  /** A short label shown beside the title (`NEW`, `BETA`, `Latest`). */
  readonly tag?: string;
  /** Built and routable, but not listed in the navigation. */
  readonly hidden?: boolean;
  /** With site `auth`: visible to anonymous readers too. */
  readonly public?: boolean;
  /** Mintlify's `expanded`: true starts a group open, false closed. */
  readonly expanded?: boolean;
  /** `searchable: false`: the pages under this node are kept out of the search index. */
  readonly searchable?: boolean;
  /** How group root pages under this node list their child pages. */
  readonly directory?: DirectoryLayout;
  /** `align: "end"`: a tab placed at the end of the tab row. */
  readonly align?: 'start' | 'end';
}

/** A tab whose reference is generated from a GraphQL schema or an SDK artifact: not rendered here yet. */
export interface ReferenceSource {
  readonly kind: 'graphql' | 'sdk';
  readonly source: string;
  /** `sdk` only: the documentation generator that produced the artifact (`typedoc`, `javadoc`, …). */
  readonly format?: string;
  readonly directory?: string;
}

export interface SpecSource {
  readonly source: string;
  /** `{ source, directory }`: the folder the generated pages live under (their URL prefix). */
  readonly directory?: string;
  /** `api.openapi` `{ source, overlays }`: OpenAPI Overlay files (paths or URLs) applied to the spec, in order. */
  readonly overlays?: readonly string[];
}

/** `openapi` / `asyncapi` as written (a string, a list, or `{ source, directory }`), read into a list. */
export type SpecSources = readonly SpecSource[];

/**
 * One `pages[]` entry, as written:
 * - `"quickstart"`: an MDX page (the path without its extension);
 * - `"GET /pets/{id}"`: an operation of the nearest enclosing `openapi`;
 * - `"specs/v2.json GET /pets"`: an operation of the named spec;
 * - `"webhook newPet"` or `"specs/v2.json webhook newPet"`: an OpenAPI 3.1 webhook;
 * - a nested group object.
 */
export type PageEntry = string | GroupConfig;

export interface GroupConfig extends NodeFields {
  /** The group's heading; the empty string shows its pages without a heading. */
  readonly group: string;
  readonly pages?: readonly PageEntry[];
  /** OpenAPI files for this group; inherited by nested groups and operation entries. */
  readonly openapi?: SpecSources;
  /** AsyncAPI files for this group; inherited like `openapi`. */
  readonly asyncapi?: SpecSources;
  /** Arazzo workflow files for this group (issue #29); Mintlify's validator accepts the extra key. */
  readonly arazzo?: SpecSources;
  /** `boost`: the search ranking multiplier of every page under the group (a page's own `boost` wins). */
  readonly boost?: number;
  /** The group starts collapsed in the sidebar (this library's older spelling of `expanded: false`). */
  readonly collapsed?: boolean;
  /** A page the group's title opens (`root`), as written. */
  readonly root?: string;
  /** A group of SDK reference pages (Mintlify's `sdk` on a group): not rendered here yet. */
  readonly reference?: ReferenceSource;
}

/** The kinds of division, by the key that names one in docs.json (`tab`, `version`, …); `item` is a tab's `menu` entry. */
export type DivisionKind = 'product' | 'language' | 'version' | 'dropdown' | 'tab' | 'anchor' | 'item';

/** The list keys that hold each kind of division, in the order a level's lists are read. */
export const DIVISION_LISTS = {
  products: 'product',
  languages: 'language',
  versions: 'version',
  dropdowns: 'dropdown',
  tabs: 'tab',
  anchors: 'anchor',
  menu: 'item',
} as const satisfies Record<string, DivisionKind>;

/** What any level of the navigation holds: the root, and every division. */
export interface NavLevelConfig {
  /** Nested divisions in the order read (the lists `products`, `languages`, … `anchors`, `menu`). */
  readonly divisions: readonly DivisionConfig[];
  /** `groups` then `pages`: groups and loose pages, as written. */
  readonly items: readonly PageEntry[];
  readonly openapi?: SpecSources;
  readonly asyncapi?: SpecSources;
  readonly arazzo?: SpecSources;
}

/** A colour pair of an anchor or dropdown. */
export interface DivisionColor {
  readonly light?: string;
  readonly dark?: string;
}

/** A tab, anchor, dropdown, version, language, product or menu item. */
export interface DivisionConfig extends NavLevelConfig, NodeFields {
  readonly kind: DivisionKind;
  /** Its label as written: the value of `tab`, `anchor`, `version`, …; for a language, its code. */
  readonly title: string;
  readonly description?: string;
  /** An external (or site-relative) link: the division has no pages of its own. */
  readonly href?: string;
  /** `versions` and `languages`: the one shown first. */
  readonly default?: boolean;
  readonly color?: DivisionColor;
  /** A `graphql` or `sdk` tab: its reference is generated elsewhere; here it opens a page saying so. */
  readonly reference?: ReferenceSource;
  /** A language's own `navbar`, `footer` and `banner` (the site's when absent), as read from docs.json. */
  readonly chrome?: LanguageChrome;
}

/** A tab (kept for callers written before the other kinds). */
export type TabConfig = DivisionConfig;

/** `navigation.global`: links shown on every page (anchors, tabs, dropdowns, versions, languages with `href`). */
export interface GlobalNavConfig {
  readonly divisions: readonly DivisionConfig[];
}

export interface NavigationConfig extends NavLevelConfig {
  readonly global: GlobalNavConfig;
  /** `navigation.directory`: the layout every node inherits unless it sets its own. */
  readonly directory?: DirectoryLayout;
}
