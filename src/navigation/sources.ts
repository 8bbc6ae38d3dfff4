/**
 * What a site must load before it can build its navigation: every OpenAPI, AsyncAPI and Arazzo file and
 * every MDX page that docs.json names, each once, in the order written.
 */
import type { DivisionConfig, DocsConfig, NavLevelConfig, PageEntry, SpecSource } from '../config/docs-config-types.js';
import { normaliseSpecPath, parsePageEntry } from './page-entry.js';

export interface NavigationSources {
  /** OpenAPI paths or URLs as first written; `./a.json` and `a.json` count once. Use these as the `specs` keys. */
  readonly openapi: readonly string[];
  readonly asyncapi: readonly string[];
  /** Arazzo workflow files (`arazzo` on any node and under `api`). */
  readonly arazzo: readonly string[];
  /** Page paths without extension (`guides/auth`), each read from its page file (page-file.ts). */
  readonly mdx: readonly string[];
  /** OpenAPI Overlay paths by the spec they change (`{ source, overlays }` anywhere in docs.json), in the order met. */
  readonly overlays: ReadonlyMap<string, readonly string[]>;
}

/** Spec paths keyed by their normalised form, so `./a.json` and `a.json` load once; the first spelling is kept. */
class SpecList {
  private readonly byKey = new Map<string, string>();
  add(path: string): void {
    const key = normaliseSpecPath(path);
    if (!this.byKey.has(key)) this.byKey.set(key, path);
  }
  list(): string[] {
    return [...this.byKey.values()];
  }
}

export function navigationSources(
  config: Pick<DocsConfig, 'navigation'> & Partial<Pick<DocsConfig, 'api'>>,
): NavigationSources {
  const openapi = new SpecList();
  const asyncapi = new SpecList();
  const arazzo = new SpecList();
  const mdx = new Set<string>();
  const overlays = new Map<string, string[]>();
  const addOpenApi = (source: SpecSource): void => {
    openapi.add(source.source);
    if (source.overlays === undefined) return;
    const key = normaliseSpecPath(source.source);
    overlays.set(key, [...(overlays.get(key) ?? []), ...source.overlays]);
  };
  const entries = (list: readonly PageEntry[]): void => {
    for (const entry of list) {
      if (typeof entry !== 'string') {
        for (const s of entry.openapi ?? []) addOpenApi(s);
        for (const s of entry.asyncapi ?? []) asyncapi.add(s.source);
        for (const s of entry.arazzo ?? []) arazzo.add(s.source);
        if (entry.root !== undefined) entries([entry.root]);
        entries(entry.pages ?? []);
        continue;
      }
      const ref = parsePageEntry(entry);
      if (ref.kind === 'mdx') mdx.add(ref.path);
      else if ((ref.kind === 'operation' || ref.kind === 'webhook') && ref.spec !== undefined) openapi.add(ref.spec);
      else if (ref.kind === 'channel' && ref.spec !== undefined) asyncapi.add(ref.spec);
    }
  };
  // Every node's own files, in the order written; a division that is a link (`href`) holds no pages.
  const level = (node: NavLevelConfig | DivisionConfig): void => {
    if ('href' in node && node.href !== undefined) return;
    for (const s of node.openapi ?? []) addOpenApi(s);
    for (const s of node.asyncapi ?? []) asyncapi.add(s.source);
    for (const s of node.arazzo ?? []) arazzo.add(s.source);
    entries(node.items);
    node.divisions.forEach(level);
  };
  level(config.navigation);
  // `api.openapi` / `api.asyncapi`: the site's files for pages that name an operation without a file.
  for (const s of config.api?.openapi ?? []) addOpenApi(s);
  for (const s of config.api?.asyncapi ?? []) asyncapi.add(s.source);
  for (const s of config.api?.arazzo ?? []) arazzo.add(s.source);
  return { openapi: openapi.list(), asyncapi: asyncapi.list(), arazzo: arazzo.list(), mdx: [...mdx], overlays };
}
