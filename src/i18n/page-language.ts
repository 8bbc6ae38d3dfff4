/**
 * Which language a page is shown in, by the precedence: docs.json `navigation.languages[].language` of the
 * page shown, then a `lang` attribute on the element, then the host page's `<html lang>`, then English.
 */
import { activePath } from '../navigation/active.js';
import type { NavTree } from '../navigation/types.js';

export const DEFAULT_LANGUAGE = 'en';

/** The code of the `navigation.languages[]` entry that holds `slug` (its default language when none does). */
export function navigationLanguage(tree: NavTree, slug: string | undefined): string | undefined {
  if ((tree.divisions ?? []).length === 0) return undefined;
  return activePath(tree, slug, () => true).find((d) => d.kind === 'language')?.language;
}

/** The first language given, in precedence order (navigation, element, document), else English. */
export function chooseLanguage(...candidates: readonly (string | null | undefined)[]): string {
  return candidates.map((c) => c?.trim()).find((c): c is string => c !== undefined && c !== '') ?? DEFAULT_LANGUAGE;
}
