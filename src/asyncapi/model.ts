/**
 * The parser's document (its 2.x and 3.x models behind one interface) → our frozen, plain model.
 * Everything is converted once at load: AsyncAPI documents are small next to large OpenAPI specs,
 * and the parser has dereferenced them already.
 */
import type {
  AsyncAPIDocumentInterface,
  BindingsInterface,
  ChannelInterface,
  MessageInterface,
  OperationInterface,
  SecurityRequirementsInterface,
  SecuritySchemeInterface,
  ServerInterface,
} from '@asyncapi/parser';
import { isObject } from '../openapi/pointer.js';
import type { Schema, ServerVariable, SpecInfo } from '../openapi/types.js';
import { SchemaConverter } from './schemas.js';
import type {
  AsyncOperation,
  AsyncSecurityRequirement,
  AsyncSecurityScheme,
  AsyncSecuritySchemeType,
  AsyncServer,
  Channel,
  ChannelParameter,
  Message,
  MessageExample,
  SourceAction,
  WebSocketBinding,
} from './types.js';

const TESTABLE = new Set(['ws', 'wss']);
/** Payload formats whose schemas are JSON Schema (anything else is shown as written). */
const JSON_SCHEMA_FORMAT = /^application\/(vnd\.aai\.asyncapi(\+json|\+yaml)?|schema(\+json|\+yaml)?)(;|$)/i;

export interface BuiltModel {
  readonly info: SpecInfo;
  readonly defaultContentType?: string;
  readonly servers: readonly AsyncServer[];
  readonly channels: readonly Channel[];
  readonly securitySchemes: Readonly<Record<string, AsyncSecurityScheme>>;
  readonly schemas: SchemaConverter;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const frozen = <T>(items: T[]): readonly T[] => Object.freeze(items);

/** Copies plain data, dropping the parser's `x-parser-*` bookkeeping (cycles cut). */
function clean(value: unknown, seen: object[] = []): unknown {
  if (Array.isArray(value))
    return seen.includes(value) ? undefined : Object.freeze(value.map((v) => clean(v, [...seen, value])));
  if (!isObject(value)) return value;
  if (seen.includes(value)) return undefined;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value))
    if (!key.startsWith('x-parser-')) out[key] = clean(value[key], [...seen, value]);
  return Object.freeze(out);
}

export function buildModel(doc: AsyncAPIDocumentInterface): BuiltModel {
  const builder = new ModelBuilder(doc);
  const defaultContentType = doc.defaultContentType();
  return {
    info: specInfo(doc),
    ...optional({ defaultContentType }),
    servers: frozen(
      doc
        .servers()
        .all()
        .map((s) => server(s, (list) => builder.requirements(list))),
    ),
    channels: frozen(
      doc
        .channels()
        .all()
        .map((c) => builder.channel(c)),
    ),
    securitySchemes: Object.freeze(Object.fromEntries(builder.schemeByKey)),
    schemas: builder.schemas,
  };
}

/** Component names by object: the parser dereferences `$ref`s to the very component objects. */
function namesByObject(list: readonly { json(): unknown; id(): string }[]): WeakMap<object, string> {
  const names = new WeakMap<object, string>();
  for (const item of list) if (isObject(item.json())) names.set(item.json() as object, item.id());
  return names;
}

/** Converts channels, operations, messages and security requirements, sharing messages and schemes by identity. */
class ModelBuilder {
  readonly schemas: SchemaConverter;
  /** Every security scheme met, components' first, by key. */
  readonly schemeByKey = new Map<string, AsyncSecurityScheme>();
  private readonly messageNames: WeakMap<object, string>;
  private readonly schemeNames: WeakMap<object, string>;
  private readonly messageMemo = new WeakMap<object, Message>();
  private readonly defaultContentType: string | undefined;
  private anonymousMessages = 0;

  constructor(doc: AsyncAPIDocumentInterface) {
    const components = doc.components();
    this.schemas = new SchemaConverter(namesByObject(components.schemas().all()));
    this.messageNames = namesByObject(components.messages().all());
    this.schemeNames = namesByObject(components.securitySchemes().all());
    this.defaultContentType = doc.defaultContentType();
    for (const model of components.securitySchemes().all()) this.scheme(model);
  }

