/**
 * A small JSON parser that remembers where every value starts, so that a diagnostic about
 * `/navigation/groups/0/pages/3` can also say `docs.json:14:9`. JSON.parse cannot do this, and
 * its syntax messages differ between engines; this one gives the same sentence everywhere.
 */
import { escapeSegment } from '../openapi/pointer.js';

export interface SourcePlace {
  /** 1-based. */
  readonly line: number;
  /** 1-based, counted in UTF-16 code units like editors do. */
  readonly column: number;
  /** The file the value was written in, when it is not the one being read (a docs.json `$ref` include). */
  readonly file?: string;
}

export interface JsonSource {
  readonly value: unknown;
  /** Where the value at a JSON pointer starts (for an object member: where its key starts). */
  locate(pointer: string): SourcePlace | undefined;
  /** Object keys written twice, with the place of the second one (JSON.parse silently keeps the last). */
  readonly duplicateKeys: readonly { readonly pointer: string; readonly place: SourcePlace }[];
}

export class JsonSyntaxError extends Error {
  constructor(
    message: string,
    readonly place: SourcePlace,
  ) {
    super(message);
    this.name = 'JsonSyntaxError';
  }
}

/** Turns a character offset into a line and column. */
export function placeAt(text: string, offset: number): SourcePlace {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(offset, text.length);
  for (let i = 0; i < end; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: end - lineStart + 1 };
}

// Deeply nested input would otherwise overflow the stack: refuse it with a clear message.
const MAX_DEPTH = 256;

/** Parses JSON text. Throws a JsonSyntaxError with the place of the first problem. */
export function parseJsonSource(text: string): JsonSource {
  const parser = new SourceParser(text);
  const value = parser.document();
  const { starts, duplicates } = parser;
  return {
    value,
    locate(pointer: string): SourcePlace | undefined {
      // A pointer to something absent (a missing required field) points at its nearest parent.
      let p = pointer;
      while (true) {
        const offset = starts.get(p);
        if (offset !== undefined) return placeAt(text, offset);
        if (p === '') return undefined;
        p = p.slice(0, p.lastIndexOf('/'));
      }
    },
    duplicateKeys: duplicates.map((d) => ({ pointer: d.pointer, place: placeAt(text, d.offset) })),
  };
}

const SIMPLE_ESCAPES: Readonly<Record<string, string>> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};

const WORDS = [
  ['true', true],
  ['false', false],
  ['null', null],
] as const;

/** A recursive-descent reader over `text`, noting where each pointer's value starts. */
class SourceParser {
  /** Where the value at each pointer starts (for an object member: where its key starts). */
  readonly starts = new Map<string, number>();
  readonly duplicates: { pointer: string; offset: number }[] = [];
  private i: number;

  constructor(private readonly text: string) {
    this.i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  }

  /** The one value the text holds, with nothing but space after it. */
  document(): unknown {
    const value = this.value('', 0);
    this.skipSpace();
    if (this.i < this.text.length) this.fail(`unexpected ${this.describeHere()} after the end of the JSON value`);
    return value;
  }

  private fail(message: string, at = this.i): never {
    throw new JsonSyntaxError(message, placeAt(this.text, at));
  }

  private describeHere(): string {
    return this.i >= this.text.length ? 'end of file' : `\`${this.text[this.i]}\``;
  }

  private skipSpace(): void {
    const { text } = this;
    while (this.i < text.length) {
      const c = text[this.i];
      if (c === ' ' || c === '\t' || c === '\n' || c === '\r') this.i++;
      else if (c === '/' && (text[this.i + 1] === '/' || text[this.i + 1] === '*'))
        this.fail('comments are not allowed in JSON');
      else break;
    }
  }

  private string(): string {
    const { text } = this;
    const start = this.i;
    this.i++; // opening quote
    let out = '';
    let chunkStart = this.i;
    while (true) {
      if (this.i >= text.length) this.fail('a string is not closed (missing `"`)', start);
      const code = text.charCodeAt(this.i);
      if (code === 34) break;
      if (code < 0x20) this.fail('a string contains a raw line break or control character; write it as \\n or \\u00XX');
      if (code === 92) {
        out += text.slice(chunkStart, this.i);
        out += this.escape();
        chunkStart = this.i;
        continue;
      }
      this.i++;
    }
    out += text.slice(chunkStart, this.i);
    this.i++; // closing quote
    return out;
  }

