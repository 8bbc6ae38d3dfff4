export { renderInlineMarkdown, renderMarkdown } from './render.js';
export { SanitizerUnavailableError, sanitizeHtml, sanitizeInlineHtml, setSanitizerWindow } from './sanitize.js';
export { isSafeImageUrl, isSafeLinkUrl, safeUrl } from './urls.js';
