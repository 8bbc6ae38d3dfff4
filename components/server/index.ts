/**
 * `api-docs-elements/server`: the elements drawn on a server (Node) as declarative shadow DOM, by Lit's server
 * renderer. `docs build` draws every page with it (src/cli/prerender.ts); a framework host (Next, Nuxt, SvelteKit,
 * Astro, a plain Node server) draws any element with `renderElement` and loads the bundle in the page, which hydrates
 * it in place (docs/get-started/frameworks.mdx). The shapes it takes and returns are declared in
 * src/site/server-page.ts. Node only: no browser entry imports it.
 */
export { renderSite } from './render-site.js';
export { renderElement, type ElementChild, type ElementInput } from './render-element.js';
export { setServerSnippetSettings } from '../api-snippets/server-snippets.js';
export type {
  ServerMarkup,
  ServerPage,
  ServerSheet,
  ServerSite,
  ServerStyles,
  SiteAttributes,
} from '../../src/site/server-page.js';
