/**
 * The element classes, without registering any tag (import `register-all.js`, or one
 * `components/<tag>.js`, to define them). Also the shared event classes and contexts for hosts.
 */
export { ApiChannel } from './api-channel/api-channel.element.js';
export { ApiChannelPlayground } from './api-channel/api-channel-playground.element.js';
export { ApiDocs } from './api-docs/api-docs.element.js';
export { ApiEndpoint } from './api-endpoint/api-endpoint.element.js';
export { ApiPlayground } from './api-playground/api-playground.element.js';
export { ApiPlaygroundPanel } from './api-playground/playground-panel.element.js';
export { ApiWebhookTest } from './api-playground/webhook-test.element.js';
export { ApiResponse } from './api-response/api-response.element.js';
export { ApiSnippets } from './api-snippets/api-snippets.element.js';
export { DocsConfig } from './docs-config/docs-config.element.js';
export { ParamField } from './param-field/param-field.element.js';
export { ResponseField } from './response-field/response-field.element.js';
export { ApiSchema } from './api-schema/api-schema.element.js';
export { ApiWorkflow } from './api-workflow/api-workflow.element.js';
export * from './shared/events.js';
export { ApiResponseCheckEvent } from './api-playground/response-check-event.js';
export { apiSettingsContext, specContext, userContext } from './shared/contexts.js';
export { SpecController } from './shared/spec-controller.js';
export type { SpecState, SpecStatus } from './shared/spec-controller.js';
