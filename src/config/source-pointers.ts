/**
 * Remembers where each read tab, group and `pages` list came from in docs.json, so that later
 * diagnostics (from the navigation builder) name the right `/navigation/.../pages/3` even when a
 * bad entry before it was left out while reading. Hand-written configs have no record; callers
 * then fall back to the index they see.
 */
const objectPointers = new WeakMap<object, string>();
const listIndexes = new WeakMap<readonly unknown[], readonly number[]>();

export function recordPointer(object: object, pointer: string): void {
  objectPointers.set(object, pointer);
}

export function pointerOf(object: object): string | undefined {
  return objectPointers.get(object);
}

/** `indexes[i]` is the position in the source list of the kept item `list[i]`. */
export function recordIndexes(list: readonly unknown[], indexes: readonly number[]): void {
  listIndexes.set(list, indexes);
}

export function sourceIndex(list: readonly unknown[], index: number): number {
  return listIndexes.get(list)?.[index] ?? index;
}
