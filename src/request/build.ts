/**
 * `buildRequest`: an operation plus the reader's inputs → one RequestDescription (or the problems
 * that stop it). The playground calls it with `mode: 'send'`; snippets with placeholders on and
 * examples filled in per `api.examples.defaults`.
 */
import { applyAuth } from '../auth/apply.js';
import type { Credential } from '../auth/types.js';
import type { MediaType, Parameter, ParameterLocation, ResolvedOperation, Schema } from '../openapi/types.js';
import { buildBody, type BodyInput } from './body.js';
import { serializeQuerystring } from './querystring.js';
import { resolveServer } from './server-origin.js';
import {
  isEmptyValue,
  isValidHeaderName,
  isValidHeaderValue,
  serializeCookie,
  serializeHeader,
  serializePath,
  serializeQuery,
} from './encode.js';
import type { EncodedPair, NameValue, RequestBody, RequestDescription, RequestProblem } from './types.js';

export interface RequestInputs {
  /** The chosen server URL as written in the spec (with `{variables}`); defaults to the operation's first server. */
  readonly server?: string;
  readonly serverVariables?: Readonly<Record<string, string>>;
  /** Values by location, then by parameter name. `undefined`, `''` and `[]` count as not given. */
  readonly params?: Partial<Record<ParameterLocation, Readonly<Record<string, unknown>>>>;
  readonly body?: BodyInput;
  /** Which of the request body's media types to send; defaults to the first. */
  readonly mediaType?: string;
  readonly credentials?: readonly Credential[];
}

export interface BuildOptions {
  /**
   * Fill parameters and body fields the reader left empty from `example`, `examples` or `default`:
   * `required` only required ones, `all` every one that has an example. Off when absent.
   */
  readonly examplesDefaults?: 'required' | 'all';
  /**
   * Snippet mode: a missing path parameter stays as `{name}` and a missing credential becomes
   * `<ACCESS_TOKEN>` and friends, instead of being reported as a problem.
   */
  readonly placeholders?: boolean;
}

export type BuildResult =
  | { readonly ok: true; readonly request: RequestDescription; readonly problems: readonly RequestProblem[] }
  | { readonly ok: false; readonly problems: readonly RequestProblem[] };

/** Headers OpenAPI says to ignore as parameters: the body and auth set them. */
const IGNORED_HEADERS = new Set(['accept', 'content-type', 'authorization']);

/** The first example a parameter or schema offers, or undefined. */
export function exampleOf(param: {
  example?: unknown;
  examples?: readonly { value?: unknown }[];
  schema?: Schema;
}): unknown {
  if (param.example !== undefined) return param.example;
  const fromExamples = param.examples?.find((e) => e.value !== undefined)?.value;
  if (fromExamples !== undefined) return fromExamples;
  if (param.schema?.examples?.length) return param.schema.examples[0];
  return param.schema?.default;
}

function paramValue(param: Parameter, inputs: RequestInputs, options: BuildOptions): unknown {
  const given = inputs.params?.[param.in]?.[param.name];
  if (!isEmptyValue(given)) return given;
  const fill = options.examplesDefaults;
  if (fill === 'all' || (fill === 'required' && param.required)) return exampleOf(param);
  return undefined;
}

/** `{scheme}://{host}/v1` with variables substituted (the reader's value, else the default), trailing slash removed. */
export function resolveServerUrl(
  template: string,
  variables: Readonly<Record<string, { readonly default: string }>> = {},
  values: Readonly<Record<string, string>> = {},
): string {
  return resolveServer(template, variables, values).url;
}

function contentSerialized(param: Parameter, value: unknown): unknown {
  if (param.in === 'querystring') return value; // serialized whole by its media type
  // A parameter described by `content` (usually JSON) is sent as that text.
  if (param.contentType && /json/i.test(param.contentType) && typeof value !== 'string') return JSON.stringify(value);
  return value;
}

export function buildRequest(
  operation: ResolvedOperation,
  inputs: RequestInputs = {},
  options: BuildOptions = {},
): BuildResult {
  const problems: RequestProblem[] = [];
  const placeholders = options.placeholders ?? false;
  const server = serverOf(operation, inputs, problems);
  const parts = serializeParameters(operation, inputs, options, problems);
  const path = fillPath(operation, parts.pathValues, placeholders, problems);
  const body = requestBodyOf(operation, inputs, options, problems);

  // Snippets always get a request (with placeholders); sending needs every problem solved first.
  if (problems.length && !placeholders) return { ok: false, problems };

  const bare: RequestDescription = {
    // A 3.2 custom method is sent exactly as written (methods are case-sensitive).
    method: operation.custom === true ? operation.method : operation.method.toUpperCase(),
    url: { server, path: path.startsWith('/') ? path : `/${path}`, query: parts.query },
    headers: parts.headers,
    cookies: parts.cookies,
    body,
    secrets: [],
  };
  const request = applyAuth(bare, inputs.credentials ?? [], { placeholders });
  return { ok: true, request, problems };
}

