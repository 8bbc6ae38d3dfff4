/**
 * An Overlay document (OpenAPI Overlay 1.0 and 1.1) checked before anything is applied: the rules of its JSON Schema
 * (required fields, types, `target` starting with `$`, unique actions, no unknown fields but `x-*`). Each problem is a
 * finding at its place.
 */
import type { Diagnostic } from '../diagnostics.js';
import type { SourceFile } from '../openapi/parse.js';
import type { Overlay, OverlayAction, OverlayVersion } from './types.js';
import { childPointer } from '../openapi/pointer.js';

const ROOT_FIELDS = ['overlay', 'info', 'extends', 'actions'];
const INFO_FIELDS: Record<OverlayVersion, readonly string[]> = {
  '1.0': ['title', 'version'],
  '1.1': ['title', 'version', 'description'],
};
const ACTION_FIELDS: Record<OverlayVersion, readonly string[]> = {
  '1.0': ['target', 'description', 'update', 'remove'],
  '1.1': ['target', 'description', 'update', 'remove', 'copy'],
};

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const typeName = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'a list' : typeof value === 'object' ? 'an object' : typeof value;

/** A JSON value with its object keys sorted, so two equal actions compare equal. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isObject(value))
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

class OverlayChecks {
  readonly diagnostics: Diagnostic[] = [];
  constructor(private readonly file: SourceFile) {}

  error(code: string, pointer: string, message: string): void {
    this.diagnostics.push({
      severity: 'error',
      code,
      file: this.file.url,
      pointer,
      ...(this.file.locate(pointer) ?? {}),
      message,
    });
  }

  unknownFields(object: Json, pointer: string, known: readonly string[], what: string): void {
    for (const key of Object.keys(object))
      if (!known.includes(key) && !key.startsWith('x-'))
        this.error(
          'overlay/unknown-field',
          childPointer(pointer, key),
          `"${key}" is not a field of ${what} (${known.join(', ')}, or an x- extension).`,
        );
  }

  string(object: Json, key: string, pointer: string, required: boolean): string | undefined {
    const value = object[key];
    if (value === undefined) {
      if (required) this.error('overlay/required', pointer, `"${key}" is required here.`);
      return undefined;
    }
    if (typeof value === 'string') return value;
    this.error('overlay/type', `${pointer}/${key}`, `"${key}" must be a string; got ${typeName(value)}.`);
    return undefined;
  }

  /** The schema's rule; whether the engine can evaluate it is told per action when applied (apply-overlay.ts). */
  jsonPath(value: string, pointer: string, key: string): void {
    if (!value.startsWith('$'))
      this.error('overlay/target', pointer, `"${key}" must be a JSONPath starting with "$"; got "${value}".`);
  }
}

/** `overlay: 1.1.0` → '1.1'; a finding (and undefined) for anything else, 1.2 named as not supported yet. */
function readVersion(checks: OverlayChecks, root: Json): OverlayVersion | undefined {
  const value = root['overlay'];
  if (value === undefined) {
    checks.error('overlay/required', '', '"overlay" (the Overlay Specification version, e.g. "1.1.0") is required.');
    return undefined;
  }
  const match = typeof value === 'string' ? /^1\.(\d+)\.\d+$/.exec(value) : null;
  if (match?.[1] === '0' || match?.[1] === '1') return match[1] === '0' ? '1.0' : '1.1';
  if (match !== null)
    checks.error(
      'overlay/unsupported-version',
      '/overlay',
      `Overlay version ${String(value)} is not supported; this reader applies Overlay 1.0 and 1.1.`,
    );
  else
    checks.error(
      'overlay/version',
      '/overlay',
      `"overlay" must be a version string "1.0.x" or "1.1.x"; got ${typeof value === 'string' ? `"${value}"` : typeName(value)}.`,
    );
  return undefined;
}

