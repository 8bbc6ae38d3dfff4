/**
 * The playground's inputs as a typed model (never read back from the DOM): what the reader chose and
 * typed, how it starts (defaults, `api.examples.prefill`), and how it becomes the `RequestInputs`
 * that `buildRequest` and `<api-snippets>` take. check-inputs.ts checks them before sending.
 */
import type { AuthOption, Credential } from '../auth/types.js';
import type { ApiSettings } from '../config/api-settings.js';
import type { MediaType, Parameter, ParameterLocation, ResolvedOperation, Schema, Server } from '../openapi/types.js';
import { exampleFromSchema } from '../schema/index.js';
import { bodyKindFor, type BodyKind } from './body.js';
import { exampleOf, type RequestInputs } from './build.js';
import { fieldKind, flatSchema } from './field-kind.js';
import { jsonText } from './fetch.js';
import { querystringText } from './querystring.js';
import type { FileValue } from './types.js';

export interface CredentialInput {
  readonly token?: string;
  readonly username?: string;
  readonly password?: string;
  readonly value?: string;
}

export interface PlaygroundInputs {
  /** The server URL template as written in the spec. */
  readonly server: string;
  readonly serverVariables: Readonly<Record<string, string>>;
  /** By location, then name; a 3.2 `querystring` parameter holds the whole query string as text. */
  readonly params: Readonly<Partial<Record<ParameterLocation, Readonly<Record<string, unknown>>>>>;
  readonly mediaType?: string;
  /** The JSON (or text) body as typed. */
  readonly bodyText: string;
  /** urlencoded and multipart fields: strings, numbers, booleans, files, or lists of them. */
  readonly bodyFields: Readonly<Record<string, unknown>>;
  /** A binary body. */
  readonly bodyFile?: FileValue;
  /** Index into the auth options. */
  readonly authOption: number;
  /** By scheme id. */
  readonly credentials: Readonly<Record<string, CredentialInput>>;
}

const LOCATIONS: readonly ParameterLocation[] = ['path', 'query', 'querystring', 'header', 'cookie'];

/** `api.mdx.server` entries stand in when the operation only has the implicit `/`. */
export function serversFor(op: ResolvedOperation, settings: ApiSettings | undefined, override?: string): Server[] {
  const own = op.servers.filter((s) => s.url !== '');
  const implicit = own.length === 0 || (own.length === 1 && own[0]!.url === '/' && !own[0]!.description);
  const list: Server[] =
    implicit && settings && settings.mdx.servers.length > 0
      ? settings.mdx.servers.map((url) => ({ url, variables: {} }))
      : [...own];
  if (override !== undefined && override !== '') list.unshift({ url: override, variables: {} });
  return list.length > 0 ? list : [{ url: '/', variables: {} }];
}

export function requestMedia(op: ResolvedOperation, mediaType: string | undefined): MediaType | undefined {
  const content = op.requestBody?.content ?? [];
  return content.find((m) => m.mediaType === mediaType) ?? content[0];
}

export function mediaKind(media: MediaType | undefined): BodyKind | undefined {
  return media === undefined ? undefined : bodyKindFor(media.mediaType);
}

/** The first example of a JSON or text body: from the spec, else generated when `prefill` is on. */
export function initialBodyText(media: MediaType | undefined, prefill: boolean): string {
  if (media === undefined) return '';
  const kind = bodyKindFor(media.mediaType);
  if (kind !== 'json' && kind !== 'text') return '';
  let value = media.examples.find((e) => e.value !== undefined)?.value ?? media.schema?.examples?.[0];
  if (value === undefined && prefill && media.schema)
    value = withXDefaults(exampleFromSchema(media.schema, { direction: 'request' }), media.schema);
  if (value === undefined) return '';
  if (typeof value === 'string' && kind === 'text') return value;
  return jsonText(value);
}

/**
 * Mintlify's `x-default` on a property: the playground's starting value (with `prefill`) without touching the
 * schema's `default`. Applied to the top-level properties of a generated object body.
 */
function withXDefaults(value: unknown, schema: Schema): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const [name, property] of Object.entries(flatSchema(schema).properties ?? {})) {
    if (property['x-default'] !== undefined) out[name] = property['x-default'];
  }
  return out;
}

/** Form fields prefilled from the body example (with `prefill`). */
function initialBodyFields(media: MediaType | undefined, prefill: boolean): Record<string, unknown> {
  if (!prefill || media === undefined) return {};
  const kind = bodyKindFor(media.mediaType);
  if (kind !== 'urlencoded' && kind !== 'multipart') return {};
  const value =
    media.examples.find((e) => e.value !== undefined)?.value ??
    (media.schema ? exampleFromSchema(media.schema, { direction: 'request' }) : undefined);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const out: Record<string, unknown> = {};
  const properties = flatSchema(media.schema).properties ?? {};
  for (const [name, item] of Object.entries(value)) {
    if (fieldKind(properties[name]) === 'file') continue;
    out[name] = typeof item === 'object' && item !== null && !Array.isArray(item) ? JSON.stringify(item) : item;
  }
  return out;
}

