/**
 * A small copy-to-clipboard button as a render helper: the host keeps the "copied" flag, so the
 * button stays a pure function of its data.
 */
import { css, html, type TemplateResult } from 'lit';

export { copyText } from './copy-text.js';

export interface CopyButtonData {
  /** What the button copies, for its accessible name (`Copy <label>`). */
  readonly label: string;
  readonly copied: boolean;
  readonly onCopy: () => void;
}

export function renderCopyButton({ label, copied, onCopy }: CopyButtonData): TemplateResult {
  return html`<button
    type="button"
    class="copy-button"
    part="copy-button"
    aria-label=${`Copy ${label}`}
    @click=${onCopy}
  >
    ${
      copied
        ? html`<span aria-hidden="true">✓</span><span class="copy-state" role="status">Copied</span>`
        : html`<svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14">
            <path
              fill="currentColor"
              d="M4 4V1.5A1.5 1.5 0 0 1 5.5 0h8A1.5 1.5 0 0 1 15 1.5v8a1.5 1.5 0 0 1-1.5 1.5H11v2.5A1.5 1.5 0 0 1 9.5 15h-8A1.5 1.5 0 0 1 0 13.5v-8A1.5 1.5 0 0 1 1.5 4H4Zm1.5 0h4A1.5 1.5 0 0 1 11 5.5v4h2.5V1.5h-8V4Zm-4 1.5v8h8v-8h-8Z"
            />
          </svg>`
    }
  </button>`;
}

export const copyButtonStyles = css`
  .copy-button {
    display: inline-flex;
    align-items: center;
    gap: 0.25em;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
    color: var(--_text);
    font: inherit;
    font-size: 0.8em;
    padding: 0.25em 0.5em;
    cursor: pointer;
  }
  .copy-button:focus-visible {
    outline: 2px solid var(--_focus-ring);
    outline-offset: 2px;
  }
`;
