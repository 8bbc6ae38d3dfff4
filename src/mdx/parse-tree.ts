/**
 * MDX text → an mdast tree, with a real MDX parser (micromark + mdxjs, frontmatter, GFM).
 * Acorn only parses the expressions and imports; nothing is ever evaluated. MDX is strict (one
 * stray `<` or `{` fails the whole file), so a syntax error is reported with its line and the
 * offending `<` or `{` is escaped to text, then parsing is retried; after too many retries the
 * page is read as plain markdown.
 */
import type { Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { frontmatter } from 'micromark-extension-frontmatter';
import { gfm } from 'micromark-extension-gfm';
import { mdxjs } from 'micromark-extension-mdxjs';
import type { Diagnostic } from '../diagnostics.js';
import { liftVariables, putVariablesBack } from './variables.js';
import type { Variables } from './variables.js';

const MAX_REPAIRS = 25;

export interface ParsedTree {
  readonly tree: Root;
  /** True when MDX could not be parsed at all and the page was read as plain markdown. */
  readonly plainMarkdown: boolean;
  readonly diagnostics: readonly Diagnostic[];
}

function parseMdx(text: string): Root {
  return fromMarkdown(text, {
    extensions: [mdxjs(), frontmatter(['yaml']), gfm()],
    mdastExtensions: [mdxFromMarkdown(), frontmatterFromMarkdown(['yaml']), gfmFromMarkdown()],
  });
}

function parsePlainMarkdown(text: string): Root {
  return fromMarkdown(text, {
    extensions: [frontmatter(['yaml']), gfm()],
    mdastExtensions: [frontmatterFromMarkdown(['yaml']), gfmFromMarkdown()],
  });
}

interface SyntaxProblem {
  readonly reason: string;
  readonly line?: number;
  readonly column?: number;
  readonly offset?: number;
}

/** Reads the place out of a micromark VFileMessage (a point, a range, or only "(l:c-l:c)" in the text). */
function problemOf(error: unknown): SyntaxProblem {
  const e = error as { reason?: unknown; message?: unknown; place?: unknown; line?: unknown; column?: unknown };
  const reason = String(e.reason ?? e.message ?? error);
  const place = e.place as
    | { offset?: number; line?: number; column?: number; start?: { offset?: number; line?: number; column?: number } }
    | undefined;
  const point = place?.start ?? place;
  if (point?.line !== undefined) {
    return {
      reason,
      line: point.line,
      column: point.column ?? 1,
      ...(point.offset === undefined ? {} : { offset: point.offset }),
    };
  }
  const inText = /\((\d+):(\d+)-\d+:\d+\)/.exec(reason);
  if (inText) return { reason, line: Number(inText[1]), column: Number(inText[2]) };
  return { reason };
}

function offsetOf(text: string, line: number, column: number): number {
  let offset = 0;
  for (let l = 1; l < line; l++) {
    const next = text.indexOf('\n', offset);
    if (next === -1) return text.length;
    offset = next + 1;
  }
  return Math.min(text.length, offset + column - 1);
}

function isEscaped(text: string, index: number): boolean {
  let slashes = 0;
  for (let i = index - 1; i >= 0 && text[i] === '\\'; i--) slashes++;
  return slashes % 2 === 1;
}

interface Repair {
  readonly text: string;
  /** What happened to the broken construct, for the diagnostic. */
  readonly outcome: 'left out' | 'shown as plain text';
}

/** Blanks `from..to` out, keeping line breaks so every later line number stays right. */
function blank(text: string, from: number, to: number): string {
  return text.slice(0, from) + text.slice(from, to).replace(/[^\n]/g, ' ') + text.slice(to);
}

/**
 * Makes the construct at `offset` inert: a broken import/export block or tag-like `<x …>` /
 * `<!-- … -->` is blanked out; a stray `<` or `{` in prose is escaped to text.
 */
function repair(text: string, offset: number): Repair | undefined {
  const lineStart = text.lastIndexOf('\n', Math.max(0, offset - 1)) + 1;
  if (/^(import|export)\b/.test(text.slice(lineStart))) {
    const end = text.indexOf('\n\n', lineStart);
    return { text: blank(text, lineStart, end === -1 ? text.length : end), outcome: 'left out' };
  }
  for (let i = Math.min(offset, text.length - 1); i >= 0; i--) {
    const c = text[i];
    if ((c !== '<' && c !== '{') || isEscaped(text, i)) continue;
    if (c === '<' && /^<[A-Za-z/!]/.test(text.slice(i, i + 2))) {
      const lineEnd = text.indexOf('\n', i);
      const close = text.indexOf('>', i);
      const stop =
        close !== -1 && (lineEnd === -1 || close < lineEnd) ? close + 1 : lineEnd === -1 ? text.length : lineEnd;
      return { text: blank(text, i, stop), outcome: 'left out' };
    }
    return { text: `${text.slice(0, i)}\\${text.slice(i)}`, outcome: 'shown as plain text' };
  }
  return undefined;
}

/** `variables`: docs.json's, substituted for `{{name}}` (variables.ts); absent, `{{…}}` is read as MDX. */
export function parseMdxTree(text: string, file?: string, variables?: Variables): ParsedTree {
  if (variables === undefined) return parseRepairing(text, file);
  const lifted = liftVariables(text, variables, file);
  const parsed = parseRepairing(lifted.text, file);
  putVariablesBack(parsed.tree, lifted.values);
  return { ...parsed, diagnostics: [...lifted.diagnostics, ...parsed.diagnostics] };
}

function parseRepairing(text: string, file: string | undefined): ParsedTree {
  const diagnostics: Diagnostic[] = [];
  let current = text;
  for (let attempt = 0; attempt <= MAX_REPAIRS; attempt++) {
    try {
      return { tree: parseMdx(current), plainMarkdown: false, diagnostics };
    } catch (error) {
      const problem = problemOf(error);
      const offset =
        problem.offset ??
        (problem.line === undefined ? undefined : offsetOf(current, problem.line, problem.column ?? 1));
      const repaired = offset === undefined ? undefined : repair(current, offset);
      diagnostics.push({
        severity: 'warning',
        code: 'mdx/syntax',
        message: `Not valid MDX (${repaired?.outcome ?? 'see below'}): ${problem.reason.replace(/\s*\(\d+:\d+-\d+:\d+\)/, '')}`,
        ...(file === undefined ? {} : { file }),
        ...(problem.line === undefined ? {} : { line: problem.line, column: problem.column ?? 1 }),
      });
      if (repaired === undefined) break;
      current = repaired.text;
    }
  }
  diagnostics.push({
    severity: 'warning',
    code: 'mdx/syntax',
    message: 'The page could not be read as MDX; it is shown as plain markdown, without components.',
    ...(file === undefined ? {} : { file }),
    line: 1,
    column: 1,
  });
  return { tree: parsePlainMarkdown(text), plainMarkdown: true, diagnostics };
}
