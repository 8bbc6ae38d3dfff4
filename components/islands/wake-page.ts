/**
 * A built page's reading aids, in the nodes the server drew: a `#` link on each heading, the "On this page" entry of
 * the section being read (heading-anchors.ts, the rule `<api-docs>` follows), `#anchors` found inside the shadow
 * roots (a browser looks for a fragment in the document only), and docs.json's dismissible banner.
 */
import { bannerIdDismissed, dismissBannerId } from '../api-docs/banner-storage.js';
import { addHeadingAnchors, currentSection, sectionBand, sectionLine } from '../api-docs/heading-anchors.js';

const here = (): string => `${location.pathname}${location.search}`;

function headerHeight(root: ShadowRoot): number {
  return root.querySelector('.header')?.getBoundingClientRect().height ?? 0;
}

/** Marks the table of contents' entry of the section being read, as the reader scrolls. */
function followSections(root: ShadowRoot): void {
  const links = [...root.querySelectorAll<HTMLAnchorElement>('a.toc-link')];
  const targets = links.flatMap((link) => root.getElementById(decodeURIComponent(link.hash.slice(1))) ?? []);
  if (targets.length === 0 || typeof IntersectionObserver === 'undefined') return;
  const mark = (): void => {
    const current = currentSection(targets, sectionLine(headerHeight(root))) ?? targets[0]!.id;
    for (const link of links)
      if (decodeURIComponent(link.hash.slice(1)) === current) link.setAttribute('aria-current', 'location');
      else link.removeAttribute('aria-current');
  };
  const observer = new IntersectionObserver(mark, sectionBand(headerHeight(root)));
  for (const target of targets) observer.observe(target);
  mark();
}

/** A banner the reader dismissed before goes before the first paint (this script blocks rendering). */
function hideDismissedBanner(root: ShadowRoot): void {
  const banner = root.querySelector<HTMLElement>('[part~="banner"][data-banner-id]');
  if (banner?.querySelector('.banner-dismiss') != null && bannerIdDismissed(banner.dataset['bannerId']!))
    banner.remove();
}

export function dismissBanner(button: HTMLElement): void {
  const banner = button.closest<HTMLElement>('[part~="banner"]');
  if (banner === null) return;
  const id = banner.dataset['bannerId'];
  if (id !== undefined) dismissBannerId(id);
  banner.remove();
}

/** The element of `id` in the page's shadow roots, nested ones too (a parameter's anchor is in its field's). */
function findAnchor(roots: Iterable<ShadowRoot>, id: string): Element | undefined {
  for (const root of roots) {
    const found = root.getElementById(id);
    if (found !== null) return found;
  }
  return undefined;
}

/** Scrolls to the page's `#anchor`, if it names one on the page; false if not. */
export function revealHash(roots: () => Iterable<ShadowRoot>): boolean {
  const id = decodeURIComponent(location.hash.slice(1));
  const target = id === '' ? undefined : findAnchor(roots(), id);
  target?.scrollIntoView({ block: 'start' });
  return target !== undefined;
}

/** A link to an anchor of this very page: scrolls there and records the URL, as a fragment link would. */
export function followAnchorLink(event: MouseEvent, link: HTMLAnchorElement, roots: () => Iterable<ShadowRoot>): void {
  const url = new URL(link.href, location.href);
  if (url.hash === '' || `${url.pathname}${url.search}` !== here() || url.origin !== location.origin) return;
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const target = findAnchor(roots(), decodeURIComponent(url.hash.slice(1)));
  if (target === undefined) return;
  event.preventDefault();
  if (url.hash !== location.hash) history.pushState(history.state, '', url.href);
  target.scrollIntoView({ block: 'start' });
}

export function wakePage(site: HTMLElement): void {
  const root = site.shadowRoot;
  if (root === null) return;
  hideDismissedBanner(root);
  addHeadingAnchors(root, (anchor) => `${here()}#${encodeURIComponent(anchor)}`);
  followSections(root);
}
