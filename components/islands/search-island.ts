/**
 * Site search on a built page, loaded by the bootstrap when the reader first asks for it (the search field focused,
 * hovered or clicked, `/`, Ctrl/Cmd+K): `<api-docs>`'s own search (site-search.ts, its results panel and index in
 * search-panel.ts), drawn into the shadow root the server drew, with the site read from the manifest the build
 * wrote. Choosing a result opens its page, swapped in place (page-swap.ts).
 */
import { render, type ReactiveController } from 'lit';
import { pageVisibleTo } from '../../src/config/page-settings.js';
import { slugPath } from '../../src/config/trailing-slash.js';
import { OPEN_PAGE_EVENT } from './event-path.js';
import { readSite } from './read-site.js';
import type { LoadedSite } from '../api-docs/site-loader.js';
import {
  renderSearch,
  SearchController,
  searchEntry,
  type SearchEntry,
  type SearchHost,
} from '../api-docs/site-search.js';

/** The pages an anonymous reader finds: listed, visible, and once (a page in a second tab at its first route). */
function entriesOf(site: LoadedSite): SearchEntry[] {
  return site.navigation.order
    .filter((slug) => {
      const info = site.pages.get(slug);
      return info !== undefined && pageVisibleTo(info.settings, null);
    })
    .map((slug) => site.navigation.pages.get(slug)!)
    .filter((page) => page.canonical === undefined)
    .map(searchEntry);
}

/** The controller's host: the server's `<api-docs>` shadow root, drawn into by Lit's `render`. */
class SearchIsland implements SearchHost {
  readonly search: SearchController;
  private readonly controllers: ReactiveController[] = [];
  private readonly place = document.createElement('div');
  private site: LoadedSite | undefined;
  private entries: readonly SearchEntry[] = [];
  private drawing: Promise<boolean> | undefined;

  constructor(private readonly docs: HTMLElement) {
    this.place.style.display = 'contents';
    this.place.dataset['island'] = 'search'; // kept when another page swaps in (page-swap.ts)
    (docs.shadowRoot?.querySelector('.base') ?? docs.shadowRoot)?.append(this.place);
    this.search = new SearchController(this);
    for (const controller of this.controllers) controller.hostConnected?.();
    void readSite(docs).then((site) => {
      this.site = site;
      this.entries = site === undefined ? [] : entriesOf(site);
      this.requestUpdate();
    });
  }

  get shadowRoot(): ShadowRoot | null {
    return this.docs.shadowRoot;
  }

  get updateComplete(): Promise<boolean> {
    return this.drawing ?? Promise.resolve(true);
  }

  addController(controller: ReactiveController): void {
    this.controllers.push(controller);
  }

  removeController(controller: ReactiveController): void {
    this.controllers.splice(this.controllers.indexOf(controller), 1);
  }

  requestUpdate(): void {
    this.drawing ??= Promise.resolve().then(() => {
      this.drawing = undefined;
      this.draw();
      return true;
    });
  }

  private draw(): void {
    const { search } = this;
    render(
      renderSearch({ controller: search, entries: this.entries, site: this.site, onPick: this.open }),
      this.place,
      { host: this },
    );
    const dialog = this.place.querySelector('dialog');
    if (dialog !== null && search.pendingShow) {
      search.pendingShow = false;
      if (!dialog.open) dialog.showModal();
      dialog.querySelector('input')?.focus();
    }
  }

  private readonly open = (slug: string, anchor?: string): void => {
    const base = this.docs.getAttribute('base') ?? '/';
    const path = `${base}${slugPath(slug, this.site?.config.seo?.trailingSlash === true)}`;
    const href = anchor === undefined || anchor === '' ? path : `${path}#${anchor}`;
    const opened = !this.docs.dispatchEvent(new CustomEvent(OPEN_PAGE_EVENT, { detail: href, cancelable: true }));
    if (!opened) window.location.assign(href);
  };
}

const islands = new WeakMap<HTMLElement, SearchIsland>();

/** Opens the search of the built page's `<api-docs>`. */
export function openSearch(docs: HTMLElement): void {
  let island = islands.get(docs);
  if (island === undefined) islands.set(docs, (island = new SearchIsland(docs)));
  if (!island.search.open) island.search.show();
}
