/**
 * Plain data of an Arazzo document → the typed model. Defensive: a document that failed its schema is still read
 * as far as it goes (its schema findings say what is wrong), so a page can show it beside the error.
 */
import { childPointer, isObject } from '../openapi/pointer.js';
import type {
  Action,
  ActionType,
  Components,
  Criterion,
  CriterionType,
  Parameter,
  ParameterLocation,
  RequestBody,
  ReusableReference,
  SourceDescription,
  SourceType,
  Step,
  StepTarget,
  Workflow,
} from './types.js';

type Data = Readonly<Record<string, unknown>>;

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const number = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);
const record = (value: unknown): Data => (isObject(value) ? value : {});
const list = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : []);
const optional = <K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } =>
  (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };

/** The items of a list that are objects, with their pointers. */
function objects(value: unknown, pointer: string): [Data, string][] {
  return list(value).flatMap((item, i) => (isObject(item) ? [[item, childPointer(pointer, i)] as [Data, string]] : []));
}

const SOURCE_TYPES = new Set<string>(['openapi', 'asyncapi', 'arazzo']);
const LOCATIONS = new Set<string>(['path', 'query', 'header', 'cookie', 'querystring', 'channel']);
const CRITERION_TYPES = new Set<string>(['simple', 'regex', 'jsonpath', 'xpath']);
const ACTION_TYPES = new Set<string>(['end', 'goto', 'retry']);

export function readSourceDescriptions(doc: Data): SourceDescription[] {
  return objects(doc.sourceDescriptions, '/sourceDescriptions').map(([source, pointer]) => ({
    name: text(source.name) ?? '',
    url: text(source.url) ?? '',
    ...optional('type', SOURCE_TYPES.has(String(source.type)) ? (source.type as SourceType) : undefined),
    pointer,
  }));
}

function readReference(item: Data, pointer: string): ReusableReference | undefined {
  const reference = text(item.reference);
  return reference === undefined ? undefined : { reference, ...optional('value', item.value), pointer };
}

function readParameter(item: Data, pointer: string): Parameter {
  return {
    name: text(item.name) ?? '',
    ...optional('in', LOCATIONS.has(String(item.in)) ? (item.in as ParameterLocation) : undefined),
    value: item.value,
    pointer,
  };
}

function readParameters(value: unknown, pointer: string): (Parameter | ReusableReference)[] {
  return objects(value, pointer).map(([item, at]) => readReference(item, at) ?? readParameter(item, at));
}

export function readCriteria(value: unknown, pointer: string): Criterion[] {
  return objects(value, pointer).map(([item, at]) => {
    // `type` is a name, or a Criterion Expression Type Object `{ type, version }`.
    const typed = isObject(item.type) ? item.type : undefined;
    const name = text(typed?.type) ?? text(item.type) ?? 'simple';
    return {
      condition: text(item.condition) ?? '',
      ...optional('context', text(item.context)),
      type: CRITERION_TYPES.has(name) ? (name as CriterionType) : 'simple',
      ...optional('version', text(typed?.version)),
      pointer: at,
    };
  });
}

function readAction(item: Data, pointer: string): Action {
  const type = text(item.type) ?? '';
  return {
    name: text(item.name) ?? '',
    type: ACTION_TYPES.has(type) ? (type as ActionType) : 'end',
    ...optional('stepId', text(item.stepId)),
    ...optional('workflowId', text(item.workflowId)),
    ...optional('retryAfter', number(item.retryAfter)),
    ...optional('retryLimit', number(item.retryLimit)),
    criteria: readCriteria(item.criteria, childPointer(pointer, 'criteria')),
    pointer,
  };
}

function readActions(value: unknown, pointer: string): (Action | ReusableReference)[] {
  return objects(value, pointer).map(([item, at]) => readReference(item, at) ?? readAction(item, at));
}

