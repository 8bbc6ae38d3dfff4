/**
 * One check of the playground's inputs before sending: each value against its schema, then the
 * core's own request rules (`buildRequest`), in a single pass. Every problem is typed and names the
 * field it is about (`FieldRef`), so a form can show it at that field; nothing is keyed by strings.
 */
import type { AuthOption } from '../auth/types.js';
import type { ParameterLocation, ResolvedOperation, Schema } from '../openapi/types.js';
import { isFormQuerystring } from './querystring.js';
import { bodyKindFor } from './body.js';
import { buildRequest, type RequestInputs } from './build.js';
import { fieldKind, flatSchema } from './field-kind.js';
import { requestMedia, toRequestInputs, type PlaygroundInputs } from './playground-inputs.js';
import type { RequestDescription, RequestProblem } from './types.js';
import { pointerLabel, validateValue } from './validate.js';

/** The input a problem is about. */
export type FieldRef =
  | { readonly kind: 'server' }
  /** The JSON or text editor, or the body as a whole. */
  | { readonly kind: 'body' }
  | { readonly kind: 'param'; readonly location: ParameterLocation; readonly name: string }
  /** One field of a urlencoded or multipart body. */
  | { readonly kind: 'body-field'; readonly name: string }
  | { readonly kind: 'auth'; readonly name: string };

export type InputProblem =
  /** An object parameter or a JSON body that does not parse. */
  | { readonly kind: 'not-json'; readonly field: FieldRef; readonly message: string }
  /** A value that breaks its schema, at `pointer` inside it. */
  | { readonly kind: 'schema'; readonly field: FieldRef; readonly pointer: string; readonly message: string }
  /** A required form field left empty. */
  | { readonly kind: 'missing'; readonly field: FieldRef; readonly message: string }
  /** What `buildRequest` refused (a missing path parameter, a bad server URL…). */
  | { readonly kind: 'request'; readonly field: FieldRef; readonly problem: RequestProblem; readonly message: string };

export type InputCheck =
  | { readonly ok: true; readonly request: RequestDescription; readonly inputs: RequestInputs }
  | { readonly ok: false; readonly problems: readonly InputProblem[] };

export function sameField(a: FieldRef, b: FieldRef): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind === 'param' && b.kind === 'param') return a.location === b.location && a.name === b.name;
  if ('name' in a && 'name' in b) return a.name === b.name;
  return true;
}

/** The messages about one field, in the order they were found. */
export function messagesAt(problems: readonly InputProblem[], field: FieldRef): string[] {
  return problems.filter((p) => sameField(p.field, field)).map((p) => p.message);
}

/** The problems `buildRequest` reported, as it reported them (for the summary above Send). */
export function requestProblems(problems: readonly InputProblem[]): RequestProblem[] {
  return problems.flatMap((p) => (p.kind === 'request' ? [p.problem] : []));
}

