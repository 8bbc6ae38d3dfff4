/**
 * docs.json `variables` (Mintlify): `{{name}}` in a page or snippet (its text, frontmatter, code blocks, attribute
 * values) becomes the variable's value, as plain text. `{{name}}` is not MDX (`{{api-url}}` is not even an
 * expression), so each one is first swapped for a placeholder the MDX parser reads as text, and the values go in
 * after parsing, into the tree's strings: a value is never parsed as MDX, and the renderer escapes it like any
 * text. A name the site does not define stays as written, with a warning at its file:line:col (Mintlify refuses to
 * publish such a page). Without `variables` in docs.json, nothing here runs.
 */
import type { Root } from 'mdast';
import type { Diagnostic } from '../diagnostics.js';

export type Variables = Readonly<Record<string, string>>;

/** Names as Mintlify allows them (letters, digits, hyphens; underscores too), spaces inside the braces allowed. */
const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_-]{1,100})\s*\}\}/g;
const MARK = '\uE002';
const TOKEN = /\uE002(\d{1,6})\uE002/g;

export interface LiftedVariables {
  /** The text with each `{{name}}` replaced by a placeholder of plain text. */
  readonly text: string;
  /** What each placeholder stands for: the value, or the text as written for an unknown name. */
  readonly values: readonly string[];
  readonly diagnostics: readonly Diagnostic[];
}

/** Swaps every `{{name}}` of `text` for a placeholder; unknown names are warnings at their place. */
export function liftVariables(text: string, variables: Variables, file?: string): LiftedVariables {
  const values: string[] = [];
  const diagnostics: Diagnostic[] = [];
  let line = 1;
  let lineStart = 0;
  let scanned = 0;
  const lifted = text.replace(PLACEHOLDER, (written: string, name: string, offset: number) => {
    for (; scanned < offset; scanned++) {
      if (text[scanned] !== '\n') continue;
      line++;
      lineStart = scanned + 1;
    }
    const known = Object.prototype.hasOwnProperty.call(variables, name);
    if (!known)
      diagnostics.push({
        severity: 'warning',
        code: 'mdx/variable',
        message: `{{${name}}} is not a variable of docs.json (\`variables\` defines ${Object.keys(variables).join(', ') || 'none'}); it is shown as written. Mintlify does not publish a page with an undefined variable.`,
        ...(file === undefined ? {} : { file }),
        line,
        column: offset - lineStart + 1,
      });
    // A value never carries a placeholder mark of its own.
    values.push(known ? variables[name]!.replaceAll(MARK, '') : written);
    return `${MARK}${values.length - 1}${MARK}`;
  });
  return { text: lifted, values, diagnostics };
}

/** A text with each placeholder back as what it stands for (for text made from the tree, such as Markdown). */
export function restoreVariables(text: string, values: readonly string[]): string {
  return text.replace(TOKEN, (_all, i: string) => values[Number(i)] ?? '');
}

/** Puts the values back into every string of the parsed tree (texts, code, attribute values, their estree). */
export function putVariablesBack(tree: Root, values: readonly string[]): void {
  if (values.length === 0) return;
  const restore = (s: string): string => restoreVariables(s, values);
  const seen = new Set<object>();
  const walk = (node: Record<string, unknown>): void => {
    if (seen.has(node)) return;
    seen.add(node);
    for (const [key, value] of Object.entries(node)) {
      if (key === 'position' || key === 'loc') continue;
      if (typeof value === 'string') {
        if (value.includes(MARK)) node[key] = restore(value);
      } else if (value !== null && typeof value === 'object') walk(value as Record<string, unknown>);
    }
  };
  walk(tree as unknown as Record<string, unknown>);
}
