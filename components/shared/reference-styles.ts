/**
 * The look of a reference page, an endpoint's or a channel's: header and address, method badges,
 * titles and badges, section titles, Markdown, servers, media types, tabs, code blocks and empty
 * states, over the shared sheets (tokens, base, copy button, error panel, skeleton).
 */
import { css, type CSSResultGroup } from 'lit';
import { themeAttributeStyles, tokenDefaults } from '../themes/tokens.js';
import { baseStyles, privateTokens } from './base-styles.js';
import { copyButtonStyles } from './copy-button.js';
import { errorPanelStyles } from './error-panel.js';
import { skeletonStyles } from './skeleton.js';

export const referenceStyles = css`
  :host {
    display: block;
  }
  .base {
    color: var(--_text);
    background: var(--_background);
    line-height: 1.5;
  }
  .header {
    margin-bottom: var(--_spacing);
  }
  .address {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5em;
    padding: 0.4em 0.6em;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
  }
  /* Method and path reuse the badges' and field names' faces: every distinct face costs the first render a font lookup. */
  .method {
    font-weight: 600;
    font-size: 0.75em;
    letter-spacing: 0.03em;
    padding: 0.15em 0.55em;
    border-radius: var(--_radius);
    color: var(--_background);
    /* A 3.2 custom method (COPY, PURGE): neutral; every standard method has its own colour below. */
    background: var(--_method-custom);
  }
  .method-get {
    background: var(--_method-get);
  }
  .method-query {
    background: var(--_method-query);
  }
  .method-post {
    background: var(--_method-post);
  }
  .method-put {
    background: var(--_method-put);
  }
  .method-patch {
    background: var(--_method-patch);
  }
  .method-delete {
    background: var(--_method-delete);
  }
  .method-head {
    background: var(--_method-head);
  }
  .method-options {
    background: var(--_method-options);
  }
  .method-trace {
    background: var(--_method-trace);
  }
  .path {
    flex: 1 1 auto;
    min-width: 0;
    font-family: var(--_font-mono);
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  .title {
    font-size: 1.5em;
    font-weight: 600;
    margin: 0.6em 0 0.2em;
    overflow-wrap: anywhere;
  }
  .badge-deprecated,
  .badge-required,
  .badge-webhook {
    display: inline-block;
    font-size: 0.75em;
    font-weight: 600;
    vertical-align: middle;
    padding: 0.1em 0.5em;
    border-radius: 999px;
    border: 1px solid currentColor;
  }
  /* Mixed towards the text colour so the small badge text keeps its contrast on the badge background. */
  .badge-deprecated {
    color: color-mix(in srgb, var(--_badge-deprecated) 75%, var(--_text));
  }
  .badge-required {
    color: color-mix(in srgb, var(--_badge-required) 80%, var(--_text));
  }
  /* Badges in the title: the same size as every other badge. */
  .title .badge-deprecated {
    font-size: 0.5em;
  }
  .section-title {
    font-size: 1em;
    font-weight: 600;
    margin: 1.4em 0 0.5em;
    padding-bottom: 0.3em;
    border-bottom: 1px solid var(--_border);
  }
  .subsection-title {
    font-size: 0.875em;
    font-weight: 600;
    margin: 1em 0 0.4em;
  }
  .markdown :first-child {
    margin-top: 0;
  }
  .markdown :last-child {
    margin-bottom: 0;
  }
  .markdown a,
  .servers a {
    color: var(--_accent);
  }
  .markdown pre,
  .markdown code {
    font-family: var(--_font-mono);
  }
  .description {
    margin: 0.5em 0 1em;
  }
  .server-list {
    margin: 0;
    padding: 0;
    list-style: none;
    overflow-wrap: anywhere;
  }
  .server-list a,
  .server-list code {
    font-family: var(--_font-mono);
    font-size: 0.875em;
  }
  .server-description {
    color: var(--_muted);
    margin-inline-start: 0.5em;
  }
  .server-name {
    font-weight: 600;
    margin-inline-end: 0.5em;
  }
  .response-summary {
    font-weight: 600;
    margin-inline-start: 0.5em;
  }
  .media-type {
    font-family: var(--_font-mono);
    font-size: 0.875em;
    font-weight: 400;
    color: var(--_muted);
    margin-inline-start: 0.5em;
  }
  .subsection-title .media-type {
    font-size: 1em;
  }
  .muted {
    color: var(--_muted);
  }
  .tab-list {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25em;
    border-bottom: 1px solid var(--_border);
    margin-bottom: 0.75em;
  }
  .tab {
    border: 1px solid transparent;
    border-bottom: 2px solid transparent;
    background: none;
    padding: 0.3em 0.7em;
    cursor: pointer;
    font-family: var(--_font-mono);
    font-size: 0.875em;
  }
  .tab[aria-selected='true'] {
    border-bottom-color: var(--_accent);
  }
  .code {
    margin: 0;
    max-height: 28em;
    overflow: auto;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_code-background);
    color: var(--_code-foreground);
    font-family: var(--_font-mono);
    font-size: 0.875em;
  }
  /* The UA's monospace rule on <code> would pick another font and size. */
  .code code {
    font: inherit;
  }
  pre.code,
  .code pre {
    margin: 0;
    padding: 0.75em;
    overflow: auto;
    background: transparent !important;
  }
  .empty {
    padding: var(--_spacing);
    border: 1px dashed var(--_border);
    border-radius: var(--_radius);
    color: var(--_muted);
  }
  .copy-state {
    font-size: 0.9em;
  }
  [hidden] {
    display: none !important;
  }
`;

/** Every sheet a reference element starts from, its private tokens read from `--<tag>-*` first. */
export function referenceSheets(tag: string): CSSResultGroup[] {
  return [
    tokenDefaults,
    themeAttributeStyles,
    privateTokens(tag),
    baseStyles,
    referenceStyles,
    copyButtonStyles,
    errorPanelStyles,
    skeletonStyles,
  ];
}
