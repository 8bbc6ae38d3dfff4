/** What `docs build`'s server renderer gives `<api-docs>` to draw one page (components/shared/server-render.ts). */
import type { ParsedMdxPage } from '../../src/mdx/index.js';
import type { OperationSlice } from '../../src/openapi/slice.js';
import type { LoadedSite } from './site-loader.js';

export interface ServerPage {
  /** The site as the browser reads it from the manifest the build writes (the same data, so the same drawing). */
  readonly site: LoadedSite;
  /** The page drawn. */
  readonly slug: string;
  /** An MDX page's parsed body (the file the build writes beside the manifest). */
  readonly body?: ParsedMdxPage;
  /** An operation page's slice of its spec. */
  readonly slice?: OperationSlice;
}
