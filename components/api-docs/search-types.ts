/** The types site search shares between its up-front part (site-search.ts) and its lazy panel (search-panel.ts). */
import type { ReactiveControllerHost, TemplateResult } from 'lit';
import type { LoadedSite } from './site-loader.js';

export interface SearchEntry {
  readonly slug: string;
  readonly title: string;
  readonly method?: string;
  /** The operation path, the channel address, or the page's slug for MDX pages. */
  readonly path: string;
  readonly breadcrumbs: readonly string[];
  readonly haystack: string;
}

/** One choice the keyboard can reach: a page (and heading) to open, or a recent query to run again. */
export interface SearchOption {
  readonly slug?: string;
  readonly anchor?: string;
  readonly query?: string;
}

export interface SearchView {
  /** The search's state: the query typed and the option chosen. */
  readonly controller: { readonly query: string; readonly active: number };
  /** The pages the reader may see (their titles are searched until the index is there, and if it never is). */
  readonly entries: readonly SearchEntry[];
  /** The site: where its index is, or what to build one from. */
  readonly site?: LoadedSite;
  readonly onPick: (slug: string, anchor?: string) => void;
}

/** What `search-panel.ts` gives back: the results of the current query and the options they offer, in order. */
export interface SearchPanel {
  renderResults(view: SearchView): { readonly template: TemplateResult; readonly options: readonly SearchOption[] };
  /** Remembers a query the reader acted on. */
  remember(query: string): void;
}

/**
 * What site search lives in: a controller host with an open shadow root holding the dialog (`<api-docs>`, or on a
 * built page the search island of components/islands/, which draws it into the server's shadow root).
 */
export type SearchHost = ReactiveControllerHost & { readonly shadowRoot: ShadowRoot | null };
