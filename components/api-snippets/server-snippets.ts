/**
 * What `docs build`'s server renderer (components/server/render-site.ts) imports so a pre-rendered `<api-endpoint>`
 * holds its request example: `<api-snippets>` registered with the server's registry, so Lit's server renderer draws
 * the one nested in the endpoint's examples column (declarative shadow DOM) instead of leaving an empty tag. The
 * element needs nothing more: given the operation object, it draws its code in its first render, highlighted for
 * shell and JSON (./snippet-code.ts), with credential placeholders and a relative server URL left relative, and in
 * the browser its first render over that markup draws the same (api-snippets.element.ts), so hydration adopts it.
 * Context does not reach an element drawn on the server: `setServerSnippetSettings(settings)` gives it the site's API
 * settings (`api.examples`, `api.mdx.auth`), so its code is the one the browser's element draws with them.
 * Node only; no browser entry imports it (the browser loads the element lazily, as before).
 */
import './api-snippets.js';

export { ApiSnippets } from './api-snippets.js';
export { setServerSnippetSettings } from './server-settings.js';
