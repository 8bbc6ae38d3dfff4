// Generated from custom-elements.json by `npm run gen:types`; do not edit by hand.
// What each tag accepts, shared by the framework types beside this file.
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

/** Writable properties of `<api-channel>`, by property name. */
export interface ApiChannelProperties {
  /** The channel: its id (the key under `channels`) or its address (`rooms/{roomId}`, a leading slash tolerated). */
  channel?: ApiChannelElement['channel'];
  /** Markdown that replaces the channel's description, under the title (MDX pages take it from their frontmatter `description`). */
  description?: ApiChannelElement['description'];
  /** With `playground="auth"`: the reader groups that see the playground (space- or comma-separated). */
  groups?: ApiChannelElement['groups'];
  /** A heading that replaces the channel title. */
  heading?: ApiChannelElement['heading'];
  /** The page's playground mode (`interactive`, `simple`, `none`, `auth`), over `api.playground.display`. */
  playground?: ApiChannelElement['playground'];
  /** `panel` (default): "Try it" opens the playground in a dialog. `inline`: the form in the page, under the servers. */
  playgroundLayout?: ApiChannelElement['playgroundLayout'];
  /** Id of the server chosen first (default: the first `ws`/`wss` server of the channel). */
  server?: ApiChannelElement['server'];
  /** URL of an AsyncAPI 2.x or 3.x document (JSON or YAML), relative to the page. */
  spec?: ApiChannelElement['spec'];
  /** Subprotocols the playground offers before any credential (space-separated), e.g. `chat.v1`. */
  subprotocols?: ApiChannelElement['subprotocols'];
  /** `light`, `dark`, or `auto` (follows the reader's colour scheme; the default when absent). */
  theme?: ApiChannelElement['theme'];
  /** The signed-in reader (`{ groups }`) or `null`; used when no site shell provides one through context. */
  user?: ApiChannelElement['user'];
}
/** Attributes of `<api-channel>` whose name is not their property's. */
export interface ApiChannelAttributes {
  /** `panel` (default): "Try it" opens the playground in a dialog. `inline`: the form in the page, under the servers. */
  'playground-layout'?: ApiChannelElement['playgroundLayout'];
}
/** The `api-*` events `<api-channel>` fires, by event name. */
export interface ApiChannelEvents {
  /** The spec or the channel could not be used; `diagnostics` say what and where. */
  'api-spec-error': ApiSpecErrorEvent;
  /** The element loaded its `spec`. */
  'api-spec-load': ApiSpecLoadEvent;
}

/** Writable properties of `<api-channel-playground>`, by property name. */
export interface ApiChannelPlaygroundProperties {
  /** The channel to connect to. */
  channel?: ApiChannelPlaygroundElement['channel'];
  /** `stack` (default): one column. `panel` (how `<api-channel>`'s "Try it" panel shows it): flat sections, the connection on one side and the composer and the live log on the other when there is room. */
  layout?: ApiChannelPlaygroundElement['layout'];
  /** Ways to authenticate (any one of them). */
  requirements?: ApiChannelPlaygroundElement['requirements'];
  /** Expands circular schema markers. */
  resolver?: ApiChannelPlaygroundElement['resolver'];
  /** The server chosen on the page (only `ws` / `wss` servers can be used). */
  server?: ApiChannelPlaygroundElement['server'];
  /** Subprotocols to offer before any credential, space-separated. */
  subprotocols?: ApiChannelPlaygroundElement['subprotocols'];
}
/** Attributes of `<api-channel-playground>` whose name is not their property's. */
export type ApiChannelPlaygroundAttributes = Record<never, never>;
/** The `api-*` events `<api-channel-playground>` fires, by event name. */
export type ApiChannelPlaygroundEvents = Record<never, never>;

