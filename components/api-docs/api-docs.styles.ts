import { css } from 'lit';
import { baseStyles, privateTokens } from '../shared/base-styles.js';
import { errorPanelStyles } from '../shared/error-panel.js';
import { mdxComponentStyles } from './mdx-components.styles.js';
import type { ColorsConfig } from '../../src/config/index.js';
import { themeAttributeStyles, tokenDefaults } from '../themes/tokens.js';

const layout = css`
  :host {
    display: block;
    --_sidebar-width: var(--api-docs-sidebar-width, 17rem);
    --_content-max: var(--api-docs-content-max-width, 56rem);
  }
  .base {
    background: var(--_background);
    color: var(--_text);
    min-height: 100%;
    line-height: 1.55;
  }
  .topbar {
    display: flex;
    align-items: center;
    gap: var(--_spacing);
    padding: 0.5rem var(--_spacing);
    border-bottom: 1px solid var(--_border);
    background: var(--_surface);
    position: sticky;
    top: 0;
    z-index: 2;
  }
  .site-name {
    display: inline-flex;
    align-items: center;
    gap: 0.5em;
    font-weight: 700;
    color: var(--_text);
    text-decoration: none;
    margin-right: auto;
  }
  .logo {
    height: 1.5rem;
  }
  /* A { light, dark } logo follows the theme attribute, else the reader's colour scheme. */
  .logo-dark {
    display: none;
  }
  :host([theme='dark']) .logo-light {
    display: none;
  }
  :host([theme='dark']) .logo-dark {
    display: block;
  }
  @media (prefers-color-scheme: dark) {
    :host(:not([theme='light'])) .logo-light {
      display: none;
    }
    :host(:not([theme='light'])) .logo-dark {
      display: block;
    }
  }
  .menu-button {
    display: none;
  }
  .menu-button,
  .search-button,
  .dismiss {
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_background);
    padding: 0.3em 0.7em;
    cursor: pointer;
  }
  kbd {
    font-family: var(--_font-mono);
    font-size: 0.8em;
    border: 1px solid var(--_border);
    border-radius: calc(var(--_radius) / 2);
    padding: 0 0.3em;
  }
  .layout {
    display: grid;
    grid-template-columns: var(--_sidebar-width) minmax(0, 1fr);
  }
  .sidebar {
    border-right: 1px solid var(--_border);
    padding: var(--_spacing);
    font-size: 0.9em;
    overflow-y: auto;
  }
  .content {
    padding: calc(var(--_spacing) * 2);
    max-width: var(--_content-max);
    min-width: 0;
  }
  .content:focus {
    outline: none;
  }
  @media (max-width: 800px) {
    .layout {
      grid-template-columns: minmax(0, 1fr);
    }
    .menu-button {
      display: inline-block;
    }
    .sidebar {
      display: none;
      border-right: none;
      border-bottom: 1px solid var(--_border);
    }
    .base[data-menu-open] .sidebar {
      display: block;
    }
  }
`;

