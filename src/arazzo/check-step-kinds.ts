/**
 * What the schema lets through but a step's kind forbids (the six `characterization-*` cases of the 1.1 schema
 * tests): `action` or `correlationId` on an OpenAPI step, an AsyncAPI `operationId` without `action`, an
 * `operationPath` or `channelPath` that is no `{$sourceDescriptions.<name>.url}#<pointer>`, and `requestBody`
 * on a step that runs a workflow.
 */
import { childPointer } from '../openapi/pointer.js';
import type { ArazzoDocument, Finding, SourceDescription, SourceType, Step } from './types.js';

/** `{$sourceDescriptions.<name>.url}#<pointer>`: the form of `operationPath` and `channelPath`. */
export const SOURCE_PATH = /^\{\$sourceDescriptions\.([^.{}]+)\.url\}#(.*)$/;
/** `$sourceDescriptions.<name>.<id>`: an operationId or workflowId of a named source. */
export const SOURCE_ID = /^\$sourceDescriptions\.([^.]+)\.(.+)$/;

/** The type of source a step runs against, when the document says it. */
export function stepSourceType(sources: readonly SourceDescription[], step: Step): SourceType | undefined {
  const { kind, value } = step.target;
  if (kind === 'workflowId') return 'arazzo';
  if (kind === 'channelPath') return 'asyncapi';
  const name = (kind === 'operationPath' ? SOURCE_PATH : SOURCE_ID).exec(value)?.[1];
  const named = name === undefined ? undefined : sources.find((s) => s.name === name);
  if (named !== undefined) return named.type ?? 'openapi';
  // A bare operationId: the type of the API sources, if they all agree.
  const types = new Set(sources.filter((s) => s.type !== 'arazzo').map((s) => s.type ?? 'openapi'));
  return types.size === 1 ? [...types][0] : undefined;
}

const warn = (pointer: string, code: string, message: string): Finding => ({
  severity: 'warning',
  code,
  message,
  pointer,
});

function stepFindings(sources: readonly SourceDescription[], step: Step): Finding[] {
  const out: Finding[] = [];
  const type = stepSourceType(sources, step);
  const { kind, value } = step.target;
  const at = (field: string): string => childPointer(step.pointer, field);
  if ((kind === 'operationPath' || kind === 'channelPath') && !SOURCE_PATH.test(value))
    out.push(
      warn(
        at(kind),
        'arazzo/source-path',
        `\`${kind}\` "${value}" is not of the form "{$sourceDescriptions.<name>.url}#<JSON pointer>".`,
      ),
    );
  if (type === 'openapi' && step.action !== undefined)
    out.push(
      warn(
        at('action'),
        'arazzo/action-on-openapi',
        `Step "${step.stepId}" runs an OpenAPI operation; \`action\` is only for AsyncAPI steps.`,
      ),
    );
  if (type === 'openapi' && step.correlationId !== undefined)
    out.push(
      warn(
        at('correlationId'),
        'arazzo/correlation-on-openapi',
        `Step "${step.stepId}" runs an OpenAPI operation; \`correlationId\` is only for AsyncAPI \`receive\` steps.`,
      ),
    );
  if (type === 'asyncapi' && kind === 'operationId' && step.action === undefined)
    out.push(
      warn(
        step.pointer,
        'arazzo/async-without-action',
        `Step "${step.stepId}" runs an AsyncAPI operation but says no \`action\` (send or receive).`,
      ),
    );
  if (kind === 'workflowId' && step.requestBody !== undefined)
    out.push(
      warn(
        at('requestBody'),
        'arazzo/body-on-workflow-step',
        `Step "${step.stepId}" runs a workflow, which takes inputs, not a \`requestBody\`; it is ignored.`,
      ),
    );
  return out;
}

export function stepKindFindings(doc: Pick<ArazzoDocument, 'workflows' | 'sourceDescriptions'>): Finding[] {
  return doc.workflows.flatMap((w) => w.steps.flatMap((step) => stepFindings(doc.sourceDescriptions, step)));
}
