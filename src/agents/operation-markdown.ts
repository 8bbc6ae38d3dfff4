/**
 * An OpenAPI operation → clean Markdown for agents: method and URL, description, authorization, parameters by
 * location as tables, the request body and each response as nested lists of fields (bounded in depth and length,
 * circular references named, not followed), and a curl example made by src/snippets, as the page shows it.
 */
import type { OpenApiSpec, Parameter, ResolvedOperation, Schema } from '../openapi/types.js';
import { describeType, objectProperties, schemaConstraints, unwrapArray } from '../schema/index.js';
import { generateSnippet, isDiagnostic } from '../snippets/index.js';
import { snippetRequestFor } from '../snippets/tabs.js';

const MAX_DEPTH = 5;
const MAX_LINES = 400;

/** One line of a table cell: pipes escaped, line breaks as spaces. */
export const cell = (value: string): string =>
  value
    .replace(/\|/g, '\\|')
    .replace(/\s*\n\s*/g, ' ')
    .trim();

const oneLine = (value: string | undefined): string =>
  value === undefined ? '' : value.replace(/\s*\n\s*/g, ' ').trim();

function paramTable(params: readonly Parameter[]): string {
  const rows = params.map((p) => {
    const facts = [p.deprecated ? 'deprecated' : '', ...schemaConstraints(p.schema)].filter(Boolean).join('; ');
    const description = [oneLine(p.description), facts].filter(Boolean).join(' ');
    return `| \`${cell(p.name)}\` | ${cell(describeType(p.schema))} | ${p.required ? 'yes' : 'no'} | ${cell(description)} |`;
  });
  return ['| Name | Type | Required | Description |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

/** The fields of a schema as a nested Markdown list. */
export function schemaList(
  schema: Schema | undefined,
  direction: 'request' | 'response',
  resolveRef?: (ref: string) => Schema | undefined,
): string {
  const lines: string[] = [];
  const expand = (s: Schema, depth: number, seen: ReadonlySet<Schema>): void => {
    let child = s;
    if (s['x-circular'] === true && s.$ref !== undefined) {
      if (depth + 1 >= MAX_DEPTH || resolveRef === undefined) return;
      child = resolveRef(s.$ref) ?? s;
    }
    if (depth + 1 < MAX_DEPTH && !seen.has(child)) walk(child, depth + 1, new Set([...seen, child]));
  };
  const walk = (current: Schema, depth: number, seen: ReadonlySet<Schema>): void => {
    const target = unwrapArray(current);
    const properties = objectProperties(target, { direction });
    const variants = target.oneOf ?? target.anyOf ?? [];
    if (properties.length === 0 && variants.length > 0) {
      // A body or field that is one of several shapes: each shape, then its fields.
      variants.slice(0, 20).forEach((variant, i) => {
        if (lines.length >= MAX_LINES) return;
        const label = variant.title ?? variant['x-ref-name'] ?? describeType(variant);
        lines.push(`${'  '.repeat(depth)}- ${target.oneOf ? 'One of' : 'Any of'} (${i + 1}): ${label}`);
        expand(variant, depth, seen);
      });
      return;
    }
    for (const property of properties) {
      if (lines.length >= MAX_LINES) return;
      const s = property.schema;
      const facts = [
        describeType(s),
        property.required ? 'required' : '',
        s.deprecated === true ? 'deprecated' : '',
        ...schemaConstraints(s),
      ].filter(Boolean);
      const description = oneLine(s.description);
      lines.push(
        `${'  '.repeat(depth)}- \`${property.name}\` (${facts.join(', ')})${description === '' ? '' : `: ${description}`}`,
      );
      expand(s, depth, seen);
    }
  };
  if (schema !== undefined) walk(schema, 0, new Set([schema]));
  if (lines.length >= MAX_LINES) lines.push('- …');
  return lines.join('\n');
}

function bodySection(op: ResolvedOperation, spec: OpenApiSpec | undefined): string[] {
  const body = op.requestBody;
  if (body === undefined) return [];
  const out = ['## Request body', ''];
  if (body.description !== undefined) out.push(body.description.trim(), '');
  for (const media of body.content) {
    out.push(`Content type \`${media.mediaType}\`${body.required ? ' (required)' : ''}:`, '');
    const fields = schemaList(
      media.schema,
      'request',
      spec === undefined ? undefined : (r) => spec.resolveSchemaRef(r),
    );
    out.push(fields === '' ? `A ${describeType(media.schema)}.` : fields, '');
  }
  return out;
}

function responsesSection(op: ResolvedOperation, spec: OpenApiSpec | undefined): string[] {
  if (op.responses.length === 0) return [];
  const out = ['## Responses', ''];
  for (const response of op.responses) {
    out.push(
      `### ${response.status}${response.description === undefined ? '' : ` — ${oneLine(response.description)}`}`,
      '',
    );
    for (const media of response.content) {
      out.push(`Content type \`${media.mediaType}\`:`, '');
      const fields = schemaList(
        media.schema,
        'response',
        spec === undefined ? undefined : (r) => spec.resolveSchemaRef(r),
      );
      out.push(fields === '' ? `A ${describeType(media.schema)}.` : fields, '');
    }
    if (response.headers.length > 0)
      out.push(
        'Headers:',
        '',
        ...response.headers.map((h) => `- \`${h.name}\`${h.description ? `: ${oneLine(h.description)}` : ''}`),
        '',
      );
  }
  return out;
}

/** The requests the API sends back (OpenAPI callbacks): each one's expression, headers, payload and answers. */
function callbacksSection(op: ResolvedOperation, spec: OpenApiSpec | undefined): string[] {
  if (op.callbacks === undefined || op.callbacks.length === 0) return [];
  const out = ['## Callbacks', '', 'Requests the API sends to your server, at the URL the expression names.', ''];
  const resolveRef = spec === undefined ? undefined : (r: string): Schema | undefined => spec.resolveSchemaRef(r);
  for (const callback of op.callbacks) {
    for (const cb of callback.operations) {
      const method = cb.custom === true ? cb.method : cb.method.toUpperCase();
      out.push(`### ${callback.name}: \`${method} ${callback.expression}\``, '');
      if (cb.deprecated) out.push('**Deprecated.**', '');
      for (const text of [cb.summary, cb.description])
        if (text !== undefined && text.trim() !== '') out.push(text.trim(), '');
      const headers = cb.parameters.filter((p) => p.in === 'header');
      if (headers.length > 0) out.push('Headers:', '', paramTable(headers), '');
      for (const media of cb.requestBody?.content ?? []) {
        const fields = schemaList(media.schema, 'request', resolveRef);
        out.push(
          `Payload (\`${media.mediaType}\`):`,
          '',
          fields === '' ? `A ${describeType(media.schema)}.` : fields,
          '',
        );
      }
      if (cb.responses.length > 0)
        out.push(
          'Your server answers:',
          '',
          ...cb.responses.map(
            (r) => `- ${r.status}${r.description === undefined ? '' : `: ${oneLine(r.description)}`}`,
          ),
          '',
        );
    }
  }
  return out;
}

function authSection(op: ResolvedOperation): string[] {
  if (op.security.length === 0) return [];
  const options = op.security.map((requirement) =>
    requirement.length === 0
      ? 'none (anonymous)'
      : requirement
          .map(({ scheme }) => {
            if (scheme.type === 'http') return `HTTP ${scheme.scheme ?? ''} (\`Authorization\` header)`;
            if (scheme.type === 'apiKey') return `API key in ${scheme.in ?? 'header'} \`${scheme.name ?? ''}\``;
            return scheme.type;
          })
          .join(' and '),
  );
  return ['## Authorization', '', ...options.map((o) => `- ${o}`), ''];
}

/** The operation's URL: its first server joined with its path (relative servers resolved against `baseUrl`). */
export function operationUrl(op: ResolvedOperation, baseUrl?: string): string {
  const server = op.servers[0]?.url ?? '';
  let origin = server.replace(/\{(\w+)\}/g, (whole, name: string) => op.servers[0]?.variables[name]?.default ?? whole);
  if (baseUrl !== undefined && !/^[a-z][a-z0-9+.-]*:/i.test(origin)) {
    try {
      origin = new URL(origin || '/', baseUrl).href;
    } catch {
      /* kept as written */
    }
  }
  return `${origin.replace(/\/+$/, '')}${op.kind === 'webhook' ? '' : op.path}`;
}

export interface OperationMarkdownOptions {
  /** The page title (default: the summary, else `METHOD path`). */
  readonly title?: string;
  /** Resolves relative server URLs (the spec's URL on the site). */
  readonly baseUrl?: string;
  /** Leave the `# title` line out (an MDX page with `openapi:` has its own). */
  readonly noTitle?: boolean;
}

export function operationMarkdown(
  op: ResolvedOperation,
  spec: OpenApiSpec | undefined,
  options: OperationMarkdownOptions = {},
): string {
  const title = options.title ?? op.summary ?? `${op.method.toUpperCase()} ${op.path}`;
  const out: string[] = options.noTitle === true ? [] : [`# ${title}`, ''];
  const verb = op.kind === 'webhook' ? `WEBHOOK ${op.method.toUpperCase()}` : op.method.toUpperCase();
  out.push(`\`${verb} ${operationUrl(op, options.baseUrl)}\``, '');
  if (op.deprecated) out.push('**Deprecated.**', '');
  if (op.operationId !== undefined) out.push(`operationId: \`${op.operationId}\``, '');
  if (op.description !== undefined && op.description.trim() !== '') out.push(op.description.trim(), '');
  out.push(...authSection(op));
  for (const location of ['path', 'query', 'header', 'cookie'] as const) {
    const params = op.parameters.filter((p) => p.in === location);
    if (params.length > 0)
      out.push(`## ${location[0]!.toUpperCase()}${location.slice(1)} parameters`, '', paramTable(params), '');
  }
  out.push(...bodySection(op, spec), ...responsesSection(op, spec), ...callbacksSection(op, spec));
  if (op.kind !== 'webhook') {
    try {
      const request = snippetRequestFor(op, spec === undefined ? {} : { resolveRef: (r) => spec.resolveSchemaRef(r) });
      const curl = generateSnippet(request, 'curl', options.baseUrl === undefined ? {} : { baseUrl: options.baseUrl });
      if (!isDiagnostic(curl)) out.push('## Example request', '', '```bash', curl.code, '```', '');
    } catch {
      /* no example when the request cannot be built */
    }
  }
  return `${out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}
