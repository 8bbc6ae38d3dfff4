/**
 * The site frame's CSS: sticky header (top bar and tabs row), the sidebar (sticky column on desktop, a
 * drawer on phones), the content and "On this page" columns, the footer, the banner; page modes
 * (`data-mode`), the three looks (`data-look`), and the brand palette from docs.json `colors`.
 */
import { css, unsafeCSS, type CSSResult } from 'lit';
import type { ColorsConfig } from '../../src/config/index.js';
import { sitePalette } from '../../src/theme/site-palette.js';

const header = css`
  :host {
    display: block;
    --_sidebar-width: var(--api-docs-sidebar-width, 18rem);
    --_content-max: var(--api-docs-content-max-width, 46rem);
    --_hairline: color-mix(in srgb, var(--_text) 10%, transparent);
    --_soft: color-mix(in srgb, var(--_text) 4%, var(--_background));
    --_font-heading: var(--_font-sans);
    --_ease: 150ms ease;
  }
  /* On .base, where the tabs and phone rules change its parts, so the sum follows them. */
  /* A built page's frame, drawn on the server, stays on show until the live one, drawn in its place, is complete
     (server-frame.ts): laid out exactly where it will show, so nothing moves when it does. */
  :host([data-adopting]) {
    position: relative;
  }
  :host([data-adopting]) .base:not([data-server]) {
    position: absolute;
    inset: 0 0 auto 0;
    visibility: hidden;
    pointer-events: none;
  }
  .base {
    --_topbar-h: 4rem;
    --_tabs-h: 0px;
    --_header-h: calc(var(--_topbar-h) + var(--_tabs-h) + 1px);
    /* The endpoint's sticky examples column stops under the top bar and tabs. */
    --api-sticky-top: var(--_header-h);
    background: var(--_background);
    color: var(--_text);
    min-height: 100vh;
    line-height: 1.6;
  }
  .base[data-has-tabs] {
    --_tabs-h: 3rem;
  }
  .header {
    position: sticky;
    top: 0;
    z-index: 20;
    background: color-mix(in srgb, var(--_background) 96%, transparent);
    backdrop-filter: blur(12px);
    border-bottom: 1px solid var(--_hairline);
  }
  .topbar {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 28rem) minmax(0, 1fr);
    align-items: center;
    gap: 1.5rem;
    height: var(--_topbar-h);
    padding: 0 1.5rem;
    max-width: 100rem;
    margin: 0 auto;
  }
  .topbar-start {
    display: flex;
    align-items: center;
    gap: 0.75rem;
    min-width: 0;
  }
  .site-name {
    display: inline-flex;
    align-items: center;
    gap: 0.6rem;
    min-width: 0;
    font-weight: 650;
    font-size: 1.05rem;
    letter-spacing: -0.01em;
    color: var(--_text);
    text-decoration: none;
    flex: 0 1 auto;
  }
  .site-title {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .logo {
    height: 1.75rem;
    width: auto;
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
  .topbar-search {
    display: flex;
    justify-content: center;
    min-width: 0;
  }
  .search-button {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    width: 100%;
    height: 2.5rem;
    padding-block: 0;
    padding-inline: 0.85rem 0.6rem;
    border: 1px solid var(--_hairline);
    border-radius: 999px;
    background: var(--_soft);
    color: var(--_muted);
    font-size: 0.875rem;
    cursor: pointer;
    text-align: start;
    transition: border-color var(--_ease);
  }
  .search-button:hover {
    border-color: color-mix(in srgb, var(--_text) 25%, transparent);
  }
  .search-label {
    flex: 1;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  kbd,
  .search-kbd {
    font-family: var(--_font-sans);
    font-size: 0.75rem;
    font-weight: 600;
    color: var(--_muted);
    border: 1px solid var(--_hairline);
    border-radius: 6px;
    padding: 0.1rem 0.4rem;
    background: var(--_background);
  }
  .topbar-end {
    display: flex;
    align-items: center;
    justify-content: flex-end;
    gap: 0.75rem;
    min-width: 0;
  }
  .navbar-links {
    display: flex;
    gap: 0.25rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .navbar-link {
    display: inline-flex;
    align-items: center;
    min-height: 2.25rem;
    padding: 0 0.6rem;
    border-radius: 8px;
    color: var(--_muted);
    font-size: 0.875rem;
    font-weight: 500;
    text-decoration: none;
  }
  .navbar-link:hover {
    color: var(--_text);
  }
  .navbar-primary {
    display: inline-flex;
    align-items: center;
    gap: 0.3rem;
    min-height: 2.25rem;
    padding-block: 0;
    padding-inline: 0.95rem 0.6rem;
    border-radius: 999px;
    background: var(--_accent-fill);
    color: var(--_accent-contrast);
    font-size: 0.875rem;
    font-weight: 600;
    text-decoration: none;
    white-space: nowrap;
  }
  .navbar-primary:hover {
    filter: brightness(1.08);
  }
  .scheme-toggle {
    display: inline-flex;
    padding: 2px;
    gap: 2px;
    border: 1px solid var(--_hairline);
    border-radius: 999px;
  }
  .scheme-option {
    display: inline-grid;
    place-items: center;
    width: 1.75rem;
    height: 1.75rem;
    border: 0;
    border-radius: 999px;
    background: transparent;
    color: var(--_muted);
    cursor: pointer;
  }
  .scheme-option:hover {
    color: var(--_text);
  }
  .scheme-option[aria-pressed='true'] {
    background: var(--_soft);
    color: var(--_text);
    box-shadow: inset 0 0 0 1px var(--_hairline);
  }
  .menu-button {
    display: none;
    place-items: center;
    width: 2.5rem;
    height: 2.5rem;
    margin-inline-start: -0.5rem;
    border: 0;
    border-radius: 8px;
    background: transparent;
    color: var(--_text);
    cursor: pointer;
  }
  .icon {
    flex: none;
  }
  .tabs-row {
    height: var(--_tabs-h);
    max-width: 100rem;
    margin: 0 auto;
    padding: 0 1.5rem;
    overflow-x: auto;
    scrollbar-width: none;
  }
  .tab-bar {
    display: flex;
    gap: 1.75rem;
    height: 100%;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .tab-bar > li {
    display: flex;
  }
  /* \`align: "end"\` tabs: the first of them pushes itself and the rest to the end of the row. */
  .tab-bar > li:not([data-end]) + li[data-end],
  .tab-bar > li[data-end]:first-child {
    margin-inline-start: auto;
  }
  .tab-link {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 1.5rem;
    white-space: nowrap;
    font-size: 0.875rem;
    font-weight: 400;
    color: var(--_muted);
    text-decoration: none;
    border-bottom: 2px solid transparent;
    margin-bottom: -1px;
  }
  .tab-link:hover {
    color: var(--_text);
    border-bottom-color: var(--_hairline);
  }
  .tab-link[aria-current] {
    color: var(--_accent);
    font-weight: 600;
    border-bottom-color: var(--_accent);
  }
  .banner {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: 0.75rem;
    min-height: 2.5rem;
    padding: 0.4rem 3rem;
    position: relative;
    background: var(--_accent-fill);
    color: var(--_accent-contrast);
    font-size: 0.875rem;
    font-weight: 500;
    text-align: center;
  }
  .banner[data-type='warning'] {
    background: #fbbf24;
    color: #000000;
  }
  .banner[data-type='critical'] {
    background: #b91c1c;
    color: #ffffff;
  }
  .banner a {
    color: inherit;
    text-decoration: underline;
  }
  .banner p {
    margin: 0;
  }
  .banner-dismiss {
    position: absolute;
    inset-inline-end: 0.75rem;
    width: 1.75rem;
    height: 1.75rem;
    border: 0;
    border-radius: 999px;
    background: transparent;
    color: inherit;
    font-size: 1.25rem;
    line-height: 1;
    cursor: pointer;
  }
`;

