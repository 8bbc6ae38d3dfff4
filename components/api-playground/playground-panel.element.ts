import { css, html, type TemplateResult } from 'lit';
import { HydratableElement } from '../shared/hydratable-element.js';
import { property, query } from 'lit/decorators.js';
import { baseStyles, privateTokens } from '../shared/base-styles.js';
import { themeAttributeStyles, tokenDefaults } from '../themes/tokens.js';

const panelStyles = css`
  :host {
    display: contents;
  }
  dialog {
    width: min(1200px, calc(100vw - 2rem));
    max-width: none;
    height: min(860px, calc(100vh - 2rem));
    max-height: none;
    padding: 0;
    border: 1px solid var(--_border);
    border-radius: calc(var(--_radius) * 2);
    color: var(--_text);
    background: var(--_background);
    box-shadow: 0 20px 60px rgb(0 0 0 / 0.35);
  }
  dialog[open] {
    display: flex;
    flex-direction: column;
  }
  dialog::backdrop {
    background: rgb(0 0 0 / 0.45);
  }
  .head {
    display: flex;
    align-items: center;
    gap: 0.6em;
    padding: 0.6em 1em;
    border-bottom: 1px solid var(--_border);
    background: var(--_surface);
  }
  .head ::slotted(*) {
    flex: 1 1 auto;
    min-width: 0;
  }
  form {
    margin: 0;
  }
  .close {
    font: inherit;
    min-width: 2.25em;
    min-height: 2.25em;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    color: var(--_text);
    background: var(--_background);
    cursor: pointer;
  }
  .body {
    flex: 1 1 auto;
    min-height: 0;
    overflow: auto;
    padding: 1em;
  }
  @media (max-width: 768px) {
    dialog {
      width: 100vw;
      height: 100dvh;
      border: 0;
      border-radius: 0;
    }
  }
`;

/**
 * The "Try it" panel of `<api-endpoint>`: a modal dialog (full screen on a phone) around the playground,
 * which stays in the page while the panel is closed, so its inputs and last response are there at the
 * next opening. Escape or Close closes it; the host returns focus to the button that opened it.
 *
 * @tagname api-playground-panel
 * @slot - The playground.
 * @slot title - The panel's heading line (method and URL).
 * @csspart dialog - The `<dialog>`.
 * @csspart close - The Close button.
 * @fires close - The panel closed (not bubbling, like the dialog's own).
 */
export class ApiPlaygroundPanel extends HydratableElement {
  static override styles = [
    tokenDefaults,
    themeAttributeStyles,
    privateTokens('api-playground'),
    baseStyles,
    panelStyles,
  ];

  /** The panel's accessible name (`Try GET /pets`). */
  @property() label = '';

  @query('dialog') private dialog!: HTMLDialogElement;

  /** Whether the panel is open. */
  get open(): boolean {
    return this.dialog?.open ?? false;
  }

  /** Opens the panel as a modal dialog. */
  async show(): Promise<void> {
    await this.updateComplete;
    if (!this.dialog.open) this.dialog.showModal();
  }

  /** Closes the panel. */
  close(): void {
    this.dialog?.close();
  }

  override render(): TemplateResult {
    return html`<dialog part="dialog" aria-label=${this.label} @close=${() => this.dispatchEvent(new Event('close'))}>
      <div class="head">
        <slot name="title"></slot>
        <form method="dialog"><button class="close" part="close" aria-label="Close">✕</button></form>
      </div>
      <div class="body"><slot></slot></div>
    </dialog>`;
  }
}
