import { css } from 'lit';

/**
 * The reading layout of the reference pages (`<api-endpoint>`, `<api-channel>`), as Mintlify and Scalar
 * lay them out: one column (head, examples, reference) below 1000 px of the element's own width, two from
 * there (reference left; examples right, sticky under `--api-sticky-top`); the example cards; the primary
 * "Try it" button and its panel's title line (the panel styles itself, in the playground chunks).
 * A page renders `.layout` > `.head`, `.examples`, `.reference` (`.layout-inline`: no examples column).
 */
export const readingLayoutStyles = css`
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
  .example-media {
    margin: 0 0.75em;
  }
  .example-media .media-type {
    margin-inline-start: 0;
  }
  .example-empty {
    margin: 0.25em 0.75em 0.75em;
  }
  .own-examples {
    display: contents;
  }
  .try-it {
    margin-inline-start: auto;
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
