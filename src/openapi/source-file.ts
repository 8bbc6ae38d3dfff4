/** What parsing a spec file gives: its data and a way back from a JSON pointer to a line and column. */
import type { Diagnostic } from '../diagnostics.js';

/** Aliases a YAML document may expand; real specs use a handful, a "billion laughs" file needs far more. */
export const MAX_YAML_ALIASES = 100;

export interface Place {
  readonly line: number;
  readonly column: number;
}

/** One parsed file: the root spec or a file reached by an external `$ref`. */
export interface SourceFile {
  readonly url: string;
  readonly format: 'json' | 'yaml';
  /** The text as read (kept for validation, which may parse it again in a worker). */
  readonly text: string;
  readonly data: unknown;
  /** Line and column of a pointer in this file's text, when it can be found. */
  locate(pointer: string): Place | undefined;
  /** The same for many pointers at once (one scan for JSON). */
  locateMany(pointers: readonly string[]): Map<string, Place>;
  /** Warnings found while parsing (duplicate YAML keys, unknown tags, …). */
  readonly warnings: readonly Diagnostic[];
}
