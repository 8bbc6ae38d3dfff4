/**
 * The divisions of docs.json `navigation` (products, languages, versions, dropdowns, tabs, anchors, tab menus, nested
 * in any order) → the tree of `NavDivision`s, each place's groups collected as a `NavTab` (a sidebar's content).
 * `openapi` / `asyncapi` on any node are inherited by what it holds; a node with one and nothing listed gets a page
 * per operation and channel. Pages themselves are built by the page builder passed in.
 */
import type {
  DirectoryLayout,
  DivisionConfig,
  NavigationConfig,
  NavLevelConfig,
  NodeFields,
} from '../config/docs-config-types.js';
import { pointerOf } from '../config/source-pointers.js';
import { slugify } from './slugs.js';
import type { NavDivision, NavGroup, NavTab, NavTree } from './types.js';
import type { PageEntry, SpecSource } from '../config/docs-config-types.js';

export interface PlaceScope {
  readonly openapi: readonly SpecSource[];
  readonly asyncapi: readonly SpecSource[];
  readonly breadcrumbs: readonly string[];
  /** Under a node with `searchable: false`: its pages are kept out of the search index. */
  readonly unsearchable?: true;
  /** The nearest node's `directory` (Mintlify: inherited, overridden by any node below). */
  readonly directory?: DirectoryLayout;
  /** The nearest group's `boost`. */
  readonly boost?: number;
  /** Under a node with `public: true`. */
  readonly public?: true;
}

/** What a node passes down of its own fields besides specs and breadcrumbs: `searchable`, `directory`, `public`. */
export function innerScope<S extends PlaceScope>(
  node: NodeFields,
  scope: S,
): Pick<PlaceScope, 'unsearchable' | 'directory' | 'public'> {
  const directory = node.directory ?? scope.directory;
  return {
    ...(node.searchable === false || scope.unsearchable ? { unsearchable: true as const } : {}),
    ...(directory === undefined ? {} : { directory }),
    ...((node.public ?? scope.public === true) ? { public: true as const } : {}),
  };
}

/** What the tree needs of the page builder. */
export interface PlaceBuilder {
  /** Starts a place: the root's own groups (`slugs` undefined) or a division's, at its path of division slugs. */
  enterPlace(pointer: string, slugs: readonly string[] | undefined): void;
  items(items: readonly PageEntry[], pointer: string, scope: PlaceScope): NavGroup[];
  generatedGroups(pointer: string, title: string, scope: PlaceScope): NavGroup[];
}

/** Languages by Mintlify's codes, named in their own language (a fixed table: the browser and Node agree). */
const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  en: 'English',
  cn: '简体中文',
  zh: '简体中文',
  'zh-hans': '简体中文',
  'zh-hant': '繁體中文',
  es: 'Español',
  fr: 'Français',
  'fr-ca': 'Français (Canada)',
  ja: '日本語',
  jp: '日本語',
  'ja-jp': '日本語',
  pt: 'Português',
  'pt-br': 'Português (Brasil)',
  de: 'Deutsch',
  ko: '한국어',
  it: 'Italiano',
  ru: 'Русский',
  ro: 'Română',
  cs: 'Čeština',
  id: 'Bahasa Indonesia',
  ar: 'العربية',
  tr: 'Türkçe',
  hi: 'हिन्दी',
  sv: 'Svenska',
  no: 'Norsk',
  lv: 'Latviešu',
  nl: 'Nederlands',
  uk: 'Українська',
  vi: 'Tiếng Việt',
  pl: 'Polski',
  uz: 'Oʻzbekcha',
  he: 'עברית',
  ca: 'Català',
  fi: 'Suomi',
  hu: 'Magyar',
};

/** `fr` → `Français`; an unknown code stays as written. */
export function languageName(code: string): string {
  return LANGUAGE_NAMES[code.toLowerCase()] ?? code;
}

/** Mintlify's codes that are not BCP 47 language tags, as the tags they mean (for `Intl` and `lang`). */
const LANGUAGE_TAGS: Readonly<Record<string, string>> = { cn: 'zh-Hans', jp: 'ja', 'ja-jp': 'ja-JP' };

/** A Mintlify language code → a BCP 47 tag (`cn` → `zh-Hans`); any other code stays as written. */
export function languageTag(code: string): string {
  return LANGUAGE_TAGS[code.toLowerCase()] ?? code;
}

/** The list key a division kind is written under, for pointers of configs built in code. */
const LIST_OF: Readonly<Record<DivisionConfig['kind'], string>> = {
  product: 'products',
  language: 'languages',
  version: 'versions',
  dropdown: 'dropdowns',
  tab: 'tabs',
  anchor: 'anchors',
  item: 'menu',
};

