// Generated from custom-elements.json by `npm run gen:types`; do not edit by hand.
// React wrappers: properties are set as properties, `on<EventName>` props listen to the api-* events.
// Safe to import on a server: nothing here touches the DOM until React renders in the browser.
// 'use client': the wrappers use hooks, so React Server Components render them as client components.
'use client';

import * as React from 'react';
import { createComponent } from '@lit/react';
import {
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
} from '../dist/components/index.js';
import '../dist/components/register-all.js';

export const ApiChannel = createComponent({
  react: React,
  tagName: 'api-channel',
  elementClass: ApiChannelElement,
  events: { onApiSpecError: 'api-spec-error', onApiSpecLoad: 'api-spec-load' },
  displayName: 'ApiChannel',
});

export const ApiChannelPlayground = createComponent({
  react: React,
  tagName: 'api-channel-playground',
  elementClass: ApiChannelPlaygroundElement,
  events: {},
  displayName: 'ApiChannelPlayground',
});

export const ApiDocs = createComponent({
  react: React,
  tagName: 'api-docs',
  elementClass: ApiDocsElement,
  events: { onApiNavigate: 'api-navigate', onApiSpecError: 'api-spec-error' },
  displayName: 'ApiDocs',
});

export const ApiEndpoint = createComponent({
  react: React,
  tagName: 'api-endpoint',
  elementClass: ApiEndpointElement,
  events: { onApiSpecError: 'api-spec-error', onApiSpecLoad: 'api-spec-load' },
  displayName: 'ApiEndpoint',
});

export const ApiPlayground = createComponent({
  react: React,
  tagName: 'api-playground',
  elementClass: ApiPlaygroundElement,
  events: {
    onApiAnchorCopy: 'api-anchor-copy',
    onApiInputsChange: 'api-inputs-change',
    onApiRequestSend: 'api-request-send',
    onApiResponse: 'api-response',
    onApiResponseCheck: 'api-response-check',
  },
  displayName: 'ApiPlayground',
});

export const ApiPlaygroundPanel = createComponent({
  react: React,
  tagName: 'api-playground-panel',
  elementClass: ApiPlaygroundPanelElement,
  events: {},
  displayName: 'ApiPlaygroundPanel',
});

export const ApiResponse = createComponent({
  react: React,
  tagName: 'api-response',
  elementClass: ApiResponseElement,
  events: {},
  displayName: 'ApiResponse',
});

export const ApiSchema = createComponent({
  react: React,
  tagName: 'api-schema',
  elementClass: ApiSchemaElement,
  events: {},
  displayName: 'ApiSchema',
});

export const ApiSnippets = createComponent({
  react: React,
  tagName: 'api-snippets',
  elementClass: ApiSnippetsElement,
  events: { onApiSnippetCopy: 'api-snippet-copy', onApiSpecError: 'api-spec-error', onApiSpecLoad: 'api-spec-load' },
  displayName: 'ApiSnippets',
});

export const ApiWebhookTest = createComponent({
  react: React,
  tagName: 'api-webhook-test',
  elementClass: ApiWebhookTestElement,
  events: { onApiWebhookTestSend: 'api-webhook-test-send' },
  displayName: 'ApiWebhookTest',
});

export const ApiWorkflow = createComponent({
  react: React,
  tagName: 'api-workflow',
  elementClass: ApiWorkflowElement,
  events: {},
  displayName: 'ApiWorkflow',
});

export const DocsConfig = createComponent({
  react: React,
  tagName: 'docs-config',
  elementClass: DocsConfigElement,
  events: { onApiConfigLoad: 'api-config-load', onApiSpecError: 'api-spec-error' },
  displayName: 'DocsConfig',
});

export const ParamField = createComponent({
  react: React,
  tagName: 'param-field',
  elementClass: ParamFieldElement,
  events: { onApiAnchorCopy: 'api-anchor-copy' },
  displayName: 'ParamField',
});

export const ResponseField = createComponent({
  react: React,
  tagName: 'response-field',
  elementClass: ResponseFieldElement,
  events: { onApiAnchorCopy: 'api-anchor-copy' },
  displayName: 'ResponseField',
});
