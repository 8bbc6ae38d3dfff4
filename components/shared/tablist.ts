/**
 * The keyboard of every tab list (the WAI-ARIA tabs pattern): the arrow keys move to the next or previous tab,
 * wrapping around, Home and End to the first and last; the tab moved to is selected, and only the selected tab is
 * in the Tab order (a roving tabindex). "Next" is in the row's reading direction, so in a right-to-left page
 * ArrowLeft moves forward. Plain DOM, no Lit, so the islands of a built page use it too.
 */

export interface TabKeyOptions {
  /** The row reads right to left: ArrowLeft is "next". */
  readonly rtl?: boolean;
  /** The tabs stand in a column: ArrowDown and ArrowUp move too. */
  readonly vertical?: boolean;
}

/** The tab `key` moves to from `current` among `count` tabs; undefined for any other key (or no tabs). */
export function tabForKey(
  key: string,
  current: number,
  count: number,
  { rtl = false, vertical = false }: TabKeyOptions = {},
): number | undefined {
  if (count === 0) return undefined;
  const moves: Record<string, number> = {
    [rtl ? 'ArrowLeft' : 'ArrowRight']: current + 1,
    [rtl ? 'ArrowRight' : 'ArrowLeft']: current - 1,
    Home: 0,
    End: count - 1,
  };
  if (vertical) Object.assign(moves, { ArrowDown: current + 1, ArrowUp: current - 1 });
  const next = moves[key];
  return next === undefined ? undefined : (next + count) % count;
}

/**
 * The tab a keydown on a tab list moves to, in the reading direction of the key's target, its default (scrolling)
 * prevented; undefined for any other key.
 */
export function tabForKeydown(
  event: KeyboardEvent,
  current: number,
  count: number,
  { vertical = false }: Pick<TabKeyOptions, 'vertical'> = {},
): number | undefined {
  const target = event.target instanceof Element ? event.target : null;
  const rtl = target !== null && getComputedStyle(target).direction === 'rtl';
  const next = tabForKey(event.key, current, count, { rtl, vertical });
  if (next !== undefined) event.preventDefault();
  return next;
}

/** Marks tab `index` selected (`aria-selected`, in the Tab order) and the others not, for tabs built with DOM APIs. */
export function markSelectedTab(tabs: readonly HTMLElement[], index: number): void {
  tabs.forEach((tab, i) => {
    tab.setAttribute('aria-selected', i === index ? 'true' : 'false');
    tab.tabIndex = i === index ? 0 : -1;
  });
}
