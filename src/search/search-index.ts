/**
 * The site's full-text index (minisearch): built once by `docs build` / `docs dev` (or in the browser for a bare
 * `<api-docs src>`), stored as JSON, loaded when search opens. A query returns pages, best first, each with the
 * sections that match and a snippet whose matches are marked.
 */
import MiniSearch from 'minisearch';
import type { Options, SearchResult } from 'minisearch';
import type { SearchDocument } from './documents.js';
import { makeSnippet, queryTerms } from './snippet.js';
import type { Snippet } from './snippet.js';

/** Bumped when the stored shape changes: a reader ignores an index of another format. */
export const SEARCH_INDEX_FORMAT = 3;
/** Where `docs build` writes the index and `docs dev` serves it, relative to docs.json. */
export const SEARCH_INDEX_FILE = '_site/search.json';

const FIELDS = ['title', 'heading', 'method', 'operationId', 'path', 'params', 'properties', 'text'] as const;
// What a result shows of a document; what it shows of its page (title, method, path, breadcrumbs) is kept once per
// page beside the index (`pages`), not once per section.
const STORED = ['slug', 'anchor', 'heading', 'operationId', 'params', 'properties', 'text'] as const;
const PAGE_FIELDS = ['title', 'method', 'path', 'crumbs'] as const;
type PageInfo = Record<(typeof PAGE_FIELDS)[number], string> & {
  /** Mintlify's `boost`: every match on the page scores this many times as much. */
  readonly boost?: number;
};

/** Paths and identifiers split at `/`, `{}`, `.`, `-`, `_` and case changes too, so `userId` finds `user`. */
function tokenize(text: string): string[] {
  const words = text.match(/[\p{L}\p{N}_]+/gu) ?? [];
  const out: string[] = [];
  for (const word of words) {
    out.push(word);
    const parts = word.split(/_|(?<=[a-z0-9])(?=[A-Z])/).filter((p) => p !== '' && p !== word);
    out.push(...parts);
  }
  return out;
}

const OPTIONS: Options<SearchDocument> = {
  fields: [...FIELDS],
  storeFields: [...STORED],
  tokenize,
  processTerm: (term) => term.toLowerCase(),
  searchOptions: {
    // A query word is matched whole (`userId`), while the index also holds its parts (`user`, `id`).
    tokenize: (text) => text.match(/[\p{L}\p{N}_]+/gu) ?? [],
    boost: { title: 4, operationId: 3, heading: 2.5, path: 2, params: 2, properties: 1.5, method: 1, text: 1 },
    prefix: (term) => term.length > 1,
    fuzzy: (term) => (term.length > 4 ? 0.2 : false),
  },
};

export interface SearchIndex {
  readonly format: typeof SEARCH_INDEX_FORMAT;
  readonly index: MiniSearch<SearchDocument>;
  /** Each page's title, method, path and breadcrumbs, by slug. */
  readonly pages: ReadonlyMap<string, PageInfo>;
}

export function buildSearchIndex(documents: readonly SearchDocument[]): SearchIndex {
  const index = new MiniSearch<SearchDocument>(OPTIONS);
  index.addAll(documents as SearchDocument[]);
  const pages = new Map<string, PageInfo>();
  for (const d of documents)
    if (!pages.has(d.slug))
      pages.set(d.slug, {
        title: d.title,
        method: d.method,
        path: d.path,
        crumbs: d.crumbs,
        ...(d.boost === undefined ? {} : { boost: d.boost }),
      });
  return { format: SEARCH_INDEX_FORMAT, index, pages };
}

/** The index as the JSON text `docs build` writes. */
export function serializeSearchIndex(search: SearchIndex): string {
  const pages = [...search.pages].map(([slug, info]) => [
    slug,
    ...PAGE_FIELDS.map((f) => info[f]),
    ...(info.boost === undefined ? [] : [info.boost]),
  ]);
  return JSON.stringify({ format: SEARCH_INDEX_FORMAT, pages, index: search.index.toJSON() });
}

