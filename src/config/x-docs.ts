/**
 * The `x-docs` operation extension (this library's), plus the common `x-hidden`, `x-excluded`
 * and `x-codeSamples` (alias `x-code-samples`) extensions:
 *
 * ```yaml
 * x-docs:
 *   metadata: { title, sidebarTitle, description, deprecated, playground, authMethod, groups, public, hidden }
 *   content: "Markdown shown above the generated reference."
 *   href: "guides/create-a-pet"        # the page URL (slug), instead of api-reference/<tag>/<operation>
 *   codeSamples: [{ lang: python, label: "SDK", source: "client.pets.create()" }]
 * ```
 * Hand-written `codeSamples` replace the generated snippets for their languages.
 *
 * Mintlify's `x-mint` is read exactly like `x-docs` (`metadata`, `content`, `href`), plus `groups` (who may see the
 * operation, as `metadata.groups`); `mcp` (Mintlify's hosted MCP tool settings) is a warning that it is not used.
 * Where both are written, `x-docs` wins field by field.
 */
import type { Diagnostic } from '../diagnostics.js';
import { ConfigReader } from './config-reader.js';
import { PAGE_METADATA_FIELDS, readPageMetadata } from './page-metadata.js';
import type { PageMetadata } from './page-metadata.js';

export interface CodeSample {
  /** Language id, lower-cased (`curl`, `python`, `javascript`, …). */
  readonly lang: string;
  readonly label?: string;
  readonly source: string;
}

export interface OperationDocs {
  readonly metadata: PageMetadata;
  /** Markdown, to be rendered through the sanitising markdown module. */
  readonly content?: string;
  /** The page slug, without leading or trailing slashes. */
  readonly href?: string;
  readonly codeSamples: readonly CodeSample[];
  /** `x-hidden` or `x-docs.metadata.hidden`: a page is built but not listed. */
  readonly hidden: boolean;
  /** `x-excluded`: no page at all. */
  readonly excluded: boolean;
}

export const X_DOCS_FIELDS = ['metadata', 'content', 'href', 'codeSamples'] as const;
export const X_MINT_FIELDS = ['metadata', 'content', 'href', 'groups', 'mcp'] as const;

/** A slug a page may claim: path segments of letters, digits, `-`, `_`, `.` (no `..`, no scheme). */
export function normaliseHref(href: string): string | undefined {
  const slug = href.trim().replace(/^\/+|\/+$/g, '');
  if (slug === '' || !/^[A-Za-z0-9._~-]+(\/[A-Za-z0-9._~-]+)*$/.test(slug)) return undefined;
  if (slug.split('/').some((segment) => segment === '.' || segment === '..')) return undefined;
  return slug;
}

/**
 * Reads the documentation extensions of one operation. `pointer` is the operation's JSON pointer
 * in its spec (`OperationSummary.pointer`), `file` the spec's path; diagnostics carry both.
 */
export function readOperationDocs(
  extensions: Readonly<Record<string, unknown>>,
  file?: string,
  pointer = '',
): { docs: OperationDocs; diagnostics: readonly Diagnostic[] } {
  const r = new ConfigReader(file);
  const xDocs = readExtension(r, extensions, 'x-docs', pointer);
  const xMint = readExtension(r, extensions, 'x-mint', pointer);
  const metadata: PageMetadata = { ...xMint.metadata, ...xDocs.metadata };
  const content = xDocs.content ?? xMint.content;
  const href = xDocs.href ?? xMint.href;
  const codeSamples: CodeSample[] = [...xDocs.codeSamples];
  // x-docs.codeSamples wins; the common extensions fill in languages it does not cover.
  for (const key of ['x-codeSamples', 'x-code-samples']) {
    for (const sample of readCodeSamples(r, extensions[key], `${pointer}/${key}`)) {
      if (!codeSamples.some((s) => s.lang === sample.lang && s.label === sample.label)) codeSamples.push(sample);
    }
  }
  const hidden = r.boolean(extensions['x-hidden'], `${pointer}/x-hidden`) === true || metadata.hidden === true;
  const excluded = r.boolean(extensions['x-excluded'], `${pointer}/x-excluded`) === true;
  const docs: OperationDocs = {
    metadata,
    ...(content === undefined ? {} : { content }),
    ...(href === undefined ? {} : { href }),
    codeSamples,
    hidden,
    excluded,
  };
  return { docs, diagnostics: r.diagnostics };
}

