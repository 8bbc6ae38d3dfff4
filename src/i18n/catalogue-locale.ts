/**
 * Which UI catalogue serves a language tag. English is the source locale, built into every bundle; the others are
 * lazy chunks (components/shared/locales/). A regional or script tag falls back to the best catalogue:
 * `de-AT` → `de`, `pt` or `pt-PT` → `pt-BR`, `zh-Hant`, `zh-HK` → `zh-TW`, `zh`, `zh-SG` → `zh-CN`, `iw` → `he`.
 */
export const SOURCE_LOCALE = 'en';

/** Every catalogue but English, in the order the README lists them. */
export const TARGET_LOCALES = [
  'es',
  'fr',
  'de',
  'pt-BR',
  'it',
  'nl',
  'ru',
  'uk',
  'pl',
  'tr',
  'ja',
  'ko',
  'zh-CN',
  'zh-TW',
  'ar',
  'he',
  'hi',
] as const;

export type CatalogueLocale = typeof SOURCE_LOCALE | (typeof TARGET_LOCALES)[number];

/** Old or alternative primary subtags that name a language a catalogue covers. */
const ALIASES: Record<string, string> = { iw: 'he' };
/** Chinese written in traditional characters: by script, else by region. */
const TRADITIONAL_REGIONS = new Set(['tw', 'hk', 'mo']);

function chinese(subtags: readonly string[]): CatalogueLocale {
  if (subtags.includes('hant')) return 'zh-TW';
  if (subtags.includes('hans')) return 'zh-CN';
  return subtags.some((s) => TRADITIONAL_REGIONS.has(s)) ? 'zh-TW' : 'zh-CN';
}

/** The catalogue for a BCP 47 tag (any case, `_` or `-`): its exact match, else its language's, else English. */
export function catalogueLocale(tag: string | null | undefined): CatalogueLocale {
  const parts = (tag ?? '').trim().replace(/_/g, '-').toLowerCase().split('-');
  const language = ALIASES[parts[0] ?? ''] ?? parts[0] ?? '';
  const subtags = parts.slice(1);
  if (language === 'zh') return chinese(subtags);
  if (language === 'pt') return 'pt-BR';
  const found = TARGET_LOCALES.find((l) => l.toLowerCase() === language);
  return found ?? SOURCE_LOCALE;
}
