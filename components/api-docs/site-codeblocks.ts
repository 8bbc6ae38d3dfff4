/**
 * docs.json `styling.codeblocks`: `system` (the default) paints code blocks in the page's scheme, `dark`
 * keeps them dark on a light page too, and Shiki theme names (one, or one per scheme) recolour them with
 * that theme's colours. Every code block reads the `--api-code-*` tokens (shiki's output, the light
 * tokenizers, snippets and examples inside endpoint elements), so setting those on the page is enough.
 * The palettes of named themes are a lazy chunk, loaded only by a site that names one.
 */
import { unsafeCSS, type CSSResult } from 'lit';
import type { StylingConfig } from '../../src/config/index.js';
import { darkTokens, lightTokens } from '../themes/tokens.js';

type Palettes = Readonly<Record<string, readonly string[]>>;

const TOKENS = [
  'background',
  'foreground',
  'token-constant',
  'token-string',
  'token-comment',
  'token-keyword',
  'token-parameter',
  'token-function',
  'token-string-expression',
  'token-punctuation',
  'token-link',
] as const;

let palettes: Palettes | undefined;
let loading: Promise<void> | undefined;

/** Loads the named-theme palettes once; `done` runs when they arrive (the element then renders again). */
function loadPalettes(done: () => void): void {
  loading ??= import('../../src/highlight/code-theme-palettes.js').then(
    (module) => {
      palettes = module.CODE_THEME_PALETTES;
    },
    () => {
      loading = undefined;
    },
  );
  void loading.then(done);
}

function builtIn(scheme: 'light' | 'dark'): string[] {
  const tokens = scheme === 'dark' ? darkTokens : lightTokens;
  return TOKENS.map((name) => tokens[`code-${name}`]);
}

/** A theme's eleven colours; a name shiki does not bundle (validate warns about it) keeps the built-in ones. */
function themeColours(name: string, scheme: 'light' | 'dark'): string[] {
  return palettes?.[name]?.slice(1) ?? builtIn(scheme);
}

/**
 * The inline custom properties the styles below read: `--_cbl-*` (light scheme) and `--_cbd-*` (dark scheme).
 * `onPalettes` is called once the named-theme palettes have loaded, for a site that names themes.
 */
export function codeblockProperties(
  codeblocks: StylingConfig['codeblocks'],
  onPalettes: () => void,
): Record<string, string> {
  if (codeblocks === undefined || codeblocks === 'system') return {};
  let light: string[];
  let dark: string[];
  if (codeblocks === 'dark') {
    light = dark = builtIn('dark');
  } else if (palettes === undefined) {
    loadPalettes(onPalettes);
    return {};
  } else {
    light = themeColours(codeblocks.light, 'light');
    dark = themeColours(codeblocks.dark, 'dark');
  }
  const out: Record<string, string> = {};
  TOKENS.forEach((name, i) => {
    out[`--_cbl-${name}`] = light[i]!;
    out[`--_cbd-${name}`] = dark[i]!;
  });
  return out;
}

/**
 * Each code token per scheme, from the properties above (all eleven are set whenever `data-codeblocks` is):
 * on the page (`--api-code-*`, read by the elements inside it) and on this element's own private tokens.
 */
const declarations = (scheme: 'l' | 'd'): string =>
  TOKENS.map(
    (name) => `--api-code-${name}: var(--_cb${scheme}-${name}); --_code-${name}: var(--_cb${scheme}-${name});`,
  ).join('\n');

export const codeblockStyles: CSSResult = unsafeCSS(`
  .base[data-codeblocks] { ${declarations('l')} }
  :host([theme='dark']) .base[data-codeblocks] { ${declarations('d')} }
  @media (prefers-color-scheme: dark) {
    :host(:not([theme='light'])) .base[data-codeblocks] { ${declarations('d')} }
  }
`);
