/**
 * The one keyboard rule of every row of tabs (the WAI-ARIA tabs pattern): the arrow keys move to the next or previous
 * tab, wrapping, and Home and End to the first and last. "Next" is in the row's reading direction, so in a
 * right-to-left page ArrowLeft moves forward.
 */

/** The index an arrow key, Home or End moves to from `current` among `count` tabs; undefined for any other key. */
export function tabKeyTarget(
  event: KeyboardEvent,
  current: number,
  count: number,
  { vertical = false }: { readonly vertical?: boolean } = {},
): number | undefined {
  if (count === 0) return undefined;
  const target = event.target instanceof Element ? event.target : null;
  const forward = target !== null && getComputedStyle(target).direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = forward === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft';
  const step =
    event.key === forward || (vertical && event.key === 'ArrowDown')
      ? 1
      : event.key === backward || (vertical && event.key === 'ArrowUp')
        ? -1
        : undefined;
  if (step !== undefined) return (current + step + count) % count;
  if (event.key === 'Home') return 0;
  if (event.key === 'End') return count - 1;
  return undefined;
}
