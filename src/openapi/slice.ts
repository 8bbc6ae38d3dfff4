/**
 * One operation cut out of its spec: what a pre-rendered page (`docs build`) embeds so that `<api-endpoint>` shows
 * and hydrates it without fetching the whole document. The operation is already dereferenced; `refs` holds every
 * schema its circular markers point to (and theirs in turn), so nested levels still expand on demand.
 */
import type { ResolvedOperation, Schema } from './types.js';

export interface OperationSlice {
  /** The spec's URL as the page names it (relative server URLs resolve against it). */
  readonly specUrl: string;
  /** The operation reference the element was given (`METHOD /path`). */
  readonly ref: string;
  readonly operation: ResolvedOperation;
  /** `$ref` → its schema expanded one level (as `OpenApiSpec.resolveSchemaRef` returns it). */
  readonly refs: Readonly<Record<string, Schema>>;
}

/** Every `$ref` string inside a value. */
function refsIn(value: unknown, found: Set<string>, seen = new Set<object>()): void {
  if (value === null || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  if (Array.isArray(value)) {
    for (const item of value) refsIn(item, found, seen);
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    if (key === '$ref' && typeof item === 'string') found.add(item);
    else refsIn(item, found, seen);
  }
}

/** The slice of `operation`: the schemas of its references, followed transitively through `resolve`. */
export function sliceOperation(
  operation: ResolvedOperation,
  resolve: (ref: string) => Schema | undefined,
  names: { specUrl: string; ref: string },
): OperationSlice {
  const refs: Record<string, Schema> = {};
  const queue = new Set<string>();
  refsIn(operation, queue);
  for (const ref of queue) {
    if (ref in refs) continue;
    const schema = resolve(ref);
    if (schema === undefined) continue;
    refs[ref] = schema;
    refsIn(schema, queue); // a Set iterates what is added during the loop
  }
  return { ...names, operation, refs };
}

/** The slice's references as a resolver, in place of the whole spec's. */
export function sliceResolver(slice: OperationSlice): (ref: string) => Schema | undefined {
  return (ref) => slice.refs[ref];
}
