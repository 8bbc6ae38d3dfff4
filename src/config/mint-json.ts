/**
 * mint.json (Mintlify's earlier configuration format) → the equivalent docs.json value, following
 * the mapping Mintlify's own `mint upgrade` documents: navigation groups sorted into tabs and
 * anchors by their pages' URL prefix and into versions by their `version`; topbarLinks and
 * topbarCtaButton → navbar; footerSocials → footer.socials; footer.links columns → footer.links; modeToggle → appearance; api.baseUrl,
 * api.auth and api.playground.mode → api.mdx and api.playground; openapi → api.openapi; and so on.
 * Whatever has no docs.json equivalent is listed in `unmapped` with the reason, never dropped silently.
 */
import { isJsonObject } from './config-reader.js';
import type { JsonObject } from './config-reader.js';
import { escapeSegment } from '../openapi/pointer.js';

export interface UnmappedField {
  /** The mint.json field, dotted (`feedback`, `colors.anchors`). */
  readonly field: string;
  readonly reason: string;
}

/** A mint.json value carried over although Mintlify's own validator rejects its shape. */
export interface MintJsonNote {
  /** Its JSON pointer in mint.json. */
  readonly pointer: string;
  readonly message: string;
}

export interface MintJsonUpgrade {
  /** The docs.json value, ready for JSON.stringify. */
  readonly docsJson: Record<string, unknown>;
  readonly unmapped: readonly UnmappedField[];
  readonly notes: readonly MintJsonNote[];
  /**
   * A docs.json pointer → the mint.json pointer it came from, where the value moved (navigation groups, footer and
   * top bar links); any other pointer is the same in both.
   */
  mintPointer(docsPointer: string): string;
}

type Json = Record<string, unknown>;

/** Where each moved object came from in mint.json (its JSON pointer), read back once the docs.json is built. */
type Origins = WeakMap<object, string>;

/** Fields whose docs.json place is the same name and shape. */
const SAME = ['$schema', 'name', 'description', 'logo', 'favicon', 'redirects', 'search'] as const;

const DROPPED: Readonly<Record<string, string>> = {
  feedback: 'docs.json has no feedback settings (Mintlify moved them to its dashboard)',
  integrations: 'third-party scripts are not loaded by a self-hosted site',
  layout: 'docs.json has a `theme` instead of layout options',
  topbar: 'docs.json has a `theme` instead of top bar styles',
  sidebar: 'docs.json has a `theme` instead of sidebar styles',
  rounded: 'docs.json has a `theme` instead of corner styles',
  isWhiteLabeled: 'a self-hosted site never shows Mintlify’s branding',
  mintlify: 'no docs.json equivalent',
  openApiProxy: 'no docs.json equivalent',
  metadata: 'mint.json `metadata` became `seo.metatags`',
};

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);
const isExternal = (url: string): boolean => /^[a-z][a-z0-9+.-]*:/i.test(url);
const strip = (url: string): string => url.replace(/^\/+|\/+$/g, '');

/** The first page path of a mint.json group, at any depth. */
function firstPage(group: Json): string | undefined {
  for (const page of Array.isArray(group['pages']) ? group['pages'] : []) {
    if (typeof page === 'string') return strip(page);
    if (isJsonObject(page)) {
      const inner = firstPage(page as Json);
      if (inner !== undefined) return inner;
    }
  }
  return undefined;
}

/** A mint.json group (at `pointer`) → a docs.json group (the same shape, minus `version`). */
function convertGroup(group: Json, pointer: string, origins: Origins): Json {
  const out: Json = {};
  origins.set(out, pointer);
  for (const [key, value] of Object.entries(group)) {
    if (key === 'version') continue;
    if (key === 'pages' && Array.isArray(value))
      out['pages'] = value.map((p, i) =>
        isJsonObject(p) ? convertGroup(p as Json, `${pointer}/pages/${i}`, origins) : p,
      );
    else out[key] = value;
  }
  return out;
}

interface Section {
  readonly kind: 'tab' | 'anchor';
  readonly name: string;
  readonly url: string;
  readonly icon?: string;
  readonly version?: string;
}

