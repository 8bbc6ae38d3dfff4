export { clearAsyncApiCache, loadAsyncApi, parseAsyncApi } from './load.js';
export type * from './types.js';
