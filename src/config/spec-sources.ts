/**
 * `openapi` / `asyncapi` as docs.json writes them, on a navigation node or under `api`: a path or URL, a list of them,
 * or `{ source, directory }`. Its own small module, so the `api` settings (read up front by the elements) do not pull in
 * the navigation reader.
 */
import { dottedPath, describeValue, isJsonObject } from './config-reader.js';
import type { ConfigReader } from './config-reader.js';
import type { SpecSource, SpecSources } from './navigation-types.js';

// `overlays`: OpenAPI Overlay files; the site applies those of `api.openapi` entries (src/site/spec-overlays.ts).
const SPEC_SOURCE_FIELDS = ['source', 'directory', 'overlays'];

/** `openapi` / `asyncapi`: a path or URL, a list of them, or `{ source, directory, overlays }` (also inside a list). */
export function readSpecSources(r: ConfigReader, value: unknown, pointer: string): SpecSources | undefined {
  if (value === undefined) return undefined;
  const list = Array.isArray(value) ? value : [value];
  const out: SpecSource[] = [];
  list.forEach((item, i) => {
    const at = Array.isArray(value) ? `${pointer}/${i}` : pointer;
    const read = readSpecSource(r, item, at);
    if (read !== undefined) out.push(read);
  });
  return out.length === 0 ? undefined : out;
}

function readSpecSource(r: ConfigReader, value: unknown, pointer: string): SpecSource | undefined {
  if (typeof value === 'string') {
    const source = r.string(value, pointer);
    return source === undefined ? undefined : { source };
  }
  if (!isJsonObject(value)) {
    r.report(
      'error',
      'config/type',
      pointer,
      `\`${dottedPath(pointer)}\` must be a file path or URL, a list of them, or { "source", "directory", "overlays" }; got ${describeValue(value)}.`,
    );
    return undefined;
  }
  r.unknownFields(value, pointer, SPEC_SOURCE_FIELDS);
  r.required(value, 'source', pointer, 'the file path or URL');
  const source = r.string(value['source'], `${pointer}/source`);
  const directory = r.string(value['directory'], `${pointer}/directory`);
  const overlayList = readOverlayPaths(r, value['overlays'], `${pointer}/overlays`);
  if (source === undefined) return undefined;
  return {
    source,
    ...(directory === undefined ? {} : { directory: directory.replace(/^\/+|\/+$/g, '') }),
    ...(overlayList === undefined || overlayList.length === 0 ? {} : { overlays: overlayList }),
  };
}

/** `overlays`: a list of Overlay paths or URLs (Mintlify's form), or one, applied in the order written. */
function readOverlayPaths(r: ConfigReader, value: unknown, pointer: string): string[] | undefined {
  if (typeof value === 'string') {
    const path = r.string(value, pointer);
    return path === undefined ? undefined : [path];
  }
  return r.strings(value, pointer);
}
