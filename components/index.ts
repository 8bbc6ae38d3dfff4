/**
 * The element classes, without registering any tag (import `register-all.js`, or one
 * `components/<tag>.js`, to define them). Also the shared event classes and contexts for hosts.
 */
export { ApiEndpoint } from './api-endpoint/api-endpoint.element.js';
export { DocsConfig } from './docs-config/docs-config.element.js';
export { ParamField } from './param-field/param-field.element.js';
export { ResponseField } from './response-field/response-field.element.js';
export { ApiAnchorCopyEvent, ApiConfigLoadEvent, ApiSpecErrorEvent, ApiSpecLoadEvent } from './shared/events.js';
export { apiSettingsContext, specContext } from './shared/contexts.js';
export { SpecController } from './shared/spec-controller.js';
export type { SpecState, SpecStatus } from './shared/spec-controller.js';
