/** Layout shared by `<param-field>` and `<response-field>`, written against the private `--_*` tokens. */
import { css } from 'lit';

/** The "Copy link" button after a name: hidden until the name is pointed at or the button focused (spec 2.7). */
export const anchorButtonStyles = css`
  /* 24×24 at the least: a target WCAG 2.2 (2.5.8) accepts beside the name, within a 1.5 line height. */
  .anchor {
    display: inline-flex;
    align-self: center;
    align-items: center;
    justify-content: center;
    min-inline-size: 1.5rem;
    min-block-size: 1.5rem;
    padding: 0.125rem;
    border: 0;
    border-radius: var(--_radius);
    background: none;
    color: var(--_muted);
    cursor: pointer;
    opacity: 0;
  }
  .anchor:focus-visible,
  .anchor:focus {
    opacity: 1;
  }
  .anchor:hover {
    color: var(--_accent);
  }
`;

export const fieldStyles = css`
  :host {
    display: block;
    line-height: 1.5;
    scroll-margin-block: 4rem;
  }
  /* A pinned theme paints its own background, so its text stays readable on any page. */
  :host([theme]) {
    background: var(--_background);
  }
  .field {
    padding-block: var(--_spacing);
    border-block-end: 1px solid var(--_border);
    border-radius: var(--_radius);
    transition: background-color 0.6s;
  }
  :host(:last-child) .field,
  .children .field {
    border-block-end-color: transparent;
  }
  :host([data-targeted]) .field {
    background: var(--_highlight);
    transition: none;
  }
  .header {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0.25rem 0.5rem;
    outline: none;
  }
  .name-wrap {
    display: inline-flex;
    align-items: baseline;
    gap: 0.25rem;
  }
  .label {
    font-size: 0.75em;
    font-weight: 600;
    color: var(--_muted);
    background: var(--_surface);
    border: 1px solid var(--_border);
    border-radius: 999px;
    padding: 0 0.45em;
  }
  .name {
    font-family: var(--_font-mono);
    font-weight: 600;
    color: var(--_text);
    overflow-wrap: anywhere;
  }
  .header:hover .anchor {
    opacity: 1;
  }
  .type {
    color: var(--_muted);
    font-size: 0.875em;
    overflow-wrap: anywhere;
  }
  .badges {
    display: inline-flex;
    flex-wrap: wrap;
    gap: 0.25rem;
  }
  .badges:empty {
    display: none;
  }
  .description {
    color: var(--_text);
    overflow-wrap: anywhere;
  }
  .description ::slotted(p),
  .description p {
    margin-block: 0.375rem;
  }
  .details {
    display: grid;
    gap: 0.125rem;
    margin: 0.375rem 0 0;
    font-size: 0.875em;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.375rem;
  }
  dt {
    color: var(--_muted);
  }
  dt::after {
    content: ':';
  }
  dd {
    margin: 0;
  }
  .value {
    font-family: var(--_font-mono);
    padding: 0 0.3em;
    border-radius: calc(var(--_radius) / 2);
    background: var(--_surface);
    overflow-wrap: anywhere;
  }
  .circular {
    margin: 0.375rem 0 0;
    font-size: 0.875em;
    color: var(--_muted);
  }
  .toggle,
  .expand-ref {
    display: inline-flex;
    align-items: center;
    gap: 0.375rem;
    margin-block-start: 0.5rem;
    padding: 0.25rem 0.625rem;
    border: 1px solid var(--_border);
    border-radius: 999px;
    background: var(--_background);
    color: var(--_muted);
    font-size: 0.875em;
    cursor: pointer;
  }
  .expand-ref {
    margin: 0;
    margin-inline-start: 0.25rem;
    padding-block: 0;
  }
  .toggle:hover,
  .expand-ref:hover {
    color: var(--_text);
    border-color: var(--_muted);
  }
  .chevron {
    transition: transform 0.15s;
  }
  .toggle[aria-expanded='true'] .chevron {
    transform: rotate(90deg);
  }
  .children {
    margin-block-start: 0.5rem;
    padding-inline: var(--_spacing);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }
  .children[hidden] {
    display: none;
  }
  .tabs {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
    padding-block: 0.5rem;
    border-block-end: 1px solid var(--_border);
  }
  .tab {
    padding: 0.125rem 0.625rem;
    border: 1px solid transparent;
    border-radius: var(--_radius);
    background: none;
    color: var(--_muted);
    font-size: 0.875em;
    cursor: pointer;
  }
  .tab[aria-selected='true'] {
    border-color: var(--_border);
    background: var(--_surface);
    color: var(--_text);
    font-weight: 600;
  }
  .variant-type {
    margin: 0.5rem 0 0;
    font-size: 0.875em;
    color: var(--_muted);
  }
  @media (prefers-reduced-motion: reduce) {
    .field,
    .chevron {
      transition: none;
    }
  }
`;
