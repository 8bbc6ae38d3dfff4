/**
 * The one place the UI catalogue is set up (@lit/localize, runtime mode): English is the source locale and built in,
 * every other locale is a lazy chunk loaded when a reader needs it. The runtime holds one locale for the whole page,
 * so each element says which language it wants and the strongest word wins, by the precedence:
 *   1. the docs.json `navigation.languages[]` language of the page `<api-docs>` shows;
 *   2. a `lang` attribute on `<api-docs>`, a standalone element or an ancestor of it;
 *   3. the page's `<html lang>`;
 *   4. English.
 */
import { configureLocalization, type LocaleModule } from '@lit/localize';
import {
  catalogueLocale,
  SOURCE_LOCALE,
  TARGET_LOCALES,
  type CatalogueLocale,
} from '../../src/i18n/catalogue-locale.js';

/** One dynamic import per catalogue, so that each is its own lazy chunk. */
const loaders: Record<Exclude<CatalogueLocale, 'en'>, () => Promise<LocaleModule>> = {
  es: () => import('./locales/es.js'),
  fr: () => import('./locales/fr.js'),
  de: () => import('./locales/de.js'),
  'pt-BR': () => import('./locales/pt-BR.js'),
  it: () => import('./locales/it.js'),
  nl: () => import('./locales/nl.js'),
  ru: () => import('./locales/ru.js'),
  uk: () => import('./locales/uk.js'),
  pl: () => import('./locales/pl.js'),
  tr: () => import('./locales/tr.js'),
  ja: () => import('./locales/ja.js'),
  ko: () => import('./locales/ko.js'),
  'zh-CN': () => import('./locales/zh-CN.js'),
  'zh-TW': () => import('./locales/zh-TW.js'),
  ar: () => import('./locales/ar.js'),
  he: () => import('./locales/he.js'),
  hi: () => import('./locales/hi.js'),
};

const { getLocale, setLocale } = configureLocalization({
  sourceLocale: SOURCE_LOCALE,
  targetLocales: TARGET_LOCALES,
  loadLocale: (locale) => loaders[locale as keyof typeof loaders](),
});

/** The catalogue in use now: what `Intl` formats numbers, sizes and plurals in. */
export function activeLocale(): CatalogueLocale {
  return getLocale() as CatalogueLocale;
}

/** Where a language request comes from, strongest first. */
export type LanguageSource = 'navigation' | 'element' | 'document';
const STRENGTH: Record<LanguageSource, number> = { navigation: 0, element: 1, document: 2 };

interface LanguageRequest {
  readonly tag: string;
  readonly source: LanguageSource;
}

/** What each connected element asks for; the last asked of the strongest source wins. */
const requests = new Map<object, LanguageRequest>();

function chosen(): CatalogueLocale {
  let best: LanguageRequest | undefined;
  for (const request of requests.values())
    if (best === undefined || STRENGTH[request.source] <= STRENGTH[best.source]) best = request;
  return catalogueLocale(best?.tag);
}

/** Loads and switches to the chosen catalogue; asking again for the one loading or shown does nothing. */
function apply(): Promise<void> {
  const locale = chosen();
  return setLocale(locale).catch((error: unknown) =>
    console.warn(`The ${locale} catalogue did not load (${String(error)}); the UI stays in ${getLocale()}.`),
  );
}

/** `owner` wants the UI in `tag` (a BCP 47 tag), for the reason `source`; empty tags are ignored. */
export function requestLanguage(owner: object, tag: string | null | undefined, source: LanguageSource): void {
  const trimmed = tag?.trim() ?? '';
  if (trimmed === '') requests.delete(owner);
  else requests.set(owner, { tag: trimmed, source });
  void apply();
}

/** `owner` no longer asks for a language (it left the page). */
export function withdrawLanguage(owner: object): void {
  if (requests.delete(owner)) void apply();
}

/**
 * The language an element is in: the nearest `lang` on it or an ancestor, crossing shadow roots (so an element
 * inside `<api-docs>` reads the frame's), and whether that came from the element's side or the page's `<html>`.
 */
export function languageOf(el: Element): LanguageRequest | undefined {
  for (let node: Node | null = el; node !== null;) {
    if (node instanceof Element) {
      const lang = node.getAttribute('lang')?.trim();
      if (lang !== undefined && lang !== '')
        return { tag: lang, source: node === el.ownerDocument.documentElement ? 'document' : 'element' };
    }
    node = node instanceof ShadowRoot ? node.host : node.parentNode;
  }
  return undefined;
}

/** Resolves once the catalogue chosen now has loaded and elements have been told to draw again. */
export function localeSettled(): Promise<void> {
  return apply();
}
