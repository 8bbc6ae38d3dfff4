/**
 * docs.json `navigation` → NavigationConfig, in every shape Mintlify documents: products, languages, versions,
 * dropdowns, tabs, anchors and tab menus nested in any order, groups and pages at any level, `global` links, `href`
 * divisions, and `openapi` / `asyncapi` on any node. Each diagnostic names its JSON pointer (and line and column
 * through the reader). A bad node is left out; the rest still renders.
 */
import { type ConfigReader, dottedPath, describeValue, isJsonObject } from './config-reader.js';
import type { JsonObject } from './config-reader.js';
import { DIVISION_LISTS } from './navigation-types.js';
import type {
  DivisionColor,
  DivisionConfig,
  DivisionKind,
  GlobalNavConfig,
  GroupConfig,
  NavigationConfig,
  NavLevelConfig,
  PageEntry,
} from './navigation-types.js';
import { isSafeUrl } from '../markdown/urls.js';
import { readSpecSources } from './spec-sources.js';
import { recordIndexes, recordPointer, sourceIndex } from './source-pointers.js';

type ListKey = keyof typeof DIVISION_LISTS;
const LIST_KEYS: readonly ListKey[] = ['products', 'languages', 'versions', 'dropdowns', 'tabs', 'anchors', 'menu'];
const LEVEL_FIELDS = [...LIST_KEYS.filter((k) => k !== 'menu'), 'groups', 'pages', 'openapi', 'asyncapi'] as const;
const DIVISION_COMMON = [...LEVEL_FIELDS, 'icon', 'iconType', 'hidden', 'href'] as const;

/** The fields each navigation object may have (the JSON Schema test checks the schema lists the same). */
export const NAV_FIELDS = {
  navigation: [...LEVEL_FIELDS, 'global'],
  global: ['languages', 'versions', 'tabs', 'anchors', 'dropdowns'],
  tab: ['tab', ...DIVISION_COMMON, 'menu', 'align', 'url'],
  anchor: ['anchor', ...DIVISION_COMMON, 'color'],
  dropdown: ['dropdown', ...DIVISION_COMMON, 'color', 'description'],
  product: ['product', ...DIVISION_COMMON, 'description'],
  version: ['version', ...DIVISION_COMMON, 'default', 'tag'],
  language: ['language', ...DIVISION_COMMON, 'default', 'global', 'banner', 'footer', 'navbar'],
  item: ['item', ...DIVISION_COMMON, 'description'],
  group: [
    'group',
    'pages',
    'openapi',
    'asyncapi',
    'icon',
    'iconType',
    'tag',
    'expanded',
    'root',
    'hidden',
    'collapsed',
    'directory',
    'boost',
  ],
  specSource: ['source', 'directory'],
  color: ['light', 'dark'],
} as const;