/** The summary above Send: what `buildRequest` refused, else a pointer to the messages at the fields. */
export function summaryProblems(problems: readonly InputProblem[]): RequestProblem[] {
  const refused = requestProblems(problems);
  if (refused.length > 0 || problems.length === 0) return refused;
  return [
    {
      code: 'param/missing-required',
      location: 'form',
      message: 'Some values do not match what the API expects; see the message at each field.',
    },
  ];
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

/** Schema problems of one value, worded with the value's name (`tags[0] must be …`). */
function schemaProblems(field: FieldRef, schema: Schema | undefined, value: unknown, name: string): InputProblem[] {
  return validateValue(schema, value).map((p) => ({
    kind: 'schema',
    field,
    pointer: p.pointer,
    message: p.pointer === '' ? p.message : `${pointerLabel(p.pointer, name)} ${p.message}`,
  }));
}

/** Values that break their schema; empty values are left to `buildRequest` (required, path). */
function checkParams(op: ResolvedOperation, inputs: PlaygroundInputs): InputProblem[] {
  const problems: InputProblem[] = [];
  for (const param of op.parameters) {
    const field: FieldRef = { kind: 'param', location: param.in, name: param.name };
    let value = inputs.params[param.in]?.[param.name];
    if (isEmpty(value)) continue;
    // A form-encoded querystring is text whose values are all strings: nothing to check by type.
    if (param.in === 'querystring' && isFormQuerystring(param.contentType)) continue;
    if ((param.in === 'querystring' || fieldKind(param.schema) === 'object') && typeof value === 'string') {
      try {
        value = JSON.parse(value);
      } catch {
        problems.push({ kind: 'not-json', field, message: 'must be JSON, for example {"key": "value"}' });
        continue;
      }
    }
    problems.push(...schemaProblems(field, flatSchema(param.schema), value, param.name));
  }
  return problems;
}

function checkJsonBody(schema: Schema | undefined, text: string): InputProblem[] {
  const field: FieldRef = { kind: 'body' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return [{ kind: 'not-json', field, message: `The body is not valid JSON: ${reason}` }];
  }
  return validateValue(schema, value).map((p) => ({
    kind: 'schema',
    field,
    pointer: p.pointer,
    message: `${pointerLabel(p.pointer)} ${p.message}`,
  }));
}

function checkFormBody(bodySchema: Schema | undefined, fields: Readonly<Record<string, unknown>>): InputProblem[] {
  const schema = flatSchema(bodySchema);
  const problems: InputProblem[] = [];
  for (const name of schema.required ?? []) {
    if (isEmpty(fields[name]) && schema.properties?.[name]?.readOnly !== true)
      problems.push({ kind: 'missing', field: { kind: 'body-field', name }, message: 'is required' });
  }
  for (const [name, value] of Object.entries(fields)) {
    const propSchema = schema.properties?.[name];
    if (value === undefined || value === '' || propSchema === undefined || fieldKind(propSchema) === 'file') continue;
    if (Array.isArray(value) && fieldKind(flatSchema(propSchema).items) === 'file') continue;
    problems.push(...schemaProblems({ kind: 'body-field', name }, flatSchema(propSchema), value, name));
  }
  return problems;
}

function checkBody(op: ResolvedOperation, inputs: PlaygroundInputs): InputProblem[] {
  const media = requestMedia(op, inputs.mediaType);
  if (media === undefined) return [];
  const kind = bodyKindFor(media.mediaType);
  if (kind === 'json' && inputs.bodyText.trim() !== '') return checkJsonBody(media.schema, inputs.bodyText);
  if (kind === 'urlencoded' || kind === 'multipart') return checkFormBody(media.schema, inputs.bodyFields);
  return [];
}

/** Where a `buildRequest` problem is shown. */
function fieldOf(problem: RequestProblem): FieldRef {
  switch (problem.location) {
    case 'body':
      return { kind: 'body' };
    case 'server':
      return { kind: 'server' };
    case 'path':
    case 'query':
    case 'header':
    case 'cookie':
      return { kind: 'param', location: problem.location, name: problem.name ?? '' };
    default:
      return { kind: 'auth', name: problem.name ?? '' };
  }
}

/** Checks the reader's inputs and builds the request: the request, or every problem found. */
export function checkInputs(
  op: ResolvedOperation,
  inputs: PlaygroundInputs,
  authOptions: readonly AuthOption[],
): InputCheck {
  const requestInputs = toRequestInputs(op, inputs, authOptions);
  const built = buildRequest(op, requestInputs);
  const problems = [...checkParams(op, inputs), ...checkBody(op, inputs)];
  if (!built.ok)
    for (const problem of built.problems)
      problems.push({ kind: 'request', field: fieldOf(problem), problem, message: problem.message });
  if (built.ok && problems.length === 0) return { ok: true, request: built.request, inputs: requestInputs };
  return { ok: false, problems };
}
