/**
 * The servers a documentation site declares, which are the only places its proxy forwards to:
 * every server of every OpenAPI file (document, path and operation level, each variable over its
 * `enum` or else its `default`), `api.mdx.server` in docs.json, and the full URLs MDX pages name
 * in `api:`. Relative server URLs are the site's own origin, which the playground calls directly.
 */
import { resolve } from 'node:path';
import type { Server } from '../openapi/types.js';
import { resolveServer } from '../request/server-origin.js';
import type { OpenApiSpec } from '../openapi/types.js';
import type { Project } from '../node/project.js';

/** More variable combinations than this is a mistake in the spec, not a list of servers. */
const MAX_EXPANSIONS = 256;

/**
 * A server URL with its `{variables}` filled in every declared way (enum values, else the default).
 * A value the playground would refuse, because it moves the host (`resolveServer`), declares nothing.
 */
export function expandServerUrl(server: Pick<Server, 'url' | 'variables'>): string[] {
  let combos: Record<string, string>[] = [{}];
  for (const [name, variable] of Object.entries(server.variables)) {
    if (!server.url.includes(`{${name}}`)) continue;
    const values = variable.enum !== undefined && variable.enum.length > 0 ? variable.enum : [variable.default];
    combos = combos.flatMap((combo) => values.map((value) => ({ ...combo, [name]: value }))).slice(0, MAX_EXPANSIONS);
  }
  const urls: string[] = [];
  for (const values of combos) {
    const resolved = resolveServer(server.url, {}, values);
    if (resolved.problems.length === 0 && !resolved.url.includes('{')) urls.push(resolved.url);
  }
  return urls;
}

/** Only absolute http(s) URLs, without query or fragment; undefined otherwise. */
function absoluteHttp(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return undefined;
  }
}

/** `https://h/users/{id}/posts` → `https://h/users`: the part of a templated URL that is fixed. */
function fixedPrefix(url: string): string {
  const brace = url.indexOf('{');
  return brace < 0 ? url : url.slice(0, url.lastIndexOf('/', brace));
}

/** Every server of one OpenAPI file: its document servers and each operation's (path or operation level). */
export async function serversOfSpec(spec: OpenApiSpec): Promise<string[]> {
  const lists: (readonly Server[])[] = [spec.servers];
  for (const op of spec.operations) {
    try {
      lists.push((await spec.resolveOperation(op.id)).servers);
    } catch {
      // An operation that cannot be resolved has no playground either.
    }
  }
  return lists.flat().flatMap(expandServerUrl);
}

/** Every server a loaded project declares, as absolute http(s) URLs without duplicates. */
export async function serversOfProject(project: Project): Promise<string[]> {
  const found: string[] = [...project.config.api.mdx.servers];
  for (const entry of project.openapi) if (entry.spec !== undefined) found.push(...(await serversOfSpec(entry.spec)));
  for (const page of project.pages.values()) {
    if (page.endpoint !== undefined) found.push(...page.endpoint.urls.map(fixedPrefix));
  }
  return [...new Set(found.map(absoluteHttp).filter((u): u is string => u !== undefined))];
}

/**
 * Reads a documentation project (the folder holding docs.json, or docs.json itself, such as the
 * one `docs build` copies into its output) and returns the servers its proxy may forward to.
 */
export async function loadAllowedServers(project: string): Promise<string[]> {
  const { loadProject } = await import('../node/project.js');
  const docsJson = project.endsWith('.json') ? resolve(project) : resolve(project, 'docs.json');
  const loaded = await loadProject(docsJson, { validate: false });
  const errors = loaded.diagnostics.filter((d) => d.severity === 'error' && d.code === 'file/read');
  if (errors.length > 0) throw new Error(`${docsJson}: ${errors[0]!.message}`);
  return serversOfProject(loaded);
}
