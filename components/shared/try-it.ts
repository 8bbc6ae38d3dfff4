/**
 * The "Try it" of the reference pages (`<api-endpoint>`, `<api-channel>`): the primary button of the
 * header line, and the prefetch that fetches the playground chunk once the button is on screen, hovered or
 * focused; the panel it opens is ./try-panel.ts. Each page passes its own loader; opening, closing and focus
 * work the same everywhere.
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

export { TryItPrefetch } from './try-it-prefetch.js';
