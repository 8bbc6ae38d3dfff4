/**
 * Moving between the pages of a built site without leaving the document: a same-site link's page is fetched (first
 * when the link is hovered or focused), its server HTML is parsed, and its frame replaces this one's in place, in a
 * View Transition where the browser has one. The document stays, and with it the modules loaded and what they hold
 * in memory: the credentials typed in the playground (never stored without "remember"), the search index. Back and
 * forward swap the pages they return to and restore their scroll position. Anything that is not another built page
 * of this site (a file, another origin, a new tab, a page without this bootstrap, a failed fetch) is a normal load.
 */
import { onPath, siteOf } from './event-path.js';

/** The page's own script: a fetched page is swapped in only if it loads the same bootstrap. */
const bootstrap = (doc: Document): string | undefined =>
  doc.querySelector<HTMLScriptElement>('script[type="module"][blocking="render"]')?.getAttribute('src') ?? undefined;

/**
 * Fetched pages' HTML by URL (without the fragment); a few are kept, for Back and for links hovered and then
 * followed. Text, not documents: a swap moves a parsed page's nodes out of it, and declarative shadow roots do not clone.
 */
const fetched = new Map<string, Promise<string | undefined>>();
const KEEP = 16;

const pathOf = (url: URL | Location): string => `${url.pathname}${url.search}`;
/** The path whose frame is shown (the URL changes before a swap finishes). */
let shown = pathOf(location);

/** The page a link opens, when it is another built page of this site that a swap can show. */
function swappable(link: HTMLAnchorElement, site: HTMLElement): URL | undefined {
  if ((link.target !== '' && link.target !== '_self') || link.hasAttribute('download')) return undefined;
  const url = new URL(link.href, location.href);
  const base = site.getAttribute('base') ?? '/';
  if (url.origin !== location.origin || !url.pathname.startsWith(base)) return undefined;
  // A file of the site (the `.md` twin, llms.txt, a spec, an image) is not a page.
  if (/\.[a-z0-9]+$/i.test(url.pathname) && !url.pathname.endsWith('.html')) return undefined;
  return url;
}

function fetchPage(url: URL): Promise<string | undefined> {
  const key = pathOf(url);
  let page = fetched.get(key);
  if (page === undefined) {
    page = fetch(key, { headers: { accept: 'text/html' } })
      .then((response) =>
        response.ok && (response.headers.get('content-type') ?? '').includes('text/html') ? response.text() : undefined,
      )
      .catch(() => undefined);
    fetched.set(key, page);
    if (fetched.size > KEEP) fetched.delete(fetched.keys().next().value!);
  }
  return page;
}

/** A fetched page, parsed: undefined unless it is a built page of this site, with the same bootstrap. */
function parsePage(html: string): Document | undefined {
  // Declarative shadow roots are attached only by this parser (not DOMParser); scripts in it never run.
  const doc = Document.parseHTMLUnsafe(html);
  return bootstrap(doc) === bootstrap(document) && doc.querySelector('api-docs') !== null ? doc : undefined;
}

