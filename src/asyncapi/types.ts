/**
 * The one AsyncAPI model every element reads, the same for 2.x and 3.x sources. Directions are
 * the client's (the browser or program that connects): `send` is what the client sends, `receive`
 * what it receives. Schemas are the OpenAPI model's normalised JSON Schema objects, with circular
 * references kept as markers. Everything is read-only and shared by every element naming the URL.
 */
import type { Diagnostic } from '../diagnostics.js';
import type { Schema, ServerVariable, SpecInfo } from '../openapi/types.js';

export type { Schema, ServerVariable, SpecInfo } from '../openapi/types.js';

/** What the client does with a message. */
export type Direction = 'send' | 'receive';

/**
 * The action as written in the spec. 2.x `publish` (clients publish to the application) is the
 * client's `send`; `subscribe` its `receive`. 3.x actions are the application's own: `send` (the
 * application sends) is the client's `receive`, and 3.x `receive` the client's `send`.
 */
export type SourceAction = 'publish' | 'subscribe' | 'send' | 'receive';

export interface AsyncServer {
  /** Its key under `servers`. */
  readonly id: string;
  /** `<protocol>://<host><pathname>`, with `{variables}` as written. */
  readonly url: string;
  /** `ws`, `wss`, `mqtt`, `kafka`, … (lower-cased). */
  readonly protocol: string;
  readonly protocolVersion?: string;
  readonly host: string;
  readonly pathname?: string;
  readonly title?: string;
  readonly summary?: string;
  readonly description?: string;
  readonly variables: Readonly<Record<string, ServerVariable>>;
  /** Ways to authenticate with this server (any one of them); `[]` when none is required. */
  readonly security: readonly AsyncSecurityRequirement[];
  /** Only `ws` and `wss` servers can be tried from a browser. */
  readonly testable: boolean;
  readonly bindings: Readonly<Record<string, unknown>>;
}

export interface ChannelParameter {
  readonly name: string;
  readonly description?: string;
  /** 2.x gives a schema; 3.x's `enum`, `default` and `examples` are turned into one (a string). */
  readonly schema: Schema;
  readonly enum?: readonly string[];
  readonly default?: string;
  readonly examples?: readonly string[];
  /** A runtime expression such as `$message.payload#/user/id`. */
  readonly location?: string;
}

/** The WebSocket channel binding: what the opening handshake carries. */
export interface WebSocketBinding {
  readonly method?: 'GET' | 'POST';
  /** An object schema: each property is one query parameter. */
  readonly query?: Schema;
  /** An object schema: each property is one handshake header (browsers cannot set these). */
  readonly headers?: Schema;
  readonly bindingVersion?: string;
}

export interface MessageExample {
  readonly name?: string;
  readonly summary?: string;
  readonly payload?: unknown;
  readonly headers?: Readonly<Record<string, unknown>>;
}

export interface CorrelationId {
  readonly location?: string;
  readonly description?: string;
}

export interface Message {
  /** messageId (2.x), the key under `messages` (3.x), or the name the parser gave it. */
  readonly id: string;
  readonly name?: string;
  readonly title?: string;
  readonly summary?: string;
  readonly description?: string;
  /** The message's own content type, else the document's `defaultContentType`. */
  readonly contentType?: string;
  /** Set when the payload is not an AsyncAPI/JSON schema (Avro, RAML, …): it is shown as given. */
  readonly schemaFormat?: string;
  readonly payload?: Schema;
  readonly headers?: Schema;
  readonly examples: readonly MessageExample[];
  readonly correlationId?: CorrelationId;
  readonly tags: readonly string[];
  readonly deprecated: boolean;
  readonly bindings: Readonly<Record<string, unknown>>;
  /** JSON pointer of the message in the parsed document. */
  readonly pointer: string;
}

export interface OperationReply {
  /** The channel replies arrive on, when it is another channel. */
  readonly channelId?: string;
  /** A runtime expression for the reply address (`$message.header#/replyTo`). */
  readonly addressLocation?: string;
  readonly messages: readonly Message[];
}

export interface AsyncOperation {
  /** operationId (2.x) or the key under `operations` (3.x); generated when the spec gives none. */
  readonly id: string;
  readonly direction: Direction;
  readonly action: SourceAction;
  readonly title?: string;
  readonly summary?: string;
  readonly description?: string;
  readonly tags: readonly string[];
  readonly messages: readonly Message[];
  /** Operation security, else the servers' (resolved by the element per chosen server). `[]` when the operation names none. */
  readonly security: readonly AsyncSecurityRequirement[];
  readonly reply?: OperationReply;
  readonly bindings: Readonly<Record<string, unknown>>;
  readonly pointer: string;
}

