/**
 * The one script of a page `docs build --islands` wrote: the server's HTML is the page, and this wakes what is
 * interactive in it, in place. `<api-docs>` and the elements the server drew are never defined here, so nothing
 * draws the page again; listeners on the document (through the open declarative shadow roots) serve the theme toggle,
 * the sidebar's groups and drawer, the version and language selects, copy buttons and tabs at once, and load the rest
 * when it becomes useful: search on its field or its keys (search-island.ts), the playground when "Try it" is
 * hovered, focused or pressed (playground-island.ts). Not when it is merely on screen, as the live elements do: it
 * is in every endpoint page's header, so that would fetch the playground (about 80 KB gzip) for every reader. The
 * request example's languages (snippets-island.ts), the response examples' statuses (examples-island.ts) and the
 * "Copy page" menu (page-actions-island.ts) load when picked; headings, the table of contents, `#anchors` and the banner wake at once (wake-page.ts). Same-site links
 * swap the next page's server HTML in place, so what the reader typed stays in memory for the visit (page-swap.ts).
 */
import { enhanceMdxTabs } from '../api-docs/mdx-tabs.js';
import { isSearchShortcut } from '../api-docs/search-shortcut.js';
import { hostOf, OPEN_PAGE_EVENT, onPath, siteOf } from './event-path.js';
import { followSiteLink, openSitePage, prefetchSiteLink, restoreScroll, returnTo, type PageSwap } from './page-swap.js';
import { copyFrom } from './wake-copy.js';
import { tabForKeydown } from '../shared/tablist.js';
import { dismissBanner, followAnchorLink, revealHash, wakePage } from './wake-page.js';
import { drawerKey, setDrawer, switcherTarget, toggleGroup } from './wake-frame.js';
import { chooseScheme, startScheme } from './wake-theme.js';

const searchIsland = () => import('./search-island.js');
const playgroundIsland = () => import('./playground-island.js');
const snippetsIsland = () => import('./snippets-island.js');
const examplesIsland = () => import('./examples-island.js');
const pageActionsIsland = () => import('./page-actions-island.js');

/** A node the server drew, not one a live element drew since (the panels the islands load draw their own). */
function serverDrawn(node: HTMLElement): boolean {
  const host = hostOf(node);
  return (
    host !== undefined && (host.hasAttribute('defer-hydration') || customElements.get(host.localName) === undefined)
  );
}

/** Every open shadow root under `root`, nested ones too. */
function* shadowRoots(root: ParentNode): Generator<ShadowRoot> {
  for (const el of root.querySelectorAll('*'))
    if (el.shadowRoot !== null) {
      yield el.shadowRoot;
      yield* shadowRoots(el.shadowRoot);
    }
}

/** A control of the server's `<api-snippets>`: the element wakes, then the reader's click is its (the same id). */
function pickLanguage(el: HTMLElement): void {
  const snippets = hostOf(el)!;
  const id = el.id;
  void snippetsIsland()
    .then((m) => m.wakeSnippets(snippets))
    .then((woke) => {
      if (woke) snippets.shadowRoot?.getElementById(id)?.click();
    });
}

/** A status tab of the server's response examples. */
function pickExample(tab: HTMLElement): void {
  const card = tab.closest<HTMLElement>('[part~="response-example"]');
  const tabs = card === null ? [] : [...card.querySelectorAll('[role="tab"]')];
  if (card !== null) void examplesIsland().then((m) => m.showExample(hostOf(tab)!, card, tabs.indexOf(tab)));
}

/** A button of the server's "Copy page" menu: the menu wakes, then the press is its own (the same part). */
function pressPageActions(el: HTMLElement): void {
  const actions = hostOf(el)!;
  const part = el.getAttribute('part')!;
  void pageActionsIsland()
    .then((m) => m.wakePageActions(actions))
    .then((woke) => {
      if (woke) actions.shadowRoot?.querySelector<HTMLElement>(`[part="${part}"]`)?.click();
    });
}

const prepareTryIt = (): Promise<unknown> => playgroundIsland().then((m) => m.preparePlayground());

/** The page's shadow roots, `<api-docs>`'s first. */
function pageRoots(): Iterable<ShadowRoot> {
  const site = document.querySelector('api-docs');
  return site?.shadowRoot == null ? [] : [site.shadowRoot, ...shadowRoots(site.shadowRoot)];
}

function wake(site: HTMLElement): void {
  startScheme(site);
  wakePage(site);
  for (const root of [site.shadowRoot, ...shadowRoots(site.shadowRoot ?? site)])
    if (root !== null) enhanceMdxTabs(root);
}

const swap: PageSwap = { woke: wake, revealHash: () => revealHash(pageRoots) };

function openSearch(site: HTMLElement | undefined): void {
  if (site !== undefined) void searchIsland().then((m) => m.openSearch(site));
}

