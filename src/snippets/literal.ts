/** JSON values as source literals (objects, arrays, strings through the language's quoting). */

export interface LiteralSyntax {
  readonly string: (s: string) => string;
  readonly null: string;
  readonly true: string;
  readonly false: string;
  readonly objectOpen: string;
  readonly objectClose: string;
  readonly arrayOpen: string;
  readonly arrayClose: string;
  /** Between a key and its value: `: ` or ` => `. */
  readonly pair: string;
  /** How to write a key, when not as a string literal. */
  readonly key?: (k: string) => string;
}

export function literal(value: unknown, syntax: LiteralSyntax, indent = 0): string {
  const pad = '  '.repeat(indent + 1);
  const end = '  '.repeat(indent);
  if (value === null || value === undefined) return syntax.null;
  if (value === true) return syntax.true;
  if (value === false) return syntax.false;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : syntax.null;
  if (typeof value === 'string') return syntax.string(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return `${syntax.arrayOpen}${syntax.arrayClose}`;
    return `${syntax.arrayOpen}\n${value.map((v) => pad + literal(v, syntax, indent + 1)).join(',\n')}\n${end}${syntax.arrayClose}`;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return `${syntax.objectOpen}${syntax.objectClose}`;
    const lines = entries.map(
      ([k, v]) => `${pad}${(syntax.key ?? syntax.string)(k)}${syntax.pair}${literal(v, syntax, indent + 1)}`,
    );
    return `${syntax.objectOpen}\n${lines.join(',\n')}\n${end}${syntax.objectClose}`;
  }
  return syntax.string(String(value));
}
