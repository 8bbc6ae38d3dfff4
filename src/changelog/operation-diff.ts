/**
 * The changes of one operation between two versions, each named by its rule (rules.ts): parameters, request body,
 * responses and security, over the dereferenced operations src/openapi resolves.
 */
import type { MediaType, Parameter, ResolvedOperation, Schema, SecurityRequirement } from '../openapi/types.js';
import { changeRule } from './rules.js';
import { diffSchemas, type SchemaChange, type SchemaChangeKind } from './schema-diff.js';
import type { Change } from './types.js';
import { code } from './code-span.js';

export interface OperationPair {
  readonly before: ResolvedOperation;
  readonly after: ResolvedOperation;
  readonly resolveOld?: (ref: string) => Schema | undefined;
  readonly resolveNew?: (ref: string) => Schema | undefined;
}

type Emit = (rule: string, message: string) => void;

export function diffOperation(pair: OperationPair): Change[] {
  const out: Change[] = [];
  const { after } = pair;
  const emit: Emit = (rule, message) =>
    out.push({ rule, breaking: changeRule(rule).breaking, operation: after.id, message, pointer: after.pointer });
  if (after.deprecated && !pair.before.deprecated) emit('endpoint-deprecated', 'The operation is deprecated.');
  if (!after.deprecated && pair.before.deprecated)
    emit('endpoint-reactivated', 'The operation is no longer deprecated.');
  diffParameters(pair, emit);
  diffRequestBody(pair, emit);
  diffResponses(pair, emit);
  diffSecurity(pair.before.security, after.security, emit);
  return out;
}

const LOCATION_NAMES: Record<string, string> = {
  path: 'Path',
  query: 'Query',
  querystring: 'Query string',
  header: 'Header',
  cookie: 'Cookie',
};
/** Path parameters match by their place in the path (a rename is no change), headers by name in any case. */
function paramKey(p: Parameter, path: string): string {
  if (p.in === 'path') {
    const names = [...path.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]);
    const index = names.indexOf(p.name);
    if (index >= 0) return `path:#${index}`;
  }
  return `${p.in}:${p.in === 'header' ? p.name.toLowerCase() : p.name}`;
}
const paramName = (p: Parameter): string => `${LOCATION_NAMES[p.in] ?? p.in} parameter ${code(p.name)}`;

function diffParameters(pair: OperationPair, emit: Emit): void {
  const old = new Map(pair.before.parameters.map((p) => [paramKey(p, pair.before.path), p]));
  const now = new Map(pair.after.parameters.map((p) => [paramKey(p, pair.after.path), p]));
  for (const [key, param] of now) {
    const was = old.get(key);
    const name = paramName(param);
    if (was === undefined) {
      if (param.required) emit('request-parameter-added-required', `${name} was added, required.`);
      else emit('request-parameter-added', `${name} was added.`);
      continue;
    }
    if (param.required && !was.required) emit('request-parameter-became-required', `${name} is now required.`);
    if (!param.required && was.required) emit('request-parameter-became-optional', `${name} is now optional.`);
    if (param.deprecated && !was.deprecated) emit('request-parameter-deprecated', `${name} is deprecated.`);
    const changes = diffSchemas(was.schema, param.schema, schemaOptions(pair, 'request'));
    for (const change of changes) schemaChange('request', name, change, emit, true);
  }
  for (const [key, param] of old)
    if (!now.has(key)) emit('request-parameter-removed', `${paramName(param)} was removed.`);
}

const schemaOptions = (pair: OperationPair, direction: 'request' | 'response') => ({
  direction,
  ...(pair.resolveOld === undefined ? {} : { resolveOld: pair.resolveOld }),
  ...(pair.resolveNew === undefined ? {} : { resolveNew: pair.resolveNew }),
});

function diffRequestBody(pair: OperationPair, emit: Emit): void {
  const was = pair.before.requestBody;
  const body = pair.after.requestBody;
  if (was === undefined && body === undefined) return;
  if (was === undefined) {
    if (body!.required) emit('request-body-added-required', 'A request body was added, required.');
    else emit('request-body-added', 'A request body was added.');
    return;
  }
  if (body === undefined) {
    emit('request-body-removed', 'The request body was removed.');
    return;
  }
  if (body.required && !was.required) emit('request-body-became-required', 'The request body is now required.');
  if (!body.required && was.required) emit('request-body-became-optional', 'The request body is now optional.');
  diffContent(was.content, body.content, 'request', 'Request body', pair, emit);
}

function diffResponses(pair: OperationPair, emit: Emit): void {
  const old = new Map(pair.before.responses.map((r) => [r.status.toUpperCase(), r]));
  const now = new Map(pair.after.responses.map((r) => [r.status.toUpperCase(), r]));
  for (const [status, response] of now) {
    const was = old.get(status);
    if (was === undefined) emit('response-status-added', `Response ${code(response.status)} was added.`);
    else diffContent(was.content, response.content, 'response', `Response ${code(response.status)}`, pair, emit);
  }
  for (const [status, response] of old) {
    if (now.has(status)) continue;
    const success = /^2/.test(status);
    emit(
      success ? 'response-success-status-removed' : 'response-non-success-status-removed',
      `Response ${code(response.status)} was removed.`,
    );
  }
}

