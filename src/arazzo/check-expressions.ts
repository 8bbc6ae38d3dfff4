/**
 * Every runtime expression of a document, parsed and checked against what it names: `$steps.X.outputs.Y` an
 * existing step X of the workflow with output Y, `$inputs.x` a declared input, `$workflows.W…` a workflow of the
 * document, `$sourceDescriptions.s…` a source, `$components.…` a component.
 */
import { didYouMean } from '../navigation/did-you-mean.js';
import { childPointer, isObject } from '../openapi/pointer.js';
import { inputNames } from './components.js';
import { expressionsInCondition, expressionsInValue, parseExpression, type RuntimeExpression } from './expression.js';
import type { Action, ArazzoDocument, Criterion, Finding, ReusableReference, Step, Workflow } from './types.js';

type Doc = Pick<ArazzoDocument, 'workflows' | 'components' | 'sourceDescriptions'>;

/** Where an expression is read: `payload` strings are data first, so only known roots there are expressions. */
type Where = 'value' | 'payload';

interface Scope {
  readonly doc: Doc;
  readonly workflow: Workflow;
  /** While reading the outputs of a step that runs a workflow of this document: that workflow. */
  readonly called?: Workflow;
  readonly out: Finding[];
}

const error = (pointer: string, code: string, message: string): Finding => ({
  severity: 'error',
  code,
  message,
  pointer,
});
/** A value the run cannot produce (a missing output or input, a malformed expression): the page still renders. */
const warning = (pointer: string, code: string, message: string): Finding => ({
  severity: 'warning',
  code,
  message,
  pointer,
});

/** `name` with a known output name as its longest dotted prefix (output names may hold dots). */
function knownPrefix(path: readonly string[], names: ReadonlySet<string>): boolean {
  for (let end = path.length; end > 0; end--) if (names.has(path.slice(0, end).join('.'))) return true;
  return false;
}

function checkSteps(scope: Scope, path: readonly string[], text: string, pointer: string): void {
  const [stepId = '', field, ...rest] = path;
  const step = scope.workflow.steps.find((s) => s.stepId === stepId);
  if (step === undefined) {
    const ids = scope.workflow.steps.map((s) => s.stepId);
    scope.out.push(
      error(
        pointer,
        'arazzo/unknown-step',
        `"${text}" names step "${stepId}", which workflow "${scope.workflow.workflowId}" does not have.${didYouMean(stepId, ids)}`,
      ),
    );
    return;
  }
  if (field !== undefined && field !== 'outputs') {
    scope.out.push(
      warning(
        pointer,
        'arazzo/unknown-output',
        `"${text}": a step's values are read through its outputs ("$steps.${stepId}.outputs.${[field, ...rest].join('.')}").`,
      ),
    );
    return;
  }
  if (rest.length === 0) return;
  const names = new Set(Object.keys(step.outputs));
  if (!knownPrefix(rest, names))
    scope.out.push(
      warning(
        pointer,
        'arazzo/unknown-output',
        `"${text}" names output "${rest.join('.')}" of step "${stepId}", which has ${names.size === 0 ? 'no outputs' : `only ${[...names].map((n) => `"${n}"`).join(', ')}`}.`,
      ),
    );
}

function checkWorkflows(scope: Scope, path: readonly string[], text: string, pointer: string): void {
  const [workflowId = '', field, ...rest] = path;
  const workflow = scope.doc.workflows.find((w) => w.workflowId === workflowId);
  if (workflow === undefined) {
    const ids = scope.doc.workflows.map((w) => w.workflowId);
    scope.out.push(
      error(
        pointer,
        'arazzo/unknown-workflow',
        `"${text}" names workflow "${workflowId}", which this document does not have.${didYouMean(workflowId, ids)}`,
      ),
    );
    return;
  }
  if (field === 'outputs' && rest.length > 0 && !knownPrefix(rest, new Set(Object.keys(workflow.outputs))))
    scope.out.push(
      warning(
        pointer,
        'arazzo/unknown-output',
        `"${text}" names output "${rest.join('.')}" of workflow "${workflowId}", which it does not declare.`,
      ),
    );
  if (field === 'inputs' && rest.length > 0) checkInput(scope, workflow, rest[0]!, text, pointer);
}

