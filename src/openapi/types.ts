/**
 * The one OpenAPI model every element reads. Swagger 2.0 and OpenAPI 3.0 sources are upgraded to
 * this 3.1 shape; schemas are JSON Schema 2020-12 objects. Everything is read-only: the model is
 * shared by every element that names the same spec URL.
 */
import type { Diagnostic } from '../diagnostics.js';

/** The methods a path item names by key; `query` is new in OpenAPI 3.2. */
export type StandardMethod = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace' | 'query';
/**
 * A standard method (lower-cased), or a method from a 3.2 path item's `additionalOperations`, kept
 * exactly as written (`COPY`, `LINK`): HTTP methods are case-sensitive and it is sent as written.
 */
export type HttpMethod = StandardMethod | (string & Record<never, never>);
/** `querystring` (3.2): one parameter that is the whole query string, described by its `content`. */
export type ParameterLocation = 'path' | 'query' | 'querystring' | 'header' | 'cookie';
export type SourceVersion = '2.0' | '3.0' | '3.1' | '3.2';

/** A JSON Schema 2020-12 object after normalisation (3.0's `nullable`, `example`, boolean exclusive bounds are rewritten). */
export interface Schema {
  readonly type?: string | readonly string[];
  readonly format?: string;
  readonly title?: string;
  readonly description?: string;
  readonly default?: unknown;
  readonly const?: unknown;
  readonly enum?: readonly unknown[];
  readonly examples?: readonly unknown[];
  readonly properties?: Readonly<Record<string, Schema>>;
  readonly patternProperties?: Readonly<Record<string, Schema>>;
  readonly additionalProperties?: boolean | Schema;
  readonly unevaluatedProperties?: boolean | Schema;
  readonly propertyNames?: Schema;
  readonly required?: readonly string[];
  readonly items?: Schema;
  readonly prefixItems?: readonly Schema[];
  readonly contains?: Schema;
  readonly allOf?: readonly Schema[];
  readonly oneOf?: readonly Schema[];
  readonly anyOf?: readonly Schema[];
  readonly not?: Schema;
  readonly if?: Schema;
  readonly then?: Schema;
  readonly else?: Schema;
  readonly discriminator?: { readonly propertyName: string; readonly mapping?: Readonly<Record<string, string>> };
  readonly readOnly?: boolean;
  readonly writeOnly?: boolean;
  readonly deprecated?: boolean;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
  readonly multipleOf?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly uniqueItems?: boolean;
  readonly minProperties?: number;
  readonly maxProperties?: number;
  readonly contentMediaType?: string;
  readonly contentEncoding?: string;
  /** Present only on a reference that was not expanded: a circular one (`x-circular`) or one that could not be resolved. */
  readonly $ref?: string;
  /** Set on a circular reference marker. `OpenApiSpec.resolveSchemaRef($ref)` expands it one more level on demand. */
  readonly 'x-circular'?: true;
  /** The component name a schema was referenced by (`Pet` for `#/components/schemas/Pet`), for display. */
  readonly 'x-ref-name'?: string;
  readonly [extension: `x-${string}`]: unknown;
}

export interface Example {
  /** The key in an `examples` map, absent for a single `example`. */
  readonly name?: string;
  readonly summary?: string;
  readonly description?: string;
  readonly value?: unknown;
  readonly externalValue?: string;
  /** 3.2 `serializedValue`: the example exactly as sent (a query string, a header line), shown as written. */
  readonly serializedValue?: string;
}

export interface ServerVariable {
  readonly default: string;
  readonly enum?: readonly string[];
  readonly description?: string;
}

export interface Server {
  /** As written in the spec, possibly relative and with `{variables}`. */
  readonly url: string;
  /** 3.2 `name`: a short label for the server (`Production`). */
  readonly name?: string;
  readonly description?: string;
  readonly variables: Readonly<Record<string, ServerVariable>>;
}

export interface Parameter {
  readonly name: string;
  readonly in: ParameterLocation;
  readonly required: boolean;
  readonly deprecated: boolean;
  readonly description?: string;
  readonly schema?: Schema;
  readonly example?: unknown;
  readonly examples: readonly Example[];
  readonly style?: string;
  readonly explode?: boolean;
  readonly allowReserved?: boolean;
  /** For parameters described by `content` instead of `schema`. */
  readonly contentType?: string;
}