  private scheme(model: SecuritySchemeInterface): AsyncSecurityScheme {
    const key = this.schemeNames.get(model.json() as object) || model.id() || model.type();
    let found = this.schemeByKey.get(key);
    if (found === undefined) {
      found = securityScheme(key, model);
      this.schemeByKey.set(key, found);
    }
    return found;
  }

  requirements(list: readonly SecurityRequirementsInterface[]): readonly AsyncSecurityRequirement[] {
    return frozen(
      list.map((alternative) =>
        frozen(
          alternative
            .all()
            .map((r) => Object.freeze({ scheme: this.scheme(r.scheme()), scopes: frozen([...(r.scopes() ?? [])]) })),
        ),
      ),
    );
  }

  channel(model: ChannelInterface): Channel {
    const operations = model
      .operations()
      .all()
      .map((o) => this.operation(o));
    const pick = (direction: 'send' | 'receive'): readonly Message[] =>
      unique(operations.filter((op) => op.direction === direction).flatMap((op) => op.messages));
    const webSocket = webSocketBinding(model.bindings(), this.schemas);
    return Object.freeze({
      id: model.id(),
      address: model.address() ?? null,
      ...optional({
        title: text(model.json('title' as never)),
        summary: text(model.json('summary' as never)),
        description: model.description(),
      }),
      parameters: frozen(
        model
          .parameters()
          .all()
          .map((p) => channelParameter(p.id(), p.json() as Record<string, unknown>, this.schemas)),
      ),
      servers: frozen(
        model
          .servers()
          .all()
          .map((s) => s.id()),
      ),
      ...(webSocket === undefined ? {} : { webSocket }),
      bindings: bindingsOf(model.bindings()),
      operations: frozen(operations),
      messages: unique(this.messages(model.messages().all())),
      send: pick('send'),
      receive: pick('receive'),
      pointer: model.meta().pointer,
    });
  }

  private operation(model: OperationInterface): AsyncOperation {
    const reply = model.reply();
    const action = model.action() as SourceAction;
    return Object.freeze({
      id: model.id() ?? model.operationId() ?? `${action}`,
      // The parser speaks for the application; the client does the opposite.
      direction: model.isReceive() ? ('send' as const) : ('receive' as const),
      action,
      ...optional({
        title: text(model.json('title' as never)),
        summary: model.summary(),
        description: model.description(),
      }),
      tags: tagNames(model),
      messages: frozen(this.messages(model.messages().all())),
      security: this.requirements(model.security()),
      ...(reply === undefined
        ? {}
        : {
            reply: Object.freeze({
              ...optional({ channelId: reply.channel()?.id(), addressLocation: reply.address()?.location() }),
              messages: frozen(this.messages(reply.messages().all())),
            }),
          }),
      bindings: bindingsOf(model.bindings()),
      pointer: model.meta().pointer,
    });
  }

  private messages(list: readonly MessageInterface[]): Message[] {
    return list.map((m) => this.message(m));
  }

  /** One message, converted once: the same component reached from several operations is the same object. */
  private message(model: MessageInterface): Message {
    const json = model.json() as object;
    const memo = this.messageMemo.get(json);
    if (memo !== undefined) return memo;
    const schemaFormat = model.schemaFormat();
    const foreign = schemaFormat !== undefined && !JSON_SCHEMA_FORMAT.test(schemaFormat);
    const payload = model.payload()?.json();
    const correlation = model.correlationId();
    const built: Message = Object.freeze({
      id: this.messageId(model),
      ...optional({
        name: model.name(),
        title: model.title(),
        summary: model.summary(),
        description: model.description(),
      }),
      ...optional({
        contentType: model.contentType() ?? this.defaultContentType,
        schemaFormat: foreign ? schemaFormat : undefined,
      }),
      ...schemaField('payload', foreign ? (clean(payload) as Schema | undefined) : this.schemas.convert(payload)),
      ...schemaField('headers', this.schemas.convert(model.headers()?.json())),
      examples: messageExamples(model),
      ...(correlation === undefined
        ? {}
        : {
            correlationId: Object.freeze(
              optional({ location: correlation.location(), description: correlation.description() }),
            ),
          }),
      tags: tagNames(model),
      deprecated: model.json('deprecated' as never) === true,
      bindings: bindingsOf(model.bindings()),
      pointer: model.meta().pointer,
    });
    this.messageMemo.set(json, built);
    return built;
  }

