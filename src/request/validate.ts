/**
 * A small structural check of a value against a schema, run before the playground sends: type,
 * required, enum and const, numeric bounds, string length and pattern, item and property counts,
 * `additionalProperties: false`, and `allOf` / `oneOf` / `anyOf`. Not a full JSON Schema validator
 * (formats, `if`/`then`, `$ref` markers and `unevaluated*` are not checked), only enough to catch the
 * mistakes a reader makes by hand, each reported at its JSON pointer.
 */
import type { Schema } from '../openapi/types.js';
import { childPointer, unescapeSegment } from '../openapi/pointer.js';

export interface ValueProblem {
  /** JSON pointer of the failing value (`''` for the whole value, `/tags/0`). */
  readonly pointer: string;
  readonly message: string;
}

export interface ValidateOptions {
  /** `request` ignores `required` on readOnly properties (the server fills them); `response` on writeOnly ones. */
  readonly direction?: 'request' | 'response';
  /** At most this many problems (default 20). */
  readonly limit?: number;
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function matchesType(value: unknown, type: string): boolean {
  switch (type) {
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    case 'null':
      return value === null;
    default:
      return typeof value === type;
  }
}

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

function show(value: unknown): string {
  return typeof value === 'string' ? `"${value}"` : (JSON.stringify(value) ?? String(value));
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

class Checker {
  readonly problems: ValueProblem[] = [];
  constructor(private readonly options: Required<ValidateOptions>) {}

  get full(): boolean {
    return this.problems.length >= this.options.limit;
  }

  report(pointer: string, message: string): void {
    if (!this.full) this.problems.push({ pointer, message });
  }

  /** True when `value` passes (used for `oneOf` / `anyOf` branches, which report nothing themselves). */
  passes(schema: Schema, value: unknown, pointer: string): boolean {
    const probe = new Checker({ ...this.options, limit: 1 });
    probe.check(schema, value, pointer);
    return probe.problems.length === 0;
  }

  check(schema: Schema | undefined, value: unknown, pointer: string): void {
    if (schema === undefined || typeof schema !== 'object' || this.full) return;
    if (typeof schema.$ref === 'string') return; // an unexpanded reference: nothing to check against
    for (const part of schema.allOf ?? []) this.check(part, value, pointer);
    const union = schema.oneOf ?? schema.anyOf;
    if (union && union.length > 0 && !union.some((variant) => this.passes(variant, value, pointer))) {
      this.report(pointer, 'does not match any of the allowed shapes');
      return;
    }

    const types = typeof schema.type === 'string' ? [schema.type] : (schema.type ?? []);
    if (types.length > 0 && !types.some((t) => matchesType(value, t))) {
      this.report(
        pointer,
        `must be ${types.map((t) => (t === 'integer' ? 'a whole number' : t === 'array' || t === 'object' ? `an ${t}` : `a ${t}`)).join(' or ')}, not ${typeOf(value)}`,
      );
      return;
    }
    if (schema.enum && !schema.enum.some((allowed) => same(allowed, value))) {
      this.report(pointer, `must be one of ${schema.enum.map(show).join(', ')}`);
    }
    if (schema.const !== undefined && !same(schema.const, value)) this.report(pointer, `must be ${show(schema.const)}`);

    if (typeof value === 'number') this.checkNumber(schema, value, pointer);
    else if (typeof value === 'string') this.checkString(schema, value, pointer);
    else if (Array.isArray(value)) this.checkArray(schema, value, pointer);
    else if (typeof value === 'object' && value !== null)
      this.checkObject(schema, value as Record<string, unknown>, pointer);
  }

  private checkNumber(s: Schema, value: number, pointer: string): void {
    if (typeof s.minimum === 'number' && value < s.minimum) this.report(pointer, `must be at least ${s.minimum}`);
    if (typeof s.maximum === 'number' && value > s.maximum) this.report(pointer, `must be at most ${s.maximum}`);
    if (typeof s.exclusiveMinimum === 'number' && value <= s.exclusiveMinimum)
      this.report(pointer, `must be more than ${s.exclusiveMinimum}`);
    if (typeof s.exclusiveMaximum === 'number' && value >= s.exclusiveMaximum)
      this.report(pointer, `must be less than ${s.exclusiveMaximum}`);
    if (
      typeof s.multipleOf === 'number' &&
      s.multipleOf > 0 &&
      Math.abs(value / s.multipleOf - Math.round(value / s.multipleOf)) > 1e-9
    ) {
      this.report(pointer, `must be a multiple of ${s.multipleOf}`);
    }
  }

  private checkString(s: Schema, value: string, pointer: string): void {
    const length = [...value].length;
    if (typeof s.minLength === 'number' && length < s.minLength)
      this.report(pointer, `must be at least ${plural(s.minLength, 'character')} long`);
    if (typeof s.maxLength === 'number' && length > s.maxLength)
      this.report(pointer, `must be at most ${plural(s.maxLength, 'character')} long`);
    if (typeof s.pattern === 'string') {
      let re: RegExp | undefined;
      try {
        re = new RegExp(s.pattern, 'u');
      } catch {
        re = undefined; // a pattern JavaScript cannot read is not held against the reader
      }
      if (re && !re.test(value)) this.report(pointer, `must match the pattern ${s.pattern}`);
    }
  }

  private checkArray(s: Schema, value: readonly unknown[], pointer: string): void {
    if (typeof s.minItems === 'number' && value.length < s.minItems)
      this.report(pointer, `must have at least ${plural(s.minItems, 'item')}`);
    if (typeof s.maxItems === 'number' && value.length > s.maxItems)
      this.report(pointer, `must have at most ${plural(s.maxItems, 'item')}`);
    if (s.uniqueItems === true && new Set(value.map((v) => JSON.stringify(v))).size !== value.length)
      this.report(pointer, 'must not repeat items');
    value.forEach((item, i) => this.check(s.prefixItems?.[i] ?? s.items, item, `${pointer}/${i}`));
  }

  private checkObject(s: Schema, value: Record<string, unknown>, pointer: string): void {
    const properties = s.properties ?? {};
    const skip = this.options.direction === 'request' ? 'readOnly' : 'writeOnly';
    for (const name of s.required ?? []) {
      if (value[name] === undefined && properties[name]?.[skip] !== true)
        this.report(childPointer(pointer, name), 'is required');
    }
    const keys = Object.keys(value);
    if (typeof s.minProperties === 'number' && keys.length < s.minProperties)
      this.report(pointer, `must have at least ${plural(s.minProperties, 'property')}`);
    if (typeof s.maxProperties === 'number' && keys.length > s.maxProperties)
      this.report(pointer, `must have at most ${plural(s.maxProperties, 'property')}`);
    for (const key of keys) {
      const at = childPointer(pointer, key);
      if (key in properties) this.check(properties[key], value[key], at);
      else if (s.additionalProperties === false && !s.patternProperties) this.report(at, 'is not a known property');
      else if (typeof s.additionalProperties === 'object') this.check(s.additionalProperties, value[key], at);
    }
  }
}

/** Every problem found (up to `limit`), in document order; empty when the value passes. */
export function validateValue(
  schema: Schema | undefined,
  value: unknown,
  options: ValidateOptions = {},
): ValueProblem[] {
  const checker = new Checker({ direction: options.direction ?? 'request', limit: options.limit ?? 20 });
  checker.check(schema, value, '');
  return checker.problems;
}

/** `/tags/0` → `tags[0]`, `''` → `body`: how a pointer reads in a message. */
export function pointerLabel(pointer: string, root = 'body'): string {
  if (pointer === '') return root;
  return pointer
    .slice(1)
    .split('/')
    .map(unescapeSegment)
    .reduce((out, part, i) => (/^\d+$/.test(part) ? `${out}[${part}]` : i === 0 ? part : `${out}.${part}`), '');
}
