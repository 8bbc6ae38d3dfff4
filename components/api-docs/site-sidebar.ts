/**
 * The site's sidebar: the groups of the tab on show, top-level ones as small headings and nested ones
 * indented, each collapsible, with their icons, the active page marked `aria-current="page"`, method
 * badges (`HOOK` for webhooks, `CHAN` for AsyncAPI channels) and deprecated marks.
 * Only pages the reader may see are listed; a group left with nothing is left out.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { activeNavigation } from '../../src/navigation/active.js';
import type { DocsPage, NavGroup, NavItem, NavTab, NavTree } from '../../src/navigation/index.js';
import { renderAnchors, renderSwitchers, tabRowLinks } from './site-switchers.js';
import { renderIcon } from './site-icons.js';

export interface SidebarData {
  readonly tree: NavTree;
  readonly pages: ReadonlyMap<string, DocsPage>;
  readonly activeSlug: string | undefined;
  /** Whether the reader may see a page (section 4.3). */
  readonly visible: (slug: string) => boolean;
  readonly href: (slug: string) => string;
  /** Group key → open, for groups the reader toggled. */
  readonly toggled: ReadonlyMap<string, boolean>;
  readonly onToggle: (key: string, open: boolean) => void;
}

/** A stable key for a group: its docs.json pointer plus its title (generated tag groups share a pointer). */
export function groupKey(group: NavGroup): string {
  return `${group.pointer}::${group.title}`;
}

function slugsIn(items: readonly NavItem[]): string[] {
  return items.flatMap((item) => (item.type === 'page' ? [item.slug] : slugsIn(item.items)));
}

/** The first page of a tab the reader may see (its link target in the tab bar). */
export function firstPageOf(tab: NavTab, visible: (slug: string) => boolean): string | undefined {
  return tab.groups.flatMap((g) => slugsIn(g.items)).find(visible);
}

/** Which titled tab is on show: the one holding the active page, else the first. */
export function activeTabIndex(tree: NavTree, activeSlug: string | undefined): number {
  const titled = tree.tabs.filter((t) => t.title !== undefined);
  const index = titled.findIndex(
    (t) => activeSlug !== undefined && t.groups.some((g) => slugsIn(g.items).includes(activeSlug)),
  );
  return index === -1 ? 0 : index;
}

function renderPageLink(data: SidebarData, slug: string): TemplateResult | typeof nothing {
  const page = data.pages.get(slug);
  if (page === undefined || !data.visible(slug)) return nothing;
  const current = slug === data.activeSlug;
  const method = page.kind === 'mdx' || page.kind === 'openapi' ? page.method : undefined;
  // A page with frontmatter `url` is a link out (Mintlify's external link page).
  const external = page.kind === 'mdx' ? page.url : undefined;
  const tag = page.tag;
  return html`<li>
    <a
      class="nav-link"
      part="nav-link"
      href=${external ?? data.href(slug)}
      target=${external !== undefined && /^https?:/i.test(external) ? '_blank' : nothing}
      rel=${external !== undefined && /^https?:/i.test(external) ? 'noopener' : nothing}
      ?data-external=${external !== undefined}
      aria-current=${current ? 'page' : nothing}
      data-slug=${slug}
      ?data-deprecated=${page.deprecated}
    >
      ${
        method === undefined
          ? page.kind === 'webhook'
            ? html`<span class="nav-method method-webhook" part="nav-method">HOOK</span>`
            : page.kind === 'asyncapi'
              ? html`<span class="nav-method method-channel" part="nav-method" title="AsyncAPI channel">CHAN</span>`
              : nothing
          : html`<span class=${`nav-method method-${method}`} part="nav-method">${method.toUpperCase()}</span>`
      }
      ${renderIcon((page as { readonly icon?: string }).icon, 'nav-icon')}<span class="nav-title">${page.sidebarTitle}</span>
      ${tag === undefined ? nothing : html`<span class="nav-tag" part="nav-tag">${tag}</span>`}
      ${page.deprecated ? html`<span class="nav-deprecated" part="nav-deprecated">Deprecated</span>` : nothing}
    </a>
  </li>`;
}

function hasVisible(data: SidebarData, items: readonly NavItem[]): boolean {
  return slugsIn(items).some((slug) => data.pages.has(slug) && data.visible(slug));
}

function renderGroup(data: SidebarData, group: NavGroup, id: string, depth: number): unknown {
  // A level's loose pages (docs.json `pages` outside a group) are listed without a heading.
  if (group.loose === true) return renderItems(data, group.items, id, depth);
  if (!hasVisible(data, group.items) && group.root === undefined) return nothing;
  const key = groupKey(group);
  const holdsActive = data.activeSlug !== undefined && slugsIn(group.items).includes(data.activeSlug);
  const open = data.toggled.get(key) ?? (!group.collapsed || holdsActive);
  const listId = `nav-${id}`;
  return html`<li class="group" data-depth=${depth} data-group=${group.title}>
    <button
      class="group-toggle"
      part="group-toggle"
      type="button"
      aria-expanded=${open ? 'true' : 'false'}
      aria-controls=${listId}
      @click=${() => data.onToggle(key, !open)}
    >
      ${renderIcon(group.icon, 'group-icon')}<span class="group-title">${group.title}</span
      >${group.tag === undefined ? nothing : html`<span class="nav-tag" part="nav-tag">${group.tag}</span>`}<span class="chevron" aria-hidden="true"></span>
    </button>
    ${open ? html`<ul class="group-items" id=${listId}>${group.root === undefined ? nothing : renderPageLink(data, group.root)}${renderItems(data, group.items, id, depth + 1)}</ul>` : nothing}
  </li>`;
}

function renderItems(data: SidebarData, items: readonly NavItem[], id: string, depth: number): unknown[] {
  return items.map((item, i) =>
    item.type === 'page' ? renderPageLink(data, item.slug) : renderGroup(data, item, `${id}-${i}`, depth),
  );
}

/** The tabs the reader can open on the active path (and the global tabs), each with its link and whether it is on show. */
export function tabLinks(data: Pick<SidebarData, 'tree' | 'activeSlug' | 'visible' | 'href'>): TabLink[] {
  const active = activeNavigation({
    tree: data.tree,
    pages: new Map(),
    activeSlug: data.activeSlug,
    visible: data.visible,
  });
  return tabRowLinks({ active, href: data.href });
}

export interface TabLink {
  readonly title: string;
  readonly href: string;
  readonly current: boolean;
}

/**
 * The switchers (product, version, language, dropdown) and anchors of the active path, then the groups of the
 * division on show (the tabs themselves are a row under the top bar: site-topbar.ts).
 */
export function renderSidebar(data: SidebarData): TemplateResult {
  const active = activeNavigation(data);
  const ctx = { active, href: data.href, icon: renderIcon };
  return html`${renderSwitchers(ctx)}${renderAnchors(ctx)}
    <ul class="groups">
      ${active.groups.map((group, g) => renderGroup(data, group, `${g}`, 0))}
    </ul>`;
}
