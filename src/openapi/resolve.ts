/**
 * One operation, dereferenced on demand into the ResolvedOperation shape: path-level parameters
 * merged in, every schema normalised through SchemaResolver, servers and security chosen by the
 * OpenAPI precedence rules. Synchronous; may throw NeedFile (SpecFiles.run loads and retries).
 */
import type { Diagnostic } from '../diagnostics.js';
import { diagnostic, type SpecFiles } from './files.js';
import { derefObject, type OperationEntry } from './operations.js';
import type { SourceFile } from './parse.js';
import { childPointer, isObject } from './pointer.js';
import type { SchemaResolver } from './schemas.js';
import { statusKey } from './status-key.js';
import type {
  Example,
  Header,
  MediaType,
  Parameter,
  ParameterLocation,
  RequestBody,
  ResolvedOperation,
  Response,
  Schema,
  SecurityRequirement,
  SecurityScheme,
  Server,
  ServerVariable,
} from './types.js';

const LOCATIONS = new Set<string>(['path', 'query', 'querystring', 'header', 'cookie']);
/** Swagger 2.0 keywords that describe a parameter's value when it has no `schema`. */
const SWAGGER_VALUE_KEYS = [
  'type',
  'format',
  'items',
  'enum',
  'default',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'pattern',
  'minItems',
  'maxItems',
  'uniqueItems',
  'multipleOf',
  'x-nullable',
];

interface Located {
  readonly value: Record<string, unknown>;
  readonly file: SourceFile;
  readonly pointer: string;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

export interface ResolveContext {
  readonly files: SpecFiles;
  readonly schemas: SchemaResolver;
  readonly documentServers: readonly Server[];
  readonly documentSecurity: unknown;
  readonly securitySchemes: Readonly<Record<string, SecurityScheme>>;
}

export function resolveOperationSync(entry: OperationEntry, ctx: ResolveContext): ResolvedOperation {
  const reader = new OperationReader(entry, ctx);
  const { parameters, bodyFromParameter } = reader.parameters();
  const body = reader.requestBody(bodyFromParameter);
  return {
    ...entry.summary,
    servers: operationServers(entry, ctx),
    parameters,
    ...(body === undefined ? {} : { requestBody: body }),
    responses: reader.responses(),
    security: reader.security(),
    diagnostics: Object.freeze([]),
  };
}

/** The operation's own servers, else its path item's, else the document's. */
function operationServers(entry: OperationEntry, ctx: ResolveContext): readonly Server[] {
  const own = normaliseServers(entry.operation.servers);
  if (own.length > 0) return own;
  const item = normaliseServers(entry.pathItem.servers);
  if (item.length > 0) return item;
  return ctx.documentServers;
}

/** A Swagger 2.0 parameter `in: body` becomes the request body rather than a parameter. */
type ParameterOrBody = { readonly parameter: Parameter } | { readonly body: RequestBody };

/** Reads the parts of one operation: each method turns one kind of raw node into its resolved shape. */
class OperationReader {
  constructor(
    private readonly entry: OperationEntry,
    private readonly ctx: ResolveContext,
  ) {}

  private report(d: Diagnostic): void {
    this.ctx.schemas.report(d);
  }

  private deref(node: unknown, file: SourceFile, pointer: string): Located | undefined {
    return derefObject(this.ctx.files, node, file, pointer, (d) => this.report(d));
  }

  private schema(node: unknown, file: SourceFile, pointer: string): Schema | undefined {
    return node === undefined ? undefined : this.ctx.schemas.schema(node, file, pointer, 0);
  }

  /** Path-level parameters first, then the operation's, which override those of the same name and location. */
  parameters(): { parameters: readonly Parameter[]; bodyFromParameter: RequestBody | undefined } {
    const { entry } = this;
    const merged = new Map<string, Parameter>();
    let bodyFromParameter: RequestBody | undefined;
    const collect = (list: unknown, pointer: string): void => {
      if (!Array.isArray(list)) return;
      list.forEach((node, index) => {
        const read = this.parameter(node, entry.file, childPointer(pointer, index));
        if (read === undefined) return;
        if ('body' in read) bodyFromParameter = read.body;
        else merged.set(`${read.parameter.in}\u0000${read.parameter.name}`, read.parameter);
      });
    };
    collect(entry.pathItem.parameters, childPointer(entry.itemPointer, 'parameters'));
    collect(entry.operation.parameters, childPointer(entry.operationPointer, 'parameters'));
    return { parameters: Object.freeze([...merged.values()]), bodyFromParameter };
  }

