import { css } from 'lit';
import { baseStyles, privateTokens } from '../shared/base-styles.js';
import { themeAttributeStyles, tokenDefaults } from '../themes/tokens.js';

const responseStyles = css`
  :host {
    display: block;
    --_max-height: var(--api-response-max-height, 28em);
  }
  .image,
  .video {
    display: block;
    max-width: 100%;
    max-height: var(--_max-height);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
  }
  .image {
    image-rendering: auto;
    min-width: 2em;
  }
  audio {
    width: 100%;
  }
  .code,
  .events {
    margin: 0;
    max-height: var(--_max-height);
    overflow: auto;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
    font-family: var(--_font-mono);
    font-size: 0.85em;
  }
  .code {
    background: var(--_code-background);
  }
  pre.code,
  .code pre {
    margin: 0;
    padding: 0.75em;
    background: transparent !important;
    color: var(--_code-foreground) !important;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  .events {
    list-style: none;
    padding: 0;
  }
  /* Not \`.line\`: the highlighter marks every line of code with that class. */
  .event,
  .record {
    padding: 0.4em 0.75em;
    border-bottom: 1px solid var(--_border);
  }
  .event-name {
    font-weight: 600;
  }
  .event-id {
    color: var(--_muted);
  }
  .event-data {
    margin: 0.2em 0 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  .note {
    color: var(--_muted);
    margin: 0.5em 0;
  }
  .note.error {
    color: var(--_text);
  }
  .download {
    color: var(--_accent);
    font-weight: 600;
  }
  .download-row {
    display: flex;
    gap: 0.75em;
    align-items: baseline;
    flex-wrap: wrap;
  }
  .stream-bar {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5em;
    align-items: center;
    margin: 0 0 0.5em;
  }
  .stream-count {
    color: var(--_muted);
    font-size: 0.875em;
    margin-inline-end: auto;
  }
  .event.mismatch,
  .record.mismatch {
    border-inline-start: 3px solid var(--_badge-required);
  }
  .item-mismatch {
    font-size: 0.875em;
  }
  .item-mismatch-title {
    margin: 0.3em 0 0;
    color: var(--_badge-required);
  }
  .item-mismatch ul {
    margin: 0.2em 0 0;
    padding-inline-start: 1.2em;
    font-family: var(--_font-sans);
  }
  .stream-bar button,
  .truncated button {
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_background);
    padding: 0.2em 0.6em;
    cursor: pointer;
  }
`;

export const styles = [tokenDefaults, themeAttributeStyles, privateTokens('api-response'), baseStyles, responseStyles];
