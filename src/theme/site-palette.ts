/**
 * What docs.json's `theme` and `colors` make of the site's look, as plain data: the look's name (one of
 * the three built in, Mintlify's other names mapped to the nearest) and the `--api-*` colour tokens for
 * light and dark backgrounds, each accent checked for WCAG AA contrast against the background it sits on.
 */
import { colorRamp, readableOn, textOn } from './color-ramp.js';

/** The looks the site draws. */
export type SiteLook = 'mint' | 'maple' | 'linden';

/**
 * Mintlify's theme names and the look each gets here. `mint` (the classic: tabs under the top bar, soft
 * accent), `maple` (crisp, rounder cards, accent bars) and `linden` (monospace headings, square corners,
 * a retro terminal feel) are drawn as such; the others are close relatives: `palm` and `aspen` (dense,
 * enterprise navigation) take maple's crisp lines, `willow` (stripped back) takes mint, `almond`
 * (cards with hairline borders) takes maple.
 */
const LOOKS: Readonly<Record<string, SiteLook>> = {
  mint: 'mint',
  maple: 'maple',
  linden: 'linden',
  palm: 'maple',
  aspen: 'maple',
  almond: 'maple',
  willow: 'mint',
};

/** The look for docs.json `theme` (absent or unknown: mint). */
export function siteLook(theme: unknown): SiteLook {
  return typeof theme === 'string' ? (LOOKS[theme.toLowerCase()] ?? 'mint') : 'mint';
}

export interface PaletteInput {
  readonly primary?: string;
  /** Mintlify: the accent on dark backgrounds. */
  readonly light?: string;
  /** Mintlify: the accent on light backgrounds (buttons, hovers). */
  readonly dark?: string;
}

/** Token name (without `--api-`) → value, for one colour scheme. */
export type PaletteTokens = Readonly<Record<string, string>>;

export interface SitePalette {
  readonly light: PaletteTokens;
  readonly dark: PaletteTokens;
}

/** The backgrounds the accents are checked against (the theme files' `--api-background`). */
export const LIGHT_BACKGROUND = '#ffffff';
export const DARK_BACKGROUND = '#0d1117';

function schemeTokens(accent: string, background: string, ramp: Record<number, string>, dark: boolean): PaletteTokens {
  // Links and the active tab are text: 4.5:1. Buttons fill with the accent and carry black or white text.
  const text = readableOn(accent, background, 4.5) ?? accent;
  const fill = readableOn(accent, background, 3) ?? accent;
  return {
    accent: text,
    'accent-contrast': textOn(fill),
    'accent-fill': fill,
    'accent-soft': dark ? ramp[950]! : ramp[50]!,
    'accent-border': dark ? ramp[800]! : ramp[200]!,
    'focus-ring': text,
  };
}

/**
 * The colour tokens docs.json `colors` asks for; empty when it names none (the theme files' own accent
 * stays). `primary` alone feeds both schemes; `dark` wins on light backgrounds and `light` on dark ones.
 */
export function sitePalette(colors: PaletteInput | undefined): SitePalette {
  const onLight = colors?.dark ?? colors?.primary;
  const onDark = colors?.light ?? colors?.primary;
  const lightRamp = onLight === undefined ? undefined : colorRamp(onLight);
  const darkRamp = onDark === undefined ? undefined : colorRamp(onDark);
  // A colour that is not a hex code (docs.json allows only hex; a host's `config` may pass any CSS colour) is used as given.
  const asGiven = (color: string | undefined): PaletteTokens => (color === undefined ? {} : { accent: color });
  return {
    light: lightRamp === undefined ? asGiven(onLight) : schemeTokens(onLight!, LIGHT_BACKGROUND, lightRamp, false),
    dark: darkRamp === undefined ? asGiven(onDark) : schemeTokens(onDark!, DARK_BACKGROUND, darkRamp, true),
  };
}
