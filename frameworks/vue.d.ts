// Generated from custom-elements.json by `npm run gen:types`; do not edit by hand.
// Vue 3 templates: vue-tsc checks each tag's props and `@api-*` listeners through GlobalComponents.
// Vue sets a bound value as a property when the element has one, so props use the property types.
import './globals.js';
import type { DefineComponent } from 'vue';
import type {
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
  ApiChannelPlaygroundProperties,
  ApiDocsProperties,
  ApiEndpointProperties,
  ApiPlaygroundProperties,
  ApiPlaygroundPanelProperties,
  ApiResponseProperties,
  ApiSchemaProperties,
  ApiSnippetsProperties,
  ApiWebhookTestProperties,
  ApiWorkflowProperties,
  DocsConfigProperties,
  ParamFieldProperties,
  ResponseFieldProperties,
} from './elements.js';

/** Props of `<api-channel>` in a Vue template. */
export interface ApiChannelVueProps extends ApiChannelProperties {
  /** The spec or the channel could not be used; `diagnostics` say what and where. */
  onApiSpecError?: (event: ApiSpecErrorEvent) => void;
  /** The element loaded its `spec`. */
  onApiSpecLoad?: (event: ApiSpecLoadEvent) => void;
}
/** Props of `<api-channel-playground>` in a Vue template. */
export type ApiChannelPlaygroundVueProps = ApiChannelPlaygroundProperties;
/** Props of `<api-docs>` in a Vue template. */
export interface ApiDocsVueProps extends ApiDocsProperties {
  /** Another page is shown (link, back/forward, first load). */
  onApiNavigate?: (event: ApiNavigateEvent) => void;
  /** docs.json, a spec or a page has problems; `diagnostics` lists the errors and warnings with their places. */
  onApiSpecError?: (event: ApiSpecErrorEvent) => void;
}
/** Props of `<api-endpoint>` in a Vue template. */
export interface ApiEndpointVueProps extends ApiEndpointProperties {
  /** The spec, the operation or the `api` attribute could not be used; `diagnostics` say what and where. */
  onApiSpecError?: (event: ApiSpecErrorEvent) => void;
  /** The element loaded its own `spec`. */
  onApiSpecLoad?: (event: ApiSpecLoadEvent) => void;
}
/** Props of `<api-playground>` in a Vue template. */
export interface ApiPlaygroundVueProps extends ApiPlaygroundProperties {
  /** The link to a parameter was copied (`anchor`, `url`). */
  onApiAnchorCopy?: (event: ApiAnchorCopyEvent) => void;
  /** The inputs changed (the shape `buildRequest` takes). */
  onApiInputsChange?: (event: ApiInputsChangeEvent) => void;
  /** Before sending; cancelable, and `headers` may be changed. */
  onApiRequestSend?: (event: ApiRequestSendEvent) => void;
  /** The response headers arrived. */
  onApiResponse?: (event: ApiResponseEvent) => void;
  /** The response was checked against the spec (its status, media type, required headers and body schema; a stream's items against `itemSchema` once it ended): `check`, `items`, `ok`. */
  onApiResponseCheck?: (event: ApiResponseCheckEvent) => void;
}
/** Props of `<api-playground-panel>` in a Vue template. */
export type ApiPlaygroundPanelVueProps = ApiPlaygroundPanelProperties;
/** Props of `<api-response>` in a Vue template. */
export type ApiResponseVueProps = ApiResponseProperties;
/** Props of `<api-schema>` in a Vue template. */
export type ApiSchemaVueProps = ApiSchemaProperties;
/** Props of `<api-snippets>` in a Vue template. */
export interface ApiSnippetsVueProps extends ApiSnippetsProperties {
  /** A snippet was copied; `language` is the tab, `secret` whether it held a typed credential. */
  onApiSnippetCopy?: (event: ApiSnippetCopyEvent) => void;
  /** The spec or the named operation could not be used. */
  onApiSpecError?: (event: ApiSpecErrorEvent) => void;
  /** The element loaded its own `spec`. */
  onApiSpecLoad?: (event: ApiSpecLoadEvent) => void;
}
/** Props of `<api-webhook-test>` in a Vue template. */
export interface ApiWebhookTestVueProps extends ApiWebhookTestProperties {
  /** The event was sent: `detail` is `{ url, method, status }` (`status` 0 when it failed). */
  onApiWebhookTestSend?: (event: CustomEvent) => void;
}
/** Props of `<api-workflow>` in a Vue template. */
export type ApiWorkflowVueProps = ApiWorkflowProperties;
/** Props of `<docs-config>` in a Vue template. */
export interface DocsConfigVueProps extends DocsConfigProperties {
  /** The settings were read (possibly with warnings) and are now provided. */
  onApiConfigLoad?: (event: ApiConfigLoadEvent) => void;
  /** docs.json could not be fetched or parsed; `diagnostics` say what and where. */
  onApiSpecError?: (event: ApiSpecErrorEvent) => void;
}
/** Props of `<param-field>` in a Vue template. */
export interface ParamFieldVueProps extends ParamFieldProperties {
  /** The link to this field was copied (`anchor`, `url`). */
  onApiAnchorCopy?: (event: ApiAnchorCopyEvent) => void;
}
/** Props of `<response-field>` in a Vue template. */
export interface ResponseFieldVueProps extends ResponseFieldProperties {
  /** The link to this field was copied (`anchor`, `url`). */
  onApiAnchorCopy?: (event: ApiAnchorCopyEvent) => void;
}

/** The tags of this library, for `compilerOptions.isCustomElement` (so Vue leaves them to the browser). */
export declare const tagNames: readonly [
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
];
/** True for a tag of this library: pass it as `template.compilerOptions.isCustomElement`. */
export declare function isCustomElement(tag: string): boolean;

declare module 'vue' {
  interface GlobalComponents {
    'api-channel': DefineComponent<ApiChannelVueProps>;
    'api-channel-playground': DefineComponent<ApiChannelPlaygroundVueProps>;
    'api-docs': DefineComponent<ApiDocsVueProps>;
    'api-endpoint': DefineComponent<ApiEndpointVueProps>;
    'api-playground': DefineComponent<ApiPlaygroundVueProps>;
    'api-playground-panel': DefineComponent<ApiPlaygroundPanelVueProps>;
    'api-response': DefineComponent<ApiResponseVueProps>;
    'api-schema': DefineComponent<ApiSchemaVueProps>;
    'api-snippets': DefineComponent<ApiSnippetsVueProps>;
    'api-webhook-test': DefineComponent<ApiWebhookTestVueProps>;
    'api-workflow': DefineComponent<ApiWorkflowVueProps>;
    'docs-config': DefineComponent<DocsConfigVueProps>;
    'param-field': DefineComponent<ParamFieldVueProps>;
    'response-field': DefineComponent<ResponseFieldVueProps>;
  }
}