const columns = css`
  .layout {
    display: grid;
    grid-template-columns: var(--_sidebar-width) minmax(0, 1fr);
    max-width: 100rem;
    margin: 0 auto;
  }
  .sidebar {
    font-size: var(--_font-size-sm);
    position: sticky;
    top: var(--_header-h);
    height: calc(100vh - var(--_header-h));
    overflow-y: auto;
    overscroll-behavior: contain;
    padding-block: 1.5rem 2rem;
    padding-inline: 1.5rem 1rem;
    scrollbar-width: thin;
  }
  .drawer-head,
  .scrim {
    display: none;
  }
  .content {
    min-width: 0;
    padding: 2.5rem 3rem 0;
  }
  .content:focus {
    outline: none;
  }
  .page-frame {
    display: grid;
    grid-template-columns: minmax(0, var(--_content-max));
    justify-content: center;
    gap: 4rem;
  }
  /* Guide pages keep the text at the same place with or without headings: the TOC column is always there. */
  .base[data-kind='guide'] .page-frame {
    grid-template-columns: minmax(0, var(--_content-max)) 13rem;
  }
  .page-column {
    min-width: 0;
  }
  .base[data-kind='endpoint'] .page-frame {
    grid-template-columns: minmax(0, 1fr);
  }
  .base[data-kind='endpoint'] .content {
    padding-inline: 2.5rem;
  }
  /* Page modes (frontmatter \`mode\`). */
  .base[data-mode='wide'] .page-frame {
    grid-template-columns: minmax(0, 1fr);
  }
  .base[data-mode='center'] .layout,
  .base[data-mode='custom'] .layout {
    grid-template-columns: minmax(0, 1fr);
  }
  .base[data-mode='center'] .sidebar,
  .base[data-mode='custom'] .sidebar {
    display: none;
  }
  .base[data-mode='center'] .page-frame {
    grid-template-columns: minmax(0, 42rem);
  }
  .base[data-mode='custom'] .content {
    padding: 0;
  }
  .base[data-mode='custom'] .page-frame {
    grid-template-columns: minmax(0, 1fr);
  }
  .base[data-mode='frame'] .page-frame {
    grid-template-columns: minmax(0, 1fr);
  }
  .toc {
    position: sticky;
    top: calc(var(--_header-h) + 2.5rem);
    max-height: calc(100vh - var(--_header-h) - 4rem);
    overflow-y: auto;
    font-size: 0.8125rem;
  }
  .toc-title {
    margin: 0 0 0.75rem;
    font-weight: 600;
    font-size: 0.8125rem;
    color: var(--_text);
  }
  .toc-list {
    list-style: none;
    margin: 0;
    padding: 0;
    border-inline-start: 1px solid var(--_hairline);
  }
  .toc-link {
    display: block;
    padding-block: 0.3rem;
    padding-inline: 0.9rem 0;
    margin-inline-start: -1px;
    border-inline-start: 1px solid transparent;
    color: var(--_muted);
    text-decoration: none;
    line-height: 1.4;
  }
  .toc-item[data-depth='3'] .toc-link {
    padding-inline-start: 1.7rem;
  }
  .toc-link:hover {
    color: var(--_text);
  }
  .toc-link[aria-current] {
    color: var(--_accent);
    font-weight: 600;
    border-inline-start-color: var(--_accent);
  }
  @media (max-width: 1279px) {
    .base[data-kind='guide'] .page-frame {
      grid-template-columns: minmax(0, var(--_content-max));
    }
    .toc-column {
      display: none;
    }
  }
`;

