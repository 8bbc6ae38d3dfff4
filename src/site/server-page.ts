/**
 * The server rendering contract, declared once: what `api-docs-elements/server` (components/server/) draws a built
 * page from, and what `docs build` (src/cli/prerender.ts) or any other host gives it. Plain data, no DOM.
 */
import type { ParsedMdxPage } from '../mdx/index.js';
import type { OperationSlice } from '../openapi/slice.js';
import type { ManifestSite } from './manifest.js';

/** The site as `<api-docs>` holds it once read from the manifest (components/api-docs/site-loader.ts). */
export interface ServerSite extends ManifestSite {
  /** docs.json's absolute URL: every place in the site is resolved against it, on the server as in the browser. */
  readonly url: string;
  readonly source: 'manifest';
  readonly diagnostics: readonly [];
}

/** One page of the site to draw. */
export interface ServerPage {
  /** The site as the browser reads it from the manifest the build writes (the same data, so the same drawing). */
  readonly site: ServerSite;
  /** The page drawn. */
  readonly slug: string;
  /** An MDX page's parsed body (the file the build writes beside the manifest). */
  readonly body?: ParsedMdxPage;
  /** An operation page's slice of its spec. */
  readonly slice?: OperationSlice;
  /** Intrinsic sizes of the site's images by their `src` as drawn (the logo), so text beside them never moves. */
  readonly imageSizes?: ReadonlyMap<string, { readonly width: number; readonly height: number }>;
}

/** What the built page's `<api-docs>` carries (as src/cli/html.ts's page shell writes it). */
export interface SiteAttributes {
  readonly src: string;
  readonly manifest: string;
  readonly base: string;
}

/**
 * How a drawn shadow root gets its element's stylesheet: `inline` (a `<style>` in each root: a page that stands
 * alone), or `linked` (a `<link rel="stylesheet">` to one file per element kind, under `href`, which the page
 * preloads and every page shares from the cache).
 */
export type ServerStyles = { readonly mode: 'inline' } | { readonly mode: 'linked'; readonly href: string };

/** One element kind's stylesheet as a linked page needs it: its file name (its content's hash) and its text. */
export interface ServerSheet {
  readonly name: string;
  readonly css: string;
}

/** A drawn page or element: its HTML and, when linked, the sheets it links, in the order it first links them. */
export interface ServerMarkup {
  readonly html: string;
  readonly sheets: readonly ServerSheet[];
}
