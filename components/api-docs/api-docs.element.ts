import { ContextProvider } from '@lit/context';
import { Task, TaskStatus, initialState } from '@lit/task';
import { adoptStyles, html, isServer, nothing, type LitElement, type PropertyValues, type TemplateResult } from 'lit';
import { HydratableElement } from '../shared/hydratable-element.js';
import { property, state } from 'lit/decorators.js';
import { styleMap } from 'lit/directives/style-map.js';
import { anchorDirectory } from '../shared/anchor-controller.js';
import { keepInView, releaseScrollHold } from '../shared/scroll-hold.js';
import { pageVisibleTo, playgroundFor, type DocsUser } from '../../src/config/index.js';
import { toDiagnostics, type Diagnostic } from '../../src/diagnostics.js';
import type { DocsPage, NavDivision } from '../../src/navigation/index.js';
import { activeNavigation, homePage } from '../../src/navigation/active.js';
import { languageTag } from '../../src/navigation/build-divisions.js';
import { frameLanguage, type FrameLanguage } from '../../src/i18n/frame-language.js';
import type { LanguageChrome } from '../../src/config/chrome-types.js';
import { apiSettingsContext, userContext } from '../shared/contexts.js';
import { renderErrorPanel } from '../shared/error-panel.js';
import { ApiNavigateEvent, ApiSpecErrorEvent } from '../shared/events.js';
import {
  inferBase,
  normaliseBase,
  RouterController,
  type Route,
  type RoutingMode,
} from '../shared/router-controller.js';
import { enableImageZoom } from '../shared/image-zoom.js';
import { pageUrl } from '../shared/page-url.js';
import { styles } from './api-docs.styles.js';
import { paletteProperties } from './site-frame.styles.js';
import { backgroundProperties } from './site-background.js';
import { codeblockProperties } from './site-codeblocks.js';
import { enhanceMdx } from './mdx-enhance.js';
import { logoHref, SiteFavicon, SiteFonts } from './site-head.js';
import { PageBodiesController, type PageBody } from './page-bodies.js';
import { prerenderedBody, prerenderedSlice } from './page-prerendered.js';
import { ServerFrame } from './server-frame.js';
import type { ServerPage } from '../../src/site/server-page.js';
import { fetchTextOverHttp, fetchUser, loadSite, type LoadedSite, type SitePage } from './site-loader.js';
import { renderDiagnostics, renderNoPages, renderNotFound, renderPage, renderRestricted } from './site-page.js';
import { renderDirectory } from './site-directory.js';
import { renderLastModified, renderRelated } from './site-page-meta.js';
import { renderSearch, SearchController, searchEntry, type SearchEntry } from './site-search.js';
import { renderSidebar, tabLinks } from './site-sidebar.js';
import { frameConfig, type FrameConfig } from '../../src/theme/frame-config.js';
import { siteLook } from '../../src/theme/site-palette.js';
import {
  bannerDismissed,
  dismissBanner,
  renderBanner,
  renderEditLink,
  renderFooter,
  renderPrevNext,
} from './site-footer.js';
import { focusDrawer, keepCurrentInView, trapFocus } from './site-drawer.js';
import { addHeadingAnchors, renderToc, ScrollSpyController, tocHeadings, type TocHeading } from './site-toc.js';
import { renderTabsRow, renderTopbar } from './site-topbar.js';
import { initialScheme, storeScheme, themeOf, type Scheme } from './site-theme.js';