/** Writable properties of `<api-docs>`, by property name. */
export interface ApiDocsProperties {
  /** The path the site is served under (`/docs`). Default: the host page's path (without a page slug at its end). */
  base?: ApiDocsElement['base'];
  /** A docs.json already in memory; wins over `src` (which then names it and is the base for its paths). */
  config?: ApiDocsElement['config'];
  /** URL of the site manifest that `docs dev` serves and `docs build` writes (`_site/manifest.json` beside docs.json): the site is read from it and a page's content fetched only when the page is shown. Without it the site is assembled from docs.json and every file it names. */
  manifest?: ApiDocsElement['manifest'];
  /** `history` (clean URLs under `base`; the server must serve the host page for them) or `hash` (`#/<page>`). */
  routing?: ApiDocsElement['routing'];
  /** For `docs build` only (its server renderer sets it): the site and the page to draw on the server, so the built page holds its whole frame. Never set in a browser. */
  serverPage?: ApiDocsElement['serverPage'];
  /** Shows the problems panel (docs.json, specs and pages' errors and warnings) above the page: for an author previewing a site without the CLI. Off by default, as readers have no use for it: `api-spec-error` and `diagnostics` carry the findings either way, and a docs.json that cannot be loaded at all always shows its error. */
  showDiagnostics?: ApiDocsElement['showDiagnostics'];
  /** URL of docs.json, relative to the page. Paths inside it are relative to it. */
  src?: ApiDocsElement['src'];
  /** `light`, `dark` or `auto` (follows the reader's colour scheme; the default). */
  theme?: ApiDocsElement['theme'];
  /** The reader: `{ groups: [...] }` when signed in, `null` when anonymous; unset, docs.json `auth.userUrl` decides. */
  user?: ApiDocsElement['user'];
}
/** Attributes of `<api-docs>` whose name is not their property's. */
export interface ApiDocsAttributes {
  /** Shows the problems panel (docs.json, specs and pages' errors and warnings) above the page: for an author previewing a site without the CLI. Off by default, as readers have no use for it: `api-spec-error` and `diagnostics` carry the findings either way, and a docs.json that cannot be loaded at all always shows its error. */
  'show-diagnostics'?: ApiDocsElement['showDiagnostics'];
}
/** The `api-*` events `<api-docs>` fires, by event name. */
export interface ApiDocsEvents {
  /** Another page is shown (link, back/forward, first load). */
  'api-navigate': ApiNavigateEvent;
  /** docs.json, a spec or a page has problems; `diagnostics` lists the errors and warnings with their places. */
  'api-spec-error': ApiSpecErrorEvent;
}

/** Writable properties of `<api-endpoint>`, by property name. */
export interface ApiEndpointProperties {
  /** MDX style: `METHOD /path` (appended to `server`) or `METHOD https://host/path` (server ignored). */
  api?: ApiEndpointElement['api'];
  /** The page's `authMethod` (`bearer`, `basic`, `key`, `none`), over the spec's security and `api.mdx.auth`. */
  authMethod?: ApiEndpointElement['authMethod'];
  /** Markdown that replaces the operation's description, under the title (MDX pages take it from their frontmatter `description`). */
  description?: ApiEndpointElement['description'];
  /** With `playground="auth"`: the reader groups that see the playground (space- or comma-separated). */
  groups?: ApiEndpointElement['groups'];
  /** A heading that replaces the summary (MDX pages take it from their frontmatter `title`). */
  heading?: ApiEndpointElement['heading'];
  /** Skips the background validation of the spec and its note: for a site whose author already saw the findings in `docs validate` or `docs dev` (a page served from a site manifest). Readers never need them. */
  noValidation?: ApiEndpointElement['noValidation'];
  /** The operation to show: `METHOD /path`, `WEBHOOK name`, or an operationId. */
  operation?: ApiEndpointElement['operation'];
  /** The page's playground mode (`interactive`, `simple`, `none`, `auth`), over `api.playground.display`. */
  playground?: ApiEndpointElement['playground'];
  /** `panel` (default): "Try it" opens the playground in a dialog. `inline`: the form in the page, one column. */
  playgroundLayout?: ApiEndpointElement['playgroundLayout'];
  /** The operation already cut out of its spec (a page pre-rendered by `docs build`): shown at once, with no spec fetched. A `<script type="application/json" data-operation-slice>` child sets it when the element connects. */
  prerendered?: ApiEndpointElement['prerendered'];
  /** Base URL for an MDX-style relative path (default: every `api.mdx.server` from `<docs-config>` or `<api-docs>`, offered in the playground's server picker, the first shown in the header); for a spec, overrides its servers in the full URL. */
  server?: ApiEndpointElement['server'];
  /** URL of an OpenAPI document (JSON or YAML), relative to the page. Wins over a spec provided by context. */
  spec?: ApiEndpointElement['spec'];
  /** `light`, `dark`, or `auto` (follows the reader's colour scheme; the default when absent). */
  theme?: ApiEndpointElement['theme'];
  /** `full`: show the server URL and path in the header (also set by `api.playground.url: "full"`). */
  url?: ApiEndpointElement['url'];
  /** The signed-in reader (`{ groups }`) or `null`; used when no site shell provides one through context. */
  user?: ApiEndpointElement['user'];
}
/** Attributes of `<api-endpoint>` whose name is not their property's. */
export interface ApiEndpointAttributes {
  /** The page's `authMethod` (`bearer`, `basic`, `key`, `none`), over the spec's security and `api.mdx.auth`. */
  'auth-method'?: ApiEndpointElement['authMethod'];
  /** Skips the background validation of the spec and its note: for a site whose author already saw the findings in `docs validate` or `docs dev` (a page served from a site manifest). Readers never need them. */
  'no-validation'?: ApiEndpointElement['noValidation'];
  /** `panel` (default): "Try it" opens the playground in a dialog. `inline`: the form in the page, one column. */
  'playground-layout'?: ApiEndpointElement['playgroundLayout'];
}
/** The `api-*` events `<api-endpoint>` fires, by event name. */
export interface ApiEndpointEvents {
  /** The spec, the operation or the `api` attribute could not be used; `diagnostics` say what and where. */
  'api-spec-error': ApiSpecErrorEvent;
  /** The element loaded its own `spec`. */
  'api-spec-load': ApiSpecLoadEvent;
}

