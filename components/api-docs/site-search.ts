/**
 * The quick filter over every page the reader may see (title, path, method, group), opened by `/`
 * or Ctrl/Cmd+K: a modal `<dialog>` holding a combobox and a listbox (arrow keys move, Enter opens,
 * Escape closes). The controller keeps the state; `renderSearch` draws it.
 */
import { html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { DocsPage } from '../../src/navigation/index.js';

export interface SearchEntry {
  readonly slug: string;
  readonly title: string;
  readonly method?: string;
  /** The operation path, the channel address, or the page's slug for MDX pages. */
  readonly path: string;
  readonly breadcrumbs: readonly string[];
  readonly haystack: string;
}

export function searchEntry(page: DocsPage): SearchEntry {
  const method = page.kind === 'webhook' ? 'webhook' : page.kind === 'asyncapi' ? 'channel' : page.method;
  const path =
    page.kind === 'mdx' ? `/${page.slug}` : page.kind === 'asyncapi' ? (page.address ?? page.channel) : page.path;
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

/** Entries matching every word of `query`; title matches first. */
export function filterEntries(entries: readonly SearchEntry[], query: string, limit = 50): SearchEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return entries.slice(0, limit);
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

function isEditable(target: EventTarget | undefined): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export class SearchController implements ReactiveController {
  open = false;
  /** Set by `show()` until the host has opened the rendered dialog (`showModal`). */
  pendingShow = false;
  query = '';
  active = 0;

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
  }

  /** What choosing an option does; set by `renderSearch`. */
  pick: (slug: string) => void = () => undefined;

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
    const slug = option?.dataset['slug'];
    if (slug !== undefined) {
      event.preventDefault();
      this.pick(slug);
    }
  };

  show(): void {
    this.open = true;
    this.pendingShow = true;
    this.query = '';
    this.active = 0;
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

  move(by: number, count: number): void {
    if (count === 0) return;
    this.active = (this.active + by + count) % count;
    this.host.requestUpdate();
  }

  private readonly handleShortcut = (event: KeyboardEvent): void => {
    if (event.defaultPrevented || this.open) return;
    const slash =
      event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isEditable(event.composedPath()[0]);
    const k = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
    if (!slash && !k) return;
    event.preventDefault();
    this.show();
  };
}

export interface SearchView {
  readonly controller: SearchController;
  readonly entries: readonly SearchEntry[];
  readonly onPick: (slug: string) => void;
}

export function renderSearch({ controller, entries, onPick }: SearchView): TemplateResult | typeof nothing {
  if (!controller.open) return nothing;
  controller.pick = onPick;
  const results = filterEntries(entries, controller.query);
  const active = Math.min(controller.active, Math.max(results.length - 1, 0));
  const onKey = (event: KeyboardEvent): void => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      controller.move(event.key === 'ArrowDown' ? 1 : -1, results.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = results[active];
      if (chosen !== undefined) onPick(chosen.slug);
    }
  };
  return html`<dialog
    class="search"
    part="search"
    aria-label="Search pages"
    @close=${() => controller.close()}
  >
    <div class="search-box">
      <input
        class="search-input"
        part="search-input"
        type="text"
        role="combobox"
        aria-label="Search pages by title, path or method"
        aria-expanded="true"
        aria-controls="search-results"
        aria-autocomplete="list"
        aria-activedescendant=${results.length > 0 ? `search-option-${active}` : nothing}
        autocomplete="off"
        spellcheck="false"
        placeholder="Search pages…"
        .value=${controller.query}
        @input=${(e: Event) => controller.setQuery((e.target as HTMLInputElement).value)}
        @keydown=${onKey}
      />
      <ul class="search-results" id="search-results" role="listbox" aria-label="Pages">
        ${results.map(
          (entry, i) => html`<li
            class="search-option"
            part="search-result"
            id=${`search-option-${i}`}
            role="option"
            aria-selected=${i === active ? 'true' : 'false'}
            data-slug=${entry.slug}
          >
            ${entry.method === undefined ? nothing : html`<span class=${`nav-method method-${entry.method}`}>${entry.method.toUpperCase()}</span>`}
            <span class="search-title">${entry.title}</span>
            <span class="search-path">${entry.breadcrumbs.join(' › ')} · ${entry.path}</span>
          </li>`,
        )}
      </ul>
      ${results.length === 0 ? html`<p class="search-empty" role="status">No page matches “${controller.query}”.</p>` : nothing}
    </div>
  </dialog>`;
}
