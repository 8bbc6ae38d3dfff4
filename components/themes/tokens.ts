/**
 * The global `--api-*` design tokens, one source for the JavaScript side.
 *
 * `light.css` and `dark.css` carry the same values for pages (a test keeps them in sync). Elements use
 * `tokenDefaults` so they look right with no theme file loaded (following `prefers-color-scheme`), and
 * `themeAttributeStyles` so `theme="light|dark|auto"` on an element pins its own tokens.
 */
import { css, unsafeCSS } from 'lit';
import type { CSSResult } from 'lit';

export type ThemeName = 'light' | 'dark' | 'auto';

/** Token name (without `--api-`) → value, in the light theme. */
export const lightTokens = {
  accent: '#4f46e5',
  'accent-contrast': '#ffffff',
  text: '#1f2328',
  muted: '#59636e',
  background: '#ffffff',
  surface: '#f6f8fa',
  border: '#d1d9e0',
  highlight: '#fff8c5',
  'focus-ring': '#4f46e5',
  radius: '6px',
  spacing: '0.75rem',
  'font-sans': "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  'font-mono': 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  'font-size': '0.9375rem',
  'badge-text': '#1f2328',
  'badge-background': '#eef1f4',
  'badge-path': '#8250df',
  'badge-query': '#0969da',
  'badge-header': '#1a7f37',
  'badge-cookie': '#9a6700',
  'badge-body': '#bc4c00',
  'badge-required': '#cf222e',
  'badge-deprecated': '#6e7781',
  'method-get': '#0969da',
  'method-post': '#1a7f37',
  'method-put': '#9a6700',
  'method-patch': '#8250df',
  'method-delete': '#cf222e',
  'method-head': '#57606a',
  'method-options': '#57606a',
  'method-trace': '#57606a',
  'code-background': '#f6f8fa',
  'code-foreground': '#1f2328',
  'code-token-constant': '#0550ae',
  'code-token-string': '#0a3069',
  'code-token-comment': '#6e7781',
  'code-token-keyword': '#cf222e',
  'code-token-parameter': '#953800',
  'code-token-function': '#8250df',
  'code-token-string-expression': '#116329',
  'code-token-punctuation': '#1f2328',
  'code-token-link': '#0969da',
} as const satisfies Record<string, string>;

export type TokenName = keyof typeof lightTokens;

/** The dark theme: only colours change. */
export const darkTokens: Record<TokenName, string> = {
  ...lightTokens,
  accent: '#a5b4fc',
  'accent-contrast': '#0d1117',
  text: '#e6edf3',
  muted: '#9198a1',
  background: '#0d1117',
  surface: '#151b23',
  border: '#3d444d',
  highlight: '#3b2e00',
  'focus-ring': '#a5b4fc',
  'badge-text': '#e6edf3',
  'badge-background': '#262c36',
  'badge-path': '#d2a8ff',
  'badge-query': '#79c0ff',
  'badge-header': '#7ee787',
  'badge-cookie': '#e3b341',
  'badge-body': '#ffa657',
  'badge-required': '#ff7b72',
  'badge-deprecated': '#9198a1',
  'method-get': '#79c0ff',
  'method-post': '#7ee787',
  'method-put': '#e3b341',
  'method-patch': '#d2a8ff',
  'method-delete': '#ff7b72',
  'method-head': '#9198a1',
  'method-options': '#9198a1',
  'method-trace': '#9198a1',
  'code-background': '#151b23',
  'code-foreground': '#e6edf3',
  'code-token-constant': '#79c0ff',
  'code-token-string': '#a5d6ff',
  'code-token-comment': '#9198a1',
  'code-token-keyword': '#ff7b72',
  'code-token-parameter': '#ffa657',
  'code-token-function': '#d2a8ff',
  'code-token-string-expression': '#7ee787',
  'code-token-punctuation': '#e6edf3',
  'code-token-link': '#79c0ff',
};

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
`;

/** `var(--api-<name>, <built-in default>)`: the global token with the element's fallback. */
export function token(name: TokenName): string {
  return `var(--api-${name}, var(--_default-${name}))`;
}