function checkInput(scope: Scope, workflow: Workflow, name: string, text: string, pointer: string): void {
  const names = inputNames(scope.doc.components, workflow);
  if (names === undefined || names.has(name)) return;
  const declared =
    names.size === 0 ? 'declares no inputs' : `declares only ${[...names].map((n) => `"${n}"`).join(', ')}`;
  scope.out.push(
    warning(
      pointer,
      'arazzo/unknown-input',
      `"${text}" names input "${name}", but workflow "${workflow.workflowId}" ${declared}.`,
    ),
  );
}

const COMPONENT_KINDS = ['inputs', 'parameters', 'successActions', 'failureActions'] as const;

function checkComponents(scope: Scope, path: readonly string[], text: string, pointer: string): void {
  const [kind = '', name] = path;
  const known = (COMPONENT_KINDS as readonly string[]).includes(kind);
  const table = known ? scope.doc.components[kind as (typeof COMPONENT_KINDS)[number]] : undefined;
  if (table === undefined || name === undefined || !(name in table))
    scope.out.push(
      error(pointer, 'arazzo/unknown-component', `"${text}" names a component that \`components\` does not have.`),
    );
}

function checkNamed(
  scope: Scope,
  expression: Extract<RuntimeExpression, { path: readonly string[] }>,
  text: string,
  pointer: string,
): void {
  switch (expression.root) {
    case 'steps':
      return checkSteps(scope, expression.path, text, pointer);
    case 'workflows':
      return checkWorkflows(scope, expression.path, text, pointer);
    case 'inputs':
      return checkInput(scope, scope.workflow, expression.path[0]!, text, pointer);
    case 'outputs': {
      const name = expression.path[0]!;
      // In the outputs of a step that runs a workflow, `$outputs` are that workflow's; elsewhere the current one's.
      const owner = scope.called ?? scope.workflow;
      if (!(name in owner.outputs))
        scope.out.push(
          warning(
            pointer,
            'arazzo/unknown-output',
            `"${text}" names output "${name}", which workflow "${owner.workflowId}" does not declare.`,
          ),
        );
      return;
    }
    case 'sourceDescriptions': {
      const name = expression.path[0]!;
      const names = scope.doc.sourceDescriptions.map((s) => s.name);
      if (!names.includes(name))
        scope.out.push(
          error(
            pointer,
            'arazzo/unknown-source',
            `"${text}" names source description "${name}", which \`sourceDescriptions\` does not list.${didYouMean(name, names)}`,
          ),
        );
      return;
    }
    case 'components':
      return checkComponents(scope, expression.path, text, pointer);
  }
}

/** `$response.body.a.b` is a common slip for `$response.body#/a/b`. */
function hint(text: string): string {
  const dotted = /^(\$(?:request|response)\.body|\$message\.payload)\.(.+)$/.exec(text);
  return dotted === null
    ? ''
    : ` Write "${dotted[1]}#/${dotted[2]!.split('.').join('/')}" to read a field of the body.`;
}

/** Parses and checks one expression found at `pointer`. */
export function checkExpression(scope: Scope, text: string, pointer: string, where: Where = 'value'): void {
  const parsed = parseExpression(text);
  if (!parsed.ok) {
    // In a payload, "$5" or "$ref"-like data is not an expression; only a known root is.
    if (where === 'payload' && /^"\$[A-Za-z]+" is not a runtime expression$/.test(parsed.reason)) return;
    scope.out.push(
      warning(
        pointer,
        'arazzo/expression',
        `"${text}" is not a valid runtime expression: ${parsed.reason}.${hint(text)}`,
      ),
    );
    return;
  }
  if ('path' in parsed.expression) checkNamed(scope, parsed.expression, text, pointer);
}