function readRequestBody(value: unknown, pointer: string): RequestBody | undefined {
  if (!isObject(value)) return undefined;
  return {
    ...optional('contentType', text(value.contentType)),
    ...optional('payload', value.payload),
    replacements: objects(value.replacements, childPointer(pointer, 'replacements')).map(([item, at]) => ({
      target: text(item.target) ?? '',
      value: item.value,
      pointer: at,
    })),
    pointer,
  };
}

/** The first of the target fields a step has (the schema allows exactly one). */
function readTarget(step: Data): StepTarget {
  for (const kind of ['operationId', 'operationPath', 'channelPath', 'workflowId'] as const) {
    const value = text(step[kind]);
    if (value !== undefined) return { kind, value };
  }
  return { kind: 'operationId', value: '' };
}

function readStep(step: Data, pointer: string): Step {
  const action: Step['action'] = step.action === 'send' || step.action === 'receive' ? step.action : undefined;
  return {
    stepId: text(step.stepId) ?? '',
    ...optional('description', text(step.description)),
    target: readTarget(step),
    ...optional('action', action),
    ...optional('correlationId', text(step.correlationId)),
    parameters: readParameters(step.parameters, childPointer(pointer, 'parameters')),
    ...optional('requestBody', readRequestBody(step.requestBody, childPointer(pointer, 'requestBody'))),
    successCriteria: readCriteria(step.successCriteria, childPointer(pointer, 'successCriteria')),
    onSuccess: readActions(step.onSuccess, childPointer(pointer, 'onSuccess')),
    onFailure: readActions(step.onFailure, childPointer(pointer, 'onFailure')),
    outputs: record(step.outputs),
    pointer,
  };
}

function stringRecord(value: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries(record(value)).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

export function readWorkflows(doc: Data): Workflow[] {
  return objects(doc.workflows, '/workflows').map(([workflow, pointer]) => ({
    workflowId: text(workflow.workflowId) ?? '',
    ...optional('summary', text(workflow.summary)),
    ...optional('description', text(workflow.description)),
    ...optional('inputs', isObject(workflow.inputs) ? workflow.inputs : undefined),
    dependsOn: list(workflow.dependsOn).filter((id): id is string => typeof id === 'string'),
    steps: objects(workflow.steps, childPointer(pointer, 'steps')).map(([step, at]) => readStep(step, at)),
    successActions: readActions(workflow.successActions, childPointer(pointer, 'successActions')),
    failureActions: readActions(workflow.failureActions, childPointer(pointer, 'failureActions')),
    outputs: stringRecord(workflow.outputs),
    parameters: readParameters(workflow.parameters, childPointer(pointer, 'parameters')),
    pointer,
  }));
}

function actionsByName(value: unknown, pointer: string): Record<string, Action> {
  return Object.fromEntries(
    Object.entries(record(value)).flatMap(([name, item]) =>
      isObject(item) ? [[name, readAction(item, childPointer(pointer, name))]] : [],
    ),
  );
}

export function readComponents(doc: Data): Components {
  const components = record(doc.components);
  const inputs = Object.fromEntries(Object.entries(record(components.inputs)).filter((entry) => isObject(entry[1])));
  const parameters = Object.fromEntries(
    Object.entries(record(components.parameters)).flatMap(([name, item]) =>
      isObject(item) ? [[name, readParameter(item, childPointer('/components/parameters', name))]] : [],
    ),
  );
  return {
    inputs: inputs as Components['inputs'],
    parameters,
    successActions: actionsByName(components.successActions, '/components/successActions'),
    failureActions: actionsByName(components.failureActions, '/components/failureActions'),
  };
}

export function readInfo(doc: Data): { title: string; version: string; summary?: string; description?: string } {
  const info = record(doc.info);
  return {
    title: text(info.title) ?? '',
    version: text(info.version) ?? '',
    ...optional('summary', text(info.summary)),
    ...optional('description', text(info.description)),
  };
}
