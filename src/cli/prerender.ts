/**
 * `docs build`'s pre-rendering: a page's whole `<api-docs>` (the frame and the page) drawn on the server by the same
 * Lit elements the browser runs (components/shared/server-render.ts: `@lit-labs/ssr`, declarative shadow DOM). The
 * page is complete in the HTML (readers without JavaScript see the whole reference); in the browser the live frame
 * takes the server's place (components/api-docs/server-frame.ts), with what it needs embedded beside the drawing (an
 * operation's slice of the spec, an MDX page's parsed body), so no spec is fetched.
 * The renderer is loaded at run time by path (the core never imports Lit or components/), from dist/ (the same build
 * as the bundle the pages load), from the sources only in a checkout that was never built.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ParsedMdxPage } from '../mdx/index.js';
import type { Project } from '../node/project.js';
import { fromManifest, MANIFEST_FILE, type ManifestSite } from '../site/manifest.js';
import { siteFiles } from './site-files.js';
import { imageSize } from './image-size.js';
import { escapeHtml } from './html.js';
import { sliceOperation, type OperationSlice } from '../openapi/slice.js';
import { packageRoot } from './package-root.js';
import { jsonInScript } from '../json-in-script.js';

/** The site as `<api-docs>` holds it once read from the manifest (components/api-docs/site-loader.ts). */
interface ServerSite extends ManifestSite {
  readonly url: string;
  readonly source: 'manifest';
  readonly diagnostics: readonly [];
}

interface ServerRender {
  renderSite(
    page: { site: ServerSite; slug: string; body?: ParsedMdxPage; slice?: OperationSlice },
    attributes: { src: string; manifest: string; base: string },
    light: string,
  ): Promise<string>;
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

/**
 * Where the server pretends the site is: the browser resolves every place in the manifest against docs.json's URL, so
 * the server does too, against this origin, which it then takes out of the HTML (leaving paths under the base).
 */
const SERVER_ORIGIN = 'http://docs-build.invalid';

/** The site read back from the manifest the build writes: the very data the browser draws the page from. */
const servedSites = new WeakMap<Project, { site: ServerSite; files: ReadonlyMap<string, string> }>();

function servedSite(project: Project, base: string): { site: ServerSite; files: ReadonlyMap<string, string> } {
  let served = servedSites.get(project);
  if (served === undefined) {
    const files = siteFiles(project);
    const url = `${SERVER_ORIGIN}${base}docs.json`;
    const site: ServerSite = {
      url,
      source: 'manifest',
      ...fromManifest(files.get(MANIFEST_FILE)!, url),
      diagnostics: [],
    };
    servedSites.set(project, (served = { site, files }));
  }
  return served;
}

/**
 * One page's whole `<api-docs>` drawn on the server: the frame (top bar, sidebar, table of contents, footer) and the
 * page, as the browser will draw it (components/api-docs/server-frame.ts takes over without a shift). Inside it, what
 * the live page then needs without fetching: the operation's slice, an MDX page's parsed body.
 */
export async function prerenderSitePage(project: Project, slug: string, base: string): Promise<string> {
  loading ??= loadRenderer();
  const renderer = await loading;
  const { site, files } = servedSite(project, base);
  const light: string[] = [];
  const shown = site.pages.get(slug);
  const data = project.pages.get(slug);
  let slice: OperationSlice | undefined;
  if (data?.operation !== undefined && shown?.operation !== undefined) {
    const { spec, id } = data.operation;
    const operation = await spec.resolveOperation(id);
    const specUrl = shown.operation.specUrl.slice(SERVER_ORIGIN.length);
    slice = sliceOperation(operation, (r) => spec.resolveSchemaRef(r), { specUrl, ref: id });
    light.push(`<script type="application/json" data-operation-slice>${jsonInScript(JSON.stringify(slice))}</script>`);
  }
  let body: ParsedMdxPage | undefined;
  const bodyFile = shown?.mdxUrl?.slice(`${SERVER_ORIGIN}${base}`.length);
  const bodyText = bodyFile === undefined ? undefined : files.get(bodyFile);
  if (bodyFile !== undefined && bodyText !== undefined) {
    body = JSON.parse(bodyText) as ParsedMdxPage;
    light.push(
      `<script type="application/json" data-page-body="${escapeHtml(bodyFile)}">${jsonInScript(bodyText)}</script>`,
    );
  }
  const html = await renderer.renderSite(
    { site, slug, ...(body === undefined ? {} : { body }), ...(slice === undefined ? {} : { slice }) },
    { src: `${base}docs.json`, manifest: `${base}${MANIFEST_FILE}`, base },
    light.join(''),
  );
  // The elements sanitised the page's Markdown and MDX in jsdom documents, which jsdom keeps alive through weak
  // references until the current task ends: a build's page loop never ends its task, so without this every page's
  // documents stayed in memory until the last page (512 MB for 150 pages of 200 paragraphs).
  await new Promise<void>((resolve) => setImmediate(resolve));
  return sizeLogos(html.split(SERVER_ORIGIN).join(''), project.root, base);
}

/**
 * The logo's intrinsic size on its `<img>`s (the frame draws them with a height and `width: auto`): with it the site's
 * name beside the logo is in its place before the image arrives. Only the frame's own logo images (`class="logo…"`,
 * as components/api-docs/site-head.ts draws them), only files inside the project.
 */
function sizeLogos(html: string, root: string, base: string): string {
  return html.replace(/<img\s+class="logo\b[^"]*"[^>]*?\ssrc="([^"]+)"/g, (whole, src: string) => {
    if (!src.startsWith(base) || src.includes('..')) return whole;
    const size = imageSize(join(root, decodeURIComponent(src.slice(base.length).split(/[?#]/)[0]!)));
    if (size === undefined) return whole;
    return `${whole} width="${size.width}" height="${size.height}"`;
  });
}