function checkValue(scope: Scope, value: unknown, pointer: string, where: Where): void {
  if (typeof value === 'string') {
    for (const found of expressionsInValue(value)) checkExpression(scope, found.text, pointer, where);
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => checkValue(scope, item, childPointer(pointer, i), where));
  } else if (isObject(value) && typeof value.context === 'string' && 'selector' in value) {
    // A 1.1 Selector Object: its `context` is the expression; the selector has its own syntax (JSONPath, XPath).
    checkExpression(scope, value.context, childPointer(pointer, 'context'));
  } else if (isObject(value)) {
    for (const [key, item] of Object.entries(value)) checkValue(scope, item, childPointer(pointer, key), where);
  }
}

function checkCriteria(scope: Scope, criteria: readonly Criterion[]): void {
  for (const criterion of criteria) {
    if (criterion.context !== undefined)
      checkExpression(scope, criterion.context, childPointer(criterion.pointer, 'context'));
    // Only a simple condition is made of runtime expressions; regex, JSONPath and XPath have their own `$`.
    if (criterion.type !== 'simple') continue;
    for (const found of expressionsInCondition(criterion.condition))
      checkExpression(scope, found.text, childPointer(criterion.pointer, 'condition'));
  }
}

function checkReference(scope: Scope, item: object): item is ReusableReference {
  if (!('reference' in item)) return false;
  const reference = item as ReusableReference;
  checkExpression(scope, reference.reference, childPointer(reference.pointer, 'reference'));
  if (reference.value !== undefined)
    checkValue(scope, reference.value, childPointer(reference.pointer, 'value'), 'value');
  return true;
}

function checkActions(scope: Scope, actions: readonly (Action | ReusableReference)[]): void {
  for (const action of actions) if (!checkReference(scope, action)) checkCriteria(scope, (action as Action).criteria);
}

/** 1.1 outputs may be selector objects; their `context` is the expression (the selector has its own syntax). */
function checkOutputs(scope: Scope, outputs: Readonly<Record<string, unknown>>, pointer: string): void {
  for (const [name, value] of Object.entries(outputs)) {
    const at = childPointer(pointer, name);
    if (typeof value === 'string') checkValue(scope, value, at, 'value');
    else if (isObject(value) && typeof value.context === 'string')
      checkExpression(scope, value.context, childPointer(at, 'context'));
  }
}

function checkStep(scope: Scope, step: Step): void {
  for (const parameter of step.parameters)
    if (!checkReference(scope, parameter) && 'value' in parameter)
      checkValue(scope, parameter.value, childPointer(parameter.pointer, 'value'), 'value');
  const body = step.requestBody;
  if (body?.payload !== undefined) checkValue(scope, body.payload, childPointer(body.pointer, 'payload'), 'payload');
  for (const replacement of body?.replacements ?? [])
    checkValue(scope, replacement.value, childPointer(replacement.pointer, 'value'), 'value');
  checkCriteria(scope, step.successCriteria);
  checkActions(scope, step.onSuccess);
  checkActions(scope, step.onFailure);
  const called =
    step.target.kind === 'workflowId' ? scope.doc.workflows.find((w) => w.workflowId === step.target.value) : undefined;
  checkOutputs(
    called === undefined ? scope : { ...scope, called },
    step.outputs,
    childPointer(step.pointer, 'outputs'),
  );
  if (step.correlationId !== undefined)
    checkValue(scope, step.correlationId, childPointer(step.pointer, 'correlationId'), 'value');
}

export function expressionFindings(doc: Doc): Finding[] {
  const out: Finding[] = [];
  for (const workflow of doc.workflows) {
    const scope: Scope = { doc, workflow, out };
    for (const parameter of workflow.parameters)
      if (!checkReference(scope, parameter) && 'value' in parameter)
        checkValue(scope, parameter.value, childPointer(parameter.pointer, 'value'), 'value');
    for (const step of workflow.steps) checkStep(scope, step);
    checkActions(scope, workflow.successActions);
    checkActions(scope, workflow.failureActions);
    checkOutputs(scope, workflow.outputs, childPointer(workflow.pointer, 'outputs'));
  }
  return out;
}
