/**
 * Reads one `pages[]` string of docs.json: an MDX page path, `METHOD /path` (a 3.2 custom method too:
 * `COPY /files/{id}`),
 * `<spec-path> METHOD /path`, `webhook <name>`, `<spec-path> webhook <name>`, or an AsyncAPI
 * channel: `channel <name>`, `<spec-path> channel <name>` or `<spec-path> <name>`.
 */
import { HTTP_METHODS } from '../openapi/operations.js';
import type { HttpMethod } from '../openapi/types.js';
import { pagePathOf } from './page-file.js';
import { folderOf, normaliseProjectPath } from '../project-path.js';

export type PageEntryRef =
  | { readonly kind: 'mdx'; readonly path: string }
  | { readonly kind: 'operation'; readonly spec?: string; readonly method: HttpMethod; readonly path: string }
  | { readonly kind: 'webhook'; readonly spec?: string; readonly name: string }
  | { readonly kind: 'channel'; readonly spec?: string; readonly name: string }
  | { readonly kind: 'invalid'; readonly reason: string };

// The methods a path item holds, as the OpenAPI operation index reads them.
export { HTTP_METHODS };

function asMethod(token: string): HttpMethod | undefined {
  const lower = token.toLowerCase();
  return (HTTP_METHODS as readonly string[]).includes(lower) ? (lower as HttpMethod) : undefined;
}

/**
 * A 3.2 custom method (`additionalOperations`) in a page entry: written in capitals (`COPY`, `PURGE`, `M-SEARCH`),
 * a letter first, then letters, digits, `-` or `_` (a subset of HTTP's token characters), and followed by a path
 * starting with "/". Kept as written: HTTP methods are case-sensitive. Any other word stays a page path or a spec.
 */
function asCustomMethod(token: string, target: string): HttpMethod | undefined {
  return /^[A-Z][A-Z0-9_-]*$/.test(token) && target.startsWith('/') ? token : undefined;
}

/** `./guides/auth.mdx`, `/guides/auth.md`, `/guides/auth` → `guides/auth`. */
export function normalisePagePath(path: string): string {
  return pagePathOf(
    path
      .trim()
      .replace(/^(\.\/)+/, '')
      .replace(/^\/+/, ''),
  );
}

/** Spec paths compare without `./` or a leading `/`; URLs compare as written. */
export function normaliseSpecPath(path: string): string {
  const trimmed = path.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return trimmed;
  return trimmed.replace(/^(\.\/)+/, '').replace(/^\/+/, '');
}

function operationRef(spec: string | undefined, methodToken: string, target: string): PageEntryRef | undefined {
  const method = asMethod(methodToken);
  if (method !== undefined) {
    if (!target.startsWith('/'))
      return { kind: 'invalid', reason: `the path after ${methodToken.toUpperCase()} must start with "/"` };
    return { kind: 'operation', ...(spec === undefined ? {} : { spec }), method, path: target };
  }
  if (methodToken.toLowerCase() === 'webhook')
    return { kind: 'webhook', ...(spec === undefined ? {} : { spec }), name: target };
  if (methodToken.toLowerCase() === 'channel')
    return { kind: 'channel', ...(spec === undefined ? {} : { spec }), name: target };
  const custom = asCustomMethod(methodToken, target);
  if (custom !== undefined)
    return { kind: 'operation', ...(spec === undefined ? {} : { spec }), method: custom, path: target };
  return undefined;
}

/** A token that can only be a spec file: a URL, a path with a folder, or a name with a spec extension. */
function looksLikeSpecPath(token: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(token) || token.includes('/') || /\.(ya?ml|json)$/i.test(token);
}

export function parsePageEntry(entry: string): PageEntryRef {
  const tokens = entry.trim().split(/\s+/);
  if (tokens.length === 1) {
    const [only] = tokens as [string];
    if (asMethod(only) !== undefined || ['webhook', 'channel'].includes(only.toLowerCase())) {
      return { kind: 'invalid', reason: `"${only}" needs a path or a name after it` };
    }
    return { kind: 'mdx', path: normalisePagePath(only) };
  }
  if (tokens.length === 2) {
    const ref = operationRef(undefined, tokens[0]!, tokens[1]!);
    if (ref !== undefined) return ref;
    if (looksLikeSpecPath(tokens[0]!)) return { kind: 'channel', spec: tokens[0]!, name: tokens[1]! };
    return {
      kind: 'invalid',
      reason: `"${tokens[0]!}" is not an HTTP method (a custom one is written in capitals), "webhook", "channel" or a spec file; expected "METHOD /path", "webhook <name>", "channel <name>", "<asyncapi-file> <channel>" or a page path without spaces`,
    };
  }
  if (tokens.length === 3) {
    const ref = operationRef(tokens[0]!, tokens[1]!, tokens[2]!);
    return (
      ref ?? {
        kind: 'invalid',
        reason: 'expected "<spec-path> METHOD /path", "<spec-path> webhook <name>" or "<spec-path> channel <name>"',
      }
    );
  }
  return {
    kind: 'invalid',
    reason: 'expected a page path, "METHOD /path", "<spec-path> METHOD /path", "webhook <name>" or "channel <name>"',
  };
}

/** `/pets/{petId}/` → `/pets/{}`: trailing slash tolerated, parameter names compared by position. */
export function pathShape(path: string): string {
  const shaped = path.replace(/\{[^}]*\}/g, '{}');
  return shaped.length > 1 ? shaped.replace(/\/+$/, '') : shaped;
}

/**
 * An MDX page's `asyncapi:` frontmatter: `<channel>`, `channel <channel>`, `<spec-path> <channel>`
 * or `<spec-path> channel <channel>`. Undefined when it is none of these.
 */
export function parseChannelRef(text: string): { readonly spec?: string; readonly name: string } | undefined {
  const tokens = text.trim().split(/\s+/).filter(Boolean);
  if (tokens.length === 1) return tokens[0]!.toLowerCase() === 'channel' ? undefined : { name: tokens[0]! };
  if (tokens.length === 2)
    return tokens[0]!.toLowerCase() === 'channel' ? { name: tokens[1]! } : { spec: tokens[0]!, name: tokens[1]! };
  if (tokens.length === 3 && tokens[1]!.toLowerCase() === 'channel') return { spec: tokens[0]!, name: tokens[2]! };
  return undefined;
}

/**
 * A spec path an MDX page's frontmatter writes, as a project path. `./api.json` and `../api.json` are relative to
 * the page's folder (published Mintlify projects write them so beside generated endpoint pages:
 * `endpoints/default/x.mdx` naming `../api.json`, `endpoints/x.mdx` naming `./api.json`); any other path is relative
 * to the project root, as Mintlify documents. A `../` that leaves the project is kept as written, and reported.
 */
export function specPathFromPage(spec: string, pageFile: string): string {
  if (!spec.startsWith('./') && !spec.startsWith('../')) return spec;
  return normaliseProjectPath(`${folderOf(pageFile)}/${spec}`) ?? spec;
}
