/**
 * Checks the reader's inputs before sending, against the schemas: each message keyed to the field
 * it is about (`query:limit`, `body:name`, `body` for the JSON editor), so the form shows it there.
 */
import type { ParameterLocation, ResolvedOperation } from '../../src/openapi/types.js';
import type { RequestProblem } from '../../src/request/types.js';
import { bodyKindFor } from '../../src/request/body.js';
import { pointerLabel, validateValue } from '../../src/request/validate.js';
import { fieldKind, flatSchema, requestMedia, type PlaygroundInputs } from './playground-model.js';

export type FieldErrors = ReadonlyMap<string, readonly string[]>;

export function paramKey(location: ParameterLocation | string, name: string): string {
  return `${location}:${name}`;
}

function add(errors: Map<string, string[]>, key: string, message: string): void {
  const list = errors.get(key) ?? [];
  list.push(message);
  errors.set(key, list);
}

/** Messages for values that break their schema; empty values are left to `buildRequest` (required, path). */
export function checkInputs(op: ResolvedOperation, inputs: PlaygroundInputs): Map<string, string[]> {
  const errors = new Map<string, string[]>();
  for (const param of op.parameters) {
    let value = inputs.params[param.in]?.[param.name];
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    if (fieldKind(param.schema) === 'object' && typeof value === 'string') {
      try {
        value = JSON.parse(value);
      } catch {
        add(errors, paramKey(param.in, param.name), 'must be JSON, for example {"key": "value"}');
        continue;
      }
    }
    for (const p of validateValue(flatSchema(param.schema), value)) {
      add(
        errors,
        paramKey(param.in, param.name),
        p.pointer === '' ? p.message : `${pointerLabel(p.pointer, param.name)} ${p.message}`,
      );
    }
  }
  const media = requestMedia(op, inputs.mediaType);
  if (media === undefined) return errors;
  const kind = bodyKindFor(media.mediaType);
  if (kind === 'json' && inputs.bodyText.trim() !== '') {
    let value: unknown;
    try {
      value = JSON.parse(inputs.bodyText);
    } catch (error) {
      add(errors, 'body', `The body is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
      return errors;
    }
    for (const p of validateValue(media.schema, value)) add(errors, 'body', `${pointerLabel(p.pointer)} ${p.message}`);
  } else if (kind === 'urlencoded' || kind === 'multipart') {
    const schema = flatSchema(media.schema);
    for (const name of schema.required ?? []) {
      const v = inputs.bodyFields[name];
      if (
        (v === undefined || v === '' || (Array.isArray(v) && v.length === 0)) &&
        schema.properties?.[name]?.readOnly !== true
      )
        add(errors, paramKey('body', name), 'is required');
    }
    for (const [name, value] of Object.entries(inputs.bodyFields)) {
      const propSchema = schema.properties?.[name];
      if (value === undefined || value === '' || propSchema === undefined || fieldKind(propSchema) === 'file') continue;
      if (Array.isArray(value) && fieldKind(flatSchema(propSchema).items) === 'file') continue;
      for (const p of validateValue(flatSchema(propSchema), value))
        add(
          errors,
          paramKey('body', name),
          p.pointer === '' ? p.message : `${pointerLabel(p.pointer, name)} ${p.message}`,
        );
    }
  }
  return errors;
}

/** Where a `buildRequest` problem is shown. */
export function problemKey(problem: RequestProblem): string {
  if (problem.location === 'body') return 'body';
  if (problem.location === 'server') return 'server';
  return paramKey(problem.location, problem.name ?? '');
}
