/**
 * A small JSON parser that remembers where every value starts, so that a diagnostic about
 * `/navigation/groups/0/pages/3` can also say `docs.json:14:9`. JSON.parse cannot do this, and
 * its syntax messages differ between engines; this one gives the same sentence everywhere.
 */

export interface SourcePlace {
  /** 1-based. */
  readonly line: number;
  /** 1-based, counted in UTF-16 code units like editors do. */
  readonly column: number;
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

/** Escapes one reference token of a JSON pointer (RFC 6901). */
export function pointerToken(key: string | number): string {
  return String(key).replace(/~/g, '~0').replace(/\//g, '~1');
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
  const starts = new Map<string, number>();
  const duplicates: { pointer: string; offset: number }[] = [];
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;

  const fail = (message: string, at = i): never => {
    throw new JsonSyntaxError(message, placeAt(text, at));
  };
  const describeHere = (): string => (i >= text.length ? 'the end of the file' : `\`${text[i]}\``);

  const skipSpace = (): void => {
    while (i < text.length) {
      const c = text[i];
      if (c === ' ' || c === '\t' || c === '\n' || c === '\r') i++;
      else if (c === '/' && (text[i + 1] === '/' || text[i + 1] === '*')) fail('comments are not allowed in JSON');
      else break;
    }
  };

  const parseString = (): string => {
    const start = i;
    i++; // opening quote
    let out = '';
    let chunkStart = i;
    while (true) {
      if (i >= text.length) fail('a string is not closed (missing `"`)', start);
      const code = text.charCodeAt(i);
      if (code === 34) break;
      if (code < 0x20) fail('a string contains a raw line break or control character; write it as \\n or \\u00XX');
      if (code === 92) {
        out += text.slice(chunkStart, i);
        const esc = text[i + 1];
        const simple: Record<string, string> = {
          '"': '"',
          '\\': '\\',
          '/': '/',
          b: '\b',
          f: '\f',
          n: '\n',
          r: '\r',
          t: '\t',
        };
        if (esc !== undefined && esc in simple) {
          out += simple[esc];
          i += 2;
        } else if (esc === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) {
          out += String.fromCharCode(parseInt(text.slice(i + 2, i + 6), 16));
          i += 6;
        } else {
          fail(`\`\\${esc ?? ''}\` is not a valid escape in a JSON string`);
        }
        chunkStart = i;
        continue;
      }
      i++;
    }
    out += text.slice(chunkStart, i);
    i++; // closing quote
    return out;
  };

  const parseNumber = (): number => {
    const match = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(text.slice(i, i + 400));
    if (!match) return fail(`unexpected ${describeHere()}; expected a value`);
    i += match[0].length;
    return Number(match[0]);
  };

  const parseValue = (pointer: string, depth: number): unknown => {
    skipSpace();
    if (!starts.has(pointer)) starts.set(pointer, i);
    if (depth > MAX_DEPTH) fail(`values are nested more than ${MAX_DEPTH} levels deep`);
    const c = text[i];
    if (c === '{') return parseObject(pointer, depth);
    if (c === '[') return parseArray(pointer, depth);
    if (c === '"') return parseString();
    if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) return parseNumber();
    for (const [word, value] of [
      ['true', true],
      ['false', false],
      ['null', null],
    ] as const) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return value;
      }
    }
    if (c === "'") return fail('strings must use double quotes');
    return fail(`unexpected ${describeHere()}; expected a value`);
  };

  const parseObject = (pointer: string, depth: number): Record<string, unknown> => {
    i++;
    const out: Record<string, unknown> = {};
    skipSpace();
    if (text[i] === '}') {
      i++;
      return out;
    }
    while (true) {
      skipSpace();
      if (text[i] === '}') fail('a trailing comma is not allowed before `}`');
      if (text[i] !== '"') fail(`unexpected ${describeHere()}; expected a property name in double quotes`);
      const keyStart = i;
      const key = parseString();
      const childPointer = `${pointer}/${pointerToken(key)}`;
      if (Object.prototype.hasOwnProperty.call(out, key)) {
        duplicates.push({ pointer: childPointer, offset: keyStart });
        // The later member wins, as with JSON.parse; point at it.
        for (const p of [...starts.keys()])
          if (p === childPointer || p.startsWith(`${childPointer}/`)) starts.delete(p);
      }
      starts.set(childPointer, keyStart);
      skipSpace();
      if (text[i] !== ':') fail(`unexpected ${describeHere()}; expected \`:\` after the property name "${key}"`);
      i++;
      const value = parseValue(childPointer, depth + 1);
      // defineProperty, so that a key named "__proto__" stays a plain key.
      Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
      skipSpace();
      if (text[i] === ',') {
        i++;
        continue;
      }
      if (text[i] === '}') {
        i++;
        return out;
      }
      fail(`unexpected ${describeHere()}; expected \`,\` or \`}\` (is a comma missing?)`);
    }
  };

  const parseArray = (pointer: string, depth: number): unknown[] => {
    i++;
    const out: unknown[] = [];
    skipSpace();
    if (text[i] === ']') {
      i++;
      return out;
    }
    while (true) {
      skipSpace();
      if (text[i] === ']') fail('a trailing comma is not allowed before `]`');
      out.push(parseValue(`${pointer}/${out.length}`, depth + 1));
      skipSpace();
      if (text[i] === ',') {
        i++;
        continue;
      }
      if (text[i] === ']') {
        i++;
        return out;
      }
      fail(`unexpected ${describeHere()}; expected \`,\` or \`]\` (is a comma missing?)`);
    }
  };

  const value = parseValue('', 0);
  skipSpace();
  if (i < text.length) fail(`unexpected ${describeHere()} after the end of the JSON value`);

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
