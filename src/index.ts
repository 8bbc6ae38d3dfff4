// The public core API (safe in Node and browsers: nothing here touches the DOM at import). One line per module.
export * from './diagnostics.js';
export * from './openapi/index.js';
export * from './asyncapi/index.js';
export * from './schema/index.js';
export * from './markdown/index.js';
export * from './highlight/index.js';
export * from './anchors/index.js';
export * from './config/index.js';
export * from './navigation/index.js';
export * from './mdx/index.js';
export * from './request/index.js';
export * from './auth/index.js';
export * from './snippets/index.js';
export * from './i18n/index.js';
// Both the OpenAPI model and the request description have a `RequestBody`; the model's keeps the name.
export type { RequestBody } from './openapi/index.js';
export type { RequestBody as OutgoingRequestBody } from './request/index.js';
