/**
 * Collects diagnostics while reading a JSON (or YAML) value into typed settings. Every reader
 * returns a usable value or undefined, never throws: one typo must not blank the site.
 */
import type { Diagnostic, Severity } from '../diagnostics.js';
import { editDistance } from '../edit-distance.js';
import { childPointer, unescapeSegment } from '../openapi/pointer.js';

export type JsonObject = Readonly<Record<string, unknown>>;

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `/navigation/groups/0/group` → `navigation.groups[0].group`, for sentences people read. */
export function dottedPath(pointer: string): string {
  if (pointer === '') return 'the file';
  return pointer
    .slice(1)
    .split('/')
    .map(unescapeSegment)
    .reduce((out, token) => (/^\d+$/.test(token) ? `${out}[${token}]` : out === '' ? token : `${out}.${token}`), '');
}

export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);
  return typeof value === 'object' ? 'an object' : String(value);
}

export class ConfigReader {
  readonly diagnostics: Diagnostic[] = [];

  constructor(
    private readonly file: string | undefined,
    /** Adds a line and column to a pointer, when the source text is known. */
    private readonly locate?: (pointer: string) => { line: number; column: number } | undefined,
  ) {}

  report(severity: Severity, code: string, pointer: string, message: string): void {
    this.diagnostics.push({
      severity,
      code,
      message,
      pointer,
      ...(this.file === undefined ? {} : { file: this.file }),
      ...(this.locate?.(pointer) ?? {}),
    });
  }

  object(value: unknown, pointer: string): JsonObject | undefined {
    if (value === undefined) return undefined;
    if (isJsonObject(value)) return value;
    this.report(
      'error',
      'config/type',
      pointer,
      `\`${dottedPath(pointer)}\` must be an object; got ${describeValue(value)}.`,
    );
    return undefined;
  }

  list(value: unknown, pointer: string): readonly unknown[] | undefined {
    if (value === undefined) return undefined;
    if (Array.isArray(value)) return value;
    this.report(
      'error',
      'config/type',
      pointer,
      `\`${dottedPath(pointer)}\` must be a list; got ${describeValue(value)}.`,
    );
    return undefined;
  }

  /** A text; an empty one (which Mintlify accepts) is treated as absent, with a note. */
  string(value: unknown, pointer: string): string | undefined {
    if (typeof value === 'string' && value.trim() === '') {
      this.report('info', 'config/empty', pointer, `\`${dottedPath(pointer)}\` is empty and is ignored.`);
      return undefined;
    }
    return this.nonEmpty(value, pointer);
  }

  /** A text that may not be empty (a title Mintlify requires): an empty one is an error. */
  nonEmpty(value: unknown, pointer: string): string | undefined {
    if (value === undefined) return undefined;
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    this.report(
      'error',
      'config/type',
      pointer,
      `\`${dottedPath(pointer)}\` must be a non-empty string; got ${describeValue(value)}.`,
    );
    return undefined;
  }

  boolean(value: unknown, pointer: string): boolean | undefined {
    if (value === undefined) return undefined;
    if (typeof value === 'boolean') return value;
    this.report(
      'error',
      'config/type',
      pointer,
      `\`${dottedPath(pointer)}\` must be true or false; got ${describeValue(value)}.`,
    );
    return undefined;
  }

  /**
   * Runs `read` with its errors reported as warnings ending in `note`: for parts of a file that Mintlify drops
   * without a word when they are wrong (the content of a navigation section), so the file stays publishable.
   */
  lenient<T>(read: () => T, note: string): T {
    const from = this.diagnostics.length;
    const value = read();
    for (let i = from; i < this.diagnostics.length; i++) {
      const d = this.diagnostics[i]!;
      if (d.severity === 'error') this.diagnostics[i] = { ...d, severity: 'warning', message: `${d.message} ${note}` };
    }
    return value;
  }

  /** One of `allowed`; anything else is reported and gives `fallback` (named in the message when given). */
  oneOf<T extends string>(value: unknown, pointer: string, allowed: readonly T[]): T | undefined;
  oneOf<T extends string>(value: unknown, pointer: string, allowed: readonly T[], fallback: T): T;
  oneOf<T extends string>(value: unknown, pointer: string, allowed: readonly T[], fallback?: T): T | undefined {
    if (value === undefined) return fallback;
    if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
    const using = fallback === undefined ? '' : ` Using "${fallback}".`;
    this.report(
      'error',
      'config/enum',
      pointer,
      `\`${dottedPath(pointer)}\` must be one of ${allowed.join(', ')}; got ${describeValue(value)}.${using}`,
    );
    return fallback;
  }

  /** A list of non-empty strings; bad items are reported and left out. */
  strings(value: unknown, pointer: string): string[] | undefined {
    const list = this.list(value, pointer);
    if (list === undefined) return undefined;
    const out: string[] = [];
    list.forEach((item, i) => {
      const text = this.string(item, `${pointer}/${i}`);
      if (text !== undefined) out.push(text);
    });
    return out;
  }

  required(object: JsonObject, key: string, pointer: string, what: string): void {
    if (object[key] === undefined) {
      this.report('error', 'config/required', pointer, `\`${dottedPath(pointer)}\` needs \`${key}\` (${what}).`);
    }
  }

  /** Warns about every field not in `known`; a likely typo names the field it resembles. */
  unknownFields(object: JsonObject, pointer: string, known: readonly string[], where = 'docs.json'): void {
    for (const key of Object.keys(object)) {
      if (known.includes(key)) continue;
      const near = known.find((k) => k.toLowerCase() === key.toLowerCase() || editDistance(k, key) <= 2);
      const hint = near === undefined ? '' : ` Did you mean \`${near}\`?`;
      const at = childPointer(pointer, key);
      this.report(
        'warning',
        'config/unknown-field',
        at,
        `\`${dottedPath(at)}\` is not a ${where} field and is ignored.${hint}`,
      );
    }
  }
}