const inSnippets = (el: HTMLElement): boolean => hostOf(el)?.localName === 'api-snippets';
const inPageActions = (el: HTMLElement): boolean => hostOf(el)?.localName === 'api-page-actions';

/** What a click on a server-drawn control does, by the control (and, for some, the element that drew it). */
const CLICKS: readonly (readonly [
  string,
  (el: HTMLElement, site: HTMLElement) => void,
  ((el: HTMLElement) => boolean)?,
])[] = [
  ['.scheme-option[data-scheme]', (el, site) => chooseScheme(site, el)],
  ['[part~="search-button"]', (_, site) => openSearch(site)],
  ['[part~="try-it"]', (el) => void playgroundIsland().then((m) => m.openPlayground(hostOf(el)!))],
  ['[part~="button"], [part~="menu-button"]', (el) => pressPageActions(el), inPageActions],
  ['.group-toggle[aria-controls]', (el) => toggleGroup(el)],
  ['[part~="menu-button"]', (el, site) => setDrawer(site, el.getAttribute('aria-expanded') !== 'true')],
  ['.drawer-close, .scrim', (_, site) => setDrawer(site, false)],
  ['[part~="copy-button"]', (el) => void copyFrom(el)],
  ['[part~="language-button"], [role="tab"]', (el) => pickLanguage(el), inSnippets],
  ['[part~="response-example"] [role="tab"]', (el) => pickExample(el)],
  ['.banner-dismiss', (el) => dismissBanner(el)],
];

document.addEventListener('click', (event) => {
  for (const [selector, act, only] of CLICKS) {
    const el = onPath(event, selector);
    const site = el === undefined ? undefined : siteOf(el);
    if (el === undefined || site === undefined || !serverDrawn(el) || only?.(el) === false) continue;
    act(el, site);
    return;
  }
  if (followSiteLink(event, swap)) return;
  const link = onPath(event, 'a[href*="#"]');
  if (link instanceof HTMLAnchorElement && siteOf(link) !== undefined) followAnchorLink(event, link, pageRoots);
});

// Back and forward: between anchors of the page, or to a page swapped in before.
window.addEventListener('popstate', () => {
  const site = document.querySelector<HTMLElement>('api-docs');
  if (site !== null) void returnTo(site, swap);
});

// Coming near a control fetches its code: the search field, "Try it".
const near = (event: Event): void => {
  const search = onPath(event, '[part~="search-button"]');
  if (search !== undefined && serverDrawn(search)) void searchIsland();
  const tryIt = onPath(event, '[part~="try-it"]');
  if (tryIt !== undefined && serverDrawn(tryIt)) void prepareTryIt();
  const actions = onPath(event, '[part~="menu-button"], [part~="button"]');
  if (actions !== undefined && serverDrawn(actions) && inPageActions(actions)) void pageActionsIsland();
  const language = onPath(event, '[part~="language-button"]');
  if (language !== undefined && serverDrawn(language) && inSnippets(language)) void snippetsIsland();
  prefetchSiteLink(event);
};
document.addEventListener('pointerover', near);
document.addEventListener('focusin', near);

/** Arrow keys, Home and End on the server's response example tabs (the WAI-ARIA tabs pattern). */
function exampleKey(event: KeyboardEvent): void {
  const tab = onPath(event, '[part~="response-example"] [role="tab"]');
  const list = tab?.parentElement;
  if (tab === undefined || list == null || !serverDrawn(tab)) return;
  const tabs = [...list.querySelectorAll<HTMLElement>('[role="tab"]')];
  const to = tabForKeydown(event, tabs.indexOf(tab), tabs.length);
  if (to === undefined) return;
  const next = tabs[to]!;
  next.focus();
  pickExample(next);
}

document.addEventListener('keydown', (event) => {
  const site = document.querySelector<HTMLElement>('api-docs');
  if (site === null) return;
  drawerKey(site, event);
  exampleKey(event);
  if (event.defaultPrevented || !isSearchShortcut(event)) return;
  event.preventDefault();
  openSearch(site);
});

document.addEventListener('change', (event) => {
  const select = onPath(event, 'select.switcher-select');
  const site = select === undefined ? undefined : siteOf(select);
  if (!(select instanceof HTMLSelectElement) || site === undefined || !serverDrawn(select)) return;
  const target = switcherTarget(site, select);
  if (target !== undefined) openSitePage(site, target, swap);
});

for (const site of document.querySelectorAll<HTMLElement>('api-docs')) {
  wake(site);
  site.addEventListener(OPEN_PAGE_EVENT, (event) => {
    event.preventDefault();
    openSitePage(site, (event as CustomEvent<string>).detail, swap);
  });
}
if (location.hash !== '') revealHash(pageRoots);
restoreScroll();
