/**
 * The operations index: every path's operations in document order (methods as written), then 3.1
 * webhooks. Built from the raw document without dereferencing any schema, so it is cheap even for
 * thousands of operations. Also finding an operation by `METHOD /path`, `WEBHOOK name` or operationId.
 */
import type { Diagnostic } from '../diagnostics.js';
import { editDistance } from '../edit-distance.js';
import { diagnostic, type SpecFiles } from './files.js';
import type { SourceFile } from './parse.js';
import { childPointer, isObject } from './pointer.js';
import type { HttpMethod, OperationSummary, StandardMethod } from './types.js';

export const HTTP_METHODS: readonly StandardMethod[] = [
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
  'query',
];
const METHOD_SET = new Set<string>(HTTP_METHODS);

/** An indexed operation with the raw objects needed to resolve it later. */
export interface OperationEntry {
  /** `GET /pets`, `WEBHOOK name`: the summary's id, known without building the summary. */
  readonly id: string;
  readonly kind: 'operation' | 'webhook';
  readonly method: HttpMethod;
  /** A 3.2 `additionalOperations` method. */
  readonly custom: boolean;
  /** The path (or webhook name) as written. */
  readonly path: string;
  readonly summary: OperationSummary;
  readonly operation: Record<string, unknown>;
  readonly pathItem: Record<string, unknown>;
  /** The file and pointer where the path item (and so the operation) is written. */
  readonly file: SourceFile;
  readonly itemPointer: string;
  /** Pointer of the operation object inside `file`. */
  readonly operationPointer: string;
}

/**
 * One operation of the index (or of a callback, read the same way). A page shows one operation of
 * thousands, so the summary (and the pointers, which escape the path) are built only when asked for.
 */
export class IndexedOperation implements OperationEntry {
  private built: OperationSummary | undefined;

  constructor(
    readonly id: string,
    readonly kind: 'operation' | 'webhook',
    readonly method: HttpMethod,
    readonly custom: boolean,
    readonly path: string,
    /** The key the method is written under (`GET` or `get`); `additionalOperations/COPY` as pointer segments. */
    private readonly key: readonly string[],
    /** Where the path item is listed (`/paths/~1pets`), which may be a `$ref` to `itemPointer`. */
    private readonly listedPointer: string,
    readonly operation: Record<string, unknown>,
    readonly pathItem: Record<string, unknown>,
    readonly file: SourceFile,
    readonly itemPointer: string,
  ) {}

  get summary(): OperationSummary {
    this.built ??= summarise(
      this.id,
      this.kind,
      this.method,
      this.path,
      this.operation,
      this.key.reduce(childPointer, this.listedPointer),
      this.custom,
    );
    return this.built;
  }

  get operationPointer(): string {
    return this.key.reduce(childPointer, this.itemPointer);
  }
}

/** Follows a chain of `$ref`s for a non-schema object (path item, parameter, response, …). */
export function derefObject(
  files: SpecFiles,
  node: unknown,
  file: SourceFile,
  pointer: string,
  report: (d: Diagnostic) => void,
): { value: Record<string, unknown>; file: SourceFile; pointer: string } | undefined {
  let current = node;
  let currentFile = file;
  let currentPointer = pointer;
  for (let hops = 0; hops < 32; hops++) {
    if (!isObject(current)) return undefined;
    if (!('$ref' in current)) return { value: current, file: currentFile, pointer: currentPointer };
    const found = files.lookup(current.$ref, currentFile, currentPointer);
    if ('failure' in found) {
      report(found.failure);
      return undefined;
    }
    current = found.value;
    currentFile = found.file;
    currentPointer = found.pointer;
  }
  report(diagnostic(file, pointer, 'ref/cycle', 'This $ref leads to a chain of references that never ends.'));
  return undefined;
}