const navigation = css`
  /* The site's own lists only: lists in pages and descriptions keep their markers. */
  .tab-bar,
  .groups,
  .group-items,
  .search-results,
  .suggestions,
  .diagnostics-list {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .tab-bar {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
    margin-bottom: var(--_spacing);
  }
  .tab-link {
    display: inline-block;
    padding: 0.2em 0.6em;
    border-radius: var(--_radius);
    color: var(--_text);
    text-decoration: none;
    border: 1px solid var(--_border);
  }
  .tab-link[aria-current] {
    border-color: var(--_accent);
    color: var(--_accent);
    font-weight: 600;
  }
  .group-items {
    padding-left: 0.6rem;
    margin-bottom: 0.4rem;
  }
  .group-toggle {
    display: flex;
    align-items: center;
    gap: 0.35em;
    width: 100%;
    border: none;
    background: none;
    padding: 0.3em 0;
    font-weight: 600;
    text-align: left;
    cursor: pointer;
  }
  .chevron::before {
    content: '▸';
    display: inline-block;
    transition: transform 0.1s;
  }
  .group-toggle[aria-expanded='true'] .chevron::before {
    transform: rotate(90deg);
  }
  .nav-link {
    display: flex;
    align-items: baseline;
    gap: 0.4em;
    padding: 0.2em 0.4em;
    border-radius: var(--_radius);
    color: var(--_text);
    text-decoration: none;
  }
  .nav-link:hover {
    background: var(--_surface);
  }
  .nav-link[aria-current='page'] {
    background: color-mix(in srgb, var(--_accent) 12%, var(--_background));
    color: var(--_text);
    font-weight: 600;
  }
  .nav-link[data-deprecated] .nav-title {
    text-decoration: line-through;
  }
  .nav-method {
    font-family: var(--_font-mono);
    font-size: 0.7em;
    font-weight: 700;
    min-width: 3.2em;
    color: var(--_text);
  }
  .method-get { color: color-mix(in srgb, var(--_method-get) 80%, var(--_text)); }
  .method-post { color: color-mix(in srgb, var(--_method-post) 80%, var(--_text)); }
  .method-put { color: color-mix(in srgb, var(--_method-put) 80%, var(--_text)); }
  .method-patch { color: color-mix(in srgb, var(--_method-patch) 80%, var(--_text)); }
  .method-delete { color: color-mix(in srgb, var(--_method-delete) 80%, var(--_text)); }
  .nav-deprecated {
    font-size: 0.7em;
    color: var(--_muted);
  }
  .prev-next {
    display: flex;
    justify-content: space-between;
    gap: var(--_spacing);
    margin-top: calc(var(--_spacing) * 3);
    padding-top: var(--_spacing);
    border-top: 1px solid var(--_border);
  }
  .prev-next a {
    color: var(--_accent);
  }
  .hint {
    display: block;
    font-size: 0.8em;
    color: var(--_muted);
  }
  .next {
    text-align: right;
    margin-left: auto;
  }
`;

const page = css`
  a {
    color: var(--_accent);
  }
  .breadcrumbs,
  .page-title,
  .page-description {
    overflow-wrap: anywhere;
  }
  .breadcrumbs {
    color: var(--_muted);
    font-size: 0.85em;
    margin: 0 0 0.25em;
  }
  .page-title {
    margin: 0 0 0.3em;
  }
  .page-description {
    color: var(--_muted);
    font-size: 1.05em;
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
    border-left: 4px solid var(--_accent);
    background: var(--_surface);
    border-radius: var(--_radius);
    padding: 0.5em var(--_spacing);
    margin: var(--_spacing) 0;
  }
  aside.callout-warning { border-left-color: var(--_badge-cookie); }
  aside.callout-check { border-left-color: var(--_method-post); }
  aside.callout-tip { border-left-color: var(--_badge-header); }
  .callout-title {
    font-weight: 600;
    margin: 0 0 0.3em;
  }
  .diagnostics {
    border: 1px solid var(--_badge-required);
    border-left-width: 4px;
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

/**
 * docs.json \`colors\`: the site's brand accent. It wins over the page's \`--api-accent\` (a theme file
 * defines that on every page) but not over \`--api-docs-accent\`; \`colors.dark\` is for light
 * backgrounds and \`colors.light\` for dark ones, \`primary\` for both. \`.layout\` hands the result on
 * as \`--api-accent\` to the elements on the pages.
 */
const siteAccent = css`
  .base {
    --_site-accent: var(--_site-accent-on-light);
    --_accent: var(--api-docs-accent, var(--_site-accent, var(--api-accent, var(--_default-accent))));
  }
  :host([theme='dark']) .base {
    --_site-accent: var(--_site-accent-on-dark);
  }
  @media (prefers-color-scheme: dark) {
    :host(:not([theme='light'])) .base {
      --_site-accent: var(--_site-accent-on-dark);
    }
  }
  .layout {
    --api-accent: var(--_accent);
  }
`;

/** The inline custom properties that carry docs.json \`colors\` to the stylesheet above. */
export function siteAccentProperties(colors: ColorsConfig | undefined): Record<string, string> {
  const onLight = colors?.dark ?? colors?.primary;
  const onDark = colors?.light ?? colors?.primary;
  return {
    ...(onLight === undefined ? {} : { '--_site-accent-on-light': onLight }),
    ...(onDark === undefined ? {} : { '--_site-accent-on-dark': onDark }),
  };
}

export const styles = [
  tokenDefaults,
  privateTokens('api-docs'),
  themeAttributeStyles,
  baseStyles,
  errorPanelStyles,
  layout,
  navigation,
  page,
  mdxComponentStyles,
  siteAccent,
];
