/**
 * Icons in the pages `docs build` draws (components/server/render-site.ts): every drawing is loaded once in Node,
 * the frame's icons (site-icons.ts) are drawn on the server as the site's docs.json `icons.library` names them, the
 * page's content icons are written into its HTML (src/icons/icon-inline.ts), and the page carries the drawings it
 * used (`<script type="application/json" data-icons>`), so the browser draws the same icons at once without loading
 * any icon data. Node only; no browser entry imports it.
 */
import { recordUsedIcons, takeUsedIcons } from '../../src/icons/icon-cache.js';
import { inlineIcons } from '../../src/icons/icon-inline.js';
import { loadAllIcons } from '../../src/icons/icon-resolve.js';
import type { IconLibrary } from '../../src/icons/icon-types.js';
import { jsonInScript } from '../../src/json-in-script.js';
import { loadIconResolver, setServerIconLibrary } from './site-icons.js';

let ready: Promise<unknown> | undefined;

/** Before a page is drawn: every drawing loaded, the site's library set, the page's icons recorded from now. */
export async function startServerIcons(library: IconLibrary): Promise<void> {
  ready ??= Promise.all([loadAllIcons(), loadIconResolver()]);
  await ready;
  setServerIconLibrary(library);
  recordUsedIcons(true);
}

/** After: the page's content icons drawn into its HTML, and the drawings it used inside its `<api-docs>`. */
export function finishServerIcons(html: string, library: IconLibrary): string {
  const drawn = inlineIcons(html, library);
  const used = takeUsedIcons();
  recordUsedIcons(false);
  if (used === '{}') return drawn;
  const script = `<script type="application/json" data-icons>${jsonInScript(used)}</script>`;
  const end = drawn.lastIndexOf('</api-docs');
  return end < 0 ? drawn : `${drawn.slice(0, end)}${script}${drawn.slice(end)}`;
}