  private parameter(node: unknown, file: SourceFile, pointer: string): ParameterOrBody | undefined {
    const found = this.deref(node, file, pointer);
    if (found === undefined) return undefined;
    const { value: raw, file: f, pointer: at } = found;
    const name = text(raw.name);
    const location = text(raw.in);
    if (location === 'body') return { body: this.bodyParameter(found) };
    if (name === undefined || location === undefined || !LOCATIONS.has(location)) {
      const formData =
        location === 'formData' ? ' (formData parameters in referenced Swagger 2.0 files are not supported)' : '';
      this.report(
        diagnostic(
          f,
          at,
          'parameter/invalid',
          `This parameter is skipped: it needs a "name" and an "in" of path, query, querystring, header or cookie${formData}.`,
        ),
      );
      return undefined;
    }
    return { parameter: this.validParameter(name, location as ParameterLocation, found) };
  }

  private bodyParameter({ value: raw, file, pointer }: Located): RequestBody {
    return Object.freeze({
      ...pick(raw, ['description']),
      required: raw.required === true,
      content: jsonContent(this.schema(raw.schema, file, childPointer(pointer, 'schema'))),
    });
  }

  private validParameter(name: string, location: ParameterLocation, found: Located): Parameter {
    const { value: raw, file, pointer } = found;
    const { schema, contentType, contentExamples } = this.valueSchema(found);
    const own = this.examples({ examples: raw.examples }, file, pointer);
    const style = text(raw.style) ?? collectionStyle(raw.collectionFormat);
    const explode =
      typeof raw.explode === 'boolean' ? raw.explode : raw.collectionFormat === 'multi' ? true : undefined;
    return Object.freeze({
      name,
      in: location,
      required: location === 'path' ? true : raw.required === true,
      deprecated: raw.deprecated === true,
      ...pick(raw, ['description']),
      ...(schema === undefined ? {} : { schema }),
      ...(raw.example === undefined ? {} : { example: raw.example }),
      // A parameter described by `content` (a 3.2 querystring, say) keeps its examples there.
      examples: own.length === 0 && contentExamples !== undefined ? contentExamples : own,
      ...(style === undefined ? {} : { style }),
      ...(explode === undefined ? {} : { explode }),
      ...(typeof raw.allowReserved === 'boolean' ? { allowReserved: raw.allowReserved } : {}),
      ...(contentType === undefined ? {} : { contentType }),
    });
  }

  /** A parameter's or header's schema: `schema`, else the first `content` entry's, else Swagger 2.0 keywords. */
  private valueSchema({ value: raw, file, pointer }: Located): {
    schema?: Schema;
    contentType?: string;
    contentExamples?: readonly Example[];
  } {
    const own = this.schema(raw.schema, file, childPointer(pointer, 'schema'));
    if (own !== undefined) return { schema: own };
    if (isObject(raw.content)) {
      const first = this.mediaTypes(raw.content, file, childPointer(pointer, 'content'))[0];
      const schema = first?.schema ?? this.swaggerValueSchema(raw, file, pointer);
      return { schema, contentType: first?.mediaType, contentExamples: first?.examples };
    }
    return { schema: this.swaggerValueSchema(raw, file, pointer) };
  }

  /** Swagger 2.0 fragments reached by external refs keep their 2.0 shape: `type` instead of `schema`. */
  private swaggerValueSchema(raw: Record<string, unknown>, file: SourceFile, pointer: string): Schema | undefined {
    if (raw.type === undefined) return undefined;
    const value: Record<string, unknown> = {};
    for (const key of SWAGGER_VALUE_KEYS) if (raw[key] !== undefined) value[key] = raw[key];
    return this.schema(value, file, pointer);
  }

  requestBody(bodyFromParameter: RequestBody | undefined): RequestBody | undefined {
    const { entry } = this;
    if (entry.operation.requestBody === undefined) return bodyFromParameter;
    const found = this.deref(
      entry.operation.requestBody,
      entry.file,
      childPointer(entry.operationPointer, 'requestBody'),
    );
    if (found === undefined) return undefined;
    return Object.freeze({
      ...pick(found.value, ['description']),
      required: found.value.required === true,
      content: this.mediaTypes(found.value.content, found.file, childPointer(found.pointer, 'content')),
    });
  }

