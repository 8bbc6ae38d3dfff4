/**
 * The site's top bar, as Mintlify places it: the menu button (phones), the logo and name, a search
 * field that shows its shortcut, docs.json `navbar` links and primary button, the colour-scheme toggle;
 * under it the navigation tabs as a row, the active one underlined.
 */
import { html, nothing, svg, type TemplateResult } from 'lit';
import type { LogoConfig } from '../../src/config/index.js';
import type { FrameConfig, FrameLink } from '../../src/theme/frame-config.js';
import { renderLogo, type ImageSizes } from './site-head.js';
import type { TabLink } from './site-sidebar.js';
import { renderSchemeToggle, type Scheme } from './site-theme.js';

export interface TopbarView {
  readonly name: string;
  readonly logo: LogoConfig | undefined;
  /** docs.json's own URL: the base of the logo's path. */
  readonly base: string | undefined;
  /** The logo's intrinsic sizes, where the server knows them. */
  readonly imageSizes?: ImageSizes;
  readonly homeHref: string;
  readonly frame: FrameConfig;
  readonly searchPrompt: string | undefined;
  readonly scheme: Scheme;
  readonly menuOpen: boolean;
  readonly onMenu: () => void;
  readonly onSearch: () => void;
  readonly onScheme: (scheme: Scheme) => void;
  /** Anchors, versions, languages, dropdowns (site-switchers.ts) where docs.json has them. */
  readonly switchers?: unknown;
}

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

const searchIcon = html`<svg class="icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round">${svg`<circle cx="11" cy="11" r="7"/><path d="m20 20-3.5-3.5"/>`}</svg>`;
const menuIcon = html`<svg class="icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round">${svg`<path d="M4 6h16M4 12h16M4 18h16"/>`}</svg>`;
const arrowIcon = html`<svg class="icon reading-arrow" viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round">${svg`<path d="M9 6l6 6-6 6"/>`}</svg>`;

function external(href: string): boolean {
  return /^https?:/i.test(href);
}

function renderNavbarLink(link: FrameLink): TemplateResult {
  return html`<li>
    <a class="navbar-link" part="navbar-link" href=${link.href} rel=${external(link.href) ? 'noopener' : nothing}>${link.label}</a>
  </li>`;
}

function renderSearchField(view: TopbarView): TemplateResult {
  return html`<button class="search-button" part="search-button" type="button" aria-haspopup="dialog" aria-keyshortcuts="Control+K Meta+K /" @click=${view.onSearch}>
    ${searchIcon}<span class="search-label">${view.searchPrompt ?? 'Search…'}</span>
    <kbd class="search-kbd" aria-hidden="true">${isMac ? '⌘K' : 'Ctrl K'}</kbd>
    <span class="visually-hidden">(${isMac ? '⌘K' : 'Ctrl+K'} or /)</span>
  </button>`;
}

export function renderTopbar(view: TopbarView): TemplateResult {
  const { frame } = view;
  return html`<div class="topbar" part="topbar">
    <div class="topbar-start">
      <button class="menu-button" part="menu-button" type="button" aria-controls="sidebar" aria-expanded=${view.menuOpen ? 'true' : 'false'} @click=${view.onMenu}>
        ${menuIcon}<span class="visually-hidden">Menu</span>
      </button>
      <a class="site-name" part="site-name" href=${view.homeHref}>
        ${view.base === undefined ? nothing : renderLogo(view.logo, view.base, view.imageSizes)}
        <span class="site-title">${view.name}</span>
      </a>
      ${view.switchers ?? nothing}
    </div>
    <div class="topbar-search">${renderSearchField(view)}</div>
    <div class="topbar-end">
      ${frame.navbarLinks.length === 0 ? nothing : html`<ul class="navbar-links" part="navbar-links">${frame.navbarLinks.map(renderNavbarLink)}</ul>`}
      ${
        frame.primary === undefined
          ? nothing
          : html`<a class="navbar-primary" part="navbar-primary" href=${frame.primary.href} data-type=${frame.primary.type}
              >${frame.primary.label}${arrowIcon}</a
            >`
      }
      ${renderSchemeToggle(view.scheme, frame.appearance.strict, view.onScheme)}
    </div>
  </div>`;
}

/** The tabs row under the top bar (nothing without titled tabs). */
export function renderTabsRow(tabs: readonly TabLink[]): TemplateResult | typeof nothing {
  if (tabs.length === 0) return nothing;
  return html`<nav class="tabs-row" aria-label="Sections">
    <ul class="tab-bar" part="tabs">
      ${tabs.map(
        (tab) => html`<li ?data-end=${tab.end === true}>
          <a class="tab-link" part="tab" href=${tab.href} aria-current=${tab.current ? 'true' : nothing}>${tab.title}${tab.tag === undefined ? nothing : html`<span class="nav-tag" part="nav-tag">${tab.tag}</span>`}</a>
        </li>`,
      )}
    </ul>
  </nav>`;
}
