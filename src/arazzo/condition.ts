/**
 * `simple` criteria: literals (null, true, false, numbers, 'strings'), runtime expressions, `==`, `!=`, `<`, `<=`,
 * `>`, `>=`, `!`, `&&`, `||` and parentheses, as the Arazzo Criterion Object lists them. String comparisons are
 * case-insensitive, as the specification says. Every expression's value is kept, so a failure can name them.
 */
import { evaluateExpression } from './evaluate.js';
import type { RunContext } from './run-types.js';

type Token =
  | { readonly kind: 'op'; readonly text: string }
  | { readonly kind: 'value'; readonly value: unknown }
  | { readonly kind: 'expression'; readonly text: string };

const OPERATORS = ['&&', '||', '==', '!=', '<=', '>=', '<', '>', '!', '(', ')'];
/** Where an expression ends in a condition: as expression.ts's running-text rule. */
const EXPRESSION = /^\$[A-Za-z][^\s{}()[\],'"=!<>&|]*/;
const NUMBER = /^-?\d+(\.\d+)?([eE][+-]?\d+)?/;

function tokenize(condition: string): Token[] | string {
  const tokens: Token[] = [];
  let rest = condition.trim();
  while (rest !== '') {
    const op = OPERATORS.find((o) => rest.startsWith(o));
    let length: number;
    if (op !== undefined) {
      tokens.push({ kind: 'op', text: op });
      length = op.length;
    } else if (rest[0] === "'" || rest[0] === '"') {
      const end = rest.indexOf(rest[0], 1);
      if (end < 0) return `a string in "${condition}" is not closed`;
      tokens.push({ kind: 'value', value: rest.slice(1, end) });
      length = end + 1;
    } else if (EXPRESSION.test(rest)) {
      const text = EXPRESSION.exec(rest)![0];
      tokens.push({ kind: 'expression', text });
      length = text.length;
    } else if (NUMBER.test(rest)) {
      const text = NUMBER.exec(rest)![0];
      tokens.push({ kind: 'value', value: Number(text) });
      length = text.length;
    } else {
      const word = /^[A-Za-z_]+/.exec(rest)?.[0];
      const literals: Record<string, unknown> = { true: true, false: false, null: null };
      if (word === undefined || !(word in literals))
        return `"${rest.split(/\s/)[0]}" is not understood in "${condition}"`;
      tokens.push({ kind: 'value', value: literals[word] });
      length = word.length;
    }
    rest = rest.slice(length).trimStart();
  }
  return tokens;
}

export interface ConditionResult {
  readonly passed: boolean;
  /** Each expression the condition read, with its value (undefined when it had none). */
  readonly values: ReadonlyMap<string, unknown>;
  /** Set when the condition could not be read or an expression had no value. */
  readonly error?: string;
}

class ConditionError extends Error {}

function comparable(value: unknown): unknown {
  return typeof value === 'string' ? value.toLowerCase() : value;
}

/** A number and a numeric string (a header, a path value) compare as numbers. */
function numeric(a: unknown, b: unknown): [unknown, unknown] {
  if (typeof a === 'number' && typeof b === 'string' && b.trim() !== '' && !Number.isNaN(Number(b)))
    return [a, Number(b)];
  if (typeof b === 'number' && typeof a === 'string' && a.trim() !== '' && !Number.isNaN(Number(a)))
    return [Number(a), b];
  return [comparable(a), comparable(b)];
}

function compare(op: string, left: unknown, right: unknown): boolean {
  const [a, b] = numeric(left, right);
  switch (op) {
    case '==':
      return a === b || (typeof a === 'object' && JSON.stringify(a) === JSON.stringify(b));
    case '!=':
      return !compare('==', left, right);
    default: {
      if (!((typeof a === 'number' && typeof b === 'number') || (typeof a === 'string' && typeof b === 'string')))
        throw new ConditionError(
          `"${op}" compares numbers or strings, not ${JSON.stringify(left)} and ${JSON.stringify(right)}`,
        );
      if (op === '<') return a < b;
      if (op === '<=') return a <= b;
      if (op === '>') return a > b;
      return a >= b;
    }
  }
}

/** A recursive-descent reader over the tokens: or → and → not → comparison → operand. */
function reader(tokens: readonly Token[], context: RunContext, values: Map<string, unknown>) {
  let at = 0;
  const peek = (): Token | undefined => tokens[at];
  const isOp = (text: string): boolean => {
    const token = peek();
    return token?.kind === 'op' && token.text === text;
  };
  function operand(): unknown {
    const token = tokens[at++];
    if (token === undefined) throw new ConditionError('the condition ends too early');
    if (token.kind === 'value') return token.value;
    if (token.kind === 'expression') {
      const result = evaluateExpression(token.text, context);
      values.set(token.text, result.ok ? result.value : undefined);
      if (!result.ok) throw new ConditionError(`${token.text} has no value: ${result.reason}`);
      return result.value;
    }
    if (token.text === '(') {
      const value = or();
      if (!isOp(')')) throw new ConditionError('a "(" is not closed');
      at++;
      return value;
    }
    throw new ConditionError(`"${token.text}" cannot start a value`);
  }
  function comparison(): unknown {
    const left = operand();
    const token = peek();
    if (token?.kind === 'op' && ['==', '!=', '<', '<=', '>', '>='].includes(token.text)) {
      at++;
      return compare(token.text, left, operand());
    }
    return left;
  }
  function not(): unknown {
    if (isOp('!')) {
      at++;
      return !truthy(not());
    }
    return comparison();
  }
  function and(): unknown {
    let value = not();
    while (isOp('&&')) {
      at++;
      const right = not();
      value = truthy(value) && truthy(right);
    }
    return value;
  }
  function or(): unknown {
    let value = and();
    while (isOp('||')) {
      at++;
      const right = and();
      value = truthy(value) || truthy(right);
    }
    return value;
  }
  return {
    run(): boolean {
      const value = or();
      if (at < tokens.length) throw new ConditionError(`unexpected "${describe(tokens[at]!)}"`);
      return truthy(value);
    },
  };
}

function describe(token: Token): string {
  return token.kind === 'value' ? JSON.stringify(token.value) : token.text;
}

function truthy(value: unknown): boolean {
  return value === true;
}

/** Checks a `simple` condition. Both sides of `&&` and `||` are read, so every value is reported. */
export function checkCondition(condition: string, context: RunContext): ConditionResult {
  const values = new Map<string, unknown>();
  const tokens = tokenize(condition);
  if (typeof tokens === 'string') return { passed: false, values, error: tokens };
  try {
    return { passed: reader(tokens, context, values).run(), values };
  } catch (error) {
    if (!(error instanceof ConditionError)) throw error;
    return { passed: false, values, error: error.message };
  }
}
