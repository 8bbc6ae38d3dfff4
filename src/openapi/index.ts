export { clearOpenApiCache, loadOpenApi, parseOpenApi } from './load.js';
export { refusalReason } from './files.js';
export type * from './types.js';
