/**
 * The "Try it" panel of the reference pages (`<api-endpoint>`, `<api-channel>`): `<api-playground-panel>`
 * holding a page's playground, opening it, and focus back on the button when it closes. The endpoint page
 * draws it only once its playground's code is here, so this module comes with that code (a lazy chunk), not
 * with the first render.
 */
import { html, type TemplateResult } from 'lit';

export interface TryPanelData {
  /** The dialog's accessible name (`Try GET /pets`). */
  readonly label: string;
  /** The heading line: badge and address. */
  readonly title: TemplateResult;
  /** The playground. */
  readonly content: TemplateResult;
  /** The panel closed (Escape or Close): the page puts focus back on its button. */
  readonly onClose: () => void;
}

/** The panel, kept in the page while closed so the playground keeps what the reader typed and received. */
export function renderTryPanel(d: TryPanelData): TemplateResult {
  return html`<api-playground-panel
    part="try-panel"
    exportparts="dialog:try-dialog, close:try-close"
    label=${d.label}
    @close=${d.onClose}
  >
    <span slot="title" class="try-title">${d.title}</span>
    <div class="playground" part="playground">${d.content}</div>
  </api-playground-panel>`;
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