  /** Its own id, else its component name, else the name the parser wrote, else its name, else a counter. */
  private messageId(model: MessageInterface): string {
    const json = model.json() as object;
    const written = (json as Record<string, unknown>)['x-parser-message-name'];
    return (
      model.id() ??
      this.messageNames.get(json) ??
      (typeof written === 'string' ? written : undefined) ??
      model.name() ??
      `message-${++this.anonymousMessages}`
    );
  }
}

function messageExamples(model: MessageInterface): readonly MessageExample[] {
  return frozen(
    model
      .examples()
      .all()
      .map((e): MessageExample =>
        Object.freeze({
          ...optional({ name: e.name(), summary: e.summary() }),
          ...(e.hasPayload() ? { payload: clean(e.payload()) } : {}),
          ...(e.hasHeaders() ? { headers: clean(e.headers()) as Readonly<Record<string, unknown>> } : {}),
        }),
      ),
  );
}

function tagNames(model: MessageInterface | OperationInterface): readonly string[] {
  return frozen(
    model
      .tags()
      .all()
      .map((t) => t.name()),
  );
}

function specInfo(doc: AsyncAPIDocumentInterface): SpecInfo {
  const info = doc.info();
  const contact = info.contact();
  const license = info.license();
  const docs = info.externalDocs();
  return Object.freeze({
    title: info.title() || 'Untitled API',
    version: String(info.version() ?? ''),
    ...optional({ description: info.description(), termsOfService: info.termsOfService() }),
    ...(contact === undefined
      ? {}
      : { contact: Object.freeze(optional({ name: contact.name(), url: contact.url(), email: contact.email() })) }),
    ...(license === undefined
      ? {}
      : { license: Object.freeze(optional({ name: license.name(), url: license.url() })) }),
    ...(docs === undefined
      ? {}
      : { externalDocs: Object.freeze({ url: docs.url(), ...optional({ description: docs.description() }) }) }),
  });
}

function server(
  model: ServerInterface,
  requirements: (list: readonly SecurityRequirementsInterface[]) => readonly AsyncSecurityRequirement[],
): AsyncServer {
  const protocol = model.protocol().toLowerCase();
  const json = model.json() as Record<string, unknown>;
  // 3.x: host + pathname (the parser's url() invents a "/" path); 2.x: url, often without a scheme.
  const written =
    typeof json.host === 'string'
      ? `${json.host}${typeof json.pathname === 'string' ? json.pathname : ''}`
      : model.url();
  const url = /^[a-z][a-z0-9+.-]*:\/\//i.test(written) ? written : `${protocol}://${written}`;
  const rest = url.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');
  const slash = rest.indexOf('/');
  const variables: Record<string, ServerVariable> = {};
  for (const v of model.variables().all()) {
    const allowed = v.allowedValues();
    variables[v.id()] = Object.freeze({
      default: v.defaultValue() ?? allowed[0] ?? '',
      ...(allowed.length > 0 ? { enum: Object.freeze([...allowed]) } : {}),
      ...optional({ description: v.description() }),
    });
  }
  return Object.freeze({
    id: model.id(),
    url,
    protocol,
    ...optional({ protocolVersion: model.protocolVersion() }),
    host: slash === -1 ? rest : rest.slice(0, slash),
    ...optional({ pathname: slash === -1 ? undefined : rest.slice(slash) }),
    ...optional({ title: model.title?.(), summary: model.summary?.(), description: model.description() }),
    variables: Object.freeze(variables),
    security: requirements(model.security()),
    testable: TESTABLE.has(protocol),
    bindings: bindingsOf(model.bindings()),
  });
}

