/**
 * Findings → what the terminal or a tool reads: one line per finding
 * (`file:line:col  error|warning  message  [rule]`), a summary, and the exit code.
 */
import { formatDiagnostic } from '../diagnostics.js';
import type { Diagnostic } from '../diagnostics.js';

export interface Summary {
  readonly errors: number;
  readonly warnings: number;
  /** Files checked. */
  readonly files: number;
}

/** Errors first within a file? No: by file, then line, so the output reads like the file. */
export function sortDiagnostics(list: readonly Diagnostic[]): Diagnostic[] {
  return [...list].sort(
    (a, b) =>
      (a.file ?? '').localeCompare(b.file ?? '') || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0),
  );
}

/** Whether a finding fails `docs validate` and `docs build` (both count errors through here). */
export function failsCheck(d: Diagnostic): boolean {
  return d.severity === 'error';
}

export function summarise(list: readonly Diagnostic[], files: number): Summary {
  return {
    errors: list.filter(failsCheck).length,
    warnings: list.filter((d) => d.severity === 'warning').length,
    files,
  };
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

export function summaryLine(s: Summary): string {
  return `${plural(s.errors, 'error')}, ${plural(s.warnings, 'warning')} in ${plural(s.files, 'file')}`;
}

/** Info findings are shown only when asked: they never change the exit code. */
export function formatText(list: readonly Diagnostic[], files: number, { verbose = false } = {}): string {
  const shown = sortDiagnostics(list).filter((d) => verbose || d.severity !== 'info');
  const lines = shown.map(formatDiagnostic);
  lines.push(summaryLine(summarise(list, files)));
  return `${lines.join('\n')}\n`;
}

export function formatJson(list: readonly Diagnostic[], files: number): string {
  const diagnostics = sortDiagnostics(list).map((d) => ({
    file: d.file ?? null,
    line: d.line ?? null,
    column: d.column ?? (d.line === undefined ? null : 1),
    severity: d.severity,
    message: d.message,
    rule: d.code,
    pointer: d.pointer ?? null,
  }));
  return `${JSON.stringify({ diagnostics, summary: summarise(list, files) }, null, 2)}\n`;
}

/** 1 on errors (or on warnings with `strict`), else 0. */
export function exitCode(list: readonly Diagnostic[], strict: boolean): number {
  const s = summarise(list, 0);
  return s.errors > 0 || (strict && s.warnings > 0) ? 1 : 0;
}