function sections(mint: JsonObject): { internal: Section[]; external: Json[] } {
  const internal: Section[] = [];
  const external: Json[] = [];
  for (const kind of ['tab', 'anchor'] as const) {
    const list = mint[`${kind}s`];
    for (const item of Array.isArray(list) ? list : []) {
      if (!isJsonObject(item)) continue;
      const name = str(item['name']);
      const url = str(item['url']);
      if (name === undefined || url === undefined) continue;
      const icon = str(item['icon']);
      if (isExternal(url)) {
        external.push({ anchor: name, href: url, ...(icon === undefined ? {} : { icon }) });
        continue;
      }
      const version = str(item['version']);
      internal.push({
        kind,
        name,
        url: strip(url),
        ...(icon === undefined ? {} : { icon }),
        ...(version === undefined ? {} : { version }),
      });
    }
  }
  return { internal, external };
}

/** A top-level mint.json group with its place in mint.json's `navigation`. */
interface PlacedGroup {
  readonly group: Json;
  readonly index: number;
}

/** Groups of one version (or all, when `version` is undefined) sorted into the sections by URL prefix. */
function divide(
  groups: readonly PlacedGroup[],
  internal: readonly Section[],
  mint: JsonObject,
  origins: Origins,
  version?: string,
): Json {
  const own = internal.filter((s) => s.version === undefined || s.version === version);
  const bySection = new Map<Section | undefined, Json[]>();
  for (const { group, index } of groups) {
    const page = firstPage(group);
    const section = page === undefined ? undefined : own.find((s) => page === s.url || page.startsWith(`${s.url}/`));
    const converted = convertGroup(group, `/navigation/${index}`, origins);
    bySection.set(section, [...(bySection.get(section) ?? []), converted]);
  }
  if (own.length === 0) return { groups: bySection.get(undefined) ?? [] };
  const useTabs = own.some((s) => s.kind === 'tab');
  const primaryName = useTabs
    ? (str(isJsonObject(mint['primaryTab']) ? mint['primaryTab']['name'] : undefined) ?? 'Documentation')
    : (str(isJsonObject(mint['topAnchor']) ? mint['topAnchor']['name'] : undefined) ?? 'Documentation');
  const key = useTabs ? 'tab' : 'anchor';
  const divisions: Json[] = [];
  const primary = bySection.get(undefined);
  if (primary !== undefined && primary.length > 0) divisions.push({ [key]: primaryName, groups: primary });
  for (const section of own) {
    const inSection = bySection.get(section) ?? [];
    if (inSection.length === 0) continue;
    divisions.push({ [key]: section.name, ...(section.icon ? { icon: section.icon } : {}), groups: inSection });
  }
  return { [`${key}s`]: divisions };
}

function versionNames(mint: JsonObject): string[] {
  const list = Array.isArray(mint['versions']) ? mint['versions'] : [];
  return list.flatMap((v) => {
    const name = typeof v === 'string' ? str(v) : isJsonObject(v) ? str(v['name']) : undefined;
    return name === undefined ? [] : [name];
  });
}

function navigation(mint: JsonObject, origins: Origins): Json {
  const groups = (Array.isArray(mint['navigation']) ? mint['navigation'] : []).flatMap((group, index) =>
    isJsonObject(group) ? [{ group: group as Json, index }] : [],
  );
  const { internal, external } = sections(mint);
  const versions = versionNames(mint);
  let nav: Json;
  if (versions.length > 0) {
    nav = {
      versions: versions.map((version, i) => ({
        version,
        ...(i === 0 ? { default: true } : {}),
        ...divide(
          groups.filter(({ group }) => group['version'] === undefined || group['version'] === version),
          internal,
          mint,
          origins,
          version,
        ),
      })),
    };
  } else nav = divide(groups, internal, mint, origins);
  if (external.length > 0) nav['global'] = { anchors: external };
  return nav;
}

