/**
 * The readable error panel every element shows when it cannot render: a title, then each
 * diagnostic's message and its place (`file:line:col` or `file#pointer`). Text only, through lit
 * bindings, because messages can quote the untrusted file.
 */
import { css, html, type TemplateResult } from 'lit';
import { formatPlace, type Diagnostic } from '../../src/diagnostics.js';

export interface ErrorPanelData {
  readonly title: string;
  readonly diagnostics: readonly Diagnostic[];
}

/** `role="alert"` so screen readers announce the failure; `part="error"` for styling. */
export function renderErrorPanel({ title, diagnostics }: ErrorPanelData): TemplateResult {
  return html`<div class="error-panel" part="error" role="alert">
    <p class="error-title"><strong>${title}</strong></p>
    <ul class="error-list">
      ${diagnostics.map(
        (d) =>
          html`<li class="error-item" data-severity=${d.severity} data-code=${d.code}>
            <span class="error-message">${d.message}</span>
            ${
              d.file !== undefined || d.pointer !== undefined || d.line !== undefined
                ? html`<code class="error-place">${formatPlace(d)}</code>`
                : null
            }
          </li>`,
      )}
    </ul>
  </div>`;
}

/** A collapsed note for findings that do not stop rendering (validation warnings); duplicates are shown once. */
export function renderWarningNote(
  all: readonly Diagnostic[],
  subject = 'This spec',
  limit = 50,
): TemplateResult | null {
  const seen = new Set<string>();
  const diagnostics = all.filter((d) => {
    const key = `${d.code}|${d.message}|${d.file ?? ''}|${d.pointer ?? ''}|${d.line ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (diagnostics.length === 0) return null;
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const label =
    errors > 0
      ? `${subject} has ${diagnostics.length} validation finding${diagnostics.length === 1 ? '' : 's'} (${errors} error${errors === 1 ? '' : 's'})`
      : `${subject} has ${diagnostics.length} validation warning${diagnostics.length === 1 ? '' : 's'}`;
  return html`<details class="warning-note" part="warnings">
    <summary>${label}</summary>
    <ul class="error-list">
      ${diagnostics.slice(0, limit).map(
        (d) =>
          html`<li class="error-item" data-severity=${d.severity} data-code=${d.code}>
            <span class="error-message">${d.message}</span>
            <code class="error-place">${formatPlace(d)}</code>
          </li>`,
      )}
      ${diagnostics.length > limit ? html`<li>… and ${diagnostics.length - limit} more.</li>` : null}
    </ul>
  </details>`;
}

export const errorPanelStyles = css`
  .error-panel,
  .warning-note {
    border: 1px solid var(--_badge-required);
    border-inline-start-width: 4px;
    border-radius: var(--_radius);
    background: var(--_background);
    color: var(--_text);
    padding: var(--_spacing);
    margin: var(--_spacing) 0;
  }
  .warning-note {
    border-color: var(--_badge-cookie);
  }
  .warning-note > summary {
    cursor: pointer;
  }
  .error-title {
    margin: 0 0 0.5em;
  }
  .error-list {
    margin: 0;
    padding-inline-start: 1.25em;
  }
  .error-item + .error-item {
    margin-top: 0.35em;
  }
  .error-place {
    display: block;
    font-family: var(--_font-mono);
    font-size: 0.85em;
    color: var(--_muted);
    overflow-wrap: anywhere;
  }
`;