function readInfo(checks: OverlayChecks, root: Json, version: OverlayVersion): void {
  const info = root['info'];
  if (info === undefined) return checks.error('overlay/required', '', '"info" (with title and version) is required.');
  if (!isObject(info)) return checks.error('overlay/type', '/info', `"info" must be an object; got ${typeName(info)}.`);
  checks.string(info, 'title', '/info', true);
  checks.string(info, 'version', '/info', true);
  if (version === '1.1') checks.string(info, 'description', '/info', false);
  checks.unknownFields(info, '/info', INFO_FIELDS[version], `the Info object of Overlay ${version}`);
}

function readAction(
  checks: OverlayChecks,
  value: unknown,
  pointer: string,
  version: OverlayVersion,
): OverlayAction | undefined {
  if (!isObject(value)) {
    checks.error('overlay/type', pointer, `Each action must be an object; got ${typeName(value)}.`);
    return undefined;
  }
  const before = checks.diagnostics.length;
  const target = checks.string(value, 'target', pointer, true);
  if (target !== undefined) checks.jsonPath(target, `${pointer}/target`, 'target');
  checks.string(value, 'description', pointer, false);
  if (value['remove'] !== undefined && typeof value['remove'] !== 'boolean')
    checks.error(
      'overlay/type',
      `${pointer}/remove`,
      `"remove" must be true or false; got ${typeName(value['remove'])}.`,
    );
  const copy = version === '1.1' ? checks.string(value, 'copy', pointer, false) : undefined;
  if (copy !== undefined) checks.jsonPath(copy, `${pointer}/copy`, 'copy');
  checks.unknownFields(value, pointer, ACTION_FIELDS[version], `an action of Overlay ${version}`);
  if (checks.diagnostics.length > before || target === undefined) return undefined;
  return {
    target,
    ...(value['remove'] === true ? { remove: true } : {}),
    ...('update' in value ? { update: value['update'] } : {}),
    ...(copy === undefined ? {} : { copy }),
  };
}

function readActions(checks: OverlayChecks, root: Json, version: OverlayVersion): OverlayAction[] {
  const actions = root['actions'];
  if (actions === undefined) {
    checks.error('overlay/required', '', '"actions" (a list of at least one action) is required.');
    return [];
  }
  if (!Array.isArray(actions)) {
    checks.error('overlay/type', '/actions', `"actions" must be a list; got ${typeName(actions)}.`);
    return [];
  }
  if (actions.length === 0)
    checks.error('overlay/actions-empty', '/actions', '"actions" must hold at least one action.');
  const seen = new Map<string, number>();
  const out: OverlayAction[] = [];
  actions.forEach((action, i) => {
    const key = canonical(action);
    const first = seen.get(key);
    if (first !== undefined)
      checks.error(
        'overlay/duplicate-action',
        `/actions/${i}`,
        `Action ${i} repeats action ${first}; actions must be unique.`,
      );
    else seen.set(key, i);
    const read = readAction(checks, action, `/actions/${i}`, version);
    if (read !== undefined) out.push(read);
  });
  return out;
}

/** The Overlay a parsed file holds, or the findings that reject it (then nothing of it may be applied). */
export function readOverlay(file: SourceFile): { readonly overlay?: Overlay; readonly diagnostics: Diagnostic[] } {
  const checks = new OverlayChecks(file);
  const root = file.data;
  if (!isObject(root)) {
    checks.error(
      'overlay/type',
      '',
      `An Overlay must be an object with overlay, info and actions; got ${typeName(root)}.`,
    );
    return { diagnostics: checks.diagnostics };
  }
  const version = readVersion(checks, root);
  // The other fields are still checked (by 1.1's rules when the version is unknown), so one run lists every problem.
  const rules = version ?? '1.1';
  readInfo(checks, root, rules);
  const extendsValue = checks.string(root, 'extends', '', false);
  const actions = readActions(checks, root, rules);
  checks.unknownFields(root, '', ROOT_FIELDS, `an Overlay ${rules} document`);
  if (checks.diagnostics.length > 0 || version === undefined) return { diagnostics: checks.diagnostics };
  return {
    overlay: { version, ...(extendsValue === undefined ? {} : { extends: extendsValue }), actions },
    diagnostics: [],
  };
}
