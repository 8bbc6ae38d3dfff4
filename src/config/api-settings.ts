/**
 * The `api` object of docs.json: types, defaults, and a forgiving parser that reports every
 * problem as a diagnostic with its JSON pointer instead of throwing. A bad field falls back to its
 * default so one typo never blanks a page.
 */
import type { Diagnostic } from '../diagnostics.js';
import { JsonSyntaxError, parseJsonSource, type JsonSource } from './json-source.js';

export type PlaygroundDisplay = 'interactive' | 'simple' | 'none' | 'auth';
export type AuthMethod = 'bearer' | 'basic' | 'key';
export type ExampleDefaults = 'required' | 'all';

export interface MdxAuthSettings {
  readonly method: AuthMethod;
  /** The credential parameter's name; given with method `key` (for example `x-api-key`). */
  readonly name?: string;
}

export interface ApiSettings {
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
  };
  readonly examples: {
    readonly languages: readonly string[];
    readonly defaults: ExampleDefaults;
    readonly prefill: boolean;
  };
}

export interface ApiSettingsResult {
  readonly settings: ApiSettings;
  readonly diagnostics: readonly Diagnostic[];
}

export const PLAYGROUND_DISPLAYS: readonly PlaygroundDisplay[] = ['interactive', 'simple', 'none', 'auth'];
export const AUTH_METHODS: readonly AuthMethod[] = ['bearer', 'basic', 'key'];
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

type Obj = Readonly<Record<string, unknown>>;

