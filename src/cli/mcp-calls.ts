/**
 * `docs mcp --allow-calls`: the documented API as tools. Each OpenAPI operation becomes one tool whose input schema
 * is made from its parameters and body; a call builds the request with the playground's own builder (src/request/),
 * sends it only to a server the site declares (the playground proxy's policy, src/proxy/policy.ts, with each
 * resolved address checked too, and redirects not followed) and answers with the status, headers and body.
 * Credentials come only from environment variables named on the command line and are blanked out of every result.
 */
import { lookup } from 'node:dns/promises';
import { resolveAuthOptions } from '../auth/schemes.js';
import type { AuthScheme, Credential } from '../auth/types.js';
import type { OpenApiSpec, ResolvedOperation, Schema } from '../openapi/types.js';
import { checkResolvedAddress, decideProxyTarget } from '../proxy/policy.js';
import { buildRequest } from '../request/build.js';
import { toFetch } from '../request/fetch.js';
import type { ParameterLocation } from '../openapi/types.js';

/** Credentials read from the environment, by scheme kind. */
export interface EnvCredentials {
  readonly bearer?: string;
  /** `user:password`. */
  readonly basic?: string;
  readonly apiKey?: string;
}

const MAX_BODY_CHARS = 100_000;
const TIMEOUT_MS = 30_000;
const MAX_SCHEMA_DEPTH = 6;

/** A tool name from an operation: its operationId, else `method_path`, in `[A-Za-z0-9_-]{1,64}`. */
export function toolName(op: {
  readonly operationId?: string;
  readonly method: string;
  readonly path: string;
}): string {
  const raw = op.operationId ?? `${op.method}_${op.path}`;
  const name = raw.replace(/[^A-Za-z0-9_-]+/g, '_').replace(/^_+|_+$/g, '');
  return (name === '' ? op.method : name).slice(0, 64);
}

/** A schema cut at a depth (circular and deeper parts become `{}`), so a tool's input schema stays small. */
export function boundedSchema(schema: Schema | undefined, depth = 0): Record<string, unknown> {
  if (schema === undefined || depth >= MAX_SCHEMA_DEPTH || schema['x-circular'] === true) return {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key.startsWith('x-') || key === '$ref') continue;
    if (key === 'properties' || key === 'patternProperties') {
      out[key] = Object.fromEntries(
        Object.entries(value as Record<string, Schema>).map(([k, v]) => [k, boundedSchema(v, depth + 1)]),
      );
    } else if (
      ['items', 'additionalProperties', 'not', 'contains', 'propertyNames'].includes(key) &&
      typeof value === 'object'
    ) {
      out[key] = boundedSchema(value as Schema, depth + 1);
    } else if (['allOf', 'oneOf', 'anyOf', 'prefixItems'].includes(key)) {
      out[key] = (value as Schema[]).map((v) => boundedSchema(v, depth + 1));
    } else out[key] = value;
  }
  return out;
}

/** The JSON Schema of a tool's arguments: `path`, `query`, `header`, `cookie` objects and `body`. */
export function operationInputSchema(op: ResolvedOperation): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  for (const location of ['path', 'query', 'header', 'cookie'] as const) {
    const params = op.parameters.filter((p) => p.in === location);
    if (params.length === 0) continue;
    const names = params.filter((p) => p.required).map((p) => p.name);
    properties[location] = {
      type: 'object',
      description: `${location} parameters`,
      properties: Object.fromEntries(
        params.map((p) => [
          p.name,
          { ...boundedSchema(p.schema, 1), ...(p.description ? { description: p.description } : {}) },
        ]),
      ),
      ...(names.length > 0 ? { required: names } : {}),
    };
    if (names.length > 0) required.push(location);
  }
  const media = op.requestBody?.content[0];
  if (media !== undefined) {
    properties['body'] = { ...boundedSchema(media.schema), description: `The request body (${media.mediaType}).` };
    if (op.requestBody?.required === true) required.push('body');
  }
  return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
}

