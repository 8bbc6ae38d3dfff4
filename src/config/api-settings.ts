/**
 * The `api` object of docs.json: types, defaults, and a forgiving parser that reports every
 * problem as a diagnostic with its JSON pointer instead of throwing. A bad field falls back to its
 * default so one typo never blanks a page.
 */
import type { Diagnostic } from '../diagnostics.js';
import { ConfigReader, describeValue, dottedPath, type JsonObject } from './config-reader.js';
import type { SpecSources } from './navigation-types.js';
import { readOAuthSettings, type OAuthSettings } from './oauth-settings.js';
import { readSpecSources } from './spec-sources.js';
import { AUTH_METHODS, PLAYGROUND_DISPLAYS, type AuthMethod, type PlaygroundDisplay } from './api-setting-values.js';

export { AUTH_METHODS, PLAYGROUND_DISPLAYS, type AuthMethod, type PlaygroundDisplay } from './api-setting-values.js';

export type ExampleDefaults = 'required' | 'all';

export interface MdxAuthSettings {
  readonly method: AuthMethod;
  /** The credential parameter's name; given with method `key` (for example `x-api-key`). */
  readonly name?: string;
}

export interface ApiSettings {
  /** `api.openapi`: the site's default OpenAPI file(s), for pages and groups that name none. */
  readonly openapi?: SpecSources;
  /** `api.asyncapi`: the site's default AsyncAPI file(s). */
  readonly asyncapi?: SpecSources;
  /** `api.arazzo`: the site's Arazzo workflow file(s) (issue #29). */
  readonly arazzo?: SpecSources;
  /** `api.params.expanded`: `all` opens every nested parameter; `closed` (the default) keeps them folded. */
  readonly params?: { readonly expanded: 'all' | 'closed' };
  readonly mdx: {
    /** `api.mdx.server`, always as a list (a single string becomes one entry). */
    readonly servers: readonly string[];
    readonly auth?: MdxAuthSettings;
  };
  readonly playground: {
    readonly display: PlaygroundDisplay;
    /** `full`: endpoint headers show the whole base URL, not only the path. */
    readonly url?: 'full';
    /**
     * Where the playground sends requests to other origins so CORS does not block them: `true` in
     * docs.json becomes `/__docs_proxy` (what `docs dev` serves), a string is the proxy's URL. Unset: direct.
     */
    readonly proxy?: string;
    /** `api.playground.credentials`: send cookies with cross-origin requests when not proxied. */
    readonly credentials?: boolean;
    /** `api.playground.oauth`: the OAuth client ID to prefill and the redirect page's URL. */
    readonly oauth?: OAuthSettings;
  };
  readonly examples: {
    readonly languages: readonly string[];
    readonly defaults: ExampleDefaults;
    readonly prefill: boolean;
    /** `api.examples.autogenerate: false`: only the spec's own code samples, no generated snippets. */
    readonly autogenerate?: boolean;
  };
}

export interface ApiSettingsResult {
  readonly settings: ApiSettings;
  readonly diagnostics: readonly Diagnostic[];
}

export const EXAMPLE_DEFAULTS: readonly ExampleDefaults[] = ['required', 'all'];

export const defaultApiSettings: ApiSettings = Object.freeze({
  mdx: Object.freeze({ servers: Object.freeze([]) }),
  playground: Object.freeze({ display: 'interactive' }),
  examples: Object.freeze({
    languages: Object.freeze(['curl', 'python', 'javascript']),
    defaults: 'all',
    prefill: false,
  }),
}) as ApiSettings;

/**
 * `api.mdx.server` and `api.examples.languages`: one string or a list of them; bad items are
 * reported and left out.
 */
function stringOrList(r: ConfigReader, value: unknown, pointer: string): string[] | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string') {
    const text = r.string(value, pointer);
    return text === undefined ? [] : [text];
  }
  if (!Array.isArray(value)) {
    r.report(
      'error',
      'config/type',
      pointer,
      `\`${dottedPath(pointer)}\` must be a string or a list of strings; got ${describeValue(value)}.`,
    );
    return undefined;
  }
  return r.strings(value, pointer);
}