/** An index read back from its JSON text; undefined when it is not one of this format. */
export function parseSearchIndex(text: string): SearchIndex | undefined {
  try {
    const value = JSON.parse(text) as { format?: unknown; index?: unknown; pages?: unknown };
    if (value.format !== SEARCH_INDEX_FORMAT || typeof value.index !== 'object' || value.index === null)
      return undefined;
    return {
      format: SEARCH_INDEX_FORMAT,
      index: MiniSearch.loadJS<SearchDocument>(value.index as Parameters<typeof MiniSearch.loadJS>[0], OPTIONS),
      pages: new Map(
        (Array.isArray(value.pages) ? (value.pages as unknown[][]) : []).map(
          ([slug, title, method, path, crumbs, boost]) => [
            String(slug ?? ''),
            {
              title: String(title ?? ''),
              method: String(method ?? ''),
              path: String(path ?? ''),
              crumbs: String(crumbs ?? ''),
              ...(typeof boost === 'number' && boost > 0 ? { boost } : {}),
            },
          ],
        ),
      ),
    };
  } catch {
    return undefined;
  }
}

/** One matching place on a page: a section of a guide, or the operation itself. */
export interface SearchHit {
  readonly anchor: string;
  readonly heading: string;
  readonly snippet: Snippet;
  /** Where the match was found: `text`, `params`, `title`, … (the first matching field). */
  readonly field: string;
}

/** One page of the results, with its best hits. */
export interface SearchPageResult {
  readonly slug: string;
  readonly title: string;
  readonly method: string;
  readonly path: string;
  readonly crumbs: string;
  readonly hits: readonly SearchHit[];
}

type Stored = Record<(typeof STORED)[number] | (typeof PAGE_FIELDS)[number], string>;

/** The field text a snippet is cut from: the field that matched, as a reader would read it. */
function snippetOf(
  doc: Stored,
  fields: readonly string[],
  terms: readonly string[],
): { field: string; snippet: Snippet } {
  const order = ['text', 'params', 'properties', 'operationId', 'path', 'heading', 'title', 'method'];
  const field = order.find((f) => fields.includes(f)) ?? 'text';
  const label: Record<string, string> = {
    params: 'Parameters: ',
    properties: 'Fields: ',
    operationId: 'operationId: ',
  };
  const value =
    field === 'params' || field === 'properties'
      ? doc[field].split(' ').join(', ')
      : (doc[field as keyof Stored] ?? '');
  const source = field === 'heading' || field === 'title' || field === 'method' ? doc.text || value : value;
  const snippet = makeSnippet(source, terms);
  const prefix = label[field] ?? '';
  if (prefix === '' || field === 'text') return { field, snippet };
  return {
    field,
    snippet: {
      text: `${prefix}${snippet.text}`,
      marks: snippet.marks.map(([a, b]) => [a + prefix.length, b + prefix.length]),
    },
  };
}

/** Pages matching `query`, best first; every word must match (any word, when that finds nothing). */
export function searchSite(search: SearchIndex, query: string, limit = 20, hitsPerPage = 3): SearchPageResult[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  // A page's `boost` multiplies the score of each of its matches (Mintlify's ranking multiplier).
  const boostDocument = (_id: unknown, _term: string, stored?: Record<string, unknown>): number =>
    search.pages.get(String(stored?.['slug'] ?? ''))?.boost ?? 1;
  let results: SearchResult[] = search.index.search(query, { combineWith: 'AND', boostDocument });
  if (results.length === 0 && terms.length > 1)
    results = search.index.search(query, { combineWith: 'OR', boostDocument });
  const pages = new Map<string, { page: SearchPageResult; hits: SearchHit[] }>();
  for (const result of results) {
    const stored = result as unknown as Record<(typeof STORED)[number], string>;
    const info = search.pages.get(stored.slug) ?? { title: stored.slug, method: '', path: '', crumbs: '' };
    const doc: Stored = { ...info, ...stored };
    let entry = pages.get(doc.slug);
    if (entry === undefined) {
      if (pages.size >= limit) continue;
      const hits: SearchHit[] = [];
      entry = {
        page: { slug: doc.slug, title: doc.title, method: doc.method, path: doc.path, crumbs: doc.crumbs, hits },
        hits,
      };
      pages.set(doc.slug, entry);
    }
    if (entry.hits.length >= hitsPerPage) continue;
    const fields = [...new Set(Object.values(result.match).flat())];
    // Matched words as indexed (a fuzzy or prefix match marks the word found, not the word typed).
    const matched = [...new Set([...terms, ...result.terms.map((t) => t.toLowerCase())])];
    entry.hits.push({ anchor: doc.anchor, heading: doc.heading, ...snippetOf(doc, fields, matched) });
  }
  return [...pages.values()].map((e) => e.page);
}
