/**
 * Runtime expressions evaluated over a run context: `$inputs.x`, `$steps.login.outputs.token`, `$response.body#/id`,
 * `$response.header.X`, `$statusCode`, `$url`, `$method`, and `{$…}` parts embedded in strings. Parsing is
 * expression.ts's; this file only looks values up.
 */
import { getAtPointer, isObject } from '../openapi/pointer.js';
import { parseExpression, type RuntimeExpression } from './expression.js';
import type { Evaluated, RunContext } from './run-types.js';

const missing = (reason: string): Evaluated => ({ ok: false, reason });
const found = (value: unknown): Evaluated => ({ ok: true, value });

function atPointer(value: unknown, pointer: string | undefined, what: string): Evaluated {
  if (pointer === undefined || pointer === '') return found(value);
  const at = getAtPointer(value, pointer);
  return at === undefined ? missing(`${what} has nothing at "${pointer}"`) : found(at);
}

/** `outputs.token` of a step record (an output name may itself contain dots). */
function outputOf(
  record: { readonly outputs: Readonly<Record<string, unknown>> } | undefined,
  kind: string,
  id: string,
  rest: readonly string[],
): Evaluated {
  if (record === undefined) return missing(`${kind} "${id}" has not run yet`);
  if (rest[0] !== 'outputs' || rest.length < 2) return missing(`after "${id}." comes "outputs.<name>"`);
  const name = rest.slice(1).join('.');
  if (!(name in record.outputs)) return missing(`${kind} "${id}" has no output "${name}"`);
  return found(record.outputs[name]);
}

function header(headers: Readonly<Record<string, string>>, name: string): string | undefined {
  return headers[name.toLowerCase()];
}

function fromExchange(context: RunContext, expression: Extract<RuntimeExpression, { source: unknown }>): Evaluated {
  const exchange = context.exchange;
  if (exchange === undefined) return missing('no request has been sent yet');
  if (expression.root === 'message') return missing('AsyncAPI messages are not run in the page');
  const { source } = expression;
  if (expression.root === 'response') {
    const response = exchange.response;
    if (response === undefined) return missing('no response has arrived');
    if (source.in === 'header') {
      const value = header(response.headers, source.name);
      return value === undefined ? missing(`the response has no header "${source.name}"`) : found(value);
    }
    if (source.in === 'body' || source.in === 'payload')
      return atPointer(response.body, source.pointer, 'the response body');
    return missing(`a response has no ${source.in} parameters`);
  }
  if (source.in === 'header') {
    const value = header(exchange.headers, source.name);
    return value === undefined ? missing(`the request has no header "${source.name}"`) : found(value);
  }
  if (source.in === 'query' || source.in === 'path') {
    const values = exchange[source.in];
    return source.name in values
      ? found(values[source.name])
      : missing(`the request has no ${source.in} parameter "${source.name}"`);
  }
  return atPointer(exchange.body, 'pointer' in source ? source.pointer : undefined, 'the request body');
}

function fromNamed(context: RunContext, expression: Extract<RuntimeExpression, { name: string }>): Evaluated {
  const [first = '', ...rest] = expression.path;
  const pointed = (value: Evaluated): Evaluated =>
    value.ok ? atPointer(value.value, expression.pointer, `$${expression.root}.${expression.name}`) : value;
  switch (expression.root) {
    case 'inputs':
      // An input name is one segment; a dotted rest walks into an object input.
      return pointed(walk(context.inputs, expression.path, 'the inputs'));
    case 'outputs':
      if (context.outputs === undefined) return missing('the workflow outputs are computed at its end');
      return pointed(walk(context.outputs, [expression.name], 'the workflow outputs'));
    case 'steps':
      return pointed(outputOf(context.steps[first], 'step', first, rest));
    case 'workflows':
      return pointed(outputOf(context.workflows[first], 'workflow', first, rest));
    case 'sourceDescriptions': {
      const url = context.sourceUrls[first];
      if (url === undefined) return missing(`there is no source description "${first}"`);
      return rest.join('.') === 'url' ? found(url) : missing(`only "$sourceDescriptions.${first}.url" has a value`);
    }
    case 'components':
      return pointed(walk(context.components ?? {}, expression.path, 'the components'));
  }
}

function walk(root: Readonly<Record<string, unknown>>, path: readonly string[], what: string): Evaluated {
  let node: unknown = root;
  for (const [i, segment] of path.entries()) {
    if (!isObject(node) || !Object.prototype.hasOwnProperty.call(node, segment))
      return missing(`${what} have no "${path.slice(0, i + 1).join('.')}"`);
    node = node[segment];
  }
  return found(node);
}

/** The value of one whole runtime expression. */
export function evaluateExpression(text: string, context: RunContext): Evaluated {
  const parsed = parseExpression(text.trim());
  if (!parsed.ok) return missing(`"${text}" is not a runtime expression: ${parsed.reason}`);
  const expression = parsed.expression;
  if ('source' in expression) return fromExchange(context, expression);
  if ('name' in expression) return fromNamed(context, expression);
  const exchange = context.exchange;
  if (exchange === undefined) return missing('no request has been sent yet');
  switch (expression.root) {
    case 'url':
      return found(exchange.url);
    case 'method':
      return found(exchange.method);
    case 'statusCode':
      return exchange.response === undefined ? missing('no response has arrived') : found(exchange.response.status);
    case 'self':
      return missing('"$self" names the document, which has no value at run time');
  }
}

/** A value as it goes into a string: text as is, anything else as JSON. */
function asText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * A parameter value, payload or output: a string that is one expression gives its value (any type), a string with
 * `{$…}` parts gives the string with each part replaced, objects and arrays are evaluated throughout, and every
 * other value is itself. The first expression without a value makes the whole one fail, naming it.
 */
export function evaluateValue(value: unknown, context: RunContext): Evaluated {
  if (typeof value === 'string') {
    if (value.trim().startsWith('$')) return evaluateExpression(value, context);
    let failure: string | undefined;
    const text = value.replace(/\{(\$[^{}]*)\}/g, (whole, inner: string) => {
      const result = evaluateExpression(inner, context);
      if (!result.ok) failure ??= result.reason;
      return result.ok ? asText(result.value) : whole;
    });
    return failure === undefined ? found(text) : missing(failure);
  }
  if (Array.isArray(value)) {
    const items: unknown[] = [];
    for (const item of value) {
      const result = evaluateValue(item, context);
      if (!result.ok) return result;
      items.push(result.value);
    }
    return found(items);
  }
  if (isObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const result = evaluateValue(item, context);
      if (!result.ok) return result;
      out[key] = result.value;
    }
    return found(out);
  }
  return found(value);
}
