/**
 * Success criteria and action criteria checked as written: `simple` conditions (condition.ts), `regex` over the
 * context's value, `jsonpath` (RFC 9535, by jsonpath-rfc9535) over the context's value, where a match is a
 * non-empty result. XPath is reported as not run: no XPath engine ships to the browser with the page.
 */
import { query, type JsonValue } from 'jsonpath-rfc9535';
import { checkCondition } from './condition.js';
import { evaluateExpression } from './evaluate.js';
import type { CriterionResult, RunContext } from './run-types.js';
import type { Criterion } from './types.js';

const shown = (value: unknown): string =>
  typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));

function simple(criterion: Criterion, context: RunContext): CriterionResult {
  const base = { condition: criterion.condition, type: 'simple' };
  const result = checkCondition(criterion.condition, context);
  const values = [...result.values];
  const actual = values.length === 1 ? values[0]![1] : Object.fromEntries(values);
  const read = values.map(([text, value]) => `${text} is ${shown(value)}`).join(', ');
  if (result.error !== undefined) return { ...base, passed: false, actual, message: result.error };
  if (result.passed) return { ...base, passed: true, actual };
  return {
    ...base,
    passed: false,
    actual,
    message: `"${criterion.condition}" is false: ${read || 'it reads no value'}.`,
  };
}

function contextValue(criterion: Criterion, context: RunContext): { value: unknown } | { message: string } {
  if (criterion.context === undefined) return { message: `a ${criterion.type} criterion needs a "context"` };
  const result = evaluateExpression(criterion.context, context);
  return result.ok ? { value: result.value } : { message: `${criterion.context} has no value: ${result.reason}` };
}

function regex(criterion: Criterion, context: RunContext): CriterionResult {
  const base = { condition: criterion.condition, type: 'regex' };
  const read = contextValue(criterion, context);
  if ('message' in read) return { ...base, passed: false, message: read.message };
  let pattern: RegExp;
  try {
    pattern = new RegExp(criterion.condition, 'u');
  } catch (error) {
    return {
      ...base,
      passed: false,
      message: `"${criterion.condition}" is not a regular expression (${String(error)})`,
    };
  }
  const text = typeof read.value === 'string' ? read.value : (JSON.stringify(read.value) ?? '');
  if (pattern.test(text)) return { ...base, passed: true, actual: read.value };
  return {
    ...base,
    passed: false,
    actual: read.value,
    message: `${criterion.context} is ${shown(read.value)}, which does not match /${criterion.condition}/.`,
  };
}

function jsonpath(criterion: Criterion, context: RunContext): CriterionResult {
  const base = { condition: criterion.condition, type: 'jsonpath' };
  const read = contextValue(criterion, context);
  if ('message' in read) return { ...base, passed: false, message: read.message };
  let matches: JsonValue[];
  try {
    matches = query(read.value as JsonValue, criterion.condition);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      ...base,
      passed: false,
      actual: read.value,
      message: `"${criterion.condition}" is not a JSONPath query (${reason})`,
    };
  }
  if (matches.length > 0) return { ...base, passed: true, actual: read.value };
  return {
    ...base,
    passed: false,
    actual: read.value,
    message: `${criterion.context} is ${shown(read.value)}, where "${criterion.condition}" matches nothing.`,
  };
}

export function checkCriterion(criterion: Criterion, context: RunContext): CriterionResult {
  if (criterion.type === 'regex') return regex(criterion, context);
  if (criterion.type === 'jsonpath') return jsonpath(criterion, context);
  if (criterion.type === 'xpath')
    return {
      condition: criterion.condition,
      type: 'xpath',
      passed: false,
      message:
        'XPath criteria are not run in the page: it carries no XPath engine, so this step cannot be checked here.',
    };
  return simple(criterion, context);
}

/** Every criterion's result; all must pass. */
export function checkCriteria(criteria: readonly Criterion[], context: RunContext): CriterionResult[] {
  return criteria.map((criterion) => checkCriterion(criterion, context));
}
