/**
 * An icon as docs.json and frontmatter write it: a name (`"rocket"`, an image path or URL), or Mintlify's object
 * `{ "name": "microchip-ai", "library": "lucide", "style": "regular" }`. Readers keep the name in `icon` (what
 * every consumer draws) and, when the author said more, the whole reference in `iconRef`.
 */
import { type ConfigReader, dottedPath, describeValue, isJsonObject } from './config-reader.js';

/** The icon libraries Mintlify draws from (docs.json `icons.library`, or one icon's `library`). */
export const ICON_LIBRARIES = ['fontawesome', 'lucide', 'tabler'] as const;
export type IconLibrary = (typeof ICON_LIBRARIES)[number];

/** Font Awesome styles (`iconType`, or an icon object's `style`). */
export const ICON_STYLES = [
  'brands',
  'duotone',
  'light',
  'regular',
  'sharp-duotone-solid',
  'sharp-light',
  'sharp-regular',
  'sharp-solid',
  'sharp-thin',
  'solid',
  'thin',
] as const;
export type IconStyle = (typeof ICON_STYLES)[number];

/** One icon: its name, and the library and style it was asked for in (absent: the site's default). */
export interface IconRef {
  readonly name: string;
  readonly library?: IconLibrary;
  readonly style?: IconStyle;
}

/** What a node carries: the name every consumer draws, plus the reference when it says more than the name. */
export interface IconFields {
  readonly icon?: string;
  readonly iconRef?: IconRef;
}

/** The name of an icon written either way. */
export function iconName(icon: string | IconRef): string {
  return typeof icon === 'string' ? icon : icon.name;
}

/**
 * Reads `icon` (a string or an object) and the older `iconType` beside it. A bad part is reported and left
 * out; a bad style or library keeps the name.
 */
export function readIcon(r: ConfigReader, value: unknown, pointer: string, iconType?: unknown): IconFields {
  if (value === undefined) return {};
  let name: string | undefined;
  let library: IconLibrary | undefined;
  let style: IconStyle | undefined;
  if (isJsonObject(value)) {
    for (const key of Object.keys(value))
      if (!['name', 'library', 'style'].includes(key))
        r.report(
          'warning',
          'config/unknown-field',
          `${pointer}/${key}`,
          `\`${dottedPath(`${pointer}/${key}`)}\` is not an icon field (name, library, style) and is ignored.`,
        );
    r.required(value, 'name', pointer, 'the icon name');
    name = r.string(value['name'], `${pointer}/name`);
    library = r.oneOf(value['library'], `${pointer}/library`, ICON_LIBRARIES);
    style = r.oneOf(value['style'], `${pointer}/style`, ICON_STYLES);
  } else if (typeof value === 'string') {
    name = r.string(value, pointer);
  } else {
    r.report(
      'error',
      'config/type',
      pointer,
      `\`${dottedPath(pointer)}\` must be an icon name or { "name": ..., "style": ... }; got ${describeValue(value)}.`,
    );
  }
  // `iconType` is read where the object form has no style; a value outside Font Awesome's styles changes nothing.
  if (style === undefined && (ICON_STYLES as readonly unknown[]).includes(iconType)) style = iconType as IconStyle;
  if (name === undefined) return {};
  const more = library !== undefined || style !== undefined;
  const ref: IconRef = {
    name,
    ...(library === undefined ? {} : { library }),
    ...(style === undefined ? {} : { style }),
  };
  return more ? { icon: name, iconRef: ref } : { icon: name };
}
