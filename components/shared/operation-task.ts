/**
 * The operation an element shows, resolved against its spec from `METHOD /path` or an operationId. One task for
 * every element that takes an `operation` reference: `initialState` until both the reference and the spec are
 * known; a failure goes to `onError` (the elements that report spec errors as events).
 */
import { Task, initialState } from '@lit/task';
import type { ReactiveControllerHost } from 'lit';
import type { OpenApiSpec, ResolvedOperation } from '../../src/openapi/types.js';
import { narrowingReady } from './reader-enums.js';

export interface OperationSource {
  /** The reference as written (`METHOD /path` or an operationId), or undefined when none is given. */
  readonly ref: () => string | undefined;
  readonly spec: () => OpenApiSpec | undefined;
  readonly onError?: (error: unknown) => void;
}

export function operationTask(
  host: ReactiveControllerHost,
  source: OperationSource,
): Task<readonly [string | undefined, OpenApiSpec | undefined], ResolvedOperation> {
  return new Task(host, {
    args: () => [source.ref(), source.spec()] as const,
    task: async ([ref, spec]): Promise<ResolvedOperation | typeof initialState> => {
      if (ref === undefined || ref.trim() === '' || spec === undefined) return initialState;
      const operation = await spec.resolveOperation(ref.trim());
      await narrowingReady(operation); // x-mint-enum: its narrowing code (a lazy chunk) is here before the operation shows
      return operation;
    },
    ...(source.onError === undefined ? {} : { onError: source.onError }),
  });
}
