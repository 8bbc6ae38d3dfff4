/**
 * The site's sidebar: the groups of the tab on show, top-level ones as small headings and nested ones
 * indented, each collapsible, with their icons, the active page marked `aria-current="page"`, method
 * badges (`HOOK` for webhooks, `CHAN` for AsyncAPI channels) and deprecated marks.
 * Only pages the reader may see are listed; a group left with nothing is left out.
 */
import { html, isServer, nothing, type TemplateResult } from 'lit';
import { nodeIcon, type IconObject, type IconValue } from '../../src/icons/icon-types.js';
import { activeNavigation } from '../../src/navigation/active.js';
import type { DocsPage, NavGroup, NavItem, NavTab, NavTree } from '../../src/navigation/index.js';
import { renderAnchors, renderSwitchers, tabRowLinks } from './site-switchers.js';
import { renderIcon } from './site-icons.js';
import { until } from 'lit/directives/until.js';
import type * as VirtualChunk from './sidebar-virtual.js';

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
  return html`<li>${pageAnchor(data, page, slug)}</li>`;
}

function pageAnchor(data: SidebarData, page: DocsPage, slug: string): TemplateResult {
  const current = slug === data.activeSlug;
  const method = page.kind === 'mdx' || page.kind === 'openapi' ? page.method : undefined;
  // A page with frontmatter `url` is a link out (Mintlify's external link page).
  const external = page.kind === 'mdx' ? page.url : undefined;
  const tag = page.tag;
  return html`<a
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
              : page.kind === 'arazzo'
                ? html`<span class="nav-method method-channel" part="nav-method" title="Arazzo workflow">FLOW</span>`
                : nothing
          : html`<span class=${`nav-method method-${method}`} part="nav-method">${method.toUpperCase()}</span>`
      }
      ${renderIcon(nodeIcon(page as { readonly icon?: IconValue; readonly iconRef?: IconObject }), 'nav-icon')}<span class="nav-title">${page.sidebarTitle}</span>
      ${tag === undefined ? nothing : html`<span class="nav-tag" part="nav-tag">${tag}</span>`}
      ${page.deprecated ? html`<span class="nav-deprecated" part="nav-deprecated">Deprecated</span>` : nothing}
    </a>`;
}

function hasVisible(data: SidebarData, items: readonly NavItem[]): boolean {
  return slugsIn(items).some((slug) => data.pages.has(slug) && data.visible(slug));
}

/** Whether a group is open: as the reader toggled it, else open unless collapsed (always when it holds the page). */
export function groupOpen(data: SidebarData, group: NavGroup): boolean {
  const holdsActive = data.activeSlug !== undefined && slugsIn(group.items).includes(data.activeSlug);
  return data.toggled.get(groupKey(group)) ?? (!group.collapsed || holdsActive);
}

/** A group's heading button; `listId` names its list of items (none in the windowed list, which has no such list). */
export function groupButton(data: SidebarData, group: NavGroup, open: boolean, listId?: string): TemplateResult {
  const key = groupKey(group);
  return html`<button
    class="group-toggle"
    part="group-toggle"
    type="button"
    title=${listId === undefined ? group.title : nothing}
    aria-expanded=${open ? 'true' : 'false'}
    aria-controls=${listId ?? nothing}
    @click=${() => data.onToggle(key, !open)}
  >
    ${renderIcon(nodeIcon(group), 'group-icon')}<span class="group-title">${group.title}</span
    >${group.tag === undefined ? nothing : html`<span class="nav-tag" part="nav-tag">${group.tag}</span>`}<span class="chevron reading-arrow" aria-hidden="true"></span>
  </button>`;
}

