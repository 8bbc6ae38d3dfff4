// Generated from custom-elements.json by `npm run gen:types`; do not edit by hand.
// React 19: the components this module exports (`<ApiEndpoint onApiSpecLoad={…}>`, made with @lit/react),
// and the raw tags in JSX (`<api-endpoint onapi-spec-load={…}>`: React 19 listens to `on<event name>`).
import './globals.js';
import type * as React from 'react';
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

type Html<E extends HTMLElement, Own> = Omit<React.HTMLAttributes<E>, keyof Own> & Own & React.RefAttributes<E>;

/** Event props of the `ApiChannel` component. */
export interface ApiChannelEventProps {
  /** The spec or the channel could not be used; `diagnostics` say what and where. */
  onApiSpecError?: (event: ApiSpecErrorEvent) => void;
  /** The element loaded its `spec`. */
  onApiSpecLoad?: (event: ApiSpecLoadEvent) => void;
}
/** Event props of the raw `<api-channel>` tag. */
export interface ApiChannelTagEventProps {
  /** The spec or the channel could not be used; `diagnostics` say what and where. */
  'onapi-spec-error'?: (event: ApiSpecErrorEvent) => void;
  /** The element loaded its `spec`. */
  'onapi-spec-load'?: (event: ApiSpecLoadEvent) => void;
}
export type ApiChannelProps = Html<
  ApiChannelElement,
  ApiChannelProperties & ApiChannelAttributes & ApiChannelEventProps
>;
/** One WebSocket channel reference page from an AsyncAPI 2.x or 3.x document: address and parameters, a server picker, the messages the client sends and those it receives (payload and headers through `<param-field>` / `<response-field>`, with anchors and examples), and a live WebSocket playground. The playground connects to the chosen `ws`/`wss` server and the channel address, with the parameters and the binding's query filled in. Credentials follow the security scheme: an API key `in: query` is added to the URL. Browsers cannot set headers on a WebSocket handshake, so header credentials travel in `Sec-WebSocket-Protocol` instead: the element offers the `subprotocols` (if any), then each credential as one more subprotocol value — a bearer (or OAuth2/OpenID) token as is, a header API key as is, and basic credentials as `base64url(user:password)` without padding. The server must answer with one of the offered values (usually the first) and read the credential from the list. Values that are not valid HTTP tokens (spaces, `/`, `=`…) cannot travel this way and are reported before connecting. Cookie keys and broker schemes (`userPassword`, `X509`, …) are not sent. The page reads like an endpoint page: the reference on the left and, from about 1000 px of the element's width, the message examples on the right (sticky); "Try it" in the header opens the playground in the same modal panel as an endpoint's (full screen on a phone), kept while closed so the connection, inputs and log stay; `playground-layout="inline"` keeps the form in the page instead. `await el.updateComplete` resolves once the spec is loaded and the channel rendered (or failed). */
export declare const ApiChannel: React.ForwardRefExoticComponent<ApiChannelProps>;

/** Event props of the `ApiChannelPlayground` component. */
export type ApiChannelPlaygroundEventProps = Record<never, never>;
/** Event props of the raw `<api-channel-playground>` tag. */
export type ApiChannelPlaygroundTagEventProps = Record<never, never>;
export type ApiChannelPlaygroundProps = Html<
  ApiChannelPlaygroundElement,
  ApiChannelPlaygroundProperties & ApiChannelPlaygroundAttributes & ApiChannelPlaygroundEventProps
>;
/** The WebSocket playground of a channel page (loaded on demand by `<api-channel>`): connect to the chosen server and channel address, compose and send messages, and follow every frame in a live log. `layout="panel"` lays it out for the "Try it" panel: the connection beside the composer and the log. */
export declare const ApiChannelPlayground: React.ForwardRefExoticComponent<ApiChannelPlaygroundProps>;

