import { css } from 'lit';

/**
 * The look of a playground's form rows, controls and hints, for `<api-playground>`,
 * `<api-channel-playground>` and the channel page's server picker alike: a field is its name over its
 * control, a control the theme's text on its background with a thin border in the border colour and the
 * theme's radius. Put it before the element's own sheet, which may refine it.
 */
export const formControlStyles = css`
  legend {
    font-weight: 600;
    padding: 0 0.3em;
  }
  .field {
    display: grid;
    gap: 0.2em;
  }
  input,
  select,
  textarea {
    font: inherit;
    color: var(--_text);
    background: var(--_background);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    padding: 0.35em 0.5em;
    min-width: 0;
    max-width: 100%;
  }
  .hint {
    color: var(--_muted);
    font-size: 0.85em;
  }
`;

/**
 * The "Try it" panel's two panes (`:host([layout='panel'])`): the form in one column, and from 760px the
 * inputs left and the live request, response or log right; no box of its own inside the panel's box.
 */
export const panelPaneStyles = css`
  :host([layout='panel']) {
    container-type: inline-size;
  }
  :host([layout='panel']) .base {
    border: 0;
    padding: 0;
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: calc(var(--_spacing) * 2);
  }
  @container (min-width: 760px) {
    :host([layout='panel']) .base {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1.1fr);
    }
  }
`;

/**
 * How a playground's form reads inside the "Try it" panel (`:host([layout='panel'])`), for
 * `<api-playground>` and `<api-channel-playground>` alike, as the try-it panels of Mintlify and Scalar
 * read: each fieldset a flat section under a small heading and a rule (no box inside the panel's box),
 * and each field a compact row, its name on the left and its control on the right, once the form is
 * wide enough (hints and errors under the control); `.form-heading` is a section heading drawn the same
 * way, for a part of a form that is no fieldset. The fieldsets, legends and labels stay what they
 * are, so names and groups read the same to a screen reader.
 */
export const panelFormStyles = css`
  :host([layout='panel']) form,
  :host([layout='panel']) .inputs {
    container: playground-form / inline-size;
    gap: calc(var(--_spacing) * 1.25);
  }
  :host([layout='panel']) .group {
    border: 0;
    border-radius: 0;
    padding: 0;
    margin: 0;
    gap: 0.5em;
  }
  /* Floated, the legend is an ordinary block: a heading with a rule under it, as wide as the section. */
  :host([layout='panel']) legend {
    float: inline-start;
    width: 100%;
    box-sizing: border-box;
    margin: 0 0 0.15em;
  }
  :host([layout='panel']) legend,
  .form-heading {
    padding: 0 0 0.35em;
    border-bottom: 1px solid var(--_border);
    font-size: 0.75em;
    font-weight: 700;
    letter-spacing: 0.05em;
    text-transform: uppercase;
    color: var(--_muted);
  }
  .form-heading {
    margin: 0;
  }
  :host([layout='panel']) .scheme-title {
    font-size: 0.9em;
  }
  :host([layout='panel']) input,
  :host([layout='panel']) select {
    padding: 0.25em 0.5em;
    font-size: 0.9em;
  }
  :host([layout='panel']) .hint,
  :host([layout='panel']) .field-error {
    font-size: 0.8em;
  }
  @container playground-form (min-width: 420px) {
    :host([layout='panel']) .field {
      grid-template-columns: minmax(7em, 2fr) minmax(0, 3fr);
      column-gap: 0.75em;
      row-gap: 0.15em;
      align-items: center;
    }
    :host([layout='panel']) .field > * {
      grid-column: 2;
    }
    :host([layout='panel']) .field > :first-child {
      grid-column: 1;
      grid-row: 1 / span 3;
      align-self: start;
      padding-top: 0.3em;
    }
  }
`;
