/**
 * A page's whole `<api-docs>` (the frame and the page, the endpoint and its request example included) drawn on the
 * server as declarative shadow DOM, as `docs build` writes it. In the browser the live frame is drawn in its place and
 * swapped in when complete (components/api-docs/server-frame.ts); the elements inside the server's frame are marked
 * `defer-hydration` by Lit, so they stay as drawn until then.
 */
import { html } from 'lit';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import type { ServerMarkup, ServerPage, ServerStyles, SiteAttributes } from '../../src/site/server-page.js';
import { setServerSnippetSettings } from '../api-snippets/server-snippets.js';
import { finishServerIcons, startServerIcons } from '../api-docs/server-icons.js';
import { draw } from './draw.js';
import './server-elements.js';

/**
 * `light` is put inside the element after its shadow root: the page's embedded data (trusted, built by the host).
 * The frame is drawn without Lit's hydration markers: the browser replaces it, it never hydrates it.
 */
export async function renderSite(
  page: ServerPage,
  attributes: SiteAttributes,
  options: { readonly light?: string; readonly styles?: ServerStyles } = {},
): Promise<ServerMarkup> {
  // No settings context reaches an element drawn on the server: the snippets take the site's own settings.
  setServerSnippetSettings(page.site.config.api);
  // Icons drawn here, the page's own written into it and carried for the browser (api-docs/server-icons.ts).
  const library = page.site.config.icons?.library ?? 'fontawesome';
  await startServerIcons(library);
  const template = html`<api-docs
    src=${attributes.src}
    manifest=${attributes.manifest}
    base=${attributes.base}
    .serverPage=${page}
    >${unsafeHTML(options.light ?? '')}</api-docs
  >`;
  const drawn = await draw(template, { styles: options.styles ?? { mode: 'inline' }, hydratable: false });
  return { ...drawn, html: finishServerIcons(drawn.html, library) };
}
