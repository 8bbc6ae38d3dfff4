/** How bad a finding is: errors stop a page from rendering, warnings are shown beside it. */
export type Severity = 'error' | 'warning' | 'info';

/**
 * One finding about a file, in plain words, with its place.
 * Every module of the core reports problems as these values; elements show them in their error
 * panel and the CLI prints them as `file:line:col  severity  message  [code]`.
 */
export interface Diagnostic {
  readonly severity: Severity;
  /** A sentence a person understands, without the parser's jargon. */
  readonly message: string;
  /** A stable rule id such as `parse/json`, `ref/unresolved`, `operation/unknown`. */
  readonly code: string;
  /** The URL or path of the file the finding is about. */
  readonly file?: string;
  /** JSON pointer into that file, for example `/paths/~1pets/get/parameters/0`. */
  readonly pointer?: string;
  /** 1-based line and column, where the source text is known. */
  readonly line?: number;
  readonly column?: number;
}

/** Thrown (or rejected) by loaders when a file cannot be used at all. */
export class DiagnosticError extends Error {
  readonly diagnostics: readonly Diagnostic[];

  constructor(diagnostics: readonly Diagnostic[]) {
    super(diagnostics.map(formatDiagnostic).join('\n') || 'Unknown error');
    this.name = 'DiagnosticError';
    this.diagnostics = diagnostics;
  }
}

/** `file:line:col` (or `file#pointer`) — the place part of a diagnostic. */
export function formatPlace(d: Diagnostic): string {
  const file = d.file ?? '<input>';
  if (d.line !== undefined) return `${file}:${d.line}:${d.column ?? 1}`;
  if (d.pointer !== undefined) return `${file}#${d.pointer}`;
  return file;
}

/** One line as the CLI prints it: `file:line:col  error  message  [code]`. */
export function formatDiagnostic(d: Diagnostic): string {
  return `${formatPlace(d)}  ${d.severity}  ${d.message}  [${d.code}]`;
}

/** Turns anything thrown into diagnostics, keeping those a DiagnosticError already carries. */
export function toDiagnostics(error: unknown, file?: string): readonly Diagnostic[] {
  if (error instanceof DiagnosticError) return error.diagnostics;
  const message = error instanceof Error ? error.message : String(error);
  return [{ severity: 'error', code: 'internal', message, ...(file === undefined ? {} : { file }) }];
}

/** Each finding once: the same rule, place and message reported twice (by two pages, two passes) is one finding. */
export function uniqueDiagnostics(list: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return list.filter((d) => {
    const key = `${d.code}|${d.file ?? ''}|${d.pointer ?? ''}|${d.line ?? ''}|${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
