/**
 * docs.json `navigation` → NavigationConfig, in every shape Mintlify documents: products, languages, versions,
 * dropdowns, tabs, anchors and tab menus nested in any order, groups and pages at any level, `global` links, `href`
 * divisions, and `openapi` / `asyncapi` on any node. Each diagnostic names its JSON pointer (and line and column
 * through the reader). A bad node is left out; the rest still renders.
 */
import { type ConfigReader, dottedPath, describeValue, isJsonObject } from './config-reader.js';
import type { JsonObject } from './config-reader.js';
import { DIVISION_LISTS } from './navigation-types.js';
import { readIcon } from './icon-ref.js';
import { referencePagePath } from './reference-pages.js';
import { readChrome } from './parse-chrome.js';
import type {
  DivisionColor,
  DivisionConfig,
  DivisionKind,
  GlobalNavConfig,
  GroupConfig,
  NavigationConfig,
  NavLevelConfig,
  NodeFields,
  PageEntry,
  ReferenceSource,
} from './navigation-types.js';
import { readSafeUrl } from './read-values.js';
import { readSpecSources } from './spec-sources.js';
import { recordIndexes, recordPointer, sourceIndex } from './source-pointers.js';

type ListKey = keyof typeof DIVISION_LISTS;
const LIST_KEYS: readonly ListKey[] = ['products', 'languages', 'versions', 'dropdowns', 'tabs', 'anchors', 'menu'];
const LEVEL_FIELDS = [
  ...LIST_KEYS.filter((k) => k !== 'menu'),
  'groups',
  'pages',
  'openapi',
  'asyncapi',
  'arazzo',
] as const;
/** What every navigation node may carry besides its content (Mintlify 2026). */
const NODE_COMMON = [
  'icon',
  'iconType',
  'hidden',
  'public',
  'tag',
  'expanded',
  'searchable',
  'directory',
  'align',
] as const;
const DIVISION_COMMON = [...LEVEL_FIELDS, ...NODE_COMMON, 'href', 'global'] as const;

/** The fields each navigation object may have (the JSON Schema test checks the schema lists the same). */
export const NAV_FIELDS = {
  navigation: [...LEVEL_FIELDS, 'global', 'directory'],
  global: ['languages', 'versions', 'tabs', 'anchors', 'dropdowns', 'products'],
  tab: ['tab', ...DIVISION_COMMON, 'menu', 'url', 'graphql', 'sdk'],
  anchor: ['anchor', ...DIVISION_COMMON, 'color'],
  dropdown: ['dropdown', ...DIVISION_COMMON, 'color', 'description'],
  product: ['product', ...DIVISION_COMMON, 'name', 'color', 'description', 'menu'],
  version: ['version', ...DIVISION_COMMON, 'default'],
  language: ['language', ...DIVISION_COMMON, 'default', 'banner', 'footer', 'navbar'],
  item: ['item', ...DIVISION_COMMON, 'description'],
  group: ['group', 'pages', 'openapi', 'asyncapi', 'arazzo', ...NODE_COMMON, 'root', 'collapsed', 'boost', 'sdk'],
  specSource: ['source', 'directory'],
  color: ['light', 'dark'],
} as const;

/** Fields Mintlify documents that change nothing here, with why (an `info`, not an unknown-field warning). */
const NOT_HONOURED: Readonly<Record<string, string>> = {
  url: 'pages are routed by their own paths (a mint.json habit)',
  global: 'links of a section are shown only at the top level (`navigation.global`)',
};

/** Mintlify's language codes; another code is kept, with a warning. */
export const LANGUAGE_CODES = [
  'en',
  'cn',
  'zh',
  'zh-Hans',
  'zh-Hant',
  'es',
  'fr',
  'fr-CA',
  'ja',
  'jp',
  'ja-jp',
  'pt',
  'pt-BR',
  'de',
  'ko',
  'it',
  'ru',
  'ro',
  'cs',
  'id',
  'ar',
  'tr',
  'hi',
  'sv',
  'no',
  'lv',
  'nl',
  'uk',
  'vi',
  'pl',
  'uz',
  'he',
  'ca',
  'fi',
  'hu',
] as const;

/** Where each of a level's `items` is written (`/navigation/tabs/0/pages/2`). */
const itemPointers = new WeakMap<readonly PageEntry[], readonly string[]>();

