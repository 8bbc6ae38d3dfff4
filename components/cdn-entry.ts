/**
 * The script-tag bundle's entry: registers every element, keeping the heavy ones out of the first
 * download.
 *
 * The elements a reader needs to read one endpoint are defined at once. The site, the channel page
 * and the interactive elements (playground, response viewer, snippets) live in lazy chunks. This file
 * loads a chunk when its tag is on the page or is added to it, and never otherwise: a page that reads
 * one endpoint transfers only the code it uses. `<api-endpoint>` loads its snippets for the request
 * example and its playground when "Try it" comes on screen, is hovered or focused.
 *
 * Which tags are eager and which lazy is components/tags.ts's `cdn` column (test/core/tag-table.test.ts holds
 * this file to it).
 */
// An element a server drew (declarative shadow DOM) waits while marked `defer-hydration`,
// and one a host page drew itself is hydrated, not redrawn (shared/hydratable-element.ts).
import { hydratePrerendered } from './shared/hydratable-element.js';
// Providers first: an element that upgrades asks its provider for settings at once.
import './docs-config/docs-config.js';
import './api-endpoint/api-endpoint.js';
import './param-field/param-field.js';
import './response-field/response-field.js';

const lazyTags: Readonly<Record<string, () => Promise<unknown>>> = {
  'api-channel': () => import('./api-channel/api-channel.js'),
  'api-docs': () => import('./api-docs/api-docs.js'),
  'api-playground': () => import('./api-playground/api-playground.js'),
  'api-response': () => import('./api-response/api-response.js'),
  'api-schema': () => import('./api-schema/api-schema.js'),
  'api-snippets': () => import('./api-snippets/api-snippets.js'),
  'api-workflow': () => import('./api-workflow/api-workflow.js'),
};

const loaded = new Set<string>();

/** Loads the module of each lazy tag in `tags` once. */
function defineLazy(tags: Iterable<string>): void {
  for (const tag of tags) {
    if (loaded.has(tag) || !(tag in lazyTags)) continue;
    loaded.add(tag);
    void lazyTags[tag]!();
  }
}

/** The lazy tags at or under `node` (light DOM). */
function lazyTagsIn(node: Node): string[] {
  if (!(node instanceof Element)) return [];
  const found = Object.keys(lazyTags).filter((tag) => node.localName === tag || node.querySelector(tag) !== null);
  return found;
}

if (typeof document !== 'undefined') {
  hydratePrerendered();
  // Tags already on the page load at once; tags a page adds later load when they are added.
  defineLazy(lazyTagsIn(document.documentElement));
  const observer = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) defineLazy(lazyTagsIn(node));
    if (loaded.size === Object.keys(lazyTags).length) observer.disconnect();
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
}