/** Writable properties of `<api-playground>`, by property name. */
export interface ApiPlaygroundProperties {
  /** The page's `authMethod` (`bearer`, `basic`, `key`, `none`), over the spec's security and `api.mdx.auth`. */
  authMethod?: ApiPlaygroundElement['authMethod'];
  /** Resolves relative server URLs (default: the spec's URL, else the page). */
  baseUrl?: ApiPlaygroundElement['baseUrl'];
  /** `stack` (default): one column, the request slot under the response. `panel`: inputs left, request and response right. */
  layout?: ApiPlaygroundElement['layout'];
  /** `METHOD /path` or an operationId (with a spec), or a resolved operation object (property). */
  operation?: ApiPlaygroundElement['operation'];
  /** A base URL that is offered first (the endpoint's `server`, an MDX page's server). */
  server?: ApiPlaygroundElement['server'];
  /** The `api` settings of docs.json; by default from `<docs-config>` through context. */
  settings?: ApiPlaygroundElement['settings'];
  /** URL of an OpenAPI document, when used alone (else the spec from context). */
  spec?: ApiPlaygroundElement['spec'];
  /** Milliseconds before a request is given up. */
  timeout?: ApiPlaygroundElement['timeout'];
}
/** Attributes of `<api-playground>` whose name is not their property's. */
export interface ApiPlaygroundAttributes {
  /** The page's `authMethod` (`bearer`, `basic`, `key`, `none`), over the spec's security and `api.mdx.auth`. */
  'auth-method'?: ApiPlaygroundElement['authMethod'];
  /** Resolves relative server URLs (default: the spec's URL, else the page). */
  'base-url'?: ApiPlaygroundElement['baseUrl'];
}
/** The `api-*` events `<api-playground>` fires, by event name. */
export interface ApiPlaygroundEvents {
  /** The link to a parameter was copied (`anchor`, `url`). */
  'api-anchor-copy': ApiAnchorCopyEvent;
  /** The inputs changed (the shape `buildRequest` takes). */
  'api-inputs-change': ApiInputsChangeEvent;
  /** Before sending; cancelable, and `headers` may be changed. */
  'api-request-send': ApiRequestSendEvent;
  /** The response headers arrived. */
  'api-response': ApiResponseEvent;
  /** The response was checked against the spec (its status, media type, required headers and body schema; a stream's items against `itemSchema` once it ended): `check`, `items`, `ok`. */
  'api-response-check': ApiResponseCheckEvent;
}

