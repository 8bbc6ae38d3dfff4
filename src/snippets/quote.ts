/**
 * String literals for each language. Every spec-derived or reader-typed string reaches a snippet
 * through one of these, so nothing can end its literal early or be interpreted (quotes, `$()`,
 * `${}`, `#{}`, backticks, backslashes, newlines, control and non-ASCII characters).
 * Where a language has escapes, only printable ASCII is left as is; the rest is escaped, which
 * also keeps bidirectional-override characters from disguising code.
 */

const PRINTABLE_ASCII = /^[\x20-\x7E]$/;

function hex(n: number, width: number): string {
  return n.toString(16).toUpperCase().padStart(width, '0');
}

/** Builds a double-quote-style escaper from a table of special characters and a fallback for the rest. */
function escaper(special: Readonly<Record<string, string>>, other: (codePoint: number) => string) {
  return (text: string): string => {
    let out = '';
    for (const char of text) {
      const mapped = special[char];
      if (mapped !== undefined) out += mapped;
      else if (PRINTABLE_ASCII.test(char)) out += char;
      else out += other(char.codePointAt(0)!);
    }
    return out;
  };
}

const COMMON = { '\\': '\\\\', '"': '\\"', '\n': '\\n', '\r': '\\r', '\t': '\\t' } as const;

/** `\uXXXX` per UTF-16 code unit (JavaScript, C#, JSON-like languages). */
function utf16Units(codePoint: number): string {
  return String.fromCodePoint(codePoint)
    .split('')
    .map((unit) => `\\u${hex(unit.charCodeAt(0), 4)}`)
    .join('');
}

function utf8Bytes(codePoint: number): number[] {
  return [...new TextEncoder().encode(String.fromCodePoint(codePoint))];
}

/** JavaScript and TypeScript: `"…"` with `\uXXXX`. Double quotes, so `${}` is inert. */
export const jsString = (s: string): string => `"${escaper(COMMON, utf16Units)(s)}"`;

/** Python 3: `"…"` with `\xHH`, `\uXXXX`, `\UXXXXXXXX`. */
export const pyString = (s: string): string =>
  `"${escaper(COMMON, (cp) => (cp < 0x100 ? `\\x${hex(cp, 2)}` : cp < 0x10000 ? `\\u${hex(cp, 4)}` : `\\U${hex(cp, 8)}`))(s)}"`;

/** Ruby: `"…"` with `#` escaped (no `#{}`, `#$`, `#@` interpolation) and `\u{…}`. */
export const rbString = (s: string): string =>
  `"${escaper({ ...COMMON, '#': '\\#' }, (cp) => `\\u{${hex(cp, 1)}}`)(s)}"`;

/** PHP: `"…"` with `$` escaped (no interpolation) and `\u{…}`. */
export const phpString = (s: string): string =>
  `"${escaper({ ...COMMON, $: '\\$' }, (cp) => `\\u{${hex(cp, 1)}}`)(s)}"`;

/** Kotlin: `"…"` with `$` escaped (no templates) and `\uXXXX`. */
export const ktString = (s: string): string => `"${escaper({ ...COMMON, $: '\\$' }, utf16Units)(s)}"`;

/** Dart: `'…'` with `$` escaped (no interpolation) and `\u{…}`. */
export const dartString = (s: string): string =>
  `'${escaper({ '\\': '\\\\', "'": "\\'", '\n': '\\n', '\r': '\\r', '\t': '\\t', $: '\\$' }, (cp) => `\\u{${hex(cp, 1)}}`)(s)}'`;

/** Swift: `"…"`; a backslash is escaped, so `\(…)` interpolation cannot start. */
export const swiftString = (s: string): string => `"${escaper(COMMON, (cp) => `\\u{${hex(cp, 1)}}`)(s)}"`;

/** Rust: `"…"` with `\u{…}`. */
export const rustString = (s: string): string => `"${escaper(COMMON, (cp) => `\\u{${hex(cp, 1)}}`)(s)}"`;

/** Go: `"…"` with `\uXXXX` / `\UXXXXXXXX`. */
export const goString = (s: string): string =>
  `"${escaper(COMMON, (cp) => (cp < 0x10000 ? `\\u${hex(cp, 4)}` : `\\U${hex(cp, 8)}`))(s)}"`;

/** C#: a regular (not verbatim, not interpolated) `"…"` with `\uXXXX`. */
export const csString = (s: string): string => `"${escaper(COMMON, utf16Units)(s)}"`;

/**
 * Java: `"…"`. Controls use octal escapes, never `\u000a`: Java decodes `\uXXXX` before lexing,
 * so an escaped line break would end the literal. Non-ASCII as `\uXXXX` is safe.
 */
export const javaString = (s: string): string =>
  `"${escaper(COMMON, (cp) => (cp < 0x80 ? `\\${cp.toString(8).padStart(3, '0')}` : utf16Units(cp)))(s)}"`;

/** C: `"…"` with every other byte as a three-digit octal escape (no greedy `\x`), and `?` escaped against trigraphs. */
export const cString = (s: string): string =>
  `"${escaper({ ...COMMON, '?': '\\?' }, (cp) =>
    utf8Bytes(cp)
      .map((b) => `\\${b.toString(8).padStart(3, '0')}`)
      .join(''),
  )(s)}"`;

/**
 * PowerShell: a verbatim `'…'` string, where only the quote is special. PowerShell also accepts
 * the typographic quotes U+2018–U+201B as single quotes, so those are doubled too.
 */
export const psString = (s: string): string => `'${s.replace(/['\u2018\u2019\u201A\u201B]/g, (q) => q + q)}'`;

/**
 * POSIX shell: `'…'` (nothing is special inside but the quote, written `'\''`). When the text
 * holds control or non-ASCII characters, bash's `$'…'` with `\xHH` bytes is used instead, so the
 * snippet shows no invisible or direction-changing characters.
 */
export function shString(s: string): string {
  if (/^[A-Za-z0-9_\/.:,=@%+-]+$/.test(s)) return s;
  if (/^[\x20-\x7E\n]*$/.test(s)) return `'${s.replace(/'/g, `'\\''`)}'`;
  let out = '';
  for (const char of s) {
    if (char === '\\' || char === "'") out += `\\${char}`;
    else if (PRINTABLE_ASCII.test(char)) out += char;
    else if (char === '\n') out += '\\n';
    else
      out += utf8Bytes(char.codePointAt(0)!)
        .map((b) => `\\x${hex(b, 2)}`)
        .join('');
  }
  return `$'${out}'`;
}
