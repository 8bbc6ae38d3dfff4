/**
 * What the reference elements share about `x-mint-enum` (enum values by reader group): the operation
 * and the `$ref` resolver narrowed to the values the current reader may see, kept per reader so the
 * same reader gets the same objects (the playground keeps what was typed).
 */
import type { ResolvedOperation, Schema } from '../../src/openapi/types.js';
import { narrowEnums, type EnumReader } from '../../src/schema/index.js';

type Resolver = (ref: string) => Schema | undefined;

const readerKey = (reader: EnumReader): string => (reader === null ? '' : `:${[...reader.groups].sort().join(',')}`);

export class ReaderEnums {
  private opFor?: { source: ResolvedOperation; key: string; narrowed: ResolvedOperation };
  private resolverFor?: { base: Resolver; key: string; narrowed: Resolver };

  /** The operation with each `enum` narrowed for `reader` (the same object when nothing is restricted). */
  operation(source: ResolvedOperation, reader: EnumReader): ResolvedOperation {
    const key = readerKey(reader);
    if (this.opFor?.source !== source || this.opFor.key !== key)
      this.opFor = { source, key, narrowed: narrowEnums(source, reader) };
    return this.opFor.narrowed;
  }

  /** A resolver whose schemas are narrowed the same way. */
  resolver(base: Resolver, reader: EnumReader): Resolver {
    const key = readerKey(reader);
    if (this.resolverFor?.base !== base || this.resolverFor.key !== key) {
      const cache = new Map<string, Schema | undefined>();
      const narrowed: Resolver = (ref) => {
        if (!cache.has(ref)) cache.set(ref, narrowEnums(base(ref), reader));
        return cache.get(ref);
      };
      this.resolverFor = { base, key, narrowed };
    }
    return this.resolverFor.narrowed;
  }
}
