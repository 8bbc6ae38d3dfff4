/**
 * The reader's chosen snippet language, shared by every `<api-snippets>` on the page and kept in
 * localStorage for the next visit. A window event carries changes, so two copies of the bundle on
 * one page (and other tabs, through `storage`) stay in step.
 */

export const LANGUAGE_STORAGE_KEY = 'api-docs-elements:snippet-language';
/** Fired on window when the preferred language changes; `detail` is the tab key. */
export const LANGUAGE_CHANGE_EVENT = 'api-snippet-language-change';

let current: string | undefined;
let loaded = false;

function readStorage(): string | undefined {
  try {
    return globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY) ?? undefined;
  } catch {
    return undefined; // storage disabled (private mode, sandboxed frame)
  }
}

/** The preferred tab key (`python`, `node:axios`, …), or undefined when the reader never chose. */
export function preferredLanguage(): string | undefined {
  if (!loaded) {
    current = readStorage();
    loaded = true;
  }
  return current;
}

/** Records the reader's choice, remembers it, and tells every element on the page. */
export function setPreferredLanguage(key: string): void {
  if (preferredLanguage() === key) return;
  current = key;
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, key);
  } catch {
    // Not remembered across visits, still shared on this page.
  }
  globalThis.dispatchEvent?.(new CustomEvent<string>(LANGUAGE_CHANGE_EVENT, { detail: key }));
}

/** Calls `listener` with each new choice (from this page or another tab); returns the unsubscribe function. */
export function onPreferredLanguageChange(listener: (key: string) => void): () => void {
  const onChange = (event: Event): void => {
    const key = (event as CustomEvent<string>).detail;
    current = key;
    listener(key);
  };
  const onStorage = (event: StorageEvent): void => {
    if (event.key !== LANGUAGE_STORAGE_KEY || event.newValue === null) return;
    current = event.newValue;
    listener(event.newValue);
  };
  globalThis.addEventListener?.(LANGUAGE_CHANGE_EVENT, onChange);
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    globalThis.removeEventListener?.(LANGUAGE_CHANGE_EVENT, onChange);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** Forgets the in-memory choice so the next read comes from storage (a simulated reload, for tests). */
export function resetLanguageStoreForTests(): void {
  loaded = false;
  current = undefined;
}
