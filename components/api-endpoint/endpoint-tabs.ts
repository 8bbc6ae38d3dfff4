/**
 * Accessible tabs as a render helper (WAI-ARIA tabs pattern: arrow keys, Home and End move between
 * tabs; only the selected panel is rendered). The host keeps which tab is selected.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { tabForKeydown } from '../shared/tablist.js';

export interface TabsData {
  /** Unique within the shadow root, for tab and panel ids. */
  readonly id: string;
  readonly label: string;
  readonly tabs: readonly { readonly title: string; readonly className?: string }[];
  readonly selected: number;
  readonly onSelect: (index: number) => void;
  readonly panel: (index: number) => unknown;
}

function handleKeydown(event: KeyboardEvent, data: TabsData): void {
  const index = tabForKeydown(event, data.selected, data.tabs.length);
  if (index === undefined) return;
  data.onSelect(index);
  const list = event.currentTarget as HTMLElement;
  list.querySelectorAll<HTMLElement>('[role="tab"]')[index]?.focus();
}

export function renderTabs(data: TabsData): TemplateResult {
  const selected = Math.min(Math.max(0, data.selected), data.tabs.length - 1);
  return html`<div class="tabs">
    <div
      class="tab-list"
      role="tablist"
      aria-label=${data.label}
      part="tabs"
      @keydown=${(e: KeyboardEvent) => handleKeydown(e, data)}
    >
      ${data.tabs.map(
        (tab, i) =>
          html`<button
            type="button"
            role="tab"
            part="tab"
            id=${`${data.id}-tab-${i}`}
            class=${`tab ${tab.className ?? ''}`}
            aria-selected=${i === selected ? 'true' : 'false'}
            aria-controls=${`${data.id}-panel`}
            tabindex=${i === selected ? 0 : -1}
            @click=${() => data.onSelect(i)}
          >
            ${tab.title}
          </button>`,
      )}
    </div>
    <div
      class="tab-panel"
      role="tabpanel"
      id=${`${data.id}-panel`}
      aria-labelledby=${`${data.id}-tab-${selected}`}
      tabindex="0"
    >
      ${data.tabs.length > 0 ? data.panel(selected) : nothing}
    </div>
  </div>`;
}
