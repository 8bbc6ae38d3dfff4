/**
 * A windowed list for a very long sidebar (a 20,000-operation spec): the `<ul>` is as tall as every row, but only
 * the rows on screen (plus a margin, plus the focused row) are in the DOM, each placed at its offset. Every row has
 * the same height (VIRTUAL_ROW_PX; titles end in an ellipsis, the whole title is its `title`). Each item keeps
 * `aria-level`, `aria-setsize` and `aria-posinset`, so assistive technology knows where it is in the whole tree.
 * Keyboard: ↑/↓ move to the previous/next row, Home/End to the first/last (rendering it first); the active row is
 * scrolled into view when the page changes. Find-in-page sees only the rows on screen (the search field finds every
 * page).
 */
import { css, html, noChange, render, type TemplateResult } from 'lit';
import { styleMap } from 'lit/directives/style-map.js';
import { AsyncDirective, directive, type ElementPart, type PartInfo, PartType } from 'lit/async-directive.js';
import { adoptStyles } from './adopt-styles.js';

export const VIRTUAL_ROW_PX = 32;
/** Rows drawn above and below the visible ones. */
const OVERSCAN = 12;
/** Rows drawn when the list is not laid out yet (a closed drawer). */
const FALLBACK_ROWS = 40;

const virtualStyles = css`
  .groups.virtual {
    position: relative;
    contain: strict;
    width: 100%;
  }
  .vrow {
    position: absolute;
    inset-inline: 0;
    height: ${VIRTUAL_ROW_PX}px;
    box-sizing: border-box;
  }
  .vrow > .nav-link,
  .vrow > .group-toggle {
    height: ${VIRTUAL_ROW_PX}px;
    min-height: 0;
    margin: 0;
    white-space: nowrap;
    overflow: hidden;
  }
  .vrow[data-depth='0'] > .group-toggle {
    font-size: 0.8125rem;
    font-weight: 600;
  }
  .vrow:not([data-depth='0']) > .group-toggle {
    padding: 0.375rem 0.75rem;
    color: var(--_muted);
  }
  .vrow .nav-title,
  .vrow .group-title {
    overflow: hidden;
    text-overflow: ellipsis;
    overflow-wrap: normal;
  }
`;

export interface VirtualRowsOptions {
  readonly count: number;
  /** Draws row `index` (its `<li>` content; the `<li>` itself is made here). */
  readonly row: (index: number) => TemplateResult;
  /** ARIA position of row `index`. */
  readonly aria: (index: number) => { level: number; setsize: number; posinset: number; depth: number };
  /** The active page's row, scrolled into view when it changes; -1 when none. */
  readonly active: number;
}

