import { css } from 'lit';
import { baseStyles, privateTokens } from '../shared/base-styles.js';
import { errorPanelStyles } from '../shared/error-panel.js';
import { mdxComponentStyles } from './mdx-components.styles.js';
import { frameStyles, paletteStyles } from './site-frame.styles.js';
import { themeAttributeStyles, tokenDefaults } from '../themes/tokens.js';
import { switcherStyles } from './site-switchers.styles.js';
import { backgroundStyles } from './site-background.js';
import { codeblockStyles } from './site-codeblocks.js';
import { pageMetaStyles } from './site-page-meta.styles.js';

const page = css`
  a {
    color: var(--_accent);
  }
  .breadcrumbs,
  .page-title,
  .page-description {
    overflow-wrap: anywhere;
  }
  /* The eyebrow above the title: the page's tab and groups. */
  .breadcrumbs {
    color: var(--_accent);
    font-size: 0.875rem;
    font-weight: 600;
    margin: 0 0 0.5rem;
  }
  /* "Changed in v2" links under the header of an operation page, to its changelog entries. */
  .changed-in {
    font-size: 0.875rem;
    margin: 0 0 0.75rem;
  }
  /* The header row: the title (or, where the page's element draws the title, the eyebrow) and the Copy page
     menu beside it, on every page kind and width. */
  .page-header {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    column-gap: 1rem;
  }
  /* The title keeps its words whole: it shares the row down to its longest word, then the menu takes the next
     row (a word wider than the column still breaks, as max-width caps the title's minimum). */
  .page-header > :first-child {
    flex: 1 1 10rem;
    max-width: 100%;
    overflow-wrap: break-word;
  }
  .page-header > api-page-actions {
    flex: none;
    margin-inline-start: auto;
  }
  .page-title {
    margin: 0 0 0.5rem;
    font-family: var(--_font-heading);
    font-size: var(--_font-size-2xl);
    font-weight: 700;
    letter-spacing: -0.02em;
    line-height: 1.2;
  }
  .page-description {
    margin: 0 0 2rem;
    color: var(--_muted);
    font-size: var(--_font-size-lg);
    line-height: 1.55;
  }
  .mdx-body,
  .x-docs-content {
    font-size: 1rem;
    line-height: var(--_line-height);
  }
  :is(.mdx-body, .x-docs-content) :is(h2, h3, h4) {
    font-family: var(--_font-heading);
    letter-spacing: -0.01em;
    line-height: 1.3;
    scroll-margin-top: calc(var(--_header-h) + 1.5rem);
  }
  :is(.mdx-body, .x-docs-content) h2 {
    font-size: var(--_font-size-xl);
    margin: 2.5rem 0 0.75rem;
  }
  :is(.mdx-body, .x-docs-content) h3 {
    font-size: 1.2rem;
    margin: 2rem 0 0.5rem;
  }
  :is(.mdx-body, .x-docs-content) a:not(.heading-anchor) {
    text-decoration-color: color-mix(in srgb, var(--_accent) 45%, transparent);
    text-underline-offset: 0.2em;
    font-weight: 500;
  }
  :is(.mdx-body, .x-docs-content) table {
    border-collapse: collapse;
    margin: 1.25rem 0;
    font-size: 0.9375rem;
    line-height: 1.5;
  }
  :is(.mdx-body, .x-docs-content) :is(th, td) {
    padding-block: 0.55rem;
    padding-inline: 0 1rem;
    border-bottom: 1px solid var(--_hairline);
    text-align: start;
    vertical-align: top;
  }
  :is(.mdx-body, .x-docs-content) th {
    font-weight: 600;
    font-size: 0.875rem;
  }
  :is(.mdx-body, .x-docs-content) :not(pre) > code {
    padding: 0.1em 0.35em;
    border-radius: 6px;
    background: var(--_soft);
    border: 1px solid var(--_hairline);
    font-size: 0.85em;
  }
  .heading-anchor {
    margin-inline-start: 0.4em;
    padding: 0 0.15em;
    color: var(--_muted);
    text-decoration: none;
    font-weight: 500;
    opacity: 0;
  }
  :is(h2, h3, h4):hover > .heading-anchor,
  .heading-anchor:focus-visible {
    opacity: 1;
  }
  :is(.mdx-body, .x-docs-content) :is(ul, ol) {
    padding-inline-start: 1.5em;
  }
  pre {
    background: var(--_surface);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    padding: var(--_spacing);
    overflow-x: auto;
    font-family: var(--_font-mono);
  }
  code {
    font-family: var(--_font-mono);
    font-size: 0.9em;
  }
  .code-group:not([data-tabbed]) > pre[data-title]::before,
  .tabs:not([data-tabbed]) > .tab[data-title]::before {
    content: attr(data-title);
    display: block;
    font-size: 0.8em;
    font-weight: 600;
    color: var(--_muted);
    margin-bottom: 0.4em;
  }
  .tabs {
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    padding: var(--_spacing);
    margin: var(--_spacing) 0;
  }
  .tabs:not([data-tabbed]) > .tab + .tab {
    border-top: 1px dashed var(--_border);
    margin-top: var(--_spacing);
    padding-top: var(--_spacing);
  }
  /* Switchable tabs (components/api-docs/mdx-tabs.ts). */
  [data-tabbed] > [role='tabpanel'][hidden] {
    display: none;
  }
  .tab-list {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25em;
    border-bottom: 1px solid var(--_border);
    margin-bottom: 0.6em;
  }
  .code-group[data-tabbed] > .tab-list {
    margin-bottom: 0;
  }
  .tab-button {
    font: inherit;
    font-size: 0.85em;
    font-weight: 600;
    color: var(--_muted);
    background: none;
    border: none;
    border-bottom: 2px solid transparent;
    margin-bottom: -1px;
    padding: 0.35em 0.7em;
    cursor: pointer;
  }
  .tab-button[aria-selected='true'] {
    color: var(--_text);
    border-bottom-color: var(--_accent);
  }
  .tab-button:focus-visible,
  [role='tabpanel']:focus-visible {
    outline: 2px solid var(--_focus-ring);
    outline-offset: 2px;
  }
  details.expandable {
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    padding: 0.3em var(--_spacing);
    margin: 0.4em 0;
  }
  details.expandable > summary {
    cursor: pointer;
    color: var(--_muted);
  }
  aside.callout {
    border-inline-start: 4px solid var(--_accent);
    background: var(--_surface);
    border-radius: var(--_radius);
    padding: 0.5em var(--_spacing);
    margin: var(--_spacing) 0;
  }
  aside.callout-warning { border-inline-start-color: var(--_badge-cookie); }
  aside.callout-check { border-inline-start-color: var(--_method-post); }
  aside.callout-tip { border-inline-start-color: var(--_badge-header); }
  .callout-title {
    font-weight: 600;
    margin: 0 0 0.3em;
  }
  .diagnostics {
    border: 1px solid var(--_badge-required);
    border-inline-start-width: 4px;
    border-radius: var(--_radius);
    margin: var(--_spacing);
    padding: var(--_spacing);
    background: var(--_background);
    max-height: 40vh;
    overflow-y: auto;
  }
  .diagnostics-head {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: var(--_spacing);
  }
  .diagnostics-title {
    font-size: 1em;
    margin: 0;
  }
  .diagnostics-list {
    margin-top: 0.5em;
  }
  .diagnostic {
    display: grid;
    grid-template-columns: 5em minmax(0, 1fr);
    gap: 0 0.5em;
    padding: 0.25em 0;
  }
  .diagnostic + .diagnostic {
    border-top: 1px solid var(--_border);
  }
  .severity {
    font-weight: 600;
    font-size: 0.8em;
    text-transform: uppercase;
    color: var(--_muted);
  }
  .diagnostic[data-severity='error'] .severity {
    color: color-mix(in srgb, var(--_badge-required) 85%, var(--_text));
  }
  .place {
    grid-column: 2;
    color: var(--_muted);
    font-size: 0.8em;
    overflow-wrap: anywhere;
  }
  .search {
    width: min(40rem, 92vw);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_background);
    color: var(--_text);
    padding: var(--_spacing);
  }
  .search::backdrop {
    background: var(--api-docs-backdrop, rgb(0 0 0 / 0.35));
  }
  .search-input {
    width: 100%;
    font: inherit;
    padding: 0.5em;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_background);
    color: var(--_text);
  }
  .search-results {
    margin-top: 0.5em;
    max-height: 55vh;
    overflow-y: auto;
  }
  .search-option {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0 0.5em;
    padding: 0.35em 0.5em;
    border-radius: var(--_radius);
    cursor: pointer;
  }
  .search-option[aria-selected='true'] {
    background: color-mix(in srgb, var(--_accent) 14%, var(--_background));
  }
  .search-path {
    flex-basis: 100%;
    font-size: 0.8em;
    color: var(--_muted);
  }
`;

export const styles = [
  tokenDefaults,
  privateTokens('api-docs'),
  themeAttributeStyles,
  baseStyles,
  errorPanelStyles,
  frameStyles,
  page,
  mdxComponentStyles,
  pageMetaStyles,
  paletteStyles,
  switcherStyles,
  backgroundStyles,
  codeblockStyles,
];
