/**
 * What a JSON or YAML file of a project is, judged from its top-level keys as Mintlify finds specs: an OpenAPI
 * description (`openapi: 3.x` / `swagger: "2.0"`), an Overlay (`overlay: 1.x`), or neither. A cheap look at the text,
 * so a project's many other JSON files (package.json, docs.json, data) cost one scan each and are never parsed as specs.
 */
export type DocumentKind = 'openapi' | 'overlay';

// A version value, so mint.json's `"openapi": "/openapi.json"` (a path, not a version) is not taken for a spec.
const VERSION = String.raw`\s*["']?\d+\.\d+`;
const YAML_KEYS: ReadonlyArray<readonly [DocumentKind, RegExp]> = [
  ['openapi', new RegExp(String.raw`^(?:openapi|swagger)\s*:${VERSION}`, 'm')],
  ['overlay', new RegExp(String.raw`^overlay\s*:${VERSION}`, 'm')],
];
const VERSION_VALUE = /^\d+\.\d+/;

/** The kind of a `.json`, `.yaml` or `.yml` file from its name and text; undefined for any other file. */
export function documentKind(name: string, text: string): DocumentKind | undefined {
  if (/\.json$/i.test(name)) return jsonKind(text);
  if (/\.ya?ml$/i.test(name)) return YAML_KEYS.find(([, pattern]) => pattern.test(text))?.[0];
  return undefined;
}

function jsonKind(text: string): DocumentKind | undefined {
  // Most JSON files name neither key anywhere: skip the parse.
  if (!/"(?:openapi|swagger|overlay)"/.test(text)) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const root = value as Record<string, unknown>;
  const isVersion = (key: string): boolean => typeof root[key] === 'string' && VERSION_VALUE.test(root[key] as string);
  if (isVersion('openapi') || isVersion('swagger')) return 'openapi';
  return isVersion('overlay') ? 'overlay' : undefined;
}
