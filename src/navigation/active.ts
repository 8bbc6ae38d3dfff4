/**
 * The navigation as the frame shows it for one page: the divisions holding the page (its active path), the choices
 * each switcher, tab row or anchor list offers beside them, the sidebar's groups, and the global links. A choice
 * leads to the equivalent page when it is a version, language or product holding one (the same page, or the same
 * path under another leading folder: `v1/overview` ↔ `v2/overview`), else to its first page the reader may see.
 */
import type {
  ActiveNavigation,
  DivisionChoice,
  DivisionKind,
  DivisionLevel,
  DocsPage,
  NavDivision,
  NavGroup,
  NavItem,
  NavTree,
} from './types.js';

export interface ActiveInput {
  readonly tree: NavTree;
  readonly pages: ReadonlyMap<string, DocsPage>;
  /** The page on show (undefined on the home page before routing). */
  readonly activeSlug: string | undefined;
  /** Whether the reader may see a page; default every page. */
  readonly visible?: (slug: string) => boolean;
}

function slugsIn(items: readonly NavItem[]): string[] {
  return items.flatMap((item) =>
    item.type === 'page' ? [item.slug] : [...(item.root === undefined ? [] : [item.root]), ...slugsIn(item.items)],
  );
}

/** Every listed slug of a section (`NavTree.tabs[i]`), in order. */
export function sectionSlugs(tree: NavTree, section: number | undefined): readonly string[] {
  return section === undefined ? [] : (indexOf(tree).sections[section] ?? []);
}

/** Per tree (trees are immutable): each section's slugs, and the first division place listing each slug. */
interface TreeIndex {
  readonly sections: readonly (readonly string[])[];
  readonly place: ReadonlyMap<string, number>;
}
const indexes = new WeakMap<NavTree, TreeIndex>();

function indexOf(tree: NavTree): TreeIndex {
  let index = indexes.get(tree);
  if (index === undefined) {
    const sections = tree.tabs.map((tab) => slugsIn(tab.groups));
    const place = new Map<string, number>();
    sections.forEach((slugs, i) => {
      if (tree.tabs[i]!.path !== undefined) for (const slug of slugs) if (!place.has(slug)) place.set(slug, i);
    });
    index = { sections, place };
    indexes.set(tree, index);
  }
  return index;
}

/** Every listed slug under a division: its own section, then its divisions' (the default one first). */
export function divisionSlugs(tree: NavTree, division: NavDivision): string[] {
  if (division.href !== undefined) return [];
  const children = [...division.divisions].sort((a, b) => Number(b.isDefault ?? false) - Number(a.isDefault ?? false));
  return [...sectionSlugs(tree, division.section), ...children.flatMap((d) => divisionSlugs(tree, d))];
}

/** `https://…`, `mailto:…`, `//host`: a link that leaves the site. */
export function isExternalHref(href: string): boolean {
  return /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href);
}

/** The divisions at `path` (indexes from the top level down). */
function divisionsAt(tree: NavTree, path: readonly number[]): NavDivision[] {
  const out: NavDivision[] = [];
  let level = tree.divisions ?? [];
  for (const i of path) {
    const division = level[i];
    if (division === undefined) break;
    out.push(division);
    level = division.divisions;
  }
  return out;
}

/** The default path: at each level the `default` division, else the first that holds a page the reader may see. */
function defaultPath(tree: NavTree, visible: (slug: string) => boolean): NavDivision[] {
  const out: NavDivision[] = [];
  let level = tree.divisions ?? [];
  while (level.length > 0) {
    const usable = level.filter((d) => d.href === undefined && divisionSlugs(tree, d).some(visible));
    const pick = usable.find((d) => d.isDefault === true && d.hidden !== true) ?? usable.find((d) => d.hidden !== true);
    if (pick === undefined) break;
    out.push(pick);
    if (pick.section !== undefined && sectionSlugs(tree, pick.section).some(visible)) break;
    level = pick.divisions;
  }
  return out;
}

/** The divisions holding a page: the innermost place that lists it (the first such place). */
export function activePath(tree: NavTree, slug: string | undefined, visible: (s: string) => boolean): NavDivision[] {
  if (slug !== undefined) {
    const at = indexOf(tree).place.get(slug);
    const path = at === undefined ? undefined : tree.tabs[at]?.path;
    if (path !== undefined) return divisionsAt(tree, path);
  }
  return defaultPath(tree, visible);
}

/** A page's own identity (the first route of a page listed in several divisions) and its path under a first folder. */
function tail(slug: string): string {
  return slug.split('/').slice(1).join('/');
}