export interface MediaType {
  /** `application/json`, `multipart/form-data`, … */
  readonly mediaType: string;
  readonly schema?: Schema;
  /** 3.2 `itemSchema`: what each item of a sequential media type (an SSE event, a JSON line) must be. */
  readonly itemSchema?: Schema;
  readonly examples: readonly Example[];
  readonly encoding?: Readonly<
    Record<string, { readonly contentType?: string; readonly style?: string; readonly explode?: boolean }>
  >;
}

export interface RequestBody {
  readonly description?: string;
  readonly required: boolean;
  readonly content: readonly MediaType[];
}

export interface Header {
  readonly name: string;
  readonly description?: string;
  readonly required: boolean;
  readonly deprecated: boolean;
  readonly schema?: Schema;
  readonly example?: unknown;
}

export interface Response {
  /** `200`, `4XX`, `default`. */
  readonly status: string;
  /** 3.2 `summary`: a short title for the response. */
  readonly summary?: string;
  readonly description?: string;
  readonly headers: readonly Header[];
  readonly content: readonly MediaType[];
}

export type SecuritySchemeType = 'apiKey' | 'http' | 'oauth2' | 'openIdConnect' | 'mutualTLS';

export interface SecurityScheme {
  /** Its key under `components.securitySchemes`. */
  readonly key: string;
  readonly type: SecuritySchemeType;
  readonly description?: string;
  /** apiKey: the credential's name and where it goes. */
  readonly name?: string;
  readonly in?: 'query' | 'header' | 'cookie';
  /** http: `bearer`, `basic`, … (lower-cased). */
  readonly scheme?: string;
  readonly bearerFormat?: string;
  readonly flows?: Readonly<Record<string, unknown>>;
  readonly openIdConnectUrl?: string;
  /** OpenAPI 3.2: where the authorization server's metadata (RFC 8414) is. */
  readonly oauth2MetadataUrl?: string;
  /** OpenAPI 3.2: the scheme is deprecated. */
  readonly deprecated?: boolean;
  /** Mintlify's `x-default`: the playground's credential field starts with it (apiKey and http bearer). */
  readonly prefill?: string;
}

/** One way to authenticate: every scheme listed must be satisfied together. `[]` means anonymous is allowed. */
export type SecurityRequirement = readonly { readonly scheme: SecurityScheme; readonly scopes: readonly string[] }[];

export interface OperationSummary {
  /** `GET /pets/{petId}`, or `WEBHOOK newPet` for a 3.1 webhook. The key every element uses. */
  readonly id: string;
  readonly kind: 'operation' | 'webhook';
  readonly method: HttpMethod;
  /** True for a 3.2 `additionalOperations` method (its `method` is as written, not lower-cased). */
  readonly custom?: true;
  /** The path template, or the webhook's name. */
  readonly path: string;
  readonly operationId?: string;
  readonly summary?: string;
  readonly description?: string;
  readonly tags: readonly string[];
  readonly deprecated: boolean;
  /** JSON pointer of the operation object, for diagnostics. */
  readonly pointer: string;
  /** The operation's `x-*` extensions (`x-docs`, `x-codeSamples`, `x-hidden`, …), unresolved. */
  readonly extensions: Readonly<Record<string, unknown>>;
}

export interface ResolvedOperation extends OperationSummary {
  /** Operation servers, else path-item servers, else document servers, else `[{ url: '/' }]`. */
  readonly servers: readonly Server[];
  /** Path-level parameters merged in (the operation's win on the same name and location). */
  readonly parameters: readonly Parameter[];
  readonly requestBody?: RequestBody;
  readonly responses: readonly Response[];
  /** Operation security, else document security. `[]` when none applies. */
  readonly security: readonly SecurityRequirement[];
  /** Warnings found while resolving (an unresolvable `$ref` inside the operation, …). */
  readonly diagnostics: readonly Diagnostic[];
  /**
   * The operation's `callbacks` (OpenAPI 3.x): the requests the API sends back to the caller. Absent when it has
   * none (and always on a callback's own operations: nested callbacks are not read).
   */
  readonly callbacks?: readonly Callback[];
}

