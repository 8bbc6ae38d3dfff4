/**
 * The site's sanitisers: MDX pages and mermaid's diagrams. Apart from sanitize.ts so that only the
 * code that renders pages (the lazy site chunk, the CLI) carries these policies; the calls are marked
 * pure so a bundle that reaches this module through index.ts but uses neither sanitiser drops it.
 */
import { diagramPolicy } from './diagram-policy.js';
import { mdxPolicy } from './mdx-policy.js';
import { createSanitizer } from './sanitizer.js';

/** Sanitises an MDX page's HTML for insertion into the site's shadow root. */
export const sanitizeMdxHtml = /* @__PURE__ */ createSanitizer(mdxPolicy);

/** Sanitises a diagram's SVG (mermaid's output) for the page: no links, scripts, foreign HTML or loads. */
export const sanitizeDiagramSvg = /* @__PURE__ */ createSanitizer(diagramPolicy);