/** Fields Mintlify documents that change nothing here, with why (an `info`, not an unknown-field warning). */
const NOT_HONOURED: Readonly<Record<string, string>> = {
  iconType: 'icons are drawn in one style',
  align: 'tabs are laid out in one row from the start',
  url: 'pages are routed by their own paths (a mint.json habit)',
  directory: 'a group root page does not list its child pages',
  boost: 'search ranks every page alike',
  banner: 'the site shows one banner for every language',
  footer: 'the site shows one footer for every language',
  navbar: 'the site shows one top bar for every language',
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
  if (level.divisions.length === 0 && level.items.length === 0 && !hasContent(nav)) {
    r.report(
      'warning',
      'config/required',
      '/navigation',
      '`navigation` has no `tabs`, `groups`, `pages` or other sections; the site has no pages.',
    );
  }
  return { ...level, global };
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

/** What any level holds: its division lists, `groups`, `pages`, `openapi`, `asyncapi`. */
function readLevel(r: ConfigReader, object: JsonObject, pointer: string): NavLevelConfig {
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
  const openapi = readSpecSources(r, object['openapi'], `${pointer}/openapi`);
  const asyncapi = readSpecSources(r, object['asyncapi'], `${pointer}/asyncapi`);
  const level: NavLevelConfig = {
    divisions,
    items,
    ...(openapi === undefined ? {} : { openapi }),
    ...(asyncapi === undefined ? {} : { asyncapi }),
  };
  return level;
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
  const title = r.string(object[kind], `${pointer}/${kind}`);
  if (kind === 'language' && title !== undefined && !(LANGUAGE_CODES as readonly string[]).includes(title))
    r.report(
      'warning',
      'config/enum',
      `${pointer}/language`,
      `\`${dottedPath(`${pointer}/language`)}\` is not one of Mintlify's language codes (${LANGUAGE_CODES.join(', ')}); got ${describeValue(title)}.`,
    );
  const level = readLevel(r, object, pointer);
  const href = readHref(r, object['href'], `${pointer}/href`);
  const extras = readDivisionExtras(r, object, pointer);
  if (href !== undefined && (level.divisions.length > 0 || level.items.length > 0))
    r.report(
      'warning',
      'config/href-and-pages',
      `${pointer}/href`,
      `\`${dottedPath(pointer)}\` has both \`href\` and pages: it is shown as a link to ${href}, and what it lists is not offered in the navigation.`,
    );
  // A global link without `href` is reported by readGlobal; a division without its title already has an error.
  const empty = object['href'] === undefined && !hasContent(object) && level.openapi === undefined;
  if (empty && level.asyncapi === undefined && title !== undefined && !inGlobal)
    r.report(
      'warning',
      'config/required',
      pointer,
      `\`${dottedPath(pointer)}\` has no \`href\`, \`groups\`, \`pages\` or sections inside it; it is empty.`,
    );
  if (title === undefined) return undefined;
  const division: DivisionConfig = { kind, title, ...level, ...(href === undefined ? {} : { href }), ...extras };
  recordPointer(division, pointer);
  divisionPointers.set(division, pointer);
  return division;
}

type DivisionExtras = Pick<DivisionConfig, 'icon' | 'description' | 'hidden' | 'default' | 'tag' | 'color'>;

function readDivisionExtras(r: ConfigReader, object: JsonObject, pointer: string): DivisionExtras {
  const icon = r.string(object['icon'], `${pointer}/icon`);
  const description = r.string(object['description'], `${pointer}/description`);
  const hidden = r.boolean(object['hidden'], `${pointer}/hidden`);
  const isDefault = r.boolean(object['default'], `${pointer}/default`);
  const tag = r.string(object['tag'], `${pointer}/tag`);
  const color = readColor(r, object['color'], `${pointer}/color`);
  return {
    ...(icon === undefined ? {} : { icon }),
    ...(description === undefined ? {} : { description }),
    ...(hidden === undefined ? {} : { hidden }),
    ...(isDefault === undefined ? {} : { default: isDefault }),
    ...(tag === undefined ? {} : { tag }),
    ...(color === undefined ? {} : { color }),
  };
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
    const visible = key === 'banner' || key === 'footer' || key === 'navbar';
    r.report(
      visible ? 'warning' : 'info',
      'config/not-supported',
      at,
      `\`${dottedPath(at)}\` has no effect here: ${why}.`,
    );
  }
}

/** A link of a division: an http(s) URL or a path on the site; never `javascript:` or `data:`. */
function readHref(r: ConfigReader, value: unknown, pointer: string): string | undefined {
  const href = r.string(value, pointer);
  if (href === undefined || isSafeUrl(href)) return href;
  r.report(
    'error',
    'config/url',
    pointer,
    `\`${dottedPath(pointer)}\` must be a path or an http(s) URL; got ${describeValue(href)}.`,
  );
  return undefined;
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
  const title = r.string(group['group'], `${pointer}/group`);
  const openapi = readSpecSources(r, group['openapi'], `${pointer}/openapi`);
  const asyncapi = readSpecSources(r, group['asyncapi'], `${pointer}/asyncapi`);
  const strings = (['icon', 'tag', 'root'] as const).map((key) => [key, r.string(group[key], `${pointer}/${key}`)]);
  const flags = (['expanded', 'collapsed', 'hidden'] as const).map((key) => [
    key,
    r.boolean(group[key], `${pointer}/${key}`),
  ]);
  const pages =
    group['pages'] === undefined ? undefined : readList(r, group['pages'], `${pointer}/pages`, readPageEntry);
  if (title === undefined) return undefined;
  const read: GroupConfig = {
    group: title,
    ...(pages === undefined ? {} : { pages }),
    ...(openapi === undefined ? {} : { openapi }),
    ...(asyncapi === undefined ? {} : { asyncapi }),
    ...Object.fromEntries([...strings, ...flags].filter(([, v]) => v !== undefined)),
  };
  recordPointer(read, pointer);
  return read;
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
