/**
 * The global `--api-*` design tokens, one source for the JavaScript side.
 *
 * `light.css` and `dark.css` carry the same values for pages (made from token-values.ts by scripts/gen-themes.mjs). Elements use
 * `tokenDefaults` so they look right with no theme file loaded (following `prefers-color-scheme`), and
 * `themeAttributeStyles` so `theme="light|dark|auto"` on an element pins its own tokens.
 */
import { css, unsafeCSS } from 'lit';
import type { CSSResult } from 'lit';
import { darkTokens, lightTokens, type TokenName } from './token-values.js';

export type ThemeName = 'light' | 'dark' | 'auto';

export { coreTokenDescriptions, darkTokens, lightTokens, type TokenName } from './token-values.js';

/** `--<prefix>-name: value;` lines for a token set. */
export function tokenDeclarations(tokens: Readonly<Record<string, string>>, prefix = 'api'): string {
  return Object.entries(tokens)
    .map(([name, value]) => `--${prefix}-${name}: ${value};`)
    .join('\n');
}

/**
 * Built-in fallbacks as `--_default-*` on the host: used only where the page defines no `--api-*` token.
 * They follow the reader's colour scheme.
 */
export const tokenDefaults: CSSResult = css`
  :host {
    ${unsafeCSS(tokenDeclarations(lightTokens, '_default'))}
  }
  @media (prefers-color-scheme: dark) {
    :host {
      ${unsafeCSS(tokenDeclarations(darkTokens, '_default'))}
    }
  }
`;

/** `theme="light|dark|auto"` on an element sets the global tokens for it and everything inside it. */
export const themeAttributeStyles: CSSResult = css`
  :host([theme='light']),
  :host([theme='auto']) {
    ${unsafeCSS(tokenDeclarations(lightTokens))}
    color-scheme: light;
  }
  :host([theme='dark']) {
    ${unsafeCSS(tokenDeclarations(darkTokens))}
    color-scheme: dark;
  }
  @media (prefers-color-scheme: dark) {
    :host([theme='auto']) {
      ${unsafeCSS(tokenDeclarations(darkTokens))}
      color-scheme: dark;
    }
  }
  /* Again on the top-level regions: a page reset on the host (\`all: unset\`) beats the rules above. */
  :host([theme='light']) > :where(:not(slot)),
  :host([theme='auto']) > :where(:not(slot)) {
    color-scheme: light;
  }
  :host([theme='dark']) > :where(:not(slot)) {
    color-scheme: dark;
  }
  @media (prefers-color-scheme: dark) {
    :host([theme='auto']) > :where(:not(slot)) {
      color-scheme: dark;
    }
  }
`;

/** `var(--api-<name>, <built-in default>)`: the global token with the element's fallback. */
export function token(name: TokenName): string {
  return `var(--api-${name}, var(--_default-${name}))`;
}
