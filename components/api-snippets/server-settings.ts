/**
 * The site's API settings for the `<api-snippets>` Lit's server renderer draws (`docs build`): the settings context
 * of `<api-docs>` or `<docs-config>` does not reach an element drawn on the server, so the renderer hands them over
 * here before it draws a site's pages (`setServerSnippetSettings`, exported by ./server-snippets.ts), and the server's
 * code follows `api.examples` (languages, defaults) and `api.mdx.auth` as the browser's will. Never set in a browser.
 */
import type { ApiSettings } from '../../src/config/api-settings.js';

let settings: ApiSettings | undefined;

/** Settings for the elements drawn on the server from now on (undefined: the defaults). */
export function setServerSnippetSettings(value: ApiSettings | undefined): void {
  settings = value;
}

/** What `setServerSnippetSettings` set last. */
export function serverSnippetSettings(): ApiSettings | undefined {
  return settings;
}
