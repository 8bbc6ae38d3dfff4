/**
 * A small JSON scanner used only when a diagnostic needs a place: it finds where and why
 * `JSON.parse` failed, and the offsets of given JSON pointers. The happy path never runs it.
 */
import { childPointer } from './pointer.js';

export interface JsonSyntaxProblem {
  readonly offset: number;
  /** Plain words, e.g. "unexpected end of file. Is the file cut short?" */
  readonly reason: string;
}

class Problem extends Error {
  constructor(
    readonly offset: number,
    readonly reason: string,
  ) {
    super(reason);
  }
}

class Scanner {
  i = 0;
  readonly found = new Map<string, number>();

  constructor(
    readonly text: string,
    /** Pointers to record, plus all their prefixes (so we know which branches to track). */
    readonly prefixes: ReadonlySet<string> | null,
    readonly targets: ReadonlySet<string> | null,
  ) {}

  fail(reason: string): never {
    if (this.i >= this.text.length)
      throw new Problem(this.text.length, 'unexpected end of file. Is the file cut short?');
    throw new Problem(this.i, reason);
  }

  ws(): void {
    const t = this.text;
    while (this.i < t.length) {
      const c = t.charCodeAt(this.i);
      if (c === 32 || c === 9 || c === 10 || c === 13) this.i++;
      else break;
    }
  }

  describe(): string {
    const c = this.text[this.i];
    return c === undefined ? 'the end of the file' : `'${c}'`;
  }

  document(): void {
    this.ws();
    this.value('');
    this.ws();
    if (this.i < this.text.length) this.fail(`unexpected ${this.describe()} after the end of the JSON value`);
  }

  record(pointer: string | null, offset: number): void {
    if (pointer !== null && this.targets?.has(pointer)) this.found.set(pointer, offset);
  }

  track(pointer: string | null, key: string | number): string | null {
    if (pointer === null || this.prefixes === null) return null;
    const child = childPointer(pointer, key);
    return this.prefixes.has(child) ? child : null;
  }

  value(pointer: string | null): void {
    const c = this.text[this.i];
    if (c === '{') return this.object(pointer);
    if (c === '[') return this.array(pointer);
    if (c === '"') {
      this.string();
      return;
    }
    if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) return this.number();
    for (const word of ['true', 'false', 'null']) {
      if (this.text.startsWith(word, this.i)) {
        this.i += word.length;
        return;
      }
    }
    if (c === "'") this.fail('strings must use double quotes (") in JSON, not single quotes');
    if (c === '}' || c === ']')
      this.fail(`unexpected ${this.describe()} where a value should be (is there a trailing comma?)`);
    this.fail(`unexpected ${this.describe()} where a value should be`);
  }

  object(pointer: string | null): void {
    this.i++;
    this.ws();
    if (this.text[this.i] === '}') {
      this.i++;
      return;
    }
    for (;;) {
      this.ws();
      if (this.text[this.i] !== '"') {
        if (this.text[this.i] === '}')
          this.fail("unexpected '}' after a comma (trailing commas are not allowed in JSON)");
        this.fail(`expected a property name in double quotes but found ${this.describe()}`);
      }
      const keyOffset = this.i;
      const key = this.string();
      const child = this.track(pointer, key);
      this.record(child, keyOffset);
      this.ws();
      if (this.text[this.i] !== ':')
        this.fail(`expected ':' after the property name "${key}" but found ${this.describe()}`);
      this.i++;
      this.ws();
      this.value(child);
      this.ws();
      const c = this.text[this.i];
      if (c === ',') {
        this.i++;
        continue;
      }
      if (c === '}') {
        this.i++;
        return;
      }
      this.fail(`expected ',' or '}' after the value of "${key}" but found ${this.describe()}`);
    }
  }

  array(pointer: string | null): void {
    this.i++;
    this.ws();
    if (this.text[this.i] === ']') {
      this.i++;
      return;
    }
    for (let index = 0; ; index++) {
      this.ws();
      const child = this.track(pointer, index);
      this.record(child, this.i);
      this.value(child);
      this.ws();
      const c = this.text[this.i];
      if (c === ',') {
        this.i++;
        continue;
      }
      if (c === ']') {
        this.i++;
        return;
      }
      this.fail(`expected ',' or ']' after an array item but found ${this.describe()}`);
    }
  }

  string(): string {
    const t = this.text;
    const start = ++this.i;
    let simple = true;
    while (this.i < t.length) {
      const c = t.charCodeAt(this.i);
      if (c === 34) {
        const raw = t.slice(start, this.i++);
        return simple ? raw : (JSON.parse(`"${raw}"`) as string);
      }
      if (c === 92) {
        simple = false;
        const e = t[this.i + 1];
        if (e === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(t.slice(this.i + 2, this.i + 6)))
            this.fail('a \\u escape needs four hexadecimal digits');
          this.i += 6;
        } else if (e !== undefined && '"\\/bfnrt'.includes(e)) this.i += 2;
        else {
          this.i++;
          this.fail(`'\\${e ?? ''}' is not a valid escape in a JSON string`);
        }
        continue;
      }
      if (c < 32)
        this.fail('a line break or control character inside a string (strings must be closed on the same line)');
      this.i++;
    }
    this.fail('unexpected end of file inside a string');
  }

  number(): void {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(this.text.slice(this.i, this.i + 400));
    if (match === null || match[0] === '' || match[0] === '-')
      this.fail(`${this.describe()} does not start a valid number`);
    this.i += match[0].length;
  }
}

/** Where and why the text is not valid JSON, or undefined when it is. */
export function findJsonProblem(text: string): JsonSyntaxProblem | undefined {
  const scanner = new Scanner(text, null, null);
  try {
    scanner.document();
    return undefined;
  } catch (error) {
    if (error instanceof Problem) return { offset: error.offset, reason: error.reason };
    return { offset: 0, reason: 'the document is too deeply nested to read' };
  }
}

/** Offsets of the given pointers in a JSON text (a member's key, or an array item's start). */
export function locateJsonPointers(text: string, pointers: readonly string[]): Map<string, number> {
  const targets = new Set(pointers);
  const prefixes = new Set<string>(['']);
  for (const pointer of pointers) {
    let at = pointer.indexOf('/', 1);
    while (at !== -1) {
      prefixes.add(pointer.slice(0, at));
      at = pointer.indexOf('/', at + 1);
    }
    prefixes.add(pointer);
  }
  const scanner = new Scanner(text, prefixes, targets);
  try {
    scanner.document();
  } catch {
    // Best effort: keep whatever was found before a problem.
  }
  if (targets.has('')) scanner.found.set('', 0);
  return scanner.found;
}

/** 1-based line and column of an offset. */
export class LineIndex {
  private starts: number[] | undefined;

  constructor(private readonly text: string) {}

  position(offset: number): { line: number; column: number } {
    if (this.starts === undefined) {
      const starts = [0];
      for (let i = this.text.indexOf('\n'); i !== -1; i = this.text.indexOf('\n', i + 1)) starts.push(i + 1);
      this.starts = starts;
    }
    const starts = this.starts;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((starts[mid] ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - (starts[lo] ?? 0) + 1 };
  }
}