/** The chosen server's URL with its variables filled in; a value that would move the request is a problem. */
function serverOf(operation: ResolvedOperation, inputs: RequestInputs, problems: RequestProblem[]): string {
  const serverTemplate = inputs.server ?? operation.servers[0]?.url ?? '';
  const serverDef = operation.servers.find((s) => s.url === serverTemplate);
  const resolved = resolveServer(serverTemplate, serverDef?.variables, inputs.serverVariables);
  const server = resolved.url;
  // A value that would move the request (and its credentials) to another host is never sent.
  for (const p of resolved.problems)
    problems.push({ code: 'server/invalid-variable', location: 'server', name: p.name, message: p.message });
  if (resolved.problems.length === 0 && /^[a-z][a-z0-9+.-]*:/i.test(server)) {
    try {
      new URL(server);
    } catch {
      problems.push({
        code: 'server/invalid-url',
        location: 'server',
        message: `The server URL "${server}" is not a valid URL.`,
      });
    }
  }
  return server;
}

interface SerializedParameters {
  readonly pathValues: Map<string, string>;
  readonly query: EncodedPair[];
  readonly headers: NameValue[];
  readonly cookies: NameValue[];
}

/** Each parameter's value (given, else an example when asked) serialized by its location and style. */
function serializeParameters(
  operation: ResolvedOperation,
  inputs: RequestInputs,
  options: BuildOptions,
  problems: RequestProblem[],
): SerializedParameters {
  const placeholders = options.placeholders ?? false;
  const out: SerializedParameters = { pathValues: new Map(), query: [], headers: [], cookies: [] };
  for (const param of operation.parameters) {
    const value = contentSerialized(param, paramValue(param, inputs, options));
    const empty = isEmptyValue(value);
    if (param.in === 'path') {
      if (!empty)
        out.pathValues.set(
          param.name,
          serializePath(param.name, value, param.style ?? 'simple', param.explode ?? false),
        );
      else if (!placeholders)
        problems.push({
          code: 'param/missing-path',
          location: 'path',
          name: param.name,
          message: `Fill in the path parameter ${param.name}.`,
        });
      continue;
    }
    if (empty) {
      if (param.required && !placeholders)
        problems.push({
          code: 'param/missing-required',
          location: param.in,
          name: param.name,
          message: `Fill in the required ${param.in} parameter ${param.name}.`,
        });
      continue;
    }
    if (param.in === 'query') {
      const style = param.style ?? 'form';
      out.query.push(
        ...serializeQuery(param.name, value, style, param.explode ?? style === 'form', param.allowReserved ?? false),
      );
    } else if (param.in === 'querystring') out.query.push(...serializeQuerystring(value, param.contentType));
    else if (param.in === 'header') addHeader(param, value, out.headers, problems);
    else if (param.in === 'cookie') out.cookies.push(...serializeCookie(param.name, value, param.explode ?? true));
  }
  return out;
}

/** A header parameter, unless the browser sets it itself or it cannot travel as a header. */
function addHeader(param: Parameter, value: unknown, headers: NameValue[], problems: RequestProblem[]): void {
  if (IGNORED_HEADERS.has(param.name.toLowerCase())) return;
  const text = serializeHeader(value, param.explode ?? false);
  if (!isValidHeaderName(param.name) || !isValidHeaderValue(text)) {
    problems.push({
      code: 'param/invalid-header',
      location: 'header',
      name: param.name,
      message: `The header ${param.name} can only hold plain ASCII text on one line; remove line breaks and other special characters.`,
    });
    return;
  }
  headers.push({ name: param.name, value: text });
}

/** Every `{name}` in the template: a value, a `{name}` placeholder, or (when sending) a problem. */
function fillPath(
  operation: ResolvedOperation,
  pathValues: ReadonlyMap<string, string>,
  placeholders: boolean,
  problems: RequestProblem[],
): string {
  return operation.path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const value = pathValues.get(name);
    if (value !== undefined) return value;
    if (!placeholders && !operation.parameters.some((p) => p.in === 'path' && p.name === name)) {
      problems.push({
        code: 'param/missing-path',
        location: 'path',
        name,
        message: `Fill in the path parameter ${name}.`,
      });
    }
    return whole;
  });
}

function requestBodyOf(
  operation: ResolvedOperation,
  inputs: RequestInputs,
  options: BuildOptions,
  problems: RequestProblem[],
): RequestBody {
  const media = pickMediaType(operation, inputs.mediaType);
  if (!media) return { kind: 'none' };
  const built = buildBody(media, inputs.body, options.examplesDefaults);
  if ('problem' in built) {
    problems.push(built.problem);
    return { kind: 'none' };
  }
  return built.body;
}

function pickMediaType(operation: ResolvedOperation, wanted: string | undefined): MediaType | undefined {
  const content = operation.requestBody?.content ?? [];
  if (wanted) return content.find((m) => m.mediaType === wanted) ?? content[0];
  return content[0];
}