function channelParameter(name: string, json: Record<string, unknown>, schemas: SchemaConverter): ChannelParameter {
  const rawSchema = json.schema; // 2.x only (the parser's schema() invents one for 3.x, description included)
  const strings = (value: unknown): readonly string[] | undefined =>
    Array.isArray(value) ? Object.freeze(value.map((v) => String(v))) : undefined;
  let schema = schemas.convert(rawSchema);
  const enumValues = strings(json.enum) ?? strings(isObject(schema) ? schema.enum : undefined);
  const fallback = json.default ?? (isObject(schema) ? schema.default : undefined);
  const examples = strings(json.examples) ?? strings(isObject(schema) ? schema.examples : undefined);
  const facets = {
    ...(enumValues === undefined ? {} : { enum: enumValues }),
    ...(fallback === undefined ? {} : { default: String(fallback) }),
    ...(examples === undefined ? {} : { examples }),
  };
  // 3.x parameters are strings described by enum/default/examples, not by a schema.
  schema ??= Object.freeze({ type: 'string', ...facets });
  return Object.freeze({
    name,
    ...optional({ description: text(json.description), location: text(json.location) }),
    schema,
    ...facets,
  });
}

function webSocketBinding(bindings: BindingsInterface, schemas: SchemaConverter): WebSocketBinding | undefined {
  const ws = bindings.get('ws');
  if (ws === undefined) return undefined;
  const json = ws.json() as Record<string, unknown>;
  const method = typeof json.method === 'string' ? json.method.toUpperCase() : undefined;
  return Object.freeze({
    ...(method === 'GET' || method === 'POST' ? { method } : {}),
    ...schemaField('query', schemas.convert(json.query)),
    ...schemaField('headers', schemas.convert(json.headers)),
    ...optional({ bindingVersion: text(json.bindingVersion) }),
  });
}

function bindingsOf(bindings: BindingsInterface): Readonly<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const binding of bindings.all()) out[binding.protocol()] = clean(binding.json());
  return Object.freeze(out);
}

const SCHEME_TYPES = new Set<string>([
  'userPassword',
  'apiKey',
  'X509',
  'symmetricEncryption',
  'asymmetricEncryption',
  'httpApiKey',
  'http',
  'oauth2',
  'openIdConnect',
  'plain',
  'scramSha256',
  'scramSha512',
  'gssapi',
]);

function securityScheme(key: string, model: SecuritySchemeInterface): AsyncSecurityScheme {
  const json = model.json() as Record<string, unknown>;
  const type = SCHEME_TYPES.has(model.type()) ? (model.type() as AsyncSecuritySchemeType) : 'apiKey';
  const where = model.in();
  return Object.freeze({
    key,
    type,
    ...optional({
      description: model.description(),
      name: model.name(),
      scheme: model.scheme()?.toLowerCase(),
      bearerFormat: model.bearerFormat(),
    }),
    ...(where === 'query' || where === 'header' || where === 'cookie' || where === 'user' || where === 'password'
      ? { in: where }
      : {}),
    ...(isObject(json.flows) ? { flows: clean(json.flows) as Readonly<Record<string, unknown>> } : {}),
    ...optional({ openIdConnectUrl: model.openIdConnectUrl() }),
  });
}

/** Each message once (by id), in first-seen order: 2.x lists a message per operation that uses it. */
function unique(messages: readonly Message[]): readonly Message[] {
  const byId = new Map<string, Message>();
  for (const m of messages) if (!byId.has(m.id)) byId.set(m.id, m);
  return Object.freeze([...byId.values()]);
}

/** Only the entries whose value is a non-empty string. */
function optional<K extends string>(fields: Record<K, string | undefined>): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const key of Object.keys(fields) as K[]) {
    const value = fields[key];
    if (typeof value === 'string' && value !== '') out[key] = value;
  }
  return out;
}

function schemaField<K extends string>(key: K, schema: Schema | undefined): Partial<Record<K, Schema>> {
  return schema === undefined ? {} : ({ [key]: schema } as Record<K, Schema>);
}
