/**
 * What the site assembler reads through and what it gives back. The same assembler serves the browser
 * (`<api-docs>`, through fetch) and Node (`docs validate|dev|build` and the proxy, through the file system):
 * only the reader differs.
 */
import type { ArazzoDocument } from '../arazzo/types.js';
import type { DocsConfig, PageSettings } from '../config/index.js';
import type { Diagnostic } from '../diagnostics.js';
import type { MdxEndpointTarget, ParsedMdxPage, RenderOptions } from '../mdx/index.js';
import type { DirectoryListing, Navigation, SpecChannels } from '../navigation/index.js';
import type { OpenApiSpec } from '../openapi/types.js';

/** Where a path named by docs.json or a page is read from, or why it is not read. */
export type Placement = { readonly url: string } | { readonly skip: Diagnostic | undefined };

export interface SiteReader {
  /** Resolves a spec path (`openapi.yaml`, a URL) or a page file (`guides/auth.mdx`, `guides/auth.md`). */
  place(path: string, kind: 'spec' | 'page'): Placement;
  /** How a file is named in findings, given its URL and the path as written. */
  fileName(url: string, written: string): string;
  readText(url: string, signal?: AbortSignal): Promise<string>;
  /**
   * `prepare`, when given, turns the file's text into the text to load (the Overlays docs.json applies to it).
   * `namedBy` says who asked for the file: a reader that validates makes a `page` file's errors warnings.
   */
  loadOpenApi(
    url: string,
    signal?: AbortSignal,
    prepare?: PrepareSpecText,
    namedBy?: SpecNamedBy,
  ): Promise<OpenApiSpec>;
  /** What the navigation needs of an AsyncAPI file (a fully loaded `AsyncApiSpec` fits too). */
  loadAsyncApi(
    url: string,
    signal?: AbortSignal,
    prepare?: PrepareSpecText,
    namedBy?: SpecNamedBy,
  ): Promise<SpecChannels>;
  /**
   * Every page file of the project (`guides/auth.mdx`, `guides/auth.md`): which file each page is, and "did you
   * mean"; absent where none can be listed (a page's file is then found by trying each extension in turn).
   */
  listPageFiles?(): Promise<string[]>;
  /**
   * The OpenAPI descriptions and Overlays the project holds (paths as docs.json writes them), for a docs.json that
   * names no spec and for specs named by file stem; absent where files cannot be listed (a browser).
   */
  findSpecFiles?(): Promise<ProjectSpecFiles>;
  /** How MDX is rendered here (the page's origin, for the media policy). */
  readonly mdxOptions?: RenderOptions;
}

/**
 * Who names a spec file: docs.json (`config`), or only the project — found among its files, or named by a page's
 * frontmatter (`page`). Mintlify publishes a site whose `page` spec is invalid, so its findings are warnings.
 */
export type SpecNamedBy = 'config' | 'page';

/** A spec's text as read → the text to load (its URL names it). */
export type PrepareSpecText = (text: string, url: string) => Promise<string>;

/** What a project's files hold, found by their top-level keys (see src/openapi/document-kind.ts). */
export interface ProjectSpecFiles {
  readonly openapi: readonly string[];
  readonly overlays: readonly string[];
}

/** docs.json as read: its text (findings get lines and columns), or a value already in memory. */
export type DocsJsonInput = { readonly file: string } & (
  | {
      readonly text: string;
      /** Where docs.json is: the base of its `$ref` includes, read through the site's reader. */
      readonly url?: string;
    }
  | {
      readonly value: unknown;
      /** Where the file it was read from holds a docs.json pointer's value (mint.json, converted in memory). */
      readonly locate?: (pointer: string) => { line: number; column: number } | undefined;
    }
);

export interface AssembleInput {
  readonly docsJson: DocsJsonInput;
  readonly reader: SiteReader;
  /**
   * Which listed MDX pages to read (by path, and their place in docs.json's list); the others are left `pending`,
   * titled from their path. Default: all. A browser without a manifest reads the page shown first, the rest after.
   */
  readonly readPage?: (path: string, index: number) => boolean;
  readonly signal?: AbortSignal;
}

/** What one page needs to render, beyond its navigation record. */
export interface SitePage {
  readonly settings: PageSettings;
  /** An MDX page's parsed text. */
  readonly mdx?: ParsedMdxPage;
  /** Where an MDX page's parsed text is fetched from while `mdx` is not loaded yet (a site read from its manifest). */
  readonly mdxUrl?: string;
  /** An MDX page not read yet (see `AssembleInput.readPage`): the rest of the site is still being assembled. */
  readonly pending?: true;
  /** An MDX page's `api` request target (absent when it has none or it is unusable). */
  readonly endpoint?: MdxEndpointTarget;
  /** A generated page, or an MDX page with `openapi:`: the spec's URL and the operation id. */
  readonly operation?: { readonly specUrl: string; readonly id: string };
  /** An MDX page with `openapi-schema:`: the OpenAPI file's URL and the name of the schema it shows. */
  readonly schema?: { readonly specUrl: string; readonly name: string };
  /** A channel page, or an MDX page with `asyncapi:`: the AsyncAPI file's URL and the channel id. */
  readonly channel?: { readonly specUrl: string; readonly id: string };
  /** An MDX page with `arazzo: "<file> <workflowId>"`: the Arazzo file's URL and the workflow it shows. */
  readonly workflow?: { readonly specUrl: string; readonly id: string };
  /** An operation page's entries in a changelog `docs build` computed (src/cli/changelog.ts), newest first. */
  readonly changes?: readonly ChangeMark[];
  /** A group's root page: the group's pages listed under its content (docs.json `directory`). */
  readonly directory?: DirectoryListing;
  /**
   * When the page was last modified (ISO 8601), on a page that shows it (`settings.timestamp`): its frontmatter
   * `lastUpdatedDate`, else what `docs build` / `docs dev` read from git or the file (src/node/file-dates.ts).
   */
  readonly updated?: string;
}

/** "Changed in `version`": a link to the operation's entry on a changelog page (`slug#anchor`). */
export interface ChangeMark {
  readonly version: string;
  readonly slug: string;
  readonly anchor: string;
}

/** A spec file the site names: as written, where it was read from, and what it gave (absent when it failed). */
export interface SiteSpec<T> {
  readonly path: string;
  /** Absent when the reader did not read it (outside the project, a remote file the CLI skips). */
  readonly url?: string;
  readonly spec?: T;
}

export interface AssembledSite {
  readonly config: DocsConfig;
  /** The files docs.json's `$ref`s included, by URL (absent when none). */
  readonly includes?: readonly string[];
  readonly navigation: Navigation;
  /** Page slug → what it renders. */
  readonly pages: ReadonlyMap<string, SitePage>;
  readonly openapi: readonly SiteSpec<OpenApiSpec>[];
  readonly asyncapi: readonly SiteSpec<SpecChannels>[];
  /** Arazzo workflow files, read and checked (their findings are among `diagnostics`). */
  readonly arazzo: readonly SiteSpec<ArazzoDocument>[];
  /** Parsed MDX pages by file (`guides/auth.mdx`, or `guides/auth.md`). */
  readonly mdx: ReadonlyMap<string, ParsedMdxPage>;
  /** Every finding, docs.json first, each once. */
  readonly diagnostics: readonly Diagnostic[];
}