/** Builds the index; synchronous (may throw NeedFile for a path item in another file). */
export function indexOperations(
  files: SpecFiles,
  doc: Record<string, unknown>,
  report: (d: Diagnostic) => void,
): OperationEntry[] {
  const entries: OperationEntry[] = [];
  const root = files.root;
  const add = (kind: 'operation' | 'webhook', name: string, item: unknown, itemPointer: string): void => {
    const found = derefObject(files, item, root, itemPointer, report);
    if (found === undefined) return;
    let first = true;
    for (const [key, method, operation] of methodsOf(found.value)) {
      const custom = key.length > 1;
      const shown = custom ? method : method.toUpperCase();
      const id = kind === 'webhook' ? (first ? `WEBHOOK ${name}` : `WEBHOOK ${name} ${shown}`) : `${shown} ${name}`;
      first = false;
      entries.push(
        new IndexedOperation(
          id,
          kind,
          method,
          custom,
          name,
          key,
          itemPointer,
          operation,
          found.value,
          found.file,
          found.pointer,
        ),
      );
    }
  };
  if (isObject(doc.paths)) {
    for (const path of Object.keys(doc.paths)) {
      if (!path.startsWith('/')) continue; // `x-` extensions
      add('operation', path, doc.paths[path], childPointer('/paths', path));
    }
  }
  if (isObject(doc.webhooks)) {
    for (const name of Object.keys(doc.webhooks))
      add('webhook', name, doc.webhooks[name], childPointer('/webhooks', name));
  }
  return entries;
}

/**
 * A path item's operations as [pointer segments, method, operation]: the standard method keys in
 * document order, then 3.2 `additionalOperations` (a custom method kept as written; a standard
 * method named there is the spec's error, and the fixed key already wins).
 */
export function methodsOf(item: Record<string, unknown>): [readonly string[], HttpMethod, Record<string, unknown>][] {
  const out: [readonly string[], HttpMethod, Record<string, unknown>][] = [];
  for (const key of Object.keys(item)) {
    const method = key.toLowerCase();
    const operation = item[key];
    if (METHOD_SET.has(method) && isObject(operation)) out.push([[key], method, operation]);
  }
  const extra = item.additionalOperations;
  if (!isObject(extra)) return out;
  for (const key of Object.keys(extra)) {
    const operation = extra[key];
    if (!isObject(operation) || !/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(key)) continue;
    if (METHOD_SET.has(key.toLowerCase())) continue;
    out.push([['additionalOperations', key], key, operation]);
  }
  return out;
}

function summarise(
  id: string,
  kind: 'operation' | 'webhook',
  method: HttpMethod,
  path: string,
  op: Record<string, unknown>,
  pointer: string,
  custom: boolean,
): OperationSummary {
  const extensions: Record<string, unknown> = {};
  for (const key of Object.keys(op)) if (key.startsWith('x-')) extensions[key] = op[key];
  const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
  const operationId = text(op.operationId);
  const summary = text(op.summary);
  const description = text(op.description);
  return Object.freeze({
    id,
    kind,
    method,
    ...(custom ? { custom: true as const } : {}),
    path,
    ...(operationId === undefined ? {} : { operationId }),
    ...(summary === undefined ? {} : { summary }),
    ...(description === undefined ? {} : { description }),
    tags: Object.freeze(Array.isArray(op.tags) ? op.tags.filter((t): t is string => typeof t === 'string') : []),
    deprecated: op.deprecated === true,
    pointer,
    extensions: Object.freeze(extensions),
  });
}

