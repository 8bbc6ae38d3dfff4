// Full-text search over a site: documents from pages and operations, a minisearch index, grouped results.
export { searchDocuments, propertyNames, TEXT_LIMIT } from './documents.js';
export type { SearchDocument, SearchSource } from './documents.js';
export {
  buildSearchIndex,
  parseSearchIndex,
  searchSite,
  serializeSearchIndex,
  SEARCH_INDEX_FILE,
  SEARCH_INDEX_FORMAT,
} from './search-index.js';
export type { SearchHit, SearchIndex, SearchPageResult } from './search-index.js';
export { makeSnippet, matchRanges, queryTerms } from './snippet.js';
export type { Snippet } from './snippet.js';
export { htmlSections, htmlToText, decodeEntities } from './html-text.js';
export { siteSearchSource } from './site-source.js';
