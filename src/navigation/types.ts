/**
 * The site's page tree and page records, built from docs.json `navigation` and the loaded specs.
 * Plain immutable data: the site element renders the tree and routes by slug.
 */
import type { Diagnostic } from '../diagnostics.js';
import type { OperationDocs } from '../config/x-docs.js';
import type { HttpMethod, OperationSummary, TagInfo } from '../openapi/types.js';
import type { DivisionKind } from '../config/navigation-types.js';
import type { IconRef } from '../config/icon-ref.js';
import type { LanguageChrome } from '../config/chrome-types.js';

export type PageKind = 'mdx' | 'openapi' | 'webhook' | 'asyncapi' | 'arazzo';

interface PageBase {
  /** The URL path under the site's base, without leading slash: `quickstart`, `api-reference/pets/list-pets`. */
  readonly slug: string;
  readonly title: string;
  /** Title in the sidebar (`sidebarTitle`, else `title`). */
  readonly sidebarTitle: string;
  /** Built and routable, but not listed in the navigation (`x-hidden`, `hidden: true`). */
  readonly hidden: boolean;
  readonly deprecated: boolean;
  /** Titles of the tab and groups the page sits in, outermost first (for breadcrumbs and search). */
  readonly breadcrumbs: readonly string[];
  /** The AsyncAPI file of the nearest enclosing group, passed through for the AsyncAPI layer. */
  readonly asyncapi?: string;
  /**
   * Set on a page listed in a second tab: the slug of its first route. The copy is routed at
   * `<tab-slug>/<slug>` so each tab has its own pages; `docs build` names the first as canonical.
   */
  readonly canonical?: string;
  /** The sidebar icon and tag (`NEW`, `BETA`): from frontmatter, or an operation's `x-docs`/`x-mint` metadata. */
  readonly icon?: string;
  /** The icon with its frontmatter `iconType` (the style it is drawn in), when the page gives one. */
  readonly iconRef?: IconRef;
  readonly tag?: string;
  /** `searchable: false` (on the page or a node above it): kept out of the search index. */
  readonly searchable?: false;
  /** Its search ranking multiplier: the page's own `boost`, else its nearest group's (absent: 1). */
  readonly boost?: number;
  /** `public: true` on a node above it: with site auth, anonymous readers see it too (its frontmatter may say no). */
  readonly public?: true;
}

export interface MdxPage extends PageBase {
  readonly kind: 'mdx';
  /** The page file as listed in `mdxPages` (`guides/auth.mdx`, or `guides/auth.md`; page-file.ts). */
  readonly file: string;
  /** The frontmatter's `api` or `openapi`, for the sidebar's method badge, when known. */
  readonly method?: HttpMethod;
  /** The frontmatter's `url`: the sidebar links there (an external link page). */
  readonly url?: string;
}

export interface OperationPage extends PageBase {
  readonly kind: 'openapi' | 'webhook';
  /** The spec's key in the `specs` map (normalised path or URL). */
  readonly spec: string;
  /** `OperationSummary.id`: `GET /pets/{id}` or `WEBHOOK newPet`. */
  readonly operation: string;
  readonly method: HttpMethod;
  /** Path template, or the webhook's name. */
  readonly path: string;
  readonly summary: OperationSummary;
  /** x-docs, x-hidden, x-codeSamples of the operation, already read. */
  readonly docs: OperationDocs;
}

/** One AsyncAPI channel, rendered by `<api-channel>`. */
export interface ChannelPage extends PageBase {
  readonly kind: 'asyncapi';
  /** The AsyncAPI file's key in the `asyncapi` map given to `buildNavigation`. */
  readonly spec: string;
  /** The channel's id (its key under `channels`). */
  readonly channel: string;
  /** Its address, with `{parameters}` as written; `null` when the spec leaves it unknown. */
  readonly address: string | null;
}

/** One Arazzo workflow, generated from a group's `arazzo` file and rendered by `<api-workflow>`. */
export interface WorkflowPage extends PageBase {
  readonly kind: 'arazzo';
  /** The Arazzo file, as docs.json writes it (the key of `BuildNavigationOptions.arazzo`). */
  readonly spec: string;
  readonly workflowId: string;
}

