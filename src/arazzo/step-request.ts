/**
 * A step's request: its evaluated parameters and body put through the playground's own builder (src/request), so
 * a workflow sends exactly what the playground would. Arazzo parameters the operation does not declare (an
 * `Authorization` header carrying a token from an earlier step, most often) are added after it, checked the same way.
 */
import type { Credential } from '../auth/types.js';
import type { ParameterLocation as OpenApiLocation, ResolvedOperation } from '../openapi/types.js';
import { buildRequest } from '../request/build.js';
import {
  isValidHeaderName,
  isValidHeaderValue,
  serializeCookie,
  serializeHeader,
  serializeQuery,
} from '../request/encode.js';
import type { RequestDescription } from '../request/types.js';
import type { Exchange } from './run-types.js';

export interface StepParameter {
  readonly name: string;
  readonly in?: string;
  readonly value: unknown;
}

export interface StepRequestInputs {
  readonly parameters: readonly StepParameter[];
  readonly body?: { readonly contentType?: string; readonly value: unknown };
  /** The server chosen in the playground, as a template or a URL. */
  readonly server: string;
  readonly serverVariables?: Readonly<Record<string, string>>;
  readonly credentials?: readonly Credential[];
}

export type StepRequest =
  | { readonly ok: true; readonly request: RequestDescription; readonly exchange: Omit<Exchange, 'url' | 'response'> }
  | { readonly ok: false; readonly problems: readonly string[] };

const LOCATIONS = new Set(['path', 'query', 'header', 'cookie', 'querystring']);

/** Where a parameter goes: as the step says, else where the operation declares a parameter of that name. */
function locationOf(parameter: StepParameter, operation: ResolvedOperation): OpenApiLocation | undefined {
  if (parameter.in !== undefined) return LOCATIONS.has(parameter.in) ? (parameter.in as OpenApiLocation) : undefined;
  return operation.parameters.find((p) => p.name === parameter.name)?.in;
}

function declared(operation: ResolvedOperation, name: string, where: OpenApiLocation): boolean {
  const lower = name.toLowerCase();
  return operation.parameters.some(
    (p) => p.in === where && (where === 'header' ? p.name.toLowerCase() === lower : p.name === name),
  );
}

/** Adds what the operation does not declare; returns the problems of headers that cannot travel. */
function addUndeclared(
  request: RequestDescription,
  extra: readonly { name: string; where: OpenApiLocation; value: unknown }[],
): { request: RequestDescription; problems: string[] } {
  const headers = [...request.headers];
  const query = [...request.url.query];
  const cookies = [...request.cookies];
  const problems: string[] = [];
  for (const { name, where, value } of extra) {
    if (where === 'header') {
      // The body sets its own content type.
      if (name.toLowerCase() === 'content-type') continue;
      const text = serializeHeader(value);
      if (!isValidHeaderName(name) || !isValidHeaderValue(text)) {
        problems.push(`The header ${name} can only hold plain ASCII text on one line.`);
        continue;
      }
      const at = headers.findIndex((h) => h.name.toLowerCase() === name.toLowerCase());
      if (at >= 0) headers.splice(at, 1);
      headers.push({ name, value: text });
    } else if (where === 'query') query.push(...serializeQuery(name, value, 'form', true, false));
    else if (where === 'cookie') cookies.push(...serializeCookie(name, value));
    else problems.push(`The operation has no ${where} parameter "${name}".`);
  }
  return { request: { ...request, headers, cookies, url: { ...request.url, query } }, problems };
}

function lowerCased(headers: readonly { name: string; value: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const h of headers) {
    const key = h.name.toLowerCase();
    out[key] = out[key] === undefined ? h.value : `${out[key]}, ${h.value}`;
  }
  return out;
}

/** An operation that declares no body for the step's content type still gets the step's body: the step says so. */
function withBody(operation: ResolvedOperation, contentType: string | undefined, hasBody: boolean): ResolvedOperation {
  const content = operation.requestBody?.content ?? [];
  if (
    !hasBody ||
    (content.length > 0 && (contentType === undefined || content.some((m) => m.mediaType === contentType)))
  )
    return operation;
  const mediaType = contentType ?? 'application/json';
  return { ...operation, requestBody: { required: true, content: [...content, { mediaType, examples: [] }] } };
}

export function buildStepRequest(operation: ResolvedOperation, inputs: StepRequestInputs): StepRequest {
  const params: Partial<Record<OpenApiLocation, Record<string, unknown>>> = {};
  const extra: { name: string; where: OpenApiLocation; value: unknown }[] = [];
  const problems: string[] = [];
  for (const parameter of inputs.parameters) {
    const where = locationOf(parameter, operation);
    if (where === undefined) {
      problems.push(`Parameter "${parameter.name}" has no "in", and the operation declares no parameter of that name.`);
      continue;
    }
    // The builder leaves Authorization to credentials; a token from an earlier step is a plain header here.
    if (declared(operation, parameter.name, where) && parameter.name.toLowerCase() !== 'authorization')
      (params[where] ??= {})[parameter.name] = parameter.value;
    else extra.push({ name: parameter.name, where, value: parameter.value });
  }
  if (problems.length > 0) return { ok: false, problems };
  const built = buildRequest(withBody(operation, inputs.body?.contentType, inputs.body !== undefined), {
    server: inputs.server,
    ...(inputs.serverVariables === undefined ? {} : { serverVariables: inputs.serverVariables }),
    params,
    ...(inputs.body === undefined ? {} : { body: inputs.body.value }),
    ...(inputs.body?.contentType === undefined ? {} : { mediaType: inputs.body.contentType }),
    ...(inputs.credentials === undefined ? {} : { credentials: inputs.credentials }),
  });
  if (!built.ok) return { ok: false, problems: built.problems.map((p) => p.message) };
  const added = addUndeclared(built.request, extra);
  if (added.problems.length > 0) return { ok: false, problems: added.problems };
  const request = added.request;
  return {
    ok: true,
    request,
    exchange: {
      method: request.method,
      headers: lowerCased(request.headers),
      query: Object.fromEntries(Object.entries(params.query ?? {}).map(([k, v]) => [k, String(v)])),
      path: params.path ?? {},
      ...(inputs.body === undefined ? {} : { body: inputs.body.value }),
    },
  };
}
