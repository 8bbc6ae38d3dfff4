// Generated from custom-elements.json by `npm run gen:types`; do not edit by hand.
// The tags for Vue's compilerOptions.isCustomElement. Imports nothing, so a vite.config can use it.
export const tagNames = Object.freeze([
  'api-channel',
  'api-channel-playground',
  'api-docs',
  'api-endpoint',
  'api-playground',
  'api-playground-panel',
  'api-response',
  'api-schema',
  'api-snippets',
  'api-webhook-test',
  'api-workflow',
  'docs-config',
  'param-field',
  'response-field',
]);

export function isCustomElement(tag) {
  return tagNames.includes(tag);
}
