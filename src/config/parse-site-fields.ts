/**
 * The root fields of docs.json that shape the site around the pages (issue 16): theme, favicon,
 * fonts, appearance, background, styling, icons, navbar, footer, banner, contextual, redirects, seo,
 * search and errors.404. Each reader returns a typed value or undefined and reports what it drops;
 * the Mintlify fields this library does not honour are warned about by mintlify-fields.ts.
 */
import { type ConfigReader, describeValue, dottedPath } from './config-reader.js';
import type { JsonObject } from './config-reader.js';
import type {
  AppearanceConfig,
  BackgroundConfig,
  ContextualConfig,
  FontConfig,
  FontsConfig,
  NotFoundConfig,
  RedirectConfig,
  SearchConfig,
  SeoConfig,
  SiteFieldsConfig,
  StylingConfig,
  ThemeName,
} from './docs-config-types.js';
import { checkFields, SITE_FIELDS } from './mintlify-fields.js';
import { readContextual } from './parse-contextual.js';
import { readChrome } from './parse-chrome.js';
import { defined, isPlainColor, readColor, readLink, readSafeUrl } from './read-values.js';
import { CODE_THEME_NAMES } from '../highlight/code-theme-names.js';
import { childPointer } from '../openapi/pointer.js';

export { isPlainColor, readSafeUrl };

/** The root fields read here (DOCS_FIELDS.root lists them with the others). */
export const SITE_ROOT_FIELDS = [
  'theme',
  'fonts',
  'appearance',
  'background',
  'styling',
  'icons',
  'navbar',
  'footer',
  'banner',
  'contextual',
  'redirects',
  'seo',
  'search',
  'errors',
  'metadata',
  'public',
] as const;

export const THEMES: readonly ThemeName[] = [
  'mint',
  'maple',
  'palm',
  'willow',
  'linden',
  'almond',
  'aspen',
  'sequoia',
  'luma',
];

/** `favicon`: one path, or `{ light, dark }`. */
export function readFavicon(r: ConfigReader, value: unknown): { favicon?: string; faviconDark?: string } {
  if (value === undefined) return {};
  if (typeof value === 'string') return defined({ favicon: readSafeUrl(r, value, '/favicon') });
  const icon = r.object(value, '/favicon');
  if (icon === undefined) return {};
  checkFields(r, icon, '/favicon', SITE_FIELDS.favicon);
  const light = readSafeUrl(r, icon['light'], '/favicon/light');
  const dark = readSafeUrl(r, icon['dark'], '/favicon/dark');
  if (light === undefined && icon['light'] === undefined)
    r.report('error', 'config/required', '/favicon', '`favicon` needs `light` (the image path) when it is an object.');
  return defined({ favicon: light ?? dark, faviconDark: dark });
}

function readFont(r: ConfigReader, font: JsonObject, pointer: string): FontConfig {
  const family = r.string(font['family'], `${pointer}/family`);
  let weight: number | undefined;
  if (font['weight'] !== undefined) {
    if (typeof font['weight'] === 'number' && font['weight'] >= 1 && font['weight'] <= 1000) weight = font['weight'];
    else
      r.report(
        typeof font['weight'] === 'number' ? 'warning' : 'error',
        'config/type',
        `${pointer}/weight`,
        `\`${dottedPath(`${pointer}/weight`)}\` must be a number from 1 to 1000; got ${describeValue(font['weight'])}.`,
      );
  }
  const source = readSafeUrl(r, font['source'], `${pointer}/source`);
  const format = r.oneOf(font['format'], `${pointer}/format`, ['woff', 'woff2'] as const);
  if (family !== undefined && !/^[\w\s.-]+$/.test(family)) {
    r.report(
      'error',
      'config/type',
      `${pointer}/family`,
      `\`${dottedPath(`${pointer}/family`)}\` must be a plain font family name (letters, digits, spaces); got ${describeValue(family)}.`,
    );
    return defined({ weight, source, format });
  }
  return defined({ family, weight, source, format });
}

