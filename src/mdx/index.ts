// MDX pages → frontmatter + safe HTML of this library's elements; nothing is evaluated.
export { parseMdxPage } from './parse-mdx-page.js';
export type { ParsedMdxPage } from './parse-mdx-page.js';
export { parseFrontmatter } from './frontmatter.js';
export type { MdxEndpoint, MdxFrontmatter, MdxOpenApiRef } from './frontmatter.js';
export { checkMdxPage } from './check-mdx-page.js';
export type { MdxEndpointTarget, MdxPageCheck } from './check-mdx-page.js';
export type { Heading, RenderOptions } from './render-html.js';
