/**
 * The writing direction of a language tag: the one rule every element, the server renderer and `docs build` follow.
 * A script named in the tag decides; then a list of right-to-left languages (Arabic, Hebrew, Persian, Urdu and a
 * few more); then `Intl.Locale`'s text info where the runtime has it (Chromium, Node); else left to right.
 */
export type Direction = 'ltr' | 'rtl';

/** Languages (ISO 639 primary subtags) written right to left, whatever the runtime's `Intl` knows. */
const RTL_LANGUAGES = new Set(['ar', 'he', 'iw', 'fa', 'ur', 'ps', 'sd', 'ug', 'yi', 'dv', 'ckb']);
/** Scripts written right to left, for a tag that names its script (`az-Arab`, `pa-Arab`). */
const RTL_SCRIPTS = new Set(['arab', 'hebr', 'thaa', 'syrc', 'nkoo', 'adlm', 'rohg']);

interface TextInfoLocale {
  readonly textInfo?: { readonly direction?: string };
  getTextInfo?(): { readonly direction?: string };
}

function fromIntl(tag: string): Direction | undefined {
  try {
    const locale = new Intl.Locale(tag) as unknown as TextInfoLocale;
    const info = typeof locale.getTextInfo === 'function' ? locale.getTextInfo() : locale.textInfo;
    return info?.direction === 'rtl' || info?.direction === 'ltr' ? info.direction : undefined;
  } catch {
    return undefined; // not a well-formed tag
  }
}

/** What the tag itself says: its script when it names one, else whether its language is on the list. */
function fromList(tag: string): Direction | undefined {
  const [language = '', ...subtags] = tag.toLowerCase().split('-');
  const script = subtags.find((s) => /^[a-z]{4}$/.test(s));
  if (script !== undefined) return RTL_SCRIPTS.has(script) ? 'rtl' : 'ltr';
  return RTL_LANGUAGES.has(language) ? 'rtl' : undefined;
}

/** `ar`, `he-IL`, `fa`, `ur-PK`, `az-Arab` → `'rtl'`; anything else (an empty or malformed tag too) → `'ltr'`. */
export function directionOf(languageTag: string | undefined): Direction {
  const tag = languageTag?.trim().replace(/_/g, '-') ?? '';
  if (tag === '') return 'ltr';
  // The list first: Node 20's ICU calls `az-Arab` left to right; Intl then covers languages the list lacks.
  return fromList(tag) ?? fromIntl(tag) ?? 'ltr';
}