function readFonts(r: ConfigReader, value: unknown): FontsConfig | undefined {
  const fonts = r.object(value, '/fonts');
  if (fonts === undefined) return undefined;
  checkFields(r, fonts, '/fonts', SITE_FIELDS.fonts);
  const part = (key: 'heading' | 'body'): FontConfig | undefined => {
    const obj = r.object(fonts[key], `/fonts/${key}`);
    if (obj === undefined) return undefined;
    checkFields(r, obj, `/fonts/${key}`, SITE_FIELDS.font);
    return readFont(r, obj, `/fonts/${key}`);
  };
  return defined({ ...readFont(r, fonts, '/fonts'), heading: part('heading'), body: part('body') });
}

function readAppearance(r: ConfigReader, value: unknown): AppearanceConfig | undefined {
  const obj = r.object(value, '/appearance');
  if (obj === undefined) return undefined;
  checkFields(r, obj, '/appearance', SITE_FIELDS.appearance);
  return {
    default: r.oneOf(obj['default'], '/appearance/default', ['system', 'light', 'dark'] as const, 'system'),
    strict: r.boolean(obj['strict'], '/appearance/strict') ?? false,
  };
}

/** A path, or `{ light, dark }` of paths. */
function readSchemeImage(r: ConfigReader, value: unknown, pointer: string): BackgroundConfig['image'] {
  if (value === undefined) return undefined;
  if (typeof value === 'string') {
    const light = readSafeUrl(r, value, pointer);
    return light === undefined ? undefined : { light };
  }
  const obj = r.object(value, pointer);
  if (obj === undefined) return undefined;
  checkFields(r, obj, pointer, SITE_FIELDS.scheme);
  const light = readSafeUrl(r, obj['light'], `${pointer}/light`);
  const dark = readSafeUrl(r, obj['dark'], `${pointer}/dark`);
  const first = light ?? dark;
  return first === undefined ? undefined : defined({ light: first, dark });
}

function readBackground(r: ConfigReader, value: unknown): BackgroundConfig | undefined {
  const obj = r.object(value, '/background');
  if (obj === undefined) return undefined;
  checkFields(r, obj, '/background', SITE_FIELDS.background);
  const colorObj = r.object(obj['color'], '/background/color');
  if (colorObj) checkFields(r, colorObj, '/background/color', SITE_FIELDS.scheme);
  const color =
    colorObj === undefined
      ? undefined
      : defined({
          light: readColor(r, colorObj['light'], '/background/color/light'),
          dark: readColor(r, colorObj['dark'], '/background/color/dark'),
        });
  return defined({
    image: readSchemeImage(r, obj['image'], '/background/image'),
    decoration: r.oneOf(obj['decoration'], '/background/decoration', ['gradient', 'grid', 'windows'] as const),
    color: color && Object.keys(color).length > 0 ? color : undefined,
  });
}

function readCodeblocks(r: ConfigReader, value: unknown): StylingConfig['codeblocks'] {
  if (value === undefined) return undefined;
  if (value === 'system' || value === 'dark') return value;
  const name = (v: unknown, at: string): string | undefined => {
    const text = r.string(v, at);
    if (text !== undefined && CODE_THEME_NAMES.has(text)) return text;
    if (text === undefined) return text;
    if (/^[\w.-]+$/.test(text)) {
      r.report(
        'warning',
        'config/not-supported',
        at,
        `\`${dottedPath(at)}\`: "${text}" is not one of the Shiki themes this library ships (shiki's bundled themes); code blocks keep the built-in colours.`,
      );
      return text;
    }
    r.report(
      'error',
      'config/type',
      at,
      `\`${dottedPath(at)}\` must be a Shiki theme name; got ${describeValue(text)}.`,
    );
    return undefined;
  };
  if (typeof value === 'string') {
    const theme = name(value, '/styling/codeblocks');
    return theme === undefined ? undefined : { light: theme, dark: theme };
  }
  const obj = r.object(value, '/styling/codeblocks');
  if (obj === undefined) return undefined;
  checkFields(r, obj, '/styling/codeblocks', SITE_FIELDS.codeblocks);
  const theme = obj['theme'];
  if (typeof theme === 'string') {
    const t = name(theme, '/styling/codeblocks/theme');
    return t === undefined ? undefined : { light: t, dark: t };
  }
  const pair = r.object(theme, '/styling/codeblocks/theme');
  if (pair === undefined) return undefined;
  const light = name(pair['light'], '/styling/codeblocks/theme/light');
  const dark = name(pair['dark'], '/styling/codeblocks/theme/dark');
  return light === undefined || dark === undefined ? undefined : { light, dark };
}

