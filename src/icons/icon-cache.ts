/**
 * Drawings already known, by request (icon-types.ts `iconKey`): what icon-resolve.ts worked out, and what a page
 * `docs build` wrote carries for itself (`<script type="application/json" data-icons>`, read by
 * components/api-docs/site-icons.ts), so a built page draws its icons in its first render without fetching any icon
 * data. Small on purpose: the site's up-front code imports it; the data and the resolver load lazily.
 */
import type { IconDrawing } from './icon-types.js';

/** A request's drawing; `null`: known to have none (a neutral dot is shown). */
const known = new Map<string, IconDrawing | null>();
/** The server's record of what a page drew (`takeUsedIcons`), so the page can carry it. */
let used: Map<string, IconDrawing | null> | undefined;

export function rememberIcon(key: string, drawing: IconDrawing | null): void {
  known.set(key, drawing);
  used?.set(key, drawing);
}

/** The drawing for a request, `null` when it has none, undefined when not known yet. */
export function knownIcon(key: string): IconDrawing | null | undefined {
  const drawing = known.get(key);
  if (drawing !== undefined) used?.set(key, drawing);
  return drawing;
}

/** Takes in the drawings a built page carries (the text of its `script[data-icons]`); whether it could read them. */
export function seedIcons(json: string): boolean {
  try {
    const drawings = JSON.parse(json) as Record<string, IconDrawing | null>;
    for (const [key, drawing] of Object.entries(drawings)) if (!known.has(key)) known.set(key, drawing);
    return true;
  } catch {
    // A damaged script only means these icons load their data instead.
    return false;
  }
}

/** Starts (or ends, `false`) recording the requests drawn, for the page `docs build` is writing. */
export function recordUsedIcons(on: boolean): void {
  used = on ? new Map() : undefined;
}

/** The requests drawn since `recordUsedIcons(true)` (or the last take), as the JSON a built page carries. */
export function takeUsedIcons(): string {
  const out = JSON.stringify(Object.fromEntries(used ?? []));
  if (used !== undefined) used = new Map();
  return out;
}
