/**
 * The site manifest: what `<api-docs>` needs before it shows any page — the config, the page tree and each page's
 * settings and targets — in one small JSON file that `docs dev` serves and `docs build` writes. With it, a page load
 * fetches the manifest and then only the page shown: its parsed MDX (one JSON file per MDX page) or its spec.
 */
import type { DocsConfig } from '../config/index.js';
import type { ParsedMdxPage } from '../mdx/index.js';
import { pagePathOf } from '../navigation/page-file.js';
import type { DocsPage, Navigation } from '../navigation/index.js';
import type { AssembledSite, SitePage } from './types.js';

export const MANIFEST_FORMAT = 1;
/** Where the manifest and the page files live, relative to docs.json. */
export const MANIFEST_DIR = '_site';
export const MANIFEST_FILE = `${MANIFEST_DIR}/manifest.json`;

/** A page as the manifest holds it: spec and MDX locations relative to docs.json, the MDX body in its own file. */
export interface ManifestPage {
  /** Index into the manifest's `settings`: most pages share a few. */
  readonly settings: number;
  readonly endpoint?: SitePage['endpoint'];
  readonly operation?: { readonly spec: string; readonly id: string };
  readonly channel?: { readonly spec: string; readonly id: string };
  /** A schema reference page's OpenAPI file and schema name. */
  readonly schema?: { readonly spec: string; readonly name: string };
  /** A workflow page's Arazzo file and workflowId. */
  readonly workflow?: { readonly spec: string; readonly id: string };
  /** The page's parsed MDX, as a file relative to docs.json (`_site/pages/guides/auth.json`). */
  readonly mdx?: string;
  readonly changes?: SitePage['changes'];
  readonly directory?: SitePage['directory'];
  readonly updated?: string;
}

export interface SiteManifest {
  readonly format: typeof MANIFEST_FORMAT;
  readonly config: DocsConfig;
  readonly navigation: {
    readonly tree: Navigation['tree'];
    readonly pages: readonly (readonly [string, PackedPage])[];
    readonly order: readonly string[];
  };
  readonly settings: readonly SitePage['settings'][];
  readonly pages: readonly (readonly [string, ManifestPage])[];
}

/** `guides/auth.mdx` (or `guides/auth.md`) → `_site/pages/guides/auth.json`. */
export function mdxPageFile(mdxFile: string): string {
  return `${MANIFEST_DIR}/pages/${pagePathOf(mdxFile)}.json`;
}

/** A navigation record as the manifest stores it: its slug is its key, and fields at their default are left out. */
type PackedPage = Record<string, unknown>;

const NO_DOCS = { metadata: {}, codeSamples: [], hidden: false, excluded: false };

/**
 * Leaves out what the reader can restore (`unpack`) and what a page reads from its spec when shown: an operation's
 * description, raw extensions (already read into `docs`) and summary line. On a large site this is most of the file.
 */
function pack(page: DocsPage): PackedPage {
  const { slug: _slug, sidebarTitle, hidden, deprecated, ...rest } = page;
  const packed: PackedPage = { ...rest };
  if (sidebarTitle !== page.title) packed['sidebarTitle'] = sidebarTitle;
  if (hidden) packed['hidden'] = true;
  if (deprecated) packed['deprecated'] = true;
  if (page.kind === 'openapi' || page.kind === 'webhook') {
    const { operationId, tags, pointer } = page.summary;
    packed['summary'] = {
      tags,
      pointer,
      ...(operationId === undefined ? {} : { operationId }),
      // The page may be marked deprecated where its operation is not (x-docs metadata), or the other way.
      ...(page.summary.deprecated === deprecated ? {} : { deprecated: page.summary.deprecated }),
    };
    if (JSON.stringify(page.docs) === JSON.stringify(NO_DOCS)) delete packed['docs'];
  }
  return packed;
}

function unpack(slug: string, packed: PackedPage): DocsPage {
  const page = { ...packed, slug } as Record<string, unknown>;
  page['sidebarTitle'] ??= page['title'];
  page['hidden'] ??= false;
  page['deprecated'] ??= false;
  if (page['kind'] === 'openapi' || page['kind'] === 'webhook') {
    page['docs'] ??= NO_DOCS;
    const kept = page['summary'] as { tags: string[]; pointer: string; operationId?: string; deprecated?: boolean };
    page['summary'] = {
      id: page['operation'],
      kind: page['kind'] === 'webhook' ? 'webhook' : 'operation',
      method: page['method'],
      path: page['path'],
      deprecated: page['deprecated'],
      extensions: {},
      ...kept,
    };
  }
  return page as unknown as DocsPage;
}

