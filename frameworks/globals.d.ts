// Generated from custom-elements.json by `npm run gen:types`; do not edit by hand.
// The DOM's own maps, for plain TypeScript: `document.querySelector('api-endpoint')` is an ApiEndpoint,
// and `addEventListener('api-response', (e) => e.status)` knows the event's fields.
import type {
  ApiChannel as ApiChannelElement,
  ApiChannelPlayground as ApiChannelPlaygroundElement,
  ApiDocs as ApiDocsElement,
  ApiEndpoint as ApiEndpointElement,
  ApiPlayground as ApiPlaygroundElement,
  ApiPlaygroundPanel as ApiPlaygroundPanelElement,
  ApiResponse as ApiResponseElement,
  ApiSchema as ApiSchemaElement,
  ApiSnippets as ApiSnippetsElement,
  ApiWebhookTest as ApiWebhookTestElement,
  ApiWorkflow as ApiWorkflowElement,
  DocsConfig as DocsConfigElement,
  ParamField as ParamFieldElement,
  ResponseField as ResponseFieldElement,
  ApiAnchorCopyEvent,
  ApiConfigLoadEvent,
  ApiInputsChangeEvent,
  ApiNavigateEvent,
  ApiRequestSendEvent,
  ApiResponseCheckEvent,
  ApiResponseEvent,
  ApiSnippetCopyEvent,
  ApiSpecErrorEvent,
  ApiSpecLoadEvent,
  CustomEvent,
} from '../dist/types/components/index.js';

declare global {
  interface HTMLElementTagNameMap {
    'api-channel': ApiChannelElement;
    'api-channel-playground': ApiChannelPlaygroundElement;
    'api-docs': ApiDocsElement;
    'api-endpoint': ApiEndpointElement;
    'api-playground': ApiPlaygroundElement;
    'api-playground-panel': ApiPlaygroundPanelElement;
    'api-response': ApiResponseElement;
    'api-schema': ApiSchemaElement;
    'api-snippets': ApiSnippetsElement;
    'api-webhook-test': ApiWebhookTestElement;
    'api-workflow': ApiWorkflowElement;
    'docs-config': DocsConfigElement;
    'param-field': ParamFieldElement;
    'response-field': ResponseFieldElement;
  }
  interface GlobalEventHandlersEventMap {
    'api-anchor-copy': ApiAnchorCopyEvent;
    'api-config-load': ApiConfigLoadEvent;
    'api-inputs-change': ApiInputsChangeEvent;
    'api-navigate': ApiNavigateEvent;
    'api-request-send': ApiRequestSendEvent;
    'api-response': ApiResponseEvent;
    'api-response-check': ApiResponseCheckEvent;
    'api-snippet-copy': ApiSnippetCopyEvent;
    'api-spec-error': ApiSpecErrorEvent;
    'api-spec-load': ApiSpecLoadEvent;
    'api-webhook-test-send': CustomEvent;
  }
}

export {};
