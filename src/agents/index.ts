// What agents read of a site: each page as Markdown, llms.txt and llms-full.txt (used by docs build, dev and mcp).
export { mdxToMarkdown, treeToMarkdown } from './mdx-markdown.js';
export { operationMarkdown, operationUrl, schemaList } from './operation-markdown.js';
export type { OperationMarkdownOptions } from './operation-markdown.js';
export { isPublicPage, pageMarkdown, siteMarkdown } from './site-markdown.js';
export type { SiteMarkdownSource } from './site-markdown.js';
export { llmsFullTxt, llmsTxt } from './llms-txt.js';
export type { LlmsOptions } from './llms-txt.js';