  private mediaTypes(content: unknown, file: SourceFile, pointer: string): readonly MediaType[] {
    if (!isObject(content)) return Object.freeze([]);
    return Object.freeze(
      Object.keys(content).flatMap((mediaType) => {
        // 3.2: a media type object may be a `$ref` to `components.mediaTypes`.
        const found = this.deref(content[mediaType], file, childPointer(pointer, mediaType));
        if (found === undefined) return [];
        const { value: raw, file: f, pointer: at } = found;
        const s = this.schema(raw.schema, f, childPointer(at, 'schema'));
        // 3.2 `itemSchema`: what each item of a sequential media type (an event, a JSON line) must be.
        const item = this.schema(raw.itemSchema, f, childPointer(at, 'itemSchema'));
        const encoding = isObject(raw.encoding) ? { encoding: raw.encoding as MediaType['encoding'] } : {};
        return [
          Object.freeze({
            mediaType,
            ...(s === undefined ? {} : { schema: s }),
            ...(item === undefined ? {} : { itemSchema: item }),
            examples: this.examples(raw, f, at),
            ...encoding,
          }),
        ];
      }),
    );
  }

  private examples(raw: Record<string, unknown>, file: SourceFile, pointer: string): readonly Example[] {
    const list: Example[] = [];
    if (isObject(raw.examples)) {
      for (const name of Object.keys(raw.examples)) {
        const found = this.deref(raw.examples[name], file, childPointer(childPointer(pointer, 'examples'), name));
        if (found === undefined) continue;
        const v = found.value;
        // 3.2: `dataValue` is the value as data; `serializedValue` the exact text on the wire.
        const value = 'dataValue' in v ? v.dataValue : v.value;
        list.push(
          Object.freeze({
            name,
            ...pick(v, ['summary', 'description', 'externalValue', 'serializedValue']),
            ...('value' in v || 'dataValue' in v ? { value } : {}),
          }),
        );
      }
    }
    if (raw.example !== undefined && list.length === 0) list.push(Object.freeze({ value: raw.example }));
    return Object.freeze(list);
  }

  responses(): readonly Response[] {
    const map = this.entry.operation.responses;
    if (!isObject(map)) return Object.freeze([]);
    const at = childPointer(this.entry.operationPointer, 'responses');
    return Object.freeze(
      Object.keys(map).flatMap((status) =>
        status.startsWith('x-') ? [] : [this.response(statusKey(status, map), map[status], childPointer(at, status))],
      ),
    );
  }

  private response(status: string, node: unknown, pointer: string): Response {
    const found = this.deref(node, this.entry.file, pointer);
    if (found === undefined) return Object.freeze({ status, headers: Object.freeze([]), content: Object.freeze([]) });
    const raw = found.value;
    const headers = this.headers(found);
    let content = this.mediaTypes(raw.content, found.file, childPointer(found.pointer, 'content'));
    if (content.length === 0 && raw.schema !== undefined) {
      // A Swagger 2.0 response in a referenced file.
      content = jsonContent(this.schema(raw.schema, found.file, childPointer(found.pointer, 'schema')));
    }
    return Object.freeze({ status, ...pick(raw, ['summary', 'description']), headers, content });
  }

  private headers({ value: raw, file, pointer }: Located): readonly Header[] {
    const map = raw.headers;
    if (!isObject(map)) return Object.freeze([]);
    return Object.freeze(
      Object.keys(map).flatMap((name) => {
        const h = this.header(name, map[name], file, childPointer(childPointer(pointer, 'headers'), name));
        return h === undefined ? [] : [h];
      }),
    );
  }

  private header(name: string, node: unknown, file: SourceFile, pointer: string): Header | undefined {
    const found = this.deref(node, file, pointer);
    if (found === undefined) return undefined;
    const raw = found.value;
    const { schema } = this.valueSchema(found);
    return Object.freeze({
      name,
      ...pick(raw, ['description']),
      required: raw.required === true,
      deprecated: raw.deprecated === true,
      ...(schema === undefined ? {} : { schema }),
      ...(raw.example === undefined ? {} : { example: raw.example }),
    });
  }

  /** The operation's security, else the document's; a requirement naming an undefined scheme is dropped. */
  security(): readonly SecurityRequirement[] {
    const { entry, ctx } = this;
    const raw = entry.operation.security !== undefined ? entry.operation.security : ctx.documentSecurity;
    return securityRequirements(raw, ctx.securitySchemes, (name) =>
      this.report({
        severity: 'warning',
        code: 'security/unknown-scheme',
        file: entry.file.url,
        pointer: childPointer(entry.operationPointer, 'security'),
        message: `The security requirement names "${name}", which is not defined under components.securitySchemes; it is ignored.`,
      }),
    );
  }
}

/** One `application/json` entry holding `schema`: how Swagger 2.0 bodies and responses read. */
function jsonContent(schema: Schema | undefined): readonly MediaType[] {
  return Object.freeze([
    Object.freeze({
      mediaType: 'application/json',
      ...(schema === undefined ? {} : { schema }),
      examples: Object.freeze([]),
    }),
  ]);
}

function collectionStyle(format: unknown): string | undefined {
  switch (format) {
    case 'csv':
    case 'multi':
      return 'form';
    case 'ssv':
      return 'spaceDelimited';
    case 'pipes':
      return 'pipeDelimited';
    default:
      return undefined;
  }
}

function pick(raw: Record<string, unknown>, keys: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of keys) if (typeof raw[key] === 'string') out[key] = raw[key] as string;
  return out;
}