/** The stylesheets the next frame links that this one lacks, loaded before the swap so nothing shows unstyled. */
async function linkStyles(root: ShadowRoot, next: ShadowRoot, before: Element): Promise<void> {
  const have = new Set([...root.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href')));
  const loads: Promise<unknown>[] = [];
  for (const link of next.querySelectorAll('link[rel="stylesheet"]')) {
    if (have.has(link.getAttribute('href'))) continue;
    const added = document.importNode(link, true) as HTMLLinkElement;
    loads.push(
      new Promise((done) => {
        added.addEventListener('load', done, { once: true });
        added.addEventListener('error', done, { once: true });
      }),
    );
    before.before(added);
  }
  await Promise.all(loads);
}

function copyAttributes(to: Element, from: Element): void {
  for (const { name } of [...to.attributes]) if (!from.hasAttribute(name)) to.removeAttribute(name);
  for (const { name, value } of from.attributes) to.setAttribute(name, value);
}

/** The head's page-specific parts: title, language and direction, description, canonical and alternate links. */
const HEAD_PARTS =
  'meta[name="description"], meta[property^="og:"], meta[name^="twitter:"], link[rel="canonical"], link[rel="alternate"]';

function swapHead(next: Document): void {
  document.title = next.title;
  for (const name of ['lang', 'dir']) {
    const value = next.documentElement.getAttribute(name);
    if (value === null) document.documentElement.removeAttribute(name);
    else document.documentElement.setAttribute(name, value);
  }
  for (const el of document.head.querySelectorAll(HEAD_PARTS)) el.remove();
  for (const el of next.head.querySelectorAll(HEAD_PARTS)) document.head.append(document.importNode(el, true));
}

const linkList = (root: ParentNode): string =>
  [...root.querySelectorAll<HTMLAnchorElement>('.sidebar a[href]')].map((a) => a.href).join('\n');

/** This page's frame and the next page's, when both have the parts a swap exchanges. */
interface Frame {
  readonly root: ShadowRoot;
  readonly base: Element;
  readonly nextSite: Element;
  readonly nextRoot: ShadowRoot;
  readonly nextBase: Element;
}

function framesOf(site: HTMLElement, next: Document): Frame | undefined {
  const root = site.shadowRoot;
  const nextSite = next.querySelector('api-docs');
  const nextRoot = nextSite?.shadowRoot;
  const base = root?.querySelector('.base');
  const nextBase = nextRoot?.querySelector('.base');
  if (root == null || nextSite == null || nextRoot == null || base == null || nextBase == null) return undefined;
  return { root, base, nextSite, nextRoot, nextBase };
}

/**
 * Puts the next page's frame in place of this one's: the server's children of `.base` (the islands' own places, such
 * as the search dialog, stay), the host's light DOM (the operation slices), the page's attributes. The sidebar keeps
 * its scroll position when it lists the same pages.
 */
function swapFrame(site: HTMLElement, frame: Frame): void {
  const { root, base, nextSite, nextRoot, nextBase } = frame;
  const sameSidebar = linkList(root) === linkList(nextRoot);
  const sidebarScroll = root.querySelector('.sidebar')?.scrollTop ?? 0;
  const islandPlaces = [...base.children].filter((el) => el.hasAttribute('data-island'));
  copyAttributes(base, nextBase);
  base.replaceChildren(...nextBase.childNodes, ...islandPlaces);
  // The next page's drawn theme too: waking it (startScheme) puts the reader's choice back, as on a page load.
  copyAttributes(site, nextSite);
  site.replaceChildren(...nextSite.childNodes);
  const sidebar = root.querySelector('.sidebar');
  if (sameSidebar && sidebar !== null) sidebar.scrollTop = sidebarScroll;
  swapHead(nextSite.ownerDocument);
}

export interface PageSwap {
  /** After a swap: wakes the new frame's nodes as the first page's were woken (the bootstrap's `wake`). */
  readonly woke: (site: HTMLElement) => void;
  /** Scrolls to the URL's `#anchor` when it names one on the page (wake-page.ts); false if not. */
  readonly revealHash: () => boolean;
}

function withTransition(change: () => void): Promise<unknown> {
  const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (reduced || typeof document.startViewTransition !== 'function') return Promise.resolve(change());
  return document.startViewTransition(change).updateCallbackDone;
}

/** Shows `url`'s page in `site`; false when it cannot (then the caller loads it). */
async function show(site: HTMLElement, url: URL, swap: PageSwap): Promise<boolean> {
  const html = await fetchPage(url);
  const next = html === undefined ? undefined : parsePage(html);
  const frame = next === undefined ? undefined : framesOf(site, next);
  if (frame === undefined) return false;
  // Before the transition, which holds the screen still while its change runs.
  await linkStyles(frame.root, frame.nextRoot, frame.base);
  await withTransition(() => {
    swapFrame(site, frame);
    shown = pathOf(url);
    swap.woke(site);
  });
  return true;
}

/** Where this entry was scrolled to, kept in its history state for Back and Forward. */
function rememberScroll(): void {
  history.replaceState({ ...(history.state as object | null), scrollY: window.scrollY }, '');
}

/** Opens `url` in place: a swap and a new history entry, or a normal load when it cannot be swapped. */
async function open(site: HTMLElement, url: URL, swap: PageSwap): Promise<void> {
  // This entry and the ones pushed from it restore their scroll here, since their page arrives after the browser would.
  history.scrollRestoration = 'manual';
  rememberScroll();
  history.pushState({}, '', url.href);
  if (!(await show(site, url, swap))) {
    location.replace(url.href);
    return;
  }
  if (!swap.revealHash()) window.scrollTo(0, 0);
  site.shadowRoot?.querySelector<HTMLElement>('main.content')?.focus({ preventScroll: true });
}

/** A click on a same-site link: true when it was taken over (the page swaps in). */
export function followSiteLink(event: MouseEvent, swap: PageSwap): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return false;
  const link = onPath(event, 'a[href]');
  const site = link === undefined ? undefined : siteOf(link);
  if (!(link instanceof HTMLAnchorElement) || site === undefined) return false;
  const url = swappable(link, site);
  if (url === undefined || pathOf(url) === shown) return false;
  event.preventDefault();
  void open(site, url, swap);
  return true;
}

/** Hovering or focusing a same-site link fetches its page, so the click swaps at once. */
export function prefetchSiteLink(event: Event): void {
  const link = onPath(event, 'a[href]');
  const site = link === undefined ? undefined : siteOf(link);
  if (!(link instanceof HTMLAnchorElement) || site === undefined) return;
  const url = swappable(link, site);
  if (url !== undefined && pathOf(url) !== shown) void fetchPage(url);
}

/** An island asks for a page of the site (search's chosen result): a swap, or a load. */
export function openSitePage(site: HTMLElement, href: string, swap: PageSwap): void {
  const url = new URL(href, location.href);
  if (url.origin !== location.origin) location.assign(url.href);
  else void open(site, url, swap);
}

/** Back or Forward: the entry's page swaps in when it is not the one shown, then its scroll position returns. */
export async function returnTo(site: HTMLElement, swap: PageSwap): Promise<void> {
  const url = new URL(location.href);
  if (pathOf(url) !== shown && !(await show(site, url, swap))) {
    location.reload();
    return;
  }
  const scrollY = (history.state as { scrollY?: number } | null)?.scrollY;
  if (!swap.revealHash() && scrollY !== undefined) window.scrollTo(0, scrollY);
}

/** A reload of an entry whose scroll this module restores (see `open`): back where the reader was. */
export function restoreScroll(): void {
  addEventListener('pagehide', rememberScroll);
  const scrollY = (history.state as { scrollY?: number } | null)?.scrollY;
  if (history.scrollRestoration === 'manual' && scrollY !== undefined && location.hash === '')
    window.scrollTo(0, scrollY);
}
