import { css } from 'lit';
import { readingLayoutStyles } from '../shared/reference-layout.styles.js';

/**
 * The endpoint page's layout: the reading layout it shares with the channel page (two columns from 1000 px
 * of the element's width, the sticky examples, the "Try it" button), plus its request example card and the
 * path parameters marked in the path.
 */
const endpointLayoutStyles = css`
  [part~='request-example'] {
    border: 0;
    background: none;
  }
  .path-param {
    /* Toward the text colour: the brand accent alone on its own tint is under 4.5:1 (Lighthouse, axe). */
    color: color-mix(in srgb, var(--_accent) 70%, var(--_text));
    background: color-mix(in srgb, var(--_accent) 12%, transparent);
    border-radius: 3px;
    padding: 0 0.15em;
  }
`;

export const layoutStyles = [readingLayoutStyles, endpointLayoutStyles];
