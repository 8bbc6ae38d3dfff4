/**
 * Client-side routing for the documentation site: History API under a base path, or a hash
 * fallback (`#/<slug>#<anchor>`) for hosts that cannot rewrite URLs. It reads the location, builds
 * link hrefs, pushes new entries, answers back/forward, and intercepts plain clicks on links that
 * stay inside the site (never with a modifier key, a middle click, `target` or `download`).
 */
import { slugPath } from '../../src/config/trailing-slash.js';
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export type RoutingMode = 'history' | 'hash';

/** Where the reader is: a page slug (`''` for the home page) and an anchor inside it (`''` for none). */
export interface Route {
  readonly slug: string;
  readonly anchor: string;
}

export interface RouterOptions {
  readonly mode: () => RoutingMode;
  /** The base path, normalised (`''` or `/docs`); undefined until the site knows it (routes wait). */
  readonly base: () => string | undefined;
  /** Called after the route changed through back/forward, a link or `navigate`. */
  readonly onChange: (route: Route, cause: 'load' | 'link' | 'history') => void;
  /** docs.json `seo.trailingSlash`: page paths end in `/`. */
  readonly trailingSlash?: () => boolean;
}

/** `/docs/` → `/docs`, `/` → `''`, `docs` → `/docs`. */
export function normaliseBase(base: string): string {
  const trimmed = base.trim().replace(/\/+$/, '');
  if (trimmed === '') return '';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Slug path segments percent-encoded, slashes kept. */
function encodeSlug(slug: string): string {
  return slug
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}

/**
 * The base a page is served under when none is given: the host page's path without `index.html`,
 * and without a known slug at its end (so a deep link opened directly still finds its base).
 */
export function inferBase(pathname: string, slugs: Iterable<string>): string {
  const path = decode(pathname)
    .replace(/\/index\.html?$/i, '')
    .replace(/\/+$/, '');
  let best = '';
  for (const slug of slugs) {
    if (slug.length > best.length && (path === `/${slug}` || path.endsWith(`/${slug}`))) best = slug;
  }
  return normaliseBase(best === '' ? path : path.slice(0, path.length - best.length - 1));
}

/** Reads a route from a location, for the given mode and base. */
export function routeFromLocation(
  location: Pick<Location, 'pathname' | 'hash'>,
  mode: RoutingMode,
  base: string,
): Route {
  if (mode === 'hash') {
    const raw = location.hash.replace(/^#/, '');
    if (!raw.startsWith('/')) return { slug: '', anchor: decode(raw) };
    const at = raw.indexOf('#');
    const path = at === -1 ? raw : raw.slice(0, at);
    const anchor = at === -1 ? '' : raw.slice(at + 1);
    return { slug: decode(path).replace(/^\/+|\/+$/g, ''), anchor: decode(anchor) };
  }
  const path = decode(location.pathname);
  const anchor = decode(location.hash.replace(/^#/, ''));
  if (base !== '' && path !== base && !path.startsWith(`${base}/`)) return { slug: '', anchor };
  return { slug: path.slice(base.length).replace(/^\/+|\/+$/g, ''), anchor };
}

/** The href of a route: `/docs/<slug>#anchor` or `#/<slug>#anchor`. */
export function hrefFor(route: Route, mode: RoutingMode, base: string, trailingSlash = false): string {
  const anchor = route.anchor === '' ? '' : `#${encodeURIComponent(route.anchor).replace(/%2E/gi, '.')}`;
  if (mode === 'hash') return `#/${encodeSlug(route.slug)}${anchor}`;
  return `${base}/${slugPath(encodeSlug(route.slug), trailingSlash)}${anchor}`;
}

export class RouterController implements ReactiveController {
  private current: Route | undefined;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly options: RouterOptions,
  ) {
    host.addController(this);
  }

  /** The route on show; undefined until the base is known. */
  get route(): Route | undefined {
    return this.current;
  }

  hostConnected(): void {
    window.addEventListener('popstate', this.handlePopState);
    window.addEventListener('hashchange', this.handlePopState);
    this.host.addEventListener('click', this.handleClick);
  }

  hostDisconnected(): void {
    window.removeEventListener('popstate', this.handlePopState);
    window.removeEventListener('hashchange', this.handlePopState);
    this.host.removeEventListener('click', this.handleClick);
  }

  /** Reads the location now (after the base became known, or the mode changed). */
  start(): void {
    const route = this.read();
    if (route === undefined) return;
    this.current = route;
    this.options.onChange(route, 'load');
  }

  href(slug: string, anchor = ''): string {
    return hrefFor({ slug, anchor }, this.options.mode(), this.options.base() ?? '', this.options.trailingSlash?.());
  }

  /** Shows `slug` (and `anchor`): a new history entry unless `replace`. */
  navigate(slug: string, anchor = '', replace = false): void {
    const url = this.href(slug, anchor);
    if (replace) history.replaceState(history.state, '', url);
    else history.pushState(history.state, '', url);
    this.current = { slug, anchor };
    this.options.onChange(this.current, 'link');
  }

  private read(): Route | undefined {
    const base = this.options.base();
    return base === undefined ? undefined : routeFromLocation(location, this.options.mode(), base);
  }

  private readonly handlePopState = (): void => {
    const route = this.read();
    if (route === undefined) return;
    if (this.current && route.slug === this.current.slug && route.anchor === this.current.anchor) return;
    this.current = route;
    this.options.onChange(route, 'history');
  };

  /** A link inside the site: its route, else undefined (left to the browser). */
  private routeOfLink(link: HTMLAnchorElement): Route | undefined {
    const raw = link.getAttribute('href');
    if (raw === null || link.hasAttribute('download')) return undefined;
    const target = link.getAttribute('target');
    if (target !== null && target !== '' && target !== '_self') return undefined;
    const mode = this.options.mode();
    const base = this.options.base();
    if (base === undefined) return undefined;
    let url: URL;
    try {
      url = new URL(raw, document.baseURI);
    } catch {
      return undefined;
    }
    if (url.origin !== location.origin) return undefined;
    if (mode === 'hash') {
      if (url.pathname !== location.pathname || url.search !== location.search) return undefined;
      // A plain `#anchor` link on a hash-routed page: the anchor of the current page.
      if (!url.hash.startsWith('#/')) return { slug: this.current?.slug ?? '', anchor: decode(url.hash.slice(1)) };
      return routeFromLocation(url, mode, base);
    }
    const path = decode(url.pathname);
    if (base !== '' && path !== base && !path.startsWith(`${base}/`)) return undefined;
    return routeFromLocation(url, mode, base);
  }

  private readonly handleClick = (event: MouseEvent): void => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.composedPath().find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement);
    if (link === undefined) return;
    const route = this.routeOfLink(link);
    if (route === undefined) return;
    // A same-page anchor in history mode: the browser scrolls and the anchor directory reveals it.
    if (this.options.mode() === 'history' && route.slug === this.current?.slug && route.anchor !== '') {
      if (new URL(link.href).pathname === location.pathname) return;
    }
    event.preventDefault();
    this.navigate(route.slug, route.anchor);
  };
}