function readStyling(r: ConfigReader, value: unknown): StylingConfig | undefined {
  const obj = r.object(value, '/styling');
  if (obj === undefined) return undefined;
  checkFields(r, obj, '/styling', SITE_FIELDS.styling);
  return defined({
    eyebrows: r.oneOf(obj['eyebrows'], '/styling/eyebrows', ['section', 'breadcrumbs'] as const),
    codeblocks: readCodeblocks(r, obj['codeblocks']),
    latex: r.boolean(obj['latex'], '/styling/latex'),
  });
}

/** The path a redirect source matches: without its `#fragment`, starting with `/`. */
export function redirectSourcePath(source: string): string {
  const path = source.replace(/#.*$/, '');
  return path.startsWith('/') ? path : `/${path}`;
}

/** `/old/:slug*` → ok; a source must be a path on the site, a destination a path or an http(s) URL. */
function readRedirect(r: ConfigReader, value: unknown, pointer: string): RedirectConfig | undefined {
  const obj = r.object(value, pointer);
  if (obj === undefined) return undefined;
  checkFields(r, obj, pointer, SITE_FIELDS.redirect);
  r.required(obj, 'source', pointer, 'the old path');
  r.required(obj, 'destination', pointer, 'the new path or URL');
  const written = r.string(obj['source'], `${pointer}/source`);
  const destination = readLink(r, obj['destination'], `${pointer}/destination`);
  const permanent = r.boolean(obj['permanent'], `${pointer}/permanent`) ?? true;
  if (written === undefined || destination === undefined) return undefined;
  // A browser never sends the `#fragment` of a link, so a source matches by its path; Mintlify reads
  // `guides/old` as `/guides/old`.
  const source = redirectSourcePath(written);
  if (!/^\/[^\s?#]*$/.test(source) || source.includes('//')) {
    r.report(
      'warning',
      'config/redirect',
      `${pointer}/source`,
      `\`${dottedPath(`${pointer}/source`)}\` must be a path on the site (parameters as :name); got ${describeValue(written)}, so the redirect is left out.`,
    );
    return undefined;
  }
  return { source, destination, permanent };
}

/** `{ "og:image": "…" }` → meta tags in the order written; a bad name is reported and left out. */
function readMetatags(r: ConfigReader, value: unknown, pointer: string): SeoConfig['metatags'] {
  const tags = r.object(value, pointer) ?? {};
  return Object.entries(tags).flatMap(([name, content]) => {
    const at = childPointer(pointer, name);
    if (!/^[\w:.-]+$/.test(name)) {
      r.report(
        'error',
        'config/type',
        at,
        `\`${dottedPath(at)}\`: a meta tag name is letters, digits, ":", "." or "-".`,
      );
      return [];
    }
    const text = typeof content === 'number' || typeof content === 'boolean' ? String(content) : r.string(content, at);
    return text === undefined ? [] : [{ name, content: text }];
  });
}

function readSeoPaths(r: ConfigReader, value: unknown): SeoConfig['paths'] {
  return r.list(value, '/seo/paths')?.flatMap((item, i) => {
    const at = `/seo/paths/${i}`;
    const obj = r.object(item, at);
    if (obj === undefined) return [];
    checkFields(r, obj, at, SITE_FIELDS.seoPath);
    r.required(obj, 'path', at, 'the folder, such as "guides/v2"');
    const path = r.string(obj['path'], `${at}/path`)?.replace(/^\/+|\/+$/g, '');
    return path === undefined ? [] : [{ path, metatags: readMetatags(r, obj['metatags'], `${at}/metatags`) }];
  });
}

function readSeo(r: ConfigReader, value: unknown): SeoConfig | undefined {
  const obj = r.object(value, '/seo');
  if (obj === undefined) return undefined;
  checkFields(r, obj, '/seo', SITE_FIELDS.seo);
  const trailingSlash = r.boolean(obj['trailingSlash'], '/seo/trailingSlash');
  const paths = readSeoPaths(r, obj['paths']);
  if (obj['organization'] !== undefined) r.object(obj['organization'], '/seo/organization');
  return {
    metatags: readMetatags(r, obj['metatags'], '/seo/metatags'),
    indexing: r.oneOf(obj['indexing'], '/seo/indexing', ['navigable', 'all'] as const, 'navigable'),
    ...(trailingSlash === undefined ? {} : { trailingSlash }),
    ...(paths === undefined || paths.length === 0 ? {} : { paths }),
  };
}

function readMetadata(r: ConfigReader, value: unknown): SiteFieldsConfig['metadata'] {
  const obj = r.object(value, '/metadata');
  if (obj === undefined) return undefined;
  checkFields(r, obj, '/metadata', SITE_FIELDS.metadata);
  return { timestamp: r.boolean(obj['timestamp'], '/metadata/timestamp') ?? false };
}

function readSearch(r: ConfigReader, value: unknown): SearchConfig | undefined {
  const obj = r.object(value, '/search');
  if (obj === undefined) return undefined;
  checkFields(r, obj, '/search', SITE_FIELDS.search);
  return defined({ prompt: r.string(obj['prompt'], '/search/prompt') });
}

function readErrors(r: ConfigReader, value: unknown): { notFound: NotFoundConfig } | undefined {
  const obj = r.object(value, '/errors');
  if (obj === undefined) return undefined;
  checkFields(r, obj, '/errors', SITE_FIELDS.errors);
  const nf = r.object(obj['404'], '/errors/404');
  if (nf) checkFields(r, nf, '/errors/404', SITE_FIELDS.notFound);
  return {
    notFound: defined({
      redirect: r.boolean(nf?.['redirect'], '/errors/404/redirect') ?? true,
      title: r.string(nf?.['title'], '/errors/404/title'),
      description: r.string(nf?.['description'], '/errors/404/description'),
    }),
  };
}

function readIcons(r: ConfigReader, value: unknown): SiteFieldsConfig['icons'] {
  const obj = r.object(value, '/icons');
  if (obj === undefined) return undefined;
  checkFields(r, obj, '/icons', SITE_FIELDS.icons);
  return {
    library: r.oneOf(obj['library'], '/icons/library', ['fontawesome', 'lucide', 'tabler'] as const, 'fontawesome'),
  };
}

/** Every site field of a docs.json object; absent fields stay absent. */
export function readSiteFields(r: ConfigReader, root: JsonObject): SiteFieldsConfig {
  const redirects =
    root['redirects'] === undefined
      ? undefined
      : (r.list(root['redirects'], '/redirects') ?? []).flatMap((item, i) => {
          const redirect = readRedirect(r, item, `/redirects/${i}`);
          return redirect === undefined ? [] : [redirect];
        });
  const contextual: ContextualConfig | undefined = readContextual(r, root['contextual']);
  return defined({
    theme: root['theme'] === undefined ? undefined : r.oneOf(root['theme'], '/theme', THEMES, 'mint'),
    fonts: readFonts(r, root['fonts']),
    appearance: readAppearance(r, root['appearance']),
    background: readBackground(r, root['background']),
    styling: readStyling(r, root['styling']),
    icons: readIcons(r, root['icons']),
    ...readChrome(r, root, ''),
    contextual,
    redirects,
    seo: readSeo(r, root['seo']),
    search: readSearch(r, root['search']),
    errors: readErrors(r, root['errors']),
    metadata: readMetadata(r, root['metadata']),
    public: r.boolean(root['public'], '/public'),
  });
}
