/**
 * The site's page tree and page records, built from docs.json `navigation` and the loaded specs.
 * Plain immutable data: the site element renders the tree and routes by slug.
 */
import type { Diagnostic } from '../diagnostics.js';
import type { OperationDocs } from '../config/x-docs.js';
import type { HttpMethod, OperationSummary } from '../openapi/types.js';

export type PageKind = 'mdx' | 'openapi' | 'webhook' | 'asyncapi';

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
}

export interface MdxPage extends PageBase {
  readonly kind: 'mdx';
  /** The MDX file as listed in `mdxPages` (for example `guides/auth.mdx`). */
  readonly file: string;
  /** The frontmatter's `api` or `openapi`, for the sidebar's method badge, when known. */
  readonly method?: HttpMethod;
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

export type DocsPage = MdxPage | OperationPage | ChannelPage;

export interface NavPageItem {
  readonly type: 'page';
  readonly slug: string;
}

export interface NavGroup {
  readonly type: 'group';
  readonly title: string;
  /** JSON pointer of the group in docs.json; generated tag groups point at their parent. */
  readonly pointer: string;
  /** The OpenAPI file in effect for this group (its own, or inherited). */
  readonly openapi?: string;
  readonly asyncapi?: string;
  readonly icon?: string;
  readonly collapsed: boolean;
  /** True for the per-tag groups generated from a group that has `openapi` or `asyncapi` and no `pages`. */
  readonly generated: boolean;
  readonly items: readonly NavItem[];
}

export type NavItem = NavPageItem | NavGroup;

export interface NavTab {
  /** Absent for the groups listed directly under `navigation.groups`. */
  readonly title?: string;
  readonly pointer: string;
  readonly groups: readonly NavGroup[];
}

export interface NavTree {
  readonly tabs: readonly NavTab[];
}

/** What `buildNavigation` needs of a loaded spec; a loaded `OpenApiSpec` fits. */
export interface SpecOperations {
  readonly operations: readonly OperationSummary[];
  /** Declared tags, in order; generated groups follow it (then tags in first-use order). */
  readonly tags?: readonly { readonly name: string }[];
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
}

export interface Navigation {
  readonly tree: NavTree;
  /** Every built page, keyed by slug, in navigation order (hidden pages included, flagged). */
  readonly pages: ReadonlyMap<string, DocsPage>;
  /** Listed pages in reading order, for previous and next links and the quick filter. */
  readonly order: readonly string[];
  readonly diagnostics: readonly Diagnostic[];
}
