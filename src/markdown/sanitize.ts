/**
 * The sanitisers, each the factory (sanitizer.ts) with one policy. The browser and the CLI use these
 * same functions; in Node, `setSanitizerWindow` gives them a DOM first.
 */
import { diagramPolicy } from './diagram-policy.js';
import { mdxPolicy } from './mdx-policy.js';
import { inlineMarkdownPolicy, markdownPolicy } from './markdown-policy.js';
import { createSanitizer } from './sanitizer.js';

/** Sanitises HTML rendered from spec markdown, for a block context (descriptions). */
export const sanitizeHtml = createSanitizer(markdownPolicy);

/** Sanitises HTML rendered from spec markdown, for an inline context (summaries, titles): inline tags only. */
export const sanitizeInlineHtml = createSanitizer(inlineMarkdownPolicy);

/** Sanitises an MDX page's HTML for insertion into the site's shadow root. */
export const sanitizeMdxHtml = createSanitizer(mdxPolicy);

/** Sanitises a diagram's SVG (mermaid's output) for the page: no links, scripts, foreign HTML or loads. */
export const sanitizeDiagramSvg = createSanitizer(diagramPolicy);
