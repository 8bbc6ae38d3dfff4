/**
 * The results side of site search, loaded when search first opens (never in the up-front bundle): the site's
 * full-text index — `_site/search.json` of a site built or served by the CLI, or built here from the pages and specs
 * of a bare `<api-docs src>` — and its results grouped by page, each with the matching snippet whose matched words
 * are `<mark>`ed (text nodes only, never HTML), plus the reader's recent searches (localStorage). Until the index is
 * there, and if it cannot be had, page titles, paths and methods are searched instead.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import { fetchText } from '../../src/fetch-text.js';
import {
  buildSearchIndex,
  parseSearchIndex,
  searchDocuments,
  searchSite,
  SEARCH_INDEX_FILE,
} from '../../src/search/index.js';
import type { SearchIndex, SearchPageResult, Snippet } from '../../src/search/index.js';
import type { LoadedSite } from './site-loader.js';
import type { SearchEntry, SearchHost, SearchOption, SearchPanel, SearchView } from './search-types.js';
import { isolatedJoin } from '../shared/bidi.js';

const RECENT_KEY = 'api-docs-recent-searches';
const MAX_RECENT = 5;

const styles = css`
  .search-results {
    list-style: none;
    margin: 0.5em 0 0;
    padding: 0;
    max-height: 60vh;
    overflow-y: auto;
  }
  .search-group + .search-group {
    margin-top: 0.5em;
  }
  .search-group-title {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0 0.5em;
    padding: 0.35em 0.5em 0.15em;
    font-weight: 600;
  }
  .search-group-title .search-path {
    font-weight: 400;
  }
  .search-option .search-heading {
    font-weight: 500;
  }
  .search-snippet {
    flex-basis: 100%;
    font-size: 0.875em;
    color: var(--_muted, inherit);
    overflow-wrap: anywhere;
  }
  .search-snippet mark {
    background: color-mix(in srgb, var(--_accent, #0d9373) 25%, transparent);
    color: inherit;
    border-radius: 2px;
    padding: 0 1px;
  }
  .search-section-title {
    margin: 0.75em 0.5em 0.25em;
    font-size: 0.8em;
    font-weight: 600;
    color: var(--_muted, inherit);
  }
`;

function adoptStyles(host: SearchHost): void {
  const root = host.shadowRoot;
  const sheet = styles.styleSheet;
  if (root === null || sheet === undefined || root.adoptedStyleSheets.includes(sheet)) return;
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

function readRecent(): string[] {
  try {
    const value = JSON.parse(localStorage.getItem(RECENT_KEY) ?? '[]') as unknown;
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string').slice(0, MAX_RECENT) : [];
  } catch {
    return [];
  }
}

function writeRecent(query: string): void {
  const trimmed = query.trim();
  if (trimmed === '') return;
  const list = [trimmed, ...readRecent().filter((q) => q !== trimmed)].slice(0, MAX_RECENT);
  try {
    localStorage.setItem(RECENT_KEY, JSON.stringify(list));
  } catch {
    /* storage off: nothing remembered */
  }
}