/**
 * One runtime expression of an operation's callback: `onPetAdopted` → `{$request.body#/callbackUrl}` → a path item.
 * Its operations are sent BY the API TO the reader's receiver, like webhooks: each has `kind: 'webhook'`, the
 * callback's name as `path`, its `requestBody` is the payload the API sends and its `responses` what the receiver
 * should answer. Their ids are `CALLBACK <parent id> <name> <METHOD>` (`CALLBACK POST /pets onAdopted POST`), with
 * the expression before the method when the callback has more than one (`CALLBACK POST /pets onAdopted
 * {$request.body#/url} POST`). They are not in the operations index: `findOperation` never returns them.
 */
export interface Callback {
  /** The key under the operation's `callbacks`. */
  readonly name: string;
  /** The runtime expression giving the receiver's URL, as written (`{$request.body#/callbackUrl}`). */
  readonly expression: string;
  /** Every operation of the expression's path item (3.2 `additionalOperations` too), in document order. */
  readonly operations: readonly ResolvedOperation[];
}

export interface TagInfo {
  readonly name: string;
  readonly description?: string;
  /** Mintlify's `x-group`: the tag's label in the navigation (its name still makes the URL). */
  readonly group?: string;
  /** 3.2 `summary`: a short label for the tag, shown in the navigation when there is no `x-group`. */
  readonly summary?: string;
  /** 3.2 `parent`: the name of the tag this one is nested under. */
  readonly parent?: string;
  /** 3.2 `kind`: `nav`, `badge`, `audience` or another registered kind. */
  readonly kind?: string;
}

export interface SpecInfo {
  readonly title: string;
  readonly version: string;
  readonly description?: string;
  readonly termsOfService?: string;
  readonly contact?: { readonly name?: string; readonly url?: string; readonly email?: string };
  readonly license?: { readonly name?: string; readonly url?: string; readonly identifier?: string };
  readonly externalDocs?: { readonly url: string; readonly description?: string };
}

/** A loaded OpenAPI document. Immutable; shared by every element that names the same URL. */
export interface OpenApiSpec {
  readonly kind: 'openapi';
  /** Absolute URL of the root file (`inline:<hash>` for a string source). */
  readonly url: string;
  readonly sourceVersion: SourceVersion;
  readonly info: SpecInfo;
  readonly servers: readonly Server[];
  readonly tags: readonly TagInfo[];
  /** Paths in document order (methods in the order written), then webhooks. */
  readonly operations: readonly OperationSummary[];
  readonly securitySchemes: Readonly<Record<string, SecurityScheme>>;
  /** Problems found while loading that did not stop it. */
  readonly diagnostics: readonly Diagnostic[];
  /**
   * Finds an operation by `METHOD /path` (case-insensitive method, a trailing slash tolerated,
   * `{param}` names compared by position), by `WEBHOOK name`, or by operationId.
   */
  findOperation(ref: string): OperationSummary | undefined;
  /** Dereferences one operation on demand (memoised). Rejects with a DiagnosticError naming the operation when unknown. */
  resolveOperation(ref: string): Promise<ResolvedOperation>;
  /** Expands a `$ref` (for example a circular marker) into its normalised schema, one level, or undefined. */
  resolveSchemaRef(ref: string): Schema | undefined;
  /** Full schema validation plus semantic checks, run lazily (off the main thread where possible) and memoised. */
  validate(): Promise<readonly Diagnostic[]>;
}

export interface LoadOptions {
  /** Base URL for a relative `source`; defaults to the page's URL in a browser, `file://cwd/` in Node. */
  readonly baseUrl?: string;
  /** The text of the file, when the caller already has it (the URL still names it in diagnostics and resolves relative refs). */
  readonly text?: string;
  /** Reads a file (used for the root without `text`, and for external `$ref`s). Defaults to `fetch`, or the file system for `file:` URLs in Node. */
  readonly readText?: (url: string, signal?: AbortSignal) => Promise<string>;
  readonly signal?: AbortSignal;
  /** Skip the per-URL memo (the CLI's watch mode reloads changed files). */
  readonly fresh?: boolean;
  /**
   * With `text`: keep the result as this URL's memoised spec, so every element naming the URL shares it (a site
   * whose docs.json applies Overlays to the file loads the changed text once).
   */
  readonly remember?: boolean;
}
