/**
 * The "Copy page" menu on a built page, loaded by the bootstrap when the reader presses one of its buttons: the
 * server drew the buttons, so the `<api-page-actions>` it drew wakes as the live element in its own shadow root
 * (hydratable-element.ts `wakeDrawn`), given the site read from the manifest and the page shown, and the press is
 * then its own.
 */
import '../api-docs/page-actions.js';
import type { ApiPageActions } from '../api-docs/page-actions.element.js';
import { wakeDrawn } from '../shared/hydratable-element.js';
import { siteOf } from './event-path.js';
import { readSite, shownPage } from './read-site.js';

/** Wakes the server's `<api-page-actions>` (once); false when the page's site or page cannot be read. */
export async function wakePageActions(actions: HTMLElement): Promise<boolean> {
  const docs = siteOf(actions);
  const site = docs === undefined ? undefined : await readSite(docs);
  const page = site === undefined ? undefined : shownPage(docs!, site);
  if (site === undefined || page === undefined) return false;
  const info = site.pages.get(page.slug);
  const element = actions as ApiPageActions;
  element.site = site;
  element.page = page;
  element.specUrl = info?.operation?.specUrl ?? info?.channel?.specUrl;
  wakeDrawn(element);
  await element.updateComplete;
  return true;
}
