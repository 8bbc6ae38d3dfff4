/**
 * The one script of a page `docs build --islands` wrote: the server's HTML is the page, and this wakes what is
 * interactive in it, in place. `<api-docs>` and the elements the server drew are never defined here, so nothing
 * draws the page again; listeners on the document (through the open declarative shadow roots) serve the theme toggle,
 * the sidebar's groups and drawer, the version and language selects, copy buttons and tabs at once, and load the rest
 * when it becomes useful: search on its field or its keys (search-island.ts), the playground when "Try it" is
 * hovered, focused or pressed (playground-island.ts). Not when it is merely on screen, as the live elements do: it
 * is in every endpoint page's header, so that would fetch the playground (about 80 KB gzip) for every reader.
 */
import { enhanceMdxTabs } from '../api-docs/mdx-tabs.js';
import { isSearchShortcut } from '../api-docs/search-shortcut.js';
import { hostOf, onPath, siteOf } from './event-path.js';
import { copyFrom } from './wake-copy.js';
import { drawerKey, followSwitcher, setDrawer, toggleGroup } from './wake-frame.js';
import { chooseScheme, startScheme } from './wake-theme.js';

const searchIsland = () => import('./search-island.js');
const playgroundIsland = () => import('./playground-island.js');

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

const prepareTryIt = (): Promise<unknown> => playgroundIsland().then((m) => m.preparePlayground());

function wake(site: HTMLElement): void {
  startScheme(site);
  for (const root of [site.shadowRoot, ...shadowRoots(site.shadowRoot ?? site)])
    if (root !== null) enhanceMdxTabs(root);
}

function openSearch(site: HTMLElement | undefined): void {
  if (site !== undefined) void searchIsland().then((m) => m.openSearch(site));
}

/** What a click on a server-drawn control does, by the control. */
const CLICKS: readonly (readonly [string, (el: HTMLElement, site: HTMLElement) => void])[] = [
  ['.scheme-option[data-scheme]', (el, site) => chooseScheme(site, el)],
  ['[part~="search-button"]', (_, site) => openSearch(site)],
  ['[part~="try-it"]', (el) => void playgroundIsland().then((m) => m.openPlayground(hostOf(el)!))],
  ['.group-toggle[aria-controls]', (el) => toggleGroup(el)],
  ['[part~="menu-button"]', (el, site) => setDrawer(site, el.getAttribute('aria-expanded') !== 'true')],
  ['.drawer-close, .scrim', (_, site) => setDrawer(site, false)],
  ['[part~="copy-button"]', (el) => void copyFrom(el)],
];

document.addEventListener('click', (event) => {
  for (const [selector, act] of CLICKS) {
    const el = onPath(event, selector);
    const site = el === undefined ? undefined : siteOf(el);
    if (el === undefined || site === undefined || !serverDrawn(el)) continue;
    act(el, site);
    return;
  }
});

// Coming near a control fetches its code: the search field, "Try it".
const near = (event: Event): void => {
  const search = onPath(event, '[part~="search-button"]');
  if (search !== undefined && serverDrawn(search)) void searchIsland();
  const tryIt = onPath(event, '[part~="try-it"]');
  if (tryIt !== undefined && serverDrawn(tryIt)) void prepareTryIt();
};
document.addEventListener('pointerover', near);
document.addEventListener('focusin', near);

document.addEventListener('keydown', (event) => {
  const site = document.querySelector<HTMLElement>('api-docs');
  if (site === null) return;
  drawerKey(site, event);
  if (event.defaultPrevented || !isSearchShortcut(event)) return;
  event.preventDefault();
  openSearch(site);
});

document.addEventListener('change', (event) => {
  const select = onPath(event, 'select.switcher-select');
  const site = select === undefined ? undefined : siteOf(select);
  if (select instanceof HTMLSelectElement && site !== undefined && serverDrawn(select)) followSwitcher(site, select);
});

for (const site of document.querySelectorAll<HTMLElement>('api-docs')) wake(site);