/** A parameter's starting value: its example or default with `prefill`, else nothing. */
function initialParam(param: Parameter, prefill: boolean): unknown {
  if (!prefill) return undefined;
  if (param.in === 'querystring') return querystringText(exampleOf(param), serializedExample(param), param.contentType);
  // Mintlify's `x-default`: the playground's starting value, ahead of examples and `default`.
  const value = param.schema?.['x-default'] ?? exampleOf(param);
  if (value === undefined) return undefined;
  return fieldKind(param.schema) === 'object' && typeof value === 'object' ? JSON.stringify(value) : value;
}

export function initialInputs(
  op: ResolvedOperation,
  servers: readonly Server[],
  settings: ApiSettings | undefined,
): PlaygroundInputs {
  const prefill = settings?.examples.prefill ?? false;
  const server = servers[0]!;
  const serverVariables: Record<string, string> = {};
  for (const [name, variable] of Object.entries(server.variables)) serverVariables[name] = variable.default;
  const params = Object.fromEntries(LOCATIONS.map((l) => [l, {}])) as Partial<
    Record<ParameterLocation, Record<string, unknown>>
  >;
  for (const param of op.parameters) {
    const value = initialParam(param, prefill);
    if (value !== undefined) (params[param.in] ??= {})[param.name] = value;
  }
  const media = requestMedia(op, undefined);
  return {
    server: server.url,
    serverVariables,
    params,
    ...(media ? { mediaType: media.mediaType } : {}),
    bodyText: initialBodyText(media, prefill),
    bodyFields: initialBodyFields(media, prefill),
    authOption: 0,
    credentials: {},
  };
}

/** An object parameter is typed as JSON text; anything that does not parse is sent as written. */
function paramForRequest(param: Parameter, value: unknown): unknown {
  // A querystring is serialized whole from its text, by its media type (src/request/querystring.ts).
  if (typeof value !== 'string' || param.in === 'querystring' || fieldKind(param.schema) !== 'object') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

export function credentialsFor(option: AuthOption | undefined, typed: PlaygroundInputs['credentials']): Credential[] {
  return (option ?? []).map((scheme) => ({ scheme, ...(typed[scheme.id] ?? {}) }));
}

/** The body as `buildRequest` takes it, or undefined when the reader left it empty. */
function bodyForRequest(inputs: PlaygroundInputs, media: MediaType | undefined): unknown {
  const kind = mediaKind(media);
  if (kind === 'json' || kind === 'text') return inputs.bodyText.trim() === '' ? undefined : inputs.bodyText;
  if (kind === 'binary') return inputs.bodyFile;
  if (kind === 'urlencoded' || kind === 'multipart') {
    // In the schema's order, whatever order they were typed in, so the bytes match the snippets'.
    const order = Object.keys(flatSchema(media?.schema).properties ?? {});
    const rank = (name: string): number => (order.includes(name) ? order.indexOf(name) : order.length);
    const fields = Object.entries(inputs.bodyFields)
      .filter(([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0))
      .sort(([a], [b]) => rank(a) - rank(b));
    return fields.length === 0 ? undefined : Object.fromEntries(fields);
  }
  return undefined;
}

/** The reader's inputs in the shape `buildRequest` (and `<api-snippets>`) take. */
export function toRequestInputs(
  op: ResolvedOperation,
  inputs: PlaygroundInputs,
  options: readonly AuthOption[],
): RequestInputs {
  const params: Partial<Record<ParameterLocation, Record<string, unknown>>> = {};
  for (const param of op.parameters) {
    const value = inputs.params[param.in]?.[param.name];
    if (value === undefined) continue;
    (params[param.in] ??= {})[param.name] = paramForRequest(param, value);
  }
  const media = requestMedia(op, inputs.mediaType);
  const body = bodyForRequest(inputs, media);
  return {
    server: inputs.server,
    serverVariables: inputs.serverVariables,
    params,
    ...(media ? { mediaType: media.mediaType } : {}),
    ...(body === undefined ? {} : { body }),
    credentials: credentialsFor(options[inputs.authOption], inputs.credentials),
  };
}

/** The inputs with another server chosen: its variables start from their defaults. */
export function withServer(inputs: PlaygroundInputs, servers: readonly Server[], url: string): PlaygroundInputs {
  const def = servers.find((s) => s.url === url);
  const serverVariables = Object.fromEntries(Object.entries(def?.variables ?? {}).map(([k, v]) => [k, v.default]));
  return { ...inputs, server: url, serverVariables };
}

/** The inputs with one parameter set, or cleared when `value` is undefined. */
export function withParam(
  inputs: PlaygroundInputs,
  location: ParameterLocation,
  name: string,
  value: unknown,
): PlaygroundInputs {
  const group = { ...inputs.params[location] };
  if (value === undefined) delete group[name];
  else group[name] = value;
  return { ...inputs, params: { ...inputs.params, [location]: group } };
}

/** A parameter's first 3.2 `serializedValue` example: the exact text it is sent as. */
export function serializedExample(param: Parameter): string | undefined {
  return param.examples.find((e) => e.serializedValue !== undefined)?.serializedValue;
}