/** In `target`, the page equivalent to `current`: the same page, else the same path under another first folder. */
export function equivalentPage(
  input: ActiveInput,
  target: NavDivision,
  current: string | undefined,
): string | undefined {
  if (current === undefined) return undefined;
  const visible = input.visible ?? (() => true);
  const page = input.pages.get(current);
  const identity = page?.canonical ?? current;
  const candidates = divisionSlugs(input.tree, target).filter(visible);
  const same = candidates.find((s) => (input.pages.get(s)?.canonical ?? s) === identity);
  if (same !== undefined) return same;
  const rest = tail(identity);
  return candidates.find((s) => {
    const own = input.pages.get(s)?.canonical ?? s;
    return (rest !== '' && (tail(own) === rest || own === rest)) || tail(own) === identity;
  });
}

const SWITCHES_IN_PLACE: readonly DivisionKind[] = ['version', 'language', 'product'];

function choice(input: ActiveInput, division: NavDivision, active: boolean): DivisionChoice | undefined {
  const visible = input.visible ?? (() => true);
  const base = {
    kind: division.kind,
    title: division.title,
    ...(division.icon === undefined ? {} : { icon: division.icon }),
    ...(division.iconRef === undefined ? {} : { iconRef: division.iconRef }),
    ...(division.description === undefined ? {} : { description: division.description }),
    ...(division.language === undefined ? {} : { language: division.language }),
    ...(division.tag === undefined ? {} : { tag: division.tag }),
    ...(division.color === undefined ? {} : { color: division.color }),
    ...(division.align === undefined ? {} : { align: division.align }),
    active,
  };
  if (division.href !== undefined) {
    const external = isExternalHref(division.href);
    return {
      ...base,
      href: division.href,
      isExternal: external,
      ...(external ? {} : { slug: division.href.replace(/^\/+/, '') }),
    };
  }
  const equivalent =
    !active && SWITCHES_IN_PLACE.includes(division.kind)
      ? equivalentPage(input, division, input.activeSlug)
      : undefined;
  // A tab or anchor (and the division on show) opens its first page, as a link always does.
  const slug = equivalent ?? divisionSlugs(input.tree, division).find(visible);
  return slug === undefined ? undefined : { ...base, slug, isExternal: false };
}

function level(input: ActiveInput, siblings: readonly NavDivision[], active: NavDivision | undefined): DivisionLevel {
  const choices = siblings.flatMap((d) => {
    if (d.hidden === true && d !== active) return [];
    const made = choice(input, d, d === active);
    return made === undefined ? [] : [made];
  });
  return { kind: active?.kind ?? siblings[0]?.kind ?? 'tab', choices };
}

/** The untitled root groups, then the innermost active division's. */
function activeGroups(tree: NavTree, path: readonly NavDivision[]): NavGroup[] {
  const root = tree.tabs.filter((t) => t.path === undefined).flatMap((t) => t.groups);
  const holder = [...path].reverse().find((d) => d.section !== undefined);
  const own = holder === undefined ? [] : (tree.tabs[holder.section!]?.groups ?? []);
  return [...root, ...own];
}

/**
 * What the frame shows for the page on show. `levels` has one entry per division on `path`, plus one for the
 * divisions inside the last (none active) when it holds more.
 */
export function activeNavigation(input: ActiveInput): ActiveNavigation {
  const visible = input.visible ?? (() => true);
  const path = activePath(input.tree, input.activeSlug, visible);
  const levels: DivisionLevel[] = path.map((division, i) =>
    level(input, i === 0 ? (input.tree.divisions ?? []) : path[i - 1]!.divisions, division),
  );
  const last = path[path.length - 1];
  const below = last === undefined ? (path.length === 0 ? (input.tree.divisions ?? []) : []) : last.divisions;
  if (below.length > 0) levels.push(level(input, below, undefined));
  const global = (input.tree.global ?? []).flatMap((d) => choice(input, d, false) ?? []);
  return { path, levels, groups: activeGroups(input.tree, path), global };
}

/** The level offering divisions of `kind` (the tab row: `'tab'`), if the active path has one. */
export function levelOf(active: ActiveNavigation, kind: DivisionKind): DivisionLevel | undefined {
  return active.levels.find((l) => l.choices.some((c) => c.kind === kind));
}

/** The home page: the first page the reader may see on the default path (the default version, language, …). */
export function homePage(tree: NavTree, visible: (slug: string) => boolean): string | undefined {
  const groups = activeGroups(tree, defaultPath(tree, visible));
  return groups.flatMap((g) => slugsIn(g.items)).find(visible);
}