function colors(mint: JsonObject, out: Json, unmapped: UnmappedField[]): void {
  const c = mint['colors'];
  if (!isJsonObject(c)) return;
  const kept: Json = {};
  for (const key of ['primary', 'light', 'dark']) if (c[key] !== undefined) kept[key] = c[key];
  out['colors'] = kept;
  if (isJsonObject(c['background'])) {
    out['background'] = { ...(out['background'] as Json | undefined), color: c['background'] };
  }
  if (c['anchors'] !== undefined)
    unmapped.push({
      field: 'colors.anchors',
      reason: 'docs.json has no anchor colour; anchors use the primary colour',
    });
  if (c['ultraLight'] !== undefined || c['ultraDark'] !== undefined)
    unmapped.push({ field: 'colors.ultraLight/ultraDark', reason: 'docs.json has only primary, light and dark' });
}

/** `value`, remembered as coming from `pointer` in mint.json. */
function from<T extends object>(origins: Origins, pointer: string, value: T): T {
  origins.set(value, pointer);
  return value;
}

function navbar(mint: JsonObject, origins: Origins): Json | undefined {
  const links = (Array.isArray(mint['topbarLinks']) ? mint['topbarLinks'] : []).flatMap((l, i): Json[] => {
    if (!isJsonObject(l)) return [];
    const href = str(l['url']);
    if (href === undefined) return [];
    const at = `/topbarLinks/${i}`;
    if (l['type'] === 'github') return [from(origins, at, { type: 'github', href })];
    const label = str(l['name']);
    return label === undefined ? [] : [from(origins, at, { label, href })];
  });
  const cta = isJsonObject(mint['topbarCtaButton']) ? mint['topbarCtaButton'] : undefined;
  const ctaHref = cta === undefined ? undefined : str(cta['url']);
  const primary =
    cta === undefined || ctaHref === undefined
      ? undefined
      : cta['type'] === 'github'
        ? { type: 'github', href: ctaHref }
        : { type: 'button', label: str(cta['name']) ?? 'Open', href: ctaHref };
  if (links.length === 0 && primary === undefined) return undefined;
  if (primary !== undefined) from(origins, '/topbarCtaButton', primary);
  return { ...(links.length > 0 ? { links } : {}), ...(primary === undefined ? {} : { primary }) };
}

/** `footer.socials`, else the top-level `footerSocials` (as Mintlify's upgrade reads them): a list becomes a map. */
function footerSocials(mint: JsonObject, footer: JsonObject, origins: Origins): Json | undefined {
  const [socials, at] =
    footer['socials'] !== undefined
      ? [footer['socials'], '/footer/socials']
      : [mint['footerSocials'], '/footerSocials'];
  let map: Json = {};
  if (Array.isArray(socials)) {
    for (const s of socials)
      if (isJsonObject(s) && str(s['type']) && str(s['url'])) map[str(s['type'])!] = str(s['url']);
  } else if (isJsonObject(socials)) map = { ...socials };
  return Object.keys(map).length === 0 ? undefined : from(origins, at, map);
}

/**
 * `footer.links`: Mintlify's columns `{ title, links: [{ label, url }] }` become docs.json's `{ header, items:
 * [{ label, href }] }`, as its upgrade maps them. A link written `{ text, link }` in place of a column (a shape
 * Mintlify's validator rejects) is carried over into a column without a header, with a note.
 */
function footerLinks(links: unknown, origins: Origins, notes: MintJsonNote[]): Json[] {
  const columns: Json[] = [];
  let loose: Json | undefined;
  (Array.isArray(links) ? links : []).forEach((column, k) => {
    if (!isJsonObject(column)) return;
    const at = `/footer/links/${k}`;
    if (!Array.isArray(column['links']) && (column['text'] !== undefined || column['link'] !== undefined)) {
      notes.push({
        pointer: at,
        message: `\`footer.links[${k}]\` is a link ({ text, link }) where Mintlify expects a column ({ title, links: [{ label, url }] }) and rejects the file; it is shown here as a link of the footer. Write it as a column for Mintlify.`,
      });
      if (loose === undefined) columns.push((loose = from(origins, at, { items: [] as Json[] })));
      (loose['items'] as Json[]).push(from(origins, at, { label: column['text'], href: column['link'] }));
      return;
    }
    const items = (Array.isArray(column['links']) ? column['links'] : []).map((link, j) =>
      isJsonObject(link) ? from(origins, `${at}/links/${j}`, { label: link['label'], href: link['url'] }) : link,
    );
    const title = column['title'];
    columns.push(from(origins, at, { ...(title === undefined ? {} : { header: title }), items }));
  });
  return columns;
}

