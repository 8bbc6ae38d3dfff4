/** The site assembler: docs.json, specs and MDX → page tree, page settings and findings, in the browser and Node. */
export { assembleSite } from './assemble.js';
export type * from './types.js';
export { asNamedBy } from './spec-named-by.js';
export { MANIFEST_FILE, fromManifest, mdxPageFile, toManifest, toPageFile } from './manifest.js';
export type { ManifestPage, ManifestSite, SiteManifest } from './manifest.js';
