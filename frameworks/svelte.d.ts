// Generated from custom-elements.json by `npm run gen:types`; do not edit by hand.
// Svelte 5: svelte-check checks each tag's attributes, properties and `onapi-*` listeners.
// Svelte sets a value as a property when the element has one, so props use the property types.
import './globals.js';
import type { HTMLAttributes } from 'svelte/elements';
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
import type {
  ApiChannelProperties,
  ApiChannelAttributes,
  ApiChannelPlaygroundProperties,
  ApiChannelPlaygroundAttributes,
  ApiDocsProperties,
  ApiDocsAttributes,
  ApiEndpointProperties,
  ApiEndpointAttributes,
  ApiPlaygroundProperties,
  ApiPlaygroundAttributes,
  ApiPlaygroundPanelProperties,
  ApiPlaygroundPanelAttributes,
  ApiResponseProperties,
  ApiResponseAttributes,
  ApiSchemaProperties,
  ApiSchemaAttributes,
  ApiSnippetsProperties,
  ApiSnippetsAttributes,
  ApiWebhookTestProperties,
  ApiWebhookTestAttributes,
  ApiWorkflowProperties,
  ApiWorkflowAttributes,
  DocsConfigProperties,
  DocsConfigAttributes,
  ParamFieldProperties,
  ParamFieldAttributes,
  ResponseFieldProperties,
  ResponseFieldAttributes,
} from './elements.js';

type Html<E extends HTMLElement, Own> = Omit<HTMLAttributes<E>, keyof Own> & Own;

/** Event attributes of `<api-channel>` in Svelte 5. */
export interface ApiChannelSvelteEvents {
  /** The spec or the channel could not be used; `diagnostics` say what and where. */
  'onapi-spec-error'?: (event: ApiSpecErrorEvent) => void;
  /** The element loaded its `spec`. */
  'onapi-spec-load'?: (event: ApiSpecLoadEvent) => void;
}
/** Event attributes of `<api-channel-playground>` in Svelte 5. */
export type ApiChannelPlaygroundSvelteEvents = Record<never, never>;
/** Event attributes of `<api-docs>` in Svelte 5. */
export interface ApiDocsSvelteEvents {
  /** Another page is shown (link, back/forward, first load). */
  'onapi-navigate'?: (event: ApiNavigateEvent) => void;
  /** docs.json, a spec or a page has problems; `diagnostics` lists the errors and warnings with their places. */
  'onapi-spec-error'?: (event: ApiSpecErrorEvent) => void;
}
/** Event attributes of `<api-endpoint>` in Svelte 5. */
export interface ApiEndpointSvelteEvents {
  /** The spec, the operation or the `api` attribute could not be used; `diagnostics` say what and where. */
  'onapi-spec-error'?: (event: ApiSpecErrorEvent) => void;
  /** The element loaded its own `spec`. */
  'onapi-spec-load'?: (event: ApiSpecLoadEvent) => void;
}
/** Event attributes of `<api-playground>` in Svelte 5. */
export interface ApiPlaygroundSvelteEvents {
  /** The link to a parameter was copied (`anchor`, `url`). */
  'onapi-anchor-copy'?: (event: ApiAnchorCopyEvent) => void;
  /** The inputs changed (the shape `buildRequest` takes). */
  'onapi-inputs-change'?: (event: ApiInputsChangeEvent) => void;
  /** Before sending; cancelable, and `headers` may be changed. */
  'onapi-request-send'?: (event: ApiRequestSendEvent) => void;
  /** The response headers arrived. */
  'onapi-response'?: (event: ApiResponseEvent) => void;
  /** The response was checked against the spec (its status, media type, required headers and body schema; a stream's items against `itemSchema` once it ended): `check`, `items`, `ok`. */
  'onapi-response-check'?: (event: ApiResponseCheckEvent) => void;
}
/** Event attributes of `<api-playground-panel>` in Svelte 5. */
export type ApiPlaygroundPanelSvelteEvents = Record<never, never>;
/** Event attributes of `<api-response>` in Svelte 5. */
export type ApiResponseSvelteEvents = Record<never, never>;
/** Event attributes of `<api-schema>` in Svelte 5. */
export type ApiSchemaSvelteEvents = Record<never, never>;
/** Event attributes of `<api-snippets>` in Svelte 5. */
export interface ApiSnippetsSvelteEvents {
  /** A snippet was copied; `language` is the tab, `secret` whether it held a typed credential. */
  'onapi-snippet-copy'?: (event: ApiSnippetCopyEvent) => void;
  /** The spec or the named operation could not be used. */
  'onapi-spec-error'?: (event: ApiSpecErrorEvent) => void;
  /** The element loaded its own `spec`. */
  'onapi-spec-load'?: (event: ApiSpecLoadEvent) => void;
}
/** Event attributes of `<api-webhook-test>` in Svelte 5. */
export interface ApiWebhookTestSvelteEvents {
  /** The event was sent: `detail` is `{ url, method, status }` (`status` 0 when it failed). */
  'onapi-webhook-test-send'?: (event: CustomEvent) => void;
}
/** Event attributes of `<api-workflow>` in Svelte 5. */
export type ApiWorkflowSvelteEvents = Record<never, never>;
/** Event attributes of `<docs-config>` in Svelte 5. */
export interface DocsConfigSvelteEvents {
  /** The settings were read (possibly with warnings) and are now provided. */
  'onapi-config-load'?: (event: ApiConfigLoadEvent) => void;
  /** docs.json could not be fetched or parsed; `diagnostics` say what and where. */
  'onapi-spec-error'?: (event: ApiSpecErrorEvent) => void;
}
/** Event attributes of `<param-field>` in Svelte 5. */
export interface ParamFieldSvelteEvents {
  /** The link to this field was copied (`anchor`, `url`). */
  'onapi-anchor-copy'?: (event: ApiAnchorCopyEvent) => void;
}
/** Event attributes of `<response-field>` in Svelte 5. */
export interface ResponseFieldSvelteEvents {
  /** The link to this field was copied (`anchor`, `url`). */
  'onapi-anchor-copy'?: (event: ApiAnchorCopyEvent) => void;
}

