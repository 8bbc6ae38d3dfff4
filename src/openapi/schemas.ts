/**
 * Schemas reached from one operation, dereferenced and normalised to JSON Schema 2020-12 on the way:
 * OpenAPI 3.0 `nullable`, `example` and boolean exclusive bounds and Swagger's `x-nullable` are
 * rewritten. Each `$ref` is expanded once (memoised, so shared schemas cost nothing twice); a `$ref`
 * met again while it is being expanded becomes a circular marker. Sources are never mutated: every
 * schema returned is a new frozen object.
 */
import type { Diagnostic } from '../diagnostics.js';
import { stripHash, type SpecFiles } from './files.js';
import type { SourceFile } from './parse.js';
import { childPointer, isObject, splitPointer } from './pointer.js';
import type { Schema } from './types.js';

import { ONE_SCHEMA, SCHEMA_LIST, SCHEMA_MAP } from './schema-keywords.js';
/** Nesting beyond this (without any `$ref` cycle) is hostile or broken; we stop with a marker. */
const MAX_DEPTH = 100;

interface Entry {
  readonly schema: Schema;
  readonly diagnostics: readonly Diagnostic[];
}

export class SchemaResolver {
  private readonly memo = new Map<string, Entry>();
  private inProgress = new Set<string>();
  private collectors: Diagnostic[][] = [[]];

  constructor(private readonly files: SpecFiles) {}

  /** Starts one synchronous attempt (an earlier one may have stopped to load a file). */
  begin(): void {
    this.inProgress = new Set();
    this.collectors = [[]];
  }

