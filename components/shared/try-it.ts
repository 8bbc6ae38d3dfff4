/**
 * The "Try it" of the reference pages (`<api-endpoint>`, `<api-channel>`): the primary button of the
 * header line, opening the page's modal panel (`<api-playground-panel>`, drawn by ./try-panel.ts and defined
 * in the playground chunks), and the prefetch that fetches that chunk once the button is on screen, hovered
 * or focused. Each page passes its own loader; opening, closing and focus work the same everywhere.
 */
import { html, type TemplateResult } from 'lit';

/** The primary "Try it" button; hovering or focusing it fetches the playground (`load`). */
export function renderTryItButton(onOpen: () => void, load: () => unknown): TemplateResult {
  return html`<button
    type="button"
    class="try-it"
    part="try-it"
    aria-haspopup="dialog"
    @click=${onOpen}
    @pointerenter=${load}
    @focus=${load}
  >
    Try it
  </button>`;
}

type PanelElement = HTMLElement & { show(): Promise<void> };

/** Opens the page's panel once `load` (the playground chunk, which defines the panel) is here. */
export async function openTryPanel(
  host: { renderRoot: ParentNode; updateComplete: Promise<unknown> },
  load: () => Promise<unknown>,
): Promise<void> {
  await load();
  await customElements.whenDefined('api-playground-panel');
  await host.updateComplete;
  await host.renderRoot.querySelector<PanelElement>('[part~="try-panel"]')?.show();
}

/** Puts focus back on the page's "Try it" button (when its panel closes). */
export function focusTryIt(root: ParentNode): void {
  root.querySelector<HTMLElement>('[part~="try-it"]')?.focus();
}

/** Fetches a playground (`load`, once) when the "Try it" button comes on screen: a reader about to use it. */
export class TryItPrefetch {
  private observer?: IntersectionObserver;
  private watched?: Element;
  private loaded = false;

  constructor(private readonly load: () => unknown) {}

  observe(button: Element | null): void {
    if (button === null || button === this.watched || this.loaded) return;
    this.disconnect();
    this.watched = button;
    this.observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      this.disconnect();
      this.loaded = true;
      void this.load();
    });
    this.observer.observe(button);
  }

  disconnect(): void {
    this.observer?.disconnect();
    this.observer = undefined;
    this.watched = undefined;
  }
}
