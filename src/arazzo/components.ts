/**
 * Reusable Objects (`{ reference: "$components.successActions.x" }`) and `$ref`'d inputs, looked up in the
 * document's `components`. Unknown ones give undefined: the expression check reports them.
 */
import { isObject } from '../openapi/pointer.js';
import type { Action, ArazzoDocument, Components, ReusableReference, Workflow } from './types.js';

export function isReference(value: object): value is ReusableReference {
  return 'reference' in value;
}

/** The actions a list names, with references replaced by the component they name. */
export function resolvedActions(
  doc: Pick<ArazzoDocument, 'components'>,
  actions: readonly (Action | ReusableReference)[],
  kind: 'successActions' | 'failureActions',
): Action[] {
  return actions.flatMap((action) => {
    if (!isReference(action)) return [action];
    const name = /^\$components\.(?:successActions|failureActions)\.(.+)$/.exec(action.reference)?.[1];
    const found = name === undefined ? undefined : doc.components[kind][name];
    return found === undefined ? [] : [found];
  });
}

/** The inputs schema of a workflow, through a `$ref` to `#/components/inputs/<name>`. */
export function inputsSchema(
  components: Components,
  workflow: Workflow,
): Readonly<Record<string, unknown>> | undefined {
  const inputs = workflow.inputs;
  const ref = inputs?.['$ref'];
  if (typeof ref !== 'string') return inputs;
  const name = /^#\/components\/inputs\/(.+)$/.exec(ref)?.[1];
  return name === undefined ? undefined : components.inputs[decodeURIComponent(name)];
}

/** The input names a workflow declares, or undefined when its schema does not list them (anything goes). */
export function inputNames(components: Components, workflow: Workflow): ReadonlySet<string> | undefined {
  if (workflow.inputs === undefined) return new Set();
  const schema = inputsSchema(components, workflow);
  const properties = schema?.['properties'];
  return isObject(properties) ? new Set(Object.keys(properties)) : undefined;
}