function isObject(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `/api/playground/display` → `api.playground.display`, for messages people read. */
function dotted(pointer: string): string {
  return pointer.slice(1).split('/').join('.');
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return JSON.stringify(value);
  return typeof value === 'object' ? 'an object' : String(value);
}

/** Collects diagnostics while reading one docs.json; every reader returns a usable value. */
class Reader {
  readonly diagnostics: Diagnostic[] = [];

  constructor(private readonly file: string | undefined) {}

  report(severity: Diagnostic['severity'], code: string, pointer: string, message: string): void {
    this.diagnostics.push({
      severity,
      code,
      message,
      pointer,
      ...(this.file === undefined ? {} : { file: this.file }),
    });
  }

  object(value: unknown, pointer: string): Obj | undefined {
    if (value === undefined) return undefined;
    if (isObject(value)) return value;
    this.report('error', 'config/type', pointer, `\`${dotted(pointer)}\` must be an object; got ${describe(value)}.`);
    return undefined;
  }

  oneOf<T extends string>(value: unknown, pointer: string, allowed: readonly T[], fallback: T): T {
    if (value === undefined) return fallback;
    if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
    this.report(
      'error',
      'config/enum',
      pointer,
      `\`${dotted(pointer)}\` must be one of ${allowed.join(', ')}; got ${describe(value)}. Using "${fallback}".`,
    );
    return fallback;
  }

  boolean(value: unknown, pointer: string, fallback: boolean): boolean {
    if (value === undefined) return fallback;
    if (typeof value === 'boolean') return value;
    this.report(
      'error',
      'config/type',
      pointer,
      `\`${dotted(pointer)}\` must be true or false; got ${describe(value)}.`,
    );
    return fallback;
  }

  string(value: unknown, pointer: string): string | undefined {
    if (value === undefined) return undefined;
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    this.report(
      'error',
      'config/type',
      pointer,
      `\`${dotted(pointer)}\` must be a non-empty string; got ${describe(value)}.`,
    );
    return undefined;
  }

  strings(value: unknown, pointer: string): string[] | undefined {
    if (value === undefined) return undefined;
    const list = typeof value === 'string' ? [value] : value;
    if (!Array.isArray(list)) {
      this.report(
        'error',
        'config/type',
        pointer,
        `\`${dotted(pointer)}\` must be a string or a list of strings; got ${describe(value)}.`,
      );
      return undefined;
    }
    const out: string[] = [];
    list.forEach((item, i) => {
      const text = this.string(item, typeof value === 'string' ? pointer : `${pointer}/${i}`);
      if (text !== undefined) out.push(text);
    });
    return out;
  }
}

function readMdx(r: Reader, value: unknown): ApiSettings['mdx'] {
  const mdx = r.object(value, '/api/mdx');
  if (mdx === undefined) return defaultApiSettings.mdx;
  const servers = r.strings(mdx['server'], '/api/mdx/server') ?? [];
  servers.forEach((server, i) => {
    if (!/^https?:\/\//i.test(server)) {
      const at = typeof mdx['server'] === 'string' ? '/api/mdx/server' : `/api/mdx/server/${i}`;
      r.report(
        'warning',
        'config/server',
        at,
        `\`${dotted(at)}\` should be a full http(s) URL; got ${describe(server)}.`,
      );
    }
  });
  const authObj = r.object(mdx['auth'], '/api/mdx/auth');
  let auth: MdxAuthSettings | undefined;
  if (authObj !== undefined) {
    if (authObj['method'] === undefined) {
      r.report(
        'error',
        'config/required',
        '/api/mdx/auth/method',
        '`api.mdx.auth.method` is missing; use bearer, basic or key.',
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

function readPlayground(r: Reader, value: Obj | undefined): ApiSettings['playground'] {
  if (value === undefined) return defaultApiSettings.playground;
  const display = r.oneOf(value['display'], '/api/playground/display', PLAYGROUND_DISPLAYS, 'interactive');
  const url =
    value['url'] === undefined ? undefined : r.oneOf(value['url'], '/api/playground/url', ['full'] as const, 'full');
  const proxy = readProxy(r, value['proxy']);
  return { display, ...(url === undefined ? {} : { url }), ...(proxy === undefined ? {} : { proxy }) };
}

/** The path `docs dev` serves its proxy at; `api.playground.proxy: true` means this. */
export const DEFAULT_PLAYGROUND_PROXY = '/__docs_proxy';

/** `true` → the default path; a string → an http(s) URL or a path on the site's origin; `false` → off. */
function readProxy(r: Reader, value: unknown): string | undefined {
  if (value === undefined || value === false) return undefined;
  if (value === true) return DEFAULT_PLAYGROUND_PROXY;
  const text = typeof value === 'string' ? value.trim() : undefined;
  if (text !== undefined && (/^https?:\/\/[^/]/i.test(text) || /^\/(?!\/)/.test(text))) return text;
  r.report(
    'error',
    'config/type',
    '/api/playground/proxy',
    `\`api.playground.proxy\` must be true, false, a path such as "/__docs_proxy" or an http(s) URL; got ${describe(value)}. The playground sends requests directly.`,
  );
  return undefined;
}

function readExamples(r: Reader, value: unknown, pointer: string): ApiSettings['examples'] {
  const examples = r.object(value, pointer);
  if (examples === undefined) return defaultApiSettings.examples;
  const languages = r.strings(examples['languages'], `${pointer}/languages`);
  return {
    languages: languages === undefined || languages.length === 0 ? defaultApiSettings.examples.languages : languages,
    defaults: r.oneOf(examples['defaults'], `${pointer}/defaults`, EXAMPLE_DEFAULTS, 'all'),
    prefill: r.boolean(examples['prefill'], `${pointer}/prefill`, false),
  };
}

/**
 * Reads the `api` object of docs.json (pass `docsJson.api`). Unknown fields are ignored (the
 * format has more than this library uses); wrong values are reported and replaced by defaults.
 * `api.playground.examples` is accepted as an alias of `api.examples` (the format's own docs list
 * it there), with an info diagnostic; `api.examples` wins when both are given.
 */
export function parseApiSettings(value: unknown, file?: string): ApiSettingsResult {
  const r = new Reader(file);
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
  const settings: ApiSettings = { mdx: readMdx(r, api['mdx']), playground: readPlayground(r, playground), examples };
  return { settings, diagnostics: r.diagnostics };
}

/**
 * Parses the text of a docs.json and reads its `api` settings. A syntax error becomes one diagnostic
 * with its line and column; every other finding gets the line and column of its JSON pointer.
 */
export function readApiSettingsFromText(text: string, file?: string): ApiSettingsResult & { readonly ok: boolean } {
  const at = file === undefined ? {} : { file };
  let source: JsonSource;
  try {
    source = parseJsonSource(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const place = error instanceof JsonSyntaxError ? error.place : {};
    const diagnostic: Diagnostic = {
      severity: 'error',
      code: 'parse/json',
      message: `docs.json is not valid JSON: ${message}.`,
      ...at,
      ...place,
    };
    return { ok: false, settings: defaultApiSettings, diagnostics: [diagnostic] };
  }
  if (!isObject(source.value)) {
    const diagnostic: Diagnostic = {
      severity: 'error',
      code: 'config/type',
      message: `docs.json must hold a JSON object; got ${describe(source.value)}.`,
      pointer: '',
      ...at,
    };
    return { ok: false, settings: defaultApiSettings, diagnostics: [diagnostic] };
  }
  const { settings, diagnostics } = parseApiSettings(source.value['api'], file);
  const placed = diagnostics.map((d) => (d.pointer === undefined ? d : { ...d, ...(source.locate(d.pointer) ?? {}) }));
  return { ok: true, settings, diagnostics: placed };
}