  /** Diagnostics of the current attempt, deduplicated. */
  end(): Diagnostic[] {
    const seen = new Set<string>();
    return (this.collectors[0] ?? []).filter((d) => {
      const key = `${d.code} ${d.file} ${d.pointer} ${d.message}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }

  report(diagnostic: Diagnostic): void {
    this.collectors[this.collectors.length - 1]?.push(diagnostic);
  }

  /** The display form of a ref key: `#/pointer` inside the root file, else the absolute URL. */
  displayRef(file: SourceFile, pointer: string): string {
    return file === this.files.root ? `#${pointer}` : `${stripHash(file.url)}#${pointer}`;
  }

  /** Expands a ref (as shown in a marker, or relative to the root) one level; undefined when it cannot. */
  expand(ref: string): Schema | undefined {
    this.begin();
    const result = this.files.trySync(() => this.schema({ $ref: ref }, this.files.root, '', 0));
    if (result === undefined || (result.$ref !== undefined && result['x-circular'] !== true)) return undefined;
    if (result['x-circular'] === true) return undefined;
    return result;
  }

  schema(node: unknown, file: SourceFile, pointer: string, depth: number): Schema {
    if (!isObject(node)) return node as Schema; // boolean schemas (`true`/`false`) pass through
    if (depth > MAX_DEPTH) {
      this.report({
        severity: 'warning',
        code: 'schema/too-deep',
        file: file.url,
        pointer,
        message: `Schemas nest more than ${MAX_DEPTH} levels deep here; the rest is not shown.`,
      });
      return Object.freeze({ 'x-circular': true as const, title: 'Nested too deeply' });
    }
    if ('$ref' in node) return this.reference(node, file, pointer, depth);
    return this.object(node, file, pointer, depth);
  }

  private reference(node: Record<string, unknown>, file: SourceFile, pointer: string, depth: number): Schema {
    const found = this.files.lookup(node.$ref, file, pointer);
    let resolved: Schema;
    if ('failure' in found) {
      this.report(found.failure);
      resolved = Object.freeze({
        $ref: String(node.$ref),
        'x-ref-name': refName(String(node.$ref)),
        'x-unresolved': true,
      });
    } else {
      const key = `${stripHash(found.file.url)}#${found.pointer}`;
      const memo = this.memo.get(key);
      if (memo !== undefined) {
        this.collectors[this.collectors.length - 1]?.push(...memo.diagnostics);
        resolved = memo.schema;
      } else if (this.inProgress.has(key)) {
        const title =
          isObject(found.value) && typeof found.value.title === 'string' ? { title: found.value.title } : {};
        resolved = Object.freeze({
          $ref: this.displayRef(found.file, found.pointer),
          'x-circular': true as const,
          'x-ref-name': refName(key),
          ...title,
        });
      } else {
        this.inProgress.add(key);
        this.collectors.push([]);
        let schema: Schema;
        try {
          schema = this.schema(found.value, found.file, found.pointer, depth + 1);
        } finally {
          this.inProgress.delete(key);
        }
        const diagnostics = this.collectors.pop() ?? [];
        this.collectors[this.collectors.length - 1]?.push(...diagnostics);
        if (isObject(schema) && schema['x-ref-name'] === undefined && schema.$ref === undefined) {
          schema = Object.freeze({ ...schema, 'x-ref-name': refName(key) });
        }
        this.memo.set(key, { schema, diagnostics });
        resolved = schema;
      }
    }
    const siblings = Object.keys(node).filter((k) => k !== '$ref');
    if (siblings.length === 0 || !isObject(resolved)) return resolved;
    // A `$ref` with siblings (3.1, and common in 3.0 in the wild): the siblings refine the target.
    const rest: Record<string, unknown> = {};
    for (const k of siblings) rest[k] = node[k];
    const own = this.object(rest, file, pointer, depth) as Record<string, unknown>;
    const merged: Record<string, unknown> = { ...resolved, ...own };
    if (own['x-ref-name'] === undefined && resolved['x-ref-name'] !== undefined)
      merged['x-ref-name'] = resolved['x-ref-name'];
    if (rest.nullable === true || rest['x-nullable'] === true) applyNullable(merged);
    if (isObject(resolved) && resolved['x-circular'] !== true && resolved['x-unresolved'] !== true) delete merged.$ref;
    return Object.freeze(merged) as Schema;
  }

  private object(node: Record<string, unknown>, file: SourceFile, pointer: string, depth: number): Schema {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(node)) {
      const value = node[key];
      const at = childPointer(pointer, key);
      if (ONE_SCHEMA.has(key)) {
        if (key === 'items' && Array.isArray(value)) out.prefixItems = this.list(value, file, at, depth);
        else out[key] = this.schema(value, file, at, depth + 1);
      } else if (SCHEMA_LIST.has(key) && Array.isArray(value)) {
        out[key] = this.list(value, file, at, depth);
      } else if (SCHEMA_MAP.has(key) && isObject(value)) {
        const map: Record<string, Schema> = {};
        for (const name of Object.keys(value))
          map[name] = this.schema(value[name], file, childPointer(at, name), depth + 1);
        out[key] = Object.freeze(map);
      } else if (key === 'nullable' || key === 'x-nullable') {
        // applied below
      } else if (key === 'example') {
        if (node.examples === undefined) out.examples = Object.freeze([value]);
      } else if (key === 'examples' && !Array.isArray(value)) {
        out.examples = Object.freeze(isObject(value) ? Object.values(value) : [value]);
      } else if (key === 'discriminator' && typeof value === 'string') {
        out.discriminator = Object.freeze({ propertyName: value }); // Swagger 2.0 form
      } else {
        out[key] = value;
      }
    }
    if (out.type === 'file') {
      out.type = 'string';
      out.format ??= 'binary';
    }
    exclusiveBound(out, node, 'exclusiveMinimum', 'minimum');
    exclusiveBound(out, node, 'exclusiveMaximum', 'maximum');
    if (node.nullable === true || node['x-nullable'] === true) applyNullable(out);
    return Object.freeze(out) as Schema;
  }

  private list(items: readonly unknown[], file: SourceFile, at: string, depth: number): readonly Schema[] {
    return Object.freeze(items.map((item, index) => this.schema(item, file, childPointer(at, index), depth + 1)));
  }
}

/** 3.0's boolean `exclusiveMinimum: true` + `minimum: 5` becomes 3.1's `exclusiveMinimum: 5`. */
function exclusiveBound(
  out: Record<string, unknown>,
  node: Record<string, unknown>,
  exclusive: string,
  bound: string,
): void {
  const flag = node[exclusive];
  if (typeof flag !== 'boolean') return;
  delete out[exclusive];
  if (flag && typeof node[bound] === 'number') {
    out[exclusive] = node[bound];
    delete out[bound];
  }
}

/** Adds `null` to the allowed types (and enum). Typeless schemas keep an `x-nullable` hint. */
export function applyNullable(out: Record<string, unknown>): void {
  const type = out.type;
  if (typeof type === 'string') out.type = type === 'null' ? type : Object.freeze([type, 'null']);
  else if (Array.isArray(type)) out.type = type.includes('null') ? type : Object.freeze([...type, 'null']);
  else if (Array.isArray(out.oneOf))
    out.oneOf = Object.freeze([...(out.oneOf as unknown[]), Object.freeze({ type: 'null' })]);
  else if (Array.isArray(out.anyOf))
    out.anyOf = Object.freeze([...(out.anyOf as unknown[]), Object.freeze({ type: 'null' })]);
  else out['x-nullable'] = true;
  if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = Object.freeze([...(out.enum as unknown[]), null]);
}

/** `Pet` for `#/components/schemas/Pet`, `Pet` for `./models/Pet.yaml`. */
export function refName(ref: string): string {
  const hash = ref.indexOf('#');
  const fragment = hash === -1 ? '' : ref.slice(hash + 1);
  const segments = splitPointer(fragment.startsWith('/') ? fragment : '');
  const last = segments[segments.length - 1];
  if (last !== undefined && last !== '') return last;
  const address = hash === -1 ? ref : ref.slice(0, hash);
  const base = address.split('/').pop() ?? address;
  return base.replace(/\.(ya?ml|json)$/i, '') || ref;
}
