import { css } from 'lit';
import { baseStyles, privateTokens } from '../shared/base-styles.js';
import { formControlStyles, panelFormStyles, panelPaneStyles } from '../shared/panel-form.styles.js';
import { themeAttributeStyles, tokenDefaults } from '../themes/tokens.js';

const playgroundStyles = css`
  :host {
    display: block;
  }
  .base {
    display: grid;
    gap: var(--_spacing);
    padding: var(--_spacing);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_background);
    color: var(--_text);
  }
  .inputs {
    display: grid;
    gap: 0.5em;
  }
  /* The connection, then the composer and the log: one column, or two side by side in the panel. */
  .pane {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: var(--_spacing);
    align-content: start;
    min-width: 0;
  }
  .group {
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    padding: 0.5em 0.75em 0.75em;
    margin: 0;
    display: grid;
    gap: 0.5em;
  }
  .field-label {
    font-size: 0.85em;
    font-weight: 600;
    margin: 0;
  }
  .required,
  .hint,
  .note,
  .log-empty {
    color: var(--_muted);
    font-size: 0.85em;
    margin: 0;
  }
  textarea {
    font-family: var(--_font-mono);
    font-size: 0.85em;
    resize: vertical;
  }
  button {
    cursor: pointer;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
    padding: 0.35em 0.9em;
  }
  button.primary {
    background: var(--_accent);
    border-color: var(--_accent);
    color: var(--_accent-contrast);
    font-weight: 600;
  }
  button:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5em;
  }
  .connect-bar {
    display: grid;
    gap: 0.5em;
  }
  .url {
    font-family: var(--_font-mono);
    font-size: 0.85em;
    overflow-wrap: anywhere;
    padding: 0.4em 0.6em;
    border-radius: var(--_radius);
    background: var(--_surface);
  }
  .connect-problems,
  .problems {
    margin: 0;
    color: var(--_text);
    border-inline-start: 4px solid var(--_badge-required);
    padding-block: 0.4em;
    padding-inline: 1.5em 0.75em;
    font-size: 0.9em;
  }
  .problems {
    padding-inline-start: 0.75em;
  }
  .problems p,
  .problems ul {
    margin: 0 0 0.4em;
  }
  .status {
    margin: 0;
    font-weight: 600;
  }
  .status[data-state='open'] {
    color: color-mix(in srgb, var(--_method-post) 80%, var(--_text));
  }
  .composer {
    display: grid;
    gap: 0.5em;
  }
  .log-wrap {
    max-height: 24em;
    overflow: auto;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
    padding: 0.5em;
  }
  .log {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.4em;
  }
  .log-entry {
    border-inline-start: 3px solid var(--_border);
    padding: 0.2em 0.5em;
  }
  .log-entry[data-direction='sent'] {
    border-inline-start-color: var(--_badge-query);
  }
  .log-entry[data-direction='received'] {
    border-inline-start-color: var(--_badge-header);
  }
  .log-entry[data-kind='error'] {
    border-inline-start-color: var(--_badge-required);
  }
  .log-meta {
    display: flex;
    gap: 0.75em;
    font-size: 0.8em;
    color: var(--_muted);
  }
  .log-meta time {
    font-family: var(--_font-mono);
  }
  .log-label {
    font-weight: 600;
    color: var(--_text);
  }
  .log-text,
  .log-hex {
    display: block;
    margin: 0.2em 0 0;
    font-family: var(--_font-mono);
    font-size: 0.85em;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  .log-note {
    margin: 0.1em 0 0;
    font-size: 0.9em;
  }
`;

export const styles = [
  tokenDefaults,
  themeAttributeStyles,
  privateTokens('api-channel-playground'),
  baseStyles,
  formControlStyles,
  playgroundStyles,
  panelPaneStyles,
  panelFormStyles,
];
