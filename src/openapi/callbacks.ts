/**
 * An operation's OpenAPI `callbacks`: each name (possibly a `$ref` to `components.callbacks`) maps runtime
 * expressions to path items (possibly `$ref`s), whose operations the API sends back to the caller. Each is
 * read with the same reader as any operation, as a webhook (`kind: 'webhook'`, the callback's name as its
 * path). Synchronous; may throw NeedFile (SpecFiles.run loads and retries). Swagger 2.0 has no callbacks.
 */
import { diagnostic } from './files.js';
import { derefObject, IndexedOperation, methodsOf, type OperationEntry } from './operations.js';
import { childPointer, isObject } from './pointer.js';
import { resolveOperationSync, type ResolveContext } from './resolve.js';
import type { Callback, ResolvedOperation } from './types.js';

/** The callbacks of `entry`'s operation, in document order; `[]` when it declares none. */
export function resolveCallbacks(entry: OperationEntry, ctx: ResolveContext): readonly Callback[] {
  const map = entry.operation.callbacks;
  if (map === undefined) return [];
  const at = childPointer(entry.operationPointer, 'callbacks');
  const report = ctx.schemas.report.bind(ctx.schemas);
  if (!isObject(map)) {
    report(
      diagnostic(entry.file, at, 'callback/invalid', 'The operation\'s "callbacks" is not an object; it is ignored.'),
    );
    return [];
  }
  // A callback's requests come from the API: the document's security (what the caller sends) is not theirs.
  const own: ResolveContext = { ...ctx, documentSecurity: undefined };
  const out: Callback[] = [];
  for (const name of Object.keys(map)) {
    if (name.startsWith('x-')) continue;
    const found = derefObject(ctx.files, map[name], entry.file, childPointer(at, name), report);
    if (found === undefined) {
      if (!isObject(map[name]))
        report(
          diagnostic(
            entry.file,
            childPointer(at, name),
            'callback/invalid',
            `The callback "${name}" is not an object; it is ignored.`,
          ),
        );
      continue;
    }
    const expressions = Object.keys(found.value).filter((key) => !key.startsWith('x-'));
    for (const expression of expressions) {
      const listed = childPointer(found.pointer, expression);
      const item = derefObject(ctx.files, found.value[expression], found.file, listed, report);
      if (item === undefined) continue;
      const operations: ResolvedOperation[] = [];
      for (const [key, method, operation] of methodsOf(item.value)) {
        const custom = key.length > 1;
        const shown = custom ? method : method.toUpperCase();
        const where = expressions.length > 1 ? ` ${expression}` : '';
        const id = `CALLBACK ${entry.id} ${name}${where} ${shown}`;
        const callbackEntry = new IndexedOperation(
          id,
          'webhook',
          method,
          custom,
          name,
          key,
          listed,
          operation,
          item.value,
          item.file,
          item.pointer,
        );
        operations.push(Object.freeze(resolveOperationSync(callbackEntry, own)));
      }
      if (operations.length === 0) {
        report(
          diagnostic(
            item.file,
            item.pointer,
            'callback/empty',
            `The callback "${name}" names no operation under ${expression}; it is not shown.`,
          ),
        );
        continue;
      }
      out.push(Object.freeze({ name, expression, operations: Object.freeze(operations) }));
    }
  }
  return Object.freeze(out);
}
