/**
 * `docs build`'s pre-rendering: an endpoint page's `<api-endpoint>` rendered on the server by the same Lit element
 * the browser runs (components/shared/server-render.ts: `@lit-labs/ssr`, declarative shadow DOM), with the
 * operation's slice of the spec embedded as a JSON child. The page is complete in the HTML (readers without
 * JavaScript see the whole reference); in the browser the element hydrates from the slice, with no spec fetched.
 * The renderer is loaded at run time by path (the core never imports Lit or components/), from dist/ (the same build
 * as the bundle the pages load), from the sources only in a checkout that was never built.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { OpenApiSpec, ResolvedOperation } from '../openapi/types.js';
import { sliceOperation, type OperationSlice } from '../openapi/slice.js';
import { packageRoot } from './package-root.js';

/** What the page sets on the element besides the slice (components/shared/server-render.ts). */
export interface EndpointAttributes {
  readonly heading?: string;
  readonly playground?: string;
  readonly authMethod?: string;
  readonly url?: string;
  readonly server?: string;
}

interface ServerRender {
  renderEndpoint(slice: OperationSlice, attributes: EndpointAttributes): Promise<string>;
  setSanitizerWindow(win: unknown): void;
}

let loading: Promise<ServerRender> | undefined;

function rendererModule(): string {
  const root = packageRoot();
  const source = join(root, 'components', 'shared', 'server-render.ts');
  const built = join(root, 'dist', 'components', 'shared', 'server-render.js');
  // The build of the bundle the pages load (dist/cdn): what the browser first draws is then what the server drew.
  // The sources, edited since the last build, would draw another template and every page would fail to hydrate.
  return pathToFileURL(existsSync(built) ? built : source).href;
}

async function loadRenderer(): Promise<ServerRender> {
  const renderer = (await import(rendererModule())) as ServerRender;
  // The element renders spec Markdown through the sanitizer, here on jsdom's window.
  const { JSDOM } = await import('jsdom');
  renderer.setSanitizerWindow(new JSDOM('').window);
  return renderer;
}

/** The pre-rendered `<api-endpoint>` of one operation. */
export async function prerenderOperation(
  spec: OpenApiSpec,
  ref: string,
  options: { specUrl: string; attributes?: EndpointAttributes },
): Promise<{ html: string; operation: ResolvedOperation }> {
  loading ??= loadRenderer();
  const renderer = await loading;
  const operation = await spec.resolveOperation(ref);
  const slice = sliceOperation(operation, (r) => spec.resolveSchemaRef(r), { specUrl: options.specUrl, ref });
  const html = await renderer.renderEndpoint(slice, options.attributes ?? {});
  return { html, operation };
}