function readMdx(r: ConfigReader, value: unknown): ApiSettings['mdx'] {
  const mdx = r.object(value, '/api/mdx');
  if (mdx === undefined) return defaultApiSettings.mdx;
  const servers = stringOrList(r, mdx['server'], '/api/mdx/server') ?? [];
  servers.forEach((server, i) => {
    if (!/^https?:\/\//i.test(server)) {
      const at = typeof mdx['server'] === 'string' ? '/api/mdx/server' : `/api/mdx/server/${i}`;
      r.report(
        'warning',
        'config/server',
        at,
        `\`${dottedPath(at)}\` should be a full http(s) URL; got ${describeValue(server)}.`,
      );
    }
  });
  const authObj = r.object(mdx['auth'], '/api/mdx/auth');
  let auth: MdxAuthSettings | undefined;
  if (authObj !== undefined) {
    if (authObj['method'] === undefined) {
      r.report(
        'warning',
        'config/required',
        '/api/mdx/auth/method',
        '`api.mdx.auth.method` is missing, so MDX endpoint pages send no credential; use bearer, basic or key.',
      );
    } else if (authObj['method'] === 'cobo') {
      r.report(
        'warning',
        'config/not-supported',
        '/api/mdx/auth/method',
        '`api.mdx.auth.method` "cobo" (Cobo’s request signing) is not available here; MDX endpoint pages send no credential.',
      );
    } else {
      const method = r.oneOf(authObj['method'], '/api/mdx/auth/method', AUTH_METHODS, 'bearer');
      const name = r.string(authObj['name'], '/api/mdx/auth/name');
      if (method === 'key' && name === undefined) {
        r.report(
          'warning',
          'config/required',
          '/api/mdx/auth/name',
          '`api.mdx.auth.name` names the API key parameter (for example x-api-key) and is needed with method "key".',
        );
      }
      auth = name === undefined ? { method } : { method, name };
    }
  }
  return auth === undefined ? { servers } : { servers, auth };
}

function readPlayground(r: ConfigReader, value: JsonObject | undefined): ApiSettings['playground'] {
  if (value === undefined) return defaultApiSettings.playground;
  const display = r.oneOf(value['display'], '/api/playground/display', PLAYGROUND_DISPLAYS, 'interactive');
  const url =
    value['url'] === undefined ? undefined : r.oneOf(value['url'], '/api/playground/url', ['full'] as const, 'full');
  const proxy = readProxy(r, value['proxy']);
  const credentials = r.boolean(value['credentials'], '/api/playground/credentials');
  const oauth = readOAuthSettings(r, value['oauth']);
  return {
    ...(oauth === undefined ? {} : { oauth }),
    display,
    ...(url === undefined ? {} : { url }),
    ...(proxy === undefined ? {} : { proxy }),
    ...(credentials === undefined ? {} : { credentials }),
  };
}

/**
 * Mintlify's snippet language keys that this library spells otherwise (the rest, such as `bash`,
 * `py`, `golang`, `c#`, `rb`, `kt`, `rs`, `nodejs`, are aliases the snippets know already).
 */
const MINTLIFY_LANGUAGE_ALIASES: Readonly<Record<string, string>> = {
  '.net': 'csharp',
  'dot-net': 'csharp',
  flutter: 'dart',
  'c++': 'c',
  cpp: 'c',
};

function normaliseLanguages(languages: readonly string[]): string[] {
  return languages.map((l) => MINTLIFY_LANGUAGE_ALIASES[l.toLowerCase()] ?? l);
}

/** The path `docs dev` serves its proxy at; `api.playground.proxy: true` means this. */
export const DEFAULT_PLAYGROUND_PROXY = '/__docs_proxy';

/** `true` → the default path; a string → an http(s) URL or a path on the site's origin; `false` → off. */
function readProxy(r: ConfigReader, value: unknown): string | undefined {
  if (value === undefined || value === false) return undefined;
  if (value === true) return DEFAULT_PLAYGROUND_PROXY;
  const text = typeof value === 'string' ? value.trim() : undefined;
  if (text !== undefined && (/^https?:\/\/[^/]/i.test(text) || /^\/(?!\/)/.test(text))) return text;
  r.report(
    'error',
    'config/type',
    '/api/playground/proxy',
    `\`api.playground.proxy\` must be true, false, a path such as "/__docs_proxy" or an http(s) URL; got ${describeValue(value)}. The playground sends requests directly.`,
  );
  return undefined;
}

