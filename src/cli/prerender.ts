/**
 * `docs build`'s pre-rendering: an endpoint page's `<api-endpoint>` rendered on the server by the same Lit element
 * the browser runs (`@lit-labs/ssr`, declarative shadow DOM), with the operation's slice of the spec embedded as a
 * JSON child. The page is complete in the HTML (readers without JavaScript see the whole reference); in the browser
 * the element hydrates from the slice, with no spec fetched. The elements are loaded at run time by path (the
 * core never imports components/), from the sources in a checkout and from dist/ when published.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ResolvedOperation } from '../openapi/types.js';
import type { OpenApiSpec } from '../openapi/types.js';
import { sliceOperation, type OperationSlice } from '../openapi/slice.js';
import { packageRoot } from './package-root.js';
import { useNodeSanitizer } from '../node/dom-window.js';

/**
 * The element modules the server renders, registering file by tag. `<api-snippets>` is left to the browser: it
 * derives its code asynchronously, so what the server drew would not be what it first draws.
 */
const ELEMENTS = ['api-endpoint'];

interface Ssr {
  /** The element's HTML (declarative shadow DOM included) for `slice`. */
  endpoint(slice: OperationSlice, attributes: EndpointAttributes): Promise<string>;
}

/** What the page sets on the element besides the slice (as `<api-docs>` would from the page's settings). */
export interface EndpointAttributes {
  readonly heading?: string;
  readonly playground?: string;
  readonly authMethod?: string;
  readonly url?: string;
  readonly server?: string;
}

let loading: Promise<Ssr> | undefined;

function elementModule(tag: string): string {
  const root = packageRoot();
  const source = join(root, 'components', tag, `${tag}.ts`);
  const built = join(root, 'dist', 'components', tag, `${tag}.js`);
  return pathToFileURL(existsSync(source) ? source : built).href;
}

/** JSON that cannot close the `<script>` it sits in. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

async function loadSsr(): Promise<Ssr> {
  const [{ render }, { collectResult }, lit, { unsafeHTML }, { ifDefined }] = await Promise.all([
    import('@lit-labs/ssr'),
    import('@lit-labs/ssr/lib/render-result.js'),
    import('lit'),
    import('lit/directives/unsafe-html.js'),
    import('lit/directives/if-defined.js'),
  ]);
  await useNodeSanitizer(); // the elements render spec Markdown through the sanitizer, here on jsdom's window
  for (const tag of ELEMENTS) await import(elementModule(tag));
  const { html } = lit;
  return {
    async endpoint(slice, attributes) {
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
    },
  };
}

/** The pre-rendered `<api-endpoint>` of one operation. */
export async function prerenderOperation(
  spec: OpenApiSpec,
  ref: string,
  options: { specUrl: string; attributes?: EndpointAttributes },
): Promise<{ html: string; operation: ResolvedOperation }> {
  loading ??= loadSsr();
  const ssr = await loading;
  const operation = await spec.resolveOperation(ref);
  const slice = sliceOperation(operation, (r) => spec.resolveSchemaRef(r), { specUrl: options.specUrl, ref });
  const html = await ssr.endpoint(slice, options.attributes ?? {});
  return { html, operation };
}
