/**
 * The shared icon vocabulary: how docs.json, frontmatter and MDX name an icon (`IconValue`: a name, or Mintlify's
 * object `{ name, style, library }`, which src/config/icon-ref.ts reads), and a drawing as this library ships it.
 * src/icons/ resolves and draws them; the elements only show drawings.
 */
import type { IconLibrary } from '../config/icon-ref.js';

export type { IconLibrary } from '../config/icon-ref.js';

/**
 * An icon written as an object: src/config's `IconRef` (docs.json `{ "name": "microchip-ai", "style": "regular" }`),
 * or a style of another library's (Tabler's `filled`).
 */
export interface IconObject {
  readonly name: string;
  /** Font Awesome's style (`solid`, `regular`, `brands`, or a Pro style drawn as the nearest free one); Tabler's `filled`. */
  readonly style?: string;
  /** Overrides docs.json `icons.library` for this icon. */
  readonly library?: IconLibrary;
}

/** An icon as a project writes it: a name (or an image path / https: URL), or an object. */
export type IconValue = string | IconObject;

/**
 * One drawing: `paths` on a `width` × `height` grid, filled in currentColor (`stroke: false`, Font Awesome, Tabler's
 * filled icons) or stroked 2 units wide with round caps (`stroke: true`, Lucide and Tabler outline). A path may start
 * with a flag: `*` filled as well as stroked, `#` filled and not stroked, `~` at half opacity.
 */
export interface IconDrawing {
  readonly width: number;
  readonly height: number;
  readonly stroke: boolean;
  readonly paths: readonly string[];
}

/**
 * The icon a navigation node asks for: its `iconRef` (the object form, with library or style, as src/config reads
 * it) when it has one, else its `icon` name.
 */
export function nodeIcon(node: { readonly icon?: IconValue; readonly iconRef?: IconObject }): IconValue | undefined {
  return node.iconRef ?? node.icon;
}

/** The name of an `IconValue` (an object's `name`), or undefined when there is none. */
export function iconName(value: IconValue | undefined): string | undefined {
  if (value === undefined) return undefined;
  return typeof value === 'string' ? value : value.name;
}

/** Whether a written icon is an image (a URL or a site path), shown as `<img>`, not a name. */
export function isIconImage(name: string): boolean {
  return /^(https?:\/\/|\/|\.{1,2}\/)/.test(name) || /\.(svg|png|jpe?g|gif|webp)$/i.test(name);
}

/** The cache key of one request: the same icon written the same way in the same site draws the same. */
export function iconKey(value: IconValue, siteLibrary: IconLibrary): string {
  if (typeof value === 'string') return `${siteLibrary}||${value}`;
  return `${value.library ?? siteLibrary}|${value.style ?? ''}|${value.name}`;
}

/**
 * Which data chunk of a library holds `name` (FNV-1a over its UTF-16 units): the generator (scripts/gen-icons.mjs)
 * files each name by it and the loader asks for the same chunk.
 */
export function iconBucket(name: string, buckets: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    hash ^= name.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % buckets;
}