/**
 * The manifest of an assembled site. `relative` turns a spec's URL (as the reader gave it) into a path relative to
 * docs.json, so the browser resolves it against wherever the site is served.
 */
export function toManifest(site: AssembledSite, relative: (url: string) => string): SiteManifest {
  const settings: SitePage['settings'][] = [];
  const settingsIndex = new Map<string, number>();
  const indexOf = (value: SitePage['settings']): number => {
    const key = JSON.stringify(value);
    let index = settingsIndex.get(key);
    if (index === undefined) {
      index = settings.push(value) - 1;
      settingsIndex.set(key, index);
    }
    return index;
  };
  const pages = [...site.pages].map(([slug, page]) => {
    const nav = site.navigation.pages.get(slug);
    const entry: ManifestPage = {
      settings: indexOf(page.settings),
      ...(page.endpoint === undefined ? {} : { endpoint: page.endpoint }),
      ...(page.operation === undefined
        ? {}
        : { operation: { spec: relative(page.operation.specUrl), id: page.operation.id } }),
      ...(page.channel === undefined ? {} : { channel: { spec: relative(page.channel.specUrl), id: page.channel.id } }),
      ...(page.schema === undefined ? {} : { schema: { spec: relative(page.schema.specUrl), name: page.schema.name } }),
      ...(page.workflow === undefined
        ? {}
        : { workflow: { spec: relative(page.workflow.specUrl), id: page.workflow.id } }),
      ...(nav?.kind === 'mdx' && page.mdx !== undefined ? { mdx: mdxPageFile(nav.file) } : {}),
      ...(page.changes === undefined ? {} : { changes: page.changes }),
      ...(page.directory === undefined ? {} : { directory: page.directory }),
      ...(page.updated === undefined ? {} : { updated: page.updated }),
    };
    return [slug, entry] as const;
  });
  return {
    format: MANIFEST_FORMAT,
    config: site.config,
    navigation: {
      tree: site.navigation.tree,
      pages: [...site.navigation.pages].map(([slug, page]) => [slug, pack(page)] as const),
      order: site.navigation.order,
    },
    settings,
    pages,
  };
}

/** What a page file holds: the parsed MDX the browser would otherwise parse itself (findings are the CLI's). */
export function toPageFile(page: ParsedMdxPage): ParsedMdxPage {
  return { ...page, diagnostics: [] };
}

/** A site read back from its manifest; MDX pages carry `mdxUrl` until their body is fetched. */
export interface ManifestSite {
  readonly config: DocsConfig;
  readonly navigation: Navigation;
  readonly pages: ReadonlyMap<string, SitePage>;
}

/** The manifest's text → the site, every location resolved against docs.json's URL. Throws on another format. */
export function fromManifest(text: string, docsJsonUrl: string): ManifestSite {
  const manifest = JSON.parse(text) as SiteManifest;
  if (manifest?.format !== MANIFEST_FORMAT) throw new Error(`Not a site manifest of format ${MANIFEST_FORMAT}.`);
  const resolve = (path: string): string => new URL(path, docsJsonUrl).href;
  const pages = new Map<string, SitePage>();
  for (const [slug, page] of manifest.pages) {
    const settings = manifest.settings[page.settings];
    if (settings === undefined)
      throw new Error(`The manifest names settings ${page.settings}, which it does not hold.`);
    pages.set(slug, {
      settings,
      ...(page.endpoint === undefined ? {} : { endpoint: page.endpoint }),
      ...(page.operation === undefined
        ? {}
        : { operation: { specUrl: resolve(page.operation.spec), id: page.operation.id } }),
      ...(page.channel === undefined ? {} : { channel: { specUrl: resolve(page.channel.spec), id: page.channel.id } }),
      ...(page.schema === undefined ? {} : { schema: { specUrl: resolve(page.schema.spec), name: page.schema.name } }),
      ...(page.workflow === undefined
        ? {}
        : { workflow: { specUrl: resolve(page.workflow.spec), id: page.workflow.id } }),
      ...(page.mdx === undefined ? {} : { mdxUrl: resolve(page.mdx) }),
      ...(page.changes === undefined ? {} : { changes: page.changes }),
      ...(page.directory === undefined ? {} : { directory: page.directory }),
      ...(page.updated === undefined ? {} : { updated: page.updated }),
    });
  }
  return {
    config: manifest.config,
    navigation: {
      tree: manifest.navigation.tree,
      pages: new Map(manifest.navigation.pages.map(([slug, page]) => [slug, unpack(slug, page)] as const)),
      order: manifest.navigation.order,
      diagnostics: [],
    },
    pages,
  };
}
