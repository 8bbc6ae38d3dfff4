/**
 * The site frame's own controls on a built page, in the nodes the server drew: the sidebar's collapsible groups, the
 * drawer of narrow screens (menu button, close button, scrim, Escape; site-drawer.ts keeps focus inside it), and the
 * version and language selects, which go to the chosen page (swapped in by page-swap.ts).
 */
import { focusDrawer, trapFocus } from '../api-docs/site-drawer.js';

/** A group heading: its list (drawn by the server, hidden when closed) shows or hides. */
export function toggleGroup(button: HTMLElement): void {
  const id = button.getAttribute('aria-controls');
  const root = button.getRootNode() as ShadowRoot;
  const list = id === null ? null : root.getElementById(id);
  if (list === null) return;
  const open = button.getAttribute('aria-expanded') !== 'true';
  button.setAttribute('aria-expanded', open ? 'true' : 'false');
  list.hidden = !open;
}

function frameParts(site: HTMLElement): { base: HTMLElement | null; sidebar: HTMLElement | null } {
  const root = site.shadowRoot;
  return { base: root?.querySelector('.base') ?? null, sidebar: root?.querySelector('.sidebar') ?? null };
}

/** Opens or closes the drawer; closing gives focus back to the menu button. */
export function setDrawer(site: HTMLElement, open: boolean): void {
  const { base, sidebar } = frameParts(site);
  if (base === null || base.hasAttribute('data-menu-open') === open) return;
  base.toggleAttribute('data-menu-open', open);
  const button = site.shadowRoot?.querySelector<HTMLElement>('.menu-button');
  button?.setAttribute('aria-expanded', open ? 'true' : 'false');
  if (open && sidebar !== null) focusDrawer(sidebar);
  else button?.focus();
}

/** Keys while the drawer is open: Tab stays inside it, Escape closes it. */
export function drawerKey(site: HTMLElement, event: KeyboardEvent): void {
  const { base, sidebar } = frameParts(site);
  if (base?.hasAttribute('data-menu-open') !== true || sidebar === null) return;
  if (trapFocus(event, sidebar, site.shadowRoot!.activeElement) === 'close') setDrawer(site, false);
}

/** Where a version or language select goes: its option's value is a page of this site (a slug) or a URL. */
export function switcherTarget(site: HTMLElement, select: HTMLSelectElement): string | undefined {
  const value = select.value;
  if (value === '') return undefined;
  const base = site.getAttribute('base') ?? '/';
  const external = /^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('/');
  return external ? value : `${base}${value}`;
}
