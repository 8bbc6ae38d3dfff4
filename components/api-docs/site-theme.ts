/**
 * The reader's colour scheme: light, dark or their system's, chosen in the top bar and remembered in
 * localStorage. docs.json `appearance.default` is what a first-time reader gets; `appearance.strict`
 * removes the choice. The scheme becomes the element's `theme` attribute (`auto` for system), which
 * the token styles (components/themes/tokens.ts) follow.
 */
import { html, nothing, svg, type TemplateResult } from 'lit';

export {
  initialScheme,
  SCHEME_STORAGE_KEY,
  schemeOf,
  storedScheme,
  storeScheme,
  themeOf,
  type Scheme,
} from './scheme-storage.js';
import type { Scheme } from './scheme-storage.js';

const icon = (body: TemplateResult): TemplateResult =>
  html`<svg class="icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`;

const ICONS: Readonly<Record<Scheme, TemplateResult>> = {
  light: icon(
    svg`<circle cx="12" cy="12" r="4"/><path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"/>`,
  ),
  dark: icon(svg`<path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z"/>`),
  system: icon(svg`<rect x="2" y="3" width="20" height="14" rx="2"/><path d="M8 21h8M12 17v4"/>`),
};

const LABELS: Readonly<Record<Scheme, string>> = { light: 'Light', dark: 'Dark', system: 'System' };

/** Three pressed/unpressed buttons in a labelled group; nothing when the scheme is fixed. */
export function renderSchemeToggle(
  current: Scheme,
  strict: boolean,
  onChoose: (scheme: Scheme) => void,
): TemplateResult | typeof nothing {
  if (strict) return nothing;
  return html`<div class="scheme-toggle" part="theme-toggle" role="group" aria-label="Colour scheme">
    ${(['light', 'dark', 'system'] as const).map(
      (scheme) => html`<button
        type="button"
        class="scheme-option"
        aria-pressed=${current === scheme ? 'true' : 'false'}
        title=${`${LABELS[scheme]} theme`}
        data-scheme=${scheme}
        @click=${() => onChoose(scheme)}
      >
        ${ICONS[scheme]}<span class="visually-hidden">${LABELS[scheme]}</span>
      </button>`,
    )}
  </div>`;
}