function placeGroups(
  b: PlaceBuilder,
  level: NavLevelConfig,
  pointer: string,
  slugs: readonly string[] | undefined,
  scope: PlaceScope,
  title: string,
): NavGroup[] {
  b.enterPlace(pointer, slugs);
  if (level.items.length > 0) return b.items(level.items, pointer, scope);
  const ownSpecs = level.openapi !== undefined || level.asyncapi !== undefined;
  if (level.divisions.length === 0 && ownSpecs) return b.generatedGroups(pointer, title, scope);
  return [];
}

interface Walk {
  readonly b: PlaceBuilder;
  readonly tabs: NavTab[];
}

function buildDivisions(
  walk: Walk,
  list: readonly DivisionConfig[],
  parent: { readonly pointer: string; readonly path: readonly number[]; readonly slugs: readonly string[] },
  scope: PlaceScope,
): NavDivision[] {
  const used = new Set<string>();
  const counts = new Map<string, number>();
  return list.map((d, i) => {
    const n = counts.get(d.kind) ?? 0;
    counts.set(d.kind, n + 1);
    const pointer = pointerOf(d) ?? `${parent.pointer}/${LIST_OF[d.kind]}/${n}`;
    const title = d.kind === 'language' ? languageName(d.title) : d.title;
    const wanted = (d.kind === 'language' ? d.title.toLowerCase() : slugify(d.title)) || d.kind;
    let slug = wanted;
    for (let k = 2; used.has(slug); k++) slug = `${wanted}-${k}`;
    used.add(slug);
    const path = [...parent.path, i];
    const slugs = [...parent.slugs, slug];
    const inner: PlaceScope = {
      openapi: d.openapi ?? scope.openapi,
      asyncapi: d.asyncapi ?? scope.asyncapi,
      breadcrumbs: [...scope.breadcrumbs, title],
      ...(scope.boost === undefined ? {} : { boost: scope.boost }),
      ...innerScope(d, scope),
    };
    let section: number | undefined;
    let divisions: NavDivision[] = [];
    if (d.href === undefined) {
      const groups = placeGroups(walk.b, d, pointer, slugs, inner, title);
      // Titled with the whole path (`v2 › Guides`), so a list of every place (llms.txt, the no-script links) tells them apart.
      const placeTitle = [...inner.breadcrumbs].join(' › ');
      if (groups.length > 0) section = walk.tabs.push({ title: placeTitle, pointer, groups, path }) - 1;
      divisions = buildDivisions(walk, d.divisions, { pointer, path, slugs }, inner);
    }
    return divisionRecord(d, { title, slug, pointer, divisions, section });
  });
}

function divisionRecord(
  d: DivisionConfig,
  built: Pick<NavDivision, 'title' | 'slug' | 'pointer' | 'divisions' | 'section'>,
): NavDivision {
  return {
    kind: d.kind,
    title: built.title,
    slug: built.slug,
    pointer: built.pointer,
    ...(d.icon === undefined ? {} : { icon: d.icon }),
    ...(d.iconRef === undefined ? {} : { iconRef: d.iconRef }),
    ...(d.description === undefined ? {} : { description: d.description }),
    ...(d.href === undefined ? {} : { href: d.href }),
    ...(d.kind === 'language' ? { language: d.title } : {}),
    ...(d.default === true ? { isDefault: true as const } : {}),
    ...(d.tag === undefined ? {} : { tag: d.tag }),
    ...(d.color === undefined ? {} : { color: d.color }),
    ...(d.hidden === true ? { hidden: true as const } : {}),
    ...(d.chrome === undefined ? {} : { chrome: d.chrome }),
    ...(d.align === 'end' ? { align: 'end' as const } : {}),
    divisions: built.divisions,
    ...(built.section === undefined ? {} : { section: built.section }),
  };
}

/** The whole tree: the root's own groups (shown beside every division), the divisions, the global links. */
export function buildTree(b: PlaceBuilder, nav: NavigationConfig): NavTree {
  const tabs: NavTab[] = [];
  const scope: PlaceScope = {
    openapi: nav.openapi ?? [],
    asyncapi: nav.asyncapi ?? [],
    breadcrumbs: [],
    ...(nav.directory === undefined ? {} : { directory: nav.directory }),
  };
  const rootGroups = placeGroups(b, nav, '/navigation', undefined, scope, '');
  if (rootGroups.length > 0) tabs.push({ pointer: '/navigation', groups: rootGroups });
  const divisions = buildDivisions({ b, tabs }, nav.divisions, { pointer: '/navigation', path: [], slugs: [] }, scope);
  const global = nav.global.divisions.map((d, i) =>
    divisionRecord(d, {
      title: d.kind === 'language' ? languageName(d.title) : d.title,
      slug: slugify(d.title) || d.kind,
      pointer: pointerOf(d) ?? `/navigation/global/${LIST_OF[d.kind]}/${i}`,
      divisions: [],
    }),
  );
  return {
    tabs,
    ...(divisions.length === 0 ? {} : { divisions }),
    ...(global.length === 0 ? {} : { global }),
  };
}
