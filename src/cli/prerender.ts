/**
 * `docs build`'s pre-rendering: a page's whole `<api-docs>` (the frame and the page) drawn on the server by the same
 * Lit elements the browser runs, through the package's own `api-docs-elements/server` export (declarative shadow
 * DOM), as any host would draw them. The page is complete in the HTML (readers without JavaScript see the whole
 * reference); in the browser the live frame takes the server's place (components/api-docs/server-frame.ts), with what
 * it needs embedded beside the drawing (an operation's slice of the spec, an MDX page's parsed body), so no spec is
 * fetched. Each shadow root links its element kind's one stylesheet (written once per build under STYLES_DIR).
 * The export is loaded on first use, so the CLI's other commands never load Lit.
 */
import { join } from 'node:path';
import type * as ServerExport from 'api-docs-elements/server';
import type { ServerMarkup, ServerSite } from 'api-docs-elements/server';
import type { LogoConfig } from '../config/index.js';
import type { ParsedMdxPage } from '../mdx/index.js';
import type { Project } from '../node/project.js';
import { fromManifest, MANIFEST_FILE } from '../site/manifest.js';
import { siteFiles } from './site-files.js';
import { imageSize } from './image-size.js';
import { sliceOperation, type OperationSlice } from '../openapi/slice.js';
import { jsonInScript } from '../json-in-script.js';
import { STYLES_DIR } from './shadow-styles.js';
import { escapeHtml } from '../escape-html.js';

let loading: Promise<typeof ServerExport> | undefined;

/**
 * Where the server pretends the site is: the browser resolves every place in the manifest against docs.json's URL, so
 * the server does too, against this origin, which it then takes out of the HTML (leaving paths under the base).
 */
const SERVER_ORIGIN = 'http://docs-build.invalid';

/** The site read back from the manifest the build writes: the very data the browser draws the page from. */
interface ServedSite {
  readonly site: ServerSite;
  readonly files: ReadonlyMap<string, string>;
  readonly imageSizes: ReadonlyMap<string, { width: number; height: number }>;
}
const servedSites = new WeakMap<Project, ServedSite>();

function servedSite(project: Project, base: string): ServedSite {
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
    servedSites.set(project, (served = { site, files, imageSizes: logoSizes(project.config.logo, project.root) }));
  }
  return served;
}

/**
 * One page's whole `<api-docs>` drawn on the server: the frame (top bar, sidebar, table of contents, footer) and the
 * page, as the browser will draw it (components/api-docs/server-frame.ts takes over without a shift). Inside it, what
 * the live page then needs without fetching: the operation's slice, an MDX page's parsed body.
 */
export async function prerenderSitePage(project: Project, slug: string, base: string): Promise<ServerMarkup> {
  loading ??= import('api-docs-elements/server');
  const renderer = await loading;
  const { site, files, imageSizes } = servedSite(project, base);
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
  const drawn = await renderer.renderSite(
    { site, slug, imageSizes, ...(body === undefined ? {} : { body }), ...(slice === undefined ? {} : { slice }) },
    { src: `${base}docs.json`, manifest: `${base}${MANIFEST_FILE}`, base },
    { light: light.join(''), styles: { mode: 'linked', href: `${base}${STYLES_DIR}/` } },
  );
  // The elements sanitised the page's Markdown and MDX in jsdom documents, which jsdom keeps alive through weak
  // references until the current task ends: a build's page loop never ends its task, so without this every page's
  // documents stayed in memory until the last page (512 MB for 150 pages of 200 paragraphs).
  await new Promise<void>((resolve) => setImmediate(resolve));
  // Every place was drawn under the pretended origin: the page keeps the paths under the base.
  return { html: drawn.html.split(SERVER_ORIGIN).join(''), sheets: drawn.sheets };
}

/**
 * The logo's intrinsic sizes (the frame draws it with a height and `width: auto`): with them the site's name beside
 * the logo is in its place before the image arrives. Only files inside the project.
 */
function logoSizes(logo: LogoConfig | undefined, root: string): Map<string, { width: number; height: number }> {
  const sizes = new Map<string, { width: number; height: number }>();
  const paths = logo === undefined ? [] : typeof logo === 'string' ? [logo] : [logo.light, logo.dark];
  for (const path of paths) {
    if (path === undefined || path.includes('..') || /^[a-z][a-z0-9+.-]*:/i.test(path)) continue;
    const size = imageSize(join(root, decodeURIComponent(path.replace(/^\//, '').split(/[?#]/)[0]!)));
    if (size !== undefined) sizes.set(path, size);
  }
  return sizes;
}
