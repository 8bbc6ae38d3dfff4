/**
 * What the reference elements share about `x-mint-enum` (enum values by reader group): the operation
 * and the `$ref` resolver narrowed to the values the current reader may see, kept per reader so the
 * same reader gets the same objects (the playground keeps what was typed). The narrowing code is a lazy
 * chunk, asked for when this module loads (so a server render and most pages have it before a spec is
 * read); an operation that uses `x-mint-enum` before it arrives waits for it (`undefined`).
 */
import type { ReactiveControllerHost } from 'lit';
import type { ResolvedOperation, Schema } from '../../src/openapi/types.js';
import type { EnumReader, narrowEnums as NarrowEnums } from '../../src/schema/enum-groups.js';

type Resolver = (ref: string) => Schema | undefined;

let narrow: typeof NarrowEnums | undefined;
const loading = import('../../src/schema/enum-groups.js').then((m) => {
  narrow = m.narrowEnums;
});

/** True when some object under `value` has an `x-mint-enum` key. */
function mentions(value: unknown, seen = new Set<object>()): boolean {
  if (value === null || typeof value !== 'object' || seen.has(value)) return false;
  seen.add(value);
  if (!Array.isArray(value) && 'x-mint-enum' in value) return true;
  return Object.values(value).some((child) => mentions(child, seen));
}

const readerKey = (reader: EnumReader): string => (reader === null ? '' : `:${[...reader.groups].sort().join(',')}`);

export class ReaderEnums {
  private opFor?: { source: ResolvedOperation; key: string; narrowed: ResolvedOperation };
  private resolverFor?: { base: Resolver; key: string; narrowed: Resolver };

  constructor(private readonly host: ReactiveControllerHost) {}

  /** The operation with each `enum` narrowed for `reader`; `undefined` while the narrowing code loads. */
  operation(source: ResolvedOperation, reader: EnumReader): ResolvedOperation | undefined {
    if (narrow === undefined) {
      if (!mentions(source)) return source;
      void loading.then(() => this.host.requestUpdate());
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
