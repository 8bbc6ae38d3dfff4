/**
 * A guide page's "On this page" column: its h2 and h3 headings as links, the section being read marked
 * (`aria-current="location"`) as the reader scrolls, found by an IntersectionObserver on the headings;
 * and a `#` anchor link on each heading of the page, shown on hover and focus.
 */
import { html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';

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
    const top = Math.round(this.offset());
    // Any heading crossing the band from the header down to 30% of the screen re-reads the position.
    this.observer = new IntersectionObserver(() => this.update(), {
      rootMargin: `-${top}px 0px -70% 0px`,
      threshold: [0, 1],
    });
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
    // A heading a link scrolled to sits its scroll margin below the header: it counts as reached.
    const line = this.offset() + 40;
    let current: string | undefined = this.watched[0];
    for (const target of this.targets(this.watched)) {
      if (target.getBoundingClientRect().top <= line) current = target.id;
      else break;
    }
    if (current !== this.active) {
      this.active = current;
      this.host.requestUpdate();
    }
  }
}

/**
 * A `#` link at the end of each h2–h4 with an id in `root` (once per heading), built with DOM APIs from
 * the id, so nothing is parsed as HTML after the page was sanitised.
 */
export function addHeadingAnchors(root: ParentNode, href: (anchor: string) => string): void {
  for (const heading of root.querySelectorAll<HTMLElement>(
    ':is(.mdx-body, .x-docs-content) :is(h2, h3, h4)[id]:not([data-anchored])',
  )) {
    heading.setAttribute('data-anchored', '');
    const link = document.createElement('a');
    link.className = 'heading-anchor';
    link.href = href(heading.id);
    link.setAttribute('aria-label', `Link to ${heading.textContent?.trim() ?? 'this section'}`);
    link.textContent = '#';
    heading.append(link);
  }
}