const sidebar = css`
  .groups,
  .group-items,
  .suggestions,
  .diagnostics-list,
  .search-results,
  .footer-column ul,
  .footer-socials {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .groups > .group + .group {
    margin-top: 1.5rem;
  }
  .group-toggle {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    width: 100%;
    min-height: 1.75rem;
    border: none;
    background: none;
    padding-block: 0.2rem;
    padding-inline: 0 0.75rem;
    text-align: start;
    cursor: pointer;
    color: var(--_text);
    border-radius: 8px;
  }
  .group[data-depth='0'] > .group-toggle {
    font-size: 0.8125rem;
    font-weight: 600;
    letter-spacing: 0.01em;
    margin-bottom: 0.35rem;
  }
  .group:not([data-depth='0']) > .group-toggle {
    padding: 0.375rem 0.75rem;
    color: var(--_muted);
  }
  .group:not([data-depth='0']) > .group-toggle:hover {
    color: var(--_text);
    background: var(--_soft);
  }
  .group-title {
    flex: 1;
  }
  .chevron {
    width: 0.9rem;
    height: 0.9rem;
    opacity: 0.55;
    transition: transform var(--_ease);
  }
  .chevron::before {
    content: '';
    display: block;
    width: 0.4rem;
    height: 0.4rem;
    margin: 0.2rem auto 0;
    /* The glyph ›: two sides of a turned square (a shape, not layout); .chevron mirrors it in RTL. */
    border: solid currentColor;
    border-width: 0 1.5px 1.5px 0;
    transform: rotate(-45deg);
  }
  .group-toggle[aria-expanded='true'] .chevron {
    transform: rotate(90deg);
  }
  .group[data-depth='0'] > .group-toggle .chevron {
    opacity: 0;
  }
  .group[data-depth='0'] > .group-toggle:is(:hover, :focus-visible, [aria-expanded='false']) .chevron {
    opacity: 0.55;
  }
  .group-items .group-items {
    margin-block: 0.125rem 0.25rem;
    margin-inline: 0.75rem 0;
    padding-inline-start: 0.5rem;
    border-inline-start: 1px solid var(--_hairline);
  }
  .nav-link {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 2rem;
    padding: 0.3rem 0.75rem;
    border-radius: 10px;
    color: var(--_muted);
    text-decoration: none;
    line-height: 1.35;
  }
  .nav-link:hover {
    color: var(--_text);
    background: var(--_soft);
  }
  .nav-link[aria-current='page'] {
    background: var(--_accent-soft);
    color: var(--_accent);
    font-weight: 600;
  }
  .nav-title {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .nav-link[data-deprecated] .nav-title {
    text-decoration: line-through;
  }
  .nav-method {
    flex: none;
    min-width: 2.6rem;
    padding: 0.05rem 0.3rem;
    border-radius: 6px;
    font-family: var(--_font-mono);
    font-size: 0.625rem;
    font-weight: 700;
    line-height: 1.5;
    text-align: center;
    --_m: var(--_muted);
    color: color-mix(in srgb, var(--_m) 80%, var(--_text));
    background: color-mix(in srgb, var(--_m) 14%, var(--_background));
  }
  .method-get { --_m: var(--_method-get); }
  .method-query { --_m: var(--_method-query); }
  .method-post { --_m: var(--_method-post); }
  .method-put { --_m: var(--_method-put); }
  .method-patch { --_m: var(--_method-patch); }
  .method-delete { --_m: var(--_method-delete); }
  .nav-deprecated {
    font-size: 0.7rem;
    color: var(--_muted);
  }
  .nav-icon,
  .group-icon {
    width: 1rem;
    height: 1rem;
    opacity: 0.8;
  }
`;

