/**
 * How a page names an OpenAPI file, as Mintlify reads it: by its path (`/specs/v3-openapi.yaml`), by its full URL,
 * or by its file name without the extension (`v3-openapi`, or `specs/v3-openapi`). A stem can match several files;
 * the caller reports the candidates.
 */
import { normaliseSpecPath } from '../navigation/index.js';

const SPEC_EXTENSION = /\.(json|ya?ml)$/i;

/** The last path segment without its extension: `specs/v3-openapi.yaml`, `https://x/v3-openapi.json` → `v3-openapi`. */
function stem(path: string): string {
  const last =
    path
      .replace(/[?#].*$/, '')
      .split('/')
      .pop() ?? path;
  return last.replace(SPEC_EXTENSION, '');
}

/**
 * The files among `candidates` (paths or URLs as docs.json writes them) that `name` means: the one it spells exactly,
 * else, for a name without a spec extension, every file whose path or file name without the extension is that name.
 */
export function specNameMatches(name: string, candidates: readonly string[]): string[] {
  const key = normaliseSpecPath(name);
  const unique = [...new Map(candidates.map((c) => [normaliseSpecPath(c), c] as const)).values()];
  const exact = unique.filter((c) => normaliseSpecPath(c) === key);
  if (exact.length > 0 || SPEC_EXTENSION.test(key) || /^[a-z][a-z0-9+.-]*:/i.test(key)) return exact;
  return unique.filter((c) => {
    const path = normaliseSpecPath(c);
    return path.replace(SPEC_EXTENSION, '') === key || (!key.includes('/') && stem(path) === key);
  });
}
