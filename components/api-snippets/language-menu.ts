/**
 * The compact language picker of `<api-snippets picker="menu">`: a button naming the shown language
 * that opens a listbox of every language (Mintlify and Scalar put one at the top right of the request
 * example). Pure render and key helpers; the element keeps the open / active state.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import type { SnippetTab } from '../../src/snippets/tabs.js';

export interface LanguageMenuData {
  readonly uid: string;
  readonly tabs: readonly SnippetTab[];
  readonly selected: number;
  readonly open: boolean;
  /** The option under the keyboard while open. */
  readonly active: number;
  readonly onToggle: () => void;
  readonly onButtonKey: (event: KeyboardEvent) => void;
  readonly onListKey: (event: KeyboardEvent) => void;
  readonly onChoose: (index: number) => void;
  readonly onFocusOut: (event: FocusEvent) => void;
}

export function renderLanguageMenu(d: LanguageMenuData): TemplateResult {
  const current = d.tabs[d.selected];
  return html`<div class="menu" @focusout=${d.onFocusOut}>
    <button
      type="button"
      class="menu-button"
      part="language-button"
      id=${`${d.uid}-menu-button`}
      aria-haspopup="listbox"
      aria-expanded=${d.open ? 'true' : 'false'}
      aria-controls=${`${d.uid}-listbox`}
      aria-label=${`Language: ${current?.label ?? ''}`}
      @click=${d.onToggle}
      @keydown=${d.onButtonKey}
    >
      <span>${current?.label ?? ''}</span>
      <svg aria-hidden="true" viewBox="0 0 10 6" width="10" height="6">
        <path fill="none" stroke="currentColor" stroke-width="1.5" d="M1 1l4 4 4-4" />
      </svg>
    </button>
    ${d.open ? renderListbox(d) : nothing}
  </div>`;
}

function renderListbox(d: LanguageMenuData): TemplateResult {
  return html`<ul
    class="listbox"
    part="language-menu"
    role="listbox"
    id=${`${d.uid}-listbox`}
    tabindex="-1"
    aria-label="Code sample language"
    aria-activedescendant=${`${d.uid}-option-${d.active}`}
    @keydown=${d.onListKey}
    @click=${(e: Event) => {
      const option = (e.target as Element).closest<HTMLElement>('[role="option"]');
      if (option) d.onChoose(Number(option.dataset['index']));
    }}
  >
    ${d.tabs.map(
      (t, i) =>
        html`<li
          role="option"
          part="language-option"
          class=${i === d.active ? 'option active' : 'option'}
          id=${`${d.uid}-option-${i}`}
          data-key=${t.key}
          data-index=${i}
          aria-selected=${i === d.selected ? 'true' : 'false'}
        >
          ${t.label}
        </li>`,
    )}
  </ul>`;
}

/** The option a key moves to (arrows, Home, End, a letter for type-ahead); undefined for other keys. */
export function moveActive(key: string, active: number, tabs: readonly SnippetTab[]): number | undefined {
  const count = tabs.length;
  if (count === 0) return undefined;
  const moves: Record<string, number> = {
    ArrowDown: Math.min(active + 1, count - 1),
    ArrowUp: Math.max(active - 1, 0),
    Home: 0,
    End: count - 1,
  };
  if (key in moves) return moves[key];
  if (key.length !== 1 || !/\S/.test(key)) return undefined;
  const letter = key.toLowerCase();
  for (let step = 1; step <= count; step++) {
    const i = (active + step) % count;
    if (tabs[i]!.label.toLowerCase().startsWith(letter)) return i;
  }
  return undefined;
}

export const languageMenuStyles = css`
  .menu {
    position: relative;
    margin-inline-end: auto;
  }
  .menu-button {
    display: inline-flex;
    align-items: center;
    gap: 0.4em;
    min-height: 24px;
    margin: 0.35em 0;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_background);
    color: var(--_text);
    font-size: 0.85em;
    font-weight: 600;
    padding: 0.25em 0.6em;
    cursor: pointer;
  }
  .listbox {
    position: absolute;
    z-index: 10;
    top: 100%;
    inset-inline-start: 0;
    min-width: 12em;
    max-height: 20em;
    overflow: auto;
    margin: 0.15em 0 0;
    padding: 0.25em;
    list-style: none;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
    color: var(--_text);
    box-shadow: 0 4px 16px rgb(0 0 0 / 0.18);
  }
  .listbox:focus-visible {
    outline: 2px solid var(--_accent);
    outline-offset: 1px;
  }
  .option {
    padding: 0.35em 0.6em;
    border-radius: var(--_radius);
    font-size: 0.85em;
    cursor: pointer;
  }
  .option[aria-selected='true'] {
    font-weight: 600;
  }
  .option.active,
  .option:hover {
    background: var(--_background);
    outline: 1px solid var(--_accent);
    outline-offset: -1px;
  }
`;
