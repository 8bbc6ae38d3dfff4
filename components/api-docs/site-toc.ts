/**
 * A guide page's "On this page" column: its h2 and h3 headings as links, the section being read marked
 * (`aria-current="location"`) as the reader scrolls, found by an IntersectionObserver on the headings;
 * and a `#` anchor link on each heading of the page, shown on hover and focus (both rules in heading-anchors.ts).
 */
import { html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { currentSection, sectionBand, sectionLine } from './heading-anchors.js';

export { addHeadingAnchors } from './heading-anchors.js';

export interface TocHeading {
  readonly depth: number;
  readonly text: string;
  readonly id: string;
}

/** The headings the table lists: h2 and h3. */
export function tocHeadings(headings: readonly TocHeading[] | undefined): TocHeading[] {
  return (headings ?? []).filter((h) => h.depth === 2 || h.depth === 3);
}

export function renderToc(
  headings: readonly TocHeading[],
  active: string | undefined,
  href: (anchor: string) => string,
): TemplateResult | typeof nothing {
  if (headings.length === 0) return nothing;
  return html`<nav class="toc" part="toc" aria-labelledby="toc-title">
    <p class="toc-title" id="toc-title">On this page</p>
    <ul class="toc-list">
      ${headings.map(
        (h) => html`<li class="toc-item" data-depth=${h.depth}>
          <a class="toc-link" part="toc-link" href=${href(h.id)} aria-current=${h.id === active ? 'location' : nothing}>${h.text}</a>
        </li>`,
      )}
    </ul>
  </nav>`;
}

type Host = ReactiveControllerHost & HTMLElement & { readonly renderRoot: HTMLElement | DocumentFragment };

/**
 * Follows the reading position: the current section is the last heading whose top has passed a
 * line just under the sticky header (the first heading before any has).
 */
export class ScrollSpyController implements ReactiveController {
  active: string | undefined;
  private observer: IntersectionObserver | undefined;
  private watched: readonly string[] = [];

  constructor(
    private readonly host: Host,
    /** The ids to follow, in page order, read after each render. */
    private readonly ids: () => readonly string[],
    /** The height covered by the sticky header, in px. */
    private readonly offset: () => number,
  ) {
    host.addController(this);
  }

  hostUpdated(): void {
    const ids = this.ids();
    const same = ids.length === this.watched.length && ids.every((id, i) => id === this.watched[i]);
    const targets = this.targets(ids);
    if (same && this.observer !== undefined && targets.length === ids.length) return;
    this.watched = ids;
    this.observer?.disconnect();
    this.observer = undefined;
    if (ids.length === 0 || typeof IntersectionObserver === 'undefined') {
      this.active = undefined;
      return;
    }
    this.observer = new IntersectionObserver(() => this.update(), sectionBand(this.offset()));
    for (const target of targets) this.observer.observe(target);
    this.update();
  }

  hostDisconnected(): void {
    this.observer?.disconnect();
    this.observer = undefined;
    this.watched = [];
  }

  private targets(ids: readonly string[]): Element[] {
    const root = this.host.renderRoot;
    return ids.flatMap((id) => root.querySelector(`[id="${CSS.escape(id)}"]`) ?? []);
  }

  private update(): void {
    const current = currentSection(this.targets(this.watched), sectionLine(this.offset())) ?? this.watched[0];
    if (current !== this.active) {
      this.active = current;
      this.host.requestUpdate();
    }
  }
}
