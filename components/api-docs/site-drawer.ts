/**
 * The sidebar as a drawer on phones: Tab and Shift+Tab stay inside it while it is open, Escape closes
 * it (the element then returns focus to the menu button). And, on every width, the sidebar keeps the
 * current page's link in view by scrolling itself, never the page.
 */

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
}

/** Moves focus into the drawer (its close button, else the current page's link, else the first link). */
export function focusDrawer(container: HTMLElement): void {
  const current = container.querySelector<HTMLElement>('[aria-current="page"]');
  const target = container.querySelector<HTMLElement>('.drawer-close') ?? current ?? focusables(container)[0];
  target?.focus();
}

/**
 * Handles a keydown while the drawer is open: Escape returns `'close'`; Tab at either end wraps round.
 * `active` is the focused element inside the shadow root.
 */
export function trapFocus(event: KeyboardEvent, container: HTMLElement, active: Element | null): 'close' | undefined {
  if (event.key === 'Escape') {
    event.preventDefault();
    return 'close';
  }
  if (event.key !== 'Tab') return undefined;
  const items = focusables(container);
  if (items.length === 0) return undefined;
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const inside = active !== null && container.contains(active);
  if (!inside || (event.shiftKey && active === first)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
  return undefined;
}

/** Scrolls the sidebar (only it) so the current page's link is inside its visible part. */
export function keepCurrentInView(sidebar: HTMLElement | null): void {
  const link = sidebar?.querySelector<HTMLElement>('[aria-current="page"]');
  if (sidebar === null || sidebar === undefined || link === null || link === undefined) return;
  const box = sidebar.getBoundingClientRect();
  const at = link.getBoundingClientRect();
  if (at.top >= box.top + 8 && at.bottom <= box.bottom - 8) return;
  sidebar.scrollTop += at.top - box.top - box.height / 3;
}