class VirtualRows extends AsyncDirective {
  private list: HTMLElement | undefined;
  private scroller: HTMLElement | undefined;
  private options: VirtualRowsOptions | undefined;
  private lastActive = -2;
  private focused = -1;
  private frame = 0;
  private resize: ResizeObserver | undefined;
  private readonly onScroll = (): void => {
    if (this.frame !== 0) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.paint();
    });
  };
  private readonly onKey = (event: KeyboardEvent): void => this.key(event);
  private readonly onFocus = (event: FocusEvent): void => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('.vrow');
    this.focused = row === null ? -1 : Number(row.dataset['index']);
  };

  constructor(part: PartInfo) {
    super(part);
    if (part.type !== PartType.ELEMENT) throw new Error('virtualRows() goes on an element.');
  }

  render(_options: VirtualRowsOptions): unknown {
    return noChange;
  }

  override update(part: ElementPart, [options]: [VirtualRowsOptions]): unknown {
    const list = part.element as HTMLElement;
    if (this.list !== list) this.attach(list);
    this.options = options;
    list.style.height = `${options.count * VIRTUAL_ROW_PX}px`;
    if (options.active !== this.lastActive) {
      this.lastActive = options.active;
      // After the host has laid itself out: then the list's offset in the scroller is known.
      requestAnimationFrame(() => this.reveal(options.active, 'center'));
    }
    this.paint();
    return noChange;
  }

  private attach(list: HTMLElement): void {
    this.detach();
    this.list = list;
    list.addEventListener('keydown', this.onKey);
    list.addEventListener('focusin', this.onFocus);
    addEventListener('scroll', this.onScroll, { passive: true });
  }

  /**
   * The element the list scrolls in (the sidebar), found once the list is in the page: the directive first sees
   * the list in a template's fragment, before it is inserted. Also adds the list's styles to its shadow root.
   */
  private connect(): HTMLElement | undefined {
    const { list } = this;
    if (list === undefined || !list.isConnected) return undefined;
    if (this.scroller !== undefined) return this.scroller;
    adoptStyles(list.getRootNode() as ParentNode, virtualStyles);
    const scroller = (list.closest('.sidebar') as HTMLElement | null) ?? list.parentElement ?? list;
    scroller.addEventListener('scroll', this.onScroll, { passive: true });
    this.resize = new ResizeObserver(this.onScroll);
    this.resize.observe(scroller);
    this.scroller = scroller;
    return scroller;
  }

  private detach(): void {
    this.scroller?.removeEventListener('scroll', this.onScroll);
    removeEventListener('scroll', this.onScroll);
    this.list?.removeEventListener('keydown', this.onKey);
    this.list?.removeEventListener('focusin', this.onFocus);
    this.resize?.disconnect();
    this.scroller = undefined;
    cancelAnimationFrame(this.frame);
    this.frame = 0;
  }

  protected override disconnected(): void {
    this.detach();
  }

  protected override reconnected(): void {
    if (this.list !== undefined) this.attach(this.list);
  }

  /** The part of the list on screen (inside its scroller and the viewport), in px from the list's top. */
  private window(): { from: number; to: number } | undefined {
    const { list } = this;
    const scroller = this.connect();
    if (list === undefined || scroller === undefined) return undefined;
    const at = list.getBoundingClientRect();
    const box = scroller.getBoundingClientRect();
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, innerHeight);
    if (at.height === 0 || bottom <= top) return undefined;
    return { from: top - at.top, to: bottom - at.top };
  }

  /** Draws the rows on screen, a margin around them and the focused row (the first rows when none is on screen). */
  private paint(): void {
    const { list, options } = this;
    if (list === undefined || options === undefined) return;
    this.connect();
    const view = this.window();
    const first = view === undefined ? 0 : Math.max(0, Math.floor(view.from / VIRTUAL_ROW_PX) - OVERSCAN);
    const last = Math.min(
      options.count,
      view === undefined ? FALLBACK_ROWS : Math.max(0, Math.ceil(view.to / VIRTUAL_ROW_PX) + OVERSCAN),
    );
    const indexes: number[] = [];
    if (this.focused >= 0 && this.focused < options.count && (this.focused < first || this.focused >= last))
      indexes.push(this.focused);
    for (let i = first; i < last; i++) indexes.push(i);
    render(
      html`${indexes.map((i) => {
        const a = options.aria(i);
        return html`<li
          class="vrow"
          data-index=${i}
          data-depth=${a.depth}
          aria-level=${a.level}
          aria-setsize=${a.setsize}
          aria-posinset=${a.posinset}
          style=${styleMap({ top: `${i * VIRTUAL_ROW_PX}px`, 'padding-inline-start': `${a.depth * 0.75}rem` })}
        >
          ${options.row(i)}
        </li>`;
      })}`,
      list,
    );
  }

  /** Scrolls row `index` into view (`center`, or just enough with `nearest`) and draws it. */
  reveal(index: number, how: 'center' | 'nearest'): void {
    const { list } = this;
    const scroller = this.connect();
    if (scroller === undefined || list === undefined || index < 0) return;
    // The sidebar scrolls on its own on wide screens; otherwise the page does.
    const own = scroller.scrollHeight > scroller.clientHeight + 1;
    const box = own ? scroller.getBoundingClientRect() : { top: 0, bottom: innerHeight };
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, innerHeight);
    const rowTop = list.getBoundingClientRect().top + index * VIRTUAL_ROW_PX;
    let by = 0;
    if (how === 'center' && (rowTop < top || rowTop + VIRTUAL_ROW_PX > bottom)) by = rowTop - top - (bottom - top) / 3;
    else if (rowTop < top) by = rowTop - top;
    else if (rowTop + VIRTUAL_ROW_PX > bottom) by = rowTop + VIRTUAL_ROW_PX - bottom;
    if (by !== 0) {
      if (own) scroller.scrollTop += by;
      else (document.scrollingElement ?? document.documentElement).scrollTop += by;
    }
    this.paint();
  }

  private key(event: KeyboardEvent): void {
    const { options, list } = this;
    if (options === undefined || list === undefined || this.focused < 0) return;
    const moves: Record<string, number> = {
      ArrowDown: this.focused + 1,
      ArrowUp: this.focused - 1,
      Home: 0,
      End: options.count - 1,
    };
    const to = moves[event.key];
    if (to === undefined || to < 0 || to >= options.count) return;
    event.preventDefault();
    this.focused = to;
    this.reveal(to, 'nearest');
    list.querySelector<HTMLElement>(`.vrow[data-index="${to}"] > a, .vrow[data-index="${to}"] > button`)?.focus();
  }
}

/** `<ul ${virtualRows({...})}>`: a windowed list of `count` rows. */
export const virtualRows = directive(VirtualRows);
