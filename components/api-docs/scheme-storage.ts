/**
 * The reader's colour scheme as a rule with no drawing: which scheme a page shows (the reader's remembered choice,
 * the host's, the docs.json default; `appearance.strict` fixes it) and where the choice is remembered
 * (localStorage). Shared by the top bar's toggle (site-theme.ts) and a built page's bootstrap (components/islands/),
 * which must not load Lit to follow it.
 */
export type Scheme = 'light' | 'dark' | 'system';

export const SCHEME_STORAGE_KEY = 'api-docs:scheme';

export function storedScheme(): Scheme | undefined {
  try {
    const value = localStorage.getItem(SCHEME_STORAGE_KEY);
    return value === 'light' || value === 'dark' || value === 'system' ? value : undefined;
  } catch {
    return undefined;
  }
}

export function storeScheme(scheme: Scheme): void {
  try {
    localStorage.setItem(SCHEME_STORAGE_KEY, scheme);
  } catch {
    // Storage may be off (private mode, a sandboxed frame): the choice lasts for the visit.
  }
}

export function themeOf(scheme: Scheme): 'light' | 'dark' | 'auto' {
  return scheme === 'system' ? 'auto' : scheme;
}

export function schemeOf(theme: 'light' | 'dark' | 'auto' | undefined): Scheme | undefined {
  return theme === undefined ? undefined : theme === 'auto' ? 'system' : theme;
}

/**
 * The scheme to show: with `strict`, always the docs.json default; otherwise the reader's remembered
 * choice, else what the host set, else the docs.json default.
 */
export function initialScheme(
  appearance: { readonly default: Scheme; readonly strict: boolean },
  hostTheme: 'light' | 'dark' | 'auto' | undefined,
): Scheme {
  if (appearance.strict) return appearance.default;
  return storedScheme() ?? schemeOf(hostTheme) ?? appearance.default;
}