/** Event props of the `ApiDocs` component. */
export interface ApiDocsEventProps {
  /** Another page is shown (link, back/forward, first load). */
  onApiNavigate?: (event: ApiNavigateEvent) => void;
  /** docs.json, a spec or a page has problems; `diagnostics` lists the errors and warnings with their places. */
  onApiSpecError?: (event: ApiSpecErrorEvent) => void;
}
/** Event props of the raw `<api-docs>` tag. */
export interface ApiDocsTagEventProps {
  /** Another page is shown (link, back/forward, first load). */
  'onapi-navigate'?: (event: ApiNavigateEvent) => void;
  /** docs.json, a spec or a page has problems; `diagnostics` lists the errors and warnings with their places. */
  'onapi-spec-error'?: (event: ApiSpecErrorEvent) => void;
}
export type ApiDocsProps = Html<ApiDocsElement, ApiDocsProperties & ApiDocsAttributes & ApiDocsEventProps>;
/** A whole documentation site from one docs.json, framed as the best hosted docs are: a sticky top bar (logo and name, search field, `navbar` links and button, a light/dark/system toggle remembered across visits), the tabs as a row under it, a sidebar of groups that scrolls on its own (a drawer on phones), "On this page" beside guide pages, previous/next cards, the docs.json `footer` and `banner`; `theme` picks the look (mint, maple, linden) and `colors` the accent ramp. A page per MDX file and per operation, a quick filter (`/` or Ctrl/Cmd+K), History API routing under `base` (or `routing="hash"`). Every problem found in docs.json, the specs and the pages is reported with its place through `api-spec-error` and `diagnostics` (for the author: `docs validate`, the `docs dev` overlay, the build log); readers see a page rendered as far as it can be, and a problems panel only when the host sets `show-diagnostics`. Provides the `api` settings and the reader to every element inside it. Right to left for Arabic, Hebrew and the like: the frame and its pages mirror (sidebar at the right, "On this page" at the left, the drawer from the right edge) in the direction of the page's docs.json navigation language, else of the element's `lang`, else of the host page (`<html dir>`); a `dir` on the element wins over a language. Code, paths, URLs and field names stay left to right. `await el.updateComplete` resolves once the site is loaded and the current page rendered. */
export declare const ApiDocs: React.ForwardRefExoticComponent<ApiDocsProps>;

/** Event props of the `ApiEndpoint` component. */
export interface ApiEndpointEventProps {
  /** The spec, the operation or the `api` attribute could not be used; `diagnostics` say what and where. */
  onApiSpecError?: (event: ApiSpecErrorEvent) => void;
  /** The element loaded its own `spec`. */
  onApiSpecLoad?: (event: ApiSpecLoadEvent) => void;
}
/** Event props of the raw `<api-endpoint>` tag. */
export interface ApiEndpointTagEventProps {
  /** The spec, the operation or the `api` attribute could not be used; `diagnostics` say what and where. */
  'onapi-spec-error'?: (event: ApiSpecErrorEvent) => void;
  /** The element loaded its own `spec`. */
  'onapi-spec-load'?: (event: ApiSpecLoadEvent) => void;
}
export type ApiEndpointProps = Html<
  ApiEndpointElement,
  ApiEndpointProperties & ApiEndpointAttributes & ApiEndpointEventProps
>;
/** One endpoint reference page: method, path, description, parameters, request body and responses, from an OpenAPI operation (`spec` + `operation`, or a spec provided by `<api-docs>`) or, MDX style, from `api="POST /users"` and `<param-field>` / `<response-field>` children. Laid out as the best hosted references are: a header line (method, path with its `{params}` marked, copy, and a primary "Try it" button; then the title), then the reference on the left and, from 1000 px of the element's own width (a container query, not the viewport), a sticky column on the right with the request example (`<api-snippets>`) and the response examples (one tab per status code). Narrower, that column sits under the header. The column sticks below `--api-sticky-top` (the site frame sets it to its top bar's height). "Try it" opens the playground in a modal panel (full screen on a phone): the inputs on one side, the live request and the response on the other; Escape or Close returns to the button, and the inputs, credentials and last response stay for the next opening. The playground's code is fetched only when "Try it" comes on screen, is hovered or focused. `playground-layout="inline"` keeps the form in the page under the header instead (one column, snippets under the form), for hosts that want it. `await el.updateComplete` resolves once the spec is loaded and the operation rendered (or failed). */
export declare const ApiEndpoint: React.ForwardRefExoticComponent<ApiEndpointProps>;