/** Writable properties of `<api-playground-panel>`, by property name. */
export interface ApiPlaygroundPanelProperties {
  /** The panel's accessible name (`Try GET /pets`). */
  label?: ApiPlaygroundPanelElement['label'];
}
/** Attributes of `<api-playground-panel>` whose name is not their property's. */
export type ApiPlaygroundPanelAttributes = Record<never, never>;
/** The `api-*` events `<api-playground-panel>` fires, by event name. */
export type ApiPlaygroundPanelEvents = Record<never, never>;

/** Writable properties of `<api-response>`, by property name. */
export interface ApiResponseProperties {
  /** A body to show without a Response (with `content-type`). */
  body?: ApiResponseElement['body'];
  /** The media type of `body` (a Response brings its own). */
  contentType?: ApiResponseElement['contentType'];
  /** Text longer than this many characters is cut for display, with a "Show all" button. */
  displayLimit?: ApiResponseElement['displayLimit'];
  /** The download name for a binary `body` (a Response's `Content-Disposition` wins). */
  filename?: ApiResponseElement['filename'];
  /** Checks each event or line of a stream as it arrives (set before `response`). */
  itemCheck?: ApiResponseElement['itemCheck'];
  /** A fetch Response; its body is read once, as soon as it is set. */
  response?: ApiResponseElement['response'];
  /** Bytes of the body read so far. */
  size?: ApiResponseElement['size'];
}
/** Attributes of `<api-response>` whose name is not their property's. */
export interface ApiResponseAttributes {
  /** The media type of `body` (a Response brings its own). */
  'content-type'?: ApiResponseElement['contentType'];
  /** Text longer than this many characters is cut for display, with a "Show all" button. */
  'display-limit'?: ApiResponseElement['displayLimit'];
}
/** The `api-*` events `<api-response>` fires, by event name. */
export type ApiResponseEvents = Record<never, never>;

/** Writable properties of `<api-schema>`, by property name. */
export interface ApiSchemaProperties {
  /** The schema's name under `components.schemas`. */
  schema?: ApiSchemaElement['schema'];
  /** URL of the OpenAPI document. */
  spec?: ApiSchemaElement['spec'];
  /** `light` or `dark` fixes the colours; `auto` follows the reader's `prefers-color-scheme`. Unset: the page's tokens. */
  theme?: ApiSchemaElement['theme'];
}
/** Attributes of `<api-schema>` whose name is not their property's. */
export type ApiSchemaAttributes = Record<never, never>;
/** The `api-*` events `<api-schema>` fires, by event name. */
export type ApiSchemaEvents = Record<never, never>;

/** Writable properties of `<api-snippets>`, by property name. */
export interface ApiSnippetsProperties {
  /** The page's `authMethod` (`bearer`, `basic`, `key`, `none`), over the spec's security and `api.mdx.auth`, as for `<api-playground>`. */
  authMethod?: ApiSnippetsElement['authMethod'];
  /** Resolves a relative server URL (default: the page's URL). */
  baseUrl?: ApiSnippetsElement['baseUrl'];
  /** `required`: only required parameters and body fields; `all`: every one with a value or example. */
  defaults?: ApiSnippetsElement['defaults'];
  /** The playground's inputs (the shape `buildRequest` takes); undefined before the reader types. */
  inputs?: ApiSnippetsElement['inputs'];
  /** Languages in tab order, comma-separated (`curl, py, go`); overrides `api.examples.languages`. */
  languages?: ApiSnippetsElement['languages'];
  /** The operation: a resolved operation object, or (as an attribute) `METHOD /path` or an operationId in `spec`. */
  operation?: ApiSnippetsElement['operation'];
  /** How the languages are picked: `tabs` (a row of tabs, the default) or `menu` (a compact button and listbox). */
  picker?: ApiSnippetsElement['picker'];
  /** Show typed credentials unmasked (and copy them so). The reader toggles it with "Show credentials". */
  revealSecrets?: ApiSnippetsElement['revealSecrets'];
  /** A server URL to use instead of the operation's first server. */
  server?: ApiSnippetsElement['server'];
  /** URL of an OpenAPI document, for standalone use with an `operation` reference. */
  spec?: ApiSnippetsElement['spec'];
  /** `light`, `dark`, or `auto`. */
  theme?: ApiSnippetsElement['theme'];
}
/** Attributes of `<api-snippets>` whose name is not their property's. */
export interface ApiSnippetsAttributes {
  /** The page's `authMethod` (`bearer`, `basic`, `key`, `none`), over the spec's security and `api.mdx.auth`, as for `<api-playground>`. */
  'auth-method'?: ApiSnippetsElement['authMethod'];
  /** Resolves a relative server URL (default: the page's URL). */
  'base-url'?: ApiSnippetsElement['baseUrl'];
  /** Show typed credentials unmasked (and copy them so). The reader toggles it with "Show credentials". */
  'reveal-secrets'?: ApiSnippetsElement['revealSecrets'];
}
/** The `api-*` events `<api-snippets>` fires, by event name. */
export interface ApiSnippetsEvents {
  /** A snippet was copied; `language` is the tab, `secret` whether it held a typed credential. */
  'api-snippet-copy': ApiSnippetCopyEvent;
  /** The spec or the named operation could not be used. */
  'api-spec-error': ApiSpecErrorEvent;
  /** The element loaded its own `spec`. */
  'api-spec-load': ApiSpecLoadEvent;
}

