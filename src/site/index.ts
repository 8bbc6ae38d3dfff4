/** The site assembler: docs.json, specs and MDX → page tree, page settings and findings, in the browser and Node. */
export { assembleSite } from './assemble.js';
export type * from './types.js';