/** The page's endpoints, not those of a built page's server frame, which never connect (server-frame.ts). */
const LIVE_ENDPOINT = 'api-endpoint:not([defer-hydration])';

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * A whole documentation site from one docs.json, framed as the best hosted docs are: a sticky top bar
 * (logo and name, search field, `navbar` links and button, a light/dark/system toggle remembered across
 * visits), the tabs as a row under it, a sidebar of groups that scrolls on its own (a drawer on phones),
 * "On this page" beside guide pages, previous/next cards, the docs.json `footer` and `banner`; `theme`
 * picks the look (mint, maple, linden) and `colors` the accent ramp. A page per MDX file and per
 * operation, a quick filter (`/` or Ctrl/Cmd+K), History API routing under `base` (or `routing="hash"`). Every problem found in docs.json, the specs and the
 * pages is reported with its place through `api-spec-error` and `diagnostics` (for the author: `docs validate`,
 * the `docs dev` overlay, the build log); readers see a page rendered as far as it can be, and a problems
 * panel only when the host sets `show-diagnostics`. Provides the `api` settings and the reader to every
 * element inside it.
 *
 * Right to left for Arabic, Hebrew and the like: the frame and its pages mirror (sidebar at the right, "On this
 * page" at the left, the drawer from the right edge) in the direction of the page's docs.json navigation language,
 * else of the element's `lang`, else of the host page (`<html dir>`); a `dir` on the element wins over a language.
 * Code, paths, URLs and field names stay left to right.
 *
 * `await el.updateComplete` resolves once the site is loaded and the current page rendered.
 *
 * @tagname api-docs
 * @csspart base - The whole site.
 * @csspart header - The sticky header: the top bar and the tabs row under it.
 * @csspart topbar - The top bar: menu button, logo and name, search field, navbar links and button, colour-scheme toggle.
 * @csspart menu-button - Opens the sidebar as a drawer on narrow screens.
 * @csspart navbar-links - docs.json `navbar.links`.
 * @csspart navbar-link - One `navbar` link.
 * @csspart navbar-primary - The `navbar.primary` button.
 * @csspart theme-toggle - The light / dark / system buttons (`aria-pressed="true"` on the chosen one); absent with `appearance.strict`.
 * @csspart banner - docs.json `banner` above the top bar.
 * @csspart banner-dismiss - Hides the banner (remembered) when `banner.dismissible`.
 * @csspart toc - "On this page" beside a guide page: its h2 and h3 headings.
 * @csspart toc-link - One heading of "On this page" (`aria-current="location"` on the section being read).
 * @csspart pager-card - The previous or next page's card below a page.
 * @csspart edit-link - "Edit this page", when docs.json names a GitHub repository.
 * @csspart footer - The footer: docs.json `footer.links` columns and `footer.socials`.
 * @csspart logo - The logo image (docs.json `logo`); with `{ light, dark }` two images, `logo-light` and `logo-dark`, shown by the theme.
 * @csspart site-name - The link with the logo and the site's name.
 * @csspart search-button - The search field: opens the quick filter (Ctrl/Cmd+K or `/`).
 * @csspart sidebar - The navigation column.
 * @csspart tabs - The tabs row under the top bar; the current tab is underlined.
 * @csspart tab - One tab link (`aria-current="true"` on the current one).
 * @csspart group-toggle - A group's expand/collapse button.
 * @csspart nav-link - A page link (`aria-current="page"` on the current one).
 * @csspart nav-method - A page link's method badge.
 * @csspart nav-deprecated - A page link's deprecated mark.
 * @csspart content - The main column.
 * @csspart page - The page on show.
 * @csspart page-header - The header row: the title (or, where the endpoint or channel draws the title, the eyebrow) with the Copy page menu beside it.
 * @csspart page-title - The page's title.
 * @csspart page-description - An MDX page's description.
 * @csspart page-body - An MDX page's content (text, callouts, code groups, tabs, fields).
 * @csspart page-content - `x-docs.content` above a generated page.
 * @csspart breadcrumbs - The eyebrow above the title: the page's section, or its tab and groups (`styling.eyebrows: breadcrumbs`).
 * @csspart changed-in - On an operation page, the "Changed in v2" links to its entries on a changelog page (`docs build`).
 * @csspart directory - On a group's root page, the group's pages as cards or an accordion list (docs.json `directory`).
 * @csspart related - "Related topics" under a page (frontmatter `related`).
 * @csspart last-modified - "Last modified on …" under a page (`metadata.timestamp`, frontmatter `timestamp`).
 * @csspart prev-next - Previous and next links.
 * @csspart not-found - The "page not found" view.
 * @csspart restricted - The "not available" view.
 * @csspart diagnostics - The problems panel (errors and warnings with their places); shown only with `show-diagnostics`.
 * @csspart dismiss - The problems panel's dismiss button; shown only with `show-diagnostics`.
 * @csspart search - The quick-filter dialog.
 * @csspart search-input - The quick filter's text box.
 * @csspart search-result - One page in the quick filter's results (`aria-selected="true"` on the chosen one).
 * @csspart error - The panel shown when docs.json cannot be used at all.
 * @cssproperty --api-docs-sidebar-width - Width of the sidebar (default 18rem).
 * @cssproperty --api-docs-content-max-width - Maximum width of a guide page's text column (default 46rem).
 * @cssproperty --api-docs-accent - The site's accent; wins over docs.json `colors`, which win over `--api-accent`.
 * @cssproperty --api-docs-backdrop - Behind the quick-filter dialog (default a 35% black scrim).
 * @fires {ApiNavigateEvent} api-navigate - Another page is shown (link, back/forward, first load).
 * @fires {ApiSpecErrorEvent} api-spec-error - docs.json, a spec or a page has problems; `diagnostics` lists the errors and warnings with their places.
 */
export class ApiDocs extends HydratableElement {
  static override styles = styles;

  /** `lang` and `dir` are the platform's own attributes: observed (not redeclared) so the frame's direction follows them. */
  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'lang', 'dir'];
  }

  constructor() {
    super();
    enableImageZoom(this);
  }

  private readonly settingsProvider = new ContextProvider(this, { context: apiSettingsContext });
  private readonly userProvider = new ContextProvider(this, { context: userContext, initialValue: null });
  private readonly router = new RouterController(this, {
    mode: () => this.routing,
    base: () => this.resolvedBase,
    onChange: (route, cause) => this.handleRoute(route, cause),
    trailingSlash: () => this.site?.config.seo?.trailingSlash === true,
  });
  private readonly search = new SearchController(this);
  private readonly bodies = new PageBodiesController(this);
  private readonly favicon = new SiteFavicon();
  private readonly fonts = new SiteFonts();
  private readonly scrollSpy = new ScrollSpyController(
    this,
    () => this.tocIds,
    () => this.renderRoot.querySelector('.header')?.getBoundingClientRect().height ?? 0,
  );
  private readonly loader = new Task(this, {
    args: () => [this.src, this.config, this.manifest] as const,
    task: async ([src, config, manifest], { signal }): Promise<LoadedSite | typeof initialState> => {
      if (config === undefined && (src === undefined || src === '')) return initialState;
      const url = pageUrl(src ?? 'docs.json');
      return loadSite({
        url,
        file: src ?? 'docs.json',
        config,
        fetchText: fetchTextOverHttp,
        signal,
        location: { pathname: location.pathname, hash: location.hash },
        ...(manifest === undefined || manifest === '' ? {} : { manifest: pageUrl(manifest) }),
      });
    },
    onComplete: (site) => this.handleLoaded(site),
    onError: (error) => {
      this.loaded = undefined;
      if (!isAbort(error)) this.dispatchEvent(new ApiSpecErrorEvent(this.src, toDiagnostics(error, this.src)));
    },
  });
  private readonly userLoader = new Task(this, {
    args: () => [this.site?.config.auth?.userUrl, this.site?.url] as const,
    task: async ([userUrl, siteUrl], { signal }): Promise<DocsUser | null | typeof initialState> => {
      if (userUrl === undefined || siteUrl === undefined) return initialState;
      try {
        return await fetchUser(new URL(userUrl, siteUrl).href, signal);
      } catch (error) {
        if (isAbort(error)) throw error;
        this.userProblems = toDiagnostics(error, userUrl);
        return null;
      }
    },
  });

  /** URL of docs.json, relative to the page. Paths inside it are relative to it. */
  @property({ reflect: true }) src?: string;
  /**
   * URL of the site manifest that `docs dev` serves and `docs build` writes (`_site/manifest.json` beside docs.json):
   * the site is read from it and a page's content fetched only when the page is shown. Without it the site is
   * assembled from docs.json and every file it names.
   */
  @property({ reflect: true }) manifest?: string;
  /** A docs.json already in memory; wins over `src` (which then names it and is the base for its paths). */
  @property({ attribute: false }) config?: Readonly<Record<string, unknown>>;
  /** The path the site is served under (`/docs`). Default: the host page's path (without a page slug at its end). */
  @property({ reflect: true }) base?: string;
  /** `history` (clean URLs under `base`; the server must serve the host page for them) or `hash` (`#/<page>`). */
  @property({ reflect: true }) routing: RoutingMode = 'history';
  /** `light`, `dark` or `auto` (follows the reader's colour scheme; the default). */
  @property({ reflect: true }) theme?: 'light' | 'dark' | 'auto';
  /** The reader: `{ groups: [...] }` when signed in, `null` when anonymous; unset, docs.json `auth.userUrl` decides. */
  @property({ attribute: false }) user?: DocsUser | null;
  /**
   * Shows the problems panel (docs.json, specs and pages' errors and warnings) above the page: for an author
   * previewing a site without the CLI. Off by default, as readers have no use for it: `api-spec-error` and
   * `diagnostics` carry the findings either way, and a docs.json that cannot be loaded at all always shows its error.
   */
  @property({ type: Boolean, reflect: true, attribute: 'show-diagnostics' }) showDiagnostics = false;

  /**
   * For `docs build` only (its server renderer sets it): the site and the page to draw on the server, so the built
   * page holds its whole frame. Never set in a browser.
   */
  @property({ attribute: false }) serverPage?: ServerPage;

  @state() private route: Route | undefined;
  @state() private menuOpen = false;
  @state() private dismissed = false;
  @state() private toggled: ReadonlyMap<string, boolean> = new Map();
  /** The reader's colour scheme (top bar toggle); the `theme` attribute follows it. */
  @state() private scheme: Scheme = 'system';
  @state() private bannerHidden = false;
  /** Set in the loader's onComplete, which runs before the task reports itself complete. */
  @state() private loaded: LoadedSite | undefined;
  private userProblems: readonly Diagnostic[] = [];
  private inferredBase: string | undefined;
  private savedTitle: string | undefined;
  private pendingReveal: { anchor: string; focus: boolean } | undefined;
  private frameOf: { config: unknown; chrome: LanguageChrome | undefined; frame: FrameConfig } | undefined;
  /** The headings of the "On this page" column on show (empty off guide pages). */
  private tocIds: readonly string[] = [];
  private revealSidebar = true;

  private readonly serverFrame = new ServerFrame(this);

  /** The loaded site (undefined while loading or after a fatal error). */
  get site(): LoadedSite | undefined {
    return this.loaded ?? (isServer ? this.serverPage?.site : undefined);
  }

  /** The page on show: the router's, or on the server the one it draws. */
  private get shownRoute(): Route | undefined {
    if (this.route !== undefined || !isServer || this.serverPage === undefined) return this.route;
    return { slug: this.serverPage.slug, anchor: '' };
  }

  /** Every problem found, with its place (docs.json, specs, pages, the reader's identity). */
  get diagnostics(): readonly Diagnostic[] {
    if (this.loader.status === TaskStatus.ERROR) return toDiagnostics(this.loader.error, this.src);
    return [...(this.site?.diagnostics ?? []), ...this.userProblems];
  }

  /** The reader the site renders for: the host's `user`, else the one from `auth.userUrl`, else anonymous. */
  get effectiveUser(): DocsUser | null {
    if (this.user !== undefined) return this.user;
    const fetched = this.userLoader.value;
    return typeof fetched === 'object' ? fetched : null;
  }

  /** Shows a page: `slug` under the base, optionally an anchor inside it. */
  navigate(slug: string, anchor = ''): void {
    this.router.navigate(slug, anchor);
  }

  private get resolvedBase(): string | undefined {
    if (this.base !== undefined) return normaliseBase(this.base);
    return this.inferredBase;
  }

  protected override createRenderRoot(): HTMLElement | DocumentFragment {
    const declared = isServer ? null : this.shadowRoot;
    if (declared === null || !this.serverFrame.keep(declared)) return super.createRenderRoot();
    // `docs build` drew the frame (declarative shadow DOM): it stays on show while the live frame is drawn in
    // front of it, hidden in its place, until that is complete (server-frame.ts).
    adoptStyles(declared, (this.constructor as typeof LitElement).elementStyles);
    this.renderOptions.renderBefore ??= declared.firstChild;
    return declared;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.savedTitle = document.title;
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if ((name === 'lang' || name === 'dir') && old !== value) this.requestUpdate();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    if (this.savedTitle !== undefined) document.title = this.savedTitle;
    this.favicon.remove();
    this.fonts.remove();
  }

  protected override async getUpdateComplete(): Promise<boolean> {
    let done = await super.getUpdateComplete();
    for (
      let round = 0;
      round < 10 && (this.loader.status === TaskStatus.PENDING || this.userLoader.status === TaskStatus.PENDING);
      round++
    ) {
      await Promise.all([this.loader.taskComplete, this.userLoader.taskComplete].map((p) => p.catch(() => undefined)));
      done = await super.getUpdateComplete();
    }
    // A site read page by page: its other pages too, so what a host inspects is the whole site.
    if (this.loaded?.rest !== undefined) {
      await this.loaded.rest.catch(() => undefined);
      done = await super.getUpdateComplete();
    }
    if (this.bodies.fetching) {
      await this.bodies.settled;
      done = await super.getUpdateComplete();
    }
    const endpoints = this.renderRoot.querySelectorAll?.(LIVE_ENDPOINT) ?? [];
    await Promise.all([...endpoints].map((e) => (e as LitElement).updateComplete));
    // A channel page's element is loaded on demand: wait for it, then for its spec and channel.
    const channels = [...(this.renderRoot.querySelectorAll?.('api-channel:not([defer-hydration])') ?? [])];
    if (channels.length > 0) {
      await customElements.whenDefined('api-channel');
      await Promise.all(channels.map((e) => (e as LitElement).updateComplete));
    }
    return done;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // The server draws docs.json's scheme (toggle and `theme`): a built page shows it before any script runs, and
    // the page's bootstrap (components/islands/) reads it back as the site's default.
    if (isServer && this.site !== undefined && this.theme === undefined) {
      this.scheme = this.frame(this.site).appearance.default;
      if (this.scheme !== 'system') this.theme = themeOf(this.scheme);
    }
    if (changed.has('base') || changed.has('routing')) {
      if (this.site !== undefined && !isServer) this.router.start();
    }
    this.userProvider.setValue(this.effectiveUser);
  }

  protected override updated(changed: PropertyValues<this>): void {
    enhanceMdx(this.renderRoot);
    addHeadingAnchors(this.renderRoot, (anchor) => this.router.href(this.route?.slug ?? '', anchor));
    if (this.revealSidebar && this.route !== undefined) {
      this.revealSidebar = false;
      keepCurrentInView(this.renderRoot.querySelector<HTMLElement>('.sidebar'));
    }
    if (changed.has('menuOpen' as keyof ApiDocs))
      this.handleMenuChange(changed.get('menuOpen' as keyof ApiDocs) === true);
    const dialog = this.renderRoot.querySelector('dialog');
    if (dialog !== null && this.search.pendingShow) {
      this.search.pendingShow = false;
      if (!dialog.open) dialog.showModal();
      dialog.querySelector('input')?.focus();
    }
    if (this.pendingReveal !== undefined) void this.reveal(this.pendingReveal);
  }

  private handleLoaded(site: LoadedSite | typeof initialState): void {
    if (typeof site !== 'object') return;
    this.loaded = site;
    this.settingsProvider.setValue(site.config.api);
    const frame = this.frame(site);
    this.scheme = initialScheme(frame.appearance, this.theme);
    if (this.scheme !== 'system' || this.theme !== undefined) this.theme = themeOf(this.scheme);
    this.bannerHidden = frame.banner !== undefined && frame.banner.dismissible && bannerDismissed(frame.banner.content);
    if (this.isConnected) {
      this.favicon.set(site.config, site.url);
      const fonts = site.config.fonts;
      this.fonts.set([fonts, fonts?.heading, fonts?.body], site.url);
    }
    this.inferredBase = inferBase(location.pathname, site.navigation.pages.keys());
    this.router.start();
    void this.serverFrame.release(this.updateComplete, () => this.renderRoot.querySelector('.base:not([data-server])'));
    if (site.rest === undefined) this.reportProblems(site);
    else
      site.rest.then(
        (whole) => {
          // The rest of the pages, read after the first: the same site, now whole (unless another one replaced it).
          if (this.loaded !== site) return;
          this.loaded = whole;
          this.reportProblems(whole);
        },
        (error: unknown) => {
          if (!isAbort(error) && this.loaded === site)
            this.dispatchEvent(new ApiSpecErrorEvent(this.src, toDiagnostics(error, this.src)));
        },
      );
  }

  private reportProblems(site: LoadedSite): void {
    const problems = site.diagnostics.filter((d) => d.severity !== 'info');
    if (problems.length > 0) this.dispatchEvent(new ApiSpecErrorEvent(site.url, problems));
  }

  private handleRoute(route: Route, cause: 'load' | 'link' | 'history'): void {
    const changedPage = this.route?.slug !== route.slug;
    // The field or heading held in view belongs to the page being left.
    releaseScrollHold();
    this.route = route;
    this.menuOpen = false;
    if (changedPage) this.revealSidebar = true;
    this.search.close();
    const page = this.pageFor(route.slug);
    const title = page === undefined ? 'Page not found' : page.title;
    if (this.site !== undefined) document.title = `${title} — ${this.site.config.name}`;
    this.pendingReveal = { anchor: route.anchor, focus: cause === 'link' && changedPage };
    this.dispatchEvent(new ApiNavigateEvent(route.slug, route.anchor, location.href, page?.title));
  }

  /** After the page rendered: reveal the anchor (expanding parents), else scroll to the top. */
  private async reveal(target: { anchor: string; focus: boolean }): Promise<void> {
    this.pendingReveal = undefined;
    const endpoints = [...this.renderRoot.querySelectorAll(LIVE_ENDPOINT)];
    await Promise.all(endpoints.map((e) => (e as LitElement).updateComplete));
    if (target.anchor !== '' && (await anchorDirectory().reveal(target.anchor))) return;
    const heading = target.anchor === '' ? null : this.renderRoot.querySelector(`[id="${CSS.escape(target.anchor)}"]`);
    if (heading !== null) keepInView(heading, { block: 'start' });
    // A link into a page whose body is still being fetched: reveal the anchor once the page is drawn.
    else if (target.anchor !== '' && this.renderRoot.querySelector('.page') === null) this.pendingReveal = target;
    else if (target.anchor === '' && target.focus) {
      const main = this.renderRoot.querySelector<HTMLElement>('main');
      main?.focus({ preventScroll: true });
      this.scrollIntoView({ block: 'start' });
    }
  }

  /** The page a slug shows: the home page is the first listed page. */
  private pageFor(slug: string): DocsPage | undefined {
    const site = this.site;
    if (site === undefined) return undefined;
    const wanted = slug === '' ? (homePage(site.navigation.tree, this.visible) ?? this.visibleOrder[0]) : slug;
    return wanted === undefined ? undefined : site.navigation.pages.get(wanted);
  }

  private visible = (slug: string): boolean => {
    const info = this.site?.pages.get(slug);
    return info !== undefined && pageVisibleTo(info.settings, this.effectiveUser);
  };

  private get visibleOrder(): string[] {
    return this.site?.navigation.order.filter(this.visible) ?? [];
  }

  private href = (slug: string): string => this.router.href(slug);
  private anchorHref = (slug: string, anchor: string): string => this.router.href(slug, anchor);

  private handleToggle = (key: string, open: boolean): void => {
    this.toggled = new Map(this.toggled).set(key, open);
  };

  private frame(site: LoadedSite): FrameConfig {
    const chrome = this.languageChrome(site);
    if (this.frameOf?.config !== site.config || this.frameOf.chrome !== chrome)
      this.frameOf = {
        config: site.config,
        chrome,
        frame: frameConfig(chrome === undefined ? site.config : { ...site.config, ...chrome }),
      };
    return this.frameOf.frame;
  }

  /** The language the reader is in (`navigation.languages[]`), when it has its own navbar, footer or banner. */
  private languageChrome(site: LoadedSite): LanguageChrome | undefined {
    return this.activeLanguage(site)?.chrome;
  }

  /** The language division holding the page on show, when the site has languages. */
  private activeLanguage(site: LoadedSite): NavDivision | undefined {
    if ((site.navigation.tree.divisions ?? []).length === 0) return undefined;
    const path = activeNavigation({
      tree: site.navigation.tree,
      pages: new Map(),
      activeSlug: this.shownRoute?.slug,
    }).path;
    return path.find((d) => d.kind === 'language');
  }

  /** The language and direction the frame states (src/i18n/frame-language.ts); the rest it inherits from the page. */
  private ownLanguage(site: LoadedSite | undefined): FrameLanguage {
    const division = site === undefined ? undefined : this.activeLanguage(site)?.language;
    return frameLanguage({
      navigation: division === undefined ? undefined : languageTag(division),
      lang: this.getAttribute('lang'),
      dir: this.getAttribute('dir'),
    });
  }

  /** The site's language as a BCP 47 tag, for dates: the reader's language division, else English. */
  private siteLanguage(site: LoadedSite): string {
    return languageTag(this.activeLanguage(site)?.language ?? 'en');
  }

  private handleScheme = (scheme: Scheme): void => {
    this.scheme = scheme;
    this.theme = themeOf(scheme);
    storeScheme(scheme);
  };

  private handleDrawerKey = (event: KeyboardEvent): void => {
    if (!this.menuOpen) return;
    const sidebar = this.renderRoot.querySelector<HTMLElement>('.sidebar');
    if (sidebar === null) return;
    if (trapFocus(event, sidebar, (this.renderRoot as ShadowRoot).activeElement) === 'close') this.menuOpen = false;
  };

  /** Opening the drawer moves focus into it; closing it brings focus back to the menu button. */
  private handleMenuChange(wasOpen: boolean): void {
    const sidebar = this.renderRoot.querySelector<HTMLElement>('.sidebar');
    if (this.menuOpen && sidebar !== null) focusDrawer(sidebar);
    else if (wasOpen) {
      const active = (this.renderRoot as ShadowRoot).activeElement;
      // After a page was chosen, focus belongs to the new page (reveal()); otherwise back to the button.
      if (active === null || sidebar?.contains(active) === true)
        this.renderRoot.querySelector<HTMLElement>('.menu-button')?.focus();
    }
  }

  /** What the page on show asks of the frame: its kind, its `mode`, the headings of its table of contents. */
  private pageLayout(site: LoadedSite | undefined): { kind: string; mode: string; toc: TocHeading[] } {
    const page = site === undefined || this.shownRoute === undefined ? undefined : this.pageFor(this.shownRoute.slug);
    const entry = page === undefined ? undefined : site?.pages.get(page.slug);
    const body = entry === undefined || !this.visible(page!.slug) ? undefined : this.bodyOf(entry);
    const info = body?.status === 'ready' ? body.info : undefined;
    if (info === undefined) return { kind: 'other', mode: 'default', toc: [] };
    const reference = info.operation !== undefined || info.endpoint !== undefined || info.channel !== undefined;
    const kind = reference || page?.kind !== 'mdx' ? 'endpoint' : 'guide';
    const mode = (info.mdx?.frontmatter as { readonly mode?: string } | undefined)?.mode ?? 'default';
    const toc = kind === 'guide' && mode === 'default' ? tocHeadings(info.mdx?.headings) : [];
    return { kind, mode, toc };
  }

  override render(): TemplateResult {
    const site = this.site;
    const frame = site === undefined ? undefined : this.frame(site);
    const layout = this.pageLayout(site);
    this.tocIds = layout.toc.map((h) => h.id);
    const fonts = {
      // The site's own text (private token) and the elements on its pages (global token).
      ...(frame?.fontFamily === undefined
        ? {}
        : {
            '--api-font-sans': `${frame.fontFamily}, system-ui, sans-serif`,
            '--_font-sans': `var(--api-docs-font-sans, ${frame.fontFamily}, system-ui, sans-serif)`,
          }),
      ...(frame?.headingFontFamily === undefined
        ? {}
        : { '--_font-heading': `${frame.headingFontFamily}, system-ui, sans-serif` }),
    };
    const codeblocks = codeblockProperties(site?.config.styling?.codeblocks, () => this.requestUpdate());
    const own = this.ownLanguage(site);
    return html`<div
      class="base"
      part="base"
      lang=${own.lang ?? nothing}
      dir=${own.dir ?? nothing}
      ?data-server=${isServer}
      style=${styleMap({
        ...paletteProperties(site?.config.colors),
        ...backgroundProperties(site?.config.background, site?.url),
        ...codeblocks,
        ...fonts,
      })}
      ?data-codeblocks=${Object.keys(codeblocks).length > 0}
      data-icon-library=${site?.config.icons?.library ?? 'fontawesome'}
      data-decoration=${site?.config.background?.decoration ?? nothing}
      data-look=${siteLook(frame?.theme)}
      data-kind=${layout.kind}
      data-mode=${layout.mode}
      ?data-toc=${layout.toc.length > 0}
      ?data-has-tabs=${site !== undefined && this.tabs(site).length > 0}
      ?data-menu-open=${this.menuOpen}
      @keydown=${this.handleDrawerKey}
    >
      ${frame === undefined ? nothing : renderBanner(frame.banner, this.bannerHidden, () => this.handleBannerDismiss(frame))}
      ${this.renderHeader(site, frame)} ${this.renderProblems()}
      <div class="layout">
        ${site === undefined ? nothing : this.renderSidebarColumn(site)}
        <main class="content" part="content" tabindex="-1" aria-busy=${this.loader.status === TaskStatus.PENDING ? 'true' : 'false'}>
          <div class="page-frame">
            <div class="page-column">
              ${this.renderMain(site)} ${site === undefined || frame === undefined ? nothing : renderFooter(frame, site.config.name)}
            </div>
            ${layout.kind !== 'guide' || layout.mode !== 'default' ? nothing : html`<aside class="toc-column">${renderToc(layout.toc, this.scrollSpy.active, (id) => this.router.href(this.shownRoute?.slug ?? '', id))}</aside>`}
          </div>
        </main>
      </div>
      ${site === undefined ? nothing : renderSearch({ controller: this.search, entries: this.searchEntries(site), site, onPick: (slug, anchor) => this.navigate(slug, anchor) })}
    </div>`;
  }

  private handleBannerDismiss(frame: FrameConfig): void {
    if (frame.banner !== undefined) dismissBanner(frame.banner.content);
    this.bannerHidden = true;
  }

  private tabs(site: LoadedSite): ReturnType<typeof tabLinks> {
    const active = this.shownRoute === undefined ? undefined : this.pageFor(this.shownRoute.slug)?.slug;
    return tabLinks({ tree: site.navigation.tree, activeSlug: active, visible: this.visible, href: this.href });
  }

  private renderHeader(site: LoadedSite | undefined, frame: FrameConfig | undefined): TemplateResult {
    return html`<header class="header" part="header">
      ${renderTopbar({
        name: site?.config.name ?? 'Documentation',
        logo: site?.config.logo,
        base: site?.url,
        ...(isServer && this.serverPage?.imageSizes !== undefined ? { imageSizes: this.serverPage.imageSizes } : {}),
        homeHref: logoHref(site?.config.logo) ?? this.href(''),
        frame: frame ?? frameConfig({}),
        searchPrompt: site?.config.search?.prompt,
        scheme: this.scheme,
        menuOpen: this.menuOpen,
        onMenu: () => (this.menuOpen = !this.menuOpen),
        onSearch: () => this.search.show(),
        onScheme: this.handleScheme,
      })}
      ${site === undefined ? nothing : renderTabsRow(this.tabs(site))}
    </header>`;
  }

  private renderProblems(): TemplateResult | typeof nothing {
    if (!this.showDiagnostics || this.dismissed || this.loader.status === TaskStatus.ERROR) return nothing;
    return renderDiagnostics(
      this.diagnostics.filter((d) => d.severity !== 'info'),
      () => (this.dismissed = true),
    );
  }

  private renderSidebarColumn(site: LoadedSite): TemplateResult {
    const active = this.shownRoute === undefined ? undefined : this.pageFor(this.shownRoute.slug)?.slug;
    // The scrim is a pointer convenience; keyboard readers close the drawer with Escape or its close button.
    return html`<div class="scrim" aria-hidden="true" @click=${() => (this.menuOpen = false)}></div>
      <nav class="sidebar" id="sidebar" part="sidebar" aria-label="Documentation">
      <div class="drawer-head">
        <span>${site.config.name}</span>
        <button type="button" class="drawer-close" aria-label="Close menu" @click=${() => (this.menuOpen = false)}>×</button>
      </div>
      ${renderSidebar({
        tree: site.navigation.tree,
        pages: site.navigation.pages,
        activeSlug: active,
        visible: this.visible,
        href: this.href,
        toggled: this.toggled,
        onToggle: this.handleToggle,
      })}
    </nav>`;
  }

  private renderMain(site: LoadedSite | undefined): TemplateResult | typeof nothing {
    if (this.loader.status === TaskStatus.ERROR)
      return renderErrorPanel({
        title: 'The documentation (docs.json) could not be loaded',
        diagnostics: this.diagnostics,
      });
    if (site === undefined || this.shownRoute === undefined)
      return this.src === undefined && this.config === undefined
        ? html`<p class="empty">Set <code>src="docs.json"</code> to show a documentation site.</p>`
        : html`<p class="loading" role="status">Loading the documentation…</p>`;
    const page = this.pageFor(this.shownRoute.slug);
    const entry = page === undefined ? undefined : site.pages.get(page.slug);
    const listed = this.visibleOrder.map((s) => site.navigation.pages.get(s)!);
    if (site.navigation.pages.size === 0) return renderNoPages(site.diagnostics, this.showDiagnostics);
    if (page === undefined || entry === undefined) return renderNotFound(this.shownRoute.slug, listed, this.href);
    const user = this.effectiveUser;
    if (!pageVisibleTo(entry.settings, user)) return renderRestricted(user !== null, site.config.auth?.loginUrl);
    const body = this.bodyOf(entry);
    if (body.status === 'loading') return html`<p class="loading" role="status">Loading the page…</p>`;
    if (body.status === 'failed')
      return renderErrorPanel({ title: 'This page could not be loaded', diagnostics: body.diagnostics });
    const info = body.info;
    const at = listed.indexOf(page);
    return html`${renderPage({
      site,
      page,
      info,
      playground: playgroundFor(info.settings, user),
      // The CLI that made the manifest has validated the specs; readers never see findings.
      validation: site.source === 'assembled',
      prerendered:
        info.operation &&
        (isServer ? this.serverPage?.slice : prerenderedSlice(this, info.operation.specUrl, info.operation.id)),
      eyebrows: site.config.styling?.eyebrows,
      href: this.anchorHref,
      operationHref: (id) => {
        for (const other of site.navigation.pages.values())
          if ((other.kind === 'openapi' || other.kind === 'webhook') && other.operation === id)
            return this.href(other.slug);
        return undefined;
      },
    })}
    ${renderDirectory({ listing: info.directory, visible: this.visible, href: this.href })}
    ${renderRelated({ links: info.mdx?.frontmatter.related, pages: site.navigation.pages, href: this.anchorHref })}
    ${info.settings.timestamp ? renderLastModified(info.updated, this.siteLanguage(site)) : nothing}
    ${page.kind === 'mdx' ? renderEditLink(this.frame(site).repository, page.file) : nothing}
    ${
      info.mdx?.frontmatter.hideFooterPagination === true
        ? nothing
        : renderPrevNext({
            ...(at > 0 ? { previous: listed[at - 1]! } : {}),
            ...(at >= 0 && at < listed.length - 1 ? { next: listed[at + 1]! } : {}),
            href: this.href,
          })
    }`;
  }

  /** A page's body: fetched when first shown, unless the built page holds it (or, on the server, was given it). */
  private bodyOf(entry: SitePage): PageBody {
    const url = entry.mdxUrl;
    if (url !== undefined && !this.bodies.has(url)) {
      const given = isServer
        ? entry === this.serverPage?.site.pages.get(this.serverPage.slug)
          ? this.serverPage.body
          : undefined
        : prerenderedBody(this, url);
      if (given !== undefined) this.bodies.seed(url, given);
    }
    return this.bodies.body(entry);
  }

  private searchEntries(site: LoadedSite): SearchEntry[] {
    // A page listed in a second tab is found once, at its first route.
    const pages = this.visibleOrder.map((slug) => site.navigation.pages.get(slug)!);
    return pages.filter((page) => page.canonical === undefined).map(searchEntry);
  }
}