function credentialFor(scheme: AuthScheme, env: EnvCredentials): Credential | undefined {
  if (scheme.kind === 'bearer' && env.bearer !== undefined) return { scheme, token: env.bearer };
  if (scheme.kind === 'apiKey' && env.apiKey !== undefined) return { scheme, value: env.apiKey };
  if (scheme.kind === 'basic' && env.basic !== undefined) {
    const at = env.basic.indexOf(':');
    return {
      scheme,
      username: env.basic.slice(0, Math.max(at, 0)),
      password: at === -1 ? env.basic : env.basic.slice(at + 1),
    };
  }
  return undefined;
}

/** The credentials of the first auth option the environment can satisfy entirely (none when none can). */
function credentialsFor(op: ResolvedOperation, env: EnvCredentials): Credential[] {
  for (const option of resolveAuthOptions({ security: op.security })) {
    const creds = option.map((scheme) => credentialFor(scheme, env));
    if (creds.every((c) => c !== undefined)) return creds as Credential[];
  }
  return [];
}

/** Every form a secret may take on the wire or in an echo: as given, base64 (basic), URL-encoded. */
export function secretForms(env: EnvCredentials): string[] {
  const forms = new Set<string>();
  for (const value of [env.bearer, env.apiKey, env.basic]) {
    if (value === undefined || value.length < 3) continue;
    forms.add(value);
    forms.add(encodeURIComponent(value));
    forms.add(Buffer.from(value).toString('base64'));
  }
  if (env.basic !== undefined) for (const part of env.basic.split(':')) if (part.length >= 3) forms.add(part);
  return [...forms].sort((a, b) => b.length - a.length);
}

export const redact = (text: string, secrets: readonly string[]): string =>
  secrets.reduce((out, secret) => out.split(secret).join('<redacted>'), text);

export interface CallResult {
  readonly ok: boolean;
  readonly text: string;
}

type Args = Partial<Record<ParameterLocation | 'body', unknown>>;

/** Sends one operation's request to a declared server and describes the response (secrets blanked out). */
export async function callOperation(
  op: ResolvedOperation,
  spec: OpenApiSpec,
  args: Args,
  context: { readonly allowedServers: readonly string[]; readonly env: EnvCredentials },
): Promise<CallResult> {
  const secrets = secretForms(context.env);
  const fail = (text: string): CallResult => ({ ok: false, text: redact(text, secrets) });
  const params = Object.fromEntries(
    (['path', 'query', 'header', 'cookie'] as const).flatMap((l) =>
      typeof args[l] === 'object' && args[l] !== null ? [[l, args[l] as Record<string, unknown>]] : [],
    ),
  );
  if (op.requestBody?.required === true && args.body === undefined)
    return fail('The request is incomplete: this operation needs a body (the `body` argument).');
  const media = op.requestBody?.content[0]?.mediaType;
  const built = buildRequest(op, {
    params,
    ...(args.body === undefined ? {} : { body: args.body as never }),
    ...(media === undefined ? {} : { mediaType: media }),
    credentials: credentialsFor(op, context.env),
  });
  if (!built.ok) return fail(`The request is incomplete: ${built.problems.map((p) => p.message).join(' ')}`);
  const { url, init } = toFetch(built.request, { cookies: 'header', baseUrl: spec.url });
  const decision = decideProxyTarget(url, context.allowedServers);
  if (!decision.allowed) return fail(`Not sent: ${decision.refusal.reason}`);
  const host = decision.url.hostname.replace(/^\[|\]$/g, '');
  try {
    for (const { address } of await lookup(host, { all: true })) {
      const refused = checkResolvedAddress(host, address, decision.privateOk);
      if (refused !== undefined) return fail(`Not sent: ${refused.reason}`);
    }
  } catch (error) {
    return fail(`Not sent: ${host} could not be resolved (${(error as Error).message}).`);
  }
  try {
    const response = await fetch(decision.url, {
      ...init,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = await response.text();
    const headers = [...response.headers].map(([k, v]) => `${k}: ${v}`).join('\n');
    const shown =
      body.length > MAX_BODY_CHARS ? `${body.slice(0, MAX_BODY_CHARS)}\n… (${body.length} characters in all)` : body;
    const text = `${built.request.method} ${decision.url.href}\n\nHTTP ${response.status} ${response.statusText}\n${headers}\n\n${shown}`;
    return { ok: response.ok, text: redact(text, secrets) };
  } catch (error) {
    return fail(`The request failed: ${(error as Error).message}`);
  }
}
