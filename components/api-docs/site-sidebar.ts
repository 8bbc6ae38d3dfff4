/**
 * The site's sidebar: a bar of tabs (when docs.json has `tabs`), then the groups of the tab on show,
 * collapsible, with the active page marked `aria-current="page"`, method badges (`HOOK` for webhooks,
 * `CHAN` for AsyncAPI channels) and deprecated marks.
 * Only pages the reader may see are listed; a group left with nothing is left out.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { DocsPage, NavGroup, NavItem, NavTab, NavTree } from '../../src/navigation/index.js';

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
  return html`<li>
    <a
      class="nav-link"
      part="nav-link"
      href=${data.href(slug)}
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
      <span class="nav-title">${page.sidebarTitle}</span>
      ${page.deprecated ? html`<span class="nav-deprecated" part="nav-deprecated">Deprecated</span>` : nothing}
    </a>
  </li>`;
}

function hasVisible(data: SidebarData, items: readonly NavItem[]): boolean {
  return slugsIn(items).some((slug) => data.pages.has(slug) && data.visible(slug));
}

function renderGroup(data: SidebarData, group: NavGroup, id: string, depth: number): TemplateResult | typeof nothing {
  if (!hasVisible(data, group.items)) return nothing;
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
      <span class="chevron" aria-hidden="true"></span><span class="group-title">${group.title}</span>
    </button>
    ${open ? html`<ul class="group-items" id=${listId}>${renderItems(data, group.items, id, depth + 1)}</ul>` : nothing}
  </li>`;
}

function renderItems(data: SidebarData, items: readonly NavItem[], id: string, depth: number): unknown[] {
  return items.map((item, i) =>
    item.type === 'page' ? renderPageLink(data, item.slug) : renderGroup(data, item, `${id}-${i}`, depth),
  );
}

function renderTabBar(data: SidebarData, titled: readonly NavTab[], active: number): TemplateResult | typeof nothing {
  if (titled.length === 0) return nothing;
  return html`<ul class="tab-bar" part="tabs" aria-label="Sections">
    ${titled.map((tab, i) => {
      const first = firstPageOf(tab, data.visible);
      if (first === undefined) return nothing;
      return html`<li>
        <a class="tab-link" part="tab" href=${data.href(first)} aria-current=${i === active ? 'true' : nothing}>${tab.title}</a>
      </li>`;
    })}
  </ul>`;
}

export function renderSidebar(data: SidebarData): TemplateResult {
  const untitled = data.tree.tabs.filter((t) => t.title === undefined);
  const titled = data.tree.tabs.filter((t) => t.title !== undefined);
  const active = activeTabIndex(data.tree, data.activeSlug);
  const shown = [...untitled, ...(titled[active] === undefined ? [] : [titled[active]])];
  return html`${renderTabBar(data, titled, active)}
    <ul class="groups">
      ${shown.map((tab, t) => tab.groups.map((group, g) => renderGroup(data, group, `${t}-${g}`, 0)))}
    </ul>`;
}