/** Event props of the `ApiPlayground` component. */
export interface ApiPlaygroundEventProps {
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
/** Event props of the raw `<api-playground>` tag. */
export interface ApiPlaygroundTagEventProps {
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
export type ApiPlaygroundProps = Html<
  ApiPlaygroundElement,
  ApiPlaygroundProperties & ApiPlaygroundAttributes & ApiPlaygroundEventProps
>;
/** Try an endpoint: pick a server, fill parameters, body and credentials, send the request to the real API and read the response. Inside `<api-endpoint>` (which passes `.operation`), or alone with `spec` and `operation`. Requests are built by the core's `buildRequest`, the same description the snippets print. `layout="panel"` (how `<api-endpoint>`'s "Try it" panel shows it) puts the inputs on one side and, from 760 px of its own width, the live request (the `request` slot) and the response on the other. */
export declare const ApiPlayground: React.ForwardRefExoticComponent<ApiPlaygroundProps>;

/** Event props of the `ApiPlaygroundPanel` component. */
export type ApiPlaygroundPanelEventProps = Record<never, never>;
/** Event props of the raw `<api-playground-panel>` tag. */
export type ApiPlaygroundPanelTagEventProps = Record<never, never>;
export type ApiPlaygroundPanelProps = Html<
  ApiPlaygroundPanelElement,
  ApiPlaygroundPanelProperties & ApiPlaygroundPanelAttributes & ApiPlaygroundPanelEventProps
>;
/** The "Try it" panel of `<api-endpoint>`: a modal dialog (full screen on a phone) around the playground, which stays in the page while the panel is closed, so its inputs and last response are there at the next opening. Escape or Close closes it; the host returns focus to the button that opened it. */
export declare const ApiPlaygroundPanel: React.ForwardRefExoticComponent<ApiPlaygroundPanelProps>;

/** Event props of the `ApiResponse` component. */
export type ApiResponseEventProps = Record<never, never>;
/** Event props of the raw `<api-response>` tag. */
export type ApiResponseTagEventProps = Record<never, never>;
export type ApiResponseProps = Html<
  ApiResponseElement,
  ApiResponseProperties & ApiResponseAttributes & ApiResponseEventProps
>;
/** A response body shown by its media type (spec section 2.8): images inline, audio and video in players (from blob URLs, revoked when replaced), JSON pretty-printed and highlighted, text, XML and HTML as highlighted code (HTML is never rendered), other bytes as a download named from `Content-Disposition`. `text/event-stream` is shown event by event and `application/x-ndjson` line by line as they stream, with a live count, Pause and Clear; given an `itemCheck` (the playground passes one built from OpenAPI 3.2's `itemSchema`), each item is checked as it arrives and a mismatch is marked on it. Long text is cut at `display-limit` characters with a "Show all" button. Give it a fetch `Response` (`.response`, whose body it reads) or a `Blob` (`.body`) with `content-type`. */
export declare const ApiResponse: React.ForwardRefExoticComponent<ApiResponseProps>;

/** Event props of the `ApiSchema` component. */
export type ApiSchemaEventProps = Record<never, never>;
/** Event props of the raw `<api-schema>` tag. */
export type ApiSchemaTagEventProps = Record<never, never>;
export type ApiSchemaProps = Html<ApiSchemaElement, ApiSchemaProperties & ApiSchemaAttributes & ApiSchemaEventProps>;
/** A schema reference from an OpenAPI file. */
export declare const ApiSchema: React.ForwardRefExoticComponent<ApiSchemaProps>;

/** Event props of the `ApiSnippets` component. */
export interface ApiSnippetsEventProps {
  /** A snippet was copied; `language` is the tab, `secret` whether it held a typed credential. */
  onApiSnippetCopy?: (event: ApiSnippetCopyEvent) => void;
  /** The spec or the named operation could not be used. */
  onApiSpecError?: (event: ApiSpecErrorEvent) => void;
  /** The element loaded its own `spec`. */
  onApiSpecLoad?: (event: ApiSpecLoadEvent) => void;
}
/** Event props of the raw `<api-snippets>` tag. */
export interface ApiSnippetsTagEventProps {
  /** A snippet was copied; `language` is the tab, `secret` whether it held a typed credential. */
  'onapi-snippet-copy'?: (event: ApiSnippetCopyEvent) => void;
  /** The spec or the named operation could not be used. */
  'onapi-spec-error'?: (event: ApiSpecErrorEvent) => void;
  /** The element loaded its own `spec`. */
  'onapi-spec-load'?: (event: ApiSpecLoadEvent) => void;
}
export type ApiSnippetsProps = Html<
  ApiSnippetsElement,
  ApiSnippetsProperties & ApiSnippetsAttributes & ApiSnippetsEventProps
>;
/** Code samples for one operation, in the reader's languages: tabs (curl, Python, JavaScript by default, or `api.examples.languages` of docs.json, or the `languages` attribute) whose code is generated from the same request the playground sends, following `inputs` as the reader types. Until then it uses examples and credential placeholders (`<ACCESS_TOKEN>`, `<API_KEY>`, `<USERNAME>:<PASSWORD>`). A credential the reader typed is masked until they press "Show credentials". Hand-written `x-codeSamples` / `x-docs.codeSamples` replace generated tabs for their languages. The chosen language is shared by every `<api-snippets>` on the page and remembered for the next visit. Only the shown tab's grammar is loaded for highlighting. `picker="menu"` shows the languages as a compact menu instead of tabs: a button naming the shown language opens a listbox (arrows, Home/End, a letter to jump, Enter to choose, Escape back to the button). `<api-endpoint>` uses it in its request example column; `tabs` (the default) keeps the row. `await el.updateComplete` resolves once the operation is resolved and the shown tab highlighted. Given an operation object it draws its code in its first render, on the server too (`docs build` pre-renders it inside `<api-endpoint>`, as declarative shadow DOM). Shell and JSON are highlighted at once; other languages show plain text until their grammar is in. Over the server's markup, the first render draws what the server could know (the first language, a relative server URL left relative) so hydration adopts it; the reader's language and the page's origin follow in the next update. The server never has a credential: it draws the placeholders. */
export declare const ApiSnippets: React.ForwardRefExoticComponent<ApiSnippetsProps>;

/** Event props of the `ApiWebhookTest` component. */
export interface ApiWebhookTestEventProps {
  /** The event was sent: `detail` is `{ url, method, status }` (`status` 0 when it failed). */
  onApiWebhookTestSend?: (event: CustomEvent) => void;
}
/** Event props of the raw `<api-webhook-test>` tag. */
export interface ApiWebhookTestTagEventProps {
  /** The event was sent: `detail` is `{ url, method, status }` (`status` 0 when it failed). */
  'onapi-webhook-test-send'?: (event: CustomEvent) => void;
}
export type ApiWebhookTestProps = Html<
  ApiWebhookTestElement,
  ApiWebhookTestProperties & ApiWebhookTestAttributes & ApiWebhookTestEventProps
>;
/** "Send a test event" for a webhook: composes the payload from the webhook's example (else from its schema) and the headers it declares, lets the reader edit them and enter the URL of their own receiver, sends the event from the browser and shows what the receiver answered. `<api-endpoint>` shows it on a webhook page; alone, give `spec` and `operation` (the webhook's operationId or `WEBHOOK name`), or a resolved operation object. The event goes straight from the reader's browser to the receiver, never through the docs proxy: the proxy forwards only to servers the site declares, and a reader's receiver (often on localhost in development) is none of them. So the receiver must allow the docs site's origin (CORS, including the preflight for a JSON body); when it does not, the reason is explained and the same event is offered as a curl command. */
export declare const ApiWebhookTest: React.ForwardRefExoticComponent<ApiWebhookTestProps>;

/** Event props of the `ApiWorkflow` component. */
export type ApiWorkflowEventProps = Record<never, never>;
/** Event props of the raw `<api-workflow>` tag. */
export type ApiWorkflowTagEventProps = Record<never, never>;
export type ApiWorkflowProps = Html<
  ApiWorkflowElement,
  ApiWorkflowProperties & ApiWorkflowAttributes & ApiWorkflowEventProps
>;
/** One Arazzo workflow: its summary, an inputs form built from its inputs schema, its steps in order (each operation linked to its page, parameters with their runtime expressions, success criteria, actions, outputs), and "Run workflow", "Step", "Pause" and "Re-run from here", which send each step to the chosen server with the credentials typed in the playground for that origin, through the playground's sender, and show each step's request and response, criteria results and outputs. Responses and credentials stay in memory. */
export declare const ApiWorkflow: React.ForwardRefExoticComponent<ApiWorkflowProps>;

/** Event props of the `DocsConfig` component. */
export interface DocsConfigEventProps {
  /** The settings were read (possibly with warnings) and are now provided. */
  onApiConfigLoad?: (event: ApiConfigLoadEvent) => void;
  /** docs.json could not be fetched or parsed; `diagnostics` say what and where. */
  onApiSpecError?: (event: ApiSpecErrorEvent) => void;
}
/** Event props of the raw `<docs-config>` tag. */
export interface DocsConfigTagEventProps {
  /** The settings were read (possibly with warnings) and are now provided. */
  'onapi-config-load'?: (event: ApiConfigLoadEvent) => void;
  /** docs.json could not be fetched or parsed; `diagnostics` say what and where. */
  'onapi-spec-error'?: (event: ApiSpecErrorEvent) => void;
}
export type DocsConfigProps = Html<
  DocsConfigElement,
  DocsConfigProperties & DocsConfigAttributes & DocsConfigEventProps
>;
/** Shares one docs.json with the loose elements inside it, without any site chrome: it reads the `api` settings (`mdx.server`, `mdx.auth`, `playground.display`, `playground.url`, `examples`) and provides them through */
export declare const DocsConfig: React.ForwardRefExoticComponent<DocsConfigProps>;

/** Event props of the `ParamField` component. */
export interface ParamFieldEventProps {
  /** The link to this field was copied (`anchor`, `url`). */
  onApiAnchorCopy?: (event: ApiAnchorCopyEvent) => void;
}
/** Event props of the raw `<param-field>` tag. */
export interface ParamFieldTagEventProps {
  /** The link to this field was copied (`anchor`, `url`). */
  'onapi-anchor-copy'?: (event: ApiAnchorCopyEvent) => void;
}
export type ParamFieldProps = Html<
  ParamFieldElement,
  ParamFieldProperties & ParamFieldAttributes & ParamFieldEventProps
>;
/** A request parameter or body field with its schema and anchor link. */
export declare const ParamField: React.ForwardRefExoticComponent<ParamFieldProps>;

/** Event props of the `ResponseField` component. */
export interface ResponseFieldEventProps {
  /** The link to this field was copied (`anchor`, `url`). */
  onApiAnchorCopy?: (event: ApiAnchorCopyEvent) => void;
}
/** Event props of the raw `<response-field>` tag. */
export interface ResponseFieldTagEventProps {
  /** The link to this field was copied (`anchor`, `url`). */
  'onapi-anchor-copy'?: (event: ApiAnchorCopyEvent) => void;
}
export type ResponseFieldProps = Html<
  ResponseFieldElement,
  ResponseFieldProperties & ResponseFieldAttributes & ResponseFieldEventProps
>;
/** A response field with its schema and anchor link. */
export declare const ResponseField: React.ForwardRefExoticComponent<ResponseFieldProps>;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'api-channel': Html<ApiChannelElement, ApiChannelProperties & ApiChannelAttributes & ApiChannelTagEventProps>;
      'api-channel-playground': Html<
        ApiChannelPlaygroundElement,
        ApiChannelPlaygroundProperties & ApiChannelPlaygroundAttributes & ApiChannelPlaygroundTagEventProps
      >;
      'api-docs': Html<ApiDocsElement, ApiDocsProperties & ApiDocsAttributes & ApiDocsTagEventProps>;
      'api-endpoint': Html<
        ApiEndpointElement,
        ApiEndpointProperties & ApiEndpointAttributes & ApiEndpointTagEventProps
      >;
      'api-playground': Html<
        ApiPlaygroundElement,
        ApiPlaygroundProperties & ApiPlaygroundAttributes & ApiPlaygroundTagEventProps
      >;
      'api-playground-panel': Html<
        ApiPlaygroundPanelElement,
        ApiPlaygroundPanelProperties & ApiPlaygroundPanelAttributes & ApiPlaygroundPanelTagEventProps
      >;
      'api-response': Html<
        ApiResponseElement,
        ApiResponseProperties & ApiResponseAttributes & ApiResponseTagEventProps
      >;
      'api-schema': Html<ApiSchemaElement, ApiSchemaProperties & ApiSchemaAttributes & ApiSchemaTagEventProps>;
      'api-snippets': Html<
        ApiSnippetsElement,
        ApiSnippetsProperties & ApiSnippetsAttributes & ApiSnippetsTagEventProps
      >;
      'api-webhook-test': Html<
        ApiWebhookTestElement,
        ApiWebhookTestProperties & ApiWebhookTestAttributes & ApiWebhookTestTagEventProps
      >;
      'api-workflow': Html<
        ApiWorkflowElement,
        ApiWorkflowProperties & ApiWorkflowAttributes & ApiWorkflowTagEventProps
      >;
      'docs-config': Html<DocsConfigElement, DocsConfigProperties & DocsConfigAttributes & DocsConfigTagEventProps>;
      'param-field': Html<ParamFieldElement, ParamFieldProperties & ParamFieldAttributes & ParamFieldTagEventProps>;
      'response-field': Html<
        ResponseFieldElement,
        ResponseFieldProperties & ResponseFieldAttributes & ResponseFieldTagEventProps
      >;
    }
  }
}
