/**
 * The sanitisers of spec Markdown, each the factory (sanitizer.ts) with one policy. The browser and
 * the CLI use these same functions; in Node, `setSanitizerWindow` gives them a DOM first. The MDX and
 * diagram sanitisers live in sanitize-mdx.ts: only the site uses them, so the script-tag bundle's
 * up-front file (an endpoint's descriptions) does not carry their policies.
 */
import { inlineMarkdownPolicy, markdownPolicy } from './markdown-policy.js';
import { createSanitizer } from './sanitizer.js';

/** Sanitises HTML rendered from spec markdown, for a block context (descriptions). */
export const sanitizeHtml = createSanitizer(markdownPolicy);

/** Sanitises HTML rendered from spec markdown, for an inline context (summaries, titles): inline tags only. */
export const sanitizeInlineHtml = createSanitizer(inlineMarkdownPolicy);
