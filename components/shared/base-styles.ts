/**
 * Shared CSS for elements: private tokens fed by per-element knobs and the global `--api-*` tokens,
 * focus rings, a visually-hidden utility and badges. Colours live in tokens, never in JavaScript.
 */
import { css, unsafeCSS } from 'lit';
import type { CSSResult } from 'lit';
import { lightTokens, type TokenName } from '../themes/tokens.js';

/**
 * `--_<token>: var(--<tag>-<token>, var(--api-<token>, var(--_default-<token>)))` for every token, so an
 * element's styles read only `--_<token>` and a page can tune one element or all of them.
 */
export function privateTokens(tag: string): CSSResult {
  const lines = (Object.keys(lightTokens) as TokenName[]).map(
    (name) => `--_${name}: var(--${tag}-${name}, var(--api-${name}, var(--_default-${name})));`,
  );
  return css`
    :host {
      ${unsafeCSS(lines.join('\n'))}
    }
  `;
}

/** Focus rings, visually-hidden text and badges, written against the private tokens. */
export const baseStyles: CSSResult = css`
  :host {
    color: var(--_text);
    font-family: var(--_font-sans);
  }
  /* Arrows and chevrons pointing along the reading direction (→, ›) turn round in right-to-left text. */
  .reading-arrow {
    display: inline-block;
  }
  .reading-arrow:dir(rtl) {
    scale: -1 1;
  }
  /*
   * The page owns the host's own box (display, margin, width), and its rules beat :host ones, so a
   * reset such as \`* { all: unset }\` or \`body { text-align: center }\` would flow in by inheritance.
   * The top-level regions set the inherited text properties again; no page selector reaches them.
   * :where() keeps this rule as weak as a class, so each element's own rules (later) still win.
   * Slots are left alone: slotted content is the page's and keeps the page's styles.
   */
  :host > :where(:not(slot)) {
    color: var(--_text);
    font: normal 400 var(--_font-size) / 1.5 var(--_font-sans);
    letter-spacing: normal;
    word-spacing: normal;
    text-align: start;
    text-indent: 0;
    text-transform: none;
    text-shadow: none;
    white-space: normal;
    word-break: normal;
  }
  :host([hidden]) {
    display: none;
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  button {
    font: inherit;
    color: inherit;
  }
  :focus-visible {
    outline: 2px solid var(--_focus-ring);
    outline-offset: 2px;
  }
  /*
   * Text from pages and descriptions: a long word, URL or inline code wraps, and a code block or table
   * wider than the column scrolls in its own box; none of them widens the page.
   */
  :is(.mdx-body, .x-docs-content, .markdown, .description) {
    overflow-wrap: anywhere;
  }
  :is(.mdx-body, .x-docs-content, .markdown, .description) :is(pre, table) {
    max-width: 100%;
    overflow-x: auto;
  }
  :is(.mdx-body, .x-docs-content, .markdown, .description) table {
    display: block;
    width: max-content;
  }
  /*
   * A cell breaks between words before it breaks inside one (\`anywhere\` would let a long description
   * squeeze a short column to a letter a line); a table that then needs more room scrolls, as above.
   */
  :is(.mdx-body, .x-docs-content, .markdown, .description) :is(th, td) {
    overflow-wrap: break-word;
  }
  /* Images in pages and descriptions fit the column and keep their shape; image-zoom.ts enlarges them. */
  img {
    max-width: 100%;
    height: auto;
  }
  img[data-zoom] {
    cursor: zoom-in;
  }
  .image-zoom {
    width: 100%;
    height: 100%;
    max-width: none;
    max-height: none;
    margin: 0;
    padding: 3rem 1rem 1rem;
    border: none;
    background: transparent;
    overflow: auto;
  }
  .image-zoom[open] {
    display: flex;
  }
  .image-zoom::backdrop {
    background: rgb(0 0 0 / 0.82);
  }
  .image-zoom-image {
    /* auto margins centre it and, unlike centring the flex line, let a larger image scroll from its edge */
    margin: auto;
    max-height: 100%;
    background: var(--_background);
    cursor: zoom-in;
  }
  .image-zoom-image[data-actual-size] {
    max-width: none;
    max-height: none;
    cursor: zoom-out;
  }
  .image-zoom-close {
    position: fixed;
    top: 0.5rem;
    inset-inline-end: 0.5rem;
    width: 2.25rem;
    height: 2.25rem;
    border: 1px solid var(--_border);
    border-radius: 999px;
    background: var(--_background);
    color: var(--_text);
    font-size: 1.4rem;
    line-height: 1;
    cursor: pointer;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
  .mono {
    font-family: var(--_font-mono);
  }
  /*
   * Code, paths, URLs, JSON, field names and secrets read left to right on any page: in right-to-left text each is an
   * isolated left-to-right island (as \`<bdi dir="ltr">\`), so \`/pets/{id}\` never shows as \`{id}/pets/\`.
   */
  :is(pre, code, kbd, samp, .mono, input[type='url'], input[type='password']) {
    direction: ltr;
    unicode-bidi: isolate;
  }
  .badge {
    --_badge-colour: var(--_muted);
    display: inline-flex;
    align-items: center;
    padding: 0.05em 0.5em;
    border-radius: 999px;
    border: 1px solid color-mix(in srgb, var(--_badge-colour) 35%, transparent);
    background: color-mix(in srgb, var(--_badge-colour) 10%, var(--_background));
    color: color-mix(in srgb, var(--_badge-colour) 70%, var(--_text));
    font-size: 0.75em;
    font-weight: 600;
    line-height: 1.6;
    white-space: nowrap;
  }
  /* Facts with no colour of their own (read-only, write-only, nullable). */
  .badge[data-kind='read-only'],
  .badge[data-kind='write-only'],
  .badge[data-kind='nullable'] {
    color: var(--_badge-text);
    background: var(--_badge-background);
  }
  .badge[data-kind='path'] {
    --_badge-colour: var(--_badge-path);
  }
  .badge[data-kind='query'] {
    --_badge-colour: var(--_badge-query);
  }
  .badge[data-kind='header'] {
    --_badge-colour: var(--_badge-header);
  }
  .badge[data-kind='cookie'] {
    --_badge-colour: var(--_badge-cookie);
  }
  .badge[data-kind='body'] {
    --_badge-colour: var(--_badge-body);
  }
  .badge[data-kind='required'] {
    --_badge-colour: var(--_badge-required);
  }
  .badge[data-kind='deprecated'] {
    --_badge-colour: var(--_badge-deprecated);
    text-decoration: line-through;
  }
`;