/** The JSON pointer of a level's item, when the level was read from text. */
export function itemPointer(items: readonly PageEntry[], index: number): string | undefined {
  return itemPointers.get(items)?.[index];
}

export const emptyNavigation: NavigationConfig = { divisions: [], items: [], global: { divisions: [] } };

/** Reads docs.json's `navigation` value (`undefined` when the file has none). */
export function readNavigation(r: ConfigReader, value: unknown): NavigationConfig {
  const nav = r.object(value, '/navigation');
  if (nav === undefined) {
    if (value === undefined)
      r.report('warning', 'config/required', '', 'docs.json has no `navigation`; the site has no pages.');
    return emptyNavigation;
  }
  r.unknownFields(nav, '/navigation', NAV_FIELDS.navigation);
  const level = readLevel(r, nav, '/navigation');
  const global = readGlobal(r, nav['global'], '/navigation/global');
  const directory = r.oneOf(nav['directory'], '/navigation/directory', DIRECTORY_LAYOUTS);
  if (level.divisions.length === 0 && level.items.length === 0 && !hasContent(nav)) {
    r.report(
      'warning',
      'config/required',
      '/navigation',
      '`navigation` has no `tabs`, `groups`, `pages` or other sections; the site has no pages.',
    );
  }
  return { ...level, global, ...(directory === undefined ? {} : { directory }) };
}

function hasContent(object: JsonObject): boolean {
  return [...LIST_KEYS, 'groups', 'pages'].some((key) => object[key] !== undefined);
}

function readGlobal(r: ConfigReader, value: unknown, pointer: string): GlobalNavConfig {
  const global = r.object(value, pointer);
  if (global === undefined) return { divisions: [] };
  r.unknownFields(global, pointer, NAV_FIELDS.global);
  const divisions = NAV_FIELDS.global.flatMap((key) =>
    readList(r, global[key], `${pointer}/${key}`, (rr, item, at) =>
      readDivision(rr, item, at, DIVISION_LISTS[key], true),
    ),
  );
  for (const division of divisions) {
    if (division.href === undefined)
      r.report(
        'warning',
        'config/required',
        pointerOfDivision(division, pointer),
        `A global ${division.kind} ("${division.title}") shows on every page as a link, so it needs \`href\`; it is left out.`,
      );
  }
  return { divisions: divisions.filter((d) => d.href !== undefined) };
}

const divisionPointers = new WeakMap<DivisionConfig, string>();
function pointerOfDivision(division: DivisionConfig, fallback: string): string {
  return divisionPointers.get(division) ?? fallback;
}

/** Mintlify drops a section's content when any of it is wrong, and publishes the rest: so a fault there is a warning. */
const CONTENT_DROPPED =
  "(Mintlify leaves out this section's pages when any of them is wrong; here only the bad entry is left out.)";

/**
 * What any level holds: its division lists, `groups`, `pages`, `openapi`, `asyncapi`. Inside a division (`nested`),
 * faults in the lists are warnings, as Mintlify publishes such a division without its content.
 */
function readLevel(r: ConfigReader, object: JsonObject, pointer: string, nested = false): NavLevelConfig {
  const { divisions, items } = nested
    ? r.lenient(() => readLists(r, object, pointer), CONTENT_DROPPED)
    : readLists(r, object, pointer);
  return { divisions, items, ...readNodeSpecs(r, object, pointer) };
}

/** A node's `openapi`, `asyncapi` and `arazzo` files. */
function readNodeSpecs(
  r: ConfigReader,
  object: JsonObject,
  pointer: string,
): Pick<NavLevelConfig, 'openapi' | 'asyncapi' | 'arazzo'> {
  const openapi = readSpecSources(r, object['openapi'], `${pointer}/openapi`);
  const asyncapi = readSpecSources(r, object['asyncapi'], `${pointer}/asyncapi`);
  const arazzo = readSpecSources(r, object['arazzo'], `${pointer}/arazzo`);
  return {
    ...(openapi === undefined ? {} : { openapi }),
    ...(asyncapi === undefined ? {} : { asyncapi }),
    ...(arazzo === undefined ? {} : { arazzo }),
  };
}