/** Writable properties of `<api-webhook-test>`, by property name. */
export interface ApiWebhookTestProperties {
  /** The webhook: its operationId or `WEBHOOK name` (with a spec), or a resolved operation object (property). */
  operation?: ApiWebhookTestElement['operation'];
  /** The receiver URL to start with (the reader may change it). */
  receiver?: ApiWebhookTestElement['receiver'];
  /** URL of an OpenAPI document, when used alone (else the spec from context). */
  spec?: ApiWebhookTestElement['spec'];
  /** Milliseconds before the receiver is given up. */
  timeout?: ApiWebhookTestElement['timeout'];
}
/** Attributes of `<api-webhook-test>` whose name is not their property's. */
export type ApiWebhookTestAttributes = Record<never, never>;
/** The `api-*` events `<api-webhook-test>` fires, by event name. */
export interface ApiWebhookTestEvents {
  /** The event was sent: `detail` is `{ url, method, status }` (`status` 0 when it failed). */
  'api-webhook-test-send': CustomEvent;
}

/** Writable properties of `<api-workflow>`, by property name. */
export interface ApiWorkflowProperties {
  /** The href of an operation's page, when the host has one (a site links each step to it). */
  operationHref?: ApiWorkflowElement['operationHref'];
  /** The server to send to, first in the picker (default: the source's own servers). */
  server?: ApiWorkflowElement['server'];
  /** URL of the Arazzo document. */
  src?: ApiWorkflowElement['src'];
  /** Milliseconds before a step's request is given up. */
  timeout?: ApiWorkflowElement['timeout'];
  /** The workflowId to show (default: the document's first). */
  workflow?: ApiWorkflowElement['workflow'];
}
/** Attributes of `<api-workflow>` whose name is not their property's. */
export type ApiWorkflowAttributes = Record<never, never>;
/** The `api-*` events `<api-workflow>` fires, by event name. */
export type ApiWorkflowEvents = Record<never, never>;

/** Writable properties of `<docs-config>`, by property name. */
export interface DocsConfigProperties {
  /** A docs.json already in memory; wins over `src` (which then only names it in diagnostics). */
  config?: DocsConfigElement['config'];
  /** URL of a docs.json, relative to the page. */
  src?: DocsConfigElement['src'];
  /** `light`, `dark` or `auto`: sets the `--api-*` tokens for everything inside. */
  theme?: DocsConfigElement['theme'];
}
/** Attributes of `<docs-config>` whose name is not their property's. */
export type DocsConfigAttributes = Record<never, never>;
/** The `api-*` events `<docs-config>` fires, by event name. */
export interface DocsConfigEvents {
  /** The settings were read (possibly with warnings) and are now provided. */
  'api-config-load': ApiConfigLoadEvent;
  /** docs.json could not be fetched or parsed; `diagnostics` say what and where. */
  'api-spec-error': ApiSpecErrorEvent;
}

