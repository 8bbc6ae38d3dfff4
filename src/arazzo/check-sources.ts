/**
 * Each step's target against the source descriptions it names: an `operationId` (bare, or
 * `$sourceDescriptions.<name>.<operationId>`) an operation of an OpenAPI or AsyncAPI source, an `operationPath`
 * (`{$sourceDescriptions.<name>.url}#/paths/~1pets/get`) an operation object, a `channelPath` a channel, and a
 * `workflowId` a workflow of this document or of an Arazzo source. The caller loads the sources (the project's
 * files in `docs validate`); a source it cannot load is one finding, and the steps using it are left unchecked.
 */
import type { AsyncApiSpec } from '../asyncapi/types.js';
import type { Diagnostic } from '../diagnostics.js';
import { didYouMean } from '../navigation/did-you-mean.js';
import { childPointer, decodeFragment } from '../openapi/pointer.js';
import type { OpenApiSpec } from '../openapi/types.js';
import { SOURCE_ID, SOURCE_PATH } from './check-step-kinds.js';
import { placeFinding } from './parse.js';
import type { ArazzoDocument, Finding, SourceDescription, Step, Workflow } from './types.js';

export type LoadedSource =
  | { readonly kind: 'openapi'; readonly spec: OpenApiSpec }
  | { readonly kind: 'asyncapi'; readonly spec: AsyncApiSpec }
  | { readonly kind: 'arazzo'; readonly document: ArazzoDocument }
  /** Not read: `error` for a file of the project that is not there, `warning` for a URL that is not fetched. */
  | { readonly kind: 'unavailable'; readonly severity: 'error' | 'warning'; readonly reason: string };

/** Loads one source description; `url` is its `url` resolved against the Arazzo file. */
export type SourceLoader = (source: SourceDescription, url: string) => Promise<LoadedSource>;

type Loaded = Map<string, LoadedSource>;

function resolveUrl(url: string, base: string): string {
  try {
    return new URL(url, base).href;
  } catch {
    return url;
  }
}

/** Operation ids of a source, each with the pointer of its operation. */
function operations(source: LoadedSource): Map<string, string> {
  if (source.kind === 'openapi')
    return new Map(
      source.spec.operations.flatMap((op) => (op.operationId === undefined ? [] : [[op.operationId, op.pointer]])),
    );
  if (source.kind === 'asyncapi')
    return new Map(
      source.spec.channels.flatMap((c) => c.operations.map((op) => [op.id, op.pointer] as [string, string])),
    );
  return new Map();
}

const found = (severity: 'error' | 'warning', code: string, message: string, pointer: string): Finding => ({
  severity,
  code,
  message,
  pointer,
});

function unknownSource(name: string, doc: ArazzoDocument, pointer: string): Finding {
  const names = doc.sourceDescriptions.map((s) => s.name);
  return found(
    'error',
    'arazzo/unknown-source',
    `"${name}" is not a source description of this document.${didYouMean(name, names)}`,
    pointer,
  );
}

function checkOperationId(
  doc: ArazzoDocument,
  loaded: Loaded,
  step: Step,
  value: string,
  field: 'operationId' | 'operationPath' | 'channelPath' = 'operationId',
): Finding[] {
  const pointer = childPointer(step.pointer, field);
  const named = SOURCE_ID.exec(value);
  const candidates =
    named === null
      ? doc.sourceDescriptions.filter((s) => s.type !== 'arazzo')
      : doc.sourceDescriptions.filter((s) => s.name === named[1]);
  if (named !== null && candidates.length === 0) return [unknownSource(named[1]!, doc, pointer)];
  const id = named === null ? value : named[2]!;
  const sources = candidates.map((s) => loaded.get(s.name)).filter((s) => s !== undefined);
  if (sources.some((s) => operations(s).has(id))) return [];
  // A source that could not be read already has its finding; the step cannot be checked.
  if (sources.some((s) => s.kind === 'unavailable') || sources.length === 0) return [];
  const known = sources.flatMap((s) => [...operations(s).keys()]);
  const where = named === null ? 'any source description' : `source "${named[1]}"`;
  return [
    found(
      'error',
      'arazzo/unknown-operation',
      `Step "${step.stepId}" calls operationId "${id}", which ${where} does not have.${didYouMean(id, known)}`,
      pointer,
    ),
  ];
}

