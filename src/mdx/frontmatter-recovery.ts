/**
 * Frontmatter that a strict YAML parser refuses but Mintlify renders (its YAML reader is more forgiving): the
 * fields that can still be read, each on its own. The text is cut into top-level fields (`key:` at the start of a
 * line, unless a quoted value is still open); lines that continue a field without the indentation YAML wants
 * (`description: "A text that` / `goes on here"`) are indented; then each field is parsed alone, so one broken
 * field costs only itself.
 */

/** One top-level field as written: its text (continuation lines indented) and the line it starts on (0-based). */
export interface FieldText {
  readonly key: string;
  readonly text: string;
  readonly line: number;
}

const KEY = /^([A-Za-z_$][\w$.-]*|"[^"]*"|'[^']*')\s*:(?=\s|$)/;

/** Whether a quoted value that starts in `rest` is still open at the end of it. */
function quoteOpenAfter(rest: string, quote: '"' | "'" | undefined): '"' | "'" | undefined {
  let open = quote;
  for (let i = 0; i < rest.length; i++) {
    const c = rest[i];
    if (open === undefined) {
      if (c === '#' && (i === 0 || /\s/.test(rest[i - 1]!))) return undefined; // a comment ends the line
      // A quote opens a value only where the value starts (after `key:` or `- `), as in YAML.
      if ((c === '"' || c === "'") && rest.slice(0, i).trim() === '') open = c;
      else if (!/\s/.test(c!)) return undefined;
    } else if (open === '"' && c === '\\') i++;
    else if (c === open) {
      if (open === "'" && rest[i + 1] === "'") i++;
      else return undefined;
    }
  }
  return open;
}

/** The top-level fields of a frontmatter text, in order. */
export function splitFields(yamlText: string): FieldText[] {
  const fields: { key: string; lines: string[]; line: number }[] = [];
  let open: '"' | "'" | undefined;
  yamlText.split(/\r?\n/).forEach((line, index) => {
    const key = open === undefined ? KEY.exec(line) : null;
    if (key !== null) {
      fields.push({ key: key[1]!.replace(/^["']|["']$/g, ''), lines: [line], line: index });
      open = quoteOpenAfter(line.slice(key[0].length), undefined);
      return;
    }
    const current = fields.at(-1);
    if (current === undefined) return; // text before the first field: not a field of anything
    // An unindented line inside a field is a continuation YAML would want indented.
    current.lines.push(line === '' || /^\s/.test(line) ? line : `  ${line}`);
    if (open !== undefined) open = quoteOpenAfter(line, open);
  });
  return fields.map((f) => ({ key: f.key, text: f.lines.join('\n'), line: f.line }));
}
