// The public core API (safe in Node and browsers). One line per module.
export * from './diagnostics.js';
export * from './openapi/index.js';
