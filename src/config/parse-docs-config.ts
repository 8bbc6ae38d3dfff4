/**
 * docs.json text → a typed DocsConfig plus diagnostics. Each diagnostic names the JSON pointer of
 * the problem and its line and column. Unknown fields are warnings, wrong types errors; a bad part
 * is left out or defaulted so the rest of the site still renders.
 */
import type { Diagnostic } from '../diagnostics.js';
import { defaultApiSettings, parseApiSettings } from './api-settings.js';
import type { ApiSettings } from './api-settings.js';
import { ConfigReader, dottedPath, isJsonObject } from './config-reader.js';
import type { ColorsConfig, DocsConfig, LogoConfig, SiteAuthConfig } from './docs-config-types.js';
import { JsonSyntaxError, parseJsonSource } from './json-source.js';
import type { JsonSource, SourcePlace } from './json-source.js';
import { emptyNavigation, NAV_FIELDS, readNavigation } from './parse-navigation.js';
import { checkFields, SITE_FIELDS } from './mintlify-fields.js';
import { readFavicon, readSafeUrl, readSiteFields, SITE_ROOT_FIELDS } from './parse-site-fields.js';
import { readVariables } from './variables.js';

/** The fields each object of docs.json may have; the JSON Schema test checks the schema lists the same. */
export const DOCS_FIELDS = {
  root: [
    '$schema',
    'name',
    'description',
    'logo',
    'favicon',
    'colors',
    'navigation',
    'api',
    'auth',
    ...SITE_ROOT_FIELDS,
  ],
  logo: ['light', 'dark', 'href'],
  colors: ['primary', 'light', 'dark'],
  auth: ['userUrl', 'provider', 'loginUrl'],
  navigation: NAV_FIELDS.navigation,
  tab: NAV_FIELDS.tab,
  group: NAV_FIELDS.group,
  api: ['mdx', 'playground', 'examples', 'openapi', 'asyncapi', 'arazzo', 'params', 'url', 'changelog'],
  apiMdx: ['server', 'auth'],
  apiMdxAuth: ['method', 'name'],
  apiPlayground: ['display', 'url', 'examples', 'proxy', 'credentials', 'oauth'],
  apiExamples: ['languages', 'defaults', 'prefill', 'autogenerate'],
} as const;

export interface ParsedDocsConfig {
  readonly config: DocsConfig;
  readonly diagnostics: readonly Diagnostic[];
  /** Line and column of a JSON pointer in the text (or of its nearest present parent). */
  locate(pointer: string): SourcePlace | undefined;
}

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
  return readDocsConfigSource(source, file);
}

/** Reads a parsed docs.json whose values know their places (see parse-composed-config.ts for `$ref` includes). */
export function readDocsConfigSource(source: JsonSource, file = 'docs.json'): ParsedDocsConfig {
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

/**
 * Reads an already-parsed docs.json value (built in code, or converted from mint.json); `locate`, when given, places
 * a pointer in the file it came from.
 */
export function readDocsConfigValue(
  value: unknown,
  file = 'docs.json',
  locate?: (pointer: string) => SourcePlace | undefined,
): { config: DocsConfig; diagnostics: readonly Diagnostic[]; locate?: (pointer: string) => SourcePlace | undefined } {
  const r = new ConfigReader(file, locate);
  return { config: readDocsConfig(value, r), diagnostics: r.diagnostics, ...(locate === undefined ? {} : { locate }) };
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
  checkFields(r, value, '', DOCS_FIELDS.root);
  const name = r.string(value['name'], '/name');
  if (value['name'] === undefined)
    r.report('warning', 'config/required', '', 'docs.json has no `name`; the site is titled "API documentation".');
  const description = r.string(value['description'], '/description');
  const schema = typeof value['$schema'] === 'string' ? value['$schema'] : undefined;
  const logo = readLogo(r, value['logo']);
  const favicon = readFavicon(r, value['favicon']);
  const auth = readAuth(r, value['auth']);
  const api = readApi(r, value['api'], auth);
  const variables = readVariables(r, value['variables']);
  return {
    ...(schema === undefined ? {} : { $schema: schema }),
    name: name ?? defaultDocsConfig.name,
    ...(description === undefined ? {} : { description }),
    ...(logo === undefined ? {} : { logo }),
    ...favicon,
    ...readSiteFields(r, value),
    colors: readColors(r, value['colors']),
    navigation: readNavigation(r, value['navigation']),
    api,
    ...(auth === undefined ? {} : { auth }),
    ...(variables === undefined ? {} : { variables }),
  };
}

/** A string field holding a URL that ends up in `src` or `href`: no `javascript:` or `data:`. */
const readUrl = readSafeUrl;

function readLogo(r: ConfigReader, value: unknown): LogoConfig | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string') return readUrl(r, value, '/logo');
  const logo = r.object(value, '/logo');
  if (logo === undefined) return undefined;
  checkFields(r, logo, '/logo', DOCS_FIELDS.logo);
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
  checkFields(r, colors, '/colors', DOCS_FIELDS.colors);
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
  // Mintlify publishes a site whose `key` has no `name` (no credential is sent): a warning, which --strict fails on.
  for (const d of diagnostics) r.report(d.severity, d.code, d.pointer ?? '/api', d.message);
  const api = isJsonObject(value) ? value : undefined;
  if (api !== undefined) {
    checkFields(r, api, '/api', DOCS_FIELDS.api);
    const mdx = isJsonObject(api['mdx']) ? api['mdx'] : undefined;
    if (mdx) checkFields(r, mdx, '/api/mdx', DOCS_FIELDS.apiMdx);
    if (mdx && isJsonObject(mdx['auth'])) checkFields(r, mdx['auth'], '/api/mdx/auth', DOCS_FIELDS.apiMdxAuth);
    const playground = isJsonObject(api['playground']) ? api['playground'] : undefined;
    if (playground) checkFields(r, playground, '/api/playground', DOCS_FIELDS.apiPlayground);
    if (isJsonObject(api['params'])) checkFields(r, api['params'], '/api/params', SITE_FIELDS.apiParams);
    for (const [obj, at] of [
      [api['examples'], '/api/examples'],
      [playground?.['examples'], '/api/playground/examples'],
    ] as const) {
      if (isJsonObject(obj)) checkFields(r, obj, at, DOCS_FIELDS.apiExamples);
    }
  }
  if (settings.playground.display === 'auth' && auth === undefined) {
    // Mintlify accepts it (its own hosting signs readers in); here every playground stays hidden: a warning.
    r.report(
      'warning',
      'config/auth-required',
      '/api/playground/display',
      '`api.playground.display` is "auth", but the site has no `auth` section, so no reader can sign in and every playground stays hidden. Add `auth` (userUrl or provider "host").',
    );
  }
  return settings;
}
