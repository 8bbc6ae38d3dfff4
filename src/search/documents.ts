/**
 * A site → the documents of its search index: one per section of a guide page (the text under each h2/h3), one per
 * operation page (summary, operationId, method and path, description, parameter names, body and response property
 * names), one per channel page. The same function runs in `docs build`/`dev` (Node) and in the browser for a bare
 * `<api-docs src>` site, so both find the same things.
 */
import type { ParsedMdxPage } from '../mdx/index.js';
import type { DocsPage, Navigation } from '../navigation/index.js';
import type { OpenApiSpec, ResolvedOperation, Schema } from '../openapi/types.js';
import { htmlSections, htmlToText } from './html-text.js';

/** One entry of the index. `id` is `slug` or `slug#anchor`. */
export interface SearchDocument {
  readonly id: string;
  readonly slug: string;
  /** The heading's id on the page (empty: the page's top). */
  readonly anchor: string;
  /** The page's title. */
  readonly title: string;
  /** The section's heading (empty for a page's top section or an operation). */
  readonly heading: string;
  /** `get`, `post`, …, `webhook`, `channel`; empty for a guide page. */
  readonly method: string;
  /** The operation's path, the channel's address, or `/slug`. */
  readonly path: string;
  readonly operationId: string;
  /** Parameter names, space-separated. */
  readonly params: string;
  /** Property names of the request body and responses, space-separated. */
  readonly properties: string;
  /** The readable text: an operation's description and parameters (at most `TEXT_LIMIT` characters), or one chunk of a guide section (at most `CHUNK` characters; a long section is several documents). */
  readonly text: string;
  /** The page's breadcrumbs (tab › group), for display. */
  readonly crumbs: string;
  /** The page's ranking multiplier (`boost`; absent: 1). Not indexed: it scales the page's matches. */
  readonly boost?: number;
}

/** What documents are made from: the page tree and each page's parsed MDX or operation. */
export interface SearchSource {
  readonly navigation: Pick<Navigation, 'pages' | 'order'>;
  readonly pages: ReadonlyMap<
    string,
    { readonly mdx?: ParsedMdxPage; readonly operation?: { readonly specUrl: string; readonly id: string } }
  >;
  /** The loaded OpenAPI file at a URL (memoised by the caller), or undefined when it cannot be loaded. */
  readonly openApi: (url: string) => Promise<OpenApiSpec | undefined>;
  /** Keeps a page out of the index (hidden, restricted). Default: pages not `hidden`. */
  readonly include?: (page: DocsPage) => boolean;
}

export const TEXT_LIMIT = 2000;
const MAX_PROPERTIES = 200;

/** A guide section is indexed and stored in pieces of about this many characters, so every word is found and shown. */
export const CHUNK = 600;
const MAX_CHUNKS = 200;

/** `text` in pieces of at most `CHUNK` characters, cut at a sentence end or a space where there is one. */
export function chunks(text: string): string[] {
  const out: string[] = [];
  let rest = text;
  while (rest.length > CHUNK && out.length < MAX_CHUNKS) {
    const window = rest.slice(0, CHUNK);
    const sentence = Math.max(window.lastIndexOf('. '), window.lastIndexOf('? '), window.lastIndexOf('! '));
    const cut =
      sentence > CHUNK / 2 ? sentence + 1 : window.lastIndexOf(' ') > CHUNK / 2 ? window.lastIndexOf(' ') : CHUNK;
    out.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest !== '' || out.length === 0) out.push(rest);
  return out;
}

const clip = (text: string): string => (text.length > TEXT_LIMIT ? `${text.slice(0, TEXT_LIMIT)}…` : text);

const base = (page: DocsPage): Omit<SearchDocument, 'text' | 'heading' | 'anchor' | 'id'> => ({
  slug: page.slug,
  title: page.title,
  method:
    page.kind === 'mdx'
      ? (page.method ?? '')
      : page.kind === 'asyncapi'
        ? 'channel'
        : page.kind === 'arazzo'
          ? 'workflow'
          : page.method,
  path:
    page.kind === 'asyncapi'
      ? (page.address ?? page.channel)
      : page.kind === 'mdx'
        ? `/${page.slug}`
        : page.kind === 'arazzo'
          ? page.workflowId
          : page.path,
  operationId: page.kind === 'openapi' || page.kind === 'webhook' ? (page.summary.operationId ?? '') : '',
  params: '',
  properties: '',
  crumbs: page.breadcrumbs.join(' › '),
  ...(page.boost === undefined ? {} : { boost: page.boost }),
});