function readExamples(r: ConfigReader, value: unknown, pointer: string): ApiSettings['examples'] {
  const examples = r.object(value, pointer);
  if (examples === undefined) return defaultApiSettings.examples;
  const languages = stringOrList(r, examples['languages'], `${pointer}/languages`);
  const autogenerate = r.boolean(examples['autogenerate'], `${pointer}/autogenerate`);
  return {
    languages:
      languages === undefined || languages.length === 0
        ? defaultApiSettings.examples.languages
        : normaliseLanguages(languages),
    defaults: r.oneOf(examples['defaults'], `${pointer}/defaults`, EXAMPLE_DEFAULTS, 'all'),
    prefill: r.boolean(examples['prefill'], `${pointer}/prefill`) ?? false,
    ...(autogenerate === undefined ? {} : { autogenerate }),
  };
}

const isEmptyList = (value: unknown): boolean => Array.isArray(value) && value.length === 0;

/** `api.openapi`, `api.asyncapi`, `api.arazzo` (a path or URL, a list, or `{ source, directory }`) and `api.params`. */
function readApiSources(
  r: ConfigReader,
  api: JsonObject,
): Pick<ApiSettings, 'openapi' | 'asyncapi' | 'arazzo' | 'params'> {
  // `openapi: []` is kept as written: it opts out of finding the project's OpenAPI files.
  const openapi = isEmptyList(api['openapi']) ? [] : readSpecSources(r, api['openapi'], '/api/openapi');
  const asyncapi = readSpecSources(r, api['asyncapi'], '/api/asyncapi');
  const arazzo = readSpecSources(r, api['arazzo'], '/api/arazzo');
  const params = r.object(api['params'], '/api/params');
  const expanded =
    params === undefined ? undefined : r.oneOf(params['expanded'], '/api/params/expanded', ['all', 'closed'] as const);
  return {
    ...(openapi === undefined ? {} : { openapi }),
    ...(asyncapi === undefined ? {} : { asyncapi }),
    ...(arazzo === undefined ? {} : { arazzo }),
    ...(expanded === undefined ? {} : { params: { expanded } }),
  };
}

/** `api.url: "full"` (Mintlify's place for it) sets what `api.playground.url` sets. */
function withApiUrl(r: ConfigReader, value: unknown, playground: ApiSettings['playground']): ApiSettings['playground'] {
  if (value === undefined) return playground;
  const url = r.oneOf(value, '/api/url', ['full'] as const);
  return url === undefined ? playground : { ...playground, url };
}

/**
 * Reads the `api` object of docs.json (pass `docsJson.api`). Unknown fields are ignored (the
 * format has more than this library uses); wrong values are reported and replaced by defaults.
 * `api.playground.examples` is accepted as an alias of `api.examples` (the format's own docs list
 * it there), with an info diagnostic; `api.examples` wins when both are given.
 */
export function parseApiSettings(value: unknown, file?: string): ApiSettingsResult {
  const r = new ConfigReader(file);
  if (value === undefined) return { settings: defaultApiSettings, diagnostics: [] };
  const api = r.object(value, '/api');
  if (api === undefined) return { settings: defaultApiSettings, diagnostics: r.diagnostics };

  const playground = r.object(api['playground'], '/api/playground');
  let examples = readExamples(r, api['examples'], '/api/examples');
  if (playground?.['examples'] !== undefined) {
    if (api['examples'] === undefined) {
      r.report(
        'info',
        'config/alias',
        '/api/playground/examples',
        '`api.playground.examples` is read as `api.examples`; prefer `api.examples`.',
      );
      examples = readExamples(r, playground['examples'], '/api/playground/examples');
    } else {
      r.report(
        'warning',
        'config/alias',
        '/api/playground/examples',
        '`api.playground.examples` is ignored because `api.examples` is also set.',
      );
    }
  }
  const settings: ApiSettings = {
    ...readApiSources(r, api),
    mdx: readMdx(r, api['mdx']),
    playground: withApiUrl(r, api['url'], readPlayground(r, playground)),
    examples,
  };
  return { settings, diagnostics: r.diagnostics };
}
