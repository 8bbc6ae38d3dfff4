export { renderInlineMarkdown, renderMarkdown } from './render.js';
export {
  SanitizerUnavailableError,
  replaceUnloadableImage,
  sanitizeHtml,
  sanitizeInlineHtml,
  setSanitizerWindow,
} from './sanitize.js';
export { isLoadableMediaUrl, isSafeImageUrl, isSafeLinkUrl, mediaLinkText, safeUrl } from './urls.js';
