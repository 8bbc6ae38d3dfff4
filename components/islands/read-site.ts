/**
 * The site of a built page, for the islands that need more than the server's HTML (search, the "Copy page" menu):
 * read once per `<api-docs>` from the manifest the build wrote, and the page of it the reader is on.
 */
import { fetchText } from '../../src/fetch-text.js';
import type { DocsPage } from '../../src/navigation/index.js';
import { fromManifest } from '../../src/site/manifest.js';
import type { LoadedSite } from '../api-docs/site-loader.js';
import { normaliseBase, routeFromLocation } from '../shared/router-controller.js';

const sites = new WeakMap<HTMLElement, Promise<LoadedSite | undefined>>();

async function fetchSite(docs: HTMLElement): Promise<LoadedSite | undefined> {
  const manifest = docs.getAttribute('manifest');
  if (manifest === null) return undefined;
  const url = new URL(docs.getAttribute('src') ?? 'docs.json', document.baseURI).href;
  try {
    const text = await fetchText(new URL(manifest, document.baseURI).href);
    return { url, source: 'manifest', ...fromManifest(text, url), diagnostics: [] };
  } catch {
    return undefined;
  }
}

/** The site `<api-docs>` names by its `manifest` (undefined if it cannot be read); fetched once. */
export function readSite(docs: HTMLElement): Promise<LoadedSite | undefined> {
  let site = sites.get(docs);
  if (site === undefined) sites.set(docs, (site = fetchSite(docs)));
  return site;
}

/** The page of `site` the address shows, by `<api-docs>`'s routing and base (the home page for the bare base). */
export function shownPage(docs: HTMLElement, site: LoadedSite): DocsPage | undefined {
  const mode = docs.getAttribute('routing') === 'hash' ? 'hash' : 'history';
  const { slug } = routeFromLocation(location, mode, normaliseBase(docs.getAttribute('base') ?? ''));
  return site.navigation.pages.get(slug === '' ? (site.navigation.order[0] ?? '') : slug);
}