/** Writable properties of `<param-field>`, by property name. */
export interface ParamFieldProperties {
  /** The anchor path of the parent field (`user.address`); nested light-DOM fields derive it themselves. */
  anchorParent?: ParamFieldElement['anchorParent'];
  /** A body field's name. */
  body?: ParamFieldElement['body'];
  /** A cookie's name. */
  cookie?: ParamFieldElement['cookie'];
  /** The default value, as text; defaults to the schema's `default`. */
  default?: ParamFieldElement['default'];
  /** Marks the field as deprecated (a deprecated schema does too). */
  deprecated?: ParamFieldElement['deprecated'];
  /** Whether the child attributes are shown. */
  expanded?: ParamFieldElement['expanded'];
  /** A header's name. */
  header?: ParamFieldElement['header'];
  /** A path parameter's name. Exactly one of `path`, `query`, `header`, `cookie`, `body` names the field and its location. */
  path?: ParamFieldElement['path'];
  /** An example input shown to readers (e.g. `Bearer <token>`). */
  placeholder?: ParamFieldElement['placeholder'];
  /** Labels after the name, written as `pre` is. */
  post?: ParamFieldElement['post'];
  /** Labels before the name, as a JSON list of texts (`pre='["beta"]'`) or one text. */
  pre?: ParamFieldElement['pre'];
  /** A query parameter's name. */
  query?: ParamFieldElement['query'];
  /** Marks the field as required. */
  required?: ParamFieldElement['required'];
  /** Expands a `$ref` marker (a circular reference) one level, e.g. `(ref) => spec.resolveSchemaRef(ref)`. */
  resolver?: ParamFieldElement['resolver'];
  /** The field's JSON Schema: type, facts and child attributes come from it. */
  schema?: ParamFieldElement['schema'];
  /** `light`, `dark` or `auto` pins this field's tokens; absent follows the page's `--api-*` tokens. */
  theme?: ParamFieldElement['theme'];
  /** The type shown next to the name; defaults to one computed from `schema`. */
  type?: ParamFieldElement['type'];
}
/** Attributes of `<param-field>` whose name is not their property's. */
export interface ParamFieldAttributes {
  /** The anchor path of the parent field (`user.address`); nested light-DOM fields derive it themselves. */
  'anchor-parent'?: ParamFieldElement['anchorParent'];
}
/** The `api-*` events `<param-field>` fires, by event name. */
export interface ParamFieldEvents {
  /** The link to this field was copied (`anchor`, `url`). */
  'api-anchor-copy': ApiAnchorCopyEvent;
}

/** Writable properties of `<response-field>`, by property name. */
export interface ResponseFieldProperties {
  /** The anchor path of the parent field (`user.address`); nested light-DOM fields derive it themselves. */
  anchorParent?: ResponseFieldElement['anchorParent'];
  /** The default value, as text; defaults to the schema's `default`. */
  default?: ResponseFieldElement['default'];
  /** Marks the field as deprecated (a deprecated schema does too). */
  deprecated?: ResponseFieldElement['deprecated'];
  /** Whether the child attributes are shown. */
  expanded?: ResponseFieldElement['expanded'];
  /** The field's name. */
  name?: ResponseFieldElement['name'];
  /** Labels after the name, written as `pre` is. */
  post?: ResponseFieldElement['post'];
  /** Labels before the name, as a JSON list of texts (`pre='["beta"]'`) or one text. */
  pre?: ResponseFieldElement['pre'];
  /** Marks the field as required. */
  required?: ResponseFieldElement['required'];
  /** Expands a `$ref` marker (a circular reference) one level, e.g. `(ref) => spec.resolveSchemaRef(ref)`. */
  resolver?: ResponseFieldElement['resolver'];
  /** The field's JSON Schema: type, facts and child attributes come from it. */
  schema?: ResponseFieldElement['schema'];
  /** `light`, `dark` or `auto` pins this field's tokens; absent follows the page's `--api-*` tokens. */
  theme?: ResponseFieldElement['theme'];
  /** The type shown next to the name; defaults to one computed from `schema`. */
  type?: ResponseFieldElement['type'];
}
/** Attributes of `<response-field>` whose name is not their property's. */
export interface ResponseFieldAttributes {
  /** The anchor path of the parent field (`user.address`); nested light-DOM fields derive it themselves. */
  'anchor-parent'?: ResponseFieldElement['anchorParent'];
}
/** The `api-*` events `<response-field>` fires, by event name. */
export interface ResponseFieldEvents {
  /** The link to this field was copied (`anchor`, `url`). */
  'api-anchor-copy': ApiAnchorCopyEvent;
}