export type DocsPage = MdxPage | OperationPage | ChannelPage | WorkflowPage;

export interface NavPageItem {
  readonly type: 'page';
  readonly slug: string;
}

export interface NavGroup {
  readonly type: 'group';
  /** Empty for the loose pages of a level (a division's `pages` outside any group): shown without a heading. */
  readonly title: string;
  /** JSON pointer of the group in docs.json; generated tag groups point at their parent. */
  readonly pointer: string;
  /** The OpenAPI file in effect for this group (its own, or inherited; the first when several). */
  readonly openapi?: string;
  readonly asyncapi?: string;
  readonly icon?: string;
  /** The icon's object form (docs.json `{ name, style, library }`), when the author wrote one. */
  readonly iconRef?: IconRef;
  /** A short label beside the title (`NEW`). */
  readonly tag?: string;
  /** The slug of the page the group's title opens (docs.json `root`). */
  readonly root?: string;
  /** How the root page lists the group's pages under its content (`directory`, inherited); absent: no listing. */
  readonly directory?: 'accordion' | 'card';
  readonly collapsed: boolean;
  /** True for the per-tag groups generated from a group that has `openapi` or `asyncapi` and no `pages`. */
  readonly generated: boolean;
  /** True for the loose pages of a level, gathered in a group without a title. */
  readonly loose?: true;
  readonly items: readonly NavItem[];
}

export type NavItem = NavPageItem | NavGroup;

/** The sidebar content of one place in the navigation: the groups (and loose pages) of a division, or of the root. */
export interface NavTab {
  /** The titles of the divisions holding these groups, outermost first (`v2 › Guides`); absent for the root's own groups. */
  readonly title?: string;
  readonly pointer: string;
  readonly groups: readonly NavGroup[];
  /**
   * Indexes from `NavTree.divisions` down to the division holding these groups (`[1, 0]`: the first division inside
   * the second top-level one). Absent for the root's own groups, which show beside every division.
   */
  readonly path?: readonly number[];
}

/** The kinds of division, as docs.json names them (one definition, in the config's navigation types). */
export type { DivisionKind };

/** A tab, anchor, dropdown, version, language, product or tab-menu item, with what it holds. */
export interface NavDivision {
  readonly kind: DivisionKind;
  /** Its label: the tab's title, the version's name, the language's name (`Français`). */
  readonly title: string;
  /** Its URL segment, unique among its siblings (used to prefix pages that another division lists too). */
  readonly slug: string;
  readonly pointer: string;
  readonly icon?: string;
  /** The icon's object form (docs.json `{ name, style, library }`), when the author wrote one. */
  readonly iconRef?: IconRef;
  readonly description?: string;
  /** A link instead of pages: an absolute URL, or a path on this site. */
  readonly href?: string;
  /** A language's code as written (`en`, `pt-BR`). */
  readonly language?: string;
  /** `default: true` on a version or language. */
  readonly isDefault?: true;
  readonly tag?: string;
  readonly color?: { readonly light?: string; readonly dark?: string };
  /** Not offered in the switchers; its pages are still built and routable. */
  readonly hidden?: true;
  /** A language's own navbar, footer and banner, shown while the reader is in that language. */
  readonly chrome?: LanguageChrome;
  /** docs.json `align: "end"` on a tab: placed at the end of the tab row. */
  readonly align?: 'end';
  /** Divisions nested in this one. */
  readonly divisions: readonly NavDivision[];
  /** Index into `NavTree.tabs` of this division's own groups and pages, when it has any. */
  readonly section?: number;
}

export interface NavTree {
  /** Every place's sidebar content: the root's groups (untitled) first, then each division's, in reading order. */
  readonly tabs: readonly NavTab[];
  /** The top-level divisions (none for a site of plain groups). */
  readonly divisions?: readonly NavDivision[];
  /** `navigation.global`: links shown on every page (anchors, tabs, …), each with `href`. */
  readonly global?: readonly NavDivision[];
}

