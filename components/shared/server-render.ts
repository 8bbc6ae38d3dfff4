/**
 * Server rendering for `docs build` (src/cli/prerender.ts loads this module by path, so the core never imports Lit):
 * a page's whole `<api-docs>` (`renderSite`: the frame and the page, the endpoint and its request example included)
 * drawn by Lit's server renderer as declarative shadow DOM; the browser draws the live frame in its place and swaps
 * it in when complete (components/api-docs/server-frame.ts). Node only; no browser entry imports it.
 */
import { LitElementRenderer, render, type RenderInfo } from '@lit-labs/ssr';
import { collectResult } from '@lit-labs/ssr/lib/render-result.js';
import { html } from 'lit';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
// Registers the elements with the server's registry. <api-snippets> is drawn too: the request example nested in
// <api-endpoint> is in the HTML, and its first render in the browser draws the same
// (components/api-snippets/server-snippets.ts). A static import: the server renderer caches per template whether a
// tag is defined.
import { setServerSnippetSettings } from '../api-snippets/server-snippets.js';
import '../api-endpoint/api-endpoint.js';
import '../api-docs/api-docs.js';
// The page header's Copy page menu, which the browser loads with the first page: drawn here so the header has its
// final size in the first paint.
import '../api-docs/page-actions.js';
import type { ServerPage } from '../api-docs/server-page.js';
import { finishServerIcons, startServerIcons } from '../api-docs/server-icons.js';
import { themeAttributeStyles, tokenDefaults } from '../themes/tokens.js';
// The sanitizer this renderer's elements use: `docs build` gives it a window (this module may be dist's copy, whose
// sanitizer is not the one the CLI's sources hold).
export { setSanitizerWindow } from '../../src/markdown/index.js';
export { setServerSnippetSettings };

/** What the built page's `<api-docs>` carries (as `html.ts`'s page shell writes it). */
export interface SiteAttributes {
  readonly src: string;
  readonly manifest: string;
  readonly base: string;
}

/** Lit's part markers: the server's frame is replaced by the live one, never hydrated (api-docs/server-frame.ts). */
const LIT_MARKERS = /<!--(?:lit-part[^>]*|\/lit-part|lit-node \d+|\?lit\$\d+\$)-->|<\?>/g;

/**
 * Lit's renderer, leaving out of an element's `<style>` what cannot change how the frame looks (every byte of it is
 * inline in each shadow root of the page): the rules for a `theme` attribute the element does not have
 * (`themeAttributeStyles`, only `:host([theme=…])` rules), and, inside another element, the built-in token
 * defaults (`tokenDefaults`: the same `--_default-*` values on every element, so an inner one inherits exactly
 * what it would declare). The frame is a picture until the live one replaces it: nothing is added later.
 */
class PictureRenderer extends LitElementRenderer {
  override renderShadow(renderInfo: RenderInfo): ReturnType<LitElementRenderer['renderShadow']> {
    const result = super.renderShadow(renderInfo);
    if (!Array.isArray(result)) return result;
    const omit = new Set<unknown>();
    if (!this.element.hasAttribute('theme')) omit.add(themeAttributeStyles.cssText);
    if (renderInfo.customElementHostStack.length > 1) omit.add(tokenDefaults.cssText);
    return omit.size === 0 ? result : result.filter((part) => !omit.has(part));
  }
}

/**
 * `<api-docs>` with its whole frame and `page` drawn as declarative shadow DOM (the elements inside it marked
 * `defer-hydration`, so they stay as drawn until the live frame replaces them). `light` is put inside the element
 * after its shadow root: the page's embedded data.
 */
export async function renderSite(page: ServerPage, attributes: SiteAttributes, light = ''): Promise<string> {
  // No settings context reaches an element drawn on the server: the snippets take the site's own settings.
  setServerSnippetSettings(page.site.config.api);
  // Icons drawn here, the page's own written into it and carried for the browser (api-docs/server-icons.ts).
  const library = page.site.config.icons?.library ?? 'fontawesome';
  await startServerIcons(library);
  const result = render(
    html`<api-docs
      src=${attributes.src}
      manifest=${attributes.manifest}
      base=${attributes.base}
      .serverPage=${page}
      >${unsafeHTML(light)}</api-docs
    >`,
    { elementRenderers: [PictureRenderer] },
  );
  return finishServerIcons((await collectResult(result)).replace(LIT_MARKERS, ''), library);
}
