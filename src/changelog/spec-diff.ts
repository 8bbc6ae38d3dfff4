/**
 * Every change between two versions of one OpenAPI document, operation by operation, classified by the rule table.
 * Operations are matched by method and path, with path parameters compared by position (`/pets/{id}` is
 * `/pets/{petId}`), so renaming a path parameter is not a removal. Each operation is dereferenced on demand.
 */
import type { OpenApiSpec, OperationSummary } from '../openapi/types.js';
import { diffOperation } from './operation-diff.js';
import { changeRule } from './rules.js';
import type { Change } from './types.js';

/** The key two versions of one operation share. */
export function operationKey(op: OperationSummary): string {
  return `${op.kind} ${op.method.toUpperCase()} ${op.path.replace(/\{[^}]*\}/g, '{}').replace(/(.)\/$/, '$1')}`;
}

export async function diffSpecs(before: OpenApiSpec, after: OpenApiSpec): Promise<Change[]> {
  const old = new Map(before.operations.map((op) => [operationKey(op), op]));
  const now = new Map(after.operations.map((op) => [operationKey(op), op]));
  const changes: Change[] = [];
  const endpoint = (rule: string, op: OperationSummary, message: string): void => {
    changes.push({ rule, breaking: changeRule(rule).breaking, operation: op.id, message, pointer: op.pointer });
  };
  for (const [key, op] of now) {
    const was = old.get(key);
    if (was === undefined) {
      endpoint('endpoint-added', op, 'The operation was added.');
      continue;
    }
    const [a, b] = await Promise.all([before.resolveOperation(was.id), after.resolveOperation(op.id)]);
    changes.push(
      ...diffOperation({
        before: a,
        after: b,
        resolveOld: (ref) => before.resolveSchemaRef(ref),
        resolveNew: (ref) => after.resolveSchemaRef(ref),
      }),
    );
  }
  for (const [key, op] of old) {
    if (now.has(key)) continue;
    if (op.deprecated)
      endpoint('endpoint-removed-after-deprecation', op, 'The operation was removed; it was deprecated.');
    else endpoint('endpoint-removed', op, 'The operation was removed.');
  }
  return changes;
}
