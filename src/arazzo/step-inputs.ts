/**
 * A step's parameters and body with their runtime expressions evaluated: the workflow's parameters, then the
 * step's (a step's parameter replaces the workflow's of the same name and place), references to
 * `$components.parameters.x` looked up, and the body's `replacements` written into its payload.
 */
import { isObject, splitPointer } from '../openapi/pointer.js';
import { isReference } from './components.js';
import { evaluateValue } from './evaluate.js';
import type { RunContext } from './run-types.js';
import type { StepParameter } from './step-request.js';
import type { ArazzoDocument, Parameter, ReusableReference, Step, Workflow } from './types.js';

type Result<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: string };

function resolveParameter(doc: ArazzoDocument, item: Parameter | ReusableReference): Result<Parameter> {
  if (!isReference(item)) return { ok: true, value: item };
  const name = /^\$components\.parameters\.(.+)$/.exec(item.reference)?.[1];
  const found = name === undefined ? undefined : doc.components.parameters[name];
  if (found === undefined) return { ok: false, reason: `"${item.reference}" names no component parameter` };
  return { ok: true, value: item.value === undefined ? found : { ...found, value: item.value } };
}

export function stepParameters(
  doc: ArazzoDocument,
  workflow: Workflow,
  step: Step,
  context: RunContext,
): Result<StepParameter[]> {
  const merged = new Map<string, Parameter>();
  // Workflow parameters apply to operation steps only; a nested workflow takes the step's as its inputs.
  const inherited = step.target.kind === 'workflowId' ? [] : workflow.parameters;
  for (const item of [...inherited, ...step.parameters]) {
    const resolved = resolveParameter(doc, item);
    if (!resolved.ok) return resolved;
    merged.set(`${resolved.value.in ?? ''} ${resolved.value.name}`, resolved.value);
  }
  const out: StepParameter[] = [];
  for (const parameter of merged.values()) {
    const value = evaluateValue(parameter.value, context);
    if (!value.ok) return { ok: false, reason: `parameter "${parameter.name}" has no value: ${value.reason}` };
    out.push({ name: parameter.name, ...(parameter.in === undefined ? {} : { in: parameter.in }), value: value.value });
  }
  return { ok: true, value: out };
}

/** `payload` with `value` written at `pointer` (a copy; the segments that do not exist yet are made). */
function replaceAt(payload: unknown, pointer: string, value: unknown): Result<unknown> {
  const segments = splitPointer(pointer);
  if (segments.length === 0) return { ok: true, value };
  const root: unknown = structuredClone(payload ?? {});
  let node = root;
  for (const [i, segment] of segments.entries()) {
    const last = i === segments.length - 1;
    if (Array.isArray(node)) {
      const index = segment === '-' ? node.length : Number(segment);
      if (!Number.isInteger(index)) return { ok: false, reason: `"${pointer}" names no item of an array` };
      if (last) node[index] = value;
      else node = node[index] ??= {};
    } else if (isObject(node)) {
      if (last) node[segment] = value;
      else node = node[segment] ??= {};
    } else return { ok: false, reason: `"${pointer}" goes into a value that is not an object` };
  }
  return { ok: true, value: root };
}

export function stepBody(
  step: Step,
  context: RunContext,
): Result<{ contentType?: string; value: unknown } | undefined> {
  const body = step.requestBody;
  if (body === undefined) return { ok: true, value: undefined };
  const payload = evaluateValue(body.payload, context);
  if (!payload.ok) return { ok: false, reason: `the request body has no value: ${payload.reason}` };
  let value = payload.value;
  for (const replacement of body.replacements) {
    if (!replacement.target.startsWith('/') && replacement.target !== '')
      return {
        ok: false,
        reason: `replacement target "${replacement.target}" is not a JSON pointer (XPath targets are not run in the page)`,
      };
    const replaced = evaluateValue(replacement.value, context);
    if (!replaced.ok)
      return { ok: false, reason: `the replacement at "${replacement.target}" has no value: ${replaced.reason}` };
    const written = replaceAt(value, replacement.target, replaced.value);
    if (!written.ok) return written;
    value = written.value;
  }
  return { ok: true, value: { ...(body.contentType === undefined ? {} : { contentType: body.contentType }), value } };
}