function checkSourcePath(
  doc: ArazzoDocument,
  loaded: Loaded,
  step: Step,
  field: 'operationPath' | 'channelPath',
  value: string,
): Finding[] {
  const pointer = childPointer(step.pointer, field);
  const match = SOURCE_PATH.exec(value);
  // `$sourceDescriptions.x.id` written as a path (the step-kind check reports the form) is looked up as an id.
  if (match === null) return SOURCE_ID.test(value) ? checkOperationId(doc, loaded, step, value, field) : [];
  const [, name = '', fragment = ''] = match;
  if (!doc.sourceDescriptions.some((s) => s.name === name)) return [unknownSource(name, doc, pointer)];
  const source = loaded.get(name);
  if (source === undefined || source.kind === 'unavailable') return [];
  const target = decodeFragment(fragment);
  if (field === 'channelPath') {
    if (source.kind === 'asyncapi' && source.spec.channels.some((c) => c.pointer === target)) return [];
    return [
      found(
        'error',
        'arazzo/unknown-channel',
        `Step "${step.stepId}" names channel "${target}", which source "${name}" does not have.`,
        pointer,
      ),
    ];
  }
  const pointers = source.kind === 'openapi' ? source.spec.operations.map((op) => op.pointer) : [];
  if (pointers.includes(target)) return [];
  const methods = pointers.filter((p) => p.startsWith(`${target}/`)).map((p) => p.slice(target.length + 1));
  if (methods.length > 0)
    return [
      found(
        'error',
        'arazzo/operation-path-not-operation',
        `Step "${step.stepId}": operationPath "${target}" points at a Path Item, not an operation; add the method (${methods.map((m) => `"${target}/${m}"`).join(', ')}).`,
        pointer,
      ),
    ];
  return [
    found(
      'error',
      'arazzo/unknown-operation',
      `Step "${step.stepId}": operationPath "${target}" is not an operation of source "${name}".`,
      pointer,
    ),
  ];
}

function checkWorkflowId(doc: ArazzoDocument, loaded: Loaded, step: Step, value: string): Finding[] {
  const pointer = childPointer(step.pointer, 'workflowId');
  const named = SOURCE_ID.exec(value);
  if (named === null) {
    const ids = doc.workflows.map((w) => w.workflowId);
    return ids.includes(value)
      ? []
      : [
          found(
            'error',
            'arazzo/unknown-workflow',
            `Step "${step.stepId}" runs workflow "${value}", which this document does not have.${didYouMean(value, ids)}`,
            pointer,
          ),
        ];
  }
  const [, name = '', id = ''] = named;
  if (!doc.sourceDescriptions.some((s) => s.name === name)) return [unknownSource(name, doc, pointer)];
  const source = loaded.get(name);
  if (source?.kind !== 'arazzo') return [];
  const ids = source.document.workflows.map((w) => w.workflowId);
  return ids.includes(id)
    ? []
    : [
        found(
          'error',
          'arazzo/unknown-workflow',
          `Step "${step.stepId}" runs workflow "${id}", which source "${name}" does not have.${didYouMean(id, ids)}`,
          pointer,
        ),
      ];
}

function stepFindings(doc: ArazzoDocument, loaded: Loaded, step: Step): Finding[] {
  const { kind, value } = step.target;
  if (kind === 'operationId') return checkOperationId(doc, loaded, step, value);
  if (kind === 'workflowId') return checkWorkflowId(doc, loaded, step, value);
  return checkSourcePath(doc, loaded, step, kind, value);
}

async function loadAll(doc: ArazzoDocument, load: SourceLoader): Promise<{ loaded: Loaded; findings: Finding[] }> {
  const loaded: Loaded = new Map();
  const findings: Finding[] = [];
  for (const source of doc.sourceDescriptions) {
    if (source.name === '' || loaded.has(source.name)) continue;
    const result = await load(source, resolveUrl(source.url, doc.url));
    loaded.set(source.name, result);
    if (result.kind === 'unavailable')
      findings.push(
        found(
          result.severity,
          'arazzo/source-unavailable',
          `Source description "${source.name}" (${source.url}) is not read: ${result.reason}. The steps that use it are not checked.`,
          childPointer(source.pointer, 'url'),
        ),
      );
  }
  return { loaded, findings };
}

/** Findings of every step target, placed in the Arazzo file. */
export async function sourceFindings(doc: ArazzoDocument, load: SourceLoader): Promise<Diagnostic[]> {
  const { loaded, findings } = await loadAll(doc, load);
  const steps = doc.workflows.flatMap((w: Workflow) => w.steps.flatMap((step) => stepFindings(doc, loaded, step)));
  return [...findings, ...steps].map((f) => placeFinding(doc, doc.url, f));
}