declare module 'svelte/elements' {
  interface SvelteHTMLElements {
    'api-channel': Html<ApiChannelElement, ApiChannelProperties & ApiChannelAttributes & ApiChannelSvelteEvents>;
    'api-channel-playground': Html<
      ApiChannelPlaygroundElement,
      ApiChannelPlaygroundProperties & ApiChannelPlaygroundAttributes & ApiChannelPlaygroundSvelteEvents
    >;
    'api-docs': Html<ApiDocsElement, ApiDocsProperties & ApiDocsAttributes & ApiDocsSvelteEvents>;
    'api-endpoint': Html<ApiEndpointElement, ApiEndpointProperties & ApiEndpointAttributes & ApiEndpointSvelteEvents>;
    'api-playground': Html<
      ApiPlaygroundElement,
      ApiPlaygroundProperties & ApiPlaygroundAttributes & ApiPlaygroundSvelteEvents
    >;
    'api-playground-panel': Html<
      ApiPlaygroundPanelElement,
      ApiPlaygroundPanelProperties & ApiPlaygroundPanelAttributes & ApiPlaygroundPanelSvelteEvents
    >;
    'api-response': Html<ApiResponseElement, ApiResponseProperties & ApiResponseAttributes & ApiResponseSvelteEvents>;
    'api-schema': Html<ApiSchemaElement, ApiSchemaProperties & ApiSchemaAttributes & ApiSchemaSvelteEvents>;
    'api-snippets': Html<ApiSnippetsElement, ApiSnippetsProperties & ApiSnippetsAttributes & ApiSnippetsSvelteEvents>;
    'api-webhook-test': Html<
      ApiWebhookTestElement,
      ApiWebhookTestProperties & ApiWebhookTestAttributes & ApiWebhookTestSvelteEvents
    >;
    'api-workflow': Html<ApiWorkflowElement, ApiWorkflowProperties & ApiWorkflowAttributes & ApiWorkflowSvelteEvents>;
    'docs-config': Html<DocsConfigElement, DocsConfigProperties & DocsConfigAttributes & DocsConfigSvelteEvents>;
    'param-field': Html<ParamFieldElement, ParamFieldProperties & ParamFieldAttributes & ParamFieldSvelteEvents>;
    'response-field': Html<
      ResponseFieldElement,
      ResponseFieldProperties & ResponseFieldAttributes & ResponseFieldSvelteEvents
    >;
  }
}
