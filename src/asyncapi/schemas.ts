/**
 * The parser hands back schemas already dereferenced, as a graph in which a circular reference is
 * a real cycle. This turns one into the OpenAPI model's frozen `Schema`: the parser's `x-parser-*`
 * bookkeeping removed, a cycle closed by a marker (`x-circular`, expandable one level later with
 * `expand`), a refused reference shown as an unresolved marker, and the few non-2020-12 spellings
 * AsyncAPI allows (2.x string `discriminator`, array `items`, OpenAPI-format `nullable`/`example`)
 * rewritten.
 */
import { ONE_SCHEMA, SCHEMA_LIST, SCHEMA_MAP } from '../openapi/schema-keywords.js';
import { applyNullable, refName } from '../openapi/schemas.js';
import { isObject } from '../openapi/pointer.js';
import type { Schema } from '../openapi/types.js';
import { UNRESOLVED_KEY } from './files.js';

const MAX_DEPTH = 256;

export class SchemaConverter {
  private readonly memo = new WeakMap<object, Schema>();
  private readonly byRef = new Map<string, Record<string, unknown>>();
  private readonly refOf = new WeakMap<object, string>();
  private anonymous = 0;

  /** `names`: the component name of each schema object under `components.schemas`. */
  constructor(private readonly names: WeakMap<object, string> = new WeakMap()) {}

  /** A normalised schema, or undefined when there is none. */
  convert(raw: unknown): Schema | undefined {
    if (raw === undefined || raw === null) return undefined;
    return this.walk(raw, [], 0);
  }

  /** A circular marker's target, normalised (its own cycles closed again by markers). */
  expand(ref: string): Schema | undefined {
    const raw = this.byRef.get(ref);
    return raw === undefined ? undefined : (this.memo.get(raw) ?? this.walk(raw, [], 0));
  }

  private walk(node: unknown, ancestors: object[], depth: number): Schema {
    if (!isObject(node)) return node as Schema; // boolean schemas pass through
    const unresolved = node[UNRESOLVED_KEY];
    if (typeof unresolved === 'string')
      return Object.freeze({ $ref: unresolved, 'x-ref-name': refName(unresolved), 'x-unresolved': true });
    if (typeof node.$ref === 'string') {
      return Object.freeze({ $ref: node.$ref, 'x-ref-name': refName(node.$ref), 'x-circular': true as const });
    }
    if (ancestors.includes(node)) return this.marker(node);
    const memo = this.memo.get(node);
    if (memo !== undefined) return memo;
    if (depth > MAX_DEPTH) return Object.freeze({ 'x-circular': true as const, title: 'Nested too deeply' });
    const inner = [...ancestors, node];
    const next = (value: unknown): Schema => this.walk(value, inner, depth + 1);
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(node)) {
      if (key.startsWith('x-parser-')) continue;
      const value = node[key];
      if (ONE_SCHEMA.has(key)) {
        if (key === 'items' && Array.isArray(value)) out.prefixItems = Object.freeze(value.map(next));
        else out[key] = next(value);
      } else if (SCHEMA_LIST.has(key) && Array.isArray(value)) {
        out[key] = Object.freeze(value.map(next));
      } else if (SCHEMA_MAP.has(key) && isObject(value)) {
        const map: Record<string, Schema> = {};
        for (const name of Object.keys(value)) map[name] = next(value[name]);
        out[key] = Object.freeze(map);
      } else if (key === 'discriminator' && typeof value === 'string') {
        out.discriminator = Object.freeze({ propertyName: value }); // AsyncAPI 2.x form
      } else if (key === 'example') {
        if (node.examples === undefined) out.examples = Object.freeze([value]);
      } else if (key === 'examples' && !Array.isArray(value)) {
        out.examples = Object.freeze(isObject(value) ? Object.values(value) : [value]);
      } else if (key !== 'nullable') {
        out[key] = value;
      }
    }
    for (const [exclusive, bound] of [
      ['exclusiveMinimum', 'minimum'],
      ['exclusiveMaximum', 'maximum'],
    ] as const) {
      const flag = node[exclusive];
      if (typeof flag !== 'boolean') continue;
      delete out[exclusive];
      if (flag && typeof node[bound] === 'number') {
        out[exclusive] = node[bound];
        delete out[bound];
      }
    }
    if (node.nullable === true) applyNullable(out);
    const name = this.nameOf(node);
    if (name !== undefined && out['x-ref-name'] === undefined) out['x-ref-name'] = name;
    const schema = Object.freeze(out) as Schema;
    this.memo.set(node, schema);
    return schema;
  }

  /** The marker that closes a cycle back to `node`; `expand(marker.$ref)` opens it one level. */
  private marker(node: Record<string, unknown>): Schema {
    let ref = this.refOf.get(node);
    if (ref === undefined) {
      const name = this.nameOf(node);
      ref = name === undefined ? `#/x-anonymous-schemas/${++this.anonymous}` : `#/components/schemas/${name}`;
      if (this.byRef.has(ref) && this.byRef.get(ref) !== node) ref = `${ref}~${++this.anonymous}`;
      this.refOf.set(node, ref);
      this.byRef.set(ref, node);
    }
    const name = this.nameOf(node);
    return Object.freeze({
      $ref: ref,
      'x-circular': true as const,
      ...(name === undefined ? {} : { 'x-ref-name': name }),
      ...(typeof node.title === 'string' ? { title: node.title } : {}),
    });
  }

  /** The component name of a schema (the parser's own ids also name parameters and properties, so they are not used). */
  private nameOf(node: Record<string, unknown>): string | undefined {
    return this.names.get(node);
  }
}
