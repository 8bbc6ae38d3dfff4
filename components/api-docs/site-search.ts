/**
 * Site search, opened by `/` or Ctrl/Cmd+K: a modal `<dialog>` holding a combobox (arrow keys move, Enter opens,
 * Escape closes). Only the dialog and its keyboard live here, in the up-front bundle; the full-text index and the
 * results (grouped by page, the matching words marked, recent searches) load with `search-panel.ts` when search
 * first opens.
 */
import { html, nothing, type ReactiveController, type TemplateResult } from 'lit';
import type { DocsPage } from '../../src/navigation/index.js';
import { isSearchShortcut } from './search-shortcut.js';
import type { SearchEntry, SearchHost, SearchOption, SearchPanel, SearchView } from './search-types.js';

export type { SearchEntry, SearchHost, SearchOption, SearchPanel, SearchView } from './search-types.js';

export function searchEntry(page: DocsPage): SearchEntry {
  const method =
    page.kind === 'webhook'
      ? 'webhook'
      : page.kind === 'asyncapi'
        ? 'channel'
        : page.kind === 'arazzo'
          ? 'workflow'
          : page.method;
  const path =
    page.kind === 'mdx'
      ? `/${page.slug}`
      : page.kind === 'asyncapi'
        ? (page.address ?? page.channel)
        : page.kind === 'arazzo'
          ? page.workflowId
          : page.path;
  const haystack = [page.title, page.sidebarTitle, method ?? '', path, page.slug, ...page.breadcrumbs]
    .join(' ')
    .toLowerCase();
  return {
    slug: page.slug,
    title: page.title,
    ...(method === undefined ? {} : { method }),
    path,
    breadcrumbs: page.breadcrumbs,
    haystack,
  };
}

export class SearchController implements ReactiveController {
  open = false;
  /** Set by `show()` until the host has opened the rendered dialog (`showModal`). */
  pendingShow = false;
  query = '';
  active = 0;
  /** The lazy results panel, once loaded. */
  panel: SearchPanel | undefined;
  /** The options of the last rendered results. */
  options: readonly SearchOption[] = [];

  constructor(private readonly host: SearchHost) {
    host.addController(this);
  }

  /** What choosing a page does; set by `renderSearch`. */
  pick: (slug: string, anchor?: string) => void = () => undefined;

  hostConnected(): void {
    document.addEventListener('keydown', this.handleShortcut);
    // One delegated listener: the combobox input handles the keyboard (aria-activedescendant), the pointer lands here.
    this.host.shadowRoot?.addEventListener('click', this.handleClick);
  }

  hostDisconnected(): void {
    document.removeEventListener('keydown', this.handleShortcut);
    this.host.shadowRoot?.removeEventListener('click', this.handleClick);
  }

  private readonly handleClick = (event: Event): void => {
    if (!this.open) return;
    if (event.target instanceof HTMLDialogElement) {
      this.close(); // a click on the backdrop
      return;
    }
    const option = event
      .composedPath()
      .find((n): n is HTMLElement => n instanceof HTMLElement && n.getAttribute('role') === 'option');
    if (option === undefined) return;
    event.preventDefault();
    this.choose({ ...option.dataset });
  };

  show(): void {
    this.open = true;
    this.pendingShow = true;
    this.query = '';
    this.active = 0;
    if (this.panel === undefined)
      void import('./search-panel.js').then((m) => {
        this.panel ??= m.searchPanel(this.host);
        this.host.requestUpdate();
      });
    this.host.requestUpdate();
  }

  close(): void {
    if (!this.open) return;
    this.open = false;
    this.pendingShow = false;
    // Give focus back to the page, not to the dialog that is about to disappear.
    this.host.shadowRoot?.querySelector<HTMLElement>('[part="search-button"]')?.focus();
    this.host.requestUpdate();
  }

  setQuery(query: string): void {
    this.query = query;
    this.active = 0;
    this.host.requestUpdate();
  }

  move(by: number): void {
    const count = this.options.length;
    if (count === 0) return;
    this.active = (this.active + by + count) % count;
    this.host.requestUpdate();
  }

  /** Opens the chosen page (remembering the query), or runs a recent query again. */
  choose(option: SearchOption | undefined): void {
    if (option?.query !== undefined) return this.setQuery(option.query);
    if (option?.slug === undefined) return;
    this.panel?.remember(this.query);
    this.pick(option.slug, option.anchor);
  }

  private readonly handleShortcut = (event: KeyboardEvent): void => {
    if (event.defaultPrevented || this.open || !isSearchShortcut(event)) return;
    event.preventDefault();
    this.show();
  };
}

export function renderSearch(
  view: SearchView & { readonly controller: SearchController },
): TemplateResult | typeof nothing {
  const { controller } = view;
  if (!controller.open) return nothing;
  controller.pick = view.onPick;
  const results = controller.panel?.renderResults(view);
  controller.options = results?.options ?? [];
  const active = Math.min(controller.active, Math.max(controller.options.length - 1, 0));
  // The list is there only with options to show (not while the panel loads, nor for "nothing matches").
  const listed = controller.options.length > 0;
  const onKey = (event: KeyboardEvent): void => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      controller.move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      controller.choose(controller.options[active]);
    }
  };
  return html`<dialog class="search" part="search" aria-label="Search the documentation" @close=${() => controller.close()}>
    <div class="search-box">
      <input
        class="search-input"
        part="search-input"
        type="text"
        role="combobox"
        aria-label="Search pages, operations, parameters and guides"
        aria-expanded=${listed ? 'true' : 'false'}
        aria-controls=${listed ? 'search-results' : nothing}
        aria-autocomplete="list"
        aria-activedescendant=${controller.options.length > 0 ? `search-option-${active}` : nothing}
        autocomplete="off"
        spellcheck="false"
        placeholder="Search…"
        .value=${controller.query}
        @input=${(e: Event) => controller.setQuery((e.target as HTMLInputElement).value)}
        @keydown=${onKey}
      />
      ${results?.template ?? html`<p class="search-empty" role="status">Loading search…</p>`}
    </div>
  </dialog>`;
}