/** Page titles, paths and methods containing every word (the search before, or without, the index). */
export function filterEntries(entries: readonly SearchEntry[], query: string, limit = 50): SearchEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const rank = (e: SearchEntry): number => {
    const title = e.title.toLowerCase();
    if (title.startsWith(words[0]!)) return 0;
    return words.every((w) => title.includes(w)) ? 1 : 2;
  };
  return entries
    .filter((e) => words.every((w) => e.haystack.includes(w)))
    .map((e, i) => ({ e, i, r: rank(e) }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .slice(0, limit)
    .map((x) => x.e);
}

/** The site's index: the CLI's file for a site read from its manifest, else built here from its pages and specs. */
async function loadIndex(site: LoadedSite, visible: ReadonlySet<string>): Promise<SearchIndex | undefined> {
  if (site.source === 'manifest') return parseSearchIndex(await fetchText(new URL(SEARCH_INDEX_FILE, site.url).href));
  const whole = site.rest === undefined ? site : await site.rest;
  const documents = await searchDocuments({
    navigation: whole.navigation,
    pages: whole.pages,
    // The spec loader only for a site assembled here: a built site's index is a file.
    openApi: (url) =>
      import('../../src/openapi/index.js').then(({ loadOpenApi }) => loadOpenApi(url)).catch(() => undefined),
    include: (page) => !page.hidden && page.searchable !== false && visible.has(page.slug),
  });
  return buildSearchIndex(documents);
}

function marked(snippet: Snippet): TemplateResult[] {
  const parts: TemplateResult[] = [];
  let at = 0;
  for (const [from, to] of snippet.marks) {
    parts.push(html`${snippet.text.slice(at, from)}<mark>${snippet.text.slice(from, to)}</mark>`);
    at = to;
  }
  parts.push(html`${snippet.text.slice(at)}`);
  return parts;
}

const methodPill = (method: string | undefined): TemplateResult | typeof nothing =>
  method === undefined || method === ''
    ? nothing
    : html`<span class=${`nav-method method-${method}`}>${method.toUpperCase()}</span>`;

interface Rendered {
  readonly template: TemplateResult;
  readonly options: readonly SearchOption[];
}

class Panel implements SearchPanel {
  private readonly indexes = new WeakMap<object, { value?: SearchIndex | null }>();

  constructor(private readonly host: SearchHost) {
    adoptStyles(host);
  }

  remember(query: string): void {
    writeRecent(query);
  }

  /** The index of a site: undefined while it loads, null when there is none. */
  private index(site: LoadedSite, entries: readonly SearchEntry[]): SearchIndex | null | undefined {
    const key = site.rest ?? site;
    let state = this.indexes.get(key);
    if (state === undefined) {
      const made: { value?: SearchIndex | null } = {};
      state = made;
      this.indexes.set(key, made);
      loadIndex(site, new Set(entries.map((e) => e.slug)))
        .then((index) => (made.value = index ?? null))
        .catch(() => (made.value = null))
        .finally(() => this.host.requestUpdate());
    }
    return state.value;
  }

  renderResults(view: SearchView): Rendered {
    const { controller, entries, site } = view;
    const query = controller.query;
    const index = site === undefined ? null : this.index(site, entries);
    if (query.trim() === '') return this.renderRecent(controller.active);
    if (index === undefined || index === null) {
      const rendered = this.renderTitles(filterEntries(entries, query), controller.active, query);
      if (index === null) return rendered;
      return {
        ...rendered,
        template: html`${rendered.template}<p class="search-empty" role="status">Loading the search index…</p>`,
      };
    }
    const visible = new Set(entries.map((e) => e.slug));
    return this.renderGroups(
      searchSite(index, query).filter((r) => visible.has(r.slug)),
      controller.active,
      query,
    );
  }

  private option(i: number, active: number, option: SearchOption, body: TemplateResult): TemplateResult {
    return html`<div
      class="search-option"
      part="search-result"
      id=${`search-option-${i}`}
      role="option"
      aria-selected=${i === active ? 'true' : 'false'}
      data-slug=${option.slug ?? nothing}
      data-anchor=${option.anchor ?? nothing}
      data-query=${option.query ?? nothing}
    >${body}</div>`;
  }

  private listbox(label: string, content: unknown): TemplateResult {
    return html`<div class="search-results" id="search-results" role="listbox" aria-label=${label}>${content}</div>`;
  }

  private renderGroups(results: readonly SearchPageResult[], active: number, query: string): Rendered {
    if (results.length === 0) return this.nothingFound(query);
    const options: SearchOption[] = [];
    const groups = results.map((page) => {
      const hits = page.hits.map((hit) => {
        const option = { slug: page.slug, ...(hit.anchor === '' ? {} : { anchor: hit.anchor }) };
        options.push(option);
        return this.option(
          options.length - 1,
          active,
          option,
          html`${hit.heading === '' ? nothing : html`<span class="search-heading">${hit.heading}</span>`}
            <span class="search-snippet">${marked(hit.snippet)}</span>`,
        );
      });
      return html`<div class="search-group" role="group" aria-label=${page.title}>
        <div class="search-group-title" aria-hidden="true">
          ${methodPill(page.method)}<span class="search-title">${page.title}</span>
          <span class="search-path">${[page.crumbs, page.path].filter(Boolean).join(' · ')}</span>
        </div>
        ${hits}
      </div>`;
    });
    return { template: this.listbox('Results', groups), options };
  }

  private renderTitles(found: readonly SearchEntry[], active: number, query: string): Rendered {
    if (found.length === 0) return this.nothingFound(query);
    const options = found.map((e) => ({ slug: e.slug }));
    const items = found.map((entry, i) =>
      this.option(
        i,
        active,
        options[i]!,
        html`${methodPill(entry.method)}<span class="search-title">${entry.title}</span>
          <span class="search-path">${isolatedJoin(entry.breadcrumbs, ' › ')} · <bdi dir="ltr">${entry.path}</bdi></span>`,
      ),
    );
    return { template: this.listbox('Pages', items), options };
  }

  private renderRecent(active: number): Rendered {
    const recent = readRecent();
    if (recent.length === 0)
      return {
        template: html`<p class="search-empty">Search guides, operations, parameters and fields.</p>`,
        options: [],
      };
    const options = recent.map((query) => ({ query }));
    const items = recent.map((query, i) =>
      this.option(i, active, options[i]!, html`<span class="search-title">${query}</span>`),
    );
    return {
      template: html`<p class="search-section-title" id="search-recent">Recent searches</p>
        <div class="search-results" id="search-results" role="listbox" aria-labelledby="search-recent">${items}</div>`,
      options,
    };
  }

  private nothingFound(query: string): Rendered {
    return { template: html`<p class="search-empty" role="status">Nothing matches “${query}”.</p>`, options: [] };
  }
}

export function searchPanel(host: SearchHost): SearchPanel {
  return new Panel(host);
}