const bottom = css`
  .edit-page {
    margin: 3rem 0 0;
    font-size: 0.875rem;
  }
  .edit-page a {
    color: var(--_muted);
  }
  .edit-page a:hover {
    color: var(--_text);
  }
  .prev-next {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 1rem;
    margin-top: 3rem;
  }
  .pager-card {
    min-width: 0;
    overflow-wrap: anywhere;
    display: flex;
    flex-direction: column;
    gap: 0.15rem;
    padding: 1rem 1.25rem;
    border: 1px solid var(--_hairline);
    border-radius: var(--_radius-lg);
    color: var(--_text);
    text-decoration: none;
    transition: border-color var(--_ease);
  }
  .pager-card:hover {
    border-color: var(--_accent);
  }
  .pager-card.next {
    grid-column: 2;
    text-align: end;
  }
  .hint {
    font-size: 0.8125rem;
    color: var(--_muted);
  }
  .pager-title {
    font-weight: 600;
  }
  .pager-group {
    font-size: 0.8125rem;
    color: var(--_muted);
  }
  .site-footer {
    margin-top: 4rem;
    padding: 2.5rem 0 3rem;
    border-top: 1px solid var(--_hairline);
    font-size: 0.875rem;
    color: var(--_muted);
  }
  .footer-columns {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
    gap: 2rem;
    margin-bottom: 2rem;
  }
  .footer-header {
    margin: 0 0 0.6rem;
    font-weight: 600;
    color: var(--_text);
  }
  .footer-column li + li {
    margin-top: 0.4rem;
  }
  .site-footer a {
    color: var(--_muted);
    text-decoration: none;
  }
  .site-footer a:hover {
    color: var(--_text);
  }
  .footer-bottom {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 1rem;
  }
  .footer-socials {
    display: flex;
    flex-wrap: wrap;
    gap: 1rem;
  }
  .footer-socials a {
    display: inline-flex;
    align-items: center;
    min-height: 1.5rem;
  }
`;

