import { css } from 'lit';
import { formControlStyles } from '../shared/panel-form.styles.js';
import { playgroundAreaStyles } from '../shared/playground-area.js';
import { readingLayoutStyles } from '../shared/reference-layout.styles.js';
import { referenceSheets } from '../shared/reference-styles.js';

/**
 * A reference page's look (header, sections, code, skeleton, error panel), the reading layout the endpoint
 * page has (examples column, "Try it"), plus what channels add.
 */
const channelStyles = css`
  .base {
    max-width: var(--api-channel-max-width, none);
  }
  .protocol {
    font-family: var(--_font-mono);
    font-weight: 700;
    font-size: 0.8em;
    padding: 0.15em 0.55em;
    border-radius: var(--_radius);
    color: var(--_background);
    background: var(--_method-patch);
  }
  .summary {
    margin: 0.2em 0 0.6em;
  }
  /* The server select and its description look as the playground's server field does (formControlStyles):
     the select as wide as the column, the description a hint under it, at its left edge. */
  .server-picker {
    display: grid;
  }
  .server-details p {
    margin: 0.4em 0;
  }
  .server-details .server-hint p {
    margin: 0.2em 0 0;
  }
  .message {
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    padding: 0.25em var(--_spacing) var(--_spacing);
    margin: 0 0 var(--_spacing);
  }
  .message-title {
    font-size: 1em;
    margin: 0.6em 0 0.3em;
  }
  .correlation {
    font-size: 0.9em;
  }
`;

export const styles = [
  ...referenceSheets('api-channel'),
  playgroundAreaStyles,
  readingLayoutStyles,
  formControlStyles,
  channelStyles,
];
