/**
 * Field anchors: the ids that let a reader link to one parameter or response field.
 *
 * The scheme (docs/elements/anchor-links.mdx documents the same):
 * - A top-level parameter (path, query, header, cookie or body field) is `#<name>`, e.g. `#petId`, `#limit`.
 * - A nested field adds its parent path, joined by dots: `#<parent>.<child>`, e.g. `#owner.address.city`.
 *   Array levels and `oneOf`/`anyOf` variant levels add nothing: the items of `tags` are `#tags.name`.
 * - A response field is `#response-<path>`, e.g. `#response-data.id`.
 * - Each segment keeps letters of any script, combining marks, digits, `_` and `-`; every other character
 *   (dots included, so a dot always means nesting) becomes `-`. A segment is never empty.
 * - Ids are unique on a page: the first field to claim an id gets it; another field with the same id
 *   gets `<location>-<id>` (location: the endpoint it belongs to, e.g. `post-users`), then `-2`, `-3`, ….
 *   A field that claims again keeps its id, so links stay stable while the page re-renders.
 * - A link is the page URL without its hash, then `#` and the anchor percent-encoded for a fragment.
 */

export type FieldAnchorKind = 'path' | 'query' | 'querystring' | 'header' | 'cookie' | 'body' | 'response';

const keepChar = /[\p{L}\p{M}\p{Nd}_-]/u;
// Most names are ASCII words: they are kept as they are without compiling the Unicode classes above
// (which costs more on a page's first render than the whole check).
const asciiKept = /^[A-Za-z0-9_-]+$/;

/** One segment of an anchor: letters (any script), digits, `_` and `-` kept, every other character becomes `-`. */
export function sanitizeAnchorSegment(segment: string): string {
  if (asciiKept.test(segment)) return segment;
  let out = '';
  for (const char of segment) out += keepChar.test(char) ? char : '-';
  return out === '' ? '-' : out;
}

/** The anchor (without `#`) of a field: `limit`, `owner.address.city`, `response-data.id`. */
export function fieldAnchor(kind: FieldAnchorKind, path: readonly string[]): string {
  const joined = path.map(sanitizeAnchorSegment).join('.');
  if (kind === 'response') return joined === '' ? 'response' : `response-${joined}`;
  return joined === '' ? kind : joined;
}

interface Claim {
  readonly id: string;
  readonly base: string;
  readonly location: string;
}

/** Hands out page-unique ids. The first claimant of a base id gets it as is; later ones are prefixed by their location. */
export class AnchorRegistry {
  private readonly owners = new Map<string, object>();
  private readonly claims = new Map<object, Claim>();

  /** Returns the id `owner` should use for `base`. Claiming again with the same base and location returns the same id. */
  claim(base: string, location: string, owner: object): string {
    const previous = this.claims.get(owner);
    if (previous && previous.base === base && previous.location === location) return previous.id;
    if (previous) this.release(owner);

    const id = this.firstFree(base, location);
    this.owners.set(id, owner);
    this.claims.set(owner, { id, base, location });
    return id;
  }

  /** Frees the id held by `owner` (call when a field leaves the page). */
  release(owner: object): void {
    const claim = this.claims.get(owner);
    if (!claim) return;
    this.claims.delete(owner);
    if (this.owners.get(claim.id) === owner) this.owners.delete(claim.id);
  }

  /** The owner of an id, to find the field a URL hash names. */
  ownerOf(id: string): object | undefined {
    return this.owners.get(id);
  }

  /** The id held by whoever claimed `base` at `location` (another view of the same field links there too). */
  idFor(base: string, location: string): string | undefined {
    for (const claim of this.claims.values()) if (claim.base === base && claim.location === location) return claim.id;
    return undefined;
  }

  /** The id `owner` holds, if any. */
  idOf(owner: object): string | undefined {
    return this.claims.get(owner)?.id;
  }

  private firstFree(base: string, location: string): string {
    if (!this.owners.has(base)) return base;
    const prefix = location === '' ? base : `${sanitizeAnchorSegment(location)}-${base}`;
    if (!this.owners.has(prefix)) return prefix;
    for (let n = 2; ; n++) {
      const candidate = `${prefix}-${n}`;
      if (!this.owners.has(candidate)) return candidate;
    }
  }
}

/** Characters a fragment must not carry raw: controls, space, `"`, `<`, `>`, `` ` ``, `#`, `%`, and anything past ASCII. */
const fragmentUnsafe = /[\u0000-\u0020"<>`#%\u007f-\u{10ffff}]/gu;

/** Percent-encodes an anchor for use after `#`. */
export function encodeFragment(anchor: string): string {
  return anchor.replace(fragmentUnsafe, (char) => {
    // encodeURIComponent throws on a lone surrogate; encode U+FFFD instead.
    try {
      return encodeURIComponent(char);
    } catch {
      return '%EF%BF%BD';
    }
  });
}

/** The anchor a URL hash names (`#caf%C3%A9` → `café`), tolerating malformed escapes. */
export function anchorFromHash(hash: string): string {
  let raw = hash.startsWith('#') ? hash.slice(1) : hash;
  // A hash route (`#/<page>#<anchor>`, for hosts that cannot rewrite URLs): the anchor follows the route.
  if (raw.startsWith('/')) {
    const at = raw.indexOf('#');
    raw = at === -1 ? '' : raw.slice(at + 1);
  }
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * The shareable link to an anchor: `pageUrl` without its hash (and without any `user:password@`),
 * then `#anchor`. Only the given URL is used; nothing is read from the environment.
 */
export function anchorUrl(pageUrl: string, anchor: string): string {
  let hashAt = pageUrl.indexOf('#');
  // A hash route (`#/<page>`) is part of the page's address: keep it, and put the anchor after it.
  if (pageUrl.startsWith('#/', hashAt)) hashAt = pageUrl.indexOf('#', hashAt + 1);
  let base = hashAt === -1 ? pageUrl : pageUrl.slice(0, hashAt);
  if (/^[a-z][a-z0-9+.-]*:/i.test(base)) {
    try {
      const url = new URL(base);
      if (url.username !== '' || url.password !== '') {
        url.username = '';
        url.password = '';
        url.hash = '';
        base = url.href;
      }
    } catch {
      // Not a parseable absolute URL: keep it as given.
    }
  }
  return `${base}#${encodeFragment(anchor)}`;
}