  /** The character an escape sequence at the cursor stands for; moves past it. */
  private escape(): string {
    const { text, i } = this;
    const esc = text[i + 1];
    if (esc !== undefined && esc in SIMPLE_ESCAPES) {
      this.i += 2;
      return SIMPLE_ESCAPES[esc] as string;
    }
    if (esc === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) {
      this.i += 6;
      return String.fromCharCode(parseInt(text.slice(i + 2, i + 6), 16));
    }
    return this.fail(`\`\\${esc ?? ''}\` is not a valid escape in a JSON string`);
  }

  private number(): number {
    const match = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(this.text.slice(this.i, this.i + 400));
    if (!match) return this.fail(`unexpected ${this.describeHere()}; expected a value`);
    this.i += match[0].length;
    return Number(match[0]);
  }

  private value(pointer: string, depth: number): unknown {
    this.skipSpace();
    if (!this.starts.has(pointer)) this.starts.set(pointer, this.i);
    if (depth > MAX_DEPTH) this.fail(`values are nested more than ${MAX_DEPTH} levels deep`);
    const c = this.text[this.i];
    if (c === '{') return this.object(pointer, depth);
    if (c === '[') return this.array(pointer, depth);
    if (c === '"') return this.string();
    if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) return this.number();
    for (const [word, value] of WORDS) {
      if (this.text.startsWith(word, this.i)) {
        this.i += word.length;
        return value;
      }
    }
    if (c === "'") return this.fail('strings must use double quotes');
    return this.fail(`unexpected ${this.describeHere()}; expected a value`);
  }

  /**
   * After one item of an object or array: true at a `,` (another follows), false at `close` (the end);
   * moves past either.
   */
  private another(close: '}' | ']'): boolean {
    this.skipSpace();
    const c = this.text[this.i];
    if (c !== ',' && c !== close)
      this.fail(`unexpected ${this.describeHere()}; expected \`,\` or \`${close}\` (is a comma missing?)`);
    this.i++;
    return c === ',';
  }

  /** At `open`: true, past `close`, when the object or array is empty. */
  private empty(close: '}' | ']'): boolean {
    this.i++;
    this.skipSpace();
    if (this.text[this.i] !== close) return false;
    this.i++;
    return true;
  }

  private object(pointer: string, depth: number): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    if (this.empty('}')) return out;
    do {
      this.skipSpace();
      if (this.text[this.i] === '}') this.fail('a trailing comma is not allowed before `}`');
      if (this.text[this.i] !== '"')
        this.fail(`unexpected ${this.describeHere()}; expected a property name in double quotes`);
      const keyStart = this.i;
      const key = this.string();
      const childPointer = `${pointer}/${escapeSegment(key)}`;
      if (Object.prototype.hasOwnProperty.call(out, key)) this.forget(childPointer, keyStart);
      this.starts.set(childPointer, keyStart);
      this.skipSpace();
      if (this.text[this.i] !== ':')
        this.fail(`unexpected ${this.describeHere()}; expected \`:\` after the property name "${key}"`);
      this.i++;
      const value = this.value(childPointer, depth + 1);
      // defineProperty, so that a key named "__proto__" stays a plain key.
      Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
    } while (this.another('}'));
    return out;
  }

  /** A key written again: the later member wins, as with JSON.parse; places point at it. */
  private forget(childPointer: string, keyStart: number): void {
    this.duplicates.push({ pointer: childPointer, offset: keyStart });
    for (const p of [...this.starts.keys()])
      if (p === childPointer || p.startsWith(`${childPointer}/`)) this.starts.delete(p);
  }

  private array(pointer: string, depth: number): unknown[] {
    const out: unknown[] = [];
    if (this.empty(']')) return out;
    do {
      this.skipSpace();
      if (this.text[this.i] === ']') this.fail('a trailing comma is not allowed before `]`');
      out.push(this.value(`${pointer}/${out.length}`, depth + 1));
    } while (this.another(']'));
    return out;
  }
}
