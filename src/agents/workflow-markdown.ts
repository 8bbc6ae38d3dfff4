/**
 * An Arazzo workflow as Markdown, for a workflow page's `.md` twin (and agents reading the site): what it does,
 * its inputs, each step with the operation it calls, its parameters and their runtime expressions, its success
 * criteria and actions, and the outputs, so an agent can follow it call by call.
 */
import { isReference, inputsSchema } from '../arazzo/components.js';
import { stepOperationSummary } from '../arazzo/step-operation.js';
import type { Action, ArazzoDocument, Criterion, ReusableReference, Step, Workflow } from '../arazzo/types.js';
import type { OpenApiSpec } from '../openapi/types.js';

const code = (value: unknown): string => `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;

function criterion(c: Criterion): string {
  return c.type === 'simple' ? code(c.condition) : `${c.type} ${code(c.condition)} on ${code(c.context ?? '')}`;
}

function action(a: Action | ReusableReference): string {
  if (isReference(a)) return code(a.reference);
  const to = a.stepId ?? a.workflowId;
  const retry = a.type === 'retry' ? ` after ${a.retryAfter ?? 0} s, up to ${a.retryLimit ?? 1} times` : '';
  const when = a.criteria.length > 0 ? ` when ${a.criteria.map(criterion).join(' and ')}` : '';
  return `${a.name}: ${a.type}${to === undefined ? '' : ` ${code(to)}`}${retry}${when}`;
}

function inputsMarkdown(doc: ArazzoDocument, workflow: Workflow): string[] {
  const schema = inputsSchema(doc.components, workflow);
  const properties = (schema?.['properties'] ?? {}) as Record<string, Record<string, unknown>>;
  const required = new Set((schema?.['required'] as string[] | undefined) ?? []);
  const rows = Object.entries(properties).map(([name, p]) => {
    const type = typeof p['type'] === 'string' ? ` (${p['type']})` : '';
    const description = typeof p['description'] === 'string' ? `: ${p['description']}` : '';
    return `- ${code(name)}${type}${required.has(name) ? ', required' : ''}${description}`;
  });
  return rows.length === 0 ? [] : ['## Inputs', rows.join('\n')];
}

function stepMarkdown(step: Step, index: number, sources: ReadonlyMap<string, OpenApiSpec>): string {
  const found = stepOperationSummary(step, sources);
  const target =
    step.target.kind === 'workflowId'
      ? `Runs workflow ${code(step.target.value)}.`
      : `Calls ${found.ok ? `${code(`${found.summary.method.toUpperCase()} ${found.summary.path}`)} (${code(step.target.value)})` : code(step.target.value)}.`;
  const lines = [`### ${index + 1}. ${step.stepId}`];
  if (step.description) lines.push(step.description.trim());
  lines.push(target);
  const parameters = step.parameters.map((p) =>
    isReference(p) ? `- ${code(p.reference)}` : `- ${code(p.name)}${p.in ? ` in ${p.in}` : ''}: ${code(p.value)}`,
  );
  if (parameters.length > 0) lines.push(`Parameters:\n${parameters.join('\n')}`);
  if (step.requestBody?.payload !== undefined)
    lines.push(
      `Request body${step.requestBody.contentType ? ` (${step.requestBody.contentType})` : ''}:\n\n\`\`\`json\n${JSON.stringify(step.requestBody.payload, null, 2)}\n\`\`\``,
    );
  if (step.successCriteria.length > 0)
    lines.push(`Succeeds when: ${step.successCriteria.map(criterion).join(' and ')}.`);
  if (step.onSuccess.length > 0) lines.push(`On success:\n${step.onSuccess.map((a) => `- ${action(a)}`).join('\n')}`);
  if (step.onFailure.length > 0) lines.push(`On failure:\n${step.onFailure.map((a) => `- ${action(a)}`).join('\n')}`);
  const outputs = Object.entries(step.outputs).map(([name, value]) => `- ${code(name)}: ${code(value)}`);
  if (outputs.length > 0) lines.push(`Outputs:\n${outputs.join('\n')}`);
  return lines.join('\n\n');
}

/** `sources`: the document's OpenAPI source descriptions, loaded, by name (to name each step's method and path). */
export function workflowMarkdown(
  doc: ArazzoDocument,
  workflowId: string,
  sources: ReadonlyMap<string, OpenApiSpec> = new Map(),
): string {
  const workflow = doc.workflows.find((w) => w.workflowId === workflowId);
  if (workflow === undefined) return `The workflow ${code(workflowId)} is not in ${doc.url}.`;
  const parts: string[] = [`Arazzo workflow ${code(workflow.workflowId)} of ${code(doc.info.title)}.`];
  if (workflow.summary) parts.push(workflow.summary.trim());
  if (workflow.description) parts.push(workflow.description.trim());
  parts.push(...inputsMarkdown(doc, workflow));
  parts.push('## Steps', ...workflow.steps.map((step, i) => stepMarkdown(step, i, sources)));
  const outputs = Object.entries(workflow.outputs).map(([name, value]) => `- ${code(name)}: ${code(value)}`);
  if (outputs.length > 0) parts.push('## Outputs', outputs.join('\n'));
  return parts.join('\n\n');
}
