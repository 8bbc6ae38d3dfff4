/**
 * Applies an Overlay's actions in order to a copy of a parsed document, as the Overlay Specification 1.0/1.1 says:
 * each action sees the result of the one before; `remove` takes the selected nodes out of their map or list; `update`
 * (or 1.1's `copy`, the value of one other node) is merged into each selected node: objects key by key, recursively,
 * lists concatenated (a single value appended), primitives replaced. A target that selects nothing changes nothing and
 * gets a note; an incompatible merge is a finding and leaves that node as it was. Never throws on a valid Overlay.
 */
import { exec, query } from 'jsonpath-rfc9535';
import type { JsonValue, Path } from 'jsonpath-rfc9535';
import type { Diagnostic } from '../diagnostics.js';
import type { Overlay, OverlayAction } from './types.js';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const kind = (value: unknown): 'object' | 'list' | 'value' =>
  isObject(value) ? 'object' : Array.isArray(value) ? 'list' : 'value';

/** Where the Overlay is, for the findings of one action. */
export interface OverlayPlace {
  readonly file: string;
  readonly locate?: (pointer: string) => { line: number; column: number } | undefined;
}

class Notes {
  readonly diagnostics: Diagnostic[] = [];
  constructor(private readonly place: OverlayPlace) {}
  add(severity: Diagnostic['severity'], code: string, index: number, message: string): void {
    const pointer = `/actions/${index}`;
    this.diagnostics.push({
      severity,
      code,
      file: this.place.file,
      pointer,
      ...(this.place.locate?.(pointer) ?? {}),
      message,
    });
  }
}

/** `$['paths']['/a']` for a found node's path, in findings. */
const shown = (path: Path): string => `$${path.map((k) => `[${JSON.stringify(k)}]`).join('')}`;

function select(document: unknown, expression: string): Path[] {
  const found: Path[] = [];
  exec(document as JsonValue, evaluable(expression), (_value, path) => found.push([...path]));
  return found;
}

/**
 * The expression as the engine reads it. RFC 9535 names after a dot cannot hold "-", yet Overlays write
 * `@.x-oai-traits` (the suite's own example): such a name is read as `['x-oai-traits']` when the strict form fails.
 */
function evaluable(expression: string): string {
  try {
    query({}, expression);
    return expression;
  } catch (error) {
    const lenient = expression.replace(/\.([A-Za-z_][\w]*(?:-[\w]+)+)/g, "['$1']");
    if (lenient === expression) throw error;
    try {
      query({}, lenient);
    } catch {
      throw error;
    }
    return lenient;
  }
}

/** `select`, or a finding for the action when its expression cannot be evaluated. */
function selectFor(
  document: unknown,
  expression: string,
  field: string,
  index: number,
  notes: Notes,
): Path[] | undefined {
  try {
    return select(document, expression);
  } catch (error) {
    const reason = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
    notes.add(
      'error',
      'overlay/jsonpath',
      index,
      `Action ${index}: its ${field} "${expression}" is not an RFC 9535 JSONPath (${reason}); skipped.`,
    );
    return undefined;
  }
}

function valueAt(document: unknown, path: Path): unknown {
  let node = document;
  for (const key of path) node = (node as Record<string | number, unknown>)[key];
  return node;
}

/**
 * `value` merged into `target`, or undefined when they do not fit together (an object into a list, a list into a
 * value…). Both are the caller's own copies: `target` is changed in place where it is an object.
 */
function merge(target: unknown, value: unknown): { readonly merged: unknown } | undefined {
  const [t, v] = [kind(target), kind(value)];
  if (t === 'list') return { merged: (target as unknown[]).concat(v === 'list' ? (value as unknown[]) : [value]) };
  if (t === 'value') return v === 'value' ? { merged: value } : undefined;
  if (v !== 'object') return undefined;
  const object = target as Json;
  for (const [key, inner] of Object.entries(value as Json)) {
    if (!(key in object)) {
      object[key] = inner;
      continue;
    }
    const result = merge(object[key], inner);
    if (result === undefined) return undefined;
    object[key] = result.merged;
  }
  return { merged: object };
}

function removeNodes(document: unknown, paths: readonly Path[]): void {
  // Later list entries first, so the indexes of the earlier ones still hold.
  const ordered = [...paths].sort((a, b) => {
    const [x, y] = [a.at(-1), b.at(-1)];
    return typeof x === 'number' && typeof y === 'number' ? y - x : 0;
  });
  for (const path of ordered) {
    const parent = valueAt(document, path.slice(0, -1));
    const key = path.at(-1)!;
    if (Array.isArray(parent) && typeof key === 'number') parent.splice(key, 1);
    else if (isObject(parent)) delete parent[key as string];
  }
}

interface State {
  document: unknown;
}

function applyAction(state: State, action: OverlayAction, index: number, notes: Notes): void {
  const targets = selectFor(state.document, action.target, 'target', index, notes);
  if (targets === undefined) return;
  if (targets.length === 0) {
    notes.add(
      'warning',
      'overlay/no-match',
      index,
      `Action ${index}: "${action.target}" selects nothing, so nothing changed.`,
    );
    return;
  }
  if (action.remove === true) {
    if (targets.some((path) => path.length === 0))
      notes.add(
        'error',
        'overlay/remove-root',
        index,
        `Action ${index}: the whole document cannot be removed; skipped.`,
      );
    else removeNodes(state.document, targets);
    return;
  }
  const value = 'update' in action ? action.update : copiedValue(state.document, action, index, notes);
  if (value === undefined && !('update' in action)) return;
  for (const path of targets) {
    const current = valueAt(state.document, path);
    // On copies, so a merge that does not fit leaves the node whole and no two targets share one value.
    const result = merge(structuredClone(current), structuredClone(value));
    if (result === undefined) {
      notes.add(
        'error',
        'overlay/incompatible',
        index,
        `Action ${index}: its ${'update' in action ? 'update' : 'copy'} (${kind(value)}) does not fit ${shown(path)} (${kind(current)}); that node is left as it was.`,
      );
      continue;
    }
    if (path.length === 0) state.document = result.merged;
    else (valueAt(state.document, path.slice(0, -1)) as Record<string | number, unknown>)[path.at(-1)!] = result.merged;
  }
}

/** 1.1's `copy`: the value of the one node it selects (a copy, so later changes do not reach the source). */
function copiedValue(document: unknown, action: OverlayAction, index: number, notes: Notes): unknown {
  if (action.copy === undefined) return undefined;
  const sources = selectFor(document, action.copy, 'copy', index, notes);
  if (sources === undefined) return undefined;
  if (sources.length !== 1) {
    notes.add(
      'error',
      'overlay/copy-source',
      index,
      `Action ${index}: "copy" must select exactly one node; "${action.copy}" selects ${sources.length}. Nothing was copied.`,
    );
    return undefined;
  }
  return structuredClone(valueAt(document, sources[0]!));
}

/** The document after every action, and a finding per action that changed nothing or could not apply. */
export function applyOverlay(
  document: unknown,
  overlay: Overlay,
  place: OverlayPlace,
): { readonly document: unknown; readonly diagnostics: readonly Diagnostic[] } {
  const state: State = { document: structuredClone(document) };
  const notes = new Notes(place);
  overlay.actions.forEach((action, i) => {
    // An action with neither `update`, `copy` nor `remove` (a description only) changes nothing, by design.
    if (action.remove !== true && !('update' in action) && action.copy === undefined) return;
    applyAction(state, action, i, notes);
  });
  return { document: state.document, diagnostics: notes.diagnostics };
}
