import { css, html, nothing, type TemplateResult } from 'lit';
import { HydratableElement } from '../shared/hydratable-element.js';
import { property, state } from 'lit/decorators.js';
import type { ContextualCustomOption } from '../../src/config/docs-config-types.js';
import type { DocsPage } from '../../src/navigation/index.js';
import { isSafeUrl } from '../../src/markdown/urls.js';
import { copyText } from '../shared/copy-button.js';
import { loadPageMarkdown, markdownUrl } from './page-markdown.js';
import type { LoadedSite } from './site-loader.js';

interface MenuItem {
  readonly label: string;
  readonly description: string;
  readonly href?: string;
  readonly download?: string;
  readonly action?: () => void;
}

/**
 * `<api-page-actions>`: the "Copy page" menu beside a page's title, loaded with the first page that shows it. The
 * button copies the page as Markdown; its menu (a menu button: arrows move, Escape closes and gives focus back)
 * also opens the page's Markdown twin and downloads the page's spec. docs.json `contextual.options` chooses
 * among copy and view and adds custom links (`$page` and `$path` filled in).
 *
 * @tagname api-page-actions
 * @csspart button - The "Copy page" button.
 * @csspart menu-button - Opens the menu.
 * @csspart menu - The menu.
 */
export class ApiPageActions extends HydratableElement {
  static override styles = css`
    :host {
      display: block;
      position: relative;
      margin: 0 0 0.5rem;
      font-size: 0.875rem;
      z-index: 2;
    }
    .actions {
      display: inline-flex;
      border: 1px solid var(--_border, #d0d7de);
      border-radius: 8px;
      overflow: hidden;
    }
    button {
      font: inherit;
      color: inherit;
      background: transparent;
      border: none;
      padding: 0.3rem 0.6rem;
      min-height: 1.75rem;
      cursor: pointer;
    }
    button + button {
      border-inline-start: 1px solid var(--_border, #d0d7de);
    }
    button:hover,
    [role='menuitem']:hover,
    [role='menuitem']:focus {
      background: color-mix(in srgb, currentColor 8%, transparent);
    }
    button:focus-visible,
    [role='menuitem']:focus-visible {
      outline: 2px solid var(--_accent, #0d9373);
      outline-offset: -2px;
    }
    [role='menu'] {
      position: absolute;
      inset-inline-end: 0;
      top: calc(100% + 4px);
      min-width: 16rem;
      margin: 0;
      padding: 0.25rem;
      list-style: none;
      background: var(--_background, Canvas);
      color: var(--_text, CanvasText);
      border: 1px solid var(--_border, #d0d7de);
      border-radius: 8px;
      box-shadow: 0 8px 24px rgb(0 0 0 / 0.15);
    }
    [role='menuitem'] {
      display: block;
      width: 100%;
      text-align: start;
      padding: 0.4rem 0.6rem;
      border-radius: 6px;
      color: inherit;
      text-decoration: none;
      box-sizing: border-box;
    }
    .item-label {
      display: block;
    }
    .item-description {
      display: block;
      font-size: 0.8em;
      opacity: 0.75;
    }
    [part='button'] {
      display: inline-flex;
      align-items: center;
      gap: 0.35rem;
    }
    .copy-icon {
      width: 0.95rem;
      height: 0.95rem;
      flex: none;
    }
    /* On a phone the button is its icon (its label stays its accessible name), so the title keeps the row. */
    @media (max-width: 768px) {
      .copy-label {
        position: absolute;
        width: 1px;
        height: 1px;
        overflow: hidden;
        clip-path: inset(50%);
        white-space: nowrap;
      }
    }
    .status {
      position: absolute;
      inset-inline-end: 0;
      top: calc(100% + 4px);
      white-space: nowrap;
      font-size: 0.8em;
    }
  `;

  /** The site the page is of: its config's `contextual` options, and where its Markdown twins are. */
  @property({ attribute: false }) site?: LoadedSite;
  /** The page shown. */
  @property({ attribute: false }) page?: DocsPage;
  /** The spec file of the page's operation or channel, to download. */
  @property({ attribute: false }) specUrl?: string;

  @state() private open = false;
  @state() private status = '';

  private async copy(): Promise<void> {
    const site = this.site;
    if (site === undefined || this.page === undefined) return;
    this.close(false);
    this.status = 'Copying…';
    try {
      this.status = (await copyText(await loadPageMarkdown(site, this.page)))
        ? 'Copied as Markdown'
        : 'Copying is not allowed here';
    } catch {
      this.status = 'The page could not be read';
    }
  }