/** Property names of a schema, nested ones included, breadth first and bounded (circular markers are not followed). */
export function propertyNames(schemas: readonly (Schema | undefined)[], limit = MAX_PROPERTIES): string[] {
  const names = new Set<string>();
  const queue = schemas.filter((s): s is Schema => s !== undefined);
  const seen = new Set<Schema>();
  while (queue.length > 0 && names.size < limit) {
    const schema = queue.shift()!;
    if (seen.has(schema)) continue;
    seen.add(schema);
    for (const [name, child] of Object.entries(schema.properties ?? {})) {
      names.add(name);
      queue.push(child);
    }
    for (const list of [schema.allOf, schema.oneOf, schema.anyOf]) queue.push(...(list ?? []));
    if (schema.items !== undefined) queue.push(schema.items);
    if (typeof schema.additionalProperties === 'object') queue.push(schema.additionalProperties);
  }
  return [...names].slice(0, limit);
}

function operationText(op: ResolvedOperation): string {
  const params = op.parameters.map(
    (p) => `${p.name} (${p.in})${p.description === undefined ? '' : `: ${p.description}`}`,
  );
  // Callback names and summaries (`petAdopted: A pet was adopted`): a reader searches for the event too.
  const callbacks = (op.callbacks ?? []).flatMap((c) =>
    c.operations.map((o) => `${c.name}${o.summary === undefined ? '' : `: ${o.summary}`}`),
  );
  return [op.description ?? '', ...params, op.requestBody?.description ?? '', ...callbacks].filter(Boolean).join(' · ');
}

function operationDocument(page: DocsPage, op: ResolvedOperation | undefined): SearchDocument {
  const summary = page.kind === 'openapi' || page.kind === 'webhook' ? page.summary : undefined;
  const schemas = [
    ...(op?.requestBody?.content.map((m) => m.schema) ?? []),
    ...(op?.responses.flatMap((r) => r.content.map((m) => m.schema)) ?? []),
  ];
  return {
    ...base(page),
    id: page.slug,
    anchor: '',
    heading: '',
    params: op?.parameters.map((p) => p.name).join(' ') ?? '',
    properties: propertyNames(schemas).join(' '),
    text: clip(op === undefined ? (summary?.description ?? '') : operationText(op)),
  };
}

function mdxDocuments(page: DocsPage, mdx: ParsedMdxPage): SearchDocument[] {
  const description = mdx.frontmatter.description ?? '';
  return htmlSections(mdx.html).flatMap((section, index) => {
    const id = section.anchor === '' ? page.slug : `${page.slug}#${section.anchor}`;
    const text = index === 0 && description !== '' ? `${description} ${section.text}` : section.text;
    return chunks(text).map((piece, n) => ({
      ...base(page),
      id: n === 0 ? id : `${id}~${n}`,
      anchor: section.anchor,
      heading: section.heading,
      text: piece,
    }));
  });
}

async function resolved(source: SearchSource, slug: string): Promise<ResolvedOperation | undefined> {
  const target = source.pages.get(slug)?.operation;
  if (target === undefined) return undefined;
  try {
    return await (await source.openApi(target.specUrl))?.resolveOperation(target.id);
  } catch {
    return undefined;
  }
}

/** Every document of a site, in navigation order; a page listed twice (a second tab) is indexed once. */
export async function searchDocuments(source: SearchSource): Promise<SearchDocument[]> {
  const include = source.include ?? ((page: DocsPage) => !page.hidden && page.searchable !== false);
  const documents: SearchDocument[] = [];
  const ids = new Set<string>();
  for (const slug of source.navigation.order) {
    const page = source.navigation.pages.get(slug);
    if (page === undefined || page.canonical !== undefined || !include(page)) continue;
    const mdx = source.pages.get(slug)?.mdx;
    const op = await resolved(source, slug);
    let made: SearchDocument[];
    if (op !== undefined || page.kind === 'openapi' || page.kind === 'webhook') {
      const doc = operationDocument(page, op);
      // An MDX page with `openapi:` keeps its own text too.
      made = mdx === undefined ? [doc] : [{ ...doc, text: clip(`${htmlToText(mdx.html)} ${doc.text}`) }];
    } else if (mdx !== undefined) made = mdxDocuments(page, mdx);
    else made = [{ ...base(page), id: slug, anchor: '', heading: '', text: '' }];
    for (const doc of made) {
      if (ids.has(doc.id)) continue;
      ids.add(doc.id);
      documents.push(doc);
    }
  }
  return documents;
}
