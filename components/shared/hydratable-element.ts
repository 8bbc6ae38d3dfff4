/**
 * The base of every element: what an element does when a server drew it (declarative shadow DOM, by
 * `api-docs-elements/server`), through LitElement's own lifecycle methods, overridden, never patched.
 * - Deferring: an element marked `defer-hydration` (Lit's server renderer marks every element it draws inside another's
 *   shadow root; `renderElement` marks the one it draws) neither connects nor renders while the mark is on. A built
 *   page's `<api-docs>` frame holds only such elements and is replaced by the live one
 *   (components/api-docs/server-frame.ts), so they stay exactly as the HTML drew them.
 * - Hydrating, for a page whose own light DOM holds `defer-hydration` elements (a host that drew them with the
 *   `/server` export): `hydratePrerendered()` loads `hydrate` (@lit-labs/ssr-client, a lazy chunk) and lifts the
 *   marks; each element's first update then adopts the server's DOM instead of drawing it again, and nested elements
 *   are lifted as `hydrate` reaches them. A `docs build` page has no such element: it never loads the chunk.
 */
import { LitElement, ReactiveElement, type PropertyValues } from 'lit';

type HydrateFn = (value: unknown, container: HTMLElement | DocumentFragment, options?: unknown) => void;

const DEFER = 'defer-hydration';
let hydrate: HydrateFn | undefined;

/** ReactiveElement's update: reflects properties to attributes and nothing more (LitElement's would also draw). */
const reflectOnly = (ReactiveElement.prototype as unknown as { update(changed: PropertyValues): void }).update;

export class HydratableElement extends LitElement {
  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, DEFER];
  }

  /** Whether the next update adopts the server's shadow root instead of drawing it. */
  private adopting = false;

  override connectedCallback(): void {
    if (!this.hasAttribute(DEFER)) super.connectedCallback();
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    // The mark lifted: connect now (LitElement's own connecting, as if the element had just been put on the page).
    if (name === DEFER && value === null && this.isConnected) super.connectedCallback();
    super.attributeChangedCallback(name, old, value);
  }

  protected override createRenderRoot(): HTMLElement | DocumentFragment {
    if (this.shadowRoot === null || hydrate === undefined) return super.createRenderRoot();
    this.adopting = true;
    return this.shadowRoot;
  }

  protected override update(changed: PropertyValues): void {
    if (!this.adopting) return super.update(changed);
    this.adopting = false;
    const value = this.render();
    reflectOnly.call(this, changed);
    try {
      hydrate!(value, this.renderRoot, this.renderOptions);
    } catch (error) {
      // The server drew something else: draw it here instead (a reader sees the page either way).
      console.warn(`<${this.localName}> could not hydrate (${String(error)}); drawn again.`);
      for (const node of [...this.renderRoot.childNodes]) if (!isSheet(node)) node.remove();
      super.update(changed);
    }
  }
}

/** A server-drawn root's stylesheet (inline or linked), kept when its content is drawn again. */
function isSheet(node: Node): boolean {
  return (
    node.nodeName === 'STYLE' || (node.nodeName === 'LINK' && (node as Element).getAttribute('rel') === 'stylesheet')
  );
}

/**
 * Lets one server-drawn element whose markup carries no hydration markers (a `docs build` page's, components/server/
 * draw.ts strips them) draw itself in the shadow root it came with: the server's nodes go, its sheets stay, the mark
 * is lifted, and the element's first update (in this same task, before any paint) draws the same there. For an element
 * a reader's first use wakes (components/islands/), whose drawing is small; the host node stays the page's.
 */
export function wakeDrawn(el: HTMLElement): void {
  const root = el.shadowRoot;
  if (root === null || !el.hasAttribute(DEFER)) return;
  for (const node of [...root.childNodes]) if (!isSheet(node)) node.remove();
  el.removeAttribute(DEFER);
}

/** Loads `hydrate` when the page's light DOM holds server-drawn elements, then lets them hydrate. */
export function hydratePrerendered(): void {
  if (typeof document === 'undefined') return;
  const waiting = [...document.querySelectorAll(`[${DEFER}]`)];
  if (waiting.length === 0) return;
  void import('@lit-labs/ssr-client').then((module) => {
    hydrate = module.hydrate as HydrateFn;
    for (const el of waiting) el.removeAttribute(DEFER);
  });
}