/** Phones and small tablets: the sidebar becomes a drawer, the search field an icon. */
const narrow = css`
  @media (max-width: 768px) {
    .base {
      --_topbar-h: 3.5rem;
    }
    .topbar {
      display: flex;
      gap: 0.5rem;
      padding: 0 1rem;
    }
    .topbar-start {
      flex: 1 1 auto;
    }
    .menu-button {
      display: inline-grid;
    }
    .site-name {
      flex: 1 1 auto;
    }
    .topbar-search {
      flex: 0 0 auto;
    }
    .search-button {
      width: 2.5rem;
      padding: 0;
      justify-content: center;
      border-radius: 999px;
    }
    .search-label,
    .search-kbd,
    .navbar-links,
    .navbar-primary {
      display: none;
    }
    .tabs-row {
      padding: 0 1rem;
    }
    .layout {
      grid-template-columns: minmax(0, 1fr);
    }
    .sidebar {
      display: none;
      position: fixed;
      z-index: 40;
      top: 0;
      inset-inline-start: 0;
      bottom: 0;
      height: auto;
      width: min(20rem, 86vw);
      padding: 0 1rem 2rem;
      background: var(--_background);
      box-shadow: var(--_shadow-lg);
    }
    .base[data-menu-open] .sidebar {
      display: block;
    }
    .base[data-menu-open] .drawer-head {
      display: flex;
      align-items: center;
      justify-content: space-between;
      position: sticky;
      top: 0;
      z-index: 1;
      height: 3.5rem;
      margin-bottom: 0.5rem;
      background: var(--_background);
      font-weight: 650;
    }
    .drawer-close {
      display: inline-grid;
      place-items: center;
      width: 2.5rem;
      height: 2.5rem;
      border: 0;
      border-radius: 8px;
      background: transparent;
      color: var(--_text);
      font-size: 1.5rem;
      cursor: pointer;
    }
    .base[data-menu-open] .scrim {
      display: block;
      position: fixed;
      inset: 0;
      z-index: 35;
      background: rgb(0 0 0 / 0.45);
    }
    .content,
    .base[data-kind='endpoint'] .content {
      padding: 1.5rem 1rem 0;
    }
    .prev-next {
      grid-template-columns: minmax(0, 1fr);
    }
    .pager-card.next {
      grid-column: 1;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      transition: none !important;
      animation: none !important;
      scroll-behavior: auto !important;
    }
  }
`;