function readLists(r: ConfigReader, object: JsonObject, pointer: string): Pick<NavLevelConfig, 'divisions' | 'items'> {
  const divisions: DivisionConfig[] = [];
  for (const key of LIST_KEYS) {
    if (object[key] === undefined) continue;
    const kind = DIVISION_LISTS[key];
    divisions.push(
      ...readList(r, object[key], `${pointer}/${key}`, (rr, item, at) => readDivision(rr, item, at, kind)),
    );
  }
  const groups = readList(r, object['groups'], `${pointer}/groups`, readGroup);
  const pages = readList(r, object['pages'], `${pointer}/pages`, readPageEntry);
  const items: PageEntry[] = [...groups, ...pages];
  itemPointers.set(items, [
    ...groups.map((_, i) => `${pointer}/groups/${sourceIndex(groups, i)}`),
    ...pages.map((_, i) => `${pointer}/pages/${sourceIndex(pages, i)}`),
  ]);
  return { divisions, items };
}

function readDivision(
  r: ConfigReader,
  value: unknown,
  pointer: string,
  kind: DivisionKind,
  inGlobal = false,
): DivisionConfig | undefined {
  const object = r.object(value, pointer);
  if (object === undefined) return undefined;
  r.unknownFields(object, pointer, NAV_FIELDS[kind]);
  notHonoured(r, object, pointer);
  r.required(object, kind, pointer, kind === 'language' ? 'its language code' : 'its title');
  const title = r.nonEmpty(object[kind], `${pointer}/${kind}`);
  if (kind === 'language' && title !== undefined && !(LANGUAGE_CODES as readonly string[]).includes(title))
    r.report(
      'warning',
      'config/enum',
      `${pointer}/language`,
      `\`${dottedPath(`${pointer}/language`)}\` is not one of Mintlify's language codes (${LANGUAGE_CODES.join(', ')}); got ${describeValue(title)}.`,
    );
  // Mintlify reads a division with `href` as a link and ignores what it lists, so that content is not checked.
  const linkOnly = typeof object['href'] === 'string';
  const level = linkOnly ? linkLevel(r, object, pointer) : readLevel(r, object, pointer, true);
  const href = readSafeUrl(r, object['href'], `${pointer}/href`);
  const extras = readDivisionExtras(r, object, pointer, kind);
  if (href !== undefined && linkOnly && hasContent(object))
    r.report(
      'warning',
      'config/href-and-pages',
      `${pointer}/href`,
      `\`${dottedPath(pointer)}\` has both \`href\` and pages: it is shown as a link to ${href}, and what it lists is not offered in the navigation.`,
    );
  // A global link without `href` is reported by readGlobal; a division without its title already has an error.
  const empty = object['href'] === undefined && !hasContent(object) && level.openapi === undefined;
  if (empty && level.asyncapi === undefined && title !== undefined && !inGlobal && extras.reference === undefined)
    r.report(
      'warning',
      'config/required',
      pointer,
      `\`${dottedPath(pointer)}\` has no \`href\`, \`groups\`, \`pages\` or sections inside it; it is empty.`,
    );
  if (title === undefined) return undefined;
  const division: DivisionConfig = {
    kind,
    title,
    ...withReferencePage(level, extras.reference, title, pointer),
    ...(href === undefined ? {} : { href }),
    ...extras,
  };
  recordPointer(division, pointer);
  divisionPointers.set(division, pointer);
  return division;
}

/** A `graphql` / `sdk` tab with nothing else in it lists the page saying that reference is not rendered here. */
function withReferencePage(
  level: NavLevelConfig,
  reference: ReferenceSource | undefined,
  title: string,
  pointer: string,
): NavLevelConfig {
  if (reference === undefined || level.divisions.length > 0 || level.items.length > 0) return level;
  const items = [referencePagePath(reference, title)];
  itemPointers.set(items, [`${pointer}/${reference.kind}`]);
  return { ...level, items };
}

type DivisionExtras = Omit<DivisionConfig, keyof NavLevelConfig | 'kind' | 'title' | 'href'>;

/** A link division's level: only the specs it names (Mintlify keeps those beside `href`). */
function linkLevel(r: ConfigReader, object: JsonObject, pointer: string): NavLevelConfig {
  return { divisions: [], items: [], ...readNodeSpecs(r, object, pointer) };
}

