/**
 * docs.json text → a typed DocsConfig plus diagnostics. Each diagnostic names the JSON pointer of
 * the problem and its line and column. Unknown fields are warnings, wrong types errors; a bad part
 * is left out or defaulted so the rest of the site still renders.
 */
import type { Diagnostic } from '../diagnostics.js';
import { defaultApiSettings, parseApiSettings } from './api-settings.js';
import type { ApiSettings } from './api-settings.js';
import { ConfigReader, dottedPath, isJsonObject } from './config-reader.js';
import type { JsonObject } from './config-reader.js';
import type {
  ColorsConfig,
  DocsConfig,
  GroupConfig,
  LogoConfig,
  NavigationConfig,
  PageEntry,
  SiteAuthConfig,
  TabConfig,
} from './docs-config-types.js';
import { JsonSyntaxError, parseJsonSource } from './json-source.js';
import type { SourcePlace } from './json-source.js';
import { isSafeUrl } from '../markdown/urls.js';
import { recordIndexes, recordPointer } from './source-pointers.js';

/** The fields each object of docs.json may have; the JSON Schema test checks the schema lists the same. */
export const DOCS_FIELDS = {
  root: ['$schema', 'name', 'description', 'logo', 'favicon', 'colors', 'navigation', 'api', 'auth'],
  logo: ['light', 'dark', 'href'],
  colors: ['primary', 'light', 'dark'],
  auth: ['userUrl', 'provider', 'loginUrl'],
  navigation: ['tabs', 'groups'],
  tab: ['tab', 'groups', 'openapi', 'asyncapi'],
  group: ['group', 'pages', 'openapi', 'asyncapi', 'icon', 'collapsed'],
  api: ['mdx', 'playground', 'examples'],
  apiMdx: ['server', 'auth'],
  apiMdxAuth: ['method', 'name'],
  apiPlayground: ['display', 'url', 'examples', 'proxy'],
  apiExamples: ['languages', 'defaults', 'prefill'],
} as const;

export interface ParsedDocsConfig {
  readonly config: DocsConfig;
  readonly diagnostics: readonly Diagnostic[];
  /** Line and column of a JSON pointer in the text (or of its nearest present parent). */
  locate(pointer: string): SourcePlace | undefined;
}

const emptyNavigation: NavigationConfig = { tabs: [], groups: [] };

export const defaultDocsConfig: DocsConfig = {
  name: 'API documentation',
  colors: {},
  navigation: emptyNavigation,
  api: defaultApiSettings,
};

/** Reads the text of a docs.json. `file` names it in every diagnostic. */
export function parseDocsConfig(text: string, file = 'docs.json'): ParsedDocsConfig {
  let source;
  try {
    source = parseJsonSource(text);
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    const diagnostic: Diagnostic = {
      severity: 'error',
      code: 'parse/json',
      message: `${file} is not valid JSON: ${error.message}.`,
      file,
      ...error.place,
    };
    return { config: defaultDocsConfig, diagnostics: [diagnostic], locate: () => undefined };
  }
  const locate = source.locate;
  const r = new ConfigReader(file, locate);
  for (const dup of source.duplicateKeys) {
    r.report(
      'warning',
      'config/duplicate-key',
      dup.pointer,
      `\`${dottedPath(dup.pointer)}\` is written twice; the last one is used.`,
    );
  }
  return { config: readDocsConfig(source.value, r), diagnostics: r.diagnostics, locate };
}

/** Reads an already-parsed docs.json value (for example built in code). */
export function readDocsConfigValue(
  value: unknown,
  file = 'docs.json',
): { config: DocsConfig; diagnostics: readonly Diagnostic[] } {
  const r = new ConfigReader(file);
  return { config: readDocsConfig(value, r), diagnostics: r.diagnostics };
}

function readDocsConfig(value: unknown, r: ConfigReader): DocsConfig {
  if (!isJsonObject(value)) {
    r.report(
      'error',
      'config/type',
      '',
      `docs.json must hold a JSON object; got ${value === null ? 'null' : Array.isArray(value) ? 'a list' : typeof value}.`,
    );
    return defaultDocsConfig;
  }
  r.unknownFields(value, '', DOCS_FIELDS.root);
  const name = r.string(value['name'], '/name');
  if (value['name'] === undefined)
    r.report('warning', 'config/required', '', 'docs.json has no `name`; the site is titled "API documentation".');
  const description = r.string(value['description'], '/description');
  const schema = typeof value['$schema'] === 'string' ? value['$schema'] : undefined;
  const logo = readLogo(r, value['logo']);
  const favicon = readUrl(r, value['favicon'], '/favicon');
  const auth = readAuth(r, value['auth']);
  const api = readApi(r, value['api'], auth);
  return {
    ...(schema === undefined ? {} : { $schema: schema }),
    name: name ?? defaultDocsConfig.name,
    ...(description === undefined ? {} : { description }),
    ...(logo === undefined ? {} : { logo }),
    ...(favicon === undefined ? {} : { favicon }),
    colors: readColors(r, value['colors']),
    navigation: readNavigation(r, value['navigation']),
    api,
    ...(auth === undefined ? {} : { auth }),
  };
}

