/** JSON pointers (RFC 6901): building, splitting and following them through plain data. */

export function escapeSegment(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

export function unescapeSegment(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** `/paths/~1pets/get` from a parent pointer and one more key. */
export function childPointer(parent: string, key: string | number): string {
  return `${parent}/${escapeSegment(String(key))}`;
}

export function splitPointer(pointer: string): string[] {
  if (pointer === '' || pointer === '/') return pointer === '/' ? [''] : [];
  return pointer.slice(1).split('/').map(unescapeSegment);
}

export function joinPointer(segments: readonly (string | number)[]): string {
  return segments.map((s) => `/${escapeSegment(String(s))}`).join('');
}

/** The value at a pointer, or undefined when a step is missing. Own properties only. */
export function getAtPointer(root: unknown, pointer: string): unknown {
  let node = root;
  for (const segment of splitPointer(pointer)) {
    if (node === null || typeof node !== 'object') return undefined;
    if (!Object.prototype.hasOwnProperty.call(node, segment)) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A `$ref`'s fragment, percent-decoded; one that is not valid percent-encoding is read as written. */
export function decodeFragment(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}
