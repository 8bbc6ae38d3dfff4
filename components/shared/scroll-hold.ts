/**
 * Keeps an element that a link scrolled to in view while the page settles. What renders after the
 * scroll (the playground and snippets loaded on demand above the parameters, highlighted examples,
 * web fonts, a page that was still loading its spec) moves the element away from where it was shown, so a
 * one-time scroll ends far from the field. Browsers do the same for a native fragment: they scroll to
 * it again while the page loads, until the reader scrolls. Here every size change of the element or of
 * any box around it scrolls it again, until the reader scrolls, clicks, touches or types, another hold
 * starts, the element leaves the page, or the layout has been still for a while.
 */
import { composedParent } from './anchor-controller.js';

/** Without a size change for this long, the page has settled. */
const QUIET_MS = 3000;
/** A page that keeps changing is held no longer than this. */
const LONGEST_MS = 20000;
/** What the reader does to move on. */
const READER_INPUT = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

let release: (() => void) | undefined;

/** Scrolls `target` into view now and again whenever the layout around it changes (see above). */
export function keepInView(target: Element, options: ScrollIntoViewOptions): void {
  releaseScrollHold();
  target.scrollIntoView(options);
  if (typeof ResizeObserver === 'undefined') return;

  let quiet: ReturnType<typeof setTimeout> | undefined;
  const stop = (): void => {
    observer.disconnect();
    clearTimeout(quiet);
    clearTimeout(longest);
    for (const type of READER_INPUT) window.removeEventListener(type, stop, true);
    if (release === stop) release = undefined;
  };
  const observer = new ResizeObserver(() => {
    if (!target.isConnected) return stop();
    target.scrollIntoView(options);
    clearTimeout(quiet);
    quiet = setTimeout(stop, QUIET_MS);
  });
  // A box whose size changes moves what follows it: watching every box from the element up to the page
  // sees any change above the element (observing also reports each box once, which scrolls once more).
  for (let el: Element | null = target; el; el = composedParent(el)) observer.observe(el);
  const longest = setTimeout(stop, LONGEST_MS);
  for (const type of READER_INPUT) window.addEventListener(type, stop, { capture: true, passive: true });
  release = stop;
}

/** Ends the current hold (the site shows another page, or scrolls somewhere else on purpose). */
export function releaseScrollHold(): void {
  release?.();
}