function readCodeSamples(r: ConfigReader, value: unknown, pointer: string): CodeSample[] {
  const list = r.list(value, pointer);
  const out: CodeSample[] = [];
  list?.forEach((item, i) => {
    const sample = r.object(item, `${pointer}/${i}`);
    if (sample === undefined) return;
    const lang = r.string(sample['lang'], `${pointer}/${i}/lang`);
    const label = r.string(sample['label'], `${pointer}/${i}/label`);
    // Source code keeps its whitespace: only its type is checked.
    const source = typeof sample['source'] === 'string' ? sample['source'] : undefined;
    if (lang === undefined || source === undefined) {
      r.report('error', 'x-docs/code-sample', `${pointer}/${i}`, 'A code sample needs `lang` and `source` strings.');
      return;
    }
    out.push({ lang: lang.toLowerCase(), ...(label === undefined ? {} : { label }), source });
  });
  return out;
}

interface ExtensionParts {
  readonly metadata: PageMetadata;
  readonly content?: string;
  readonly href?: string;
  readonly codeSamples: readonly CodeSample[];
}

/** `x-docs` or `x-mint` of one operation, each field checked where it is written. */
function readExtension(
  r: ConfigReader,
  extensions: Readonly<Record<string, unknown>>,
  name: 'x-docs' | 'x-mint',
  pointer: string,
): ExtensionParts {
  const at = `${pointer}/${name}`;
  const object = r.object(extensions[name], at);
  if (object === undefined) return { metadata: {}, codeSamples: [] };
  r.unknownFields(object, at, name === 'x-docs' ? X_DOCS_FIELDS : X_MINT_FIELDS, name);
  let metadata: PageMetadata = {};
  const meta = r.object(object['metadata'], `${at}/metadata`);
  if (meta !== undefined) {
    // Mintlify's x-mint.metadata takes any frontmatter field but `openapi`.
    r.unknownFields(meta, `${at}/metadata`, PAGE_METADATA_FIELDS, `${name}.metadata`);
    metadata = readPageMetadata(r, meta, `${at}/metadata`);
  }
  if (name === 'x-mint') {
    const groups = r.strings(object['groups'], `${at}/groups`);
    if (groups !== undefined && metadata.groups === undefined) metadata = { ...metadata, groups };
    if (object['mcp'] !== undefined) {
      r.report(
        'warning',
        'x-docs/not-supported',
        `${at}/mcp`,
        "`x-mint.mcp` (the operation as a tool of Mintlify's hosted MCP server) is not used: `docs mcp` serves every operation of the site.",
      );
    }
  }
  const content = r.string(object['content'], `${at}/content`);
  const rawHref = r.string(object['href'], `${at}/href`);
  const href = rawHref === undefined ? undefined : normaliseHref(rawHref);
  if (rawHref !== undefined && href === undefined) {
    r.report(
      'error',
      'x-docs/href',
      `${at}/href`,
      `\`${name}.href\` must be a page path such as "guides/create-pet"; got ${JSON.stringify(rawHref)}.`,
    );
  }
  const codeSamples = name === 'x-docs' ? readCodeSamples(r, object['codeSamples'], `${at}/codeSamples`) : [];
  return {
    metadata,
    ...(content === undefined ? {} : { content }),
    ...(href === undefined ? {} : { href }),
    codeSamples,
  };
}
