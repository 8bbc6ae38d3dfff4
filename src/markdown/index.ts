export { renderInlineMarkdown, renderMarkdown } from './render.js';
export { sanitizeHtml, sanitizeInlineHtml } from './sanitize.js';
export { sanitizeDiagramSvg, sanitizeMdxHtml } from './sanitize-mdx.js';
export {
  createSanitizer,
  replaceUnloadableImage,
  SanitizerUnavailableError,
  setSanitizerWindow,
  type AttributeVerdict,
  type SanitizerPolicy,
} from './sanitizer.js';
export { inlineMarkdownPolicy, markdownPolicy } from './markdown-policy.js';
export { mdxPolicy } from './mdx-policy.js';
export { isLoadableMediaUrl, isSafeImageUrl, isSafeLinkUrl, isSafeUrl, mediaLinkText, safeUrl } from './urls.js';
