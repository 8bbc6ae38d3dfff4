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

const LOCATIONS = new Set<string>(['path', 'query', 'header', 'cookie']);
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
  const { schemas } = ctx;
  const report = (d: Diagnostic): void => schemas.report(d);
  const deref = (node: unknown, file: SourceFile, pointer: string): Located | undefined =>
    derefObject(ctx.files, node, file, pointer, report);
  const schema = (node: unknown, file: SourceFile, pointer: string): Schema | undefined =>
    node === undefined ? undefined : schemas.schema(node, file, pointer, 0);
  const opPointer = entry.operationPointer;
  const op = entry.operation;

  const examples = (raw: Record<string, unknown>, file: SourceFile, pointer: string): readonly Example[] => {
    const list: Example[] = [];
    if (isObject(raw.examples)) {
      for (const name of Object.keys(raw.examples)) {
        const found = deref(raw.examples[name], file, childPointer(childPointer(pointer, 'examples'), name));
        if (found === undefined) continue;
        const v = found.value;
        list.push(
          Object.freeze({
            name,
            ...pick(v, ['summary', 'description', 'externalValue']),
            ...('value' in v ? { value: v.value } : {}),
          }),
        );
      }
    }
    if (raw.example !== undefined && list.length === 0) list.push(Object.freeze({ value: raw.example }));
    return Object.freeze(list);
  };

  const mediaTypes = (content: unknown, file: SourceFile, pointer: string): readonly MediaType[] => {
    if (!isObject(content)) return Object.freeze([]);
    return Object.freeze(
      Object.keys(content).flatMap((mediaType) => {
        const raw = content[mediaType];
        if (!isObject(raw)) return [];
        const at = childPointer(pointer, mediaType);
        const s = schema(raw.schema, file, childPointer(at, 'schema'));
        const encoding = isObject(raw.encoding) ? { encoding: raw.encoding as MediaType['encoding'] } : {};
        return [
          Object.freeze({
            mediaType,
            ...(s === undefined ? {} : { schema: s }),
            examples: examples(raw, file, at),
            ...encoding,
          }),
        ];
      }),
    );
  };

  /** Swagger 2.0 fragments reached by external refs keep their 2.0 shape: `type` instead of `schema`. */
  const swaggerValueSchema = (raw: Record<string, unknown>, file: SourceFile, pointer: string): Schema | undefined => {
    if (raw.type === undefined) return undefined;
    const value: Record<string, unknown> = {};
    for (const key of SWAGGER_VALUE_KEYS) if (raw[key] !== undefined) value[key] = raw[key];
    return schema(value, file, pointer);
  };

  let bodyFromParameter: RequestBody | undefined;
  const parameter = (node: unknown, file: SourceFile, pointer: string): Parameter | undefined => {
    const found = deref(node, file, pointer);
    if (found === undefined) return undefined;
    const { value: raw, file: f, pointer: at } = found;
    const name = text(raw.name);
    const location = text(raw.in);
    if (location === 'body' && isObject(raw)) {
      const s = schema(raw.schema, f, childPointer(at, 'schema'));
      bodyFromParameter = Object.freeze({
        ...pick(raw, ['description']),
        required: raw.required === true,
        content: Object.freeze([
          Object.freeze({
            mediaType: 'application/json',
            ...(s === undefined ? {} : { schema: s }),
            examples: Object.freeze([]),
          }),
        ]),
      });
      return undefined;
    }
    if (name === undefined || location === undefined || !LOCATIONS.has(location)) {
      report(
        diagnostic(
          f,
          at,
          'parameter/invalid',
          `This parameter is skipped: it needs a "name" and an "in" of path, query, header or cookie${location === 'formData' ? ' (formData parameters in referenced Swagger 2.0 files are not supported)' : ''}.`,
        ),
      );
      return undefined;
    }
    let s = schema(raw.schema, f, childPointer(at, 'schema'));
    let contentType: string | undefined;
    if (s === undefined && isObject(raw.content)) {
      const first = mediaTypes(raw.content, f, childPointer(at, 'content'))[0];
      contentType = first?.mediaType;
      s = first?.schema;
    }
    s ??= swaggerValueSchema(raw, f, at);
    const style = text(raw.style) ?? collectionStyle(raw.collectionFormat);
    const explode =
      typeof raw.explode === 'boolean' ? raw.explode : raw.collectionFormat === 'multi' ? true : undefined;
    return Object.freeze({
      name,
      in: location as ParameterLocation,
      required: location === 'path' ? true : raw.required === true,
      deprecated: raw.deprecated === true,
      ...pick(raw, ['description']),
      ...(s === undefined ? {} : { schema: s }),
      ...(raw.example === undefined ? {} : { example: raw.example }),
      examples: examples({ examples: raw.examples }, f, at),
      ...(style === undefined ? {} : { style }),
      ...(explode === undefined ? {} : { explode }),
      ...(typeof raw.allowReserved === 'boolean' ? { allowReserved: raw.allowReserved } : {}),
      ...(contentType === undefined ? {} : { contentType }),
    });
  };

  const parameters = (): readonly Parameter[] => {
    const merged = new Map<string, Parameter>();
    const collect = (list: unknown, file: SourceFile, pointer: string): void => {
      if (!Array.isArray(list)) return;
      list.forEach((node, index) => {
        const p = parameter(node, file, childPointer(pointer, index));
        if (p !== undefined) merged.set(`${p.in}\u0000${p.name}`, p);
      });
    };
    collect(entry.pathItem.parameters, entry.file, childPointer(entry.itemPointer, 'parameters'));
    collect(op.parameters, entry.file, childPointer(opPointer, 'parameters'));
    return Object.freeze([...merged.values()]);
  };

  const requestBody = (): RequestBody | undefined => {
    if (op.requestBody === undefined) return bodyFromParameter;
    const found = deref(op.requestBody, entry.file, childPointer(opPointer, 'requestBody'));
    if (found === undefined) return undefined;
    return Object.freeze({
      ...pick(found.value, ['description']),
      required: found.value.required === true,
      content: mediaTypes(found.value.content, found.file, childPointer(found.pointer, 'content')),
    });
  };

  const header = (name: string, node: unknown, file: SourceFile, pointer: string): Header | undefined => {
    const found = deref(node, file, pointer);
    if (found === undefined) return undefined;
    const raw = found.value;
    let s = schema(raw.schema, found.file, childPointer(found.pointer, 'schema'));
    if (s === undefined && isObject(raw.content))
      s = mediaTypes(raw.content, found.file, childPointer(found.pointer, 'content'))[0]?.schema;
    s ??= swaggerValueSchema(raw, found.file, found.pointer);
    return Object.freeze({
      name,
      ...pick(raw, ['description']),
      required: raw.required === true,
      deprecated: raw.deprecated === true,
      ...(s === undefined ? {} : { schema: s }),
      ...(raw.example === undefined ? {} : { example: raw.example }),
    });
  };

  const responses = (): readonly Response[] => {
    const map = op.responses;
    if (!isObject(map)) return Object.freeze([]);
    const at = childPointer(opPointer, 'responses');
    return Object.freeze(
      Object.keys(map).flatMap((status) => {
        if (status.startsWith('x-')) return [];
        const found = deref(map[status], entry.file, childPointer(at, status));
        if (found === undefined)
          return [Object.freeze({ status, headers: Object.freeze([]), content: Object.freeze([]) })];
        const raw = found.value;
        const headers = isObject(raw.headers)
          ? Object.keys(raw.headers).flatMap((name) => {
              const h = header(
                name,
                (raw.headers as Record<string, unknown>)[name],
                found.file,
                childPointer(childPointer(found.pointer, 'headers'), name),
              );
              return h === undefined ? [] : [h];
            })
          : [];
        let content = mediaTypes(raw.content, found.file, childPointer(found.pointer, 'content'));
        if (content.length === 0 && raw.schema !== undefined) {
          // A Swagger 2.0 response in a referenced file.
          const s = schema(raw.schema, found.file, childPointer(found.pointer, 'schema'));
          content = Object.freeze([
            Object.freeze({
              mediaType: 'application/json',
              ...(s === undefined ? {} : { schema: s }),
              examples: Object.freeze([]),
            }),
          ]);
        }
        return [Object.freeze({ status, ...pick(raw, ['description']), headers: Object.freeze(headers), content })];
      }),
    );
  };

  const servers = (): readonly Server[] => {
    const own = normaliseServers(op.servers);
    if (own.length > 0) return own;
    const item = normaliseServers(entry.pathItem.servers);
    if (item.length > 0) return item;
    return ctx.documentServers;
  };

  const params = parameters();
  const body = requestBody();
  const resolved: ResolvedOperation = {
    ...entry.summary,
    servers: servers(),
    parameters: params,
    ...(body === undefined ? {} : { requestBody: body }),
    responses: responses(),
    security: securityRequirements(
      op.security !== undefined ? op.security : ctx.documentSecurity,
      ctx.securitySchemes,
      (name) =>
        report({
          severity: 'warning',
          code: 'security/unknown-scheme',
          file: entry.file.url,
          pointer: childPointer(opPointer, 'security'),
          message: `The security requirement names "${name}", which is not defined under components.securitySchemes; it is ignored.`,
        }),
    ),
    diagnostics: Object.freeze([]),
  };
  return resolved;
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
      return [Object.freeze({ url: raw.url, ...pick(raw, ['description']), variables: Object.freeze(variables) })];
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
      ...pick(v, ['description', 'name', 'bearerFormat', 'openIdConnectUrl']),
      ...location,
      ...(typeof v.scheme === 'string' ? { scheme: v.scheme.toLowerCase() } : {}),
      ...(isObject(v.flows) ? { flows: v.flows } : {}),
    });
  }
  return Object.freeze(out);
}