export function normaliseServers(list: unknown): readonly Server[] {
  if (!Array.isArray(list)) return Object.freeze([]);
  return Object.freeze(
    list.flatMap((raw) => {
      if (!isObject(raw) || typeof raw.url !== 'string') return [];
      const variables: Record<string, ServerVariable> = {};
      if (isObject(raw.variables)) {
        for (const name of Object.keys(raw.variables)) {
          const v = raw.variables[name];
          if (!isObject(v)) continue;
          const values = Array.isArray(v.enum) ? v.enum.map(String) : undefined;
          variables[name] = Object.freeze({
            default: v.default === undefined ? (values?.[0] ?? '') : String(v.default),
            ...(values === undefined ? {} : { enum: Object.freeze(values) }),
            ...pick(v, ['description']),
          });
        }
      }
      return [
        Object.freeze({ url: raw.url, ...pick(raw, ['name', 'description']), variables: Object.freeze(variables) }),
      ];
    }),
  );
}

export function securityRequirements(
  raw: unknown,
  schemes: Readonly<Record<string, SecurityScheme>>,
  unknown: (name: string) => void,
): readonly SecurityRequirement[] {
  if (!Array.isArray(raw)) return Object.freeze([]);
  const out: SecurityRequirement[] = [];
  for (const requirement of raw) {
    if (!isObject(requirement)) continue;
    const entries: { scheme: SecurityScheme; scopes: readonly string[] }[] = [];
    let complete = true;
    for (const name of Object.keys(requirement)) {
      const scheme = schemes[name];
      if (scheme === undefined) {
        unknown(name);
        complete = false;
        continue;
      }
      const scopes = requirement[name];
      entries.push(Object.freeze({ scheme, scopes: Object.freeze(Array.isArray(scopes) ? scopes.map(String) : []) }));
    }
    if (complete) out.push(Object.freeze(entries));
  }
  return Object.freeze(out);
}

const SCHEME_TYPES = new Set(['apiKey', 'http', 'oauth2', 'openIdConnect', 'mutualTLS']);

/** `components.securitySchemes` (Swagger's securityDefinitions after the upgrade). */
export function securitySchemesOf(
  files: SpecFiles,
  doc: Record<string, unknown>,
  report: (d: Diagnostic) => void,
): Readonly<Record<string, SecurityScheme>> {
  const components = isObject(doc.components) ? doc.components : {};
  const raw = isObject(components.securitySchemes) ? components.securitySchemes : {};
  const out: Record<string, SecurityScheme> = {};
  for (const key of Object.keys(raw)) {
    const pointer = childPointer('/components/securitySchemes', key);
    const found = derefObject(files, raw[key], files.root, pointer, report);
    if (found === undefined) continue;
    const v = found.value;
    if (typeof v.type !== 'string' || !SCHEME_TYPES.has(v.type)) {
      report(
        diagnostic(
          found.file,
          found.pointer,
          'security/invalid-scheme',
          `The security scheme "${key}" has an unknown type ${JSON.stringify(v.type)}; it is ignored.`,
        ),
      );
      continue;
    }
    const location: Pick<SecurityScheme, 'in'> =
      v.in === 'query' || v.in === 'header' || v.in === 'cookie' ? { in: v.in } : {};
    out[key] = Object.freeze({
      key,
      type: v.type as SecurityScheme['type'],
      ...pick(v, ['description', 'name', 'bearerFormat', 'openIdConnectUrl', 'oauth2MetadataUrl']),
      ...(v.deprecated === true ? { deprecated: true } : {}),
      ...location,
      ...(typeof v.scheme === 'string' ? { scheme: v.scheme.toLowerCase() } : {}),
      ...(isObject(v.flows) ? { flows: v.flows } : {}),
      ...(typeof v['x-default'] === 'string' && v['x-default'] !== '' ? { prefill: v['x-default'] } : {}),
    });
  }
  return Object.freeze(out);
}
