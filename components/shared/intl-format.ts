/**
 * Numbers, counts, sizes and durations in the reader's catalogue locale (components/shared/localize.ts), through
 * `Intl`: the one place the UI turns a number into words. Plural forms follow `Intl.PluralRules`, so Arabic gets its
 * six (zero, one, two, few, many, other) and Japanese its one.
 */
import { activeLocale } from './localize.js';

/** One message per plural category, each given the count already formatted; `other` is the fallback. */
export type PluralForms = { readonly other: (count: string) => string } & Partial<
  Record<Intl.LDMLPluralRule, (count: string) => string>
>;

const cache = new Map<string, Intl.NumberFormat | Intl.PluralRules>();

function cached<T extends Intl.NumberFormat | Intl.PluralRules>(key: string, make: () => T): T {
  let found = cache.get(key) as T | undefined;
  if (found === undefined) cache.set(key, (found = make()));
  return found;
}

/** `1234.5` → `1,234.5` (en), `1.234,5` (de), `١٬٢٣٤٫٥` (ar). */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  const locale = activeLocale();
  return cached(`n:${locale}:${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options)).format(value);
}

/** The message for `count` in the plural form the active locale uses for it: "1 result", "2 results". */
export function plural(count: number, forms: PluralForms): string {
  const locale = activeLocale();
  const category = cached(`p:${locale}`, () => new Intl.PluralRules(locale)).select(count);
  return (forms[category] ?? forms.other)(formatNumber(count));
}

/** `1234` → `1.2 kB` (SI units, as browsers' download UIs show), the number in the reader's locale. */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${formatNumber(bytes)} B`;
  const units = ['kB', 'MB', 'GB'];
  let value = bytes;
  let unit = -1;
  do {
    value /= 1000;
    unit++;
  } while (value >= 1000 && unit < units.length - 1);
  const digits = value < 10 ? 1 : 0;
  return `${formatNumber(value, { minimumFractionDigits: digits, maximumFractionDigits: digits })} ${units[unit]}`;
}

/** `12` → `12 ms`, `1250` → `1.25 s`, a whole `30000` (a timeout) → `30 s`. */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${formatNumber(Math.round(ms))} ms`;
  const digits = ms % 1000 === 0 ? 0 : 2;
  return `${formatNumber(ms / 1000, { minimumFractionDigits: digits, maximumFractionDigits: digits })} s`;
}
