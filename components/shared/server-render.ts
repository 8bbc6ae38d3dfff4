/**
 * Server rendering for `docs build` (src/cli/prerender.ts loads this module by path, so the core never imports Lit):
 * `<api-endpoint>` drawn by Lit's server renderer as declarative shadow DOM, the operation's slice embedded as its
 * JSON child, and marked `defer-hydration` so the browser hydrates it once the hydrating code is in
 * (components/shared/hydrate-hook.ts). Node only; no browser entry imports it.
 */
import { render } from '@lit-labs/ssr';
import { collectResult } from '@lit-labs/ssr/lib/render-result.js';
import { html } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import type { OperationSlice } from '../../src/openapi/slice.js';
// Registers the element with the server's registry. <api-snippets> is left to the browser: it derives its code
// asynchronously, so what the server drew would not be what it first draws.
import '../api-endpoint/api-endpoint.js';
// The sanitizer this renderer's elements use: `docs build` gives it a window (this module may be dist's copy, whose
// sanitizer is not the one the CLI's sources hold).
export { setSanitizerWindow } from '../../src/markdown/index.js';

/** What the page sets on the element besides the slice (as `<api-docs>` would from the page's settings). */
export interface EndpointAttributes {
  readonly heading?: string;
  readonly playground?: string;
  readonly authMethod?: string;
  readonly url?: string;
  readonly server?: string;
}

/** JSON that cannot close the `<script>` it sits in. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The element's HTML, declarative shadow DOM included, for `slice`. */
export async function renderEndpoint(slice: OperationSlice, attributes: EndpointAttributes): Promise<string> {
  const data = unsafeHTML(`<script type="application/json" data-operation-slice>${scriptJson(slice)}</script>`);
  const result = render(
    html`<api-endpoint
      operation=${slice.ref}
      heading=${ifDefined(attributes.heading)}
      auth-method=${ifDefined(attributes.authMethod)}
      no-validation
      defer-hydration
      playground=${ifDefined(attributes.playground)}
      url=${ifDefined(attributes.url)}
      server=${ifDefined(attributes.server)}
      .prerendered=${slice}
      >${data}</api-endpoint
    >`,
  );
  // The page is not hydrated as a template, only the element is: its own part markers go.
  return (await collectResult(result))
    .replace(/^<!--lit-part [^>]*-->(<!--lit-node \d+-->)?/, '')
    .replace(/<!--\/lit-part-->$/, '')
    .replace(/^<api-endpoint\s+/, '<api-endpoint ');
}
