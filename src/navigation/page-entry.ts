/**
 * Reads one `pages[]` string of docs.json: an MDX page path, `METHOD /path`,
 * `<spec-path> METHOD /path`, `webhook <name>` or `<spec-path> webhook <name>`.
 */
import type { HttpMethod } from '../openapi/types.js';

export type PageEntryRef =
  | { readonly kind: 'mdx'; readonly path: string }
  | { readonly kind: 'operation'; readonly spec?: string; readonly method: HttpMethod; readonly path: string }
  | { readonly kind: 'webhook'; readonly spec?: string; readonly name: string }
  | { readonly kind: 'invalid'; readonly reason: string };

export const HTTP_METHODS: readonly HttpMethod[] = [
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
];

function asMethod(token: string): HttpMethod | undefined {
  const lower = token.toLowerCase();
  return (HTTP_METHODS as readonly string[]).includes(lower) ? (lower as HttpMethod) : undefined;
}

/** `./guides/auth.mdx`, `/guides/auth` → `guides/auth`. */
export function normalisePagePath(path: string): string {
  return path
    .trim()
    .replace(/^(\.\/)+/, '')
    .replace(/^\/+/, '')
    .replace(/\.mdx?$/i, '');
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
  return undefined;
}

export function parsePageEntry(entry: string): PageEntryRef {
  const tokens = entry.trim().split(/\s+/);
  if (tokens.length === 1) {
    const [only] = tokens as [string];
    if (asMethod(only) !== undefined || only.toLowerCase() === 'webhook') {
      return { kind: 'invalid', reason: `"${only}" needs a path or a name after it` };
    }
    return { kind: 'mdx', path: normalisePagePath(only) };
  }
  if (tokens.length === 2) {
    const ref = operationRef(undefined, tokens[0]!, tokens[1]!);
    return (
      ref ?? { kind: 'invalid', reason: 'expected "METHOD /path", "webhook <name>" or a page path without spaces' }
    );
  }
  if (tokens.length === 3) {
    const ref = operationRef(tokens[0]!, tokens[1]!, tokens[2]!);
    return ref ?? { kind: 'invalid', reason: 'expected "<spec-path> METHOD /path" or "<spec-path> webhook <name>"' };
  }
  return {
    kind: 'invalid',
    reason: 'expected a page path, "METHOD /path", "<spec-path> METHOD /path" or "webhook <name>"',
  };
}

/** `/pets/{petId}/` → `/pets/{}`: trailing slash tolerated, parameter names compared by position. */
export function pathShape(path: string): string {
  const shaped = path.replace(/\{[^}]*\}/g, '{}');
  return shaped.length > 1 ? shaped.replace(/\/+$/, '') : shaped;
}