function diffContent(
  before: readonly MediaType[],
  after: readonly MediaType[],
  side: 'request' | 'response',
  label: string,
  pair: OperationPair,
  emit: Emit,
): void {
  const old = new Map(before.map((m) => [m.mediaType.toLowerCase(), m]));
  const now = new Map(after.map((m) => [m.mediaType.toLowerCase(), m]));
  const prefix = side === 'request' ? 'request-body' : 'response';
  for (const [type, media] of now) {
    const was = old.get(type);
    if (was === undefined) {
      emit(`${prefix}-media-type-added`, `${label} can now be ${code(media.mediaType)}.`);
      continue;
    }
    const where = now.size > 1 ? `${label} (${code(media.mediaType)})` : label;
    for (const change of diffSchemas(was.schema, media.schema, schemaOptions(pair, side)))
      schemaChange(side, where, change, emit);
  }
  for (const [type, media] of old)
    if (!now.has(type)) emit(`${prefix}-media-type-removed`, `${label} can no longer be ${code(media.mediaType)}.`);
}

/** Rule id suffixes by schema finding, per side; a parameter's own schema (path '') has its own ids. */
const REQUEST_KINDS: Record<SchemaChangeKind, string> = {
  added: 'added',
  'added-required': 'added-required',
  'removed-required': 'removed',
  'removed-optional': 'removed',
  'became-required': 'became-required',
  'became-optional': 'became-optional',
  'type-widened': 'type-widened',
  'type-narrowed': 'type-changed',
  'type-changed': 'type-changed',
  'enum-value-added': 'enum-value-added',
  'enum-value-removed': 'enum-value-removed',
  deprecated: 'deprecated',
};
const RESPONSE_RULES: Record<SchemaChangeKind, string> = {
  added: 'response-property-added',
  'added-required': 'response-property-added',
  'removed-required': 'response-required-property-removed',
  'removed-optional': 'response-optional-property-removed',
  'became-required': 'response-property-became-required',
  'became-optional': 'response-property-became-optional',
  'type-widened': 'response-property-type-changed',
  'type-narrowed': 'response-property-type-narrowed',
  'type-changed': 'response-property-type-changed',
  'enum-value-added': 'response-property-enum-value-added',
  'enum-value-removed': 'response-property-enum-value-removed',
  deprecated: 'response-property-deprecated',
};
const SENTENCES: Record<SchemaChangeKind, (detail: string) => string> = {
  added: () => 'was added',
  'added-required': () => 'was added, required',
  'removed-required': () => 'was removed (it was required)',
  'removed-optional': () => 'was removed',
  'became-required': () => 'is now required',
  'became-optional': () => 'is now optional',
  'type-widened': (d) => `changed type: ${code(d)}`,
  'type-narrowed': (d) => `changed type: ${code(d)}`,
  'type-changed': (d) => `changed type: ${code(d)}`,
  'enum-value-added': (d) => `allows a new value, ${code(d)}`,
  'enum-value-removed': (d) => `no longer allows ${code(d)}`,
  deprecated: () => 'is deprecated',
};

/** `parameter`: `where` names a parameter, whose own schema (path '') has the parameter rules. */
function schemaChange(
  side: 'request' | 'response',
  where: string,
  change: SchemaChange,
  emit: Emit,
  parameter = false,
): void {
  const isParameter = parameter && change.path === '';
  const rule =
    side === 'response'
      ? RESPONSE_RULES[change.kind]
      : `request-${isParameter ? 'parameter' : 'property'}-${REQUEST_KINDS[change.kind]}`;
  const subject = change.path === '' ? where : `${where} field ${code(change.path)}`;
  emit(rule, `${subject} ${SENTENCES[change.kind](change.detail ?? '')}.`);
}

/** Each way to authenticate as the sorted scheme names it needs together; `''` is anonymous. */
function alternatives(security: readonly SecurityRequirement[]): Map<string, SecurityRequirement> {
  return new Map(
    security.map((req) => [
      req
        .map((s) => s.scheme.key)
        .sort()
        .join(' + '),
      req,
    ]),
  );
}

function diffSecurity(before: readonly SecurityRequirement[], after: readonly SecurityRequirement[], emit: Emit): void {
  const old = alternatives(before);
  const now = alternatives(after);
  const wasOpen = old.size === 0 || old.has('');
  const isOpen = now.size === 0 || now.has('');
  if (wasOpen && !isOpen) {
    emit('security-added', `It now needs credentials: ${[...now.keys()].map((k) => code(k)).join(' or ')}.`);
    return;
  }
  if (!wasOpen && isOpen) {
    emit('security-removed', 'It no longer needs credentials.');
    return;
  }
  for (const [key, req] of now) {
    if (key === '') continue;
    const was = old.get(key);
    if (was === undefined) {
      if (!wasOpen) emit('security-alternative-added', `It can now authenticate with ${code(key)}.`);
      continue;
    }
    diffScopes(was, req, emit);
  }
  for (const key of old.keys())
    if (key !== '' && !now.has(key) && !wasOpen)
      emit('security-alternative-removed', `It can no longer authenticate with ${code(key)}.`);
}

function diffScopes(before: SecurityRequirement, after: SecurityRequirement, emit: Emit): void {
  for (const { scheme, scopes } of after) {
    const was = new Set(before.find((s) => s.scheme.key === scheme.key)?.scopes ?? []);
    const now = new Set(scopes);
    for (const scope of now)
      if (!was.has(scope)) emit('security-scope-added', `${code(scheme.key)} now needs the scope ${code(scope)}.`);
    for (const scope of was)
      if (!now.has(scope))
        emit('security-scope-removed', `${code(scheme.key)} no longer needs the scope ${code(scope)}.`);
  }
}