function footer(
  mint: JsonObject,
  origins: Origins,
  unmapped: UnmappedField[],
  notes: MintJsonNote[],
): Json | undefined {
  const raw = isJsonObject(mint['footer']) ? mint['footer'] : {};
  const socials = footerSocials(mint, raw, origins);
  const links = footerLinks(raw['links'], origins, notes);
  if (raw['copyright'] !== undefined)
    unmapped.push({
      field: 'footer.copyright',
      reason: 'docs.json’s footer has no copyright line (Mintlify’s own upgrade leaves it out too)',
    });
  const out: Json = {
    ...(socials === undefined ? {} : { socials }),
    ...(Array.isArray(raw['links']) ? { links } : {}),
  };
  // Anything else the footer holds is passed on, so docs.json's reader names it.
  for (const [key, value] of Object.entries(raw))
    if (!['socials', 'links', 'copyright'].includes(key)) out[key] = value;
  return Object.keys(out).length === 0 ? undefined : from(origins, '/footer', out);
}

const PLAYGROUND_MODES: Readonly<Record<string, string>> = { show: 'interactive', simple: 'simple', hide: 'none' };

function api(mint: JsonObject, unmapped: UnmappedField[]): Json | undefined {
  const out: Json = {};
  const openapi = mint['openapi'];
  if (typeof openapi === 'string' || Array.isArray(openapi)) out['openapi'] = openapi;
  const a = isJsonObject(mint['api']) ? mint['api'] : {};
  const mdx: Json = {};
  if (a['baseUrl'] !== undefined) mdx['server'] = a['baseUrl'];
  if (isJsonObject(a['auth'])) {
    const { method, name, inputPrefix } = a['auth'];
    if (method !== undefined) mdx['auth'] = { method, ...(name === undefined ? {} : { name }) };
    if (inputPrefix !== undefined)
      unmapped.push({ field: 'api.auth.inputPrefix', reason: 'docs.json has no credential prefix setting' });
  }
  if (Object.keys(mdx).length > 0) out['mdx'] = mdx;
  const pg = isJsonObject(a['playground']) ? a['playground'] : {};
  const playground: Json = {};
  const mode = str(pg['mode']);
  if (mode !== undefined && PLAYGROUND_MODES[mode] !== undefined) playground['display'] = PLAYGROUND_MODES[mode];
  if (pg['disableProxy'] === true) playground['proxy'] = false;
  if (Object.keys(playground).length > 0) out['playground'] = playground;
  const expanded = isJsonObject(a['paramFields']) ? a['paramFields']['expanded'] : undefined;
  if (expanded === 'all' || expanded === 'closed') out['params'] = { expanded };
  const example = isJsonObject(a['request']) && isJsonObject(a['request']['example']) ? a['request']['example'] : {};
  if (Array.isArray(example['languages'])) out['examples'] = { languages: example['languages'] };
  if (a['maintainOrder'] !== undefined)
    unmapped.push({ field: 'api.maintainOrder', reason: 'docs.json keeps the spec’s order always' });
  return Object.keys(out).length > 0 ? out : undefined;
}