/** What `buildNavigation` needs of a loaded spec; a loaded `OpenApiSpec` fits. */
export interface SpecOperations {
  readonly operations: readonly OperationSummary[];
  /**
   * Declared tags, in order; generated groups follow it (then tags in first-use order). With
   * Mintlify's `x-group` and 3.2's `summary`, `parent` and `kind` (src/navigation/tag-tree.ts).
   */
  readonly tags?: readonly Pick<TagInfo, 'name' | 'group' | 'summary' | 'parent' | 'kind'>[];
}

/** What the navigation needs of an Arazzo file: its workflows' ids and summaries (a read `ArazzoDocument` fits). */
export interface SpecWorkflows {
  readonly workflows: readonly { readonly workflowId: string; readonly summary?: string }[];
}

/** What the navigation needs of one AsyncAPI channel; a loaded `Channel` fits. */
export interface ChannelSummary {
  readonly id: string;
  readonly address: string | null;
  readonly title?: string;
  /** Its operations' tags group generated channel pages (the first tag of the first tagged operation). */
  readonly operations: readonly { readonly tags: readonly string[] }[];
}

/** What `buildNavigation` needs of a loaded AsyncAPI file; a loaded `AsyncApiSpec` fits. */
export interface SpecChannels {
  /** In document order. */
  readonly channels: readonly ChannelSummary[];
  /** A channel by id or address in any usual spelling; without it, ids and addresses must match exactly. */
  findChannel?(ref: string): ChannelSummary | undefined;
}

/** What the navigation can use of an MDX page's frontmatter, when the caller has read it. */
export interface MdxPageInfo {
  readonly title?: string;
  readonly sidebarTitle?: string;
  readonly hidden?: boolean;
  readonly deprecated?: boolean;
  /** `METHOD ...` from `api` or `openapi`, for the method badge. */
  readonly method?: HttpMethod;
  readonly icon?: string;
  /** The icon with its frontmatter `iconType` (the style it is drawn in), when the page gives one. */
  readonly iconRef?: IconRef;
  readonly tag?: string;
  /** An external link page's target. */
  readonly url?: string;
  /** Frontmatter `searchable`. */
  readonly searchable?: boolean;
  /** Frontmatter `boost`. */
  readonly boost?: number;
}

export interface Navigation {
  readonly tree: NavTree;
  /** Every built page, keyed by slug, in navigation order (hidden pages included, flagged). */
  readonly pages: ReadonlyMap<string, DocsPage>;
  /** Listed pages in reading order, for previous and next links and the quick filter. */
  readonly order: readonly string[];
  readonly diagnostics: readonly Diagnostic[];
}

/** One division a switcher, tab row or anchor list offers, resolved for the page on show. */
export interface DivisionChoice {
  readonly kind: DivisionKind;
  readonly title: string;
  readonly icon?: string;
  /** The icon's object form (docs.json `{ name, style, library }`), when the author wrote one. */
  readonly iconRef?: IconRef;
  readonly description?: string;
  readonly language?: string;
  readonly tag?: string;
  readonly color?: { readonly light?: string; readonly dark?: string };
  /** docs.json `align: "end"`: a tab placed at the end of the tab row. */
  readonly align?: 'end';
  /** A division that is a link: the URL as written (absolute, or a path on this site when `isExternal` is false). */
  readonly href?: string;
  /** A division with pages: the page it opens (the equivalent of the page on show, else its first page). */
  readonly slug?: string;
  /** True when `href` leaves the site (an absolute http(s) URL): open it as a plain link. */
  readonly isExternal: boolean;
  /** It holds the page on show. */
  readonly active: boolean;
}

/** One level of the active path: the divisions offered beside the active one (same parent, not hidden). */
export interface DivisionLevel {
  /** The kind of the active division at this level (its siblings may be of other kinds). */
  readonly kind: DivisionKind;
  readonly choices: readonly DivisionChoice[];
}

/** What the site frame shows for the page on show (`activeNavigation`). */
export interface ActiveNavigation {
  /** The divisions holding the page, outermost first (the default path when the page is in none). */
  readonly path: readonly NavDivision[];
  /** For each division on `path`, its level's choices. */
  readonly levels: readonly DivisionLevel[];
  /** The sidebar's groups: the root's own groups, then the innermost active division's. */
  readonly groups: readonly NavGroup[];
  /** `navigation.global` links. */
  readonly global: readonly DivisionChoice[];
}