function readDivisionExtras(r: ConfigReader, object: JsonObject, pointer: string, kind: DivisionKind): DivisionExtras {
  const description = r.string(object['description'], `${pointer}/description`);
  const isDefault = r.boolean(object['default'], `${pointer}/default`);
  const color = readColor(r, object['color'], `${pointer}/color`);
  if (object['global'] !== undefined) readGlobal(r, object['global'], `${pointer}/global`);
  const reference = readReference(r, object, pointer);
  const chrome = kind === 'language' ? readChrome(r, object, pointer) : undefined;
  return {
    ...readNodeFields(r, object, pointer),
    ...(description === undefined ? {} : { description }),
    ...(isDefault === undefined ? {} : { default: isDefault }),
    ...(color === undefined ? {} : { color }),
    ...(reference === undefined ? {} : { reference }),
    ...(chrome === undefined || Object.keys(chrome).length === 0 ? {} : { chrome }),
  };
}

const DIRECTORY_LAYOUTS = ['none', 'accordion', 'card'] as const;

/** The fields every node shares (NodeFields): icon, tag, hidden, public, expanded, searchable, directory, align. */
function readNodeFields(r: ConfigReader, object: JsonObject, pointer: string): NodeFields {
  const at = (key: string): string => `${pointer}/${key}`;
  const flags = (['hidden', 'public', 'expanded', 'searchable'] as const).flatMap((key) => {
    const value = r.boolean(object[key], at(key));
    return value === undefined ? [] : [[key, value] as const];
  });
  const tag = typeof object['tag'] === 'string' && object['tag'].trim() === '' ? undefined : object['tag'];
  const text = r.string(tag, at('tag'));
  const directory = r.oneOf(object['directory'], at('directory'), DIRECTORY_LAYOUTS);
  const align = r.oneOf(object['align'], at('align'), ['start', 'end'] as const);
  return {
    ...readIcon(r, object['icon'], at('icon'), object['iconType']),
    ...Object.fromEntries(flags),
    ...(text === undefined ? {} : { tag: text }),
    ...(directory === undefined ? {} : { directory }),
    ...(align === undefined ? {} : { align }),
  };
}

/** `graphql` (a path, a URL or `{ source, directory }`) or `sdk` (`{ format, source, directory }`) on a tab or group. */
function readReference(r: ConfigReader, object: JsonObject, pointer: string): ReferenceSource | undefined {
  for (const kind of ['graphql', 'sdk'] as const) {
    const value = object[kind];
    if (value === undefined) continue;
    const at = `${pointer}/${kind}`;
    if (typeof value === 'string' && kind === 'graphql') {
      const source = r.string(value, at);
      return source === undefined ? undefined : { kind, source };
    }
    const obj = r.object(value, at);
    if (obj === undefined) return undefined;
    r.unknownFields(obj, at, kind === 'sdk' ? ['format', 'source', 'directory'] : ['source', 'directory']);
    r.required(obj, 'source', at, 'the schema or artifact path or URL');
    if (kind === 'sdk') r.required(obj, 'format', at, 'the generator that produced the artifact');
    const source = r.string(obj['source'], `${at}/source`);
    const format = kind === 'sdk' ? r.string(obj['format'], `${at}/format`) : undefined;
    const directory = r.string(obj['directory'], `${at}/directory`);
    if (source === undefined) return undefined;
    return {
      kind,
      source,
      ...(format === undefined ? {} : { format }),
      ...(directory === undefined ? {} : { directory }),
    };
  }
  return undefined;
}