/** Settings that moved to another name with the same meaning. */
function appearanceAndStyle(mint: JsonObject, out: Json): void {
  const toggle = isJsonObject(mint['modeToggle']) ? mint['modeToggle'] : undefined;
  if (toggle !== undefined) {
    const def = toggle['default'];
    out['appearance'] = {
      ...(def === 'light' || def === 'dark' ? { default: def } : {}),
      ...(toggle['isHidden'] === true ? { strict: true } : {}),
    };
  }
  const background: Json = { ...(out['background'] as Json | undefined) };
  if (str(mint['backgroundImage'])) background['image'] = str(mint['backgroundImage']);
  const style = isJsonObject(mint['background']) ? str(mint['background']['style']) : undefined;
  if (style === 'gradient' || style === 'grid' || style === 'windows') background['decoration'] = style;
  if (Object.keys(background).length > 0) out['background'] = background;
  const styling: Json = {};
  if (mint['eyebrow'] === 'section' || mint['eyebrow'] === 'breadcrumbs') styling['eyebrows'] = mint['eyebrow'];
  const codeMode = isJsonObject(mint['codeBlock']) ? mint['codeBlock']['mode'] : undefined;
  if (codeMode === 'dark' || codeMode === 'system') styling['codeblocks'] = codeMode;
  if (Object.keys(styling).length > 0) out['styling'] = styling;
  if (isJsonObject(mint['font'])) out['fonts'] = mint['font'];
  if (isJsonObject(mint['metadata'])) out['seo'] = { metatags: mint['metadata'] };
  if (isJsonObject(mint['seo']) && mint['seo']['indexHiddenPages'] === true)
    out['seo'] = { ...(out['seo'] as Json | undefined), indexing: 'all' };
}

const HANDLED = new Set([
  ...SAME,
  'navigation',
  'tabs',
  'anchors',
  'versions',
  'topAnchor',
  'primaryTab',
  'colors',
  'topbarLinks',
  'topbarCtaButton',
  'footerSocials',
  'footer',
  'openapi',
  'api',
  'modeToggle',
  'backgroundImage',
  'background',
  'eyebrow',
  'codeBlock',
  'font',
  'seo',
  'metadata',
  'analytics',
]);

/** Every docs.json pointer of a value that came from elsewhere in mint.json, with that place. */
function movedPointers(
  value: unknown,
  origins: Origins,
  pointer = '',
  out = new Map<string, string>(),
): Map<string, string> {
  if (value === null || typeof value !== 'object') return out;
  const origin = origins.get(value);
  if (origin !== undefined && origin !== pointer) out.set(pointer, origin);
  for (const [key, child] of Object.entries(value))
    movedPointers(child, origins, `${pointer}/${escapeSegment(key)}`, out);
  return out;
}

/** docs.json pointer → mint.json pointer: the nearest moved parent's origin, with the rest of the path as it is. */
function pointerMapper(moved: ReadonlyMap<string, string>): (docsPointer: string) => string {
  return (docsPointer) => {
    for (let at = docsPointer; ; at = at.slice(0, at.lastIndexOf('/'))) {
      const origin = moved.get(at);
      if (origin !== undefined) return `${origin}${docsPointer.slice(at.length)}`;
      if (at === '') return docsPointer;
    }
  };
}

/** Converts a parsed mint.json. A value that is not an object converts to an empty docs.json. */
export function upgradeMintJson(mint: unknown): MintJsonUpgrade {
  const unmapped: UnmappedField[] = [];
  const notes: MintJsonNote[] = [];
  if (!isJsonObject(mint))
    return {
      docsJson: {},
      unmapped: [{ field: '', reason: 'mint.json is not an object' }],
      notes,
      mintPointer: (pointer) => pointer,
    };
  const origins: Origins = new WeakMap();
  const out: Json = { $schema: 'https://mintlify.com/docs.json', theme: 'mint' };
  for (const key of SAME) if (mint[key] !== undefined) out[key] = mint[key];
  out['$schema'] = 'https://mintlify.com/docs.json';
  colors(mint, out, unmapped);
  appearanceAndStyle(mint, out);
  const bar = navbar(mint, origins);
  if (bar !== undefined) out['navbar'] = bar;
  const foot = footer(mint, origins, unmapped, notes);
  if (foot !== undefined) out['footer'] = foot;
  out['navigation'] = navigation(mint, origins);
  if (isJsonObject(mint['analytics'])) out['integrations'] = mint['analytics'];
  const apiOut = api(mint, unmapped);
  if (apiOut !== undefined) out['api'] = apiOut;
  for (const key of Object.keys(mint)) {
    if (HANDLED.has(key)) continue;
    const reason = Object.hasOwn(DROPPED, key) ? DROPPED[key]! : 'not a mint.json field this upgrade knows';
    unmapped.push({ field: key, reason });
  }
  return { docsJson: out, unmapped, notes, mintPointer: pointerMapper(movedPointers(out, origins)) };
}
