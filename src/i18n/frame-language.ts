/**
 * The language and writing direction `<api-docs>` states on its own root, so that its frame and pages mirror for
 * Arabic or Hebrew wherever it is put. What it does not state it inherits from its host and the host page
 * (`<html lang dir>`), which is where a built page's direction already is.
 */
import { directionOf, type Direction } from './direction.js';

export interface FrameLanguageInput {
  /** The `navigation.languages[]` code of the page on show (src/i18n/page-language.ts). */
  readonly navigation?: string | undefined;
  /** The element's own `lang` attribute. */
  readonly lang?: string | null | undefined;
  /** The element's own `dir` attribute: the author's word, which the language never overrides. */
  readonly dir?: string | null | undefined;
}

export interface FrameLanguage {
  readonly lang?: string;
  readonly dir?: Direction;
}

const given = (value: string | null | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
};

/**
 * The page's navigation language, else the element's `lang`: its tag and direction (`ar` → `rtl`), the direction
 * left out when the element has a `dir` of its own. Neither known: nothing, so the document's `lang` and `dir` apply.
 */
export function frameLanguage({ navigation, lang, dir }: FrameLanguageInput): FrameLanguage {
  const tag = given(navigation) ?? given(lang);
  if (tag === undefined) return {};
  return given(dir) === undefined ? { lang: tag, dir: directionOf(tag) } : { lang: tag };
}
