/**
 * The "Try it" panel of the reference pages (`<api-endpoint>`, `<api-channel>`): `<api-playground-panel>`
 * holding a page's playground. A page draws it only once its playground's code is here, so this module is
 * fetched with that code (a lazy chunk), not with the first render.
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