/** Looks (docs.json \`theme\`): mint is the frame above; maple and linden adjust it. */
const looks = css`
  .base[data-look='maple'] {
    --_radius-lg: 16px;
  }
  .base[data-look='maple'] .header {
    background: var(--_background);
    box-shadow: 0 1px 0 var(--_hairline);
    border-bottom: 0;
  }
  .base[data-look='maple'] .nav-link[aria-current='page'] {
    background: transparent;
    box-shadow: inset 2px 0 0 var(--_accent);
    border-start-start-radius: 0;
    border-end-start-radius: 0;
  }
  /* A shadow's offset has no logical form: the bar moves to the start side by hand. */
  .base[data-look='maple'] .nav-link[aria-current='page']:dir(rtl) {
    box-shadow: inset -2px 0 0 var(--_accent);
  }
  .base[data-look='linden'] {
    --_radius-lg: 4px;
    --_font-heading: var(--_font-mono);
  }
  .base[data-look='linden'] :is(.search-button, .scheme-toggle, .scheme-option, .navbar-primary, .nav-link) {
    border-radius: 4px;
  }
  .base[data-look='linden'] :is(.group[data-depth='0'] > .group-toggle, .toc-title, .tab-link) {
    font-family: var(--_font-mono);
    text-transform: uppercase;
    font-size: 0.75rem;
    letter-spacing: 0.04em;
  }
`;

export const frameStyles: CSSResult[] = [header, columns, sidebar, bottom, narrow, looks];

const SCHEME_TOKENS = ['accent', 'accent-contrast', 'accent-fill', 'accent-soft', 'focus-ring'] as const;

/** The chain for one scheme: the brand palette (inline \`--_pl-*\` / \`--_pd-*\`) before the theme's tokens. */
function schemeDeclarations(prefix: 'pl' | 'pd'): string {
  const theme = (name: string): string => `var(--api-${name}, var(--_default-${name}))`;
  return [
    `--_accent: var(--api-docs-accent, var(--_${prefix}-accent, ${theme('accent')}));`,
    `--_accent-contrast: var(--_${prefix}-accent-contrast, ${theme('accent-contrast')});`,
    `--_focus-ring: var(--api-docs-accent, var(--_${prefix}-focus-ring, ${theme('focus-ring')}));`,
    `--_accent-fill: var(--api-docs-accent, var(--_${prefix}-accent-fill, var(--_accent)));`,
    `--_accent-soft: var(--_${prefix}-accent-soft, var(--api-docs-accent-soft, var(--api-accent-soft, color-mix(in srgb, var(--_accent) 10%, var(--_background)))));`,
  ].join('\n');
}

/**
 * docs.json \`colors\`: the brand palette wins over a theme file's \`--api-accent\` but not over
 * \`--api-docs-accent\`. \`.layout\` hands it on as \`--api-*\` to the elements on the pages.
 */
export const paletteStyles: CSSResult = css`
  .base {
    ${unsafeCSS(schemeDeclarations('pl'))}
  }
  :host([theme='dark']) .base {
    ${unsafeCSS(schemeDeclarations('pd'))}
  }
  @media (prefers-color-scheme: dark) {
    :host(:not([theme='light'])) .base {
      ${unsafeCSS(schemeDeclarations('pd'))}
    }
  }
  .layout {
    --api-accent: var(--_accent);
    --api-accent-contrast: var(--_accent-contrast);
    --api-focus-ring: var(--_focus-ring);
  }
`;

/** The inline custom properties that carry docs.json \`colors\` (as a checked palette) to the styles above. */
export function paletteProperties(colors: ColorsConfig | undefined): Record<string, string> {
  const palette = sitePalette(colors);
  const out: Record<string, string> = {};
  for (const name of SCHEME_TOKENS) {
    const light = palette.light[name];
    const dark = palette.dark[name];
    if (light !== undefined) out[`--_pl-${name}`] = light;
    if (dark !== undefined) out[`--_pd-${name}`] = dark;
  }
  return out;
}