/** `/pets/{id}/` → `/pets/{}`: the shape by which paths are compared. */
function pathShape(path: string): string {
  let p = path.trim();
  const cut = p.search(/[?#]/);
  if (cut !== -1) p = p.slice(0, cut);
  if (!p.startsWith('/')) p = `/${p}`;
  if (p.length > 1 && p.endsWith('/')) p = p.slice(0, -1);
  return p.replace(/\{[^}/]*\}/g, '{}');
}

interface LooseKeys {
  readonly byShape: Map<string, OperationEntry>;
  readonly byOperationId: Map<string, OperationEntry>;
  readonly byOperationIdLower: Map<string, OperationEntry>;
}

export class OperationFinder {
  private readonly byId = new Map<string, OperationEntry>();
  /** Built on the first lookup that is not an exact id (most pages name `METHOD /path` as written). */
  private loose: LooseKeys | undefined;

  constructor(private readonly entries: readonly OperationEntry[]) {
    for (const entry of entries) if (!this.byId.has(entry.id)) this.byId.set(entry.id, entry);
  }

  private get looseKeys(): LooseKeys {
    if (this.loose !== undefined) return this.loose;
    const keys: LooseKeys = { byShape: new Map(), byOperationId: new Map(), byOperationIdLower: new Map() };
    for (const entry of this.entries) {
      const shape = `${entry.method} ${pathShape(entry.path)}`;
      if (entry.kind === 'operation' && !keys.byShape.has(shape)) keys.byShape.set(shape, entry);
      const operationId = entry.operation.operationId;
      if (typeof operationId === 'string') {
        if (!keys.byOperationId.has(operationId)) keys.byOperationId.set(operationId, entry);
        const lower = operationId.toLowerCase();
        if (!keys.byOperationIdLower.has(lower)) keys.byOperationIdLower.set(lower, entry);
      }
    }
    this.loose = keys;
    return keys;
  }

  find(ref: string): OperationEntry | undefined {
    const text = ref.trim();
    const exact = this.byId.get(text);
    if (exact !== undefined) return exact;
    const { byShape, byOperationId, byOperationIdLower } = this.looseKeys;
    const match = /^([A-Za-z][A-Za-z0-9_-]*)\s+(\S.*)$/.exec(text);
    if (match !== null) {
      const word = (match[1] ?? '').toLowerCase();
      const rest = (match[2] ?? '').trim();
      if (word === 'webhook') return this.byId.get(`WEBHOOK ${rest}`);
      if (METHOD_SET.has(word)) return byShape.get(`${word} ${pathShape(rest)}`) ?? this.byConcretePath(word, rest);
      const custom = match[1] ?? '';
      if (byShape.has(`${custom} ${pathShape(rest)}`)) return byShape.get(`${custom} ${pathShape(rest)}`);
    }
    return byOperationId.get(text) ?? byOperationIdLower.get(text.toLowerCase());
  }

  /** `GET /pets/42` finds `GET /pets/{petId}`: each `{param}` segment matches any one segment. */
  private byConcretePath(method: string, path: string): OperationEntry | undefined {
    const wanted = pathShape(path).split('/');
    return this.entries.find((entry) => {
      if (entry.kind !== 'operation' || entry.method !== method) return false;
      const have = pathShape(entry.path).split('/');
      return (
        have.length === wanted.length &&
        have.every((segment, i) => segment === wanted[i] || (segment === '{}' && wanted[i] !== ''))
      );
    });
  }

  /** Up to three ids (or operationIds) closest to what was asked for. */
  suggest(ref: string): string[] {
    const text = ref.trim();
    const upper = text.replace(/^([A-Za-z]+)(\s)/, (_, m: string, s: string) => m.toUpperCase() + s);
    const scored: { id: string; distance: number }[] = [];
    for (const entry of this.entries) {
      const s = entry.summary;
      let distance = editDistance(upper, s.id);
      if (s.operationId !== undefined) distance = Math.min(distance, editDistance(text, s.operationId));
      scored.push({ id: s.id, distance });
    }
    scored.sort((a, b) => a.distance - b.distance);
    const best = scored[0]?.distance ?? 0;
    const limit = Math.max(best, Math.min(8, Math.ceil(text.length / 3)));
    return scored
      .filter((s) => s.distance <= limit)
      .slice(0, 3)
      .map((s) => s.id);
  }
}
