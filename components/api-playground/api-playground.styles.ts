import { css } from 'lit';
import { baseStyles, privateTokens } from '../shared/base-styles.js';
import { errorPanelStyles } from '../shared/error-panel.js';
import { anchorButtonStyles } from '../shared/field-styles.js';
import { formControlStyles, panelFormStyles, panelPaneStyles } from '../shared/panel-form.styles.js';
import { themeAttributeStyles, tokenDefaults } from '../themes/tokens.js';

const playgroundStyles = css`
  :host {
    display: block;
  }
  .base {
    max-width: var(--api-playground-max-width, none);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_background);
    padding: var(--_spacing);
    line-height: 1.5;
  }
  form {
    display: grid;
    gap: var(--_spacing);
  }
  .group {
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    margin: 0;
    padding: 0.5em var(--_spacing) var(--_spacing);
    display: grid;
    gap: 0.6em;
    min-width: 0;
  }
  .params {
    display: grid;
    gap: var(--_spacing);
  }
  /* One column that never grows past the playground: a wide control (a select of long values) shrinks instead. */
  form,
  .group,
  .params,
  .field {
    grid-template-columns: minmax(0, 1fr);
  }
  .field-label .name {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .field-label {
    display: flex;
    gap: 0.5em;
    align-items: center;
  }
  .name {
    font-family: var(--_font-mono);
    font-weight: 600;
  }
  /* The parameter's link (anchorButtonStyles) appears when the reader points at the field's name. */
  .field-label:hover .anchor {
    opacity: 1;
  }
  .field.target {
    outline: 2px solid var(--_accent);
    outline-offset: 0.25em;
    border-radius: var(--_radius);
  }
  input[type='checkbox'] {
    padding: 0;
  }
  textarea.body-text {
    width: 100%;
    font-family: var(--_font-mono);
    font-size: 0.85em;
  }
  [aria-invalid='true'] {
    border-color: var(--_badge-required);
  }
  .field-error {
    color: var(--_badge-required);
    font-size: 0.85em;
    margin: 0;
  }
  .body-errors {
    padding-inline-start: 1.2em;
  }
  .array {
    display: grid;
    gap: 0.35em;
  }
  .array-item {
    display: flex;
    gap: 0.5em;
    align-items: center;
  }
  button {
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
    padding: 0.35em 0.8em;
    cursor: pointer;
  }
  button.small {
    font-size: 0.85em;
    padding: 0.15em 0.6em;
    justify-self: start;
  }
  button.send {
    background: var(--_accent);
    color: var(--_accent-contrast);
    border-color: var(--_accent);
    font-weight: 600;
  }
  button:disabled {
    opacity: 0.6;
    cursor: default;
  }
  .actions {
    display: flex;
    gap: 0.5em;
  }
  .origin {
    align-self: center;
    color: var(--_muted);
    font-size: 0.85em;
    overflow-wrap: anywhere;
  }
  .scheme {
    display: grid;
    gap: 0.4em;
  }
  .scheme-title {
    margin: 0;
    font-weight: 600;
  }
  .remember {
    display: flex;
    gap: 0.75em;
    align-items: center;
    flex-wrap: wrap;
    font-size: 0.9em;
  }
  .failure {
    border: 1px solid var(--_badge-required);
    border-inline-start-width: 4px;
    border-radius: var(--_radius);
    padding: 0.5em var(--_spacing);
  }
  .failure p {
    margin: 0.35em 0;
  }
  .url {
    overflow-wrap: anywhere;
  }
  .result {
    margin-top: var(--_spacing);
    display: grid;
    gap: 0.6em;
  }
  .result:empty {
    display: none;
  }
  .result-summary {
    display: flex;
    gap: 1em;
    align-items: baseline;
    flex-wrap: wrap;
  }
  /* A number and its unit ("401 Unauthorized", "43 ms", "131 B"): each reads in its own text's direction, so a
     right-to-left page never shows "B 131". */
  .result-summary > * {
    unicode-bidi: plaintext;
  }
  /* The status as a pill: the status colour on a light wash of itself, mixed towards the text for contrast. */
  .status {
    font-weight: 700;
    font-family: var(--_font-mono);
    font-size: 0.875em;
    padding: 0.15em 0.7em;
    border-radius: 999px;
    --_status: var(--_method-post);
    color: color-mix(in srgb, var(--_status) 70%, var(--_text));
    background: color-mix(in srgb, var(--_status) 14%, var(--_background));
    border: 1px solid color-mix(in srgb, var(--_status) 40%, transparent);
  }
  .status-redirect {
    --_status: var(--_method-put);
  }
  .status-error {
    --_status: var(--_method-delete);
  }
  .check {
    margin: 0.5em 0;
    padding: 0.5em 0.75em;
    border: 1px solid var(--_border);
    border-inline-start: 3px solid var(--_method-post);
    border-radius: var(--_radius);
  }
  .check[data-ok='false'] {
    border-inline-start-color: var(--_badge-required);
  }
  .check p {
    margin: 0.25em 0;
  }
  .check-table {
    border-collapse: collapse;
    font-size: 0.875em;
    width: 100%;
  }
  .check-table th,
  .check-table td {
    text-align: start;
    padding: 0.25em 0.5em;
    border-top: 1px solid var(--_border);
    overflow-wrap: anywhere;
    vertical-align: top;
  }
  .metric {
    color: var(--_muted);
    font-size: 0.875em;
  }
  .headers summary {
    cursor: pointer;
    color: var(--_muted);
    font-size: 0.875em;
  }
  .side {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: var(--_spacing);
    align-content: start;
    min-width: 0;
  }
  /* In the "Try it" panel (panelPaneStyles) the response is a pane of its own. */
  :host([layout='panel']) .result {
    margin-top: 0;
  }
  .headers dl {
    margin: 0.5em 0;
    font-size: 0.85em;
  }
  .header-row {
    display: flex;
    gap: 0.75em;
  }
  .header-row dt {
    font-weight: 600;
  }
  .header-row dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const styles = [
  tokenDefaults,
  themeAttributeStyles,
  privateTokens('api-playground'),
  baseStyles,
  errorPanelStyles,
  anchorButtonStyles,
  formControlStyles,
  playgroundStyles,
  panelPaneStyles,
  panelFormStyles,
];
