/**
 * docs.json `navigation`, after reading: every shape Mintlify documents, nested in any order.
 * A level of the navigation holds divisions (products, languages, versions, dropdowns, tabs, anchors,
 * a tab's menu items), groups and pages; a division holds a level of its own, or is an external link.
 * `openapi` / `asyncapi` may sit on any node and are inherited by everything under it.
 */

/** One OpenAPI or AsyncAPI file as written: a path (relative to docs.json, or `/` for the project root) or a URL. */
export interface SpecSource {
  readonly source: string;
  /** `{ source, directory }`: the folder the generated pages live under (their URL prefix). */
  readonly directory?: string;
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

export interface GroupConfig {
  readonly group: string;
  readonly pages?: readonly PageEntry[];
  /** OpenAPI files for this group; inherited by nested groups and operation entries. */
  readonly openapi?: SpecSources;
  /** AsyncAPI files for this group; inherited like `openapi`. */
  readonly asyncapi?: SpecSources;
  /** A short icon name shown beside the group title (rendered by the site, never as HTML). */
  readonly icon?: string;
  /** A short label shown beside the title (`NEW`, `BETA`). */
  readonly tag?: string;
  /** Mintlify's `expanded`: false starts the group collapsed. */
  readonly expanded?: boolean;
  /** The group starts collapsed in the sidebar (this library's older spelling of `expanded: false`). */
  readonly collapsed?: boolean;
  /** A page the group's title opens (`root`), as written. */
  readonly root?: string;
  /** Built and routable, but not listed in the sidebar. */
  readonly hidden?: boolean;
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
}

/** A colour pair of an anchor or dropdown. */
export interface DivisionColor {
  readonly light?: string;
  readonly dark?: string;
}

/** A tab, anchor, dropdown, version, language, product or menu item. */
export interface DivisionConfig extends NavLevelConfig {
  readonly kind: DivisionKind;
  /** Its label as written: the value of `tab`, `anchor`, `version`, …; for a language, its code. */
  readonly title: string;
  readonly icon?: string;
  readonly description?: string;
  /** An external (or site-relative) link: the division has no pages of its own. */
  readonly href?: string;
  readonly hidden?: boolean;
  /** `versions` and `languages`: the one shown first. */
  readonly default?: boolean;
  /** A short label beside a version (`Latest`). */
  readonly tag?: string;
  readonly color?: DivisionColor;
}

/** A tab (kept for callers written before the other kinds). */
export type TabConfig = DivisionConfig;

/** `navigation.global`: links shown on every page (anchors, tabs, dropdowns, versions, languages with `href`). */
export interface GlobalNavConfig {
  readonly divisions: readonly DivisionConfig[];
}

export interface NavigationConfig extends NavLevelConfig {
  readonly global: GlobalNavConfig;
}
