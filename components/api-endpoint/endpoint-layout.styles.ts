import { css } from 'lit';

/**
 * The endpoint page's layout: one column (header, examples, reference) below 1000 px of the element's
 * own width, two from there (reference left, examples right and sticky under `--api-sticky-top`); the
 * "Try it" button (its panel styles itself, in the playground's chunk); path parameters marked in the path.
 */
export const layoutStyles = css`
  :host {
    container-type: inline-size;
  }
  .layout {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'head' 'examples' 'reference';
    column-gap: 2.5rem;
  }
  .layout-inline {
    grid-template-areas: 'head' 'reference';
  }
  .head {
    grid-area: head;
    min-width: 0;
  }
  .reference {
    grid-area: reference;
    min-width: 0;
  }
  .examples {
    grid-area: examples;
    min-width: 0;
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: var(--_spacing);
    align-content: start;
  }
  @container (min-width: 1000px) {
    .layout:not(.layout-inline) {
      grid-template-columns: minmax(0, 1fr) minmax(340px, 42%);
      grid-template-rows: auto 1fr;
      grid-template-areas: 'head examples' 'reference examples';
    }
    .examples {
      position: sticky;
      top: calc(var(--api-sticky-top, 0px) + var(--_spacing));
      align-self: start;
      max-height: calc(100vh - var(--api-sticky-top, 0px) - 2 * var(--_spacing));
      overflow: auto;
      margin-top: var(--_spacing);
    }
  }
  /* The response examples as a card like the snippets' own: tabs in a bar, the code flush below. */
  .example-card {
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
    overflow: hidden;
    min-width: 0;
  }
  .example-card .tab-list {
    margin: 0;
    padding: 0 0.5em;
  }
  .example-card .tab {
    border-top: 0;
    padding: 0.5em 0.6em;
  }
  .example-card .tab-panel {
    padding: 0.5em 0 0;
  }
  .example-card .code {
    border: 0;
    border-radius: 0;
  }
  [part~='request-example'] {
    border: 0;
    background: none;
  }
  .example-media {
    margin: 0 0.75em;
  }
  .example-media .media-type {
    margin-left: 0;
  }
  .example-empty {
    margin: 0.25em 0.75em 0.75em;
  }
  .own-examples {
    display: contents;
  }
  .path-param {
    /* Toward the text colour: the brand accent alone on its own tint is under 4.5:1 (Lighthouse, axe). */
    color: color-mix(in srgb, var(--_accent) 70%, var(--_text));
    background: color-mix(in srgb, var(--_accent) 12%, transparent);
    border-radius: 3px;
    padding: 0 0.15em;
  }
  .try-it {
    margin-left: auto;
    font: inherit;
    font-weight: 600;
    font-size: 0.875em;
    min-height: 2em;
    padding: 0.3em 1em;
    border: 0;
    border-radius: 999px;
    color: var(--_accent-contrast);
    background: var(--_accent);
    cursor: pointer;
  }
  .try-it:hover {
    background: color-mix(in srgb, var(--_accent) 88%, var(--_text));
  }
  [part~='try-panel'] .playground {
    margin: 0;
  }
  .try-title {
    display: flex;
    align-items: center;
    gap: 0.6em;
  }
`;
