/**
 * What the reference elements share about `x-mint-enum` (enum values by reader group): the operation
 * and the `$ref` resolver narrowed to the values the current reader may see, kept per reader so the
 * same reader gets the same objects (the playground keeps what was typed). The narrowing code is a lazy
 * chunk. A server render, and a page holding elements a server drew (their first render must match the
 * server's), ask for it when this module loads; any other page only for an operation that uses
 * `x-mint-enum` (`operationTask` waits for it then), so it never competes with the spec for the network
 * while the page's first operation loads.
 */
import { isServer, type ReactiveControllerHost } from 'lit';
import type { ResolvedOperation, Schema } from '../../src/openapi/types.js';
import type { EnumReader, narrowEnums as NarrowEnums } from '../../src/schema/enum-groups.js';

type Resolver = (ref: string) => Schema | undefined;

let narrow: typeof NarrowEnums | undefined;
let loading: Promise<unknown> | undefined;
const narrowing = (): Promise<unknown> =>
  (loading ??= import('../../src/schema/enum-groups.js').then((m) => (narrow = m.narrowEnums)));
if (isServer || (typeof document !== 'undefined' && document.querySelector('[defer-hydration]') !== null))
  void narrowing();

/** True when some object under `value` has an `x-mint-enum` key. */
function mentions(value: unknown, seen = new Set<object>()): boolean {
  if (value === null || typeof value !== 'object' || seen.has(value)) return false;
  seen.add(value);
  if (!Array.isArray(value) && 'x-mint-enum' in value) return true;
  return Object.values(value).some((child) => mentions(child, seen));
}

const used = new WeakMap<object, boolean>();
/** Whether an operation uses `x-mint-enum` anywhere (asked once per operation). */
function uses(op: ResolvedOperation): boolean {
  let found = used.get(op);
  if (found === undefined) used.set(op, (found = mentions(op)));
  return found;
}

/** Resolves once `op` can be shown narrowed: at once unless it uses `x-mint-enum` and the code is not here yet. */
export function narrowingReady(op: ResolvedOperation): Promise<unknown> | undefined {
  return narrow === undefined && uses(op) ? narrowing() : undefined;
}

const readerKey = (reader: EnumReader): string => (reader === null ? '' : `:${[...reader.groups].sort().join(',')}`);

export class ReaderEnums {
  private opFor?: { source: ResolvedOperation; key: string; narrowed: ResolvedOperation };
  private resolverFor?: { base: Resolver; key: string; narrowed: Resolver };

  constructor(private readonly host: ReactiveControllerHost) {}

  /** The operation with each `enum` narrowed for `reader`; `undefined` while the narrowing code loads. */
  operation(source: ResolvedOperation, reader: EnumReader): ResolvedOperation | undefined {
    if (narrow === undefined) {
      if (!uses(source)) return source;
      void narrowing().then(() => this.host.requestUpdate());
      return undefined;
    }
    const key = readerKey(reader);
    if (this.opFor?.source !== source || this.opFor.key !== key)
      this.opFor = { source, key, narrowed: narrow(source, reader) };
    return this.opFor.narrowed;
  }

  /** A resolver whose schemas are narrowed the same way (the base one until the narrowing code is here). */
  resolver(base: Resolver, reader: EnumReader): Resolver {
    const apply = narrow;
    if (apply === undefined) return base;
    const key = readerKey(reader);
    if (this.resolverFor?.base !== base || this.resolverFor.key !== key) {
      const cache = new Map<string, Schema | undefined>();
      const narrowed: Resolver = (ref) => {
        if (!cache.has(ref)) cache.set(ref, apply(base(ref), reader));
        return cache.get(ref);
      };
      this.resolverFor = { base, key, narrowed };
    }
    return this.resolverFor.narrowed;
  }
}