/** A string field holding a URL that ends up in `src` or `href`: no `javascript:` or `data:`. */
function readUrl(r: ConfigReader, value: unknown, pointer: string): string | undefined {
  const url = r.string(value, pointer);
  if (url === undefined || isSafeUrl(url)) return url;
  r.report(
    'error',
    'config/url',
    pointer,
    `\`${dottedPath(pointer)}\` must be a relative path or an http(s) URL; got ${JSON.stringify(url)}.`,
  );
  return undefined;
}

function readLogo(r: ConfigReader, value: unknown): LogoConfig | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string') return readUrl(r, value, '/logo');
  const logo = r.object(value, '/logo');
  if (logo === undefined) return undefined;
  r.unknownFields(logo, '/logo', DOCS_FIELDS.logo);
  const light = readUrl(r, logo['light'], '/logo/light');
  if (light === undefined) {
    if (logo['light'] === undefined)
      r.report('error', 'config/required', '/logo', '`logo` needs `light` (the image path) when it is an object.');
    return undefined;
  }
  const dark = readUrl(r, logo['dark'], '/logo/dark');
  const href = readUrl(r, logo['href'], '/logo/href');
  return { light, ...(dark === undefined ? {} : { dark }), ...(href === undefined ? {} : { href }) };
}

function readColors(r: ConfigReader, value: unknown): ColorsConfig {
  const colors = r.object(value, '/colors');
  if (colors === undefined) return {};
  r.unknownFields(colors, '/colors', DOCS_FIELDS.colors);
  const out: Record<string, string> = {};
  for (const key of DOCS_FIELDS.colors) {
    const color = r.string(colors[key], `/colors/${key}`);
    if (color === undefined) continue;
    // Colours end up in CSS custom properties: accept only plain colour syntax.
    if (
      !/^(#[0-9a-fA-F]{3,8}|[a-zA-Z]+|(rgb|rgba|hsl|hsla|oklch|oklab|lab|lch)\([0-9a-zA-Z.,%\s/+-]*\))$/.test(color)
    ) {
      r.report(
        'error',
        'config/color',
        `/colors/${key}`,
        `\`colors.${key}\` must be a CSS colour such as "#0d9373"; got ${JSON.stringify(color)}.`,
      );
      continue;
    }
    out[key] = color;
  }
  return out;
}

function readAuth(r: ConfigReader, value: unknown): SiteAuthConfig | undefined {
  const auth = r.object(value, '/auth');
  if (auth === undefined) return undefined;
  r.unknownFields(auth, '/auth', DOCS_FIELDS.auth);
  const userUrl = readUrl(r, auth['userUrl'], '/auth/userUrl');
  const provider = r.oneOf(auth['provider'], '/auth/provider', ['host'] as const);
  const loginUrl = readUrl(r, auth['loginUrl'], '/auth/loginUrl');
  if (userUrl === undefined && provider === undefined) {
    r.report(
      'error',
      'config/required',
      '/auth',
      '`auth` needs `userUrl` (a URL returning { "groups": [...] } for the signed-in reader) or `provider: "host"` (the host page sets the user).',
    );
    return undefined;
  }
  return {
    ...(userUrl === undefined ? {} : { userUrl }),
    ...(provider === undefined ? {} : { provider }),
    ...(loginUrl === undefined ? {} : { loginUrl }),
  };
}

/** The `api` object: read by api-settings.ts; here we add places, unknown-field warnings and the site rules. */
function readApi(r: ConfigReader, value: unknown, auth: SiteAuthConfig | undefined): ApiSettings {
  const { settings, diagnostics } = parseApiSettings(value, undefined);
  for (const d of diagnostics) {
    // `key` without `name` cannot send a credential: an error for the site (issue 3), not only a warning.
    const severity = d.code === 'config/required' && d.pointer === '/api/mdx/auth/name' ? 'error' : d.severity;
    r.report(severity, d.code, d.pointer ?? '/api', d.message);
  }
  const api = isJsonObject(value) ? value : undefined;
  if (api !== undefined) {
    r.unknownFields(api, '/api', DOCS_FIELDS.api);
    const mdx = isJsonObject(api['mdx']) ? api['mdx'] : undefined;
    if (mdx) r.unknownFields(mdx, '/api/mdx', DOCS_FIELDS.apiMdx);
    if (mdx && isJsonObject(mdx['auth'])) r.unknownFields(mdx['auth'], '/api/mdx/auth', DOCS_FIELDS.apiMdxAuth);
    const playground = isJsonObject(api['playground']) ? api['playground'] : undefined;
    if (playground) r.unknownFields(playground, '/api/playground', DOCS_FIELDS.apiPlayground);
    for (const [obj, at] of [
      [api['examples'], '/api/examples'],
      [playground?.['examples'], '/api/playground/examples'],
    ] as const) {
      if (isJsonObject(obj)) r.unknownFields(obj, at, DOCS_FIELDS.apiExamples);
    }
  }
  if (settings.playground.display === 'auth' && auth === undefined) {
    r.report(
      'error',
      'config/auth-required',
      '/api/playground/display',
      '`api.playground.display` is "auth", but the site has no `auth` section, so no reader can sign in and every playground stays hidden. Add `auth` (userUrl or provider "host").',
    );
  }
  return settings;
}

function readNavigation(r: ConfigReader, value: unknown): NavigationConfig {
  const nav = r.object(value, '/navigation');
  if (nav === undefined) {
    if (value === undefined)
      r.report('warning', 'config/required', '', 'docs.json has no `navigation`; the site has no pages.');
    return emptyNavigation;
  }
  r.unknownFields(nav, '/navigation', DOCS_FIELDS.navigation);
  const tabs = readList(r, nav['tabs'], '/navigation/tabs', readTab);
  const groups = readList(r, nav['groups'], '/navigation/groups', readGroup);
  if (nav['tabs'] === undefined && nav['groups'] === undefined) {
    r.report(
      'warning',
      'config/required',
      '/navigation',
      '`navigation` has neither `tabs` nor `groups`; the site has no pages.',
    );
  }
  return { tabs, groups };
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

function readTab(r: ConfigReader, value: unknown, pointer: string): TabConfig | undefined {
  const tab = r.object(value, pointer);
  if (tab === undefined) return undefined;
  r.unknownFields(tab, pointer, DOCS_FIELDS.tab);
  r.required(tab, 'tab', pointer, 'its title');
  const title = r.string(tab['tab'], `${pointer}/tab`);
  const openapi = r.string(tab['openapi'], `${pointer}/openapi`);
  const asyncapi = r.string(tab['asyncapi'], `${pointer}/asyncapi`);
  const groups = readList(r, tab['groups'], `${pointer}/groups`, readGroup);
  if (tab['groups'] === undefined)
    r.report('warning', 'config/required', pointer, `\`${dottedPath(pointer)}\` has no \`groups\`; the tab is empty.`);
  if (title === undefined) return undefined;
  const read: TabConfig = {
    tab: title,
    groups,
    ...(openapi === undefined ? {} : { openapi }),
    ...(asyncapi === undefined ? {} : { asyncapi }),
  };
  recordPointer(read, pointer);
  return read;
}

function readGroup(r: ConfigReader, value: unknown, pointer: string): GroupConfig | undefined {
  const group = r.object(value, pointer);
  if (group === undefined) return undefined;
  r.unknownFields(group, pointer, DOCS_FIELDS.group);
  r.required(group, 'group', pointer, 'its title');
  const title = r.string(group['group'], `${pointer}/group`);
  const openapi = r.string(group['openapi'], `${pointer}/openapi`);
  const asyncapi = r.string(group['asyncapi'], `${pointer}/asyncapi`);
  const icon = r.string(group['icon'], `${pointer}/icon`);
  const collapsed = r.boolean(group['collapsed'], `${pointer}/collapsed`);
  const pages =
    group['pages'] === undefined ? undefined : readList(r, group['pages'], `${pointer}/pages`, readPageEntry);
  if (title === undefined) return undefined;
  const read: GroupConfig = {
    group: title,
    ...(pages === undefined ? {} : { pages }),
    ...(openapi === undefined ? {} : { openapi }),
    ...(asyncapi === undefined ? {} : { asyncapi }),
    ...(icon === undefined ? {} : { icon }),
    ...(collapsed === undefined ? {} : { collapsed }),
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
  if (isJsonObject(value)) return readGroup(r, value as JsonObject, pointer);
  r.report(
    'error',
    'config/type',
    pointer,
    `\`${dottedPath(pointer)}\` must be a page path, "METHOD /path", "<spec> METHOD /path", "webhook <name>" or a group object; got ${value === null ? 'null' : Array.isArray(value) ? 'a list' : typeof value}.`,
  );
  return undefined;
}