export interface Channel {
  /** The key under `channels`; in 2.x it is also the address. */
  readonly id: string;
  /** With `{parameters}` as written; `null` when 3.x leaves it unknown or dynamic. */
  readonly address: string | null;
  readonly title?: string;
  readonly summary?: string;
  readonly description?: string;
  readonly parameters: readonly ChannelParameter[];
  /** Ids of the servers this channel is available on (all of them when the spec names none). */
  readonly servers: readonly string[];
  readonly webSocket?: WebSocketBinding;
  readonly bindings: Readonly<Record<string, unknown>>;
  readonly operations: readonly AsyncOperation[];
  /** Every message the channel carries, in document order. */
  readonly messages: readonly Message[];
  /** Messages the client sends / receives (from the operations; each message once). */
  readonly send: readonly Message[];
  readonly receive: readonly Message[];
  readonly pointer: string;
}

export type AsyncSecuritySchemeType =
  | 'userPassword'
  | 'apiKey'
  | 'X509'
  | 'symmetricEncryption'
  | 'asymmetricEncryption'
  | 'httpApiKey'
  | 'http'
  | 'oauth2'
  | 'openIdConnect'
  | 'plain'
  | 'scramSha256'
  | 'scramSha512'
  | 'gssapi';

export interface AsyncSecurityScheme {
  /** Its key under `components.securitySchemes`. */
  readonly key: string;
  readonly type: AsyncSecuritySchemeType;
  readonly description?: string;
  /** httpApiKey: the credential's name (query parameter, header or cookie). */
  readonly name?: string;
  /** httpApiKey: `query`, `header`, `cookie`; apiKey: `user` or `password`. */
  readonly in?: 'query' | 'header' | 'cookie' | 'user' | 'password';
  /** http: `bearer`, `basic`, … (lower-cased). */
  readonly scheme?: string;
  readonly bearerFormat?: string;
  readonly flows?: Readonly<Record<string, unknown>>;
  readonly openIdConnectUrl?: string;
}

/** One way to authenticate: every scheme listed must be satisfied together. */
export type AsyncSecurityRequirement = readonly {
  readonly scheme: AsyncSecurityScheme;
  readonly scopes: readonly string[];
}[];

/** A loaded AsyncAPI document. Immutable; shared by every element that names the same URL. */
export interface AsyncApiSpec {
  readonly kind: 'asyncapi';
  /** Absolute URL of the root file (`inline:<hash>` for a string source). */
  readonly url: string;
  /** As declared, e.g. `2.6.0` or `3.0.0`. */
  readonly sourceVersion: string;
  readonly info: SpecInfo;
  readonly defaultContentType?: string;
  readonly servers: readonly AsyncServer[];
  /** In document order. */
  readonly channels: readonly Channel[];
  readonly securitySchemes: Readonly<Record<string, AsyncSecurityScheme>>;
  /** Problems found while loading that did not stop it (refused references, validator warnings). */
  readonly diagnostics: readonly Diagnostic[];
  /** A channel by id, by address (a leading slash and `{parameter}` names tolerated), or undefined. */
  findChannel(ref: string): Channel | undefined;
  /** The same, but an unknown channel throws a DiagnosticError with a did-you-mean. */
  channel(ref: string): Channel;
  /** Expands a circular marker's `$ref` into its normalised schema, one level, or undefined. */
  resolveSchemaRef(ref: string): Schema | undefined;
}

export interface AsyncApiLoadOptions {
  /** Base URL for a relative `source`; defaults to the page's URL in a browser, `file://cwd/` in Node. */
  readonly baseUrl?: string;
  /** The text of the file, when the caller already has it (the URL still names it and resolves relative refs). */
  readonly text?: string;
  /** Reads a file (the root without `text`, and referenced files). Defaults to `fetch`, or the file system for `file:` URLs in Node. */
  readonly readText?: (url: string, signal?: AbortSignal) => Promise<string>;
  readonly signal?: AbortSignal;
  /** Skip the per-URL memo (the CLI's watch mode reloads changed files). */
  readonly fresh?: boolean;
}
