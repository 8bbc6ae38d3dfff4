/**
 * The OpenAPI operation a step calls: a bare `operationId` (looked up in every OpenAPI source),
 * `$sourceDescriptions.<name>.<operationId>`, or `{$sourceDescriptions.<name>.url}#/paths/~1pets/get`.
 */
import { decodeFragment } from '../openapi/pointer.js';
import type { OpenApiSpec, OperationSummary, ResolvedOperation } from '../openapi/types.js';
import { SOURCE_ID, SOURCE_PATH } from './check-step-kinds.js';
import type { Step } from './types.js';

export type FoundSummary =
  | { readonly ok: true; readonly source: string; readonly spec: OpenApiSpec; readonly summary: OperationSummary }
  | { readonly ok: false; readonly reason: string };

export type FoundOperation =
  | { readonly ok: true; readonly source: string; readonly operation: ResolvedOperation }
  | { readonly ok: false; readonly reason: string };

/** `sources`: the loaded OpenAPI source descriptions, by name. */
export function stepOperationSummary(step: Step, sources: ReadonlyMap<string, OpenApiSpec>): FoundSummary {
  const { kind, value } = step.target;
  if (kind === 'channelPath' || step.action !== undefined)
    return { ok: false, reason: `step "${step.stepId}" uses an AsyncAPI channel, which is not run in the page` };
  if (kind === 'workflowId') return { ok: false, reason: `step "${step.stepId}" runs a workflow, not an operation` };
  const path = kind === 'operationPath' ? SOURCE_PATH.exec(value) : null;
  const named = kind === 'operationId' ? SOURCE_ID.exec(value) : null;
  const name = path?.[1] ?? named?.[1];
  const candidates = name === undefined ? [...sources] : [...sources].filter(([source]) => source === name);
  for (const [source, spec] of candidates) {
    const summary =
      path !== null
        ? spec.operations.find((op) => op.pointer === decodeFragment(path[2] ?? ''))
        : spec.operations.find((op) => op.operationId === (named?.[2] ?? value));
    if (summary !== undefined) return { ok: true, source, spec, summary };
  }
  const where = name === undefined ? 'any OpenAPI source description' : `source "${name}"`;
  return { ok: false, reason: `${where} has no operation "${value}" for step "${step.stepId}"` };
}

export async function stepOperation(step: Step, sources: ReadonlyMap<string, OpenApiSpec>): Promise<FoundOperation> {
  const found = stepOperationSummary(step, sources);
  if (!found.ok) return found;
  return { ok: true, source: found.source, operation: await found.spec.resolveOperation(found.summary.id) };
}