function renderGroup(data: SidebarData, group: NavGroup, id: string, depth: number): unknown {
  // A level's loose pages (docs.json `pages` outside a group) are listed without a heading.
  if (group.loose === true) return renderItems(data, group.items, id, depth);
  if (!hasVisible(data, group.items) && group.root === undefined) return nothing;
  const open = groupOpen(data, group);
  const listId = `nav-${id}`;
  // On the server a closed group's list is drawn hidden: a built page's bootstrap (components/islands/) opens it in
  // place. The live sidebar draws only open lists.
  const list = open || isServer;
  return html`<li class="group" data-depth=${depth} data-group=${group.title}>
    ${groupButton(data, group, open, listId)}
    ${list ? html`<ul class="group-items" id=${listId} ?hidden=${!open}>${group.root === undefined ? nothing : renderPageLink(data, group.root)}${renderItems(data, group.items, id, depth + 1)}</ul>` : nothing}
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
  /** docs.json `tag` on the tab: a badge beside its title. */
  readonly tag?: string;
  /** docs.json `align: "end"`: the tab sits at the end of the row. */
  readonly end?: true;
  readonly href: string;
  readonly current: boolean;
}

/** Above this many rows the sidebar is windowed (sidebar-virtual.ts): only the rows on screen are in the DOM. */
export const VIRTUAL_THRESHOLD = 300;

/** One row of the windowed sidebar: a group heading or a page, with its place in its level. */
export interface NavRow {
  readonly group?: NavGroup;
  readonly slug?: string;
  readonly open: boolean;
  readonly depth: number;
  readonly setsize: number;
  readonly posinset: number;
}

type Entry = { readonly group: NavGroup } | { readonly slug: string };

/** What a level shows: visible pages and groups with something visible, loose groups' items in their place. */
function levelEntries(data: SidebarData, items: readonly NavItem[]): Entry[] {
  return items.flatMap((item): Entry[] => {
    if (item.type === 'page') return data.pages.has(item.slug) && data.visible(item.slug) ? [{ slug: item.slug }] : [];
    if (item.loose === true) return levelEntries(data, item.items);
    return hasVisible(data, item.items) || item.root !== undefined ? [{ group: item }] : [];
  });
}

/** The rows the nested lists would show, in order, open groups' items after their heading. */
export function flattenRows(data: SidebarData, items: readonly NavItem[], depth = 0, out: NavRow[] = []): NavRow[] {
  const entries = levelEntries(data, items);
  entries.forEach((entry, i) => {
    const place = { depth, setsize: entries.length, posinset: i + 1 };
    if ('slug' in entry) {
      out.push({ slug: entry.slug, open: false, ...place });
      return;
    }
    const open = groupOpen(data, entry.group);
    out.push({ group: entry.group, open, ...place });
    if (!open) return;
    const root = entry.group.root;
    const children: NavItem[] =
      root === undefined ? [...entry.group.items] : [{ type: 'page', slug: root } as NavItem, ...entry.group.items];
    flattenRows(data, children, depth + 1, out);
  });
  return out;
}

type VirtualModule = typeof VirtualChunk;
/** The windowed list's code: a lazy chunk, as only very long sidebars need it. */
let virtualModule: VirtualModule | undefined;
let virtualLoading: Promise<VirtualModule> | undefined;

function renderVirtual(data: SidebarData, rows: readonly NavRow[]): unknown {
  const row = (i: number): TemplateResult => {
    const r = rows[i]!;
    if (r.group !== undefined) return groupButton(data, r.group, r.open);
    return pageAnchor(data, data.pages.get(r.slug!)!, r.slug!);
  };
  const aria = (i: number) => {
    const r = rows[i]!;
    return { level: r.depth + 1, setsize: r.setsize, posinset: r.posinset, depth: r.depth };
  };
  const active = data.activeSlug === undefined ? -1 : rows.findIndex((r) => r.slug === data.activeSlug);
  const draw = (m: VirtualModule): TemplateResult =>
    html`<ul class="groups virtual" ${m.virtualRows({ count: rows.length, row, aria, active })}></ul>`;
  // Until the chunk arrives: the first rows, in a plain list. On the server (a built page) always, and the rows around
  // the page on show, so a reader without JavaScript sees its neighbours.
  const start = isServer && active > 20 ? active - 20 : 0;
  const first = rows.slice(start, start + 40).map((r, i) => {
    const a = aria(start + i);
    return html`<li aria-level=${a.level} aria-setsize=${r.setsize} aria-posinset=${r.posinset}>${row(start + i)}</li>`;
  });
  const plain = html`<ul class="groups">
    ${first}
  </ul>`;
  if (isServer) return plain;
  if (virtualModule !== undefined) return draw(virtualModule);
  virtualLoading ??= import('./sidebar-virtual.js').then((m) => (virtualModule = m));
  return until(
    virtualLoading.then((m) => draw(m)),
    plain,
  );
}

/**
 * The switchers (product, version, language, dropdown) and anchors of the active path, then the groups of the
 * division on show (the tabs themselves are a row under the top bar: site-topbar.ts); windowed past
 * VIRTUAL_THRESHOLD rows.
 */
export function renderSidebar(data: SidebarData): TemplateResult {
  const active = activeNavigation(data);
  const ctx = { active, href: data.href, icon: renderIcon };
  const rows = flattenRows(data, active.groups);
  if (rows.length > VIRTUAL_THRESHOLD)
    return html`${renderSwitchers(ctx)}${renderAnchors(ctx)}${renderVirtual(data, rows)}`;
  return html`${renderSwitchers(ctx)}${renderAnchors(ctx)}
    <ul class="groups">
      ${active.groups.map((group, g) => renderGroup(data, group, `${g}`, 0))}
    </ul>`;
}