function readColor(r: ConfigReader, value: unknown, pointer: string): DivisionColor | undefined {
  const object = r.object(value, pointer);
  if (object === undefined) return undefined;
  r.unknownFields(object, pointer, NAV_FIELDS.color);
  const out: { light?: string; dark?: string } = {};
  for (const key of NAV_FIELDS.color) {
    const color = r.string(object[key], `${pointer}/${key}`);
    if (color === undefined) continue;
    if (/^(#[0-9a-fA-F]{3,8}|[a-zA-Z]+|(rgb|rgba|hsl|hsla)\([0-9.,%\s/]*\))$/.test(color)) out[key] = color;
    else
      r.report(
        'error',
        'config/color',
        `${pointer}/${key}`,
        `\`${dottedPath(`${pointer}/${key}`)}\` must be a CSS colour such as "#0d9373"; got ${describeValue(color)}.`,
      );
  }
  return out;
}

function notHonoured(r: ConfigReader, object: JsonObject, pointer: string): void {
  for (const [key, why] of Object.entries(NOT_HONOURED)) {
    if (object[key] === undefined) continue;
    const at = `${pointer}/${key}`;
    r.report('info', 'config/not-supported', at, `\`${dottedPath(at)}\` has no effect here: ${why}.`);
  }
}

/** Reads each item of a list, keeping the good ones and recording where each came from. */
function readList<T>(
  r: ConfigReader,
  value: unknown,
  pointer: string,
  readItem: (r: ConfigReader, item: unknown, pointer: string) => T | undefined,
): T[] {
  const list = r.list(value, pointer);
  const out: T[] = [];
  const indexes: number[] = [];
  list?.forEach((item, i) => {
    const read = readItem(r, item, `${pointer}/${i}`);
    if (read === undefined) return;
    out.push(read);
    indexes.push(i);
  });
  recordIndexes(out, indexes);
  return out;
}

function readGroup(r: ConfigReader, value: unknown, pointer: string): GroupConfig | undefined {
  const group = r.object(value, pointer);
  if (group === undefined) return undefined;
  r.unknownFields(group, pointer, NAV_FIELDS.group);
  notHonoured(r, group, pointer);
  r.required(group, 'group', pointer, 'its title');
  // An empty title is a group shown without a heading (real projects write `"group": ""`).
  const title = group['group'] === '' ? '' : r.nonEmpty(group['group'], `${pointer}/group`);
  // Mintlify ignores a group's `openapi` / `asyncapi` that it cannot read, so the fault is a warning.
  const { openapi, asyncapi, arazzo } = r.lenient(
    () => readNodeSpecs(r, group, pointer),
    '(Mintlify ignores it, and so does this site.)',
  );
  const root = r.string(group['root'], `${pointer}/root`);
  const boost = readBoost(r, group['boost'], `${pointer}/boost`);
  const collapsed = r.boolean(group['collapsed'], `${pointer}/collapsed`);
  const reference = readReference(r, group, pointer);
  const pages =
    group['pages'] === undefined ? undefined : readList(r, group['pages'], `${pointer}/pages`, readPageEntry);
  if (title === undefined) return undefined;
  const shown =
    reference !== undefined && (pages === undefined || pages.length === 0)
      ? [referencePagePath(reference, title)]
      : pages;
  const read: GroupConfig = {
    group: title,
    ...(shown === undefined ? {} : { pages: shown }),
    ...(openapi === undefined ? {} : { openapi }),
    ...(asyncapi === undefined ? {} : { asyncapi }),
    ...(arazzo === undefined ? {} : { arazzo }),
    ...readNodeFields(r, group, pointer),
    ...(root === undefined ? {} : { root }),
    ...(collapsed === undefined ? {} : { collapsed }),
    ...(boost === undefined ? {} : { boost }),
    ...(reference === undefined ? {} : { reference }),
  };
  recordPointer(read, pointer);
  return read;
}

/** A group's `boost`: a search ranking multiplier; Mintlify's schema takes any number, only a positive one ranks. */
function readBoost(r: ConfigReader, value: unknown, pointer: string): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    r.report('error', 'config/type', pointer, `\`${dottedPath(pointer)}\` must be a number.`);
    return undefined;
  }
  if (value > 0) return value;
  r.report(
    'warning',
    'config/range',
    pointer,
    `\`${dottedPath(pointer)}\` must be above 0 to rank pages; it is left out.`,
  );
  return undefined;
}

function readPageEntry(r: ConfigReader, value: unknown, pointer: string): PageEntry | undefined {
  if (typeof value === 'string') {
    const entry = value.trim();
    if (entry === '') r.report('error', 'config/type', pointer, `\`${dottedPath(pointer)}\` is an empty page entry.`);
    return entry === '' ? undefined : entry;
  }
  if (isJsonObject(value)) return readGroup(r, value, pointer);
  r.report(
    'error',
    'config/type',
    pointer,
    `\`${dottedPath(pointer)}\` must be a page path, "METHOD /path", "<spec> METHOD /path", "webhook <name>" or a group object; got ${value === null ? 'null' : Array.isArray(value) ? 'a list' : typeof value}.`,
  );
  return undefined;
}
