/**
 * The control flow of each workflow: step and workflow ids unique, `goto` and `dependsOn` naming what exists, and
 * steps no run can reach (after an unconditional `end` or `goto` that jumps over them) reported as warnings.
 *
 * A step runs its success actions (its own, then the workflow's `successActions` it does not override by name) in
 * order; the first whose criteria hold is taken, so an action without criteria ends the list: the next step is only
 * reached when no action applies. A failure follows `goto` and `retry`, and otherwise ends the workflow.
 */
import { didYouMean } from '../navigation/did-you-mean.js';
import { childPointer } from '../openapi/pointer.js';
import { resolvedActions } from './components.js';
import type { Action, ArazzoDocument, Finding, Workflow } from './types.js';

type Doc = Pick<ArazzoDocument, 'workflows' | 'components'>;

/** A step's actions of one kind with the workflow's of that kind not overridden by name. */
function actionsOf(own: Action[], inherited: Action[]): Action[] {
  const names = new Set(own.map((a) => a.name));
  return [...own, ...inherited.filter((a) => !names.has(a.name))];
}

/** Step indexes a step can pass control to, and whether it can fall through to the next one. */
function successors(actions: readonly Action[], index: Map<string, number>): { next: number[]; fallsThrough: boolean } {
  const next: number[] = [];
  for (const action of actions) {
    const target = action.stepId === undefined ? undefined : index.get(action.stepId);
    if (action.type === 'goto' && target !== undefined) next.push(target);
    if (action.criteria.length === 0 && action.type !== 'retry') return { next, fallsThrough: false };
  }
  return { next, fallsThrough: true };
}

function unreachableSteps(doc: Doc, workflow: Workflow): Finding[] {
  const steps = workflow.steps;
  const index = new Map(steps.map((s, i) => [s.stepId, i]));
  const onSuccessAll = resolvedActions(doc, workflow.successActions, 'successActions');
  const onFailureAll = resolvedActions(doc, workflow.failureActions, 'failureActions');
  const reached = new Set<number>();
  const queue = steps.length === 0 ? [] : [0];
  while (queue.length > 0) {
    const i = queue.shift()!;
    if (reached.has(i)) continue;
    reached.add(i);
    const step = steps[i]!;
    const success = successors(actionsOf(resolvedActions(doc, step.onSuccess, 'successActions'), onSuccessAll), index);
    const failure = successors(actionsOf(resolvedActions(doc, step.onFailure, 'failureActions'), onFailureAll), index);
    queue.push(...success.next, ...failure.next);
    if (success.fallsThrough && i + 1 < steps.length) queue.push(i + 1);
  }
  return steps.flatMap((step, i) =>
    reached.has(i)
      ? []
      : [
          {
            severity: 'warning' as const,
            code: 'arazzo/unreachable-step',
            message: `Step "${step.stepId}" of workflow "${workflow.workflowId}" can never run: every path before it ends or jumps past it.`,
            pointer: step.pointer,
          },
        ],
  );
}

function duplicates(ids: readonly { id: string; pointer: string }[], what: string): Finding[] {
  const seen = new Set<string>();
  return ids.flatMap(({ id, pointer }) => {
    if (!seen.has(id)) {
      seen.add(id);
      return [];
    }
    return [
      {
        severity: 'error' as const,
        code: 'arazzo/duplicate-id',
        message: `${what} "${id}" is declared twice; ids must be unique.`,
        pointer,
      },
    ];
  });
}

/** `goto` targets: a step of the same workflow, or a workflow of this document (`$sourceDescriptions.x.y` is checked with the sources). */
function gotoTargets(doc: Doc, workflow: Workflow, actions: readonly Action[]): Finding[] {
  const stepIds = workflow.steps.map((s) => s.stepId);
  const workflowIds = doc.workflows.map((w) => w.workflowId);
  return actions.flatMap((action): Finding[] => {
    if (action.stepId !== undefined && !stepIds.includes(action.stepId))
      return [
        {
          severity: 'error',
          code: 'arazzo/unknown-step',
          message: `Action "${action.name}" goes to step "${action.stepId}", which workflow "${workflow.workflowId}" does not have.${didYouMean(action.stepId, stepIds)}`,
          pointer: childPointer(action.pointer, 'stepId'),
        },
      ];
    const id = action.workflowId;
    if (id !== undefined && !id.startsWith('$') && !workflowIds.includes(id))
      return [
        {
          severity: 'error',
          code: 'arazzo/unknown-workflow',
          message: `Action "${action.name}" goes to workflow "${id}", which this document does not have.${didYouMean(id, workflowIds)}`,
          pointer: childPointer(action.pointer, 'workflowId'),
        },
      ];
    return [];
  });
}

function dependsOn(doc: Doc, workflow: Workflow): Finding[] {
  const ids = doc.workflows.map((w) => w.workflowId);
  return workflow.dependsOn.flatMap((id, i): Finding[] =>
    id.startsWith('$') || ids.includes(id)
      ? []
      : [
          {
            severity: 'error',
            code: 'arazzo/unknown-workflow',
            message: `Workflow "${workflow.workflowId}" depends on "${id}", which this document does not have.${didYouMean(id, ids)}`,
            pointer: childPointer(childPointer(workflow.pointer, 'dependsOn'), i),
          },
        ],
  );
}

export function flowFindings(doc: Doc): Finding[] {
  const out = duplicates(
    doc.workflows.map((w) => ({ id: w.workflowId, pointer: childPointer(w.pointer, 'workflowId') })),
    'Workflow',
  );
  for (const workflow of doc.workflows) {
    out.push(
      ...duplicates(
        workflow.steps.map((s) => ({ id: s.stepId, pointer: childPointer(s.pointer, 'stepId') })),
        'Step',
      ),
    );
    const actions = [
      ...workflow.steps.flatMap((s) => [
        ...resolvedActions(doc, s.onSuccess, 'successActions'),
        ...resolvedActions(doc, s.onFailure, 'failureActions'),
      ]),
      ...resolvedActions(doc, workflow.successActions, 'successActions'),
      ...resolvedActions(doc, workflow.failureActions, 'failureActions'),
    ];
    out.push(...gotoTargets(doc, workflow, actions), ...dependsOn(doc, workflow), ...unreachableSteps(doc, workflow));
  }
  return out;
}
