/**
 * A workflow's flow as Mermaid flowchart text, for the page's diagram: one node per step (its id and the
 * operation it calls), the default path from each step to the next, and the `goto`, `retry` and `end` actions of
 * `onSuccess` / `onFailure` as labelled edges. Labels are quoted and stripped of what Mermaid reads as markup.
 */
import { resolvedActions } from './components.js';
import type { Action, ArazzoDocument, Workflow } from './types.js';

/** Text Mermaid shows as is inside `"…"`: no quotes, brackets or markup characters. */
function label(text: string): string {
  return text
    .replace(/["<>{}[\]|#&;`]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function flowDiagram(
  doc: Pick<ArazzoDocument, 'components'>,
  workflow: Workflow,
  operationOf: (stepId: string) => string | undefined = () => undefined,
): string {
  const lines = ['flowchart TD'];
  const ids = new Map(workflow.steps.map((s, i) => [s.stepId, `s${i}`]));
  let ends = false;
  const edge = (from: string, action: Action, outcome: 'success' | 'failure'): void => {
    const name = label(action.name || action.type);
    if (action.type === 'retry') lines.push(`  ${from} -. "${name}: retry" .-> ${from}`);
    else if (action.type === 'end') {
      ends = true;
      lines.push(`  ${from} -- "${name}" --> done`);
    } else {
      const to = action.stepId === undefined ? undefined : ids.get(action.stepId);
      const target =
        to ?? (action.workflowId === undefined ? undefined : `w_${label(action.workflowId).replace(/\W/g, '_')}`);
      if (target === undefined) return;
      if (to === undefined) lines.push(`  ${target}(["${label(action.workflowId ?? '')}"])`);
      lines.push(
        `  ${from} ${outcome === 'failure' ? '-.' : '--'} "${name}" ${outcome === 'failure' ? '.->' : '-->'} ${target}`,
      );
    }
  };
  workflow.steps.forEach((step, i) => {
    const id = ids.get(step.stepId)!;
    const operation = operationOf(step.stepId) ?? step.target.value;
    lines.push(`  ${id}["${i + 1}. ${label(step.stepId)} - ${label(operation)}"]`);
  });
  workflow.steps.forEach((step, i) => {
    const id = ids.get(step.stepId)!;
    const onSuccess = resolvedActions(doc, step.onSuccess, 'successActions');
    const onFailure = resolvedActions(doc, step.onFailure, 'failureActions');
    for (const action of onSuccess) edge(id, action, 'success');
    for (const action of onFailure) edge(id, action, 'failure');
    // Without a success action that always applies, a passed step goes on to the next one.
    if (!onSuccess.some((a) => a.criteria.length === 0)) {
      const next = workflow.steps[i + 1];
      if (next !== undefined) lines.push(`  ${id} --> ${ids.get(next.stepId)!}`);
      else {
        ends = true;
        lines.push(`  ${id} --> done`);
      }
    }
  });
  if (ends) lines.push('  done(["End"])');
  return lines.join('\n');
}