  private items(): MenuItem[] {
    const site = this.site;
    const page = this.page;
    if (site === undefined || page === undefined) return [];
    const chosen = site.config.contextual?.options;
    const has = (id: 'copy' | 'view'): boolean => chosen === undefined || chosen.includes(id);
    const items: MenuItem[] = [];
    if (has('copy'))
      items.push({
        label: 'Copy page',
        description: 'As Markdown, for an AI assistant',
        action: () => void this.copy(),
      });
    const twin = markdownUrl(site, page);
    if (has('view') && twin !== undefined)
      items.push({ label: 'View as Markdown', description: 'The page as plain text', href: twin });
    if (this.specUrl !== undefined) {
      const name = new URL(this.specUrl).pathname.split('/').pop() ?? 'spec';
      items.push({ label: 'Download the spec', description: name, href: this.specUrl, download: name });
    }
    // The server knows no reader's address: custom links, which name it, come when the menu wakes.
    const pageUrl = typeof location === 'undefined' ? undefined : location.href;
    if (pageUrl === undefined) return items;
    for (const option of (chosen ?? []).filter((o): o is ContextualCustomOption => typeof o === 'object')) {
      const href = option.href
        .replace(/\$page/g, encodeURIComponent(pageUrl))
        .replace(/\$path/g, encodeURIComponent(`/${page.slug}`));
      if (isSafeUrl(href)) items.push({ label: option.title, description: option.description, href });
    }
    return items;
  }

  private menuItems(): HTMLElement[] {
    return [...(this.renderRoot.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  }

  private async toggle(focus: 'first' | 'last' = 'first'): Promise<void> {
    this.open = !this.open;
    if (!this.open) return;
    this.status = '';
    await this.updateComplete;
    const items = this.menuItems();
    (focus === 'first' ? items[0] : items.at(-1))?.focus();
  }

  private close(focusButton = true): void {
    this.open = false;
    if (focusButton) this.renderRoot.querySelector<HTMLElement>('[part="menu-button"]')?.focus();
  }

  private readonly onMenuKey = (event: KeyboardEvent): void => {
    const items = this.menuItems();
    const at = items.indexOf(this.renderRoot.querySelector(':focus') as HTMLElement);
    const move = (to: number): void => {
      event.preventDefault();
      items[(to + items.length) % items.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(items.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      this.close();
    } else if (event.key === 'Tab') this.close(false);
  };

  private readonly onOutside = (event: Event): void => {
    if (this.open && !event.composedPath().includes(this)) this.close(false);
  };

  override connectedCallback(): void {
    super.connectedCallback();
    document.addEventListener('click', this.onOutside);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    document.removeEventListener('click', this.onOutside);
  }

  private renderItem(item: MenuItem): TemplateResult {
    const body = html`<span class="item-label">${item.label}</span><span class="item-description">${item.description}</span>`;
    return html`<li role="none">
      ${
        item.href === undefined
          ? html`<button role="menuitem" tabindex="-1" type="button" @click=${item.action}>${body}</button>`
          : html`<a role="menuitem" tabindex="-1" href=${item.href} download=${item.download ?? nothing} target=${item.download === undefined ? '_blank' : nothing} rel="noopener" @click=${() => this.close(false)}>${body}</a>`
      }
    </li>`;
  }

  override render(): TemplateResult | typeof nothing {
    const items = this.items();
    if (items.length === 0) return nothing;
    const copy = items.find((i) => i.label === 'Copy page');
    return html`<div class="actions">
        ${
          copy === undefined
            ? nothing
            : html`<button part="button" type="button" @click=${() => void this.copy()}>
              <svg class="copy-icon" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><rect x="9" y="9" width="12" height="12" rx="2"/><path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1"/></svg
              ><span class="copy-label">Copy page</span>
            </button>`
        }
        <button
          part="menu-button"
          type="button"
          aria-haspopup="menu"
          aria-expanded=${this.open ? 'true' : 'false'}
          aria-controls="page-actions-menu"
          aria-label="More page actions"
          @click=${() => void this.toggle()}
          @keydown=${(e: KeyboardEvent) => {
            if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
              e.preventDefault();
              if (!this.open) void this.toggle(e.key === 'ArrowDown' ? 'first' : 'last');
            }
          }}
        >
          <span aria-hidden="true">▾</span>
        </button>
      </div>
      ${
        this.open
          ? html`<ul id="page-actions-menu" role="menu" part="menu" aria-label="Page actions" @keydown=${this.onMenuKey}>
            ${items.map((item) => this.renderItem(item))}
          </ul>`
          : nothing
      }
      <span class="status" role="status">${this.open ? '' : this.status}</span>`;
  }
}
